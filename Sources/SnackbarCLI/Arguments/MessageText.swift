import SnackbarFiles
import SnackbarLayout
import SnackbarRendering

/// The message's text, from exactly one of `--text T`, `--text -` (standard input) and
/// `--text-file PATH`, with the same limit and errors whichever it came from.
///
/// Linux caps one argument at 128 KiB, so long texts come from a file or a pipe. Those are read
/// bounded: never more than the layout's limit (`SnackbarLayoutMetrics.maximumTextBytes`) and a
/// line break, so a huge file or `/dev/zero` is refused at once, naming the limit, instead of
/// being read whole and laid out for seconds. The text is never cut to fit.
///
/// One line break (`\n` or `\r\n`) at the end of a file or of standard input is dropped: text
/// files and `echo` end their last line with one, and it is not part of the message (a message
/// ending in a line break would draw an empty last line). Any other line break is kept.
struct MessageText {
  /// The text drawn.
  let text: String
  /// The file the text was read from: an input, so no output may be the same file.
  let file: CommandFile?

  /// The most bytes of UTF-8 a message may have, the layout's own limit.
  static let maximumBytes = SnackbarLayoutMetrics.maximumTextBytes

  /// The options of the drawing commands that give the message.
  static let options = OptionGroup([
    OptionDeclaration(
      "text", .text, valueName: "T",
      help: "the message (may not be empty); `--text -` reads it from standard input"),
    OptionDeclaration(
      "text-file", .path, valueName: "PATH",
      help: """
        read the message from a file instead (UTF-8 without NUL bytes; one line
        break at the end of the file or of standard input is dropped). Exactly
        one of --text and --text-file. At most \(maximumBytes) bytes; a longer
        text, or one that would make the image too large, is refused with the
        limit named, never cut
        """),
  ])

  /// The text of `--text` or `--text-file`, reading standard input for `--text -`.
  /// - Throws: ``CLIError/usage(_:)`` for none or both, an empty, oversized or non-UTF-8 text, or
  ///   a path that is not a file; ``CLIError/failed(_:)`` when the file cannot be read.
  static func read(_ arguments: ParsedArguments, standardInput: StandardInput) throws(CLIError) -> MessageText {
    switch (arguments.value("text"), arguments.path("text-file")) {
    case (.some, .some):
      throw .usage("give --text or --text-file, not both")
    case (.none, .none):
      throw .usage("--text is required (or --text-file PATH, or --text - to read standard input)")
    case (.some("-"), .none):
      let bytes: [UInt8]
      do {
        bytes = try standardInput.readPrefix(readLimit)
      } catch {
        throw .failed("cannot read standard input (--text -): \(error.reason)")
      }
      return MessageText(text: try decode(bytes, source: "standard input (--text -)"), file: nil)
    case (.some(let text), .none):
      guard !text.isEmpty else { throw .usage("--text may not be empty") }
      let count = text.utf8.count
      guard count <= maximumBytes else { throw tooLarge("--text", detail: "it is \(count) bytes") }
      return MessageText(text: text, file: nil)
    case (.none, .some(let path)):
      guard path.bytes != Array("-".utf8) else {
        throw .usage(
          "--text-file - would be a file named \"-\": use --text - to read standard input, or ./- for the file")
      }
      let file = CommandFile(role: "--text-file", path: path)
      let bytes: [UInt8]
      do {
        bytes = try FileSystem.read(path, limit: readLimit - 1)
      } catch {
        if case .tooLarge = error.reason { throw tooLarge("--text-file \(path)", detail: "it has more bytes") }
        guard case .system = error.reason else { throw .usage("cannot read --text-file \(path): \(error.reason)") }
        throw .failed("cannot read --text-file \(path): \(error.reason)")
      }
      return MessageText(text: try decode(bytes, source: "--text-file \(path)"), file: file)
    }
  }

  /// How many bytes a bounded read asks for: the limit and room for a dropped `\r\n`, plus one
  /// byte that tells a text over the limit.
  private static var readLimit: Int { maximumBytes + 3 }

  /// The text of bytes read from `source`, without one trailing line break.
  /// - Throws: ``CLIError/usage(_:)`` for a text over the limit, empty, not UTF-8 or holding a NUL.
  static func decode(_ bytes: [UInt8], source: String) throws(CLIError) -> String {
    // The read stops at readLimit bytes, so that many means the source goes on: too large.
    guard bytes.count < readLimit else { throw tooLarge(source, detail: "it has more bytes") }
    var text = bytes[...]
    if text.last == UInt8(ascii: "\n") {
      text = text.dropLast()
      if text.last == UInt8(ascii: "\r") { text = text.dropLast() }
    }
    guard !text.isEmpty else {
      throw .usage("\(source) may not be empty (it has no text, or only a line break)")
    }
    guard text.count <= maximumBytes else { throw tooLarge(source, detail: "it is \(text.count) bytes") }
    guard let string = String(validating: text, as: UTF8.self) else {
      let offset = invalidUTF8Offset(text) ?? 0
      let byte = String(bytes[offset], radix: 16, uppercase: true)
      throw .usage(
        "\(source) is not UTF-8 text: the byte at offset \(offset) (0x\(byte.count < 2 ? "0" + byte : byte)) "
          + "does not belong there; save the text as UTF-8")
    }
    // An argument cannot hold a NUL byte, and a text file does not: one means a binary file.
    if let nul = text.firstIndex(of: 0) {
      throw .usage("\(source) is not text: it holds a NUL byte at offset \(nul); give a UTF-8 text file")
    }
    return string
  }

  /// The error for a text over the limit, naming it.
  private static func tooLarge(_ source: String, detail: String) -> CLIError {
    .usage(
      "\(source) is larger than the \(maximumBytes)-byte limit for a message (\(detail)); "
        + "longer texts cannot be laid out and are not cut, so shorten it")
  }

  /// The offset of the first byte of `bytes` that is not part of a valid UTF-8 sequence; nil when
  /// all are valid.
  static func invalidUTF8Offset(_ bytes: ArraySlice<UInt8>) -> Int? {
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }
}
