import Foundation
import SnackbarRendering
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
