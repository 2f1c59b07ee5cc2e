import Foundation
import SnackbarJSON
import Testing

@testable import SnackbarAudit

/// The SARIF writer against the official SARIF 2.1.0 schema, GitHub's upload rules and its own
/// promises (ignored findings left out, stable fingerprints, the same bytes for the same input).
@Suite struct SARIFTests {
  static let helpURI = "https://example.com/MaterialSnackbar/README.md#the-audit-snackbar-audit"

  static func log(_ cases: [SnackbarAuditCase] = FormatTestCases.all, category: String? = nil) -> String {
    var writer = SnackbarAuditSARIF(toolVersion: "1.4.0", rulesHelpURI: helpURI)
    writer.category = category
    var text = writer.header()
    for auditCase in cases { text += writer.results(for: auditCase) }
    return text + writer.footer()
  }

  static func results(_ log: SnackbarJSONNode) throws -> [SnackbarJSONNode] {
    let run = try #require(log["runs"].flatMap { if case .array(let runs) = $0.content { runs.first } else { nil } })
    guard case .array(let results) = run["results"]?.content else { throw Missing.results }
    return results
  }

  enum Missing: Error { case results }

  static func string(_ node: SnackbarJSONNode?) -> String? {
    if case .string(let text) = node?.content { text } else { nil }
  }

  @Test func logOfHostileCasesValidatesAgainstTheOfficialSchema() throws {
    let validator = try FormatFixtures.sarifValidator()
    for category in [nil, "snackbar/matrix"] {
      let log = try SnackbarJSONReader.read(Self.log(category: category))
      #expect(validator.violations(of: log) == [])
    }
    let empty = try SnackbarJSONReader.read(Self.log([]))
    #expect(validator.violations(of: empty) == [])
    #expect(try Self.results(empty).isEmpty)
  }

  @Test func theSameCasesGiveTheSameBytesAsTheGolden() throws {
    let text = Self.log()
    #expect(text == Self.log())
    let golden = FormatFixtures.folder.appendingPathComponent("sample.sarif")
    if ProcessInfo.processInfo.environment["SNACKBAR_RECORD_FORMATS"] == "1" {
      try Data(text.utf8).write(to: golden)
    }
    #expect(try String(decoding: FormatFixtures.bytes("sample.sarif"), as: UTF8.self) == text)
  }

  @Test func eachCountedFindingIsOneResultAndIgnoredOnesAreLeftOut() throws {
    let results = try Self.results(SnackbarJSONReader.read(Self.log()))
    #expect(
      results.map { Self.string($0["ruleId"]) } == [
        "contrast.text", "target.action", "spoken.labelInName", "text.clipped", "snackbar.error", "timing.action",
      ])
    #expect(results.map { Self.string($0["level"]) } == ["error", "warning", "note", "warning", "error", "error"])
    #expect(results.map { Self.string($0["baselineState"]) } == ["new", "new", "unchanged", "new", "new", "unchanged"])
    #expect(!Self.log().contains("Says only that it failed."))
    let first = try #require(results.first)
    #expect(Self.string(first["message"]?["text"]) == "The message has 2.61:1 contrast. Darken the text.")
    #expect(Self.string(first["properties"]?["measured"]) == "2.61:1")
    #expect(Self.string(first["properties"]?["locale"]) == "de")
  }

  @Test func ruleIndexPointsAtTheRuleOfTheSameId() throws {
    let log = try SnackbarJSONReader.read(Self.log())
    let run = try #require(log["runs"].flatMap { if case .array(let runs) = $0.content { runs.first } else { nil } })
    guard case .array(let rules) = run["tool"]?["driver"]?["rules"]?.content else { Issue.record("no rules"); return }
    #expect(rules.map { Self.string($0["id"]) } == SnackbarAuditRule.allCases.map(\.rawValue) + ["snackbar.error"])
    #expect(Self.string(rules[0]["name"]) == "ContrastText")
    #expect(Self.string(rules[13]["name"]) == "FeedbackColourOnly")
    for result in try Self.results(log) {
      let index = try #require(result["ruleIndex"]?.number.map(Int.init))
      #expect(Self.string(rules[index]["id"]) == Self.string(result["ruleId"]))
    }
  }

  @Test func locationsAreRelativeURIsOrTheImageOrNone() throws {
    let results = try Self.results(SnackbarJSONReader.read(Self.log()))
    func physical(_ index: Int) -> SnackbarJSONNode? {
      guard case .array(let locations) = results[index]["locations"]?.content else { return nil }
      return locations.first?["physicalLocation"]
    }
    let encoded = "App/Resources/%C3%9Cber%20Uns/Localizable%20%231%3F.xcstrings"
    #expect(Self.string(physical(0)?["artifactLocation"]?["uri"]) == encoded)
    #expect(physical(0)?["region"]?["startLine"]?.number == 12)
    #expect(physical(0)?["region"]?["startColumn"]?.number == 7)
    // The action's finding points at the action's own line, which has no column.
    #expect(physical(1)?["region"]?["startLine"]?.number == 15)
    #expect(physical(1)?["region"]?["startColumn"] == nil)
    #expect(Self.string(physical(3)?["artifactLocation"]?["uri"]) == "fr/upload.failed/mdc.iphone%20se%20%2520.png")
    #expect(physical(3)?["region"] == nil)
    #expect(Self.string(physical(4)?["artifactLocation"]?["uri"]) == "jobs.jsonl")
    #expect(results[5]["locations"] == nil)
  }

  /// Code scanning reads a relative reference from the repository's root: an absolute path is a
  /// `file:` URI (which it makes relative to the checkout), and `./` is not left in a path.
  @Test func absolutePathsAreFileURIsAndDotSegmentsAreResolved() {
    let cases: [(String, String)] = [
      (
        "/home/runner/work/app/App/de.lproj/Localizable.strings",
        "file:///home/runner/work/app/App/de.lproj/Localizable.strings"
      ),
      ("/tmp/Über uns.xcstrings", "file:///tmp/%C3%9Cber%20uns.xcstrings"),
      ("/../tmp//x.xml", "file:///tmp/x.xml"),
      ("./App/Localizable.xcstrings", "App/Localizable.xcstrings"),
      ("App/./de.lproj/../en.lproj/Localizable.strings", "App/en.lproj/Localizable.strings"),
      ("../shared/strings.xml", "../shared/strings.xml"),
      ("jobs.jsonl", "jobs.jsonl"),
    ]
    for (path, uri) in cases { #expect(SnackbarAuditSARIF.uriReference(path) == uri, "\(path)") }
  }

  @Test func hostileTextReadsBackExactly() throws {
    let results = try Self.results(SnackbarJSONReader.read(Self.log()))
    let hostile = FormatTestCases.hostile
    #expect(Self.string(results[3]["message"]?["text"]) == hostile + " " + hostile)
    #expect(
      Self.string(results[4]["message"]?["text"])
        == "jobs.jsonl:3 could not be drawn or audited: unknown colour \"#GGG\"\nat column 14")
    // Every control character is escaped, so each result stays on its line.
    #expect(!Self.log().unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  @Test func fingerprintKeepsAFindingWhoseNumberMovesAndSeparatesLocales() throws {
    func fingerprint(_ auditCase: SnackbarAuditCase) throws -> String? {
      let log = try SnackbarJSONReader.read(Self.log([auditCase]))
      return Self.string(try Self.results(log).first?["partialFingerprints"]?["snackbarFinding/v1"])
    }
    let original = FormatTestCases.located
    let base = try #require(try fingerprint(original))
    #expect(base.count == 16 && base.allSatisfy(\.isHexDigit))
    var moved = original
    moved.findings[0].measured = "2.95:1"
    moved.findings[0].message = "The message has 2.95:1 contrast."
    #expect(try fingerprint(moved) == base)
    var french = original
    french.subject.locale = "fr"
    #expect(try fingerprint(french) != base)
    var otherElement = original
    otherElement.findings[0].element = .action
    #expect(try fingerprint(otherElement) != base)
    // FNV-1a 64 of fixed bytes, the same on every machine and run (Python gives the same digits).
    #expect(base == "337d55bc623e5440")
  }

  @Test func rulesMeetGitHubsLimitsAndDescribeThemselves() throws {
    let log = try SnackbarJSONReader.read(Self.log())
    let run = try #require(log["runs"].flatMap { if case .array(let runs) = $0.content { runs.first } else { nil } })
    let driver = try #require(run["tool"]?["driver"])
    #expect(Self.string(driver["name"]) == "snackbar")
    #expect(Self.string(driver["semanticVersion"]) == "1.4.0")
    #expect(Self.string(driver["informationUri"]) == "https://example.com/MaterialSnackbar/README.md")
    guard case .array(let rules) = driver["rules"]?.content else { Issue.record("no rules"); return }
    for rule in rules {
      let full = try #require(Self.string(rule["fullDescription"]?["text"]))
      #expect(full.count <= 1000)
      #expect(Self.string(rule["help"]?["text"]) != nil)
      #expect(Self.string(rule["helpUri"]) == Self.helpURI)
      guard case .array(let tags) = rule["properties"]?["tags"]?.content else { Issue.record("no tags"); continue }
      #expect((1...10).contains(tags.count))
    }
    #expect(Self.string(rules[0]["defaultConfiguration"]?["level"]) == "error")
    #expect(Self.string(rules[18]["defaultConfiguration"]?["level"]) == "note")
    let withCategory = try SnackbarJSONReader.read(Self.log(category: "snackbar/matrix"))
    let categorized = try #require(
      withCategory["runs"].flatMap { if case .array(let runs) = $0.content { runs.first } else { nil } })
    #expect(Self.string(categorized["automationDetails"]?["id"]) == "snackbar/matrix/")
  }

  @Test func resultCountCountsWhatWasWritten() {
    var writer = SnackbarAuditSARIF(toolVersion: "dev", rulesHelpURI: "")
    _ = writer.results(for: FormatTestCases.located)
    _ = writer.results(for: FormatTestCases.failed)
    #expect(writer.resultCount == 4)
    #expect(SnackbarAuditSARIF.gitHubResultLimit == 25_000)
    #expect(!writer.header().contains("semanticVersion"))
    #expect(!writer.header().contains("informationUri"))
  }

  @Test func defaultSeverityIsTheHighestTheThresholdNames() {
    for rule in SnackbarAuditRule.allCases {
      let named = SnackbarAuditSeverity.allCases.filter { rule.threshold.contains(": \($0.rawValue)") }
      #expect(named.max() == rule.defaultSeverity, "\(rule.rawValue)")
    }
  }
}
