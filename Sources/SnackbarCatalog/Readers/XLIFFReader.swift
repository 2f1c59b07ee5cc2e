import Foundation
import SnackbarBasics

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads XLIFF 1.2 as Xcode exports it (`Product › Export Localizations`): `<file original=…
/// source-language=… target-language=…>` elements holding `<trans-unit id=…>` with a `<source>`
/// and an optional `<target state=…>`.
///
/// Each `<file>` is a table, named by its `original` as written (Xcode writes the source
/// language's path, `App/en.lproj/Localizable.strings` or `App/Localizable.xcstrings`, in every
/// language's export, so the tables of several exports match): a unit's key is its table and its
/// id, since an export holds the same id in many tables, often translated differently.
///
/// Sources become the source language's units and targets the target language's, each pointing
/// at where its element's text begins (a translation at its `<target>`, the source language's
/// value at its `<source>`). A unit without a target is a missing translation, not an empty one;
/// `translate="no"` marks a string as not for translation (Xcode's `shouldTranslate: false`). States map onto Xcode's: `new` and
/// `needs-translation` are new, the `needs-review-…` and `needs-adaptation`/`needs-l10n` states
/// need review, the rest (`translated`, `final`, `signed-off`) are translated. Xcode exports a
/// `.stringsdict` as units whose ids are paths (`/KEY:dict/files:dict/one:dict/:string`); they are
/// put back together into plural variants.
enum XLIFFReader {
  static func read(_ bytes: [UInt8], file: String) throws(StringCatalogError) -> StringCatalog {
    let delegate = Delegate()
    try CatalogXML.parse(bytes, file: file, delegate: delegate)
    guard let sourceLanguage = delegate.sourceLanguage else {
      throw StringCatalogError(file: file, line: nil, column: nil, message: "no <file> with a source-language")
    }
    var catalog = StringCatalog(sourceLanguage: sourceLanguage, files: [file])
    var dictionaries: [StringCatalogKey: ExportedDictionary] = [:]
    for unit in delegate.units {
      let parts = unit.id.hasPrefix("/") ? unit.id.dropFirst().components(separatedBy: ":dict/") : []
      let values = [(sourceLanguage, unit.source)] + (unit.target.map { [(unit.targetLanguage, $0)] } ?? [])
      if parts.count == 3, parts[1] == "NSStringLocalizedFormatKey", parts[2] == ":string" {
        let key = StringCatalogKey(parts[0], table: unit.table)
        for (locale, value) in values { dictionaries[key, default: ExportedDictionary()].format[locale] = value }
        mark(unit, key: key, in: &catalog)
      } else if parts.count == 4, parts[3] == ":string", CatalogName.isIdentifier(parts[1]),
        let category = StringCatalogPluralCategory(rawValue: parts[2])
      {
        let key = StringCatalogKey(parts[0], table: unit.table)
        for (locale, value) in values {
          dictionaries[key, default: ExportedDictionary()].forms[locale, default: [:]][parts[1], default: []]
            .append((category, value))
        }
        if !unit.translate { catalog.setShouldTranslate(false, key: key) }
      } else {
        let key = StringCatalogKey(unit.id, table: unit.table)
        for (locale, value) in values { catalog.add(value, key: key, locale: locale) }
        mark(unit, key: key, in: &catalog)
      }
    }
    for (key, dictionary) in dictionaries {
      for (locale, format) in dictionary.format {
        let forms = dictionary.forms[locale] ?? [:]
        let substitutions = forms.keys.sorted(by: StringCatalog.scalarOrder).map { ($0, forms[$0] ?? []) }
        for (variant, unit) in PluralExpansion.expand([(.base, format)], substitutions: substitutions) {
          catalog.add(unit, key: key, locale: locale, variant: variant)
        }
      }
    }
    return catalog
  }

  /// Records `unit`'s note as the comment of `key`, and its `translate="no"`.
  private static func mark(_ unit: Delegate.Unit, key: StringCatalogKey, in catalog: inout StringCatalog) {
    if let comment = unit.note { catalog.setComment(comment, key: key) }
    if !unit.translate { catalog.setShouldTranslate(false, key: key) }
  }

  /// A `.stringsdict` entry exported as units: its format, and its variables' forms, by locale.
  private struct ExportedDictionary {
    var format: [String: StringCatalogUnit] = [:]
    var forms: [String: [String: [PluralExpansion.Form]]] = [:]
  }

  static func state(_ name: String?) -> StringCatalogState? {
    switch name {
    case nil, "translated", "final", "signed-off": return .translated
    case "new", "needs-translation": return .new
    case "needs-review-translation", "needs-review-adaptation", "needs-review-l10n", "needs-adaptation", "needs-l10n":
      return .needsReview
    default: return nil
    }
  }

  private final class Delegate: CatalogXMLDelegate {
    struct Unit {
      var id: String
      /// The `original` of the unit's `<file>`.
      var table: String?
      /// False for `translate="no"`.
      var translate: Bool
      var source: StringCatalogUnit
      var target: StringCatalogUnit?
      var targetLanguage: String
      var note: String?
    }

    var sourceLanguage: String?
    var targetLanguage = ""
    var table: String?
    var units: [Unit] = []
    var unitID: String?
    var translate = true
    var source: StringCatalogUnit?
    var target: StringCatalogUnit?
    var note: String?
    /// The element whose text is being read (`source`, `target`, `note`), where it starts, its
    /// state, and its text so far.
    var reading: (name: String, location: StringCatalogLocation, state: StringCatalogState, text: String)?

    override func start(_ name: String, attributes: [String: String]) {
      if reading != nil { return }  // inline markup (<g>, <x/>): its text counts
      switch name {
      case "file":
        guard let source = attributes["source-language"] else { return fail("a <file> without source-language") }
        for language in [source, attributes["target-language"]].compactMap({ $0 }) where !CatalogName.isLocale(language)
        {
          return fail("\(EchoedText.quoted(language)) is not a locale (such as en, pt-BR, sr-Latn)")
        }
        if let known = sourceLanguage, known != source {
          return fail(
            "source-language \(EchoedText.quoted(source)) differs from the first file's \(EchoedText.quoted(known))")
        }
        sourceLanguage = source
        targetLanguage = attributes["target-language"] ?? ""
        table = attributes["original"]
      case "trans-unit":
        guard let id = attributes["id"] else { return fail("a <trans-unit> without an id") }
        unitID = id
        translate = attributes["translate"] != "no"
        (source, target, note) = (nil, nil, nil)
      case "source", "target", "note":
        guard unitID != nil else { return }
        guard let state = XLIFFReader.state(attributes["state"]) else {
          return fail("unknown state \(EchoedText.quoted(attributes["state"] ?? ""))")
        }
        if name == "target" && targetLanguage.isEmpty { return fail("a <target> in a <file> without target-language") }
        reading = (name, valueLocation, state, "")
      default: break
      }
    }

    override func text(_ text: String) {
      reading?.text += text
    }

    override func end(_ name: String) {
      if let element = reading, element.name == name {
        reading = nil
        let unit = StringCatalogUnit(value: element.text, state: element.state, location: element.location)
        switch name {
        case "source": source = unit
        case "target": target = unit
        default: note = element.text
        }
      } else if name == "trans-unit", let id = unitID {
        unitID = nil
        guard let source else { return fail("the unit \(EchoedText.quoted(id)) has no <source>") }
        units.append(
          Unit(
            id: id, table: table, translate: translate, source: source, target: target,
            targetLanguage: targetLanguage, note: note))
      }
    }
  }
}
