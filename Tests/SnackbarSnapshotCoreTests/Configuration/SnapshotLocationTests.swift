import Foundation
import SnackbarSnapshotTestSupport
import Testing

@testable import SnackbarSnapshotCore

@Suite struct SnapshotLocationTests {
  @Test func defaultsFollowThePackageLayout() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    try Data().write(to: temporary.path("Package.swift"))
    let testFile = temporary.path("Tests/ToastTests/ToastSnapshotTests.swift").path
    let location = try SnapshotLocation(
      filePath: testFile, name: "dark mode/long", pathExtension: "png", snapshotDirectory: nil, artifactsRoot: nil)
    let root = temporary.url.standardizedFileURL.path
    #expect(location.packageRoot?.standardizedFileURL.path == root)
    #expect(location.suite == "ToastSnapshotTests")
    #expect(location.name == "dark-mode-long")
    #expect(location.goldenURL.path == root + "/Snapshots/ToastSnapshotTests/dark-mode-long.png")
    #expect(
      location.artifactURL(suffix: "actual.png").path
        == root + "/.build/snapshot-artifacts/ToastSnapshotTests/dark-mode-long.actual.png")
  }

  @Test func overridesApply() throws {
    let location = try SnapshotLocation(
      filePath: "/nowhere/FooTests.swift", name: "a", pathExtension: "txt",
      snapshotDirectory: URL(fileURLWithPath: "/goldens"), artifactsRoot: URL(fileURLWithPath: "/artifacts"))
    #expect(location.goldenURL.path == "/goldens/a.txt")
    #expect(location.artifactURL(suffix: "diff").path == "/artifacts/FooTests/a.diff")
  }

  @Test func noPackageRootWithoutDirectoryIsAnError() {
    #expect(throws: SnapshotLocationError.noPackageRoot(filePath: "/nowhere/FooTests.swift")) {
      try SnapshotLocation(
        filePath: "/nowhere/FooTests.swift", name: "a", pathExtension: "png", snapshotDirectory: nil,
        artifactsRoot: nil)
    }
  }

  @Test(arguments: [
    ("plain", "plain"), ("with space", "with-space"), ("a/b", "a-b"), ("../etc", "-etc"), ("..", ""),
    ("é", ""), ("x//y", "x-y"), ("v1.2_ok", "v1.2_ok"), ("", ""),
  ])
  func sanitizesNames(name: String, expected: String) {
    #expect(SnapshotLocation.sanitize(name) == expected)
  }

  @Test func emptyNameIsRejected() {
    #expect(throws: SnapshotLocationError.invalidName("..")) {
      try SnapshotLocation(
        filePath: "/x/FooTests.swift", name: "..", pathExtension: "png", snapshotDirectory: URL(fileURLWithPath: "/g"),
        artifactsRoot: nil)
    }
  }
}
