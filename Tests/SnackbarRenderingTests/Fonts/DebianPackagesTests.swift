import Foundation
import Testing

@testable import SnackbarRendering

@Suite struct DebianPackagesTests {
  static let hasDpkg = FileManager.default.isExecutableFile(atPath: DebianPackages.defaultQueryTool)

  @Test func parsingKeepsInstalledPackagesOnly() {
    let output = """
      ii \tlibcairo2\t1.16.0-7
      rc \tlibold1\t0.9-1
      ii \tfonts-noto-cjk\t1:20220127+repack1-1
      garbage line
      ii \tno-version\t

      """
    #expect(DebianPackages.parse(output) == ["libcairo2": "1.16.0-7", "fonts-noto-cjk": "1:20220127+repack1-1"])
  }

  @Test func withoutTheQueryToolNothingIsKnown() {
    #expect(DebianPackages.installedVersions(of: ["libcairo2"], queryTool: "/nonexistent/dpkg-query") == nil)
  }

  @Test(.enabled(if: hasDpkg, "needs dpkg-query (Debian)"))
  func installedVersionsComeFromDpkg() throws {
    let versions = try #require(
      DebianPackages.installedVersions(of: ["libcairo2", "no-such-package-materialsnackbar"]))
    let cairo = try #require(versions["libcairo2"])
    #expect(DebianPackages.version(cairo, shipsUpstream: LibraryVersions.current()["cairo"] ?? "?"))
    #expect(versions["no-such-package-materialsnackbar"] == nil)
  }

  @Test(arguments: [
    ("1.16.0-7", "1.16.0", true),
    ("2.12.1+dfsg-5+deb12u4", "2.12.1", true),
    ("1:1.2.13.dfsg-1", "1.2.13", true),
    ("1.50.12+ds-1", "1.50.12", true),
    ("1.16.01-1", "1.16.0", false),
    ("1.18.0-1", "1.16.0", false),
    ("1.16.0", "1.16.0", true),
    ("1.16.0-1", "", false),
  ])
  func upstreamVersionMatching(package: String, upstream: String, ships: Bool) {
    #expect(DebianPackages.version(package, shipsUpstream: upstream) == ships)
  }
}
