import Foundation
import SnackbarCatalog
import Testing

/// `.strings` and `.stringsdict` tables in `.lproj` folders, as Xcode and translators write them.
@Suite struct LprojReaderTests {
  static let englishTable = #"""
    /* Shown after archiving. */
    "archive.done" = "Archived";

    // Line comments too; keys may be unquoted words.
    undo = "Undo";
    "quote" = "Say \"hi\"\n\tthen go \\ home";
    "emoji" = "Star \U2605 and \UD83D\UDE00";
    "octal" = "A\101";
    """#

  static let germanDictionary = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>files.moved</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key>
        <string>%#@files@ verschoben</string>
        <key>files</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key>
          <string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key>
          <string>d</string>
          <key>one</key>
          <string>%d Datei</string>
          <key>other</key>
          <string>%d Dateien</string>
        </dict>
      </dict>
    </dict>
    </plist>
    """

  /// `text` as UTF-16 little-endian with a byte order mark, as older Xcode wrote tables.
  static func utf16(_ text: String) -> Data {
    var data = Data([0xFF, 0xFE])
    for unit in text.utf16 { data.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
    return data
  }

  func fixture() throws -> CatalogFixture {
    let fixture = try CatalogFixture()
    try fixture.write(Self.englishTable, to: "App/Base.lproj/Localizable.strings")
    try fixture.write(
      Self.utf16("/* Deutsch */\n\"archive.done\" = \"Archiviert\";\n\"files.moved\" = \"Dateien verschoben\";\n"),
      to: "App/de.lproj/Localizable.strings")
    try fixture.write(Self.germanDictionary, to: "App/de.lproj/Localizable.stringsdict")
    try fixture.write("\"archive.done\" = \"Arquivado\";\n", to: "App/pt_BR.lproj/Localizable.strings")
    return fixture
  }

  @Test func readsEveryLprojFolderWithBaseAsTheSourceLanguage() throws {
    let fixture = try fixture()
    let catalog = try StringCatalogReader.read(fixture.path("App"))
    #expect(catalog.sourceLanguage == "en")
    #expect(catalog.locales == ["en", "de", "pt-BR"])
    #expect(catalog.keys == ["archive.done", "emoji", "files.moved", "octal", "quote", "undo"])
    #expect(catalog["archive.done"]?.unit(locale: "de", variant: .base)?.value == "Archiviert")
    #expect(catalog["archive.done"]?.unit(locale: "pt-BR", variant: .base)?.value == "Arquivado")
    let undo = try #require(catalog["undo"]?.unit(locale: "en", variant: .base))
    #expect(undo.value == "Undo")
    #expect(
      undo.location
        == StringCatalogLocation(file: fixture.path("App/Base.lproj/Localizable.strings"), line: 5, column: 8))
  }

  @Test func decodesTheEscapesOfTables() throws {
    let fixture = try fixture()
    let catalog = try StringCatalogReader.read(fixture.path("App/Base.lproj"))
    #expect(catalog["quote"]?.unit(locale: "en", variant: .base)?.value == "Say \"hi\"\n\tthen go \\ home")
    #expect(catalog["emoji"]?.unit(locale: "en", variant: .base)?.value == "Star \u{2605} and \u{1F600}")
    #expect(catalog["octal"]?.unit(locale: "en", variant: .base)?.value == "AA")
  }

  @Test func aStringsdictEntryReplacesTheTablesAndGivesPluralVariants() throws {
    let fixture = try fixture()
    let catalog = try StringCatalogReader.read(fixture.path("App/de.lproj"))
    let moved = try #require(catalog["files.moved"]?.localizations["de"])
    #expect(moved.variants == [.init(plural: .one), .init(plural: .other)])
    #expect(moved.units[.init(plural: .one)]?.value == "%d Datei verschoben")
    #expect(moved.units[.init(plural: .other)]?.value == "%d Dateien verschoben")
    // Each form points at the text of its own <string> (line 16, `      <string>%d Datei</string>`).
    #expect(moved.units[.init(plural: .one)]?.location.line == 16)
    #expect(moved.units[.init(plural: .one)]?.location.column == 15)
    #expect(moved.units[.init(plural: .other)]?.location.line == 18)
  }

  @Test func aMalformedTableNamesTheLineAndColumn() throws {
    let fixture = try CatalogFixture()
    let path = try fixture.write(
      "/* ok */\n\"a\" = \"A\";\n\"b\" = \"B\"\n\"c\" = \"C\";\n", to: "fr.lproj/Localizable.strings")
    let error = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(path) }
    #expect(error?.line == 4)
    #expect(error?.column == 1)
    #expect(error?.message == #"expected ';' after the value of "b", found '"'"#)
  }

  @Test func anUnclosedStringOrCommentNamesWhereItStarts() throws {
    let fixture = try CatalogFixture()
    let unclosed = try fixture.write(Self.utf16("\"a\" = \"A;\n\n"), to: "a.lproj/A.strings")
    let error = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(unclosed) }
    #expect(error.map { ($0.line, $0.column) } ?? (0, 0) == (1, 7))
    let comment = try fixture.write("\"a\" = \"A\";\n  /* never closed", to: "b.lproj/B.strings")
    let commentError = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(comment) }
    #expect(commentError.map { ($0.line, $0.column) } ?? (0, 0) == (2, 3))
  }

  @Test func aMalformedStringsdictNamesTheLineAndColumn() throws {
    let fixture = try CatalogFixture()
    let broken = Self.germanDictionary.replacingOccurrences(
      of: "<string>%d Datei</string>", with: "<string>%d Datei</strin>")
    let path = try fixture.write(broken, to: "de.lproj/Localizable.stringsdict")
    let error = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(path) }
    #expect(error?.line == 16)
    #expect(error?.column != nil)
    #expect(error?.message.hasPrefix("not well-formed XML") == true)
  }

  @Test func entityDeclarationsAreRefusedBeforeParsing() throws {
    let fixture = try CatalogFixture()
    let path = try fixture.write(
      """
      <?xml version="1.0"?>
      <!DOCTYPE plist [
        <!ENTITY lol "lol">
      ]>
      <plist version="1.0"><dict/></plist>
      """, to: "de.lproj/Localizable.stringsdict")
    let error = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(path) }
    #expect(error.map { ($0.line, $0.column) } ?? (0, 0) == (3, 3))
  }

  /// Tables are namespaces, as `NSLocalizedString(_:tableName:)` looks them up: the same key in
  /// `Localizable` and `Main` keeps both texts, each table's `.stringsdict` replaces only its
  /// own table's keys, and every locale's file of a table names the same table. Merged by key,
  /// the last table read won.
  @Test func eachTableIsANamespaceOfItsOwn() throws {
    let fixture = try CatalogFixture()
    try fixture.write(
      "\"Settings\" = \"Settings\";\n\"files.moved\" = \"Files moved\";\n", to: "App/en.lproj/Localizable.strings")
    try fixture.write("\"Settings\" = \"Einstellungen\";\n", to: "App/de.lproj/Localizable.strings")
    try fixture.write(
      "\"Settings\" = \"Preferences\";\n\"files.moved\" = \"Moved\";\n", to: "App/en.lproj/Main.strings")
    try fixture.write(
      "\"Settings\" = \"Optionen\";\n\"files.moved\" = \"Verschoben\";\n", to: "App/de.lproj/Main.strings")
    try fixture.write(Self.germanDictionary, to: "App/de.lproj/Localizable.stringsdict")
    let catalog = try StringCatalogReader.read(fixture.path("App"))
    let root = fixture.path("App")
    let settings = StringCatalogKey("Settings", table: root + "/Localizable")
    let mainSettings = StringCatalogKey("Settings", table: root + "/Main")
    #expect(catalog[settings]?.unit(locale: "de", variant: .base)?.value == "Einstellungen")
    #expect(catalog[mainSettings]?.unit(locale: "de", variant: .base)?.value == "Optionen")
    #expect(catalog[mainSettings]?.unit(locale: "en", variant: .base)?.value == "Preferences")
    // Localizable.stringsdict replaces Localizable's files.moved, not Main's.
    let moved = try #require(catalog[StringCatalogKey("files.moved", table: root + "/Localizable")])
    #expect(moved.localizations["de"]?.variants == [.init(plural: .one), .init(plural: .other)])
    let mainMoved = try #require(catalog[StringCatalogKey("files.moved", table: root + "/Main")])
    #expect(mainMoved.unit(locale: "de", variant: .base)?.value == "Verschoben")
    // The same tables whichever way the folders are given.
    let separately = try StringCatalogReader.read([fixture.path("App/en.lproj"), fixture.path("App/de.lproj/")])
    #expect(separately.keys == catalog.keys)
    // One table: no key names it.
    #expect(
      try StringCatalogReader.read(fixture.path("App/de.lproj/Main.strings")).keys == ["Settings", "files.moved"])
  }
}
