import Foundation
import SnackbarCatalog
import Testing

/// Where each reader says a value is, checked on excerpts of real, German-translated catalogs
/// (Fixtures/Real, whose README names their repositories, commits and licences). Every expected
/// line and column was counted by hand in the file and is quoted next to it: the column, in
/// characters from 1, is where the value begins (its JSON string, its opening quote, its
/// element's text).
@Suite struct RealCatalogLocationTests {
  /// The folder of real catalogs, beside this test's folder in the source tree.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Real").path

  static func path(_ relative: String) -> String { folder + "/" + relative }

  static func location(_ relative: String, _ line: Int, _ column: Int) -> StringCatalogLocation {
    StringCatalogLocation(file: path(relative), line: line, column: column)
  }

  // MARK: Xcode string catalog (CotEditor)

  @Test func xcstringsPointsAtEachValuesJSONString() throws {
    let file = "xcstrings/Document.xcstrings"
    let catalog = try StringCatalogReader.read(Self.path(file))
    // Line 65: `            "value" : "Inkompatible Zeichen"`
    let title = try #require(catalog["Incompatible Characters"]?.unit(locale: "de", variant: .base))
    #expect(title.value == "Inkompatible Zeichen")
    #expect(title.location == Self.location(file, 65, 23))
    // A key without an English value is its own source text, at the key:
    // line 59: `    "Incompatible Characters" : {`
    #expect(
      catalog["Incompatible Characters"]?.unit(locale: "en", variant: .base)?.location == Self.location(file, 59, 5))
  }

  @Test func xcstringsPluralFormsPointAtTheirOwnLines() throws {
    let file = "xcstrings/Document.xcstrings"
    let catalog = try StringCatalogReader.read(Self.path(file))
    let found = try #require(catalog["Found %lld incompatible characters."]?.localizations)
    let german = try #require(found["de"])
    // Line 24: `                  "value" : "Ein inkompatibles Zeichen gefunden."`
    #expect(german.units[.init(plural: .one)]?.value == "Ein inkompatibles Zeichen gefunden.")
    #expect(german.units[.init(plural: .one)]?.location == Self.location(file, 24, 29))
    // Line 30: `                  "value" : "%lld inkompatiblen Zeichen gefunden."`
    #expect(german.units[.init(plural: .other)]?.value == "%lld inkompatiblen Zeichen gefunden.")
    #expect(german.units[.init(plural: .other)]?.location == Self.location(file, 30, 29))
    // The English forms, below the German: line 42 and 48, `                  "value" : "Found …`
    #expect(found["en"]?.units[.init(plural: .one)]?.location == Self.location(file, 42, 29))
    #expect(found["en"]?.units[.init(plural: .other)]?.location == Self.location(file, 48, 29))
  }

  @Test func xcstringsMissingGermanHasOnlyTheSourceLanguagesLine() throws {
    let file = "xcstrings/Document.xcstrings"
    let catalog = try StringCatalogReader.read(Self.path(file))
    // A real missing translation: upstream gives this key in English only.
    let failed = try #require(catalog["FolderFind.SearchState.failed.label"])
    #expect(failed.localizations["de"] == nil)
    // Line 10: `            "value" : "Search Failed"`
    #expect(failed.unit(locale: "en", variant: .base)?.location == Self.location(file, 10, 23))
    // Line 56: `    "Include Hidden Files" : {`: no localization at all, so the key is the source text.
    let hidden = try #require(catalog["Include Hidden Files"])
    #expect(hidden.localizations["de"] == nil)
    #expect(hidden.unit(locale: "en", variant: .base)?.location == Self.location(file, 56, 5))
  }

  // MARK: .strings and .stringsdict (Kraftstoff)

  @Test func stringsPointsAtTheValuesOpeningQuoteInUTF16() throws {
    let catalog = try StringCatalogReader.read(Self.path("lproj"))
    let german = "lproj/de.lproj/Localizable.strings"
    // Line 88 (UTF-16, big-endian): `"ttl_cost" = "Gesamtkosten";`
    let cost = try #require(catalog["ttl_cost"]?.unit(locale: "de", variant: .base))
    #expect(cost.value == "Gesamtkosten")
    #expect(cost.location == Self.location(german, 88, 14))
    // The file gives "km/l_short" twice (line 53 and 54); the last wins, as Foundation reads it:
    // line 54: `"km/l_short" = "Kilometer pro Liter";`
    let short = try #require(catalog["km/l_short"]?.unit(locale: "de", variant: .base))
    #expect(short.value == "Kilometer pro Liter")
    #expect(short.location == Self.location(german, 54, 16))
  }

  @Test func stringsMissingGermanLeavesTheSourceLine() throws {
    let catalog = try StringCatalogReader.read(Self.path("lproj"))
    // The German file has no "km/l_medium" (its line 54 meant it, under the wrong key).
    let medium = try #require(catalog["km/l_medium"])
    #expect(medium.localizations["de"] == nil)
    // en.lproj line 16: `"km/l_medium" = "Kilometers per Liter";`
    #expect(
      medium.unit(locale: "en", variant: .base)?.location
        == Self.location("lproj/en.lproj/Localizable.strings", 16, 17))
  }

  @Test func stringsdictPluralFormsPointAtTheirOwnStrings() throws {
    let catalog = try StringCatalogReader.read(Self.path("lproj"))
    let german = "lproj/de.lproj/Localizable.stringsdict"
    let imported = try #require(catalog["Imported %d car(s) with %d fuel event(s)."]?.localizations["de"])
    let carsOne = try #require(imported.units[.init(plural: .one, substitution: "cars")])
    #expect(carsOne.value == "Ein Fahrzeug mit %d Datensätzen importiert.")
    // Line 23, after four tabs: `<string>Ein Fahrzeug</string>`
    #expect(carsOne.location == Self.location(german, 23, 13))
    // Line 25: `<string>%d Fahrzeuge</string>`
    #expect(imported.units[.init(plural: .other, substitution: "cars")]?.location == Self.location(german, 25, 13))
    // Line 36: `<string>%d Datensätzen</string>`
    #expect(imported.units[.init(plural: .other, substitution: "events")]?.location == Self.location(german, 36, 13))
  }

  // MARK: Android strings.xml (Thunderbird for Android)

  @Test func androidPointsAtTheTextOfEachStringAndItem() throws {
    let catalog = try StringCatalogReader.read(Self.path("android/settings-import"))
    let german = "android/settings-import/values-de/strings.xml"
    // Line 3: `    <string name="settings_import_title">Einstellungen importieren</string>`
    let title = try #require(catalog["settings_import_title"]?.unit(locale: "de", variant: .base))
    #expect(title.value == "Einstellungen importieren")
    #expect(title.location == Self.location(german, 3, 42))
    // Line 4, after a non-ASCII character: `    <string name="…_pick_document_button">Datei auswählen</string>`
    #expect(
      catalog["settings_import_pick_document_button"]?.unit(locale: "de", variant: .base)?.location
        == Self.location(german, 4, 57))
    // Line 25 and 26: `        <item quantity="one">Um das Konto \"<xliff:g id="account">%s</xliff:g>\" …`
    let prompt = try #require(catalog["settings_import_password_prompt"]?.localizations["de"])
    #expect(prompt.units[.init(plural: .one)]?.location == Self.location(german, 25, 30))
    #expect(prompt.units[.init(plural: .other)]?.location == Self.location(german, 26, 32))
  }

  @Test func androidMissingGermanLeavesTheSourceLine() throws {
    let catalog = try StringCatalogReader.read(Self.path("android/bolt"))
    let up = try #require(catalog["bolt_organism_subtitle_top_app_bar_up_description"])
    #expect(up.localizations["de"] == nil)
    // values/ line 10: `    <string name="bolt_organism_subtitle_top_app_bar_up_description">Navigate up</string>`
    #expect(
      up.unit(locale: "en", variant: .base)?.location == Self.location("android/bolt/values/strings.xml", 10, 70))
  }

  // MARK: XLIFF 1.2 (KeepingYouAwake's Xcode export)

  @Test func xliffPointsAtTheTargetAndTheSource() throws {
    let file = "xliff/de.xliff"
    let catalog = try StringCatalogReader.read(Self.path(file))
    let key = StringCatalogKey("Activate for Duration", table: "KeepingYouAwake/Localizable.xcstrings")
    // Line 30: `        <target state="translated">Aktivierungsdauer</target>`
    #expect(catalog[key]?.unit(locale: "de", variant: .base)?.location == Self.location(file, 30, 36))
    // Line 29: `        <source>Activate for Duration</source>`
    #expect(catalog[key]?.unit(locale: "en", variant: .base)?.location == Self.location(file, 29, 17))
  }

  @Test func xliffMissingTargetLeavesTheSourceLine() throws {
    let file = "xliff/de.xliff"
    let catalog = try StringCatalogReader.read(Self.path(file))
    let name = try #require(catalog[StringCatalogKey("CFBundleName", table: "KeepingYouAwake/InfoPlist.xcstrings")])
    #expect(name.localizations["de"] == nil)
    // Line 9: `        <source>KeepingYouAwake</source>`
    #expect(name.unit(locale: "en", variant: .base)?.location == Self.location(file, 9, 17))
  }
}
