import Foundation
import SnackbarRendering
import SnackbarRenderingStack
import SnackbarSnapshotCore
import SnackbarSnapshotTesting
import Testing

@testable import SnackbarCLI

@Suite struct PinnedPackageListTests {
  /// The package root, from this file's path (Tests/SnackbarCLITests/Doctor/PinnedPackageListTests.swift).
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test func parsesPackagesAndVersionsSkippingComments() throws {
    let list = try PinnedPackageList(
      text: """
        # heading
        libcairo2=1.16.0-7

          fonts-noto-cjk = 1:20220127+repack1-1   # an epoch
        fonts-roboto-unhinted=2:0~20170802-3
        """, path: "list.txt")
    #expect(
      list.entries == [
        .init(package: "libcairo2", version: "1.16.0-7"),
        .init(package: "fonts-noto-cjk", version: "1:20220127+repack1-1"),
        .init(package: "fonts-roboto-unhinted", version: "2:0~20170802-3"),
      ])
    #expect(list.version(of: "fonts-noto-cjk") == "1:20220127+repack1-1")
    #expect(list.version(of: "libpango-1.0-0") == nil)
  }

  @Test(arguments: [
    ("libcairo2 1.16.0-7", 1),
    ("libcairo2=", 1),
    ("=1.0", 1),
    ("LibCairo2=1.0", 1),
    ("# ok\nlibcairo2=one", 2),
  ])
  func malformedLinesAreNamed(text: String, line: Int) {
    let error = #expect(throws: PinnedPackageListError.self) { try PinnedPackageList(text: text, path: "p.txt") }
    guard case .malformed(let path, let number, _)? = error else {
      Issue.record("expected malformed, got \(String(describing: error))")
      return
    }
    #expect(path == "p.txt" && number == line)
  }

  @Test func aPackagePinnedTwiceIsAnError() {
    #expect(throws: PinnedPackageListError.duplicate(path: "p.txt", line: 2, package: "libcairo2")) {
      try PinnedPackageList(text: "libcairo2=1.16.0-7\nlibcairo2=1.18.0-1\n", path: "p.txt")
    }
  }

  @Test func theDefaultIsTheCheckoutsList() throws {
    let expected = Self.packageRoot.appendingPathComponent("scripts/pinned-packages.txt").standardizedFileURL
    #expect(PinnedPackageList.defaultURL.standardizedFileURL == expected)
    let list = try PinnedPackageList.load(from: PinnedPackageList.defaultURL)
    #expect(list.entries.count >= RenderingPackages.all.count)
  }

  @Test func theListPinsEveryPackageTheFingerprintRecordsAndTheBuildNeeds() throws {
    let list = try PinnedPackageList.load(from: PinnedPackageList.defaultURL)
    let missing = RenderingPackages.all.filter { list.version(of: $0) == nil }
    #expect(missing.isEmpty, "add to scripts/pinned-packages.txt: \(missing)")
    for package in ["pkg-config", "libcairo2-dev", "libpango1.0-dev", "zlib1g-dev", "libspng0"] {
      #expect(list.version(of: package) != nil, "\(package)")
    }
    #expect(list.version(of: "libspng-dev") == "0.7.3-3")
  }

  @Test func theListShipsTheLibraryVersionsOfTheCommittedGoldens() throws {
    let list = try PinnedPackageList.load(from: PinnedPackageList.defaultURL)
    let recorded = try RecordedFingerprint.all(under: Self.packageRoot.appendingPathComponent("Snapshots"))
    #expect(!recorded.isEmpty)
    for entry in recorded {
      for (library, version) in entry.fingerprint.libraries {
        for package in RenderingPackages.libraryPackages[library] ?? [] {
          let pinned = try #require(list.version(of: package), "\(package)")
          #expect(
            DebianPackages.version(pinned, shipsUpstream: version),
            "\(package)=\(pinned) does not ship \(library) \(version), recorded in \(entry.file.path)")
        }
      }
      for (package, version) in entry.fingerprint.packages ?? [:] {
        #expect(list.version(of: package) == version, "\(package) in \(entry.file.path)")
      }
    }
  }
}
