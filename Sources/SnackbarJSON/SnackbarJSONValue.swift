import Foundation
import SnackbarBasics

/// A JSON value to write, and the package's one JSON writer: every JSON text the package prints
/// (layout and audit JSON, matrix.jsonl, event logs, fingerprints, failure records) is one of
/// these printed in one of four styles, keys sorted and numbers in one of ``SnackbarJSONNumber``'s
/// formats. Snapshots and logs are diffed as text, so the same value must always print the same
/// bytes, on every machine.
///
/// - ``canonicalText()``: indented, small containers on one line (layout and audit JSON).
/// - ``lineText()``: one line (JSON Lines such as matrix.jsonl).
/// - ``record(_:)``: one line with its top-level keys in the order given (event logs).
/// - ``prettyText()``: `JSONEncoder`'s pretty-printed form (fingerprints, failure records).
package enum SnackbarJSONValue: Sendable, Hashable {
  /// An object, its members in order; the sorted styles print its keys sorted, ``record(_:)``
  /// and ``lineText(keepingOrder:)`` in this order.
  case object(SnackbarJSONObject)
  /// An array.
  case array([SnackbarJSONValue])
  /// A number, printed with at most three decimals (``SnackbarJSONNumber/format(_:)``), or in
  /// ``prettyText()`` as its shortest form.
  case number(Double)
  /// A number already spelled (by one of ``SnackbarJSONNumber``'s formats, or an integer's
  /// digits too long for a `Double`), printed as it is in every style.
  case numeral(String)
  /// A string.
  case string(String)
  /// A boolean.
  case bool(Bool)
  /// Null.
  case null

  /// The canonical text: two-space indentation, one key per line, except that objects and arrays
  /// holding only scalars (rectangles, sizes) stay on one line so a changed frame is a one-line
  /// diff. Ends without a newline.
  package func canonicalText() -> String {
    var output = ""
    write(to: &output, indent: 0)
    return output
  }

  /// The canonical text on one line (keys sorted, `", "` and `": "` between items), for JSON
  /// Lines files such as `batch --audit`'s, where a value may not break its line. With
  /// `keepingOrder`, the top-level object's members are printed in their order instead.
  package func lineText(keepingOrder: Bool = false) -> String {
    switch self {
    case .array(let elements):
      return "[" + elements.map { $0.lineText() }.joined(separator: ", ") + "]"
    case .object(let members):
      let keys = keepingOrder ? members.keys : members.keys.sorted()
      let items = keys.map { Self.quoted($0) + ": " + (members[$0] ?? .null).lineText() }
      return "{" + items.joined(separator: ", ") + "}"
    default:
      return canonicalText()
    }
  }

  /// One line, `{"t": 1.0, "event": "show", …}`: the members in the order given (not sorted, so
  /// the fields a reader looks for come first), values in ``lineText()``'s form.
  package static func record(_ members: [(key: String, value: SnackbarJSONValue)]) -> String {
    object(SnackbarJSONObject(members)).lineText(keepingOrder: true)
  }

  /// The text `JSONEncoder` writes with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`:
  /// two-space indentation, `" : "` after keys, every element on its own line, empty containers
  /// as `{\n\n}`, numbers in their shortest form. The form files first written with
  /// `JSONEncoder` keep (fingerprints, failure records); strings are escaped as in every style
  /// (``quoted(_:)``). Ends without a newline.
  package func prettyText() -> String {
    var output = ""
    writePretty(to: &output, indent: 0)
    return output
  }

  private func writePretty(to output: inout String, indent: Int) {
    let pad = String(repeating: " ", count: indent + 2)
    switch self {
    case .number(let value): output += SnackbarJSONNumber.shortest(value)
    case .array(let elements):
      output += "[\n" + (elements.isEmpty ? "\n" : "")
      for (index, element) in elements.enumerated() {
        output += pad
        element.writePretty(to: &output, indent: indent + 2)
        output += index == elements.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "]"
    case .object(let members):
      let keys = members.keys.sorted()
      output += "{\n" + (keys.isEmpty ? "\n" : "")
      for (index, key) in keys.enumerated() {
        output += pad + Self.quoted(key) + " : "
        (members[key] ?? .null).writePretty(to: &output, indent: indent + 2)
        output += index == keys.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "}"
    case .numeral, .string, .bool, .null:
      write(to: &output, indent: indent)
    }
  }

  /// Scalars, and empty containers, which print as `{}` or `[]`.
  private var isScalar: Bool {
    switch self {
    case .object(let members): return members.isEmpty
    case .array(let elements): return elements.isEmpty
    default: return true
    }
  }

  private var isFlat: Bool {
    switch self {
    case .object(let members): return members.values.allSatisfy(\.isScalar)
    case .array(let elements): return elements.allSatisfy(\.isScalar)
    default: return true
    }
  }

  private func write(to output: inout String, indent: Int) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value): output += SnackbarJSONNumber.format(value)
    case .numeral(let text): output += text
    case .string(let value): output += Self.quoted(value)
    case .array(let elements):
      if elements.isEmpty {
        output += "[]"
      } else if isFlat {
        output += "[" + elements.map { $0.canonicalText() }.joined(separator: ", ") + "]"
      } else {
        let pad = String(repeating: " ", count: indent + 2)
        output += "[\n"
        for (index, element) in elements.enumerated() {
          output += pad
          element.write(to: &output, indent: indent + 2)
          output += index == elements.count - 1 ? "\n" : ",\n"
        }
        output += String(repeating: " ", count: indent) + "]"
      }
    case .object(let members):
      let keys = members.keys.sorted()
      if keys.isEmpty {
        output += "{}"
      } else if isFlat {
        let items = keys.map { Self.quoted($0) + ": " + (members[$0]?.canonicalText() ?? "null") }
        output += "{" + items.joined(separator: ", ") + "}"
      } else {
        let pad = String(repeating: " ", count: indent + 2)
        output += "{\n"
        for (index, key) in keys.enumerated() {
          output += pad + Self.quoted(key) + ": "
          (members[key] ?? .null).write(to: &output, indent: indent + 2)
          output += index == keys.count - 1 ? "\n" : ",\n"
        }
        output += String(repeating: " ", count: indent) + "}"
      }
    }
  }

  /// `text` as a JSON string: quotes, backslashes and control characters escaped, everything
  /// else as UTF-8. Shared with the flow event log, which writes the same strings.
  ///
  /// Beyond what JSON requires (C0 controls), DEL, the C1 controls and the characters that
  /// reorder or break a line without showing (bidirectional overrides, U+2028, U+2029) are
  /// written as `\uXXXX` too: the same set ``EchoedText`` makes inert, so `cat events.jsonl` of a
  /// scenario from a stranger cannot act on a terminal, and the log still reads back unchanged.
  package static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || EchoedText.isInert(scalar):
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
