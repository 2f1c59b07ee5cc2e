import Foundation
import SnackbarCatalog
import Testing

/// Android string resources, written as Android Studio and translators write them.
@Suite struct AndroidStringsReaderTests {
  static let english = #"""
    <?xml version="1.0" encoding="utf-8"?>
    <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2" xmlns:tools="http://schemas.android.com/tools">
        <string name="app_name" translatable="false">Snacks</string>
        <string name="archive_done">Archived</string>
        <string name="undo">Undo</string>
        <string name="dont">Don\'t   \"panic\"
            now</string>
        <string name="spaced">"  two  spaces  "</string>
        <string name="escapes">Line\nTab\tAt \@home \?maybe \u00e9t\u00E9</string>
        <string name="cdata"><![CDATA[<b>Bold</b> & done]]></string>
        <string name="welcome">Hello <xliff:g id="name" example="Alex">%1$s</xliff:g>, <b>welcome</b></string>
        <plurals name="files_moved">
            <item quantity="one">%d file moved</item>
            <item quantity="other">%d files moved</item>
        </plurals>
        <string-array name="planets"><item>Mercury</item></string-array>
    </resources>
    """#

  func fixture() throws -> CatalogFixture {
    let fixture = try CatalogFixture()
    try fixture.write(Self.english, to: "app/src/main/res/values/strings.xml")
    try fixture.write(
      """
      <resources>
          <string name="archive_done">Archiviert</string>
          <plurals name="files_moved">
              <item quantity="one">%d Datei verschoben</item>
              <item quantity="other">%d Dateien verschoben</item>
          </plurals>
      </resources>
      """, to: "app/src/main/res/values-de/strings.xml")
    try fixture.write(
      "<resources><string name=\"archive_done\">Arquivado</string></resources>",
      to: "app/src/main/res/values-pt-rBR/strings.xml")
    try fixture.write(
      "<resources><string name=\"archive_done\">Arhivirano</string></resources>",
      to: "app/src/main/res/values-b+sr+Latn/strings.xml")
    try fixture.write(
      "<resources><color name=\"x\">#fff</color></resources>", to: "app/src/main/res/values-night/colors.xml")
    return fixture
  }

  @Test func readsEveryValuesFolderInItsLocale() throws {
    let fixture = try fixture()
    let catalog = try StringCatalogReader.read(fixture.path("app/src/main/res"))
    #expect(catalog.sourceLanguage == "en")
    #expect(catalog.locales == ["en", "de", "pt-BR", "sr-Latn"])
    #expect(catalog["archive_done"]?.unit(locale: "sr-Latn", variant: .base)?.value == "Arhivirano")
    #expect(catalog["app_name"]?.shouldTranslate == false)
    #expect(catalog["undo"]?.shouldTranslate == true)
    #expect(catalog["planets"] == nil)
    let moved = try #require(catalog["files_moved"]?.localizations["de"])
    #expect(moved.units[.init(plural: .other)]?.value == "%d Dateien verschoben")
  }

  /// `translatable="false"` and lint's `tools:ignore="MissingTranslation"` (on a string, in a
  /// list, or on the whole file) mark strings not for translation: read, drawn in the default
  /// text everywhere, never missing. They were once left out, so the app's own name was never drawn.
  @Test func stringsNotForTranslationAreReadAndMarked() throws {
    let fixture = try CatalogFixture()
    try fixture.write(
      """
      <resources xmlns:tools="http://schemas.android.com/tools">
          <string name="brand" translatable="false">Snacks</string>
          <string name="legal" tools:ignore="ExtraTranslation, MissingTranslation">Terms</string>
          <string name="hello" tools:ignore="UnusedResources">Hello</string>
          <plurals name="points" translatable="false"><item quantity="other">%d pts</item></plurals>
      </resources>
      """, to: "res/values/strings.xml")
    try fixture.write(
      """
      <resources xmlns:tools="http://schemas.android.com/tools" tools:ignore="MissingTranslation">
          <plurals name="files"><item quantity="other">%d files</item></plurals>
      </resources>
      """, to: "res/values/plurals.xml")
    let catalog = try StringCatalogReader.read(fixture.path("res"))
    #expect(catalog.keys == ["brand", "files", "hello", "legal", "points"])
    #expect(catalog["brand"]?.unit(locale: "en", variant: .base)?.value == "Snacks")
    for key: StringCatalogKey in ["brand", "legal", "points", "files"] {
      #expect(catalog[key]?.shouldTranslate == false, "\(key)")
    }
    #expect(catalog["hello"]?.shouldTranslate == true)
  }

  @Test func theSourceLanguageIsAParameter() throws {
    let fixture = try fixture()
    let catalog = try StringCatalogReader.read(fixture.path("app/src/main"), sourceLanguage: "fr")
    #expect(catalog.locales == ["fr", "de", "pt-BR", "sr-Latn"])
    #expect(catalog["undo"]?.unit(locale: "fr", variant: .base)?.value == "Undo")
  }

  @Test func unescapesAsAapt2Does() throws {
    let fixture = try fixture()
    let catalog = try StringCatalogReader.read(fixture.path("app/src/main/res/values/strings.xml"))
    func value(_ key: StringCatalogKey) -> String? { catalog[key]?.unit(locale: "en", variant: .base)?.value }
    #expect(value("dont") == "Don't \"panic\" now")
    #expect(value("spaced") == "  two  spaces  ")
    #expect(value("escapes") == "Line\nTab\tAt @home ?maybe \u{e9}t\u{e9}")
    #expect(value("cdata") == "<b>Bold</b> & done")
    #expect(value("welcome") == "Hello %1$s, welcome")
  }

  @Test func readsWithAnXcodeCatalogOfTheSameSourceLanguageIntoOne() throws {
    let fixture = try fixture()
    let xcode = try fixture.write(XCStringsReaderTests.catalog, to: "Localizable.xcstrings")
    let catalog = try StringCatalogReader.read([xcode, fixture.path("app/src/main/res")])
    #expect(catalog.files.first == xcode)
    #expect(catalog.locales == ["en", "de", "fr", "pt-BR", "ru", "sr-Latn"])
    // Two tables: the Xcode catalog, named by its path, and Android's one namespace, unnamed.
    let archived = StringCatalogKey("archive.done", table: xcode)
    #expect(catalog[archived]?.unit(locale: "fr", variant: .base)?.state == .needsReview)
    #expect(catalog["archive_done"]?.unit(locale: "pt-BR", variant: .base)?.value == "Arquivado")
    // Each string keeps its platform's way of picking plural forms through the merge.
    #expect(catalog["files_moved"]?.pluralSelection == .android)
    #expect(catalog[archived]?.pluralSelection == .apple)
    let error = #expect(throws: StringCatalogError.self) {
      try StringCatalogReader.read([xcode, fixture.path("app/src/main/res")], sourceLanguage: "de")
    }
    #expect(error?.message == #"its source language is "de", the other catalogs' is "en""#)
  }

  @Test func folderNamesGiveLocales() {
    #expect(StringCatalogReader.locale(ofAndroidFolder: "values") == "en")
    #expect(StringCatalogReader.locale(ofAndroidFolder: "values-de") == "de")
    #expect(StringCatalogReader.locale(ofAndroidFolder: "values-pt-rBR") == "pt-BR")
    #expect(StringCatalogReader.locale(ofAndroidFolder: "values-b+sr+Latn") == "sr-Latn")
    #expect(StringCatalogReader.locale(ofAndroidFolder: "values-b+es+419") == "es-419")
    #expect(StringCatalogReader.locale(ofAndroidFolder: "values-night") == nil)
    #expect(StringCatalogReader.locale(ofAndroidFolder: "values-sw600dp") == nil)
    #expect(StringCatalogReader.locale(ofAndroidFolder: "values-de-land") == nil)
  }

  /// Java strings are UTF-16, so an emoji is escaped as its two surrogates (AntennaPod's
  /// `echo_listened_after_emoji_yoga` is `\uD83E\uDDD8`); half a pair names no character.
  @Test func aSurrogatePairOfEscapesIsOneCharacterAndHalfAPairIsAnError() throws {
    let fixture = try CatalogFixture()
    let path = try fixture.write(
      #"<resources><string name="yoga">\uD83E\uDDD8 \ud83d\ude00!</string></resources>"#, to: "res/values/strings.xml")
    let catalog = try StringCatalogReader.read(path)
    #expect(catalog["yoga"]?.unit(locale: "en", variant: .base)?.value == "\u{1F9D8} \u{1F600}!")
    for (value, message) in [
      (#"\uD83E"#, #"\uD83E begins a surrogate pair, but no \u escape of its second half follows"#),
      (#"\uD83Ex"#, #"\uD83E begins a surrogate pair, but no \u escape of its second half follows"#),
      (#"\uD83E\u0041"#, #"\uD83E begins a surrogate pair, but no \u escape of its second half follows"#),
      (#"\uDDD8"#, #"\uDDD8 is the second half of a surrogate pair without its first"#),
      (#"\u+123"#, #"\u needs four hex digits naming a character"#),
    ] {
      let bad = try fixture.write(
        "<resources><string name=\"a\">\(value)</string></resources>", to: "res/values-de/strings.xml")
      let error = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(bad) }
      #expect(error?.message == #"the value of "a": "# + message, "\(value)")
    }
  }

  @Test func malformedXMLNamesTheLineAndColumn() throws {
    let fixture = try CatalogFixture()
    let path = try fixture.write(
      """
      <resources>
          <string name="a">A</string>
          <string name="b">B</strong>
      </resources>
      """, to: "res/values-fr/strings.xml")
    let error = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(path) }
    #expect(error?.file == path)
    #expect(error?.line == 3)
    #expect(error?.column != nil)
  }

  @Test func aBadQuantityOrARepeatedNameIsAnErrorAtItsElement() throws {
    let fixture = try CatalogFixture()
    let quantity = try fixture.write(
      "<resources>\n  <plurals name=\"p\">\n    <item quantity=\"several\">x</item>\n  </plurals>\n</resources>",
      to: "res/values/strings.xml")
    let error = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(quantity) }
    #expect(error?.line == 3)
    let twice = try fixture.write(
      "<resources>\n  <string name=\"a\">A</string>\n  <string name=\"a\">B</string>\n</resources>",
      to: "res/values-de/strings.xml")
    let twiceError = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(twice) }
    #expect(twiceError?.line == 3)
    #expect(twiceError?.message.hasPrefix(#""a" is given twice (first at line 2)"#) == true)
  }

  @Test func utf16IsScannedAsUTF8SoTheEntityScanCannotBeDodged() throws {
    let fixture = try CatalogFixture()
    var utf16 = Data([0xFF, 0xFE])
    for unit in "<!DOCTYPE r [<!ENTITY a \"b\">]><resources/>".utf16 {
      utf16.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)])
    }
    let path = try fixture.write(utf16, to: "res/values/strings.xml")
    let error = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(path) }
    #expect(error?.message == "the document declares an entity; catalogs are read without entity declarations")
    #expect(error.map { ($0.line, $0.column) } ?? (0, 0) == (1, 14))
  }

  @Test(arguments: ["<?xml?>\n<resources/>", "<resources>\n  <string name=\"a\">x<?pi?></string>\n</resources>"])
  func anEmptyProcessingInstructionIsRefusedBeforeItCrashesXMLParser(_ text: String) throws {
    let fixture = try CatalogFixture()
    let path = try fixture.write(text, to: "res/values/strings.xml")
    let error = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(path) }
    #expect(error?.message.hasPrefix("a processing instruction without content") == true)
    #expect(error?.line == (text.hasPrefix("<?xml?>") ? 1 : 2))
  }

  @Test func externalEntitiesAreNeverResolved() throws {
    let fixture = try CatalogFixture()
    let secret = try fixture.write("secret", to: "secret.txt")
    let path = try fixture.write(
      """
      <?xml version="1.0"?>
      <!DOCTYPE resources [ <!ENTITY leak SYSTEM "file://\(secret)"> ]>
      <resources><string name="a">&leak;</string></resources>
      """, to: "res/values/strings.xml")
    let error = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(path) }
    #expect(error?.line == 2)
    #expect(error?.column == 23)
  }
}
