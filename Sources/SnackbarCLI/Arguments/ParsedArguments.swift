/// Command-line options of one subcommand, parsed strictly: every option must be known, every
/// value present, nothing given twice.
///
/// The toolchain ships no argument parser, and the CLI is small enough that a strict hand-written
/// one keeps error messages precise ("--scale needs a value", "unknown option --sclae").
struct ParsedArguments {
  /// Values of `--name value` or `--name=value`, by name without the dashes.
  private(set) var options: [String: String] = [:]
  /// Flags given as `--name` alone.
  private(set) var flags: Set<String> = []
  /// Arguments that are not options, in order.
  private(set) var positionals: [String] = []

  /// Parses `arguments` against the options and flags a command accepts.
  /// - Throws: ``CLIError/usage(_:)`` for an unknown option, a missing value, or a repeat.
  init(_ arguments: [String], valueOptions: Set<String>, flagOptions: Set<String> = []) throws(CLIError) {
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("--") || argument == "-" {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = String(argument.dropFirst(2))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if flagOptions.contains(name) {
        guard inlineValue == nil else { throw .usage("--\(name) takes no value") }
        guard !flags.contains(name) else { throw .usage("--\(name) given twice") }
        flags.insert(name)
      } else if valueOptions.contains(name) {
        guard options[name] == nil else { throw .usage("--\(name) given twice") }
        if let inlineValue {
          options[name] = inlineValue
        } else {
          // A value that looks like an option is a forgotten value ("--scale --output x.png"),
          // not a value; `--name=--value` still passes one.
          guard index < arguments.count, !arguments[index].hasPrefix("--") else {
            throw .usage("--\(name) needs a value")
          }
          options[name] = arguments[index]
          index += 1
        }
      } else {
        throw .usage("unknown option --\(name)")
      }
    }
  }

  /// Whether `--name` was given as a flag.
  func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The value of `--name`, if given.
  func value(_ name: String) -> String? { options[name] }

  /// The value of `--name`, or a usage error saying it is required.
  func required(_ name: String) throws(CLIError) -> String {
    guard let value = options[name] else { throw .usage("--\(name) is required") }
    return value
  }

  /// `--name` as a finite number, if given; a usage error for anything else.
  func number(_ name: String, in range: ClosedRange<Double>? = nil) throws(CLIError) -> Double? {
    guard let text = options[name] else { return nil }
    guard let value = Double(text), value.isFinite else {
      throw .usage("--\(name) must be a number, got \"\(text)\"")
    }
    if let range, !range.contains(value) {
      throw .usage(
        "--\(name) must be in \(Self.format(range.lowerBound))...\(Self.format(range.upperBound)), got \(text)")
    }
    return value
  }

  /// `4096` rather than `4096.0` in messages.
  private static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// A usage error for the first positional argument, for commands that take none.
  func expectNoPositionals() throws(CLIError) {
    if let first = positionals.first { throw .usage("unexpected argument \"\(first)\"") }
  }
}
