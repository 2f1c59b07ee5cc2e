// The settings example of SnackbarSnapshotTesting's article "Snapshot testing your snackbars",
// verbatim below this comment, so it is compiled and run with the suite. Its goldens are in
// Snapshots/ReadmeSettingsExampleTests/.
import MaterialSnackbar
import SnackbarSnapshotTesting
import Testing

@Suite(.snapshots(record: .never, diffTool: .ksdiff))
struct ReadmeSettingsExampleTests {
  @Test func archivedLayout() {
    // Never records, even locally: a missing golden fails and says how to record it.
    assertSnapshot(of: SnackbarMessage(text: "Photo archived"), as: .layout(), named: "archived-layout")
  }

  @Test func deletedLayout() {
    withSnapshotTesting(diffTool: "code --diff") {
      assertSnapshot(of: SnackbarMessage(text: "Photo deleted"), as: .layout(), named: "deleted-layout")
    }
  }
}
