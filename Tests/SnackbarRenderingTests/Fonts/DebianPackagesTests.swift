import Foundation
import Testing

@testable import SnackbarRendering
@testable import SnackbarRenderingStack

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

  // MARK: Debian's syntax (policy 5.6.1 and 5.6.12), which doctor holds fingerprints to

  @Test(arguments: [
    "1.16.0-7", "1:20220127+repack1-1", "2:0~20170802-3", "2.12.1+dfsg-5+deb12u4", "0.42.2", "6.7.0+dfsg-1",
    "1.0~rc1", "1.2-3-4", "10:1.2.3-0ubuntu1", "1.0+b1",
  ])
  func debianVersionsPass(version: String) {
    #expect(DebianPackages.versionProblem(version) == nil)
  }

  @Test(arguments: [
    ("", "starts with a digit"), ("a1.0", "starts with a digit"), ("1.0-", "revision follows"),
    (":1.0", "epoch"), ("x:1.0", "epoch"), ("1:2:3", "one \":\""), ("1.0-7 && curl x | sh", "not a space"),
    ("$(touch /tmp/PWNED)", "not \"$\""), ("1.0;reboot", "not \";\""), ("1.0\n", "not byte 0xA"),
    ("1.0_1", "not \"_\""), ("1.0-a:b", "epoch"), ("1.0é", "not byte 0xC3"),
  ])
  func otherVersionsAreRefusedSayingWhy(version: String, reason: String) throws {
    let problem = try #require(DebianPackages.versionProblem(version))
    #expect(problem.contains(reason), "\(problem)")
  }

  @Test func packageNamesFollowThePolicy() {
    for name in ["libcairo2", "libpango-1.0-0", "fonts-noto-cjk", "g++", "0ad", "libstdc++6"] {
      #expect(DebianPackages.packageNameProblem(name) == nil, "\(name)")
    }
    for name in ["", "a", "LibCairo", "-lib", ".lib", "+lib", "lib cairo", "lib_x", "lib$(id)", "libé"] {
      #expect(DebianPackages.packageNameProblem(name) != nil, "\(name)")
    }
  }
}
