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

  // MARK: Xcode string catalog (IceCubesApp)

  @Test func xcstringsPointsAtEachValuesJSONString() throws {
    let file = "xcstrings/Localizable.xcstrings"
    let catalog = try StringCatalogReader.read(Self.path(file))
    // Line 60: `            "value" : "Konto"`
    let account = try #require(catalog["Account"]?.unit(locale: "de", variant: .base))
    #expect(account.value == "Konto")
    #expect(account.location == Self.location(file, 60, 23))
    // A key without an English value is its own source text, at the key:
    // line 55: `    "Account" : {`
    #expect(catalog["Account"]?.unit(locale: "en", variant: .base)?.location == Self.location(file, 55, 5))
  }

  @Test func xcstringsPluralFormsPointAtTheirOwnLines() throws {
    let file = "xcstrings/Localizable.xcstrings"
    let catalog = try StringCatalogReader.read(Self.path(file))
    let posts = try #require(catalog["accessibility.tabs.timeline.unread-posts.label-%lld"]?.localizations["de"])
    // Line 23: `                  "value" : "%lld neuer Beitrag"`
    #expect(posts.units[.init(plural: .one)]?.value == "%lld neuer Beitrag")
    #expect(posts.units[.init(plural: .one)]?.location == Self.location(file, 23, 29))
    // Line 29: `                  "value" : "%lld neue Beiträge"`
    #expect(posts.units[.init(plural: .other)]?.location == Self.location(file, 29, 29))
    // A substitution's forms point at their own values, not at the format's (line 71):
    // line 81 and 87: `                      "value" : "%2$@ Follower"`
    let followers = try #require(catalog["account.label.followers %lld %@"]?.localizations["de"])
    #expect(followers.units[.init(plural: .one)]?.location == Self.location(file, 81, 33))
    #expect(followers.units[.init(plural: .other)]?.location == Self.location(file, 87, 33))
  }

  @Test func xcstringsMissingGermanHasOnlyTheKeysSourceLine() throws {
    let file = "xcstrings/Localizable.xcstrings"
    let catalog = try StringCatalogReader.read(Self.path(file))
    let string = try #require(catalog["%lld. "])
    #expect(string.localizations["de"] == nil)
    // Line 4: `    "%lld. " : {`: no English value either, so the key is the source text.
    #expect(string.unit(locale: "en", variant: .base)?.location == Self.location(file, 4, 5))
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
