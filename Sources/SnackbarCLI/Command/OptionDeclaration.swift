import SnackbarBasics
import SnackbarJSON

/// One option a command accepts, declared once: the parser accepts exactly the declared options,
/// the help prints their rows, a numeric range or a set of choices both checks the value and is
/// what the help row promises, and `snackbar batch` maps a line's fields to the same declarations.
struct OptionDeclaration: Sendable {
  /// How the option takes its value.
  enum Kind: Sendable, Equatable {
    /// `--name value`: UTF-8 text.
    case text
    /// `--name value`, given any number of times, read in order.
    case repeatedText
    /// `--name path`: bytes, so any file name works.
    case path
    /// `--name` alone.
    case flag
  }

  /// What a value must be, beyond its kind.
  enum Validation: Sendable, Equatable {
    case none
    /// A finite number in this range.
    case range(ClosedRange<Double>)
    /// One of these spellings.
    case choices([String])
  }

  /// One row of the help: the syntax at the left (`--width PT`) and the lines beside it, the
  /// first on the syntax's line, the others under it at the text column.
  struct Row: Sendable, Equatable {
    let syntax: String
    let lines: [String]
  }

  /// The name without the dashes.
  let name: String
  let kind: Kind
  let validation: Validation
  /// The help rows; none when the command's help describes the option in its own text (the
  /// declaration still makes the parser accept it, and a test checks the text names it).
  let rows: [Row]

  /// - Parameters:
  ///   - valueName: the value's placeholder in the help row (`PT`, `FILE.png`); nil for a flag.
  ///   - help: the row's text, its lines broken as printed.
  init(
    _ name: String, _ kind: Kind, valueName: String? = nil, validation: Validation = .none, help: String
  ) {
    self.name = name
    self.kind = kind
    self.validation = validation
    let syntax = valueName.map { "--\(name) \($0)" } ?? "--\(name)"
    rows = [Row(syntax: syntax, lines: help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))]
  }

  /// An option with rows of its own syntax (`--frame snackbar`, `--frame screen`), or none.
  init(_ name: String, _ kind: Kind, validation: Validation = .none, rows: [Row]) {
    self.name = name
    self.kind = kind
    self.validation = validation
    self.rows = rows
  }

  /// An option the command's help describes in its own text, not in a row.
  static func described(_ name: String, _ kind: Kind, validation: Validation = .none) -> OptionDeclaration {
    OptionDeclaration(name, kind, validation: validation, rows: [])
  }

  /// The same option without a row, for a command whose text describes it.
  var described: OptionDeclaration { OptionDeclaration(name, kind, validation: validation, rows: []) }

  /// The usage error for `text`, a value this option refuses, in the words its help uses.
  func refusal(_ text: String) -> CLIError {
    switch validation {
    case .none:
      return .usage("--\(name) is not valid, got \"\(EchoedText.escaped(text))\"")
    case .range(let range):
      return .usage(
        "--\(name) must be in \(SnackbarJSONNumber.shortest(range.lowerBound))...\(SnackbarJSONNumber.shortest(range.upperBound)), "
          + "got \(EchoedText.escaped(text))")
    case .choices(let choices):
      return .usage("--\(name) must be \(Self.spoken(choices)), got \"\(EchoedText.escaped(text))\"")
    }
  }

  /// The choices as the messages say them: "ltr or rtl", "error, warning or info", and "one of
  /// a, b, c, d" from four on.
  static func spoken(_ choices: [String]) -> String {
    guard let last = choices.last else { return "" }
    if choices.count > 3 { return "one of " + choices.joined(separator: ", ") }
    if choices.count == 1 { return last }
    return choices.dropLast().joined(separator: ", ") + " or " + last
  }
}
