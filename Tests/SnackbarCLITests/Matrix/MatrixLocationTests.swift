import Foundation
import Testing

@testable import SnackbarCLI

/// Each matrix line says where the text it draws is written, so a finding can point a translator
/// at the line to edit: checked on real Android resources (Thunderbird for Android, in
/// SnackbarCatalogTests/Fixtures/Real, whose README names the commit and licence).
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
}
