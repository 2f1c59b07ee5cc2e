import Foundation
import SnackbarCatalog
import Testing

/// XLIFF 1.2 as Xcode's "Export Localizations" writes it.
@Suite struct XLIFFReaderTests {
  static let german = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
      <file original="Snacks/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
        <header>
          <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="15.0" build-num="15A240d"/>
        </header>
        <body>
          <trans-unit id="archive.done" xml:space="preserve">
            <source>Archived</source>
            <target state="translated">Archiviert</target>
            <note>Shown after archiving</note>
          </trans-unit>
          <trans-unit id="undo" xml:space="preserve">
            <source>Undo</source>
            <target state="needs-review-translation">Rückgängig &amp; so</target>
            <note/>
          </trans-unit>
          <trans-unit id="retry" xml:space="preserve">
            <source>Retry</source>
            <note>No target yet</note>
          </trans-unit>
          <trans-unit id="/files.moved:dict/NSStringLocalizedFormatKey:dict/:string" xml:space="preserve">
            <source>%#@files@ moved</source>
            <target state="translated">%#@files@ verschoben</target>
          </trans-unit>
          <trans-unit id="/files.moved:dict/files:dict/one:dict/:string" xml:space="preserve">
            <source>%d file</source>
            <target state="new">%d Datei</target>
          </trans-unit>
          <trans-unit id="/files.moved:dict/files:dict/other:dict/:string" xml:space="preserve">
            <source>%d files</source>
            <target state="translated">%d Dateien</target>
          </trans-unit>
        </body>
      </file>
    </xliff>
    """

  @Test func readsSourcesTargetsAndStates() throws {
    let fixture = try CatalogFixture()
    let path = try fixture.write(Self.german, to: "de.xliff")
    let catalog = try StringCatalogReader.read(path)
    #expect(catalog.sourceLanguage == "en")
    #expect(catalog.locales == ["en", "de"])
    #expect(catalog.keys == ["archive.done", "files.moved", "retry", "undo"])
    #expect(catalog["archive.done"]?.comment == "Shown after archiving")
    let undo = try #require(catalog["undo"]?.unit(locale: "de", variant: .base))
    #expect(undo.value == "Rückgängig & so")
    #expect(undo.state == .needsReview)
    #expect(undo.location.line == 15)
    #expect(catalog["retry"]?.unit(locale: "en", variant: .base)?.value == "Retry")
    #expect(catalog["retry"]?.localizations["de"] == nil)
  }

  @Test func stringsdictUnitsBecomePluralVariants() throws {
    let fixture = try CatalogFixture()
    let catalog = try StringCatalogReader.read(try fixture.write(Self.german, to: "de.xliff"))
    let moved = try #require(catalog["files.moved"])
    #expect(moved.unit(locale: "de", variant: .init(plural: .one))?.value == "%d Datei verschoben")
    #expect(moved.unit(locale: "de", variant: .init(plural: .one))?.state == .new)
    #expect(moved.unit(locale: "en", variant: .init(plural: .other))?.value == "%d files moved")
  }

  @Test func aMalformedFileOrAnUnknownStateNamesTheLineAndColumn() throws {
    let fixture = try CatalogFixture()
    let broken = try fixture.write(
      Self.german.replacingOccurrences(of: "<source>Retry</source>", with: "<source>Retry</target>"), to: "broken.xliff"
    )
    let error = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(broken) }
    #expect(error?.line == 19)
    let state = try fixture.write(
      Self.german.replacingOccurrences(of: "state=\"translated\">Archiviert", with: "state=\"done\">Archiviert"),
      to: "state.xliff")
    let stateError = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(state) }
    #expect(stateError?.line == 10)
    #expect(stateError?.message == #"unknown state "done""#)
  }

  /// An export of several tables, as Xcode writes one per language: the same ids in several
  /// `<file>` elements (a language and a country both called "Nauru", each target's Info.plist
  /// name), a unit not to translate, and the empty key of `Text("")`.
  static func tables(_ language: String, _ targets: [String]) -> String {
    let header = """
      <header>
        <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="15.0" build-num="15A240d"/>
      </header>
      """
    func file(_ original: String, _ units: String) -> String {
      """
      <file original="\(original)" source-language="en" target-language="\(language)" datatype="plaintext">
      \(header)
      <body>
      \(units)
      </body>
      </file>
      """
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      \(file("App/en.lproj/ISO639.strings", """
        <trans-unit id="Nauru" xml:space="preserve">
          <source>Nauru</source>
          <target state="translated">\(targets[0])</target>
          <note>A language</note>
        </trans-unit>
        """))
      \(file("App/en.lproj/ISO3166.strings", """
        <trans-unit id="Nauru" xml:space="preserve">
          <source>Nauru</source>
          <target state="translated">\(targets[1])</target>
          <note>A country</note>
        </trans-unit>
        """))
      \(file("App/InfoPlist.xcstrings", """
        <trans-unit id="CFBundleName" xml:space="preserve">
          <source>Snacks</source>
          <note>Bundle name</note>
        </trans-unit>
        """))
      \(file("Launcher/InfoPlist.xcstrings", """
        <trans-unit id="CFBundleName" xml:space="preserve">
          <source>Snacks Launcher</source>
          <note>Bundle name</note>
        </trans-unit>
        """))
      \(file("App/Base.lproj/Main.xib", """
        <trans-unit id="7z8-pS-A86.title" translate="no" xml:space="preserve">
          <source>Check</source>
          <note>Class = "NSButtonCell"; title = "Check"; ObjectID = "7z8-pS-A86"; Note = "Do not localize";</note>
        </trans-unit>
        """))
      \(file("App/Localizable.xcstrings", """
        <trans-unit id="">
          <source></source>
          <target state="new"/>
        </trans-unit>
        """))
      </xliff>
      """
  }

  /// Each `<file>` is a table: a unit is keyed by its table and id, so the same id in two tables
  /// keeps both translations, and the tables of several languages' exports match. Keyed by id
  /// alone, one table's unit silently replaced the others'.
  @Test func eachFileIsATableAndAUnitIsKeyedByTableAndID() throws {
    let fixture = try CatalogFixture()
    let german = try fixture.write(Self.tables("de", ["Nauruisch", "Nauru"]), to: "de.xliff")
    let french = try fixture.write(Self.tables("fr", ["nauruan", "Nauru"]), to: "fr.xliff")
    let catalog = try StringCatalogReader.read([german, french])
    #expect(catalog.locales == ["en", "de", "fr"])
    let language = StringCatalogKey("Nauru", table: "App/en.lproj/ISO639.strings")
    let country = StringCatalogKey("Nauru", table: "App/en.lproj/ISO3166.strings")
    let appName = StringCatalogKey("CFBundleName", table: "App/InfoPlist.xcstrings")
    let launcherName = StringCatalogKey("CFBundleName", table: "Launcher/InfoPlist.xcstrings")
    #expect(
      catalog.keys == [
        StringCatalogKey("7z8-pS-A86.title", table: "App/Base.lproj/Main.xib"), appName,
        StringCatalogKey("", table: "App/Localizable.xcstrings"), country, language, launcherName,
      ])
    #expect(catalog[language]?.unit(locale: "de", variant: .base)?.value == "Nauruisch")
    #expect(catalog[country]?.unit(locale: "de", variant: .base)?.value == "Nauru")
    #expect(catalog[language]?.unit(locale: "fr", variant: .base)?.value == "nauruan")
    #expect(catalog[language]?.comment == "A language")
    #expect(catalog[country]?.comment == "A country")
    #expect(catalog[appName]?.unit(locale: "en", variant: .base)?.value == "Snacks")
    #expect(catalog[launcherName]?.unit(locale: "en", variant: .base)?.value == "Snacks Launcher")
    #expect(language.description == "App/en.lproj/ISO639.strings: Nauru")
  }

  /// `translate="no"` is Xcode's "Don't translate": the string is not for translation, so its
  /// locales fall back to the source by design. The empty id is read as the empty key it is.
  @Test func translateNoAndTheEmptyKeyAreRead() throws {
    let fixture = try CatalogFixture()
    let catalog = try StringCatalogReader.read(try fixture.write(Self.tables("de", ["a", "b"]), to: "de.xliff"))
    let check = try #require(catalog[StringCatalogKey("7z8-pS-A86.title", table: "App/Base.lproj/Main.xib")])
    #expect(!check.shouldTranslate)
    #expect(catalog[StringCatalogKey("Nauru", table: "App/en.lproj/ISO639.strings")]?.shouldTranslate == true)
    let empty = try #require(catalog[StringCatalogKey("", table: "App/Localizable.xcstrings")])
    #expect(empty.unit(locale: "en", variant: .base)?.value == "")
    #expect(empty.unit(locale: "de", variant: .base).map { ($0.value, $0.state) } ?? ("?", .translated) == ("", .new))
  }
}
