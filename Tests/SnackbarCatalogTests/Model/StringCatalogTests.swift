import SnackbarCatalog
import Testing

@Suite struct StringCatalogTests {
  static let here = StringCatalogLocation(file: "a.xcstrings", line: 3, column: 5)

  @Test func variantsHaveStableNamesAndOrder() {
    let variants: [StringCatalogVariant] = [
      .init(device: "mac"), .init(plural: .other), .init(plural: .one), .base,
      .init(device: "iphone", plural: .few), .init(plural: .many, substitution: "files"),
    ]
    #expect(
      variants.sorted().map(\.name) == [
        "base", "plural-one", "plural-other", "files-many", "device-iphone.plural-few", "device-mac",
      ])
    #expect(StringCatalogVariant(substitution: "ignored") == .base)
  }

  @Test func mergingJoinsLocalesAndRefusesAnotherSourceLanguage() throws {
    var english = StringCatalog(sourceLanguage: "en", files: ["en.strings"])
    english.add(StringCatalogUnit(value: "Undo", location: Self.here), key: "undo", locale: "en")
    var german = StringCatalog(sourceLanguage: "en", files: ["de.strings"])
    german.add(StringCatalogUnit(value: "Rückgängig", state: .new, location: Self.here), key: "undo", locale: "de")
    try english.merge(german)
    #expect(english.locales == ["en", "de"])
    #expect(english.files == ["en.strings", "de.strings"])
    #expect(english["undo"]?.unit(locale: "de", variant: .base)?.state == .new)
    let french = StringCatalog(sourceLanguage: "fr", files: ["fr.xcstrings"])
    let error = #expect(throws: StringCatalogError.self) { try english.merge(french) }
    #expect(error?.description == #"fr.xcstrings: its source language is "fr", the other catalogs' is "en""#)
  }

  @Test func aPluralVariantFallsBackToOtherThenToTheBaseUnit() {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.add(
      StringCatalogUnit(value: "%d files", location: Self.here), key: "k", locale: "en", variant: .init(plural: .other))
    catalog.add(StringCatalogUnit(value: "Files", location: Self.here), key: "k", locale: "de")
    #expect(catalog["k"]?.unit(locale: "en", variant: .init(plural: .few))?.value == "%d files")
    #expect(catalog["k"]?.unit(locale: "de", variant: .init(plural: .few))?.value == "Files")
  }

  @Test func errorsShowTheirPlaceAndEscapeThePath() {
    let error = StringCatalogError(file: "evil\u{1B}[2J.strings", line: 4, column: 17, message: "expected ';'")
    #expect(error.description == #"evil\x1B[2J.strings, line 4, column 17: expected ';'"#)
    #expect(StringCatalogError(file: "a.xml", line: nil, column: nil, message: "m").description == "a.xml: m")
  }
}
