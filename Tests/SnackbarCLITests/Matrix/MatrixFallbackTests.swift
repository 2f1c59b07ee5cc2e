import Foundation
import Testing

@testable import SnackbarCLI

/// The platforms' fallback chains (issue 31): a regional locale without a text shows its
/// language's (iOS region → language; Android `values-en-rGB` → `values-en`), which is no
/// missing translation; a locale that falls back to the development language shows English, and
/// its image is judged as English.
@Suite final class MatrixFallbackTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "colour" : { "localizations" : {
          "en" : \(MatrixFixtures.unit("Colour saved")), "en-GB" : \(MatrixFixtures.unit("Colour saved, mate")),
          "pt" : \(MatrixFixtures.unit("Cor guardada")), "be" : \(MatrixFixtures.unit("Колер захаваны")) } },
        "failed" : { "localizations" : { "en" : \(MatrixFixtures.unit("Error")), "pt" : \(MatrixFixtures.unit("Erro")) } }
      },
      "version" : "1.0"
    }
    """

  @Test func regionalLocalesShowTheirLanguageAndFallbacksAreJudgedAsShown() throws {
    let path = scratch.path("Fallback.xcstrings")
    try Data(Self.catalog.utf8).write(to: URL(fileURLWithPath: path))
    let output = scratch.path("out")
    let run = matrix(
      [path, "--output", output, "--locales", "en,en-GB,pt,pt-BR,be", "--jobs", "2"] + MatrixFixtures.smallPhone)
    #expect(run.status == 0, "\(run.errorText)")
    let lines = try matrixLines(output + "/matrix.jsonl")
    func line(_ key: String, _ locale: String) -> [String: Any]? {
      lines.first { $0["key"] as? String == key && $0["locale"] as? String == locale }
    }
    // en-GB shows the English text (the development language is English); pt-BR shows pt's.
    #expect(line("failed", "en-GB")?["text"] as? String == "Error")
    #expect(matrixRules(try #require(line("failed", "en-GB")), prefix: "l10n.").isEmpty)
    #expect(line("failed", "pt-BR")?["text"] as? String == "Erro")
    #expect(matrixRules(try #require(line("failed", "pt-BR")), prefix: "l10n.").isEmpty)
    #expect(line("colour", "pt-BR")?["text"] as? String == "Cor guardada")
    // Belarusian has no "failed": English is shown, which is missing, and the English wording
    // rules judge it (a vague "Error"), rather than saying they cannot read Belarusian.
    let belarusian = try #require(line("failed", "be"))
    #expect(belarusian["text"] as? String == "Error")
    #expect(matrixRules(belarusian, prefix: "l10n.") == ["l10n.missing"])
    let wording = (belarusian["findings"] as? [[String: Any]] ?? []).filter { $0["rule"] as? String == "wording.vague" }
    #expect(wording.first?["severity"] as? String == "warning", "\(wording)")
    // Portuguese is not English: the wording rules did not run, which is listed on the line
    // and summed up once on the page, never a finding on every image.
    let portuguese = try #require(line("failed", "pt"))
    #expect(
      !(portuguese["findings"] as? [[String: Any]] ?? []).contains {
        ($0["rule"] as? String)?.hasPrefix("wording.") == true
      })
    #expect(portuguese["notChecked"] as? [String] == ["wording.vague"])
    #expect(belarusian["notChecked"] == nil)
    let page = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
    #expect(
      page.contains("Not checked: wording.vague on 5 images (be, pt, pt-BR): the wording rules read English only."),
      "\(page.suffix(2000))")
  }

  /// The default theme's action button is 44 pt, under Material's 48 dp, on every image: that is
  /// about the run, so the page says it once and hides its badges; the lines keep it.
  @Test func aFindingOnEveryImageIsSaidOnce() throws {
    let path = scratch.path("Actions.xcstrings")
    let catalog = """
      { "sourceLanguage" : "en", "strings" : {
        "saved" : { "localizations" : { "en" : \(MatrixFixtures.unit("Saved")), "de" : \(MatrixFixtures.unit("Gespeichert")) } },
        "saved.action" : { "localizations" : { "en" : \(MatrixFixtures.unit("Undo")), "de" : \(MatrixFixtures.unit("Rückgängig")) } },
        "sent" : { "localizations" : { "en" : \(MatrixFixtures.unit("Sent")), "de" : \(MatrixFixtures.unit("Gesendet")) } },
        "sent.action" : { "localizations" : { "en" : \(MatrixFixtures.unit("View")), "de" : \(MatrixFixtures.unit("Ansehen")) } }
      }, "version" : "1.0" }
      """
    try Data(catalog.utf8).write(to: URL(fileURLWithPath: path))
    let output = scratch.path("actions")
    let run = matrix([path, "--output", output, "--action-suffix", ".action"] + MatrixFixtures.smallPhone)
    #expect(run.status == 0, "\(run.errorText)")
    let lines = try matrixLines(output + "/matrix.jsonl")
    #expect(lines.count == 4)
    #expect(lines.allSatisfy { matrixRules($0, prefix: "target.action") == ["target.action"] })
    let page = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
    #expect(page.contains("<section class=\"everywhere\"><h2>On every image</h2><ul>"))
    #expect(page.contains("<li>warning: target.action: The action button"))
    let style = try #require(page.range(of: "<style>td li")).lowerBound
    #expect(page[style...].prefix(200).contains("td li[data-rule=\"target.action\"]"))
    #expect(!page.contains("td li[data-rule=\"text.lines\"]"), "not on every image")
  }

  /// Only region subtags are dropped: `zh` means Simplified, so `zh-Hant` never falls back to it.
  @Test func aScriptIsNeverDropped() {
    #expect(MatrixLocales.parents(of: "zh-Hant-HK") == ["zh-Hant"])
    #expect(MatrixLocales.parents(of: "zh-Hant").isEmpty)
    #expect(MatrixLocales.parents(of: "sr-Latn").isEmpty)
    #expect(MatrixLocales.parents(of: "en-GB") == ["en"])
    #expect(MatrixLocales.parents(of: "pt_BR") == ["pt"])
  }

  /// A rule id from a stranger's shard never reaches the page's style sheet unless it is plain.
  @Test func aHostileRuleIdStaysOutOfTheStyleSheet() throws {
    var html = ""
    var page = MatrixIndexPage(write: { html += $0 })
    for key in ["a", "b"] {
      page.add(
        .object([
          "key": .string(key), "locale": .string("en"), "path": .string("en/\(key)/v.png"), "text": .string("T"),
          "findings": .array([
            .object(["rule": .string("\\"), "severity": .string("warning"), "message": .string("m")]),
            .object([
              "rule": .string("x]{}*{background:url(http://evil/p)}y[z"), "severity": .string("warning"),
              "message": .string("m"),
            ]),
            .object(["rule": .string("target.action"), "severity": .string("warning"), "message": .string("m")]),
          ]),
        ]))
    }
    try page.finish()
    let style = html.components(separatedBy: "<style>").dropFirst().last ?? ""
    #expect(style.hasPrefix("td li[data-rule=\"target.action\"] { display: none; }"), "\(style.prefix(200))")
    #expect(!style.prefix(while: { $0 != "<" }).contains("evil"))
  }
}
