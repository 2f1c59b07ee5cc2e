import Foundation
import Testing

@testable import SnackbarCLI

/// `--format png|pdf|svg` on `render` and `screen`, or the format `--output`'s extension names.
@Suite final class VectorOutputTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  func bytes(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: scratch.path(name)))) }

  static let renderArguments = ["render", "--text", "Photo archived", "--action", "Undo", "--icon", "info"]

  @Test func renderWritesPDFAndSVGByExtensionWithTheLayout() throws {
    for name in ["a.pdf", "a.svg"] {
      let run = snackbar(
        Self.renderArguments + ["--output", scratch.path(name), "--layout-json", scratch.path(name + ".json")])
      #expect(run.status == 0, "\(run.errorText)")
      #expect(run.outputText == scratch.path(name))
    }
    #expect(try bytes("a.pdf").starts(with: Array("%PDF-1.5".utf8)))
    #expect(try bytes("a.svg").starts(with: Array("<?xml".utf8)))
    #expect(try bytes("a.pdf.json") == bytes("a.svg.json"))
    #expect(String(decoding: try bytes("a.svg.json"), as: UTF8.self).contains("\"containerFrame\""))
  }

  @Test func formatOptionWritesAnyName() throws {
    let run = snackbar(Self.renderArguments + ["--format", "svg", "--output", scratch.path("snackbar.out")])
    #expect(run.status == 0, "\(run.errorText)")
    #expect(try bytes("snackbar.out").starts(with: Array("<?xml".utf8)))
  }

  @Test func screenWritesVectorOutput() throws {
    let run = snackbar([
      "screen", "--text", "Message archived", "--device", "iphone-se", "--format", "pdf", "--output",
      scratch.path("screen.pdf"),
    ])
    #expect(run.status == 0, "\(run.errorText)")
    let pdf = String(decoding: try bytes("screen.pdf"), as: UTF8.self)
    // The iPhone SE's 375 x 667-point screen is a page of that size (its PNG is 750 x 1334).
    #expect(pdf.contains("/MediaBox [ 0 0 375 667 ]"))
  }

  @Test func contradictingFormatIsAUsageErrorAndWritesNothing() {
    let run = snackbar(Self.renderArguments + ["--format", "pdf", "--output", scratch.path("a.png")])
    #expect(run.status == 2)
    #expect(run.errorText.contains("--format pdf contradicts --output"), "\(run.errorText)")
    #expect(scratch.files().isEmpty)
  }

  @Test func helpTellsOfTheFormats() {
    for command in ["render", "screen"] {
      let run = snackbar([command, "--help"])
      #expect(run.outputText.contains("--format FORMAT       png, pdf or svg"), "\(command)")
    }
  }

  /// In-process and child-process runs write the same bytes: no dates, no process-wide ids.
  @Test func bytesAreTheSameAcrossProcesses() throws {
    for name in ["p.pdf", "p.svg"] {
      #expect(snackbar(Self.renderArguments + ["--output", scratch.path("in-" + name)]).status == 0)
      let child = try ProcessEnvironmentTests.run(Self.renderArguments + ["--output", scratch.path("child-" + name)])
      #expect(child.status == 0, "\(child.errors)")
      let isSame = try bytes("in-" + name) == bytes("child-" + name)
      #expect(isSame, "\(name) differs between this process and a child")
    }
  }
}
