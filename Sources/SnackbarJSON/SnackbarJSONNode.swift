import SnackbarBasics

/// Where something is in a JSON text: a line and a column, both from 1. Columns count Unicode
/// scalars, as editors show them, not bytes.
package struct SnackbarJSONPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The line, from 1.
  package let line: Int
  /// The column on that line, from 1, in Unicode scalars.
  package let column: Int

  /// A position.
  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `line 3, column 14`.
  package var description: String { "line \(line), column \(column)" }

  package static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// A JSON value as a file spelled it, read by ``SnackbarJSONReader``: members in the order
/// written, numbers as their text, and where each value starts, so a reader of a hand-written
/// format can say exactly where a value it refuses is.
package struct SnackbarJSONNode: Sendable, Equatable {
  /// The value.
  package enum Content: Sendable, Equatable {
    /// An object's members in the order written; keys are unique (the reader refuses repeats).
    case object([SnackbarJSONMember])
    /// An array's elements.
    case array([SnackbarJSONNode])
    /// A string, its escapes decoded.
    case string(String)
    /// A number, as written (`2`, not `2.0`); it is finite as a `Double`.
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
  }

  /// The value.
  package let content: Content
  /// Where the value starts.
  package let position: SnackbarJSONPosition

  /// A node.
  package init(_ content: Content, at position: SnackbarJSONPosition) {
    self.content = content
    self.position = position
  }

  /// The member `key` of an object; nil when absent or when this is not an object.
  package subscript(key: String) -> SnackbarJSONNode? {
    guard case .object(let members) = content else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The members of an object, nil for anything else.
  package var members: [SnackbarJSONMember]? {
    guard case .object(let members) = content else { return nil }
    return members
  }

  /// The number as a `Double` (always finite: the reader refuses numbers that are not), nil for
  /// anything else.
  package var number: Double? {
    guard case .number(let text) = content else { return nil }
    return Double(text)
  }

  /// What the value is, for messages: "a string", "a number", "true", "an object".
  package var kind: String {
    switch content {
    case .object: return "an object"
    case .array: return "an array"
    case .string: return "a string"
    case .number: return "a number"
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return "null"
    }
  }

  /// The value for a message: strings quoted and escaped for a terminal (``EchoedText``) and cut
  /// after 60 characters, numbers as written, containers by kind.
  package var quoted: String {
    switch content {
    case .string(let text):
      let shown = text.count > 60 ? String(text.prefix(60)) + "…" : text
      return "\"" + EchoedText.escaped(shown) + "\""
    case .number(let text): return text.count > 60 ? String(text.prefix(60)) + "…" : text
    case .bool, .null, .object, .array: return kind
    }
  }

  /// The same value as a plain ``SnackbarJSONValue`` (members in the order written, numbers as
  /// `Double`, positions dropped).
  package var value: SnackbarJSONValue {
    switch content {
    case .object(let members):
      return .object(SnackbarJSONObject(members.map { (key: $0.key, value: $0.value.value) }))
    case .array(let elements): return .array(elements.map(\.value))
    case .string(let text): return .string(text)
    case .number(let text): return .number(Double(text) ?? .nan)
    case .bool(let flag): return .bool(flag)
    case .null: return .null
    }
  }
}

/// One member of a JSON object: its key, where the key is, and its value.
package struct SnackbarJSONMember: Sendable, Equatable {
  /// The key, its escapes decoded.
  package let key: String
  /// Where the key's opening quote is.
  package let keyPosition: SnackbarJSONPosition
  /// The value.
  package let value: SnackbarJSONNode

  /// A member.
  package init(key: String, keyPosition: SnackbarJSONPosition, value: SnackbarJSONNode) {
    self.key = key
    self.keyPosition = keyPosition
    self.value = value
  }
}

/// Why a JSON text was refused, and where: the one error of every hand-written JSON format the
/// package reads (scenarios, batch lines, failure records, fingerprints, ledgers).
package struct SnackbarJSONError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Where the problem is; nil when it is about the text as a whole (empty, too large).
  package let position: SnackbarJSONPosition?
  /// What is wrong, without the position.
  package let message: String

  /// An error at `position`.
  package init(_ message: String, at position: SnackbarJSONPosition?) {
    self.message = message
    self.position = position
  }

  /// `line 3, column 14: key "at" given twice (first at line 2, column 3)`.
  package var description: String {
    guard let position else { return message }
    return "\(position): \(message)"
  }
}
