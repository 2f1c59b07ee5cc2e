import Foundation
import SnackbarCatalog
import Testing

/// Names from a catalog that a later step puts into paths (locales, devices, substitutions) may
/// not smuggle a path or a control character.
@Suite struct CatalogNameTests {
  @Test func localesAndIdentifiers() {
    for locale in ["en", "pt-BR", "sr-Latn", "es-419", "en-XA", "zh-Hans-CN"] { #expect(CatalogName.isLocale(locale)) }
    for locale in ["", "..", "../x", "a/b", "de-", "-de", "d e", "de\u{1B}", "日本", String(repeating: "a", count: 65)] {
      #expect(!CatalogName.isLocale(locale), "\(locale.debugDescription)")
    }
    #expect(CatalogName.isIdentifier("applewatch"))
    #expect(CatalogName.isIdentifier("files_2"))
    #expect(!CatalogName.isIdentifier("../a"))
    #expect(!CatalogName.isIdentifier(""))
  }

  @Test func anXcodeCatalogWithAPathForALocaleOrDeviceIsRefusedAtTheName() throws {
    let fixture = try CatalogFixture()
    let locale = try fixture.write(
      """
      { "sourceLanguage" : "en", "strings" : {
          "a" : { "localizations" : { "../../x" : { "stringUnit" : { "value" : "A" } } } } } }
      """, to: "Locale.xcstrings")
    let localeError = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(locale) }
    #expect(localeError.map { ($0.line, $0.column) } ?? (0, 0) == (2, 33))
    #expect(localeError?.message == #""../../x" is not a locale (such as en, pt-BR, sr-Latn)"#)
    let device = try fixture.write(
      """
      { "sourceLanguage" : "en", "strings" : { "a" : { "localizations" : { "en" : { "variations" : {
          "device" : { "a/b" : { "stringUnit" : { "value" : "A" } } } } } } } } }
      """, to: "Device.xcstrings")
    let deviceError = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(device) }
    #expect(deviceError?.line == 2)
    #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(device, sourceLanguage: "../en") }
  }

  @Test func lprojFoldersStringsdictVariablesAndXLIFFLanguagesAreChecked() throws {
    let fixture = try CatalogFixture()
    try fixture.write("\"a\" = \"A\";\n", to: "App/de e.lproj/L.strings")
    #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(fixture.path("App")) }
    let dictionary = try fixture.write(
      LprojReaderTests.germanDictionary.replacingOccurrences(of: "<key>files</key>", with: "<key>../files</key>")
        .replacingOccurrences(of: "%#@files@", with: "%#@../files@"),
      to: "de.lproj/Localizable.stringsdict")
    let dictionaryError = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(dictionary) }
    #expect(dictionaryError?.message.contains("is not a variable name") == true)
    let xliff = try fixture.write(
      XLIFFReaderTests.german.replacingOccurrences(of: "target-language=\"de\"", with: "target-language=\"../de\""),
      to: "de.xliff")
    let xliffError = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(xliff) }
    #expect(xliffError?.line == 3)
  }
}
