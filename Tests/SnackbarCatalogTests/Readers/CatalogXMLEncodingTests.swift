import Foundation
import SnackbarCatalog
import Testing

/// The encodings the three XML formats (Android `strings.xml`, XLIFF, `.stringsdict`) are read
/// in, and the DTD parts they are read without: libxml2 honours any encoding a document declares,
/// so an entity declaration written in UTF-7 would pass a scan of UTF-8 bytes.
@Suite struct CatalogXMLEncodingTests {
  enum Format: String, CaseIterable, CustomTestStringConvertible {
    case android, xliff, stringsdict

    var testDescription: String { rawValue }

    var path: String {
      switch self {
      case .android: return "res/values/strings.xml"
      case .xliff: return "de.xliff"
      case .stringsdict: return "de.lproj/Localizable.stringsdict"
      }
    }

    /// A document holding one string, `archive`, whose value is `value`, after `prolog` (a
    /// declaration and a document type declaration) and with `body` (more markup) at its end.
    func document(prolog: String, value: String, body: String = "") -> String {
      switch self {
      case .android:
        return prolog + "<resources>\n<string name=\"archive\">\(value)</string>\n\(body)</resources>\n"
      case .xliff:
        return prolog
          + "<xliff version=\"1.2\">\n<file original=\"a\" source-language=\"en\" target-language=\"de\" "
          + "datatype=\"plaintext\"><body>\n<trans-unit id=\"archive\"><source>Archived</source>"
          + "<target>\(value)</target></trans-unit>\n\(body)</body></file></xliff>\n"
      case .stringsdict:
        return prolog
          + "<plist version=\"1.0\">\n<dict>\n<key>archive</key>\n<dict><key>NSStringLocalizedFormatKey</key>"
          + "<string>\(value)</string></dict>\n\(body)</dict>\n</plist>\n"
      }
    }

    /// Markup for `count` more strings, to make a document large.
    func filler(_ count: Int) -> String {
      (0..<count).map { index in
        switch self {
        case .android: return "<string name=\"k\(index)\">v</string>\n"
        case .xliff: return "<trans-unit id=\"k\(index)\"><source>v</source></trans-unit>\n"
        case .stringsdict:
          return "<key>k\(index)</key><dict><key>NSStringLocalizedFormatKey</key><string>v</string></dict>\n"
        }
      }.joined()
    }

    /// The value of `archive` in the language the file is read as (`en` for Android's `values/`).
    func archive(in catalog: StringCatalog) -> StringCatalogUnit? {
      catalog["archive"]?.unit(locale: self == .android ? "en" : "de", variant: .base)
    }
  }

  static func utf16(_ text: String, littleEndian: Bool) -> Data {
    var data = Data(littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF])
    for unit in text.utf16 {
      let (low, high) = (UInt8(unit & 0xFF), UInt8(unit >> 8))
      data.append(contentsOf: littleEndian ? [low, high] : [high, low])
    }
    return data
  }

  static func read(_ data: Data, as format: Format) throws -> (StringCatalog, path: String, fixture: CatalogFixture) {
    let fixture = try CatalogFixture()
    let path = try fixture.write(data, to: format.path)
    return (try StringCatalogReader.read(path), path, fixture)
  }

  static func refusal(_ data: Data, as format: Format) throws -> StringCatalogError? {
    let fixture = try CatalogFixture()
    let path = try fixture.write(data, to: format.path)
    let error = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(path) }
    #expect(error?.file == path)
    return error
  }

  @Test(arguments: Format.allCases)
  func utf7DeclaringAnEntityIsRefusedBeforeParsingHoweverLarge(_ format: Format) throws {
    // `+ADw-` is `<`, `+AD4-` `>`, `+AFs-` `[`, `+AF0-` `]` and `+ACY-` `&` in UTF-7.
    let prolog =
      "<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n"
      + "+ADw-!DOCTYPE r +AFs- +ADw-!ENTITY e \"Archiviert\"+AD4- +AF0-+AD4-\n"
    let text = format.document(prolog: prolog, value: "Archiv +ACY-e; fertig", body: format.filler(40_000))
    #expect(text.utf8.count > 1_000_000)
    let clock = ContinuousClock()
    var error: StringCatalogError?
    let elapsed = try clock.measure { error = try Self.refusal(Data(text.utf8), as: format) }
    #expect(
      error?.message == #"the XML declares the encoding "UTF-7"; "#
        + "catalogs in XML are read as UTF-8, or UTF-16 with a byte order mark")
    #expect(error.map { ($0.line, $0.column) } ?? (0, 0) == (1, 21))
    // A refusal reads the declaration only; parsing the document took seconds.
    #expect(elapsed < .seconds(2))
  }

  @Test(arguments: Format.allCases, [true, false])
  func utf16WithAByteOrderMarkIsReadInEitherByteOrder(_ format: Format, littleEndian: Bool) throws {
    for declaration in [
      "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n", "<?xml version='1.0' encoding='utf-16'?>\n", "",
    ] {
      let prolog =
        declaration
        + (format == .stringsdict
          ? "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"
          : "")
      let text = format.document(prolog: prolog, value: "Archiviert 😀 &amp; é")
      let (catalog, _, _) = try Self.read(Self.utf16(text, littleEndian: littleEndian), as: format)
      let unit = try #require(format.archive(in: catalog))
      #expect(unit.value == "Archiviert 😀 & é")
      // Lines are the file's: the value's own element's (a stringsdict's <string> is on the
      // line after its <key>).
      let valueLine = format == .android ? 2 : format == .xliff ? 3 : 4
      #expect(unit.location.line == prolog.count { $0 == "\n" } + valueLine)
    }
  }

  @Test(arguments: Format.allCases, [true, false])
  func utf16DeclaringAnEntityOrAnInternalSubsetIsRefused(_ format: Format, littleEndian: Bool) throws {
    let entity = format.document(
      prolog: "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<!DOCTYPE r [ <!ENTITY e \"Archiviert\"> ]>\n",
      value: "&e;")
    let entityError = try Self.refusal(Self.utf16(entity, littleEndian: littleEndian), as: format)
    #expect(entityError?.message == "the document declares an entity; catalogs are read without entity declarations")
    #expect(entityError.map { ($0.line, $0.column) } ?? (0, 0) == (2, 15))
    let attributes = format.document(
      prolog: "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<!DOCTYPE r [ <!ATTLIST string id CDATA \"x\"> ]>\n",
      value: "Archiviert")
    let subsetError = try Self.refusal(Self.utf16(attributes, littleEndian: littleEndian), as: format)
    #expect(subsetError.map { ($0.line, $0.column) } ?? (0, 0) == (2, 13))
  }

  @Test func anInternalSubsetIsRefusedSoItCannotAddAttributes() throws {
    // libxml2 adds an <!ATTLIST default to every element it names: here each <string> would
    // become translatable="false" and be skipped without a word.
    let text = Format.android.document(
      prolog:
        "<?xml version=\"1.0\"?>\n<!-- <!DOCTYPE x SYSTEM \" -->\n"
        + "<!DOCTYPE resources SYSTEM \"a>b\" [ <!ATTLIST string translatable CDATA \"false\"> ]>\n",
      value: "Archived")
    let error = try Self.refusal(Data(text.utf8), as: .android)
    #expect(
      error?.message == "the document type declaration has an internal subset ([…]); catalogs are read without one")
    #expect(error.map { ($0.line, $0.column) } ?? (0, 0) == (3, 34))
    // A document type declaration without one is read, a '[' in its quotes included.
    let xliff = Format.xliff.document(
      prolog: "<?xml version=\"1.0\"?>\n<!DOCTYPE xliff SYSTEM \"http://example.com/[x].dtd\">\n", value: "Archiviert")
    let (catalog, _, _) = try Self.read(Data(xliff.utf8), as: .xliff)
    #expect(Format.xliff.archive(in: catalog)?.value == "Archiviert")
  }

  @Test func anExternalDTDIsNeverRead() throws {
    let fixture = try CatalogFixture()
    let dtd = try fixture.write("<!ENTITY e \"from the DTD\">\n", to: "entities.dtd")
    let text = Format.android.document(
      prolog: "<?xml version=\"1.0\"?>\n<!DOCTYPE resources SYSTEM \"file://\(dtd)\">\n", value: "a &e; b")
    let path = try fixture.write(text, to: Format.android.path)
    let error = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(path) }
    #expect(error?.message == "not well-formed XML: an entity that is not declared (write & as &amp;)")
    #expect(error?.line == 4)
  }

  /// Encoding names in a UTF-8 document, and the start of the refusal (nil: read).
  static let utf8Declarations: [(String, String?)] = [
    ("UTF-8", nil), ("utf8", nil), ("Utf-8", nil),
    ("UTF-7", #"the XML declares the encoding "UTF-7"; "#),
    ("ISO-8859-1", #"the XML declares the encoding "ISO-8859-1"; "#),
    ("US-ASCII", #"the XML declares the encoding "US-ASCII"; "#),
    ("EBCDIC-US", #"the XML declares the encoding "EBCDIC-US"; "#),
    ("UTF-16", #"the XML declares the encoding "UTF-16" but is not UTF-16"#),
    ("utf-16le", #"the XML declares the encoding "utf-16le" but is not UTF-16"#),
    ("\u{1B}[2J", #"the XML declares the encoding "\x1B[2J"; "#),
  ]

  @Test(arguments: utf8Declarations)
  func aUTF8DocumentMayDeclareOnlyUTF8(_ name: String, refusal: String?) throws {
    let text = Format.android.document(prolog: "<?xml version=\"1.0\" encoding=\"\(name)\"?>\n", value: "Archived")
    guard let refusal else {
      let (catalog, _, _) = try Self.read(Data(text.utf8), as: .android)
      #expect(Format.android.archive(in: catalog)?.value == "Archived")
      return
    }
    let error = try Self.refusal(Data(text.utf8), as: .android)
    #expect(error?.message.hasPrefix(refusal) == true, "\(error?.message ?? "")")
    #expect(error.map { ($0.line, $0.column) } ?? (0, 0) == (1, 21))
  }

  /// Encoding names in a UTF-16 document, its byte order (little-endian or not), and the start of
  /// the refusal (nil: read).
  static let utf16Declarations: [(String, Bool, String?)] = [
    ("UTF-16", true, nil), ("utf16", false, nil), ("UTF-16LE", true, nil), ("utf-16be", false, nil),
    ("UTF-16BE", true, #"the XML declares the encoding "UTF-16BE" but is UTF-16LE by its byte order mark"#),
    ("UTF-8", false, #"the XML declares the encoding "UTF-8" but is UTF-16BE by its byte order mark"#),
    ("UTF-7", true, #"the XML declares the encoding "UTF-7"; catalogs in XML are read as UTF-8, or UTF-16"#),
  ]

  @Test(arguments: utf16Declarations)
  func aUTF16DocumentMayDeclareOnlyUTF16InItsByteOrder(_ name: String, littleEndian: Bool, refusal: String?) throws {
    let text = Format.xliff.document(prolog: "<?xml version=\"1.0\" encoding=\"\(name)\"?>", value: "Archiviert")
    let data = Self.utf16(text, littleEndian: littleEndian)
    guard let refusal else {
      let (catalog, _, _) = try Self.read(data, as: .xliff)
      #expect(Format.xliff.archive(in: catalog)?.value == "Archiviert")
      return
    }
    let error = try Self.refusal(data, as: .xliff)
    #expect(error?.message.hasPrefix(refusal) == true, "\(error?.message ?? "")")
  }

  @Test func utf16CannotCarryADocumentLibxml2WouldReadInAnotherEncoding() throws {
    // A second byte order mark becomes a UTF-8 one, which libxml2 skips before reading the
    // declaration: here one naming UTF-7.
    let utf7 = Format.android.document(
      prolog:
        "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n+ADw-!DOCTYPE r +AFs- +ADw-!ENTITY e \"x\"+AD4- +AF0-+AD4-\n",
      value: "+ACY-e;")
    let utf7Error = try Self.refusal(Self.utf16(utf7, littleEndian: true), as: .android)
    #expect(
      utf7Error?.message.hasPrefix(#"the XML declares the encoding "UTF-7""#) == true, "\(utf7Error?.message ?? "")")
    // Behind two marks, in UTF-16 or UTF-8, the declaration is not at the start, so libxml2
    // never takes its encoding and reports a misplaced declaration.
    _ = try Self.refusal(Self.utf16("\u{FEFF}" + utf7, littleEndian: false), as: .android)
    _ = try Self.refusal(Data(("\u{FEFF}" + utf7).utf8), as: .android)
    // U+0000 after each character becomes a zero byte after each, which libxml2 would take for
    // UTF-16 without a byte order mark: the document it would read declares an entity.
    let hidden = Format.android.document(
      prolog: "<?xml version=\"1.0\"?><!DOCTYPE r [<!ENTITY e \"x\">]>\n", value: "&e;")
    let interleaved = String(hidden.unicodeScalars.flatMap { [Character($0), "\u{0}"] })
    let zeroError = try Self.refusal(Self.utf16(interleaved, littleEndian: true), as: .android)
    #expect(zeroError?.message == "a zero byte (U+0000), which XML does not allow")
    #expect(zeroError.map { ($0.line, $0.column) } ?? (0, 0) == (1, 2))
  }

  @Test func utf32UnmarkedUTF16AndBrokenUTF16AreRefused() throws {
    let text = Format.android.document(prolog: "", value: "Archived")
    var utf32 = Data([0xFF, 0xFE, 0x00, 0x00])
    for scalar in text.unicodeScalars {
      withUnsafeBytes(of: scalar.value.littleEndian) { utf32.append(contentsOf: $0) }
    }
    #expect(try Self.refusal(utf32, as: .android)?.message.hasPrefix("the XML is UTF-32") == true)
    let unmarked = Self.utf16(text, littleEndian: true).dropFirst(2)
    #expect(
      try Self.refusal(Data(unmarked), as: .android)?.message.hasPrefix(
        "the XML starts with a zero byte (UTF-16 or UTF-32 without a byte order mark)") == true)
    let odd = Self.utf16(text, littleEndian: true) + [0x41]
    #expect(try Self.refusal(odd, as: .android)?.message == "the XML is not valid UTF-16 (an odd number of bytes)")
    // A high surrogate with no low one after it, in the value on line 2.
    let broken =
      Self.utf16("<resources>\n<string name=\"archive\">ab", littleEndian: true) + [0x3D, 0xD8]
      + Self.utf16("</string></resources>", littleEndian: true).dropFirst(2)
    let error = try Self.refusal(broken, as: .android)
    #expect(error?.message == "the XML is not valid UTF-16 (an unpaired surrogate)")
    #expect(error.map { ($0.line, $0.column) } ?? (0, 0) == (2, 26))
  }
}
