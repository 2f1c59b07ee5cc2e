import Foundation
import SnackbarRendering
import Testing

/// `--importance` and `--no-icon` on render, screen and batch lines.
@Suite struct ImportanceOptionsTests {
  /// The layout JSON's `iconFrame`, nil when no icon is drawn.
  static func iconFrame(_ layoutPath: String) throws -> Any? {
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: layoutPath)))
    return (json as? [String: Any])?["iconFrame"]
  }

  @Test func importanceDrawsItsIconAndNoIconDrawsNone() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.cleanUp() }
    for (name, extra, expectsIcon) in [
      ("plain", [String](), false), ("error", ["--importance", "error"], true),
      ("bare", ["--importance", "error", "--no-icon"], false),
    ] {
      let run = snackbar(
        [
          "render", "--text", "Upload failed", "--output", scratch.path("\(name).png"), "--layout-json",
          scratch.path("\(name).json"),
        ] + extra)
      #expect(run.status == 0, "\(name): \(run.errorText)")
      #expect((try Self.iconFrame(scratch.path("\(name).json")) != nil) == expectsIcon, "\(name)")
    }
    let screen = snackbar([
      "screen", "--text", "Low storage", "--importance", "warning", "--device", "iphone-se", "--output",
      scratch.path("screen.png"), "--layout-json", scratch.path("screen.json"),
    ])
    #expect(screen.status == 0, "\(screen.errorText)")
    #expect(try Self.iconFrame(scratch.path("screen.json")) != nil)
  }

  @Test func badValuesAreUsageErrors() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.cleanUp() }
    let output = scratch.path("x.png")
    let unknown = snackbar(["render", "--text", "x", "--importance", "fatal\u{1B}[2J", "--output", output])
    #expect(unknown.status == 2)
    #expect(unknown.errorText.contains("--importance must be one of info, success, warning, error"))
    #expect(!unknown.errorText.contains("\u{1B}"))
    let both = snackbar(["render", "--text", "x", "--icon", "info", "--no-icon", "--output", output])
    #expect(both.status == 2 && both.errorText.contains("give --icon or --no-icon, not both"))
    #expect(scratch.files().isEmpty)
  }

  @Test func batchLinesTakeTheSameKeys() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.cleanUp() }
    let lines = [
      #"{"command": "render", "text": "Failed", "importance": "error", "no-icon": true, "output": "\#(scratch.path("a.png"))", "layout-json": "\#(scratch.path("a.json"))"}"#,
      ##"{"command": "screen", "text": "Saved", "importance": "success", "container-color": "#1B5E20", "output": "\##(scratch.path("b.png"))", "layout-json": "\##(scratch.path("b.json"))"}"##,
    ]
    let run = try batch(["-", "--quiet"], standardInput: lines.joined(separator: "\n") + "\n")
    #expect(run.status == 0, "\(run.errors)")
    #expect(try Self.iconFrame(scratch.path("a.json")) == nil)
    #expect(try Self.iconFrame(scratch.path("b.json")) != nil)
  }

  @Test func helpListsTheOptions() {
    for command in ["render", "screen"] {
      let help = snackbar([command, "--help"]).outputText
      #expect(help.contains("--importance LEVEL") && help.contains("--no-icon"), "\(command)")
    }
  }
}
