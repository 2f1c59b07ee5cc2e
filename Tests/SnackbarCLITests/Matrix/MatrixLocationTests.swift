import Foundation
import Testing

@testable import SnackbarCLI

/// Each matrix line says where the text it draws is written, so a finding can point a translator
/// at the line to edit, in `matrix.jsonl` and in `matrix.sarif`: checked on the real catalogs of
/// SnackbarCatalogTests/Fixtures/Real, whose README names their commits and licences.
@Suite final class MatrixLocationTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  /// The real catalogs, in the catalog tests' folder of the source tree.
  static let real = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("SnackbarCatalogTests/Fixtures/Real").path

  /// The `location` or `actionLocation` of a line, as (file, line, column).
  static func location(_ line: [String: Any]?, _ member: String = "location") -> (String?, Int?, Int?) {
    let object = line?[member] as? [String: Any]
    return (object?["file"] as? String, object?["line"] as? Int, object?["column"] as? Int)
  }

  @Test func aTranslationPointsAtItsOwnLineAndItsActionAtItsOwn() throws {
    let catalog = Self.real + "/android/settings-import"
    let pairs = scratch.path("pairs.json")
    try Data(#"{"settings_import_failure": "settings_import_later_button"}"#.utf8).write(
      to: URL(fileURLWithPath: pairs))
    let output = scratch.path("out")
    let run = matrix(
      [
        catalog, "--output", output, "--pairs", pairs, "--keys", "^settings_import_failure$", "--locales", "en,de",
      ] + MatrixFixtures.smallPhone)
    #expect(run.status == 0, "\(run.errorText)")
    let lines = try matrixLines(output + "/matrix.jsonl")
    let german = lines.first { $0["locale"] as? String == "de" }
    #expect(german?["text"] as? String == "Einstellungen konnten nicht importiert werden")
    // values-de line 13: `    <string name="settings_import_failure">Einstellungen konnten nicht …`
    let file = catalog + "/values-de/strings.xml"
    #expect(Self.location(german) == (file, 13, 44))
    // values-de line 22: `    <string name="settings_import_later_button">Später</string>`
    #expect(Self.location(german, "actionLocation") == (file, 22, 49))
    // The English line points at values/: line 16 `    <string name="settings_import_failure">Failed …`
    let english = lines.first { $0["locale"] as? String == "en" }
    #expect(Self.location(english) == (catalog + "/values/strings.xml", 16, 44))
  }

  @Test func aMissingTranslationPointsAtTheSourceLanguagesLine() throws {
    let catalog = Self.real + "/android/bolt"
    let output = scratch.path("out")
    let run = matrix(
      [catalog, "--output", output, "--keys", "up_description$", "--locales", "de"] + MatrixFixtures.smallPhone)
    #expect(run.status == 0, "\(run.errorText)")
    let lines = try matrixLines(output + "/matrix.jsonl")
    #expect(lines.count == 1)
    let line = lines.first
    #expect(line?["text"] as? String == "Navigate up")
    #expect(matrixRules(try #require(line)) == ["l10n.missing"])
    // values/ line 10: `    <string name="bolt_organism_subtitle_top_app_bar_up_description">Navigate up</string>`
    #expect(Self.location(line) == (catalog + "/values/strings.xml", 10, 70))
    // No action, no actionLocation.
    #expect(line?["actionLocation"] == nil)
  }

  /// A run of the real catalog `catalog` (relative to Fixtures/Real) on the keys `keys` finds,
  /// among others, each of `results`.
  struct RealRun: Sendable, CustomTestStringConvertible {
    var catalog: String
    var keys: String
    var results: [RealResult]
    var testDescription: String { catalog }
  }

  /// A SARIF result: its rule, key and variant, and the file (relative to Fixtures/Real), line
  /// and column it points at, counted by hand.
  struct RealResult: Sendable {
    var rule: String
    var key: String
    var variant: String
    var file: String
    var line: Int
    var column: Int
  }

  static let realRuns: [RealRun] = [
    RealRun(
      catalog: "xcstrings/Document.xcstrings",
      keys: #"^(FolderFind\.SearchState\.failed\.label|Found %lld incompatible characters\.)$"#,
      results: [
        // Line 30: `                  "value" : "%lld inkompatiblen Zeichen gefunden."`
        RealResult(
          rule: "text.lines", key: "Found %lld incompatible characters.", variant: ".plural-other",
          file: "xcstrings/Document.xcstrings", line: 30, column: 29),
        // No German; the English, line 10: `            "value" : "Search Failed"`
        RealResult(
          rule: "l10n.missing", key: "FolderFind.SearchState.failed.label", variant: "",
          file: "xcstrings/Document.xcstrings", line: 10, column: 23),
      ]),
    RealRun(
      catalog: "lproj", keys: #"^(ttl_cost|km/l_medium|Imported %d car\(s\) with %d fuel event\(s\)\.)$"#,
      results: [
        // Line 88 (UTF-16): `"ttl_cost" = "Gesamtkosten";`
        RealResult(
          rule: "l10n.expansion", key: "ttl_cost", variant: "", file: "lproj/de.lproj/Localizable.strings", line: 88,
          column: 14),
        // No German; en.lproj line 16: `"km/l_medium" = "Kilometers per Liter";`
        RealResult(
          rule: "l10n.missing", key: "km/l_medium", variant: "", file: "lproj/en.lproj/Localizable.strings",
          line: 16, column: 17),
        // .stringsdict line 23, after four tabs: `<string>Ein Fahrzeug</string>`
        RealResult(
          rule: "text.lines", key: "Imported %d car(s) with %d fuel event(s).", variant: ".cars-one",
          file: "lproj/de.lproj/Localizable.stringsdict", line: 23, column: 13),
      ]),
    RealRun(
      catalog: "android/settings-import", keys: "^settings_import_password_prompt$",
      results: [
        // values-de line 25: `        <item quantity="one">Um das Konto \"<xliff:g id="account">%s</xliff:g>\" …`
        RealResult(
          rule: "text.lines", key: "settings_import_password_prompt", variant: ".plural-one",
          file: "android/settings-import/values-de/strings.xml", line: 25, column: 30)
      ]),
    RealRun(
      catalog: "android/bolt", keys: "up_description$",
      results: [
        // No German; values/ line 10: `    <string name="bolt_organism_subtitle_top_app_bar_up_description">Navigate up</string>`
        RealResult(
          rule: "l10n.missing", key: "bolt_organism_subtitle_top_app_bar_up_description", variant: "",
          file: "android/bolt/values/strings.xml", line: 10, column: 70)
      ]),
    RealRun(
      catalog: "xliff/de.xliff", keys: "^(CFBundleName|Activate when an external display is connected)$",
      results: [
        // Line 35: `        <target state="translated">Aktivieren, wenn ein externes Display verbunden wird</target>`
        RealResult(
          rule: "text.lines", key: "Activate when an external display is connected", variant: "",
          file: "xliff/de.xliff", line: 35, column: 36),
        // No target; the source, line 9: `        <source>KeepingYouAwake</source>`
        RealResult(rule: "l10n.missing", key: "CFBundleName", variant: "", file: "xliff/de.xliff", line: 9, column: 17),
      ]),
  ]

  /// `path` as a URI reference without a scheme: every character but the unreserved ones and
  /// `/` percent-encoded as UTF-8, so a space or an umlaut cannot end or change the path.
  static func uriReference(_ path: String) -> String? {
    path.addingPercentEncoding(
      withAllowedCharacters: CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/"))
  }

  @Test(arguments: realRuns)
  func sarifPointsAtTheGermanStringsLineInEveryFormat(_ fixture: RealRun) throws {
    // A copy under a folder whose name has a space and a non-ASCII letter, which the URI must
    // encode; copied byte for byte, so its lines and columns are the fixtures'.
    let folder = scratch.path("Real Kataloge ä")
    try FileManager.default.copyItem(atPath: Self.real, toPath: folder)
    let output = scratch.path("out")
    let run = matrix([
      folder + "/" + fixture.catalog, "--output", output, "--keys", fixture.keys, "--locales", "de", "--no-config",
      "--devices", "iphone-se", "--content-sizes", "AX-XXXL", "--scale", "1", "--quiet",
    ])
    #expect(run.status == 0, "\(run.errorText)")
    let log = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output + "/matrix.sarif")))
    let results = try #require(
      ((log as? [String: Any])?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    for expected in fixture.results {
      let result = results.first { result in
        let properties = result["properties"] as? [String: Any]
        return result["ruleId"] as? String == expected.rule && properties?["locale"] as? String == "de"
          && properties?["key"] as? String == expected.key
          && properties?["variant"] as? String == "mdc.iphone-se.AX-XXXL" + expected.variant
      }
      let found = try #require(result, "no \(expected.rule) result for \(expected.key)\(expected.variant)")
      let physical = ((found["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any]
      let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String
      // The scratch folder is absolute, so the SARIF writer makes a `file://` URI of it (GitHub turns
      // those into paths in the checkout); a relative catalog path stays a relative reference.
      #expect(uri == Self.uriReference(folder + "/" + expected.file).map { "file://" + $0 })
      #expect(uri?.contains("/Real%20Kataloge%20%C3%A4/") == true)
      let region = physical?["region"] as? [String: Any]
      #expect(region?["startLine"] as? Int == expected.line, "\(expected.key)")
      #expect(region?["startColumn"] as? Int == expected.column, "\(expected.key)")
    }
  }
}
