import SnackbarBasics
import SnackbarJSON
import SnackbarLayout

/// Why a scenario was refused: where (the line and column in the file, the step's index and the
/// key, or a top-level key) and what was wrong, in words a person can act on.
public struct SnackbarScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The index of the step in `steps` (from 0); nil for the document or a top-level key.
  public var step: Int?
  /// The key, dotted below the step (`show.progress`); nil for the document as a whole.
  public var key: String?
  /// What was wrong and, where it helps, what is accepted.
  public var reason: String
  /// The line of the file the error is about, from 1; nil for a scenario made in Swift, or an
  /// error about the file as a whole (it cannot be read, it is too large).
  public var line: Int?
  /// The column on ``line``, from 1, in Unicode scalars as editors count them.
  public var column: Int?

  /// Creates an error.
  public init(step: Int? = nil, key: String? = nil, reason: String, line: Int? = nil, column: Int? = nil) {
    self.step = step
    self.key = key
    self.reason = reason
    self.line = line
    self.column = column
  }

  /// `line 4, column 22: step 3, key "show.progress": must be …`, without the parts it lacks.
  ///
  /// Keys and values come from a file someone else may have written, so the whole text goes
  /// through `EchoedText` (the package's one escaping rule): an escape sequence in a key cannot
  /// act on the terminal that shows the error.
  public var description: String {
    var text = ""
    if let line, let column { text += "line \(line), column \(column): " }
    switch (step, key) {
    case (let step?, let key?): text += "step \(step), key \"\(key)\": \(reason)"
    case (let step?, nil): text += "step \(step): \(reason)"
    case (nil, let key?): text += "key \"\(key)\": \(reason)"
    case (nil, nil): text += reason
    }
    return EchoedText.escaped(text)
  }

  /// The same error at `position` of the file, unless it already has one.
  func located(at position: SnackbarJSONPosition?) -> SnackbarScenarioError {
    guard line == nil, let position else { return self }
    var located = self
    located.line = position.line
    located.column = position.column
    return located
  }

  /// `text` as a message quotes it: in double quotes, cut after 60 characters (a 100-KB token
  /// would bury the message), escaped as ``description`` escapes everything.
  static func quoted(_ text: String) -> String {
    "\"" + (text.count > 60 ? String(text.prefix(60)) + "…" : text) + "\""
  }
}
