import SnackbarBasics
import SnackbarJSON

/// The encodings an XML catalog may be in, settled before libxml2 (behind Foundation's
/// `XMLParser`) sees a byte.
///
/// libxml2 switches to whatever encoding the XML declaration names, through iconv: a document
/// declaring `encoding="UTF-7"` writes `<!ENTITY` as `+ADw-!ENTITY`, which no scan of the bytes
/// finds. So a catalog is UTF-8, or UTF-16 with a byte order mark, and nothing else: a UTF-16
/// document is turned into UTF-8, its declaration relabelled, and libxml2 only ever reads UTF-8,
/// the encoding every later scan reads.
extension CatalogXML {
  /// The encoding names libxml2 reads as UTF-8, upper-cased.
  static let utf8Names: Set<String> = ["UTF-8", "UTF8"]
  /// The names of UTF-16 in either byte order, upper-cased; `UTF-16LE` and `UTF-16BE` must also
  /// agree with the byte order mark.
  static let utf16Names: Set<String> = ["UTF-16", "UTF16"]
  /// The most bytes of a declared encoding name read for a message.
  static let shownNameBytes = 200

  /// `bytes` as UTF-8 without a UTF-16 byte order mark, ready for libxml2.
  /// - Throws: ``StringCatalogError`` for UTF-32, UTF-16 without a byte order mark, UTF-16 that
  ///   does not decode, a declared encoding that is not UTF-8 or UTF-16 or contradicts the byte
  ///   order mark (naming the encoding), and a zero byte.
  static func utf8Document(_ bytes: [UInt8], file: String) throws(StringCatalogError) -> [UInt8] {
    let onlyUTF8OrUTF16 = "catalogs in XML are read as UTF-8, or UTF-16 with a byte order mark"
    if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
      throw StringCatalogError(
        file: file, line: nil, column: nil, message: "the XML is UTF-32 (by its byte order mark); \(onlyUTF8OrUTF16)")
    }
    let littleEndian: Bool
    switch (bytes.first, bytes.dropFirst().first) {
    case (0xFF, 0xFE): littleEndian = true
    case (0xFE, 0xFF): littleEndian = false
    default:
      // libxml2 reads a document starting with a zero byte as UTF-16 or UTF-32 without asking
      // the declaration; the XML specification requires UTF-16 to carry a byte order mark.
      if bytes.prefix(4).contains(0) {
        throw StringCatalogError(
          file: file, line: 1, column: 1,
          message: "the XML starts with a zero byte (UTF-16 or UTF-32 without a byte order mark); \(onlyUTF8OrUTF16)")
      }
      if let label = try declaredEncoding(in: bytes, from: declarationStart(in: bytes), file: file) {
        guard utf8Names.contains(label.name) else {
          throw label.refusal(
            label.name.hasPrefix("UTF-16") || utf16Names.contains(label.name)
              ? "the XML declares the encoding \(label.shown) but is not UTF-16 (it has no UTF-16 byte order mark); "
                + "save it as UTF-8, or UTF-16 with a byte order mark"
              : "the XML declares the encoding \(label.shown); \(onlyUTF8OrUTF16)")
        }
      }
      try refuseZeroBytes(in: bytes, file: file)
      return bytes
    }
    var document = try transcode(utf16: bytes, littleEndian: littleEndian, file: file)
    // A second byte order mark is now a UTF-8 one, which libxml2 skips before the declaration.
    if let label = try declaredEncoding(in: document, from: declarationStart(in: document), file: file) {
      let byteOrder = littleEndian ? "UTF-16LE" : "UTF-16BE"
      guard utf16Names.contains(label.name) || label.name == byteOrder else {
        throw label.refusal(
          utf8Names.contains(label.name) || label.name.hasPrefix("UTF-16")
            ? "the XML declares the encoding \(label.shown) but is \(byteOrder) by its byte order mark"
            : "the XML declares the encoding \(label.shown); \(onlyUTF8OrUTF16)")
      }
      // libxml2 refuses a document labelled UTF-16 whose bytes are UTF-8, so the name becomes
      // UTF-8; spaces after the closing quote keep every later column where it was.
      let value = label.value
      let replacement =
        Array("UTF-8".utf8) + [document[value.upperBound]] + Array(repeating: 0x20, count: value.count - 5)
      document.replaceSubrange(value.lowerBound...value.upperBound, with: replacement)
    }
    try refuseZeroBytes(in: document, file: file)
    return document
  }

  /// Where an XML declaration would start: after a UTF-8 byte order mark, which libxml2 skips.
  static func declarationStart(in bytes: [UInt8]) -> Int {
    bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
  }

  /// Refuses U+0000, which XML allows nowhere: libxml2 picks the encoding from the first four
  /// bytes, and zero bytes there (`<` U+0000 `?` U+0000, which UTF-16 can carry) would make it
  /// read the UTF-8 document as UTF-16, a document no scan here has read.
  static func refuseZeroBytes(in bytes: [UInt8], file: String) throws(StringCatalogError) {
    guard let offset = bytes.firstIndex(of: 0) else { return }
    let (line, column) = position(of: offset, in: bytes)
    throw StringCatalogError(
      file: file, line: line, column: column, message: "a zero byte (U+0000), which XML does not allow")
  }

  /// The `encoding` pseudo-attribute of an XML declaration.
  struct EncodingLabel {
    /// Where the name is, between its quotes (the closing quote is at `value.upperBound`).
    let value: Range<Int>
    /// The name as written, upper-cased (ASCII), for comparing.
    let name: String
    /// The name as written, quoted and escaped for a message.
    let shown: String
    let file: String
    let line: Int
    let column: Int

    func refusal(_ message: String) -> StringCatalogError {
      StringCatalogError(file: file, line: line, column: column, message: message)
    }
  }

  /// The encoding named by the XML declaration at `start`, nil when there is no declaration or
  /// it names none.
  ///
  /// The declaration is read from `<?xml` to its first `>`, which no legal declaration holds
  /// elsewhere; `encoding` is looked for in any case, so a misspelled declaration is refused
  /// here rather than read one way here and another way by libxml2.
  /// - Throws: ``StringCatalogError`` when the declaration has an `encoding` whose value cannot
  ///   be read.
  static func declaredEncoding(
    in bytes: [UInt8], from start: Int, file: String
  ) throws(StringCatalogError) -> EncodingLabel? {
    let blanks: [UInt8] = [0x20, 0x09, 0x0D, 0x0A]
    let opening = Array("<?xml".utf8)
    guard bytes.count > start + opening.count, bytes[start..<start + opening.count].elementsEqual(opening),
      blanks.contains(bytes[start + opening.count])
    else { return nil }
    let end = find([UInt8(ascii: ">")], in: bytes, from: start) ?? bytes.count
    let lowered = bytes[start..<end].map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
    guard let found = find(Array("encoding".utf8), in: lowered) else { return nil }
    let nameStart = start + found
    var cursor = nameStart + "encoding".utf8.count
    func skipBlanks() { while cursor < end, blanks.contains(bytes[cursor]) { cursor += 1 } }
    skipBlanks()
    var quote: UInt8?
    if cursor < end, bytes[cursor] == UInt8(ascii: "=") {
      cursor += 1
      skipBlanks()
      if cursor < end, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") {
        quote = bytes[cursor]
      }
    }
    let (line, column) = position(of: nameStart, in: bytes)
    guard let quote, let closing = find([quote], in: bytes, from: cursor + 1), closing < end else {
      throw StringCatalogError(
        file: file, line: line, column: column,
        message: "the XML declaration's encoding has no quoted value; write encoding=\"UTF-8\"")
    }
    let value = cursor + 1..<closing
    let written = bytes[value]
    let shown = written.count > shownNameBytes ? written.prefix(shownNameBytes) : written
    return EncodingLabel(
      value: value,
      name: String(decoding: written.map { (0x61...0x7A).contains($0) ? $0 & ~0x20 : $0 }, as: UTF8.self),
      shown: EchoedText.quoted(String(decoding: shown, as: UTF8.self)), file: file, line: line, column: column)
  }

  /// UTF-16 after its byte order mark, as UTF-8.
  /// - Throws: ``StringCatalogError`` for an odd number of bytes or an unpaired surrogate, at the
  ///   surrogate's line and column.
  static func transcode(utf16 bytes: [UInt8], littleEndian: Bool, file: String) throws(StringCatalogError) -> [UInt8] {
    guard bytes.count % 2 == 0 else {
      throw StringCatalogError(
        file: file, line: nil, column: nil, message: "the XML is not valid UTF-16 (an odd number of bytes)")
    }
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = 2
    while index + 1 < bytes.count {
      let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
      units.append(littleEndian ? first | second << 8 : first << 8 | second)
      index += 2
    }
    // At most three UTF-8 bytes for each UTF-16 unit: the result stays within 1.5 times the file.
    var result: [UInt8] = []
    result.reserveCapacity(units.count * 3)
    var decoder = UTF16()
    var iterator = units.makeIterator()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): result.append(contentsOf: scalar.utf8)
      case .emptyInput: return result
      case .error:
        let (line, column) = position(of: result.count, in: result)
        throw StringCatalogError(
          file: file, line: line, column: column, message: "the XML is not valid UTF-16 (an unpaired surrogate)")
      }
    }
  }

  /// The offset of the `[` that opens an internal subset of the document type declaration, nil
  /// when there is none.
  ///
  /// Only the prolog is read, token by token as XML defines it (the declaration, comments,
  /// processing instructions, blanks and `<!DOCTYPE`, whose quoted literals may hold `[` and
  /// `>`), so a `<!DOCTYPE` inside a comment is passed over as libxml2 passes it over, and the
  /// work is linear. Anything else ends the prolog; if it is not the root element, libxml2 reports
  /// the document as not well-formed, which refuses it too.
  static func internalSubset(in bytes: [UInt8]) -> Int? {
    let blanks: [UInt8] = [0x20, 0x09, 0x0D, 0x0A]
    var cursor = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    func starts(_ text: String) -> Bool {
      let needle = Array(text.utf8)
      return bytes.count >= cursor + needle.count && bytes[cursor..<cursor + needle.count].elementsEqual(needle)
    }
    while cursor < bytes.count {
      if blanks.contains(bytes[cursor]) {
        cursor += 1
      } else if starts("<!--") {
        guard let end = find(Array("-->".utf8), in: bytes, from: cursor + 4) else { return nil }
        cursor = end + 3
      } else if starts("<?") {
        guard let end = find(Array("?>".utf8), in: bytes, from: cursor + 2) else { return nil }
        cursor = end + 2
      } else if starts("<!DOCTYPE") {
        cursor += "<!DOCTYPE".utf8.count
        var quote: UInt8?
        scan: while cursor < bytes.count {
          let byte = bytes[cursor]
          cursor += 1
          if let open = quote {
            if byte == open { quote = nil }
          } else {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "["): return cursor - 1
            case UInt8(ascii: ">"): break scan
            default: break
            }
          }
        }
      } else {
        return nil
      }
    }
    return nil
  }
}
