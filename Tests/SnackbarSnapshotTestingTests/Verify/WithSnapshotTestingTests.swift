import Foundation
import SnackbarImage
import SnackbarRendering
import SnackbarSnapshotTestSupport
import Testing

@testable import SnackbarSnapshotCore
@testable import SnackbarSnapshotTesting

/// `withSnapshotTesting(record:diffTool:)` scopes settings over a block, and the assertions in
/// it use them, below the argument and the environment.
@Suite final class WithSnapshotTestingTests: Sendable {
  let temporary: TemporaryDirectory
  let testFile: String

  init() throws {
    temporary = try TemporaryDirectory()
    try Data("// test package\n".utf8).write(to: temporary.path("Package.swift"))
    testFile = temporary.path("Tests/DemoTests/ScopeTests.swift").path
  }

  deinit { temporary.cleanUp() }

  var golden: URL { temporary.path("Snapshots/ScopeTests/scoped.png") }

  /// Verifies with the current (scoped) configuration, isolated from the process environment.
  func verify(_ image: RGBAImage, record: SnapshotRecordMode? = nil) -> SnapshotFailure? {
    verifySnapshot(
      of: { image }, as: .image(), named: "scoped", record: record, snapshotDirectory: nil,
      configuration: SnapshotConfiguration.current, filePath: testFile, testName: "testScoped()")
  }

  func isolated(_ variables: [String: String] = [:]) -> SnapshotConfiguration {
    isolatedConfiguration(variables, artifacts: temporary.path("artifacts"))
  }

  @Test func blocksNestAndRestore() async {
    #expect(SnapshotConfiguration.current.record == nil)
    withSnapshotTesting(record: .failed, diffTool: .vscode) {
      #expect(SnapshotConfiguration.current.record == .failed)
      withSnapshotTesting(record: .never) {
        #expect(SnapshotConfiguration.current.record == .never)
        #expect(SnapshotConfiguration.current.diffTool?.command("'r'", "'a'") == "code --diff 'r' 'a'")
      }
      #expect(SnapshotConfiguration.current.record == .failed)
    }
    let inner = await withSnapshotTesting(record: .all) { () async -> SnapshotRecordMode? in
      await Task.yield()
      return SnapshotConfiguration.current.record
    }
    #expect(inner == .all)
    #expect(SnapshotConfiguration.current.record == nil)
  }

  @Test func theBlocksModeRecordsAndTheArgumentWinsOverIt() throws {
    let image = try TestImages.gradient()
    SnapshotConfiguration.$current.withValue(isolated()) {
      #expect(verify(image)?.kind == .recorded)
      let changed = TestImages.with(image, changes: [(0, 0, RGBAPixel(white: 1))])
      withSnapshotTesting(record: .failed) {
        // The argument wins over the block: compared, not re-recorded.
        #expect(verify(changed, record: .never)?.kind == .mismatch)
        let failure = verify(changed)
        #expect(failure?.kind == .recorded)
        #expect(failure?.message.contains("withSnapshotTesting/.snapshots(record: .failed)") == true)
      }
    }
    #expect(try PNGCodec.decode(contentsOf: golden) != image)
  }

  @Test func onCITheBlockCannotRecord() throws {
    let image = try TestImages.gradient()
    SnapshotConfiguration.$current.withValue(isolated(["CI": "true"])) {
      withSnapshotTesting(record: .all) {
        let failure = verify(image)
        #expect(failure?.kind == .missingReference)
        #expect(failure?.message.contains("the scope's record: .all ignored") == true)
      }
    }
    #expect(!FileManager.default.fileExists(atPath: golden.path))
  }

  @Test func theDiffToolsCommandIsPrintedShellQuoted() throws {
    let image = try TestImages.gradient()
    let changed = TestImages.with(image, changes: [(0, 0, RGBAPixel(white: 1))])
    SnapshotConfiguration.$current.withValue(isolated()) {
      _ = verify(image)
      withSnapshotTesting(diffTool: .ksdiff) {
        let failure = verify(changed)
        let reference = failure?.artifact("reference")?.path ?? "?"
        let actual = failure?.artifact("actual")?.path ?? "?"
        #expect(failure?.message.contains("Open in your diff tool:\n  ksdiff '\(reference)' '\(actual)'") == true)
      }
    }
    // SNAPSHOT_DIFF_TOOL wins over the block.
    SnapshotConfiguration.$current.withValue(isolated(["SNAPSHOT_DIFF_TOOL": "opendiff"])) {
      withSnapshotTesting(diffTool: .ksdiff) {
        let failure = verify(changed)
        #expect(failure?.message.contains("\n  opendiff '") == true)
        #expect(failure?.message.contains("ksdiff") == false)
      }
    }
  }
}
