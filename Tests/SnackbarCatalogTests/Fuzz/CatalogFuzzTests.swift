import Foundation
import SnackbarFuzzSupport
import Testing

@testable import SnackbarCatalog

/// The catalog readers and the placeholder parser on hostile input. Readers get the realistic
/// files of the reader tests with bytes replaced, snippets of each format's syntax inserted,
/// ranges deleted or repeated, and the text cut short. The oracle: no crash; a catalog whose
/// every unit lies on a line of the file, or an error whose line and column do, and no message
/// holding a control character (every value from the file is escaped). The XML readers also get
/// their documents in UTF-8, UTF-16 and UTF-7 markup, declaring encodings they must refuse, and
/// in UTF-16 that libxml2 would read as another document.
/// Placeholders: every pseudo-locale keeps a random string's placeholders, and a string differs
/// from itself only by the positions that select no argument (`%0$@`), each reported.
@Suite(.tags(.fuzz)) struct CatalogFuzzTests {
  /// Inputs in `make test`: well under a second each on the shared 2-core machine.
  static let defaultReaderInputs = 2_000
  static let defaultPlaceholderInputs = 10_000

  enum Format: CaseIterable {
    case xcstrings, strings, stringsdict, android, xliff

    var seed: String {
      switch self {
      case .xcstrings: return XCStringsReaderTests.catalog
      case .strings: return LprojReaderTests.englishTable
      case .stringsdict: return LprojReaderTests.germanDictionary
      case .android: return AndroidStringsReaderTests.english
      case .xliff: return XLIFFReaderTests.german
      }
    }

    /// The format's catalog, or its error.
    func read(_ bytes: [UInt8]) -> Result<[StringCatalogLocation], StringCatalogError> {
      do throws(StringCatalogError) {
        switch self {
        case .xcstrings: return .success(Self.locations(try XCStringsReader.read(bytes, file: "fuzz")))
        case .strings: return .success(try StringsFileReader.read(bytes, file: "fuzz").map(\.location))
        case .stringsdict:
          return .success(
            try StringsDictReader.read(bytes, file: "fuzz").flatMap { $0.units.map(\.1.location) })
        case .android:
          var catalog = StringCatalog(sourceLanguage: "en")
          try AndroidStringsReader.read(bytes, file: "fuzz", locale: "en", into: &catalog)
          return .success(Self.locations(catalog))
        case .xliff: return .success(Self.locations(try XLIFFReader.read(bytes, file: "fuzz")))
        }
      } catch {
        return .failure(error)
      }
    }

    static func locations(_ catalog: StringCatalog) -> [StringCatalogLocation] {
      catalog.strings.values.flatMap { $0.localizations.values.flatMap { $0.units.values.map(\.location) } }
    }
  }

  static let snippets: [[UInt8]] =
    [
      "\"", "\\", "{", "}", ",", ":", "[", "]", "<", ">", "&", "&amp;", "&#0;", "]]>", "<![CDATA[", "\\U", "\\UD83D",
      "\\u12", "%", "%#@", "%1$", "=", ";", "/*", "*/", "//", "\n", "\r\n", "<!ENTITY", "<!DOCTYPE x>", "<!DOCTYPE x [",
      "+ADw-!ENTITY", "</string>",
      "<item quantity=\"few\">", "\"stringUnit\"", "\"variations\" : { \"plural\" : {", "\u{202E}", "\u{1B}[2J", "é",
    ].map { Array($0.utf8) } + [[0x00], [0xFF], [0xC3], [0xFE, 0xFF], [0xED, 0xA0, 0x80]]

  static func mutate(_ seed: [UInt8], using random: inout SplitMix64) -> [UInt8] {
    var bytes = seed
    for _ in 0..<(random.chance(0.5) ? 1 : Int.random(in: 2...4, using: &random)) {
      let position = Int.random(in: 0...bytes.count, using: &random)
      // Cutting the text short is one change in twenty: it ends most documents' reading early.
      switch random.chance(0.05) ? 4 : Int.random(in: 0..<4, using: &random) {
      case 0 where position < bytes.count: bytes[position] = random.pick(snippets)[0]
      case 1: bytes.insert(contentsOf: random.pick(snippets), at: position)
      case 2 where position < bytes.count:
        bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...40, using: &random)))
      case 3 where position < bytes.count:
        let end = min(bytes.count, position + Int.random(in: 1...200, using: &random))
        bytes.insert(contentsOf: bytes[position..<end], at: end)
      default: bytes = Array(bytes.prefix(position))
      }
    }
    return bytes
  }

  static func check(_ format: Format, _ bytes: [UInt8]) -> FuzzOutcome {
    let lines = bytes.count { $0 == 0x0A } + 1
    func inFile(_ location: StringCatalogLocation) -> Bool {
      (location.line.map { (1...lines).contains($0) } ?? true) && (location.column.map { $0 >= 1 } ?? true)
    }
    let input = "\(format) input (\(bytes.count) bytes): \(Array(bytes.prefix(4096)))"
    switch format.read(bytes) {
    case .success(let locations):
      if let outside = locations.first(where: { !inFile($0) }) { return .failed("a unit at \(outside)\n\(input)") }
      return .passed("\(format): read")
    case .failure(let error):
      guard inFile(error.location) else { return .failed("the error is outside the file: \(error)\n\(input)") }
      if error.description.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
        return .failed("the error shows a control character: \(error.description.debugDescription)\n\(input)")
      }
      return .passed("\(format): refused")
    }
  }

  @Test func readersNeverCrashAndPlaceEveryUnitAndErrorInTheFile() throws {
    let campaign = FuzzCampaign(
      name: "catalog-readers",
      configuration: try FuzzConfiguration(defaultInputs: Self.defaultReaderInputs),
      filter: "CatalogFuzzTests")
    let report = campaign.run { _, random in
      let format = random.pick(Format.allCases)
      let bytes = Self.mutate(Array(format.seed.utf8), using: &random)
      if campaign.configuration.traces {
        print("\(format): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
      }
      return Self.check(format, bytes)
    }
    for message in report.failureMessages { Issue.record(Comment(rawValue: message)) }
    #expect(report.inputs > 0)
  }

  /// Names an XML declaration may give: the spellings of UTF-8 and UTF-16 libxml2 reads, and
  /// others it would switch to (UTF-7 writes `<!ENTITY` as `+ADw-!ENTITY`, past the byte scan).
  static let encodingNames = [
    "UTF-8", "utf8", "UTF-16", "utf16", "utf-16le", "UTF-16BE", "UTF-7", "utf-7", "ISO-8859-1", "US-ASCII",
    "EBCDIC-US", "UCS-4", "UTF-32", "", "UTF-8\u{1B}[2J", "UTF-8 ",
  ]

  /// How the encodings family writes a document's bytes.
  enum Encoding: CaseIterable {
    case utf8, utf16LittleEndian, utf16BigEndian
    /// ASCII with the markup characters as UTF-7 writes them (`+ADw-` for `<`).
    case utf7Markup
    /// UTF-16 with U+0000 after each character: as UTF-8, `<` 0 `?` 0, which libxml2 would read
    /// as UTF-16 without a byte order mark. Always refused.
    case utf16Interleaved

    /// Whether a document in these bytes that declares `name` may be read.
    func accepts(_ name: String) -> Bool {
      switch (self, name.uppercased()) {
      case (.utf8, "UTF-8"), (.utf8, "UTF8"), (.utf7Markup, "UTF-8"), (.utf7Markup, "UTF8"): return true
      case (.utf16LittleEndian, "UTF-16"), (.utf16LittleEndian, "UTF16"), (.utf16LittleEndian, "UTF-16LE"): return true
      case (.utf16BigEndian, "UTF-16"), (.utf16BigEndian, "UTF16"), (.utf16BigEndian, "UTF-16BE"): return true
      default: return false
      }
    }

    func encode(_ bytes: [UInt8]) -> [UInt8] {
      switch self {
      case .utf8: return bytes
      case .utf16LittleEndian, .utf16BigEndian, .utf16Interleaved:
        let littleEndian = self != .utf16BigEndian
        var result: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
        var text = String(decoding: bytes, as: UTF8.self)
        if self == .utf16Interleaved { text = String(text.unicodeScalars.flatMap { [Character($0), "\u{0}"] }) }
        for unit in text.utf16 {
          let (low, high) = (UInt8(unit & 0xFF), UInt8(unit >> 8))
          result += littleEndian ? [low, high] : [high, low]
        }
        return result
      case .utf7Markup:
        let utf7: [UInt8: String] = [0x3C: "+ADw-", 0x3E: "+AD4-", 0x26: "+ACY-", 0x5B: "+AFs-", 0x5D: "+AF0-"]
        return bytes.flatMap { utf7[$0].map { Array($0.utf8) } ?? [$0] }
      }
    }
  }

  /// An XML catalog in one of the encodings family's encodings, declaring one of
  /// ``encodingNames`` (or nothing), its body mutated half of the time and its encoded bytes one
  /// time in five; and whether it must be refused for its declaration alone.
  static func encodedDocument(using random: inout SplitMix64) -> (Format, [UInt8], mustRefuse: Bool) {
    let format = random.pick([Format.stringsdict, .android, .xliff])
    var body = Array(format.seed.utf8)
    if body.starts(with: Array("<?xml".utf8)), let end = CatalogXML.find(Array("?>".utf8), in: body) {
      body.removeSubrange(..<(end + 2))
    }
    if random.chance(0.5) { body = mutate(body, using: &random) }
    let encoding = random.pick(Encoding.allCases)
    // Half the documents declare a name their bytes agree with, so most of those are read.
    let agreeing = encodingNames.filter { encoding.accepts($0) }
    let names = random.chance(0.5) && !agreeing.isEmpty ? agreeing : encodingNames
    let name: String? = random.chance(0.1) ? nil : random.pick(names)
    // A byte order mark in the text, which UTF-16 turns into a second one: libxml2 skips it.
    let mark = random.chance(0.1) ? "\u{FEFF}" : ""
    let declaration = mark + (name.map { "<?xml version=\"1.0\" encoding=\"\($0)\"?>" } ?? "")
    var bytes = Array(declaration.utf8) + (encoding == .utf7Markup ? Encoding.utf7Markup.encode(body) : body)
    if encoding != .utf7Markup { bytes = encoding.encode(bytes) }
    if random.chance(0.2) {
      // After the declaration, so it still says what it said: a lone surrogate, a zero byte, an
      // odd byte out.
      let position = Int.random(in: min(bytes.count, 2 * declaration.utf8.count + 2)...bytes.count, using: &random)
      bytes.insert(contentsOf: random.pick([[0x3D, 0xD8], [0xD8, 0x3D], [0x00], [0x0A]]), at: position)
    }
    return (format, bytes, encoding == .utf16Interleaved || name.map { !encoding.accepts($0) } ?? false)
  }

  @Test func xmlReadersReadOnlyUTF8AndUTF16() throws {
    let campaign = FuzzCampaign(
      name: "catalog-xml-encodings",
      configuration: try FuzzConfiguration(defaultInputs: Self.defaultReaderInputs),
      filter: "CatalogFuzzTests")
    let report = campaign.run { _, random in
      let (format, bytes, mustRefuse) = Self.encodedDocument(using: &random)
      if campaign.configuration.traces { print("\(format): \(bytes.prefix(200))") }
      let outcome = Self.check(format, bytes)
      if mustRefuse, case .passed(let label) = outcome, label.hasSuffix(": read") {
        return .failed("\(format) read a document declaring another encoding: \(Array(bytes.prefix(4096)))")
      }
      return outcome
    }
    for message in report.failureMessages { Issue.record(Comment(rawValue: message)) }
    #expect(report.inputs > 0)
  }

  static let alphabet: [String] = [
    "%", "%", "%", "$", "#", "@", "@", "{", "}", "1", "2", "0", "l", "ll", "q", "d", "i", "u", "f", ".", "*", "-", " ",
    "a", "x", "s", "c", "p", "_", "\\", "\"", "é", "写", "ش", "\u{202E}", "\n",
  ]

  static func checkPlaceholders(_ text: String) -> FuzzOutcome {
    let placeholders = StringPlaceholders.placeholders(in: text)
    // Only by a position that selects no argument (`%0$@`), reported in any translation.
    let ownDifferences = StringPlaceholders.differences(source: text, translation: text)
    if ownDifferences.contains(where: { if case .position = $0 { false } else { true } }) {
      return .failed("\(text.debugDescription) differs from itself: \(ownDifferences)")
    }
    if ownDifferences.count != placeholders.count(where: { $0.positionProblem != nil }) {
      return .failed("\(text.debugDescription): \(ownDifferences) does not report each position problem")
    }
    for locale in PseudoLocale.allCases {
      let pseudo = locale.apply(to: text)
      guard StringPlaceholders.placeholders(in: pseudo) == placeholders else {
        return .failed(
          "\(locale.rawValue) changed the placeholders of \(text.debugDescription): \(pseudo.debugDescription)")
      }
    }
    _ = StringPlaceholderFiller().fill(text)
    return .passed(placeholders.isEmpty ? "no placeholders" : "placeholders")
  }

  @Test func pseudoLocalesKeepTheirPlaceholdersOnRandomStrings() throws {
    let campaign = FuzzCampaign(
      name: "placeholders",
      configuration: try FuzzConfiguration(defaultInputs: Self.defaultPlaceholderInputs),
      filter: "CatalogFuzzTests")
    let report = campaign.run { _, random in
      let length = Int.random(in: 0...24, using: &random)
      return Self.checkPlaceholders((0..<length).map { _ in random.pick(Self.alphabet) }.joined())
    }
    for message in report.failureMessages { Issue.record(Comment(rawValue: message)) }
    #expect(report.inputs > 0)
  }
}
