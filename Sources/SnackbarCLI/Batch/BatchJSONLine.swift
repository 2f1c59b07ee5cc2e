import SnackbarJSON
import SnackbarRendering

/// One line of a batch file: a flat JSON object, its fields in the order written.
///
/// Read by the package's one strict JSON reader (``SnackbarJSONReader``): numbers reach the
/// command's parser as the line spelled them (`2`, not `2.0`), a repeated field is an error
/// naming both columns rather than silently the last one, a number too large for a `Double` is
/// refused, and every syntax error names its column. A field's value may be anything JSON
/// allows; ``BatchLineArguments`` says which it takes.
struct BatchJSONLine {
  /// The fields, in order: their names and their values as the line spelled them.
  let fields: [(name: String, value: SnackbarJSONNode)]

  /// Parses `bytes`, one line without its newline.
  /// - Throws: ``BatchLineError`` saying what is wrong and, for a syntax error, at which column.
  init(_ bytes: [UInt8]) throws(BatchLineError) {
    let node: SnackbarJSONNode
    do {
      node = try SnackbarJSONReader.read(bytes)
    } catch {
      // A line that does not even start as an object gets the message that says what a line
      // is, whatever the reader tripped on first.
      guard Self.startsAsObject(bytes) else { throw .notAnObject }
      throw .syntax(error)
    }
    guard let members = node.members else { throw .notAnObject }
    fields = members.map { ($0.key, $0.value) }
  }

  /// Whether the first byte after a byte order mark and whitespace opens an object.
  private static func startsAsObject(_ bytes: [UInt8]) -> Bool {
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let first = bytes[start...].first { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A) }
    return first == UInt8(ascii: "{")
  }
}

/// Why one line of a batch file was not rendered; the feeder adds the line's number.
struct BatchLineError: Error, Equatable, CustomStringConvertible {
  /// What is wrong, every value from the line escaped for the terminal (``EchoedText``).
  let description: String
  /// The column (from 1, in Unicode scalars) the problem is at, when it is at one place.
  let column: Int?
  /// What is wrong without this line's own values (the column, the value given): lines failing
  /// for the same reason are summarised after the first few (``BatchFailureLog``).
  let reason: String

  init(_ description: String, reason: String, column: Int? = nil) {
    self.description = description
    self.reason = reason
    self.column = column
  }

  /// A line that is JSON but no object, or starts as something else.
  static let notAnObject = BatchLineError(
    "not a JSON object: a line must be one object such as {\"command\": \"render\", ...}",
    reason: "not a JSON object")

  /// The reader's error, its position as a column: a line is one line of text, so the reader's
  /// line is always 1 and "column 14" is all a person needs.
  static func syntax(_ error: SnackbarJSONError) -> BatchLineError {
    var message = error.message
    // The reader names the first of two repeated keys by its whole position; only the key
    // (escaped) comes before this phrase, so the last occurrence is the position's.
    let firstAt = " given twice (first at line 1, column "
    if let range = message.range(of: firstAt, options: .backwards) {
      message.replaceSubrange(range, with: " given twice (first at column ")
    }
    return BatchLineError("not valid JSON: " + message, reason: "not valid JSON", column: error.position?.column)
  }
}
