import SnackbarBasics
import SnackbarFiles
import SnackbarJSON
import SnackbarRendering

/// A batch line turned into the command line it stands for.
///
/// Each field becomes one option of the line's command, so the command's own parser checks it:
/// a string or number is `--name=value` (the number as the line spelled it; the `=` form lets a
/// value start with dashes), `true` is the flag `--name`, and `false` or `null` leave the option
/// out, as if the field were absent. Any other combination is an error naming the field.
struct BatchLineArguments {
  /// The command the line names.
  let command: any DrawingCommand.Type
  /// The arguments after the command's name.
  let arguments: [CommandLineArgument]
  /// The outputs' paths as given (`output`, `layout-json`), for the checks across lines.
  let outputPaths: [(field: String, path: String)]
  /// The paths of the files the line reads (`text-file`, `background`), for the same checks.
  let inputPaths: [(field: String, path: String)]

  /// Fields whose value `-` would mean standard input, which in a batch may be the job list.
  static let standardInputFields: Set<String> = ["text", "text-file"]

  /// The commands a line may name; a line's fields are their declared options.
  static let commands: [any DrawingCommand.Type] = [RenderCommand.self, ScreenCommand.self]

  /// The path options a command writes; no two lines may name the same file in them.
  static let outputFields: Set<String> = ["output", "layout-json"]

  /// Every field a line of `command` may have, sorted, for messages.
  static func fieldNames(_ command: any DrawingCommand.Type) -> [String] {
    (["command"] + command.options.map(\.name)).sorted()
  }

  /// - Parameter defaultFormat: `batch --format`, passed as the line's `--format` when the line
  ///   names no format: no "format" field, and an output whose extension is not `.png`, `.pdf` or
  ///   `.svg` (a line's own file name wins over the batch-wide default, as it does on one line).
  /// - Throws: ``BatchLineError`` naming the field.
  init(_ line: BatchJSONLine, defaultFormat: String? = nil) throws(BatchLineError) {
    guard let commandField = line.fields.first(where: { $0.name == "command" }) else {
      let message = "field \"command\" is required: \"render\" or \"screen\""
      throw BatchLineError(message, reason: message)
    }
    guard case .string(let name) = commandField.value.content,
      let command = Self.commands.first(where: { $0.configuration.name == name })
    else {
      throw BatchLineError(
        "field \"command\" must be \"render\" or \"screen\", got \(commandField.value.quoted)",
        reason: "field \"command\" must be \"render\" or \"screen\"")
    }
    var arguments: [CommandLineArgument] = []
    var outputs: [(field: String, path: String)] = []
    var inputs: [(field: String, path: String)] = []
    let options = command.options
    for (field, value) in line.fields where field != "command" {
      // The name as messages show it: it comes from the line, so it may hold anything.
      let shownField = EchoedText.escaped(field)
      let kind = options.first { $0.name == field }?.kind
      if kind == .flag {
        switch value.content {
        case .bool(true): arguments.append(CommandLineArgument("--\(field)"))
        case .bool(false), .null: continue
        default:
          throw BatchLineError(
            "field \"\(field)\" must be true or false, got \(value.quoted)",
            reason: "field \"\(field)\" must be true or false")
        }
      } else if kind == .text || kind == .path {
        let text: String
        switch value.content {
        case .string(let string): text = string
        case .number(let number): text = number
        case .null: continue
        default:
          throw BatchLineError(
            "field \"\(field)\" must be a string or a number, got \(value.quoted)",
            reason: "field \"\(field)\" must be a string or a number")
        }
        if text == "-" && Self.standardInputFields.contains(field) {
          throw BatchLineError(
            "field \"\(field)\" may not be \"-\" in a batch: standard input may be the job list; "
              + "give the text itself or a file",
            reason: "field \"\(field)\" may not be \"-\" in a batch")
        }
        if Self.outputFields.contains(field) {
          outputs.append((field, text))
        } else if kind == .path {
          inputs.append((field, text))
        }
        arguments.append(CommandLineArgument("--\(field)=\(text)"))
      } else {
        throw BatchLineError(
          "unknown field \"\(shownField)\" for \(command.configuration.name); its fields are "
            + "\(Self.fieldNames(command).joined(separator: ", ")) "
            + "(the options of `snackbar \(command.configuration.name) --help`)",
          reason: "an unknown field for \(command.configuration.name)")
      }
    }
    let namesFormat =
      line.fields.contains { field in
        guard field.name == "format" else { return false }
        if case .null = field.value.content { return false }
        return true
      }
      || outputs.contains { $0.field == "output" && OutputFormatChoice.format(namedBy: BytePath($0.path)) != nil }
    if let defaultFormat, !namesFormat {
      arguments.append(CommandLineArgument("--format=\(defaultFormat)"))
    }
    self.command = command
    self.arguments = arguments
    outputPaths = outputs
    inputPaths = inputs
  }
}
