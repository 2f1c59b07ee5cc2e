import SnackbarBasics
import SnackbarFiles
import SnackbarJSON

/// Reads a `.strings` table: `"key" = "value";` pairs with `/* */` and `//` comments, in UTF-8
/// or in UTF-16 with a byte order mark (Xcode wrote UTF-16 for years).
///
/// A hand-written parser rather than Foundation's, because Foundation's names no line or
/// column. Escapes are the old-style property list's: `\n`, `\t`, `\r`, `\"`, `\\`, `\'`,
/// `\U1234` (four hex digits; a surrogate pair as two escapes) and octal `\012`; any other
/// escaped character stands for itself, as Foundation reads it. Keys and values may also be
/// written unquoted when they are plain words (`OK = "OK";`).
enum StringsFileReader {
  /// The pairs of a table in file order, with where each value starts.
  static func read(_ bytes: [UInt8], file: String) throws(StringCatalogError) -> [(
    key: String, value: String, location: StringCatalogLocation
  )] {
    var parser = Parser(scalars: try decode(bytes, file: file), file: file)
    return try parser.pairs()
  }

  /// The text of a `.strings` file: UTF-16 when it starts with a byte order mark, else UTF-8.
  static func decode(_ bytes: [UInt8], file: String) throws(StringCatalogError) -> [Unicode.Scalar] {
    func invalid(_ encoding: String) -> StringCatalogError {
      StringCatalogError(file: file, line: nil, column: nil, message: "the file is not valid \(encoding)")
    }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      guard bytes.count % 2 == 0 else { throw invalid("UTF-16 (an odd number of bytes)") }
      let littleEndian = bytes[0] == 0xFF
      var units: [UInt16] = []
      units.reserveCapacity(bytes.count / 2 - 1)
      var index = 2
      while index + 1 < bytes.count {
        let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
        units.append(littleEndian ? first | second << 8 : first << 8 | second)
        index += 2
      }
      var scalars: [Unicode.Scalar] = []
      var decoder = UTF16()
      var iterator = units.makeIterator()
      loop: while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): scalars.append(scalar)
        case .emptyInput: break loop
        case .error: throw invalid("UTF-16 (an unpaired surrogate)")
        }
      }
      return scalars
    }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
    guard let text = String(validating: body, as: UTF8.self) else {
      throw invalid("UTF-8, nor UTF-16 with a byte order mark")
    }
    return Array(text.unicodeScalars)
  }

  private struct Parser {
    let scalars: [Unicode.Scalar]
    let file: String
    var index = 0
    var line = 1
    var column = 1

    init(scalars: [Unicode.Scalar], file: String) {
      self.scalars = scalars
      self.file = file
    }

    var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    var location: StringCatalogLocation { StringCatalogLocation(file: file, line: line, column: column) }

    func failure(_ message: String) -> StringCatalogError { StringCatalogError(at: location, message) }

    func failure(at location: StringCatalogLocation, _ message: String) -> StringCatalogError {
      StringCatalogError(at: location, message)
    }

    var found: String {
      guard let scalar = peek else { return "the end of the file" }
      return "'" + EchoedText.escaped(String(scalar)) + "'"
    }

    mutating func advance() {
      if scalars[index] == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }

    mutating func pairs() throws(StringCatalogError) -> [(key: String, value: String, location: StringCatalogLocation)]
    {
      var result: [(key: String, value: String, location: StringCatalogLocation)] = []
      while true {
        try skipSpaceAndComments()
        guard peek != nil else { return result }
        let key = try word("a key in double quotes")
        try skipSpaceAndComments()
        guard peek == "=" else {
          throw failure("expected '=' after the key \(EchoedText.quoted(key)), found \(found)")
        }
        advance()
        try skipSpaceAndComments()
        let valueLocation = location
        let value = try word("a value in double quotes")
        try skipSpaceAndComments()
        guard peek == ";" else {
          throw failure("expected ';' after the value of \(EchoedText.quoted(key)), found \(found)")
        }
        advance()
        result.append((key, value, valueLocation))
      }
    }

    mutating func skipSpaceAndComments() throws(StringCatalogError) {
      while let scalar = peek {
        if scalar.properties.isWhitespace {
          advance()
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
          let start = location
          advance()
          advance()
          while true {
            guard peek != nil else { throw failure(at: start, "a comment is not closed (no matching '*/')") }
            if peek == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
              advance()
              advance()
              break
            }
            advance()
          }
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
          while let next = peek, next != "\n" { advance() }
        } else {
          return
        }
      }
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "+", "/", ":", ".", "-": return true
      default: return false
      }
    }

    /// A quoted string, or an unquoted word of the characters old-style property lists allow.
    mutating func word(_ expected: String) throws(StringCatalogError) -> String {
      guard let first = peek else { throw failure("expected \(expected), found the end of the file") }
      if first == "\"" { return try quoted() }
      guard Self.isWordScalar(first) else { throw failure("expected \(expected), found \(found)") }
      var text = ""
      while let scalar = peek, Self.isWordScalar(scalar) {
        // `//` and `/*` start comments even right after a word.
        if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" || scalars[index + 1] == "*" { break }
        text.unicodeScalars.append(scalar)
        advance()
      }
      return text
    }

    mutating func quoted() throws(StringCatalogError) -> String {
      let start = location
      advance()
      var text = String.UnicodeScalarView()
      while true {
        guard let scalar = peek else { throw failure(at: start, "a string is not closed (no matching '\"')") }
        advance()
        switch scalar {
        case "\"": return String(text)
        case "\\": text.append(try escape())
        default: text.append(scalar)
        }
      }
    }

    mutating func escape() throws(StringCatalogError) -> Unicode.Scalar {
      let start = StringCatalogLocation(file: file, line: line, column: column - 1)
      guard let scalar = peek else { throw failure(at: start, "the file ends inside an escape") }
      advance()
      switch scalar {
      case "n": return "\n"
      case "t": return "\t"
      case "r": return "\r"
      case "a": return "\u{07}"
      case "b": return "\u{08}"
      case "f": return "\u{0C}"
      case "v": return "\u{0B}"
      case "U", "u":
        var value = try hex4(start)
        if (0xD800...0xDBFF).contains(value) {
          guard peek == "\\", index + 1 < scalars.count, scalars[index + 1] == "U" || scalars[index + 1] == "u"
          else { throw failure(at: start, "a \\U escape holds a high surrogate without its low surrogate") }
          advance()
          advance()
          let low = try hex4(start)
          guard (0xDC00...0xDFFF).contains(low) else {
            throw failure(at: start, "a \\U escape holds a high surrogate without its low surrogate")
          }
          value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let result = Unicode.Scalar(value) else {
          throw failure(at: start, "a \\U escape names no character (a lone surrogate)")
        }
        return result
      case "0"..."7":
        var value = scalar.value - 0x30
        for _ in 0..<2 {
          guard let next = peek, ("0"..."7").contains(next) else { break }
          value = value * 8 + next.value - 0x30
          advance()
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
      default:
        return scalar
      }
    }

    mutating func hex4(_ start: StringCatalogLocation) throws(StringCatalogError) -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let scalar = peek, let digit = Self.hexValue(scalar) else {
          throw failure(at: start, "expected four hex digits after \\U, found \(found)")
        }
        value = value << 4 | digit
        advance()
      }
      return value
    }

    static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
      switch scalar {
      case "0"..."9": return scalar.value - 0x30
      case "a"..."f": return scalar.value - 0x61 + 10
      case "A"..."F": return scalar.value - 0x41 + 10
      default: return nil
      }
    }
  }
}
