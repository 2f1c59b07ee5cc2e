import Foundation
import SnackbarFiles
import SnackbarRendering
import SnackbarRenderingStack
import Testing

@testable import SnackbarCLI

/// `snackbar doctor`'s storage check (issue 24): large goldens without a Git LFS rule warn, with
/// the `.gitattributes` line to add; small goldens, or goldens an LFS rule covers, do not.
@Suite final class GoldenStorageTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  /// A repository (`.git` folder) with goldens of `bytes` bytes each under `Snapshots/`.
  func repository(goldens: [String: Int], attributes: [String: String] = [:]) throws -> BytePath {
    try FileManager.default.createDirectory(atPath: scratch.path("repo/.git"), withIntermediateDirectories: true)
    for (relative, size) in goldens {
      let url = URL(fileURLWithPath: scratch.path("repo/Snapshots/\(relative)"))
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(count: size).write(to: url)
    }
    for (relative, text) in attributes { try Data(text.utf8).write(to: URL(fileURLWithPath: scratch.path(relative))) }
    return BytePath(scratch.path("repo/Snapshots"))
  }

  static let small = GoldenStorage.Thresholds(totalBytes: 1000, fileBytes: 600)

  func warnings(_ root: BytePath) -> [String] {
    GoldenStorage.warnings(root: root, shownRoot: "Snapshots", thresholds: Self.small)
  }

  @Test func largeGoldensWithoutAnLFSRuleWarnWithTheLineToAdd() throws {
    let root = try repository(goldens: ["Suite/a.png": 700, "Suite/b.png": 400, "Suite/notes.txt": 5000])
    let lines = warnings(root)
    #expect(lines.count == 4)
    #expect(lines.first?.hasPrefix("warning: the PNG goldens under Snapshots take 0.0 MiB (the largest, a.png") == true)
    #expect(lines.first?.contains("2 of them have no Git LFS rule") == true)
    #expect(lines[2] == "  Snapshots/**/*.png filter=lfs diff=lfs merge=lfs -text")
    #expect(lines[3] == "  or make them smaller first: snackbar snapshots --compact Snapshots")
  }

  @Test func theLineTheWarningSuggestsSilencesIt() throws {
    let root = try repository(goldens: ["Suite/a.png": 700, "Deep/er/b.png": 400])
    let line = try #require(warnings(root).dropFirst(2).first).trimmingCharacters(in: .whitespaces)
    try Data((line + "\n").utf8).write(to: URL(fileURLWithPath: scratch.path("repo/.gitattributes")))
    #expect(warnings(root).isEmpty)
  }

  /// "Goldens in Git LFS", in SnackbarSnapshotTesting's article "Snapshot testing your snackbars".
  @Test func theDocumentationShowsTheLineTheWarningSuggests() throws {
    let root = try repository(goldens: ["Suite/a.png": 700])
    let line = try #require(warnings(root).dropFirst(2).first).trimmingCharacters(in: .whitespaces)
    let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(
        "Sources/SnackbarSnapshotTesting/SnackbarSnapshotTesting.docc/Articles/SnapshotTestingYourSnackbars.md")
    #expect(try String(contentsOf: article, encoding: .utf8).contains("\n\(line)\n"))
  }

  @Test(arguments: [
    "*.png filter=lfs diff=lfs merge=lfs -text",
    "/Snapshots/** filter=lfs",
    "**/*.png filter=lfs",
    "# a comment\r\nSnapshots/*/*.png  filter=lfs\r\n",
  ])
  func commonLFSRulesCoverTheGoldens(rule: String) throws {
    let root = try repository(
      goldens: ["Suite/a.png": 700, "Suite/b.png": 400], attributes: ["repo/.gitattributes": rule])
    #expect(warnings(root).isEmpty)
  }

  @Test(arguments: [
    "*.jpg filter=lfs",
    "*.png filter=lfs\n*.png -filter",
    "Other/**/*.png filter=lfs",
    "\"*.png\" filter=lfs",
    "*.png diff=lfs",
  ])
  func rulesThatDoNotStoreTheGoldensWithLFSStillWarn(rule: String) throws {
    let root = try repository(goldens: ["Suite/a.png": 700], attributes: ["repo/.gitattributes": rule])
    #expect(!warnings(root).isEmpty)
  }

  @Test func aRuleInTheSnapshotsFolderCountsAndOnlyUncoveredGoldensAreCounted() throws {
    let root = try repository(
      goldens: ["Suite/a.png": 700, "Other/b.png": 400],
      attributes: ["repo/Snapshots/.gitattributes": "Suite/*.png filter=lfs"])
    #expect(warnings(root).first?.contains("1 of them has no Git LFS rule") == true)
  }

  @Test func smallGoldensOrNoRepositoryDoNotWarn() throws {
    let root = try repository(goldens: ["Suite/a.png": 300, "Suite/b.png": 300])
    #expect(warnings(root).isEmpty)
    try FileManager.default.removeItem(atPath: scratch.path("repo/.git"))
    try Data(count: 5000).write(to: URL(fileURLWithPath: scratch.path("repo/Snapshots/Suite/c.png")))
    // /tmp is in no repository.
    #expect(warnings(root).isEmpty)
  }

  @Test func starsStopAtSlashesAndManyStarsStayCheap() {
    let rule = GoldenStorage.Rule(pattern: Array("Snapshots/*.png".utf8), isLFS: true)
    #expect(rule.matches(Array("Snapshots/a.png".utf8)))
    #expect(!rule.matches(Array("Snapshots/Suite/a.png".utf8)))
    let stars = GoldenStorage.Rule(pattern: Array((String(repeating: "*a", count: 200) + "/b").utf8), isLFS: true)
    #expect(!stars.matches(Array((String(repeating: "a", count: 3000) + "/c").utf8)))
  }

  @Test func theDoctorCommandPrintsTheWarningAfterItsReport() throws {
    _ = try repository(goldens: ["Suite/a.png": 3 << 20])
    let here = RenderingFingerprint.survey()
    try Data(here.stableText.utf8).write(
      to: URL(fileURLWithPath: scratch.path("repo/Snapshots/Suite/fingerprint.json")))
    let run = snackbar(["doctor", scratch.path("repo/Snapshots")])
    #expect(run.status == 0, "\(run.errorText)")
    #expect(run.output.count == 5)
    #expect(run.output.dropFirst().first?.hasPrefix("warning: the PNG goldens under ") == true)
    #expect(run.output.dropFirst().first?.contains("take 3.0 MiB (the largest, a.png, 3.0 MiB)") == true)
  }
}
