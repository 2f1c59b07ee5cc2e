import Testing

@testable import SnackbarCLI

@Suite struct BatchLineArgumentsTests {
  func arguments(_ text: String, defaultFormat: String? = nil) throws -> [String] {
    try BatchLineArguments(BatchJSONLine(Array(text.utf8)), defaultFormat: defaultFormat).arguments.map(\.description)
  }

  @Test func fieldsBecomeOptionsOfTheCommand() throws {
    let line =
      #"{"command": "render", "text": "--dashes", "scale": 2, "close": true, "gm3": false, "action": null, "output": "a.png"}"#
    #expect(try arguments(line) == ["--text=--dashes", "--scale=2", "--close", "--output=a.png"])
  }

  @Test func batchFormatIsPassedToLinesThatNameNone() throws {
    let bare = #"{"command": "render", "text": "A", "output": "a.image"}"#
    #expect(try arguments(bare, defaultFormat: "svg").last == "--format=svg")
    #expect(try arguments(bare).contains { $0.hasPrefix("--format") } == false)
    // "format": null leaves the option out, as if absent, so the batch-wide default applies.
    let null = #"{"command": "render", "text": "A", "output": "a.image", "format": null}"#
    #expect(try arguments(null, defaultFormat: "svg").last == "--format=svg")
    // The line's own extension or "format" field wins over the batch-wide default.
    for named in [#""output": "a.PNG""#, #""output": "a.pdf""#, #""output": "a.x", "format": "png""#] {
      let line = #"{"command": "render", "text": "A", "# + named + "}"
      #expect(try arguments(line, defaultFormat: "svg").contains("--format=svg") == false, "\(named)")
    }
  }

  @Test func theOutputsAreCollectedForTheDuplicateCheck() throws {
    let line = try BatchLineArguments(
      BatchJSONLine(Array(#"{"command": "screen", "text": "A", "output": "a.png", "layout-json": "a.json"}"#.utf8)))
    #expect(line.command.configuration.name == "screen")
    #expect(line.outputPaths.map(\.field) == ["output", "layout-json"])
    #expect(line.outputPaths.map(\.path) == ["a.png", "a.json"])
  }

  @Test func screenFieldsAreUnknownToRender() {
    #expect {
      _ = try arguments(#"{"command": "render", "text": "A", "device": "iphone-15"}"#)
    } throws: { error in
      (error as? BatchLineError)?.description.hasPrefix(#"unknown field "device" for render"#) == true
    }
  }
}
