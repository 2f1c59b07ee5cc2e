import SnackbarBasics

/// The package's one strict JSON reader, for every hand-written format it reads from disk
/// (scenarios, batch lines, failure records, fingerprints, ledgers): RFC 8259's grammar and
/// nothing more, and what lenient readers let through refused with a line and a column.
///
/// - A key given twice in one object is an error naming both places; `JSONDecoder` and
///   `JSONSerialization` silently keep one of them, so a scenario could say two things at once.
/// - A number too large for a `Double` (`1e400`) is an error; numbers keep their text, so a
///   caller that passes them on (a batch line's options) passes them as written.
/// - Strings must be UTF-8 with control characters escaped, and `\u` escapes must pair their
///   surrogates.
/// - Nesting deeper than ``maximumDepth`` is an error, so a hostile file of brackets cannot
///   exhaust the stack.
/// - A UTF-8 byte order mark at the very start is skipped, as RFC 8259 allows: editors on
///   Windows write one, and refusing it as "not JSON" helped nobody.
///
/// The reader holds the whole text; callers bound its size when they read it.
package enum SnackbarJSONReader {
  /// The deepest nesting of arrays and objects read. Every format the package reads nests a few
  /// levels; 128 leaves room and keeps recursion shallow.
  package static let maximumDepth = 128

  /// Reads `bytes` as one JSON value, with only whitespace around it.
  /// - Throws: ``SnackbarJSONError`` with the line and column of the first problem.
  package static func read(_ bytes: [UInt8]) throws(SnackbarJSONError) -> SnackbarJSONNode {
    var parser = Parser(bytes: bytes)
    return try parser.document()
  }

  /// Reads `text` as one JSON value; see ``read(_:)-([UInt8])``.
  package static func read(_ text: String) throws(SnackbarJSONError) -> SnackbarJSONNode {
    try read(Array(text.utf8))
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0
    var depth = 0
    /// The line `index` is on, and the offset where that line starts.
    var line = 1
    var lineStart = 0
    /// The last position computed on the current line, so counting the scalars of a column is
    /// linear in a long line, not quadratic (positions are asked for in increasing order).
    var columnMark = (offset: 0, column: 1)

    init(bytes: [UInt8]) {
      self.bytes = bytes
      // A UTF-8 byte order mark, allowed (and ignored) at the start of the text only.
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
        index = 3
        lineStart = 3
        columnMark = (3, 1)
      }
    }

    mutating func document() throws(SnackbarJSONError) -> SnackbarJSONNode {
      skipSpace()
      guard index < bytes.count else {
        throw SnackbarJSONError(
          bytes.allSatisfy(Self.isSpace) ? "the text is empty; expected a JSON value" : "expected a JSON value",
          at: bytes.isEmpty ? nil : position())
      }
      let root = try value()
      skipSpace()
      guard index == bytes.count else {
        throw failure("unexpected \(found) after the JSON value; a file holds exactly one value")
      }
      return root
    }

    // MARK: Positions

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The position of `index`.
    private mutating func position() -> SnackbarJSONPosition {
      position(of: index)
    }

    /// The position of `offset`, on the current line, at or after any position asked before.
    private mutating func position(of offset: Int) -> SnackbarJSONPosition {
      if columnMark.offset < lineStart || columnMark.offset > offset { columnMark = (lineStart, 1) }
      var column = columnMark.column
      var cursor = columnMark.offset
      while cursor < offset && cursor < bytes.count {
        // Every byte but a UTF-8 continuation byte starts a scalar.
        if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
        cursor += 1
      }
      columnMark = (offset, column)
      return SnackbarJSONPosition(line: line, column: column)
    }

    private mutating func failure(_ message: String) -> SnackbarJSONError {
      SnackbarJSONError(message, at: position())
    }

    /// What is at `index`, for messages: `'x'`, `the end of the text`, `byte 0xFF`.
    private var found: String {
      guard let byte = peek else { return "end of the text" }
      if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
      if byte >= 0x80, let scalar = Self.scalar(in: bytes, at: index), scalar.properties.isAlphabetic {
        return "'\(Character(scalar))'"
      }
      return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private static func scalar(in bytes: [UInt8], at index: Int) -> Unicode.Scalar? {
      let lead = bytes[index]
      let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
      guard index + length <= bytes.count,
        let text = String(validating: bytes[index..<index + length], as: UTF8.self)
      else { return nil }
      return text.unicodeScalars.first
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private mutating func skipSpace() {
      while let byte = peek, Self.isSpace(byte) {
        index += 1
        if byte == 0x0A {
          line += 1
          lineStart = index
        }
      }
    }

    // MARK: Values

    private mutating func value() throws(SnackbarJSONError) -> SnackbarJSONNode {
      let start = position()
      switch peek {
      case UInt8(ascii: "{"): return SnackbarJSONNode(.object(try object()), at: start)
      case UInt8(ascii: "["): return SnackbarJSONNode(.array(try array()), at: start)
      case UInt8(ascii: "\""): return SnackbarJSONNode(.string(try string()), at: start)
      case UInt8(ascii: "t"):
        try literal("true")
        return SnackbarJSONNode(.bool(true), at: start)
      case UInt8(ascii: "f"):
        try literal("false")
        return SnackbarJSONNode(.bool(false), at: start)
      case UInt8(ascii: "n"):
        try literal("null")
        return SnackbarJSONNode(.null, at: start)
      case let byte? where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte):
        return SnackbarJSONNode(.number(try number()), at: start)
      case UInt8(ascii: "'"):
        throw failure("strings take double quotes in JSON, not single quotes")
      default:
        throw failure("expected a JSON value, found \(found)")
      }
    }

    private mutating func enter() throws(SnackbarJSONError) {
      depth += 1
      guard depth <= SnackbarJSONReader.maximumDepth else {
        throw failure("arrays and objects nest deeper than \(SnackbarJSONReader.maximumDepth) levels")
      }
    }

    private mutating func object() throws(SnackbarJSONError) -> [SnackbarJSONMember] {
      try enter()
      defer { depth -= 1 }
      index += 1
      var members: [SnackbarJSONMember] = []
      var seen: [String: SnackbarJSONPosition] = [:]
      skipSpace()
      if peek == UInt8(ascii: "}") {
        index += 1
        return members
      }
      while true {
        skipSpace()
        guard peek == UInt8(ascii: "\"") else {
          switch peek {
          case UInt8(ascii: "}"): throw failure("a comma before '}' (JSON allows no trailing comma)")
          case UInt8(ascii: "'"): throw failure("keys take double quotes in JSON, not single quotes")
          default: throw failure("expected a key in double quotes, found \(found)")
          }
        }
        let keyPosition = position()
        let key = try string()
        if let first = seen.updateValue(keyPosition, forKey: key) {
          throw SnackbarJSONError(
            "key \"\(EchoedText.escaped(key))\" given twice (first at \(first)); keep one", at: keyPosition)
        }
        skipSpace()
        guard peek == UInt8(ascii: ":") else {
          throw failure("expected ':' after the key \"\(EchoedText.escaped(key))\", found \(found)")
        }
        index += 1
        skipSpace()
        members.append(SnackbarJSONMember(key: key, keyPosition: keyPosition, value: try value()))
        skipSpace()
        switch peek {
        case UInt8(ascii: ","): index += 1
        case UInt8(ascii: "}"):
          index += 1
          return members
        default:
          throw failure("expected ',' or '}' after the value of \"\(EchoedText.escaped(key))\", found \(found)")
        }
      }
    }

    private mutating func array() throws(SnackbarJSONError) -> [SnackbarJSONNode] {
      try enter()
      defer { depth -= 1 }
      index += 1
      var elements: [SnackbarJSONNode] = []
      skipSpace()
      if peek == UInt8(ascii: "]") {
        index += 1
        return elements
      }
      while true {
        skipSpace()
        if peek == UInt8(ascii: "]") { throw failure("a comma before ']' (JSON allows no trailing comma)") }
        elements.append(try value())
        skipSpace()
        switch peek {
        case UInt8(ascii: ","): index += 1
        case UInt8(ascii: "]"):
          index += 1
          return elements
        default: throw failure("expected ',' or ']' after an array element, found \(found)")
        }
      }
    }

    private mutating func literal(_ word: StaticString) throws(SnackbarJSONError) {
      let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
      guard bytes[index...].starts(with: expected) else {
        throw failure("expected \(word), found \(found)")
      }
      index += expected.count
    }

    /// A number by JSON's grammar, as written; it must be finite as a `Double`.
    private mutating func number() throws(SnackbarJSONError) -> String {
      let start = index
      if peek == UInt8(ascii: "-") { index += 1 }
      if peek == UInt8(ascii: "0") {
        index += 1
        if let byte = peek, (0x30...0x39).contains(byte) {
          throw failure("a number may not start with 0 (JSON has no octal numbers)")
        }
      } else {
        guard digits() > 0 else { throw failure("expected a digit, found \(found)") }
      }
      if peek == UInt8(ascii: ".") {
        index += 1
        guard digits() > 0 else { throw failure("expected a digit after the decimal point, found \(found)") }
      }
      if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
        index += 1
        if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
        guard digits() > 0 else { throw failure("expected a digit in the exponent, found \(found)") }
      }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      guard let value = Double(text), value.isFinite else {
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        throw SnackbarJSONError(
          "the number \(shown) is out of range (the largest is about 1.8e308)", at: position(of: start))
      }
      return text
    }

    private mutating func digits() -> Int {
      let start = index
      while let byte = peek, (0x30...0x39).contains(byte) { index += 1 }
      return index - start
    }

    /// A string, its escapes decoded; it must be UTF-8.
    private mutating func string() throws(SnackbarJSONError) -> String {
      let start = index
      index += 1
      var result: [UInt8] = []
      while true {
        guard let byte = peek else {
          throw SnackbarJSONError("a string is not closed (no matching '\"')", at: position(of: start))
        }
        switch byte {
        case UInt8(ascii: "\""):
          index += 1
          guard let text = String(validating: result, as: UTF8.self) else {
            throw SnackbarJSONError("a string is not valid UTF-8", at: position(of: start))
          }
          return text
        case UInt8(ascii: "\\"):
          try escape(into: &result)
        case ..<0x20:
          throw failure(
            byte == 0x0A
              ? "a string may not span lines; write a line break as \\n"
              : "a control character (byte 0x\(String(byte, radix: 16, uppercase: true))) in a string must be "
                + "escaped")
        default:
          index += 1
          result.append(byte)
        }
      }
    }

    private mutating func escape(into result: inout [UInt8]) throws(SnackbarJSONError) {
      index += 1
      guard let byte = peek else { throw failure("a string ends inside an escape") }
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(byte)
      case UInt8(ascii: "b"): result.append(0x08)
      case UInt8(ascii: "f"): result.append(0x0C)
      case UInt8(ascii: "n"): result.append(0x0A)
      case UInt8(ascii: "r"): result.append(0x0D)
      case UInt8(ascii: "t"): result.append(0x09)
      case UInt8(ascii: "u"):
        index -= 1
        let escapeStart = index
        var scalar = try hex4()
        if (0xDC00...0xDFFF).contains(scalar) {
          throw SnackbarJSONError("a \\u escape holds a lone low surrogate", at: position(of: escapeStart))
        }
        if (0xD800...0xDBFF).contains(scalar) {
          guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
            throw SnackbarJSONError(
              "a \\u escape holds a high surrogate without its low surrogate", at: position(of: escapeStart))
          }
          let low = try hex4()
          guard (0xDC00...0xDFFF).contains(low) else {
            throw SnackbarJSONError(
              "a \\u escape holds a high surrogate without its low surrogate", at: position(of: escapeStart))
          }
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let unicode = Unicode.Scalar(scalar) else {
          throw SnackbarJSONError("a \\u escape names no character", at: position(of: escapeStart))
        }
        result.append(contentsOf: Array(String(unicode).utf8))
        return
      default:
        throw failure("unknown escape \\\(found.trimmingQuotes) in a string")
      }
      index += 1
    }

    /// `\uXXXX` at `index`: the four hex digits' value.
    private mutating func hex4() throws(SnackbarJSONError) -> UInt32 {
      index += 2
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let byte = peek, let digit = Self.hexDigit(byte) else {
          throw failure("expected four hex digits after \\u, found \(found)")
        }
        value = value << 4 | digit
        index += 1
      }
      return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
      switch byte {
      case 0x30...0x39: return UInt32(byte - 0x30)
      case 0x41...0x46: return UInt32(byte - 0x41 + 10)
      case 0x61...0x66: return UInt32(byte - 0x61 + 10)
      default: return nil
      }
    }
  }
}

extension String {
  /// `'x'` as `x`, for messages that quote the character themselves.
  fileprivate var trimmingQuotes: String {
    hasPrefix("'") && hasSuffix("'") && count >= 3 ? String(dropFirst().dropLast()) : self
  }
}
