import SnackbarFiles
import SnackbarRendering
import Testing

@testable import SnackbarCLI

@Suite struct OutputFormatChoiceTests {
  static func choice(_ arguments: [String]) throws(CLIError) -> OutputFormatChoice {
    let parsed = try ParsedArguments(
      arguments.map { CommandLineArgument($0) }, valueOptions: ["format"],
      pathOptions: ["output"], flagOptions: [])
    return try OutputFormatChoice(parsed)
  }

  @Test func theExtensionNamesTheFormat() throws {
    #expect(try Self.choice(["--output", "a.png"]).format == .png)
    #expect(try Self.choice(["--output", "dir.x/A.PDF"]).format == .pdf)
    #expect(try Self.choice(["--output", "a.svg"]) == OutputFormatChoice(path: BytePath("a.svg"), format: .svg))
  }

  @Test func formatAgreesWithTheExtensionOrNamesAnUnknownOne() throws {
    #expect(try Self.choice(["--output", "a.pdf", "--format", "pdf"]).format == .pdf)
    #expect(try Self.choice(["--output", "snackbar", "--format", "svg"]).format == .svg)
    #expect(try Self.choice(["--output", "a.bin", "--format", "png"]).format == .png)
  }

  @Test(arguments: [
    (
      ["--output", "a.jpg"],
      "--output must name a .png, .pdf or .svg file, got \"a.jpg\"; for another name, give --format png|pdf|svg"
    ),
    (
      ["--output", "a.png", "--format", "pdf"],
      "--format pdf contradicts --output \"a.png\", whose extension says png: name the file .pdf or drop --format"
    ),
    (["--output", "a.svg", "--format", "PDF"], "--format must be png, pdf or svg, got \"PDF\""),
    (["--format", "pdf"], "--output is required"),
  ])
  func usageErrorsSayWhatToDo(arguments: [String], message: String) {
    do {
      _ = try Self.choice(arguments)
      Issue.record("accepted \(arguments)")
    } catch {
      guard case .usage(let text) = error else {
        Issue.record("not a usage error: \(error)")
        return
      }
      #expect(text.hasPrefix(message), "\(text)")
    }
  }
}
