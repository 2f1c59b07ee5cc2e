import Foundation
import SnackbarCatalog
import Testing

// README, "String catalogs": the review example, verbatim (ReadmeCodeBlocksTests checks it is
// here), run on the demo catalog below.

/// Every missing translation and placeholder mismatch of the snackbars in a catalog.
func review(_ path: String) throws -> [String] {
  let catalog = try StringCatalogReader.read(path)
  var findings: [String] = []
  for pair in try StringCatalogSelection(pairing: .suffix(".action")).select(from: catalog.keys) {
    guard let string = catalog[pair.message] else { continue }
    for locale in catalog.locales {
      guard let localization = string.localizations[locale] else {
        findings.append("\(pair.message) \(locale): missing")
        continue
      }
      for variant in localization.variants {
        let source = string.unit(locale: catalog.sourceLanguage, variant: variant)?.value ?? ""
        let translation = localization.units[variant]?.value ?? ""
        for difference in StringPlaceholders.differences(source: source, translation: translation) {
          findings.append("\(pair.message) \(locale) \(variant): \(difference)")
        }
      }
    }
  }
  return findings
}

/// The DocC article "Reading catalogs": its example, verbatim, so it keeps compiling.
func articleExample() throws {
  let catalog = try StringCatalogReader.read("App/Localizable.xcstrings")
  for key in catalog.keys {
    for locale in catalog.locales {
      let units = catalog[key]?.localizations[locale]?.units ?? [:]
      print(key, locale, units.count)
    }
  }
}

@Suite struct ReadmeCatalogExampleTests {
  @Test func theReviewFindsTheDemoCatalogsTwoTranslationProblems() throws {
    #expect(
      try review(DemoCatalogTests.path) == [
        #"message.sent fr base: argument 1 is "%@" in the source and "%d" in the translation"#,
        "storage.almost.full ja: missing",
      ])
  }

  @Test func theErrorsTheReadmeShowsAreTheReadersOwn() throws {
    let fixture = try CatalogFixture()
    let table = try fixture.write("/* ok */\n\"a\" = \"A\";\n\"b\" = \"B\"\n\"c\" = \"C\";\n", to: "fr.lproj/L.strings")
    let error = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(table) }
    #expect(error?.description == "\(table), line 4, column 1: expected ';' after the value of \"b\", found '\"'")
    let xml = try fixture.write(
      "<resources>\n    <string name=\"a\">A</string>\n    <string name=\"b\">B</strong>\n</resources>\n",
      to: "res/values-de/strings.xml")
    let xmlError = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(xml) }
    #expect(
      xmlError?.description
        == "\(xml), line 3, column 32: not well-formed XML: a closing tag does not match the element it closes")
  }
}
