// The example of SnackbarSnapshotTesting's article "Snapshot testing your snackbars", verbatim below this comment, so
// it is compiled and run with the suite. Its goldens are in Snapshots/ReadmeExampleTests/.
import MaterialSnackbar
import SnackbarRendering
import SnackbarSnapshotTesting
import Testing

@Suite struct ReadmeExampleTests {
  func archivedMessage() -> SnackbarMessage {
    let message = SnackbarMessage(text: "Photo archived")
    message.action = SnackbarMessageAction(title: "Undo")
    return message
  }

  @Test func archivedSnackbar() {
    // Snapshots/ReadmeExampleTests/archived.png: 359 pt wide at @2x, MDC's default styling.
    assertSnapshot(of: archivedMessage(), as: .image(), named: "archived")
    // The same message in Material 3 dark, right to left, at a large Dynamic Type size. As in
    // MDC, the fonts follow Dynamic Type only with adjustsFontForContentSizeCategory on.
    let dynamicType = SnackbarManager()
    dynamicType.adjustsFontForContentSizeCategory = true
    let traits = SnackbarTraitCollection(
      userInterfaceStyle: .dark, layoutDirection: .rightToLeft, preferredContentSizeCategory: .extraExtraLarge)
    assertSnapshot(
      of: archivedMessage(), as: .image(traits: traits, theme: .material3Dark, manager: dynamicType),
      named: "archived-m3-dark-rtl")
    // archived.txt: frames, lines, colours and fonts as text, stable across machines.
    assertSnapshot(of: archivedMessage(), as: .layout(), named: "archived")
  }

  @Test func archivedAboveTabBar() {
    let manager = SnackbarManager()
    manager.setBottomOffset(49)
    let screen = SnackbarScreen(message: archivedMessage(), device: .iPhone15, manager: manager)
    assertSnapshot(of: screen, as: .image(scale: 1), named: "archived-above-tab-bar")
  }
}
