import Foundation
import Testing

@testable import SnackbarCLI

/// Findings as a CI gate, end to end: a configuration that turns a rule off and ignores a key,
/// a baseline that lets only new findings fail, and the SARIF and JUnit files beside the lines.
@Suite final class AuditGateTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  /// Two messages with an Undo action (so `target.action` fires on each: MDC's 44-pt button is
  /// under Material's 48 dp) in English and German; `german` is the second message's German.
  func writeCatalog(german: String = "Synchronisierung fehlgeschlagen") throws -> String {
    let text = """
      {"sourceLanguage": "en", "strings": {
        "photo.deleted": {"localizations": {
          "de": {"stringUnit": {"state": "translated", "value": "Foto gelöscht"}},
          "en": {"stringUnit": {"state": "translated", "value": "Photo deleted"}}}},
        "photo.deleted.action": {"localizations": {
          "de": {"stringUnit": {"state": "translated", "value": "Rückgängig"}},
          "en": {"stringUnit": {"state": "translated", "value": "Undo"}}}},
        "sync.failed": {"localizations": {
          "de": {"stringUnit": {"state": "translated", "value": "\(german)"}},
          "en": {"stringUnit": {"state": "translated", "value": "Sync failed, retrying in a minute"}}}},
        "sync.failed.action": {"localizations": {
          "de": {"stringUnit": {"state": "translated", "value": "Jetzt"}},
          "en": {"stringUnit": {"state": "translated", "value": "Now"}}}}
      }, "version": "1.0"}
      """
    let path = scratch.path("Localizable.xcstrings")
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  func run(_ catalog: String, _ output: String, _ extra: [String]) -> CLIRun {
    matrix(
      [catalog, "--output", scratch.path(output), "--action-suffix", ".action", "--no-markdown", "--quiet"] + extra)
  }

  func json(_ path: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
  }

  func sarifResults(_ folder: String) throws -> [[String: Any]] {
    let log = try json(scratch.path(folder + "/matrix.sarif"))
    let runs = try #require(log["runs"] as? [[String: Any]])
    return try #require(runs.first?["results"] as? [[String: Any]])
  }

  @Test func aConfigurationTakesItsFindingsOutOfEveryOutputAndThePageSaysWhy() throws {
    let catalog = try writeCatalog()
    let plain = run(catalog, "plain", ["--no-config"])
    #expect(plain.status == 0, "\(plain.errorText)")
    let plainLines = try matrixLines(scratch.path("plain/matrix.jsonl"))
    let plainRules = plainLines.flatMap {
      ($0["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
    }
    #expect(plainRules.filter { $0 == "target.action" }.count == 4)
    #expect(try sarifResults("plain").contains { $0["ruleId"] as? String == "target.action" })

    let config = scratch.path("audit.json")
    try Data(
      """
      {
        "rules": {"target.action": "off"},
        "ignore": [{"key": "sync.*", "locale": "de", "reason": "the German sync text is being rewritten"}]
      }
      """.utf8
    ).write(to: URL(fileURLWithPath: config))
    let configured = run(catalog, "configured", ["--config", config])
    #expect(configured.status == 0, "\(configured.errorText)")
    let lines = try matrixLines(scratch.path("configured/matrix.jsonl"))
    for line in lines {
      let rules = (line["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
      #expect(!rules.contains("target.action"), "\(line)")
      let ignored = line["ignored"] as? [[String: Any]] ?? []
      #expect(ignored.contains { $0["rule"] as? String == "target.action" }, "\(line)")
      if line["key"] as? String == "sync.failed", line["locale"] as? String == "de" {
        #expect(rules.isEmpty, "\(line)")
        #expect(ignored.contains { ($0["reason"] as? String)?.hasPrefix("the German sync text") == true })
      }
    }
    let results = try sarifResults("configured")
    #expect(!results.contains { $0["ruleId"] as? String == "target.action" })
    #expect(
      !results.contains { result in
        let properties = result["properties"] as? [String: Any]
        return properties?["key"] as? String == "sync.failed" && properties?["locale"] as? String == "de"
      })
    #expect(results.count < (try sarifResults("plain")).count)
    let junit = try String(contentsOfFile: scratch.path("configured/matrix.junit.xml"), encoding: .utf8)
    #expect(!junit.contains("<failure"))
    let page = try String(contentsOfFile: scratch.path("configured/index.html"), encoding: .utf8)
    #expect(
      page.contains("Set aside by the project&#39;s audit configuration")
        || page.contains("Set aside by the project's audit configuration"))
    #expect(page.contains("ignored target.action: target.action is off in "))
    #expect(page.contains("the German sync text is being rewritten"))
    #expect(configured.errorText.contains("findings ignored by"))
  }

  @Test func aBaselineLetsTheSameRunPassAndNamesOnlyTheNewProblem() throws {
    let catalog = try writeCatalog()
    let baseline = scratch.path("baseline.json")
    let first = run(catalog, "first", ["--no-config", "--write-baseline", baseline, "--fail-on", "info"])
    #expect(first.status == 1, "\(first.errorText)")
    let entries = try #require(try json(baseline)["findings"] as? [[String: Any]])
    #expect(entries.count > 4)
    #expect(entries.allSatisfy { $0["measured"] == nil })

    let again = run(catalog, "again", ["--no-config", "--baseline", baseline, "--fail-on", "info"])
    #expect(again.status == 0, "\(again.errorText)")
    #expect(again.errorText.contains("findings known from the baseline"))
    let known = try matrixLines(scratch.path("again/matrix.jsonl")).flatMap { $0["findings"] as? [[String: Any]] ?? [] }
    #expect(!known.isEmpty)
    #expect(known.allSatisfy { $0["baseline"] as? Bool == true })
    #expect(try sarifResults("again").allSatisfy { $0["baselineState"] as? String == "unchanged" })

    // One new problem: the German sync message grows to three lines, so its image alone gains
    // findings (l10n.expansion, text.lines).
    let changed = try writeCatalog(
      german:
        "Die Synchronisierung ist fehlgeschlagen, weil der Server nicht erreichbar war, und wird in einer Minute "
        + "automatisch erneut versucht, sobald eine Verbindung besteht.")
    let next = run(changed, "next", ["--no-config", "--baseline", baseline, "--fail-on", "info"])
    #expect(next.status == 1, "\(next.errorText)")
    let named = next.errors.filter { $0.hasPrefix("  ") }
    #expect(!named.isEmpty)
    #expect(named.allSatisfy { $0.contains("sync.failed · de ·") }, "\(named)")
    let newResults = try sarifResults("next").filter { $0["baselineState"] as? String == "new" }
    #expect(!newResults.isEmpty)
    #expect(
      newResults.allSatisfy {
        ($0["properties"] as? [String: Any])?["key"] as? String == "sync.failed"
          && ($0["properties"] as? [String: Any])?["locale"] as? String == "de"
      })
    let junit = try String(contentsOfFile: scratch.path("next/matrix.junit.xml"), encoding: .utf8)
    #expect(junit.components(separatedBy: "<failure").count - 1 == 1)

    // Rewritten in place, the baseline takes in the new findings and the run passes again.
    let rewrite = run(changed, "rewrite", ["--no-config", "--baseline", baseline, "--write-baseline", baseline])
    #expect(rewrite.status == 0, "\(rewrite.errorText)")
    let after = run(changed, "after", ["--no-config", "--baseline", baseline, "--fail-on", "info"])
    #expect(after.status == 0, "\(after.errorText)")
  }

  /// A run of some keys rewriting the baseline in place rewrites only those keys' entries: the
  /// others' findings were not looked at, so they are neither fixed nor dropped.
  @Test func aRunOfSomeKeysKeepsTheOtherKeysEntriesWhenItWritesTheBaseline() throws {
    let catalog = try writeCatalog()
    let baseline = scratch.path("baseline.json")
    let whole = run(catalog, "whole", ["--no-config", "--write-baseline", baseline])
    #expect(whole.status == 0, "\(whole.errorText)")
    let before = try #require(try json(baseline)["findings"] as? [[String: Any]])
    #expect(before.contains { $0["key"] as? String == "sync.failed" })

    let some = run(
      catalog, "some", ["--no-config", "--keys", "^photo", "--baseline", baseline, "--write-baseline", baseline])
    #expect(some.status == 0, "\(some.errorText)")
    #expect(!some.errorText.contains("no longer found"), "\(some.errorText)")
    let after = try #require(try json(baseline)["findings"] as? [[String: Any]])
    #expect(after.count == before.count)
    #expect(after.contains { $0["key"] as? String == "sync.failed" })
    let again = run(catalog, "again", ["--no-config", "--baseline", baseline, "--fail-on", "info"])
    #expect(again.status == 0, "\(again.errorText)")
  }

  /// A batch with a job that failed knows nothing of that job's findings: it lists no baseline
  /// entry as fixed and writes no baseline, which would call them new next time.
  @Test func aBatchWithAFailedJobWritesNoBaselineAndListsNothingAsFixed() throws {
    let jobs = scratch.path("jobs.jsonl")
    let good = #"{"command": "render", "text": "Error", "action": "OK", "output": "\#(scratch.path("1.png"))"}"#
    let bad =
      #"{"command": "render", "text": "Error", "action": "OK", "theme": "sepia", "output": "\#(scratch.path("2.png"))"}"#
    try Data((good + "\n" + good.replacingOccurrences(of: "1.png", with: "2.png") + "\n").utf8)
      .write(to: URL(fileURLWithPath: jobs))
    let audit = scratch.path("audit.jsonl")
    let baseline = scratch.path("baseline.json")
    let first = snackbar(["batch", jobs, "--audit", audit, "--quiet", "--no-config", "--write-baseline", baseline])
    #expect(first.status == 0, "\(first.errorText)")
    let written = try Data(contentsOf: URL(fileURLWithPath: baseline))
    #expect(String(decoding: written, as: UTF8.self).contains("2.png"))

    try Data((good + "\n" + bad + "\n").utf8).write(to: URL(fileURLWithPath: jobs))
    let failed = snackbar([
      "batch", jobs, "--audit", audit, "--quiet", "--no-config", "--baseline", baseline, "--write-baseline", baseline,
    ])
    #expect(failed.status == 2, "\(failed.errorText)")
    #expect(failed.errorText.contains("not written: 1 job failed"), "\(failed.errorText)")
    #expect(!failed.errorText.contains("no longer found"), "\(failed.errorText)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: baseline)) == written)
  }

  /// A key is a stranger's text: a line naming a failing image never starts (after spaces) with
  /// it, since one starting with `::` is a workflow command to GitHub's runner.
  @Test func aFailingKeyCannotStartAWorkflowCommand() throws {
    let key = "::error title=forged::x"
    let text = """
      {"sourceLanguage": "en", "strings": {
        "\(key)": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Photo deleted"}}}},
        "\(key).action": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Undo"}}}}
      }, "version": "1.0"}
      """
    let catalog = scratch.path("Forged.xcstrings")
    try Data(text.utf8).write(to: URL(fileURLWithPath: catalog))
    let result = run(catalog, "forged", ["--no-config", "--fail-on", "warning"])
    #expect(result.status == 1, "\(result.errorText)")
    #expect(result.errors.contains { $0.contains("forged") }, "\(result.errorText)")
    for line in result.output + result.errors {
      #expect(!line.drop { $0 == " " || $0 == "\t" }.hasPrefix("::"), "\(line)")
    }
  }

  @Test func anEntryNoLongerFoundIsListedAsFixed() throws {
    let catalog = try writeCatalog()
    let baseline = scratch.path("baseline.json")
    try Data(
      """
      {"findings": [
      {"element": "message", "key": "gone.key", "locale": "de", "rule": "text.lines", "variant": "mdc.iphone-15.L"}
      ], "version": 1}
      """.utf8
    ).write(to: URL(fileURLWithPath: baseline))
    let result = run(catalog, "out", ["--no-config", "--baseline", baseline])
    #expect(result.status == 0, "\(result.errorText)")
    #expect(result.errorText.contains("1 baseline entry is no longer found"))
    #expect(result.errorText.contains("fixed: text.lines (message) of \"gone.key\" in de, mdc.iphone-15.L"))
  }

  @Test func auditPrintsEachFormat() throws {
    let common = ["audit", "--text", "Error", "--action", "OK", "--no-config"]
    let sarif = snackbar(common + ["--format", "sarif"])
    #expect(sarif.status == 0)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.output.joined(separator: "\n").utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let github = snackbar(common + ["--format", "github"])
    #expect(github.output.contains { $0.hasPrefix("::warning title=wording.vague::") })
    let junit = snackbar(common + ["--format", "junit", "--fail-on", "warning"])
    #expect(junit.status == 1)
    #expect(junit.output.joined(separator: "\n").contains("<failure"))
    let both = snackbar(common + ["--json", "--format", "sarif"])
    #expect(both.status == 2)
    #expect(both.errorText.contains("--json and --format sarif ask for two formats"))
    let unknown = snackbar(common + ["--format", "xml"])
    #expect(unknown.status == 2)
  }

  @Test func batchWritesSarifAndJUnitBesideItsAuditAndFailsOnRequest() throws {
    let jobs = scratch.path("jobs.jsonl")
    try Data(
      """
      {"command": "render", "text": "Error", "action": "OK", "output": "\(scratch.path("1.png"))"}
      {"command": "render", "text": "Photo archived", "output": "\(scratch.path("2.png"))"}

      """.utf8
    ).write(to: URL(fileURLWithPath: jobs))
    let audit = scratch.path("audit.jsonl")
    let plain = snackbar(["batch", jobs, "--audit", audit, "--quiet", "--no-config"])
    #expect(plain.status == 0, "\(plain.errorText)")
    let log = try json(scratch.path("audit.sarif"))
    let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let located =
      try #require(
        results.first?["locations"] as? [[String: Any]]
      ).first?["physicalLocation"] as? [String: Any]
    #expect((located?["region"] as? [String: Any])?["startLine"] as? Int == 1)
    #expect(FileManager.default.fileExists(atPath: scratch.path("audit.junit.xml")))
    let failing = snackbar(["batch", jobs, "--audit", audit, "--quiet", "--no-config", "--fail-on", "warning"])
    #expect(failing.status == 1, "\(failing.errorText)")
    #expect(failing.errorText.contains("1 job has findings at or above warning"))
    let without = snackbar(["batch", jobs, "--fail-on", "warning"])
    #expect(without.status == 2)
    #expect(without.errorText.contains("--fail-on needs --audit"))
  }
}
