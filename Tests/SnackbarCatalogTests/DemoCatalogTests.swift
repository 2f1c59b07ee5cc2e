import Foundation
import SnackbarCatalog
import Testing

/// The sample catalog `make demo` will render (scripts/demo-catalog): it reads, and holds
/// exactly the problems it was written to show.
@Suite struct DemoCatalogTests {
  static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("scripts/demo-catalog/Snackbar.xcstrings").path

  @Test func readsSixLanguagesAndFiveSnackbars() throws {
    let catalog = try StringCatalogReader.read(Self.path)
    #expect(catalog.locales == ["en", "ar", "de", "fr", "he", "ja"])
    let pairs = try StringCatalogSelection(pairing: .suffix(".action")).select(from: catalog.keys)
    #expect(
      pairs.map(\.message) == [
        "archive.done", "message.sent", "photos.deleted", "storage.almost.full", "upload.failed",
      ])
    #expect(pairs.allSatisfy { $0.action?.name == $0.message.name + ".action" })
  }

  @Test func exactlyOneMissingTranslationAndOnePlaceholderMismatch() throws {
    let catalog = try StringCatalogReader.read(Self.path)
    var missing: [String] = []
    var mismatches: [String] = []
    for key in catalog.keys {
      let string = try #require(catalog[key])
      let sourceVariants = string.localizations["en"]?.variants ?? []
      for locale in catalog.locales where locale != "en" {
        guard let localization = string.localizations[locale] else {
          missing.append("\(key) \(locale)")
          continue
        }
        for variant in localization.variants {
          let source = try #require(string.unit(locale: "en", variant: variant))
          let translation = try #require(localization.units[variant])
          if !StringPlaceholders.differences(source: source.value, translation: translation.value).isEmpty {
            mismatches.append("\(key) \(locale) \(variant)")
          }
        }
        #expect(!sourceVariants.isEmpty)
      }
    }
    #expect(missing == ["storage.almost.full ja"])
    #expect(mismatches == ["message.sent fr base"])
  }

  @Test func theGermanUploadErrorIsTheLongestByFar() throws {
    let catalog = try StringCatalogReader.read(Self.path)
    let failed = try #require(catalog["upload.failed"])
    let english = try #require(failed.unit(locale: "en", variant: .base)).value
    let german = try #require(failed.unit(locale: "de", variant: .base)).value
    #expect(german.count > 2 * english.count)
    let longest = catalog.keys.flatMap { key in
      catalog[key]?.localizations.values.flatMap { $0.units.values.map(\.value) } ?? []
    }.max { $0.count < $1.count }
    #expect(longest == german)
  }
}
