import Foundation
import Testing

@testable import SnackbarCLI

/// Plurals as the platforms show them (issue 31): a form for exactly one number may leave the
/// number out, a form for several may not, a language missing a form it needs is told, and each
/// image fills its counts with numbers that select the forms it shows.
@Suite final class MatrixPluralTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  static func plural(_ forms: [(String, String)]) -> String {
    let members = forms.map { #""\#($0.0)" : \#(MatrixFixtures.unit($0.1))"# }.joined(separator: ", ")
    return #"{ "variations" : { "plural" : { \#(members) } } }"#
  }

  /// Forms written as real catalogs write them: Arabic's zero, one and two without the number,
  /// Hebrew's one and two (all Hebrew needs since CLDR 42 dropped its `many`), Basque's one, a
  /// Russian one that leaves out the number although `one` is also 21, 31…, and a Polish catalog
  /// without the `few` and `many` that 2 and 5 select.
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "episodes" : {
          "localizations" : {
            "en" : \(plural([("one", "%lld episode"), ("other", "%lld episodes")])),
            "ar" : \(plural([
              ("zero", "لا حلقات"), ("one", "حلقة واحدة"), ("two", "حلقتان"), ("few", "%lld حلقات"),
              ("many", "%lld حلقة"), ("other", "%lld حلقة"),
            ])),
            "he" : \(plural([("one", "פרק אחד"), ("two", "שני פרקים"), ("other", "%lld פרקים")])),
            "eu" : \(plural([("one", "Atal bat"), ("other", "%lld atal")])),
            "ru" : \(plural([("one", "Одна серия"), ("few", "%lld серии"), ("many", "%lld серий"), ("other", "%lld серии")])),
            "de" : \(plural([("one", "%lld Folge"), ("other", "%@ Folgen")])),
            "zh-Hant" : \(plural([("one", "一集"), ("other", "%lld 集")])),
            "fr" : \(plural([("one", "%lld épisode"), ("other", "%lld épisodes")])),
            "pl" : \(plural([("one", "%lld odcinek"), ("other", "%lld odcinka")]))
          }
        },
        "posts" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@posts@ by %#@people@" },
              "substitutions" : {
                "posts" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : \(MatrixFixtures.unit("%arg post")), "other" : \(MatrixFixtures.unit("%arg posts")) } } },
                "people" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : \(MatrixFixtures.unit("%arg person")), "other" : \(MatrixFixtures.unit("%arg people")) } } } } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@posts@ von %#@people@" },
              "substitutions" : {
                "posts" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : \(MatrixFixtures.unit("%arg Beitrag")), "other" : \(MatrixFixtures.unit("%arg Beiträge")) } } },
                "people" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : \(MatrixFixtures.unit("%arg Person")), "other" : \(MatrixFixtures.unit("%arg Personen")) } } } } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  func run() throws -> [[String: Any]] {
    let path = scratch.path("Plurals.xcstrings")
    try Data(Self.catalog.utf8).write(to: URL(fileURLWithPath: path))
    let output = scratch.path("out")
    let run = matrix(
      [path, "--output", output, "--locales", "en,ar,he,eu,ru,de,zh-Hant,fr,pl", "--jobs", "2"]
        + MatrixFixtures.smallPhone
    )
    #expect(run.status == 0, "\(run.errorText)")
    return try matrixLines(output + "/matrix.jsonl")
  }

  static func plural(of line: [String: Any]) -> String {
    let catalog = line["variant"] as? [String: Any]
    let substitution = catalog?["substitution"] as? String
    return [substitution, catalog?["plural"] as? String].compactMap { $0 }.joined(separator: "-")
  }

  @Test func onlyTrueFindingsForPluralForms() throws {
    let lines = try run().filter { $0["key"] as? String == "episodes" }
    var found: [String] = []
    for line in lines {
      let rules = matrixRules(line, prefix: "l10n.")
      if !rules.isEmpty {
        found.append("\(line["locale"] ?? "") \(Self.plural(of: line)) \(rules.joined(separator: ","))")
      }
    }
    // Arabic, Hebrew and Basque leave the number out only where one number is meant: nothing.
    // Russian `one` covers 21 too; Polish lacks `few` and `many`; German's `other` reads the count
    // as `%@`.
    // French lacks `many`, which is for a million and up: information. Chinese has no `one`
    // (every number is `other`), so its `one` form is never shown and never drawn.
    #expect(
      found.sorted() == [
        "de other l10n.placeholders", "fr other l10n.plurals", "pl other l10n.plurals", "ru one l10n.plurals",
      ], "\(found)")
    let french = try #require(lines.first { $0["locale"] as? String == "fr" && Self.plural(of: $0) == "other" })
    #expect((french["findings"] as? [[String: Any]])?.first?["severity"] as? String == "info")
    #expect(lines.filter { $0["locale"] as? String == "zh-Hant" }.map(Self.plural(of:)) == ["other"])
    let russian = try #require(lines.first { $0["locale"] as? String == "ru" && Self.plural(of: $0) == "one" })
    let message = try #require((russian["findings"] as? [[String: Any]])?.first?["message"] as? String)
    #expect(message.contains("one covers 1, 21, 31, 41, … in ru"), "\(message)")
    let polish = try #require(lines.first { $0["locale"] as? String == "pl" && Self.plural(of: $0) == "other" })
    let missing = try #require((polish["findings"] as? [[String: Any]])?.first?["message"] as? String)
    #expect(missing.contains("no few or many form in pl"), "\(missing)")
    let german = try #require(lines.first { $0["locale"] as? String == "de" && Self.plural(of: $0) == "other" })
    let crash = try #require((german["findings"] as? [[String: Any]])?.first?["message"] as? String)
    #expect(crash.contains("can crash"), "\(crash)")
  }

  /// Android picks a form by the running locale's rules only, whichever `values` folder has the
  /// forms (AntennaPod's English `zero` is never shown in English, Japanese or Russian, and is
  /// shown for 0 in an Arabic app that falls back to English), and fills the fallback's counts by
  /// the same rules.
  @Test func androidShowsFormsByTheRunningLocalesRules() throws {
    func write(_ text: String, to relative: String) throws {
      let url = URL(fileURLWithPath: scratch.path(relative))
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try write(
      """
      <resources>
          <plurals name="left">
              <item quantity="zero">There are %1$d episodes left</item>
              <item quantity="one">There is only %1$d episode left</item>
              <item quantity="other">There are only %1$d episodes left</item>
          </plurals>
      </resources>
      """, to: "res/values/strings.xml")
    try write(
      """
      <resources>
          <plurals name="left">
              <item quantity="one">Остался %1$d эпизод</item>
              <item quantity="few">Осталось %1$d эпизода</item>
              <item quantity="many">Осталось %1$d эпизодов</item>
              <item quantity="other">Осталось %1$d эпизода</item>
          </plurals>
      </resources>
      """, to: "res/values-ru/strings.xml")
    // Japanese and Arabic translate something else, so they are the app's locales.
    try write(#"<resources><string name="saved">保存しました</string></resources>"#, to: "res/values-ja/strings.xml")
    try write(#"<resources><string name="saved">تم الحفظ</string></resources>"#, to: "res/values-ar/strings.xml")
    let output = scratch.path("out")
    let run = matrix(
      [scratch.path("res"), "--output", output, "--keys", "^left$", "--jobs", "2"] + MatrixFixtures.smallPhone)
    #expect(run.status == 0, "\(run.errorText)")
    let lines = try matrixLines(output + "/matrix.jsonl")
    var shown: [String: [String]] = [:]
    for line in lines { shown[line["locale"] as? String ?? "", default: []].append(Self.plural(of: line)) }
    #expect(shown["en"]?.sorted() == ["one", "other"])
    #expect(shown["ja"]?.sorted() == ["other"])
    #expect(shown["ru"]?.sorted() == ["few", "many", "one", "other"])
    // Arabic's zero, one and other select English forms; its two, few and many find none and
    // show `other`, which is drawn once.
    #expect(shown["ar"]?.sorted() == ["one", "other", "zero"])
    let arabicZero = lines.first { $0["locale"] as? String == "ar" && Self.plural(of: $0) == "zero" }
    #expect(arabicZero?["text"] as? String == "There are 0 episodes left")
  }

  /// Each count selects the form it is drawn with, in the image's language; with two
  /// substitutions the other count selects its `other` form.
  @Test func countsSelectTheFormsDrawn() throws {
    let lines = try run()
    func text(_ key: String, _ locale: String, _ plural: String) -> String? {
      lines.first {
        $0["key"] as? String == key && $0["locale"] as? String == locale && Self.plural(of: $0) == plural
      }?[
        "text"] as? String
    }
    #expect(text("episodes", "ru", "few") == "3 серии")
    #expect(text("episodes", "ru", "many") == "11 серий")
    #expect(text("episodes", "ar", "few") == "3 حلقات")
    #expect(text("episodes", "ar", "other") == "100 حلقة")
    #expect(text("posts", "de", "posts-one") == "1 Beitrag von 5 Personen")
    #expect(text("posts", "de", "people-one") == "5 Beiträge von 1 Person")
    #expect(text("posts", "en", "people-other") == "5 posts by 5 people")
  }
}
