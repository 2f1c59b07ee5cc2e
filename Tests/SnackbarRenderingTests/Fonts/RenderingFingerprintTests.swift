import Foundation
import SnackbarRendering
import SnackbarRenderingStack
import SnackbarTestSupport
import Testing

@Suite struct RenderingFingerprintTests {
  @Test func currentFingerprintHasLibrariesAndFontHashes() throws {
    let environment = try FontEnvironment.load(locator: FontLocator(environment: [:]))
    let fingerprint = try RenderingFingerprint.current(environment: environment)
    #expect(Set(fingerprint.libraries.keys) == ["cairo", "pango", "harfbuzz", "freetype", "fontconfig"])
    for (name, version) in fingerprint.libraries {
      #expect(version.split(separator: ".").count >= 2 && version.first?.isNumber == true, "\(name) \(version)")
    }
    #expect(fingerprint.fonts.count == PinnedFont.all.count)
    #expect(fingerprint.fonts.values.allSatisfy { $0.count == 64 && $0.allSatisfy(\.isHexDigit) })
    #expect(try RenderingFingerprint.current(environment: environment) == fingerprint)
    print(fingerprint.stableText)
  }

  @Test func stableTextIsSortedAndRoundTrips() throws {
    let fingerprint = RenderingFingerprint(
      libraries: ["pango": "1.50.12", "cairo": "1.16.0"], fonts: ["b.ttf": "22", "a.ttf": "11"])
    let text = fingerprint.stableText
    #expect(text == RenderingFingerprint(libraries: fingerprint.libraries, fonts: fingerprint.fonts).stableText)
    let order = ["\"fonts\"", "\"a.ttf\"", "\"b.ttf\"", "\"libraries\"", "\"cairo\"", "\"pango\""].compactMap {
      text.range(of: $0)?.lowerBound
    }
    #expect(order.count == 6 && order == order.sorted(), "\(text)")
    #expect(try RenderingFingerprint(stableText: text) == fingerprint)
    #expect(throws: (any Error).self) { try RenderingFingerprint(stableText: "not json") }
  }

  @Test func differencesNameWhatChanged() {
    let recorded = RenderingFingerprint(
      libraries: ["cairo": "1.16.0", "pango": "1.50.12", "harfbuzz": "6.0.0"],
      fonts: ["Roboto-Regular.ttf": String(repeating: "a", count: 64), "Gone.ttf": String(repeating: "c", count: 64)])
    var here = recorded
    #expect(here.differences(from: recorded).isEmpty)
    here.libraries["pango"] = "1.52.1"
    here.libraries.removeValue(forKey: "harfbuzz")
    here.fonts["Roboto-Regular.ttf"] = String(repeating: "b", count: 64)
    here.fonts.removeValue(forKey: "Gone.ttf")
    here.fonts["New.ttf"] = String(repeating: "d", count: 64)
    let differences = here.differences(from: recorded)
    #expect(differences.count == 5, "\(differences)")
    #expect(differences.contains("pango: 1.50.12 (recorded) vs 1.52.1 (here)"))
    #expect(differences.contains("harfbuzz: 6.0.0 (recorded) vs absent (here)"))
    #expect(
      differences.contains { $0.hasPrefix("font Roboto-Regular.ttf: sha256 aaaaaaaaaaaa") && $0.contains("bbbb") })
    #expect(differences.contains { $0.hasPrefix("font Gone.ttf:") && $0.hasSuffix("absent (here)") })
    #expect(differences.contains { $0.hasPrefix("font New.ttf: absent (recorded)") })
  }
}

/// The parts added for `snackbar doctor`: package versions, font options, structured differences
/// and a survey that works without the fonts.
@Suite struct RenderingFingerprintStackTests {
  static let pinnedOptions = [
    "antialias": "gray", "hintStyle": "none", "hintMetrics": "off", "subpixelOrder": "default",
    "resolution": "72", "roundGlyphPositions": "false",
  ]

  @Test func currentFingerprintRecordsFontOptionsAndPackages() throws {
    let environment = try FontEnvironment.load(locator: FontLocator(environment: [:]))
    let fingerprint = try RenderingFingerprint.current(environment: environment)
    #expect(fingerprint.fontOptions == Self.pinnedOptions)
    guard DebianPackagesTests.hasDpkg else { return }
    let packages = try #require(fingerprint.packages)
    for package in ["libcairo2", "libpango-1.0-0", "libharfbuzz0b", "libfreetype6", "fonts-roboto-unhinted"] {
      #expect(packages[package]?.isEmpty == false, "\(package) in \(packages)")
    }
  }

  @Test func aFingerprintWrittenBeforePackagesWereRecordedStillReads() throws {
    let old = """
      {
        "fonts" : { "Roboto-Regular.ttf" : "797e" },
        "libraries" : { "cairo" : "1.16.0", "pango" : "1.50.12" }
      }
      """
    let recorded = try RenderingFingerprint(stableText: old)
    #expect(recorded.packages == nil && recorded.fontOptions == nil)
    let here = RenderingFingerprint(
      libraries: recorded.libraries, fonts: recorded.fonts, packages: ["libcairo2": "1.16.0-7"],
      fontOptions: Self.pinnedOptions)
    // What an old fingerprint did not record is not a difference.
    #expect(here.differences(from: recorded).isEmpty)
    // And a fingerprint without them writes no empty keys.
    #expect(!recorded.stableText.contains("packages") && !recorded.stableText.contains("fontOptions"))
  }

  @Test func packagesAndOptionsAreComparedOnWhatWasRecorded() {
    let recorded = RenderingFingerprint(
      libraries: ["cairo": "1.16.0"], fonts: [:],
      packages: ["libcairo2": "1.16.0-7", "libfreetype6": "2.12.1+dfsg-5+deb12u3", "fonts-noto-cjk": "1:2022"],
      fontOptions: ["hintStyle": "none"])
    var here = recorded
    here.packages = [
      "libcairo2": "1.16.0-7", "libfreetype6": "2.12.1+dfsg-5+deb12u4", "libthai0": "0.1.29-1",
    ]
    here.fontOptions = ["hintStyle": "slight", "resolution": "72"]
    #expect(
      here.differenceList(from: recorded) == [
        RenderingDifference(kind: .package, name: "fonts-noto-cjk", recorded: "1:2022", here: nil),
        RenderingDifference(
          kind: .package, name: "libfreetype6", recorded: "2.12.1+dfsg-5+deb12u3", here: "2.12.1+dfsg-5+deb12u4"),
        RenderingDifference(kind: .fontOption, name: "hintStyle", recorded: "none", here: "slight"),
      ])
    #expect(
      here.differences(from: recorded) == [
        "package fonts-noto-cjk: 1:2022 (recorded) vs absent (here)",
        "package libfreetype6: 2.12.1+dfsg-5+deb12u3 (recorded) vs 2.12.1+dfsg-5+deb12u4 (here)",
        "font option hintStyle: none (recorded) vs slight (here)",
      ])
    // A machine that cannot say (no dpkg-query) is not different.
    here.packages = nil
    #expect(here.differenceList(from: recorded).map(\.kind) == [.fontOption])
  }

  @Test func surveyMatchesTheCurrentFingerprintOnThisMachine() throws {
    let environment = try FontEnvironment.load(locator: FontLocator(environment: [:]))
    let current = try RenderingFingerprint.current(environment: environment)
    let survey = RenderingFingerprint.survey(locator: FontLocator(environment: [:]))
    #expect(survey == current)
  }

  @Test func surveyWithoutFontsOrDpkgStillDescribesTheLibraries() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let survey = RenderingFingerprint.survey(
      locator: FontLocator(environment: [FontLocator.fontsDirectoryVariable: directory.path]),
      packageQueryTool: "/nonexistent/dpkg-query")
    #expect(survey.fonts.isEmpty)
    #expect(survey.packages == nil)
    #expect(survey.libraries.keys.contains("pango"))
    #expect(survey.fontOptions == Self.pinnedOptions)
  }
}
