import SnackbarBasics
import SnackbarFiles
import SnackbarJSON
import SnackbarRendering

/// The image file a command writes and its format: `--output` with `--format png|pdf|svg`, or the
/// format `--output`'s extension names when `--format` is absent.
///
/// `render`, `screen` and anything that turns its input into their arguments (a batch line)
/// read the pair through this one type, so the rules and messages are the same everywhere:
/// `--output a.pdf` writes PDF; `--output a.bin --format svg` writes SVG; `--output a.bin` alone,
/// an unknown `--format`, or `--format png --output a.pdf` are usage errors that say what to do.
struct OutputFormatChoice: Equatable {
  /// `--format`, the option this reads besides the path.
  static let option = OptionDeclaration(
    "format", .text, valueName: "FORMAT",
    help: """
      png, pdf or svg (default: from the --output extension). PDF and SVG
      pages are in points (the PNG's pixels / --scale): text as glyphs,
      shapes as vectors, the shadow as an embedded image
      """)

  /// Where to write.
  let path: BytePath
  /// What to write there.
  let format: SnackbarOutputFormat

  /// Reads the path option `option` (`--output`) and `--format`.
  /// - Throws: ``CLIError/usage(_:)`` when the path is missing, `--format` is not png, pdf or
  ///   svg, the extension is none of theirs and `--format` is absent, or the two disagree.
  init(_ arguments: ParsedArguments, option: String = "output") throws(CLIError) {
    let path = try arguments.requiredPath(option)
    let named = Self.format(namedBy: path)
    let formats = SnackbarOutputFormat.allCases.map(\.fileExtension)
    if let text = arguments.value("format") {
      let format = try Self.format(text)
      if let named, named != format {
        throw .usage(
          "--format \(format) contradicts --\(option) \"\(path)\", whose extension says \(named): "
            + "name the file .\(format.fileExtension) or drop --format")
      }
      self.init(path: path, format: format)
    } else {
      guard let named else {
        throw .usage(
          "--\(option) must name a \(Self.list(formats.map { ".\($0)" })) file, got \"\(path)\"; "
            + "for another name, give --format \(formats.joined(separator: "|"))")
      }
      self.init(path: path, format: named)
    }
  }

  /// The format `--format`'s value names.
  /// - Throws: ``CLIError/usage(_:)`` naming the formats when `text` is none of them.
  static func format(_ text: String) throws(CLIError) -> SnackbarOutputFormat {
    guard let format = SnackbarOutputFormat(rawValue: text) else {
      throw .usage(
        "--format must be \(list(SnackbarOutputFormat.allCases.map(\.fileExtension))), got \"\(EchoedText.escaped(text))\""
      )
    }
    return format
  }

  /// "png, pdf or svg", ".png, .pdf or .svg".
  private static func list(_ items: [String]) -> String {
    items.dropLast().joined(separator: ", ") + " or " + (items.last ?? "")
  }

  /// The format whose extension ends `path` (`.png`, `.pdf`, `.svg`, in any case), if any.
  static func format(namedBy path: BytePath) -> SnackbarOutputFormat? {
    SnackbarOutputFormat.allCases.first { path.hasSuffix(ignoringCase: ".\($0.fileExtension)") }
  }

  /// A path and format as they are.
  init(path: BytePath, format: SnackbarOutputFormat) {
    self.path = path
    self.format = format
  }
}
