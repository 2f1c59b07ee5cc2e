import SnackbarSnapshotCore
import Testing

@testable import SnackbarSnapshotTesting

/// `.snapshots(record:diffTool:)` sets the configuration for every test of a suite, and a
/// test's own trait overrides only what it names.
@Suite(.snapshots(record: .failed, diffTool: .ksdiff))
struct SnapshotsTestTraitTests {
  @Test func theSuitesTraitReachesItsTests() {
    #expect(SnapshotConfiguration.current.record == .failed)
    #expect(SnapshotConfiguration.current.diffTool?.command("'r'", "'a'") == "ksdiff 'r' 'a'")
  }

  @Test(.snapshots(record: .never)) func aTestsTraitOverridesOnlyWhatItNames() {
    #expect(SnapshotConfiguration.current.record == .never)
    #expect(SnapshotConfiguration.current.diffTool?.command("'r'", "'a'") == "ksdiff 'r' 'a'")
  }

  @Test func aBlockInsideATestIsTheInnermostScope() {
    withSnapshotTesting(record: .all) {
      #expect(SnapshotConfiguration.current.record == .all)
    }
    #expect(SnapshotConfiguration.current.record == .failed)
  }

  @Suite struct Nested {
    @Test func reachesNestedSuitesToo() {
      #expect(SnapshotConfiguration.current.record == .failed)
    }
  }
}

@Suite struct SnapshotsTestTraitAbsentTests {
  @Test func withoutATraitNothingIsScoped() {
    #expect(SnapshotConfiguration.current.record == nil)
    #expect(SnapshotConfiguration.current.diffTool == nil)
  }
}
