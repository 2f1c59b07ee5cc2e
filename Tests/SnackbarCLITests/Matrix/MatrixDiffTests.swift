import Foundation
import SnackbarImage
import SnackbarJSON
import SnackbarRendering
import Testing

@testable import SnackbarCLI

/// `matrix diff OLD NEW`: two real runs that differ in one German string name exactly that
/// string's German images, with the text, the pixels and the findings that appeared; identical
/// runs list nothing; a stranger's bad folder is refused and nothing is written.
@Suite final class MatrixDiffTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  /// Long enough to wrap where the English does not, short enough to stay a warning.
  static let longGerman = "Die Synchronisierung ist leider fehlgeschlagen, bitte später erneut versuchen"

  /// Three keys in English, German and French; `syncGerman` is the German of `sync.failed`.
  func writeCatalog(_ name: String, syncGerman: String = "Synchronisierung fehlgeschlagen") throws -> String {
    let strings: [(key: String, en: String, de: String, fr: String)] = [
      ("archive.done", "Archived", "Archiviert", "Archivé"),
      ("photo.deleted", "Photo deleted", "Foto gelöscht", "Photo supprimée"),
      ("sync.failed", "Sync failed", syncGerman, "Échec de la synchronisation"),
    ]
    let members = strings.map { item in
      """
      "\(item.key)": {"localizations": {"de": \(MatrixFixtures.unit(item.de)), "en": \(MatrixFixtures.unit(item.en)),
        "fr": \(MatrixFixtures.unit(item.fr))}}
      """
    }
    let text = "{\"sourceLanguage\": \"en\", \"strings\": {\(members.joined(separator: ",\n"))}, \"version\": \"1.0\"}"
    let path = scratch.path(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// A matrix run of `catalog` into `folder` on one small phone at two text sizes, at scale 1.
  func run(_ catalog: String, into folder: String, locales: String = "en,de") throws {
    let run = matrix(
      [
        catalog, "--locales", locales, "--devices", "iphone-se", "--content-sizes", "L,XXXL", "--scale", "1",
        "--jobs", "2", "--quiet", "--output", scratch.path(folder),
      ])
    #expect(run.status == 0, "\(run.errorText)")
  }

  /// `matrix diff` with every argument that is neither an option nor a level taken as a folder
  /// in the scratch directory.
  func diff(_ arguments: [String]) -> CLIRun {
    let words: Set = ["error", "warning", "info"]
    return matrix(["diff"] + arguments.map { $0.hasPrefix("-") || words.contains($0) ? $0 : scratch.path($0) })
  }

  func changes(_ folder: String) throws -> [[String: Any]] {
    try matrixLines(scratch.path(folder + "/changes.jsonl"))
  }

  /// A line whose text (after spaces) starts with `::` is a workflow command to GitHub's runner:
  /// a finding's severity and rule, read from a stranger's lines, never start a line.
  @Test func aForgedSeverityCannotStartAWorkflowCommand() throws {
    try run(try writeCatalog("Old.xcstrings"), into: "old")
    try run(try writeCatalog("New.xcstrings", syncGerman: Self.longGerman), into: "new")
    let lines = scratch.path("new/matrix.jsonl")
    let text = try String(contentsOfFile: lines, encoding: .utf8)
    try #require(text.contains("\"warning\""))
    try Data(text.replacingOccurrences(of: "\"warning\"", with: "\"::error title=forged::x\"").utf8)
      .write(to: URL(fileURLWithPath: lines))
    let result = diff(["old", "new", "--output", "out", "--fail-on", "info", "--quiet"])
    #expect(result.status == 1, "\(result.errorText)")
    #expect(result.errorText.contains("forged"), "\(result.errorText)")
    for line in result.output + result.errors {
      #expect(!line.drop { $0 == " " || $0 == "\t" }.hasPrefix("::"), "\(line)")
    }
  }

  @Test func oneLongerGermanStringIsTheOnlyChange() throws {
    try run(try writeCatalog("Old.xcstrings"), into: "old")
    try run(try writeCatalog("New.xcstrings", syncGerman: Self.longGerman), into: "new")
    let result = diff(["old", "new", "--output", "out", "--fail-on", "info"])
    #expect(result.status == 1, "\(result.errorText)")
    let lines = try changes("out")
    // Exactly the German images of sync.failed: one per text size, nothing else.
    #expect(lines.count == 2, "\(lines)")
    #expect(Set(lines.compactMap { $0["key"] as? String }) == ["sync.failed"])
    #expect(Set(lines.compactMap { $0["locale"] as? String }) == ["de"])
    #expect(Set(lines.compactMap { $0["change"] as? String }) == ["changed"])
    var appeared = Set<String>()
    var levels = Set<String>()
    for line in lines {
      let text = try #require(line["text"] as? [String: Any])
      #expect(text["old"] as? String == "Synchronisierung fehlgeschlagen")
      #expect(text["new"] as? String == Self.longGerman)
      #expect((line["pixels"] as? Int ?? 0) > 0, "\(line)")
      let findings = try #require(line["findings"] as? [String: [[String: Any]]])
      for finding in findings["new"] ?? [] {
        appeared.insert(try #require(finding["rule"] as? String))
        levels.insert(try #require(finding["severity"] as? String))
      }
      // Both images are in the folder, where the line says.
      for side in ["old", "new"] {
        let path = try #require(line[side] as? String)
        #expect(path.hasPrefix(side + "/de/sync.failed/"))
        #expect(FileManager.default.fileExists(atPath: scratch.path("out/" + path)), "\(path)")
      }
    }
    // The longer German wraps where the English does not.
    #expect(appeared.contains("l10n.expansion"), "\(appeared)")
    #expect(result.errorText.contains("l10n.expansion"), "\(result.errorText)")
    #expect(result.output.count == 3, "\(result.output)")
    #expect(result.output.allSatisfy { $0.contains("sync.failed") || $0.hasPrefix("matrix diff: 2 changed") })

    // --fail-on at the new findings' level fails, above it passes.
    #expect(levels == ["warning"])
    #expect(diff(["old", "new", "--output", "at", "--fail-on", "warning", "--quiet"]).status == 1)
    let above = diff(["old", "new", "--output", "above", "--fail-on", "error", "--quiet"])
    #expect(above.status == 0, "\(above.errorText)")
    #expect(try changes("above").count == 2)
    #expect(above.output.count == 1)

    // The page lists the two images, side by side, with the new text escaped into it.
    let page = try String(contentsOf: URL(fileURLWithPath: scratch.path("out/index.html")), encoding: .utf8)
    #expect(page.components(separatedBy: "<section ").count - 1 == 2)
    #expect(page.contains("data-src=\"old/de/sync.failed/"))
    #expect(page.contains("data-src=\"new/de/sync.failed/"))
    #expect(page.contains("l10n.expansion"))
    #expect(page.contains("später erneut"))
  }

  @Test func identicalRunsHaveNoChanges() throws {
    let catalog = try writeCatalog("Same.xcstrings")
    try run(catalog, into: "a")
    try run(catalog, into: "b")
    let result = diff(["a", "b", "--output", "out"])
    #expect(result.status == 0, "\(result.errorText)")
    let text = try String(contentsOf: URL(fileURLWithPath: scratch.path("out/changes.jsonl")), encoding: .utf8)
    #expect(text.isEmpty)
    #expect(
      result.output == [
        "matrix diff: 0 changed, 0 added, 0 removed (12 images before, 12 after); findings: "
          + "0 new, 0 gone, 0 changed; written to \(scratch.path("out"))"
      ])
    #expect(!FileManager.default.fileExists(atPath: scratch.path("out/old")))
  }

  @Test func anAddedLocaleIsAddedAndNothingElse() throws {
    let catalog = try writeCatalog("Locales.xcstrings")
    try run(catalog, into: "old")
    try run(catalog, into: "new", locales: "en,de,fr")
    let result = diff(["old", "new", "--output", "out", "--quiet"])
    #expect(result.status == 0, "\(result.errorText)")
    let lines = try changes("out")
    #expect(lines.count == 6)
    #expect(lines.allSatisfy { $0["change"] as? String == "added" && $0["locale"] as? String == "fr" })
    #expect(
      lines.map { $0["key"] as? String ?? "" } == [
        "archive.done", "archive.done", "photo.deleted",
        "photo.deleted", "sync.failed", "sync.failed",
      ])
    for line in lines {
      #expect(line["old"] == nil)
      let path = try #require(line["new"] as? String)
      #expect(FileManager.default.fileExists(atPath: scratch.path("out/" + path)))
    }
    // The other way round, they are removed.
    let back = diff(["new", "old", "--output", "back", "--quiet"])
    #expect(back.status == 0)
    #expect(try changes("back").allSatisfy { $0["change"] as? String == "removed" })
  }

  /// A folder of hand-written lines, each with a one-pixel PNG at its path.
  func folder(_ name: String, lines: [String], images: [String]) throws -> String {
    let folder = scratch.path(name)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: folder + "/matrix.jsonl"))
    let png = Data(try RGBAImage(width: 1, height: 1, fill: RGBAPixel(red: 1, green: 2, blue: 3)).pngData())
    for image in images {
      let path = folder + "/" + image
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try png.write(to: URL(fileURLWithPath: path))
    }
    return folder
  }

  static func line(_ key: String, _ path: String, text: String = "Hi", extra: String = "") -> String {
    #"{"key": "\#(key)", "locale": "de", "path": "\#(path)", "text": "\#(text)", "variant": {"theme": "mdc"}\#(extra)}"#
  }

  /// A stranger's folder: an unsafe path, a line given twice, a partial run, unsorted lines or a
  /// missing folder is bad input, and nothing is written.
  @Test func badFoldersAreRefusedAndNothingIsWritten() throws {
    let good = try folder("good", lines: [Self.line("a", "de/a/v.png")], images: ["de/a/v.png"])
    let cases: [(name: String, lines: [String], says: String)] = [
      ("unsafe", [Self.line("a", "../a/v.png")], "inside the folder"),
      ("twice", [Self.line("a", "de/a/v.png"), Self.line("a", "de/a/w.png")], "given twice"),
      ("same-path", [Self.line("a", "de/a/v.png"), Self.line("b", "de/A/v.png")], "earlier line"),
      ("unsorted", [Self.line("b", "de/b/v.png"), Self.line("a", "de/a/v.png")], "not sorted"),
      ("no-variant", [#"{"key": "a", "locale": "de", "path": "de/a/v.png", "text": "Hi"}"#], "\"variant\" object"),
      ("not-json", ["{\"key\": \"a\","], "line 1"),
    ]
    for item in cases {
      let bad = try folder(item.name, lines: item.lines, images: ["de/a/v.png", "de/a/w.png", "de/b/v.png"])
      let result = matrix(["diff", good, bad, "--output", scratch.path("out-" + item.name)])
      #expect(result.status == 2, "\(item.name): \(result.errorText)")
      #expect(result.errorText.contains(item.says), "\(item.name): \(result.errorText)")
      #expect(!FileManager.default.fileExists(atPath: scratch.path("out-" + item.name)), "\(item.name)")
    }
    let itself = matrix(["diff", good, good, "--output", good])
    #expect(itself.status == 2)
    #expect(itself.errorText.contains("a folder of its own"), "\(itself.errorText)")
    #expect(!FileManager.default.fileExists(atPath: good + "/changes.jsonl"))
    let partial = try folder("partial", lines: [Self.line("a", "de/a/v.png")], images: ["de/a/v.png"])
    try Data("{}".utf8).write(to: URL(fileURLWithPath: partial + "/" + MatrixPartialRecord.fileName))
    let interrupted = matrix(["diff", good, partial, "--output", scratch.path("out-partial")])
    #expect(interrupted.status == 2)
    #expect(interrupted.errorText.contains("then diff"), "\(interrupted.errorText)")
    let missing = matrix(["diff", good, scratch.path("nowhere"), "--output", scratch.path("out-missing")])
    #expect(missing.status == 2)
    #expect(missing.errorText.contains("NEW_DIR"), "\(missing.errorText)")
    #expect(!FileManager.default.fileExists(atPath: scratch.path("out-missing")))
  }

  /// A finding is its rule and element: a measured value that moved is changed, not new and
  /// gone; members the diff does not know (a baseline mark) are ignored; a severity that rose
  /// to --fail-on fails.
  @Test func findingsAreComparedByRuleAndElement() throws {
    func finding(_ severity: String, measured: Double, extra: String = "") -> String {
      #"{"element": "text", "measured": \#(measured), "message": "m", "rule": "text.lines", "severity": "\#(severity)"\#(extra)}"#
    }
    let old = try folder(
      "f-old",
      lines: [
        Self.line("a", "de/a/v.png", extra: #", "findings": [\#(finding("warning", measured: 3))]"#),
        Self.line("b", "de/b/v.png", extra: #", "findings": [\#(finding("info", measured: 1))]"#),
      ], images: ["de/a/v.png", "de/b/v.png"])
    let new = try folder(
      "f-new",
      lines: [
        Self.line("a", "de/a/v.png", extra: #", "findings": [\#(finding("warning", measured: 4))], "ignored": []"#),
        Self.line(
          "b", "de/b/v.png", extra: #", "findings": [\#(finding("info", measured: 1, extra: #", "baseline": true"#))]"#),
      ], images: ["de/a/v.png", "de/b/v.png"])
    let result = matrix(["diff", old, new, "--output", scratch.path("f-out"), "--fail-on", "warning"])
    // The warning was a warning already: nothing new reaches --fail-on.
    #expect(result.status == 0, "\(result.errorText)")
    let lines = try changes("f-out")
    #expect(lines.count == 1)
    let findings = try #require(lines.first?["findings"] as? [String: [[String: Any]]])
    #expect(findings["new"]?.isEmpty == true)
    #expect(findings["gone"]?.isEmpty == true)
    #expect(findings["changed"]?.first?["rule"] as? String == "text.lines")
    #expect(findings["changed"]?.first?["element"] as? String == "text")
    #expect(lines.first?["pixels"] as? Int == 0)

    let raised = try folder(
      "f-raised", lines: [Self.line("a", "de/a/v.png", extra: #", "findings": [\#(finding("error", measured: 3))]"#)],
      images: ["de/a/v.png"])
    let rose = matrix(["diff", old, raised, "--output", scratch.path("f-rose")])
    #expect(rose.status == 1, "\(rose.errorText)")
    #expect(rose.errorText.contains("error text.lines: \"a\" in de, v: m"), "\(rose.errorText)")
    #expect(rose.output.contains { $0.hasPrefix("removed \"b\"") }, "\(rose.output)")
  }

  /// Every text of a stranger's line reaches the page escaped, and the terminal escaped too.
  @Test func textsFromTheLinesAreEscaped() throws {
    let old = try folder(
      "h-old", lines: [Self.line("a", "de/a/v.png", extra: #", "lines": "<u>""#)], images: ["de/a/v.png"])
    let hostile = #"<script>alert(1)</script>\u001B[31m"#
    let new = try folder(
      "h-new",
      lines: [
        Self.line("a", "de/a/v.png", text: hostile, extra: #", "lines": "<i>", "source": {"text": "<b>x</b>"}"#),
        Self.line(
          "a", "de/t/a/v.png", text: hostile,
          extra: #", "lines": "<i>", "source": {"text": "<b>x</b>"}, "table": "<t>""#),
      ], images: ["de/a/v.png", "de/t/a/v.png"])
    let result = matrix(["diff", old, new, "--output", scratch.path("h-out")])
    #expect(result.status == 0, "\(result.errorText)")
    let page = try String(contentsOf: URL(fileURLWithPath: scratch.path("h-out/index.html")), encoding: .utf8)
    for raw in ["<script>alert", "<i>", "<u>", "<b>x", "<t>", "\u{1B}"] { #expect(!page.contains(raw), "\(raw)") }
    #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(!result.outputText.contains("\u{1B}"))
    // A line of the table "<t>" and one of no table are two keys: one added, one changed.
    #expect(try changes("h-out").map { $0["change"] as? String } == ["changed", "added"])
  }

  @Test func theMatrixHelpDescribesTheDiff() {
    let help = snackbar(["matrix", "--help"]).outputText
    #expect(help.contains("USAGE: snackbar matrix diff OLD_DIR NEW_DIR --output DIR"))
    #expect(help.contains("DIR/changes.jsonl"))
  }
}
