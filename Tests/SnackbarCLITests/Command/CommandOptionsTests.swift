import Foundation
import SnackbarJSON
import Testing

@testable import SnackbarCLI

/// Each command's help and parser come from one set of declarations: every option the parser
/// accepts is in the help, every option the help names is accepted, and every range or choice a
/// declaration checks is what its row says.
@Suite struct CommandOptionsTests {
  static let names = SnackbarCLIMain.commands.map { $0.configuration.name }

  static func command(_ name: String) throws -> any SnackbarCommand.Type {
    try #require(SnackbarCLIMain.commands.first { $0.configuration.name == name })
  }

  /// The arguments that give `option` a value, or none for a flag; doctor's `--repair` only goes
  /// with `--cache`.
  static func arguments(giving option: OptionDeclaration, in command: String) -> [String] {
    let given = option.kind == .flag ? ["--\(option.name)"] : ["--\(option.name)=1"]
    return command == "doctor" && option.name == "repair" ? ["--cache"] + given : given
  }

  /// Whether the command's parser accepts `arguments`: an unknown option placed after them is then
  /// the one refused (every command parses before it does anything).
  static func accepts(_ command: String, _ arguments: [String]) -> Bool {
    let run = snackbar([command] + arguments + ["--zz-unknown"])
    return run.status == 2 && run.errorText.contains("unknown option --zz-unknown")
  }

  /// Every `--option` a text names, in order.
  static func optionsNamed(in text: String) -> [String] {
    let pattern = try! NSRegularExpression(pattern: "(?<![A-Za-z0-9-])--([a-z][a-z0-9-]*)")
    let range = NSRange(text.startIndex..., in: text)
    return pattern.matches(in: text, range: range).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  /// Options of other tools a help refers to: `snackbar accept --name` in review's, `swift
  /// test --filter` and the like in snapshots'.
  static let otherToolsOptions: [String: Set<String>] = [
    "review": ["name"], "snapshots": ["filter", "skip", "parallel"],
  ]

  @Test(arguments: names)
  func everyDeclaredOptionIsAcceptedAndInTheHelp(_ name: String) throws {
    let command = try Self.command(name)
    let help = command.help.text
    let named = Set(Self.optionsNamed(in: help))
    for option in command.options {
      #expect(named.contains(option.name), "\(name): --\(option.name) is accepted but not in the help")
      #expect(
        Self.accepts(name, Self.arguments(giving: option, in: name)),
        "\(name): --\(option.name) is declared but its parser refuses it")
    }
  }

  @Test(arguments: names)
  func everyOptionTheHelpNamesIsAccepted(_ name: String) throws {
    let command = try Self.command(name)
    let declared = Set(command.options.map(\.name))
    let named = Set(Self.optionsNamed(in: command.help.text))
    for option in named.subtracting(declared).subtracting(["help"]).subtracting(Self.otherToolsOptions[name] ?? [])
      .sorted()
    {
      Issue.record("\(name): the help names --\(option), which the parser does not accept")
    }
  }

  /// The rows of `option`: its own, or, for an option the prose only names (matrix passes
  /// `screen`'s options on), the rows of the command that describes it.
  static func rows(of option: OptionDeclaration) -> [OptionDeclaration.Row] {
    if !option.rows.isEmpty { return option.rows }
    let described = SnackbarCLIMain.commands.lazy.compactMap { command in
      command.options.first { $0.name == option.name && !$0.rows.isEmpty && $0.validation == option.validation }
    }
    return described.first?.rows ?? []
  }

  /// A row's range is the range checked, and a row lists each choice checked.
  @Test(arguments: names)
  func everyRangeAndChoiceIsTheOneTheRowGives(_ name: String) throws {
    let command = try Self.command(name)
    let help = command.help.text
    for option in command.options {
      let rows = Self.rows(of: option)
      let text = rows.isEmpty ? help : rows.flatMap(\.lines).joined(separator: " ")
      switch option.validation {
      case .none: break
      case .range(let range):
        let lower = SnackbarJSONNumber.shortest(range.lowerBound)
        let upper = SnackbarJSONNumber.shortest(range.upperBound)
        // A range of a few whole numbers may be spelled out: "1, 2 or 3".
        let spelled = OptionDeclaration.spoken(
          stride(from: Int(range.lowerBound), through: Int(range.upperBound), by: 1).map(String.init))
        #expect(
          text.contains("\(lower)...\(upper)") || (range.upperBound - range.lowerBound <= 3 && text.contains(spelled)),
          "\(name): --\(option.name) checks \(lower)...\(upper), which its help does not say")
      case .choices(let choices):
        for choice in choices {
          #expect(text.contains(choice), "\(name): --\(option.name) accepts \(choice), which its help does not list")
        }
      }
    }
  }

  /// A range or a choice refuses what it does not hold, in the same words the help uses.
  @Test func aDeclaredRangeOrChoiceRefusesOtherValues() throws {
    let width = snackbar(["render", "--text", "a", "--width", "5000", "--output", "/nonexistent/a.png"])
    #expect(width.status == 2 && width.errorText.contains("--width must be in 1...4096, got 5000"))
    let contrast = snackbar(["render", "--text", "a", "--contrast", "max", "--output", "/nonexistent/a.png"])
    #expect(contrast.errorText.contains("--contrast must be normal or high, got \"max\""))
    let theme = snackbar(["render", "--text", "a", "--theme", "m4", "--output", "/nonexistent/a.png"])
    #expect(theme.errorText.contains("--theme must be one of mdc, m2, m3-light, m3-dark, got \"m4\""))
  }

  /// `matrix merge` and `matrix diff` parse their declared options, each named by their help.
  @Test func matrixToolsNameEveryOptionTheyAccept() {
    for (tool, help, options) in [
      ("merge", MatrixMerge.help, MatrixMerge.options), ("diff", MatrixDiff.help, MatrixDiff.options),
    ] {
      let named = Set(Self.optionsNamed(in: help))
      for option in options {
        #expect(named.contains(option.name), "matrix \(tool): --\(option.name) is accepted but not in the help")
        #expect(Self.accepts("matrix", [tool] + Self.arguments(giving: option, in: "matrix")))
      }
    }
  }

  /// A batch line's fields are its command's declared options, no more and no fewer.
  @Test(arguments: ["render", "screen"])
  func batchFieldsAreTheCommandsOptions(_ name: String) throws {
    let command = try #require(BatchLineArguments.commands.first { $0.configuration.name == name })
    for option in command.options {
      let value = option.kind == .flag ? "true" : #""1""#
      let line = #"{"command": "\#(name)", "\#(option.name)": \#(value)}"#
      #expect(throws: Never.self, "\(name): field \(option.name)") {
        _ = try BatchLineArguments(BatchJSONLine(Array(line.utf8)))
      }
    }
    let unknown = #"{"command": "\#(name)", "zz-unknown": "1"}"#
    #expect(throws: BatchLineError.self) { _ = try BatchLineArguments(BatchJSONLine(Array(unknown.utf8))) }
  }
}
