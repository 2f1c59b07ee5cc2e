/// One line of a batch file: a flat JSON object, its fields in the order written.
///
/// A small strict parser rather than `JSONSerialization`: numbers must reach the command's parser
/// as the line spelled them (`2`, not `2.0`), a repeated field is an error rather than silently
/// the last one, and each error can say where the line went wrong.
struct BatchJSONLine: Equatable {
  /// A field's value as the line spelled it.
  enum Value: Equatable {
    case string(String)
    /// A JSON number, its text as written.
    case number(String)
    case bool(Bool)
    case null
    /// An array or an object, which no field takes.
    case nested(String)

    /// For messages: "a string", "true", "an array".
    var kind: String {
      switch self {
      case .string: return "a string"
      case .number: return "a number"
      case .bool(let value): return value ? "true" : "false"
      case .null: return "null"
      case .nested(let kind): return kind
      }
    }
  }

  /// The fields, in order.
  let fields: [(name: String, value: Value)]

  static func == (lhs: BatchJSONLine, rhs: BatchJSONLine) -> Bool {
    lhs.fields.elementsEqual(rhs.fields) { $0.name == $1.name && $0.value == $1.value }
  }

  /// Parses `bytes`, one line without its newline.
  /// - Throws: ``BatchLineError`` saying what is wrong and at which byte (from 1).
  init(_ bytes: [UInt8]) throws(BatchLineError) {
    var parser = Parser(bytes: bytes)
    fields = try parser.object()
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0

    mutating func object() throws(BatchLineError) -> [(name: String, value: Value)] {
      skipSpace()
      guard peek == UInt8(ascii: "{") else {
        throw BatchLineError("not a JSON object: a line must be one object such as {\"command\": \"render\", ...}")
      }
      index += 1
      var fields: [(name: String, value: Value)] = []
      skipSpace()
      if peek == UInt8(ascii: "}") {
        index += 1
      } else {
        while true {
          skipSpace()
          guard peek == UInt8(ascii: "\"") else { throw failure("expected a field name in double quotes") }
          let name = try string()
          guard !fields.contains(where: { $0.name == name }) else {
            throw BatchLineError("field \"\(name)\" given twice")
          }
          skipSpace()
          guard peek == UInt8(ascii: ":") else { throw failure("expected ':' after \"\(name)\"") }
          index += 1
          skipSpace()
          fields.append((name, try value(of: name)))
          skipSpace()
          if peek == UInt8(ascii: ",") {
            index += 1
          } else if peek == UInt8(ascii: "}") {
            index += 1
            break
          } else {
            throw failure("expected ',' or '}' after field \"\(name)\"")
          }
        }
      }
      skipSpace()
      guard index == bytes.count else { throw failure("unexpected text after the object") }
      return fields
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func failure(_ message: String) -> BatchLineError {
      BatchLineError("not valid JSON: \(message) at byte \(index + 1)")
    }

    private mutating func skipSpace() {
      while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A { index += 1 }
    }

    private mutating func value(of name: String) throws(BatchLineError) -> Value {
      switch peek {
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): try literal("true"); return .bool(true)
      case UInt8(ascii: "f"): try literal("false"); return .bool(false)
      case UInt8(ascii: "n"): try literal("null"); return .null
      case UInt8(ascii: "["): try skipNested(); return .nested("an array")
      case UInt8(ascii: "{"): try skipNested(); return .nested("an object")
      case let byte? where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte): return .number(try number())
      default: throw failure("expected a value for \"\(name)\"")
      }
    }

    private mutating func literal(_ word: String) throws(BatchLineError) {
      let expected = Array(word.utf8)
      guard bytes[index...].starts(with: expected) else { throw failure("expected \(word)") }
      index += expected.count
    }

    /// A number by JSON's grammar, returned as written.
    private mutating func number() throws(BatchLineError) -> String {
      let start = index
      if peek == UInt8(ascii: "-") { index += 1 }
      if peek == UInt8(ascii: "0") {
        index += 1
      } else {
        guard try digits() > 0 else { throw failure("expected digits") }
      }
      if peek == UInt8(ascii: ".") {
        index += 1
        guard try digits() > 0 else { throw failure("expected digits after '.'") }
      }
      if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
        index += 1
        if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
        guard try digits() > 0 else { throw failure("expected digits in the exponent") }
      }
      if let byte = peek, (0x30...0x39).contains(byte) { throw failure("a number may not start with 0") }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func digits() throws(BatchLineError) -> Int {
      let start = index
      while let byte = peek, (0x30...0x39).contains(byte) { index += 1 }
      return index - start
    }

    /// A string, its escapes decoded; the result must be UTF-8.
    private mutating func string() throws(BatchLineError) -> String {
      index += 1
      var result: [UInt8] = []
      while true {
        guard let byte = peek else { throw failure("unterminated string") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""):
          guard let text = String(validating: result, as: UTF8.self) else {
            throw failure("a string is not valid UTF-8")
          }
          return text
        case UInt8(ascii: "\\"):
          try escape(into: &result)
        case ..<0x20:
          index -= 1
          throw failure("a control character must be escaped in a string")
        default:
          result.append(byte)
        }
      }
    }

    private mutating func escape(into result: inout [UInt8]) throws(BatchLineError) {
      guard let byte = peek else { throw failure("unterminated escape") }
      index += 1
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(byte)
      case UInt8(ascii: "b"): result.append(0x08)
      case UInt8(ascii: "f"): result.append(0x0C)
      case UInt8(ascii: "n"): result.append(0x0A)
      case UInt8(ascii: "r"): result.append(0x0D)
      case UInt8(ascii: "t"): result.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = try hex4()
        if (0xD800...0xDBFF).contains(scalar) {
          guard bytes[index...].starts(with: Array("\\u".utf8)) else { throw failure("a lone surrogate") }
          index += 2
          let low = try hex4()
          guard (0xDC00...0xDFFF).contains(low) else { throw failure("a lone surrogate") }
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw failure("a lone surrogate") }
        result.append(contentsOf: Array(String(Character(unicode)).utf8))
      default:
        index -= 1
        throw failure("unknown escape")
      }
    }

    private mutating func hex4() throws(BatchLineError) -> UInt32 {
      guard index + 4 <= bytes.count,
        bytes[index..<index + 4].allSatisfy({ $0 < 0x80 && Character(Unicode.Scalar($0)).isHexDigit }),
        let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
      else { throw failure("expected four hex digits after \\u") }
      index += 4
      return value
    }

    /// Skips an array or object, strings included, to report the field's type.
    private mutating func skipNested() throws(BatchLineError) {
      var depth = 0
      while let byte = peek {
        switch byte {
        case UInt8(ascii: "\""):
          _ = try string()
          continue
        case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
          depth -= 1
          if depth == 0 {
            index += 1
            return
          }
        default: break
        }
        index += 1
      }
      throw failure("unterminated array or object")
    }
  }
}

/// Why one line of a batch file was not rendered; the command adds the line's number.
struct BatchLineError: Error, Equatable, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }
}
