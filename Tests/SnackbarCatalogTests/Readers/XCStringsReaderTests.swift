import Foundation
import SnackbarCatalog
import Testing

/// Xcode string catalogs, written as Xcode 15 and later write them.
@Suite struct XCStringsReaderTests {
  static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "archive.done" : {
          "comment" : "Shown after archiving",
          "extractionState" : "manual",
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Archiviert" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Archived" } },
            "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Archivé \"ok\"\n" } }
          }
        },
        "files.moved" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file moved" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files moved" } }
                }
              }
            },
            "ru" : {
              "variations" : {
                "plural" : {
                  "few" : { "stringUnit" : { "state" : "new", "value" : "%lld файла" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld файлов" } },
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } }
                }
              }
            }
          }
        },
        "Tap to retry" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "device" : {
                  "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap to retry" } },
                  "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click to retry" } }
                }
              }
            }
          }
        },
        "Undo" : { },
        "Snacks" : { "shouldTranslate" : false },
        "photos.deleted" : {
          "localizations" : {
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@photos@ deleted from %@" },
              "substitutions" : {
                "photos" : {
                  "argNum" : 1,
                  "formatSpecifier" : "lld",
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg photo" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg photos" } }
                    }
                  }
                }
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """#

  @Test func readsValuesStatesAndPlacesOfEachLocale() throws {
    let fixture = try CatalogFixture()
    let path = try fixture.write(Self.catalog, to: "Localizable.xcstrings")
    let catalog = try StringCatalogReader.read(path)
    #expect(catalog.sourceLanguage == "en")
    #expect(catalog.keys == ["Snacks", "Tap to retry", "Undo", "archive.done", "files.moved", "photos.deleted"])
    #expect(catalog["Snacks"]?.shouldTranslate == false)
    #expect(catalog["Undo"]?.shouldTranslate == true)
    #expect(catalog.locales == ["en", "de", "fr", "ru"])
    #expect(catalog.files == [path])
    let archived = try #require(catalog["archive.done"])
    #expect(archived.comment == "Shown after archiving")
    let french = try #require(archived.unit(locale: "fr", variant: .base))
    #expect(french.value == "Archivé \"ok\"\n")
    #expect(french.state == .needsReview)
    #expect(french.location == StringCatalogLocation(file: path, line: 10, column: 71))
    #expect(archived.unit(locale: "ja", variant: .base) == nil)
  }

  /// Each string catalog is a table of its own, named by its path: a key in two catalogs keeps
  /// both texts, and `extractionState: stale` marks a key the code no longer uses.
  @Test func eachCatalogIsATableAndStaleKeysAreMarked() throws {
    let fixture = try CatalogFixture()
    let app = try fixture.write(
      """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "CFBundleName": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Snacks"}}}},
        "old.key": {"extractionState": "stale", "localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Gone"}}}},
        "new.key": {"extractionState": "extracted_with_value", "localizations": {
          "en": {"stringUnit": {"state": "new", "value": "Here"}}}}}}
      """, to: "App/InfoPlist.xcstrings")
    let launcher = try fixture.write(
      """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "CFBundleName": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Launcher"}}}}}}
      """, to: "Launcher/InfoPlist.xcstrings")
    let catalog = try StringCatalogReader.read([app, launcher])
    #expect(
      catalog[StringCatalogKey("CFBundleName", table: app)]?.unit(locale: "en", variant: .base)?.value == "Snacks")
    #expect(
      catalog[StringCatalogKey("CFBundleName", table: launcher)]?.unit(locale: "en", variant: .base)?.value
        == "Launcher")
    #expect(catalog[StringCatalogKey("old.key", table: app)]?.isStale == true)
    #expect(catalog[StringCatalogKey("new.key", table: app)]?.isStale == false)
    let alone = try StringCatalogReader.read(app)
    #expect(alone.keys == ["CFBundleName", "new.key", "old.key"])
    #expect(alone["old.key"]?.isStale == true)
    let badState = try fixture.write(
      #"{"sourceLanguage": "en", "strings": {"k": {"extractionState": 1}}}"#, to: "Bad.xcstrings")
    let error = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(badState) }
    #expect(error?.message == #""extractionState" must be a string, found a number"#)
  }

  @Test func pluralAndDeviceVariationsAreVariants() throws {
    let fixture = try CatalogFixture()
    let catalog = try StringCatalogReader.read(try fixture.write(Self.catalog, to: "Localizable.xcstrings"))
    let moved = try #require(catalog["files.moved"])
    #expect(moved.localizations["en"]?.variants == [.init(plural: .one), .init(plural: .other)])
    #expect(
      moved.localizations["ru"]?.variants.map(\.name) == ["plural-one", "plural-few", "plural-many", "plural-other"])
    #expect(moved.unit(locale: "ru", variant: .init(plural: .few))?.state == .new)
    // English has no "few": the source for a Russian "few" is English's "other".
    #expect(moved.unit(locale: "en", variant: .init(plural: .few))?.value == "%lld files moved")
    let retry = try #require(catalog["Tap to retry"])
    #expect(retry.localizations["en"]?.variants.map(\.name) == ["device-iphone", "device-mac"])
    #expect(retry.unit(locale: "en", variant: .init(device: "mac"))?.value == "Click to retry")
  }

  @Test func aKeyWithoutASourceValueIsItsOwnSourceText() throws {
    let fixture = try CatalogFixture()
    let catalog = try StringCatalogReader.read(try fixture.write(Self.catalog, to: "Localizable.xcstrings"))
    #expect(catalog["Undo"]?.unit(locale: "en", variant: .base)?.value == "Undo")
  }

  @Test func substitutionsBecomePluralVariantsWithTheirArgument() throws {
    let fixture = try CatalogFixture()
    let catalog = try StringCatalogReader.read(try fixture.write(Self.catalog, to: "Localizable.xcstrings"))
    let deleted = try #require(catalog["photos.deleted"]?.localizations["en"])
    #expect(deleted.variants == [.init(plural: .one), .init(plural: .other)])
    #expect(deleted.units[.init(plural: .one)]?.value == "%lld photo deleted from %@")
    #expect(deleted.units[.init(plural: .other)]?.value == "%lld photos deleted from %@")
  }

  @Test func malformedJSONNamesItsLineAndColumn() throws {
    let fixture = try CatalogFixture()
    let path = try fixture.write(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "a" : { "localizations" : { "de" : { "stringUnit" : { "value" : "A", } } } }
        }
      }
      """, to: "Broken.xcstrings")
    let error = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(path) }
    #expect(error?.file == path)
    #expect(error?.line == 4)
    #expect(error?.column == 74)
    #expect(error?.description.hasPrefix("\(path), line 4, column 74: a comma before '}'") == true)
  }

  @Test func anUnknownStateOrPluralCategoryIsAnErrorAtItsValue() throws {
    let fixture = try CatalogFixture()
    let path = try fixture.write(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "a" : { "localizations" : { "de" : { "stringUnit" : { "state" : "done\\u001b[2J", "value" : "A" } } } },
          "b" : { "localizations" : { "de" : { "variations" : { "plural" : { "several" : { } } } } } }
        }
      }
      """, to: "States.xcstrings")
    let error = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(path) }
    #expect(error?.line == 4)
    #expect(error?.column == 69)
    // The escape sequence from the file is shown inert.
    #expect(error?.message == #"unknown state "done\x1B[2J"; expected translated, needs_review, new or stale"#)
  }
}
