import SnackbarFiles
import SnackbarRendering
import Testing

@testable import SnackbarCLI

@Suite struct ParsedArgumentsTests {
  static let notUTF8 = CommandLineArgument(bytes: [0x61, 0xFF])

  @Test func pathsKeepEveryByte() throws {
    let parsed = try ParsedArguments(
      ["--output", Self.notUTF8, Self.notUTF8, "--layout-json=\u{E9}.json"], valueOptions: [],
      pathOptions: ["output", "layout-json"])
    #expect(parsed.path("output") == BytePath(bytes: [0x61, 0xFF]))
    #expect(parsed.path("layout-json") == BytePath("\u{E9}.json"))
    #expect(parsed.pathPositionals == [BytePath(bytes: [0x61, 0xFF])])
    #expect(parsed.positionals == ["a\\xFF"])
    #expect(parsed.value("output") == nil)
  }

  @Test func textMustBeUTF8() {
    #expect(throws: CLIError.self) {
      try ParsedArguments(["--text", Self.notUTF8], valueOptions: ["text"])
    }
    do {
      _ = try ParsedArguments([CommandLineArgument(bytes: Array("--".utf8) + [0xFF])], valueOptions: [])
      Issue.record("accepted an option whose name is not UTF-8")
    } catch {
      #expect(error.description == "unknown option --\\xFF")
    }
  }

  @Test func pathOptionsFollowTheSameRules() {
    for (arguments, message) in [
      (["--output", "a.png", "--output", "b.png"], "--output given twice"),
      (["--output"], "--output needs a value"),
      (["--output", "--text"], "--output needs a value"),
    ] {
      do {
        _ = try ParsedArguments(arguments, valueOptions: ["text"], pathOptions: ["output"])
        Issue.record("accepted \(arguments)")
      } catch {
        #expect(error.description == message)
      }
    }
  }
}
