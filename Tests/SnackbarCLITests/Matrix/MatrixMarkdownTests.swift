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
        "failed.action" : { "localizations" : { "en" : \(MatrixFixtures.unit("*OK*")) } },
        "guide" : { "localizations" : { "en" : \(MatrixFixtures.unit("Read [the guide](https://example.com/a_b) first")) } }
      },
      "version" : "1.0"
    }
    """

  func run(_ extra: [String]) throws -> (line: [String: Any], image: Data, guide: [String: Any]) {
    let path = scratch.path("Markdown.xcstrings")
    try Data(Self.catalog.utf8).write(to: URL(fileURLWithPath: path))
    let output = scratch.path("out\(extra.joined())")
    let run = matrix([path, "--output", output, "--action-suffix", ".action"] + extra + MatrixFixtures.smallPhone)
    #expect(run.status == 0, "\(run.errorText)")
    let lines = try matrixLines(output + "/matrix.jsonl")
    let line = try #require(lines.first { $0["key"] as? String == "failed" })
    let guide = try #require(lines.first { $0["key"] as? String == "guide" })
    let image = try Data(contentsOf: URL(fileURLWithPath: output + "/" + (line["path"] as? String ?? "")))
    return (line, image, guide)
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

    // VoiceOver reads the text drawn, so the spoken label is no other text than the one shown;
    // the link's address is not drawn, and the guide takes fewer lines than when typed out.
    #expect(measured(markdown.guide, "spoken.labelInName") == nil, "\(markdown.guide)")

    let literal = try run(["--no-markdown"])
    #expect(measured(literal.guide, "spoken.labelInName") == nil)
    #expect((markdown.guide["lines"] as? Int ?? 0) < (literal.guide["lines"] as? Int ?? 0))
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
