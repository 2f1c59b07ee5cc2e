import Foundation
import SnackbarFuzzSupport
import Testing

@testable import SnackbarCatalog

/// The catalog readers and the placeholder parser on hostile input. Readers get the realistic
/// files of the reader tests with bytes replaced, snippets of each format's syntax inserted,
/// ranges deleted or repeated, and the text cut short. The oracle: no crash; a catalog whose
/// every unit lies on a line of the file, or an error whose line and column do, and no message
/// holding a control character (every value from the file is escaped). Placeholders: every
/// pseudo-locale keeps a random string's placeholders, and a string never differs from itself.
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
      "\\u12", "%", "%#@", "%1$", "=", ";", "/*", "*/", "//", "\n", "\r\n", "<!ENTITY", "<!DOCTYPE x>", "</string>",
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

  static let alphabet: [String] = [
    "%", "%", "%", "$", "#", "@", "@", "{", "}", "1", "2", "0", "l", "ll", "q", "d", "i", "u", "f", ".", "*", "-", " ",
    "a", "x", "s", "c", "p", "_", "\\", "\"", "é", "写", "ش", "\u{202E}", "\n",
  ]

  static func checkPlaceholders(_ text: String) -> FuzzOutcome {
    let placeholders = StringPlaceholders.placeholders(in: text)
    if !StringPlaceholders.differences(source: text, translation: text).isEmpty {
      return .failed("\(text.debugDescription) differs from itself")
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
