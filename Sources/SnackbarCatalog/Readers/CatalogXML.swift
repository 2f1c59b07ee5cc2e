import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Foundation's `XMLParser`, set up for untrusted files.
///
/// Foundation hands the document to libxml2 with entity substitution always on
/// (`XML_PARSE_NOENT`, which no `XMLParser` setting turns off); with
/// `shouldResolveExternalEntities` off it adds no `XML_PARSE_DTDLOAD`, and with the
/// `.never` policy its entity loader, which replaces libxml2's, loads no file and no URL (stricter
/// than `XML_PARSE_NONET`). So that substitution has nothing to substitute, every entity is kept
/// out before parsing: the document must be UTF-8 (UTF-16 is turned into UTF-8 first, every
/// other encoding is refused), and one that declares entities (`<!ENTITY`, the "billion laughs"
/// and external-entity attacks) or has an internal DTD subset (whose `<!ATTLIST` defaults would
/// add attributes such as `translatable="false"` to elements) is refused with its line and
/// column. No catalog format needs either; the five predefined entities (`&amp;` …) and character
/// references still work, and an external DTD (a property list's `<!DOCTYPE plist PUBLIC …>`)
/// is named but never read.
enum CatalogXML {
  /// Parses `bytes` with `delegate`, which may stop the parser with its own error, and returns
  /// the UTF-8 document the parser read (the file itself unless it was UTF-16).
  /// - Throws: ``StringCatalogError`` at the declaration, at the parser's error, or the
  ///   delegate's ``CatalogXMLDelegate/failure``.
  @discardableResult
  static func parse(
    _ bytes: [UInt8], file: String, delegate: CatalogXMLDelegate
  ) throws(StringCatalogError) -> [UInt8] {
    let bytes = try utf8Document(bytes, file: file)
    // Foundation's XMLParser on Linux crashes on an element name that is not UTF-8 (a fuzz
    // input, "<\u{ED}DOCTYPE", stopped the process), so the text is checked first.
    if let offset = firstInvalidUTF8(in: bytes) {
      let (line, column) = position(of: offset, in: bytes)
      throw StringCatalogError(
        file: file, line: line, column: column,
        message: "byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) is not UTF-8")
    }
    // A processing instruction without data (`<?xml?>`, `<?foo?>`) crashes Foundation's
    // XMLParser on Linux when it has a delegate (strlen of a null pointer; found by the fuzz
    // harness), and no catalog needs one.
    if let offset = firstEmptyProcessingInstruction(in: bytes) {
      let (line, column) = position(of: offset, in: bytes)
      throw StringCatalogError(
        file: file, line: line, column: column,
        message: "a processing instruction without content (<?name?>); write <?xml version=\"1.0\"?> or remove it")
    }
    if let offset = find(Array("<!ENTITY".utf8), in: bytes) {
      let (line, column) = position(of: offset, in: bytes)
      throw StringCatalogError(
        file: file, line: line, column: column,
        message: "the document declares an entity; catalogs are read without entity declarations")
    }
    if let offset = internalSubset(in: bytes) {
      let (line, column) = position(of: offset, in: bytes)
      throw StringCatalogError(
        file: file, line: line, column: column,
        message: "the document type declaration has an internal subset ([…]); catalogs are read without one")
    }
    let parser = XMLParser(data: Data(bytes))
    parser.shouldResolveExternalEntities = false
    parser.externalEntityResolvingPolicy = .never
    parser.shouldProcessNamespaces = false
    parser.shouldReportNamespacePrefixes = false
    delegate.file = file
    delegate.parser = parser
    parser.delegate = delegate
    let succeeded = parser.parse()
    // The delegate's error, or the parser's as it reported it: afterwards `lineNumber` is where
    // the parser stopped, not where the problem is, and Foundation on Linux sometimes returns
    // true after reporting an error.
    if let failure = delegate.failure { throw failure }
    guard succeeded else {
      throw StringCatalogError(file: file, line: nil, column: nil, message: "not well-formed XML")
    }
    return bytes
  }

  /// libxml2's error numbers (`xmlParserErrors`), which are all Foundation on Linux reports, for
  /// the mistakes hand-edited catalogs have.
  static func describe(_ code: Int) -> String {
    switch code {
    case 4: return "the document is empty"
    case 5: return "content after the end of the document, or the document ends early"
    case 9: return "a character XML does not allow"
    case 23: return "an entity reference without its ';' (write & as &amp;)"
    // 27 is the same mistake in a document with an external DTD, which is never read.
    case 26, 27: return "an entity that is not declared (write & as &amp;)"
    case 38: return "'<' inside an attribute value (write &lt;)"
    case 39, 41: return "an attribute without a quoted value"
    case 42: return "an attribute given twice"
    case 68: return "a name is missing (write < as &lt;)"
    case 73: return "'>' expected"
    case 76: return "a closing tag does not match the element it closes"
    case 77: return "an element is not closed"
    default: return "error \(code) of the XML parser"
    }
  }

  /// The offset of the first byte that does not belong to valid UTF-8, nil when all do.
  static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
    if String(validating: bytes, as: UTF8.self) != nil { return nil }
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      let length: Int
      switch lead {
      case 0x00...0x7F: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0...0xEF: length = 3
      case 0xF0...0xF4: length = 4
      default: return index
      }
      guard index + length <= bytes.count, String(validating: bytes[index..<index + length], as: UTF8.self) != nil
      else { return index }
      index += length
    }
    return nil
  }

  /// The offset of the first `<?name?>`: a processing instruction whose target runs straight
  /// into `?>`. Looked for everywhere, comments and CDATA included, which only refuses more.
  static func firstEmptyProcessingInstruction(in bytes: [UInt8]) -> Int? {
    var index = 0
    while let start = find(Array("<?".utf8), in: bytes, from: index) {
      var cursor = start + 2
      while cursor < bytes.count, ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "?")].contains(bytes[cursor]) { cursor += 1 }
      if cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "?"), bytes[cursor + 1] == UInt8(ascii: ">") {
        return start
      }
      index = start + 2
    }
    return nil
  }

  /// The first offset of `needle` in `bytes`.
  static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
    guard let first = needle.first, bytes.count >= needle.count else { return nil }
    var index = start
    while index <= bytes.count - needle.count {
      if bytes[index] == first && bytes[index..<index + needle.count].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }

  /// The line and column (in scalars, from 1) of a byte offset in UTF-8 text.
  static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes[..<offset] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }
}

/// A parser delegate that knows its file and can stop the parse with an error at the parser's
/// current line and column. Subclasses override ``start(_:attributes:)``, ``text(_:)`` and
/// ``end(_:)``: on Linux, Foundation's delegate methods are found through this class's
/// conformance, so a subclass implementing them directly would never be called.
class CatalogXMLDelegate: NSObject, XMLParserDelegate {
  var file = ""
  weak var parser: XMLParser?
  /// The first error the delegate found; the parse stops there.
  var failure: StringCatalogError?

  /// Where the parser is now.
  var location: StringCatalogLocation {
    StringCatalogLocation(
      file: file, line: parser.map { max($0.lineNumber, 1) }, column: parser.map { max($0.columnNumber, 1) })
  }

  /// Where the text of the element whose start tag was just read begins: in
  /// ``start(_:attributes:)`` the parser stands on the tag's closing `>` (libxml2 reports an
  /// element before it steps past the `>`), so the value starts one column on, on the `>`'s line
  /// however many lines the tag's attributes take. For an empty element written `<string/>` the
  /// parser stands on the `/`, and this is the `>` after it.
  var valueLocation: StringCatalogLocation {
    guard let parser else { return location }
    return StringCatalogLocation(file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 0) + 1)
  }

  /// Stops the parse with `message` at the current place (the first error wins).
  func fail(_ message: String, at location: StringCatalogLocation? = nil) {
    if failure == nil { failure = StringCatalogError(at: location ?? self.location, message) }
    parser?.abortParsing()
  }

  /// An element starts.
  func start(_ name: String, attributes: [String: String]) {}
  /// Text, CDATA included.
  func text(_ text: String) {}
  /// An element ends.
  func end(_ name: String) {}

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
    attributes attributeDict: [String: String] = [:]
  ) {
    if failure == nil { start(elementName, attributes: attributeDict) }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if failure == nil { text(string) }
  }

  func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
    if failure == nil { text(String(decoding: CDATABlock, as: UTF8.self)) }
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
  ) {
    if failure == nil { end(elementName) }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    guard failure == nil else { return }
    let code = (parseError as NSError).code
    failure = StringCatalogError(at: location, "not well-formed XML: \(CatalogXML.describe(code))")
  }
}
