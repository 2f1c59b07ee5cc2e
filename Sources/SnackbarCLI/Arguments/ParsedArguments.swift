import SnackbarBasics
import SnackbarFiles
import SnackbarJSON
import SnackbarRendering

/// Command-line options of one subcommand, parsed strictly: every option must be known, every
/// value present, nothing given twice.
///
/// The toolchain ships no argument parser, and the CLI is small enough that a strict hand-written
/// one keeps error messages precise ("--scale needs a value", "unknown option --sclae").
///
/// Commands parse with ``init(_:declaring:)``, against the ``OptionDeclaration``s their help
/// prints, so the options accepted and the options listed are one list.
///
/// Paths and text are told apart here. The values of `pathOptions` and the positional arguments
/// stay bytes (``path(_:)``, ``pathPositionals``), so any file name works. Every other value is
/// text and must be valid UTF-8: a message drawn with U+FFFD where the user typed something else
/// would be a wrong picture, so it is a usage error naming the option instead.
///
/// Every value echoed in an error goes through ``EchoedText`` (paths through `BytePath`'s
/// description, which does the same): an argument may hold an escape sequence or a line break,
/// and a message must not act on the terminal or forge a line.
struct ParsedArguments {
  /// Text values of `--name value` or `--name=value`, by name without the dashes.
  private(set) var options: [String: String] = [:]
  /// Values of the path options, byte for byte.
  private(set) var paths: [String: BytePath] = [:]
  /// Flags given as `--name` alone.
  private(set) var flags: Set<String> = []
  /// Text values of the options that may be given several times, in order.
  private(set) var repeatedValues: [String: [String]] = [:]
  /// Arguments that are not options, in order, byte for byte.
  private(set) var pathPositionals: [BytePath] = []
  /// The declarations parsed against, by name: their ranges and choices check the values read.
  private var declarations: [String: OptionDeclaration] = [:]

  /// The positional arguments for messages (bytes that are not UTF-8 escaped as `\xFF`).
  var positionals: [String] { pathPositionals.map(\.description) }

  /// Parses `arguments` against the text options, path options and flags a command accepts, and
  /// the text options that may be repeated (`--name a --name b`, read with ``values(_:)``).
  /// - Throws: ``CLIError/usage(_:)`` for an unknown option, a missing value, a repeat, or text
  ///   that is not UTF-8.
  init(
    _ arguments: [CommandLineArgument], valueOptions: Set<String>, pathOptions: Set<String> = [],
    flagOptions: Set<String> = [], repeatableOptions: Set<String> = []
  ) throws(CLIError) {
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index].bytes
      index += 1
      if onlyPositionals || !argument.starts(with: Self.dashes) || argument == Array("-".utf8) {
        pathPositionals.append(BytePath(bytes: argument))
        continue
      }
      if argument == Self.dashes {
        onlyPositionals = true
        continue
      }
      var nameBytes = argument.dropFirst(2)
      var inlineValue: [UInt8]?
      if let equals = nameBytes.firstIndex(of: UInt8(ascii: "=")) {
        inlineValue = Array(nameBytes[(equals + 1)...])
        nameBytes = nameBytes[..<equals]
      }
      guard let name = String(validating: nameBytes, as: UTF8.self) else {
        throw .usage("unknown option --\(BytePath(bytes: nameBytes))")
      }
      if flagOptions.contains(name) {
        guard inlineValue == nil else { throw .usage("--\(name) takes no value") }
        guard !flags.contains(name) else { throw .usage("--\(name) given twice") }
        flags.insert(name)
      } else if valueOptions.contains(name) || pathOptions.contains(name) || repeatableOptions.contains(name) {
        let repeatable = repeatableOptions.contains(name)
        guard repeatable || (options[name] == nil && paths[name] == nil) else {
          throw .usage("--\(name) given twice")
        }
        let value: [UInt8]
        if let inlineValue {
          value = inlineValue
        } else {
          // A value that looks like an option is a forgotten value ("--scale --output x.png"),
          // not a value; `--name=--value` still passes one.
          guard index < arguments.count, !arguments[index].bytes.starts(with: Self.dashes) else {
            throw .usage("--\(name) needs a value")
          }
          value = arguments[index].bytes
          index += 1
        }
        if pathOptions.contains(name) {
          paths[name] = BytePath(bytes: value)
        } else {
          guard let text = String(validating: value, as: UTF8.self) else {
            throw .usage("--\(name) must be UTF-8 text, got \"\(BytePath(bytes: value))\"")
          }
          if repeatable { repeatedValues[name, default: []].append(text) } else { options[name] = text }
        }
      } else {
        throw .usage("unknown option --\(EchoedText.escaped(name))")
      }
    }
  }

  /// Parses `arguments` against a command's declared options: their kinds say which take text,
  /// paths or nothing, and their ranges and choices check ``number(_:in:)`` and ``choice(_:)``.
  init(_ arguments: [CommandLineArgument], declaring options: [OptionDeclaration]) throws(CLIError) {
    func names(_ kind: OptionDeclaration.Kind) -> Set<String> { Set(options.filter { $0.kind == kind }.map(\.name)) }
    try self.init(
      arguments, valueOptions: names(.text), pathOptions: names(.path), flagOptions: names(.flag),
      repeatableOptions: names(.repeatedText))
    for option in options { declarations[option.name] = option }
  }

  /// Parses `arguments` given as strings (tests, and callers that have no raw bytes).
  init(
    _ arguments: [String], valueOptions: Set<String>, pathOptions: Set<String> = [], flagOptions: Set<String> = []
  ) throws(CLIError) {
    try self.init(
      arguments.map { CommandLineArgument($0) }, valueOptions: valueOptions, pathOptions: pathOptions,
      flagOptions: flagOptions)
  }

  private static let dashes = Array("--".utf8)

  /// Whether `--name` was given as a flag.
  func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The text value of `--name`, if given.
  func value(_ name: String) -> String? { options[name] }

  /// Every text value of the repeatable option `--name`, in the order given.
  func values(_ name: String) -> [String] { repeatedValues[name] ?? [] }

  /// The text value of `--name`, or a usage error saying it is required.
  func required(_ name: String) throws(CLIError) -> String {
    guard let value = options[name] else { throw .usage("--\(name) is required") }
    return value
  }

  /// The path `--name` gave, if given.
  func path(_ name: String) -> BytePath? { paths[name] }

  /// The path `--name` gave, or a usage error saying it is required.
  func requiredPath(_ name: String) throws(CLIError) -> BytePath {
    guard let path = paths[name] else { throw .usage("--\(name) is required") }
    return path
  }

  /// `--name` as a finite number, if given, in `range` or else in the range declared; a usage
  /// error for anything else.
  func number(_ name: String, in range: ClosedRange<Double>? = nil) throws(CLIError) -> Double? {
    guard let text = options[name] else { return nil }
    var range = range
    if range == nil, case .range(let declared) = declarations[name]?.validation { range = declared }
    guard let value = Double(text), value.isFinite else {
      throw .usage("--\(name) must be a number, got \"\(EchoedText.escaped(text))\"")
    }
    if let range, !range.contains(value) {
      throw .usage(
        "--\(name) must be in \(SnackbarJSONNumber.shortest(range.lowerBound))...\(SnackbarJSONNumber.shortest(range.upperBound)), "
          + "got \(EchoedText.escaped(text))")
    }
    return value
  }

  /// The text value of `--name`, if given, checked against the choices declared.
  func choice(_ name: String) throws(CLIError) -> String? {
    guard let text = options[name] else { return nil }
    if let declaration = declarations[name], case .choices(let choices) = declaration.validation,
      !choices.contains(text)
    {
      throw declaration.refusal(text)
    }
    return text
  }

  /// A usage error for the first positional argument, for commands that take none.
  func expectNoPositionals() throws(CLIError) {
    if let first = positionals.first { throw .usage("unexpected argument \"\(first)\"") }
  }
}
