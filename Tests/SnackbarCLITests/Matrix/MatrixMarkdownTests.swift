import Foundation
import Testing

@testable import SnackbarCLI

/// An `.xcstrings` catalog's strings are drawn as SwiftUI's `Text` shows them, inline Markdown
/// styled and its markup not drawn, and the audit judges the text drawn; `--no-markdown` draws
/// them as typed.
@Suite final class MatrixMarkdownTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "failed" : { "localizations" : { "en" : \(MatrixFixtures.unit("**Error**")) } },
        "failed.action" : { "localizations" : { "en" : \(MatrixFixtures.unit("*OK*")) } }
      },
      "version" : "1.0"
    }
    """

  func run(_ extra: [String]) throws -> (line: [String: Any], image: Data) {
    let path = scratch.path("Markdown.xcstrings")
    try Data(Self.catalog.utf8).write(to: URL(fileURLWithPath: path))
    let output = scratch.path("out\(extra.joined())")
    let run = matrix([path, "--output", output, "--action-suffix", ".action"] + extra + MatrixFixtures.smallPhone)
    #expect(run.status == 0, "\(run.errorText)")
    let line = try #require(try matrixLines(output + "/matrix.jsonl").first)
    let image = try Data(contentsOf: URL(fileURLWithPath: output + "/" + (line["path"] as? String ?? "")))
    return (line, image)
  }

  /// The measured text of `rule`'s finding on `line`.
  func measured(_ line: [String: Any], _ rule: String) -> String? {
    (line["findings"] as? [[String: Any]])?.first { $0["rule"] as? String == rule }?["measured"] as? String
  }

  @Test func anXCStringsCatalogIsDrawnAsSwiftUIShowsIt() throws {
    let markdown = try run([])
    // The line keeps the catalog's text as written; the audit read the text drawn.
    #expect(markdown.line["text"] as? String == "**Error**")
    #expect(markdown.line["action"] as? String == "*OK*")
    let vague = try #require(measured(markdown.line, "wording.vague"))
    #expect(vague.contains("Error") && !vague.contains("*"), "\(vague)")
    let dismiss = try #require(measured(markdown.line, "wording.dismissAction"))
    #expect(dismiss.contains("OK") && !dismiss.contains("*"), "\(dismiss)")

    let literal = try run(["--no-markdown"])
    #expect(measured(literal.line, "wording.vague")?.contains("**Error**") == true)
    #expect(literal.image != markdown.image)
    // `--markdown` says what an .xcstrings catalog does by default: the same image.
    #expect(try run(["--markdown"]).image == markdown.image)
  }

  @Test func markdownAndNoMarkdownTogetherAreRefused() throws {
    let path = scratch.path("Markdown.xcstrings")
    try Data(Self.catalog.utf8).write(to: URL(fileURLWithPath: path))
    let run = matrix([path, "--output", scratch.path("both"), "--markdown", "--no-markdown", "--quiet"])
    #expect(run.status == 2)
    #expect(run.errorText.contains("give --markdown or --no-markdown, not both"), "\(run.errorText)")
  }
}
