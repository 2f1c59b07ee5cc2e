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
}
