import SnackbarBasics
import SnackbarFiles
import SnackbarJSON

/// Every string of one or more catalog files: the source language, the keys in a stable order,
/// and for each key its value in each locale, with plural and device variations as variants.
/// A key names its table when the files hold several (``StringCatalogKey``).
///
/// The readers (``StringCatalogReader``) build one from the formats the platforms write: Xcode
/// string catalogs, `.strings` and `.stringsdict` in `.lproj` folders, Android `strings.xml` and
/// XLIFF 1.2. Every unit remembers the file, line and column it came from, so a later finding
/// (a missing translation, a placeholder that differs) can point at it.
public struct StringCatalog: Sendable, Equatable {
  /// The language the strings are written in first (`en`); its values are what a missing
  /// translation falls back to.
  public let sourceLanguage: String
  /// The strings by key.
  public private(set) var strings: [StringCatalogKey: StringCatalogString]
  /// The files read, in the order read.
  public private(set) var files: [String]

  /// An empty catalog in `sourceLanguage`.
  public init(sourceLanguage: String, files: [String] = []) {
    self.sourceLanguage = sourceLanguage
    self.strings = [:]
    self.files = files
  }

  /// The keys, sorted by table and name (``StringCatalogKey/<(_:_:)``) so every run lists them in
  /// the same order.
  public var keys: [StringCatalogKey] { strings.keys.sorted() }

  /// Every locale with at least one unit, the source language first, then sorted.
  public var locales: [String] {
    var found = Set<String>()
    for string in strings.values { found.formUnion(string.localizations.keys) }
    found.remove(sourceLanguage)
    return [sourceLanguage] + found.sorted()
  }

  /// The string for `key`.
  public subscript(key: StringCatalogKey) -> StringCatalogString? { strings[key] }

  /// Adds `unit` for `key` in `locale` under `variant`; a unit given again replaces the first
  /// (the last file read wins, as a later `.lproj` table overrides an earlier one).
  public mutating func add(
    _ unit: StringCatalogUnit, key: StringCatalogKey, locale: String, variant: StringCatalogVariant = .base
  ) {
    strings[key, default: StringCatalogString(key: key)].add(unit, locale: locale, variant: variant)
  }

  /// Removes every unit of `key` in `locale` (a `.stringsdict` entry replacing a table's).
  public mutating func removeUnits(key: StringCatalogKey, locale: String) {
    strings[key]?.removeUnits(locale: locale)
  }

  /// Sets the developer's comment for `key`, creating the string when it is new.
  public mutating func setComment(_ comment: String?, key: StringCatalogKey) {
    strings[key, default: StringCatalogString(key: key)].comment = comment
  }

  /// Marks `key` as not for translation (or for translation again).
  public mutating func setShouldTranslate(_ shouldTranslate: Bool, key: StringCatalogKey) {
    strings[key, default: StringCatalogString(key: key)].shouldTranslate = shouldTranslate
  }

  /// Sets how the platform reading `key` picks its plural forms (Android's for `strings.xml`).
  public mutating func setPluralSelection(_ selection: StringCatalogPluralSelection, key: StringCatalogKey) {
    strings[key, default: StringCatalogString(key: key)].pluralSelection = selection
  }

  /// Marks `key` as stale: the source code no longer uses it (Xcode's `extractionState`).
  public mutating func setStale(_ isStale: Bool, key: StringCatalogKey) {
    strings[key, default: StringCatalogString(key: key)].isStale = isStale
  }

  /// Records that `file` was read.
  public mutating func addFile(_ file: String) {
    if !files.contains(file) { files.append(file) }
  }

  /// The strings of `other` added to these; both must have the same source language.
  /// - Throws: ``StringCatalogError`` when the source languages differ.
  public mutating func merge(_ other: StringCatalog) throws(StringCatalogError) {
    guard other.sourceLanguage == sourceLanguage else {
      throw StringCatalogError(
        file: other.files.first ?? "", line: nil, column: nil,
        message: "its source language is \(EchoedText.quoted(other.sourceLanguage)), the other catalogs' is "
          + "\(EchoedText.quoted(sourceLanguage))")
    }
    for file in other.files { addFile(file) }
    for (key, string) in other.strings {
      if let comment = string.comment { setComment(comment, key: key) }
      if !string.shouldTranslate { setShouldTranslate(false, key: key) }
      if string.isStale { setStale(true, key: key) }
      if string.pluralSelection != .apple { setPluralSelection(string.pluralSelection, key: key) }
      for (locale, localization) in string.localizations {
        for (variant, unit) in localization.units { add(unit, key: key, locale: locale, variant: variant) }
      }
    }
  }

  /// The catalog with no table named when its keys are all in one (or none): a table is named
  /// only to tell apart keys of several.
  func namingTablesOnlyWhenSeveral() -> StringCatalog {
    var tables = Set<String?>()
    for key in strings.keys {
      tables.insert(key.table)
      if tables.count > 1 { return self }
    }
    guard tables.contains(where: { $0 != nil }) else { return self }
    var result = self
    result.strings = [:]
    for (key, string) in strings {
      result.strings[key.in(nil)] = string.renamed(key.in(nil))
    }
    return result
  }

  /// Orders strings by their Unicode scalars, independent of the process's locale.
  static func scalarOrder(_ lhs: String, _ rhs: String) -> Bool {
    lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
  }
}

/// One key of a catalog: its comment and its value in each locale.
public struct StringCatalogString: Sendable, Equatable {
  /// The key the app looks the string up by.
  public private(set) var key: StringCatalogKey
  /// What the developer wrote for translators, if anything.
  public var comment: String?
  /// False for a string its authors marked as not for translation (Xcode's `shouldTranslate`):
  /// its other locales are not missing, they fall back to the source by design.
  public var shouldTranslate = true
  /// True for a key the source code no longer uses (Xcode's `extractionState: stale`): Xcode
  /// keeps it, with its translations, until someone removes it, but the app never shows it.
  public var isStale = false
  /// How the platform that reads this string picks its plural forms.
  public var pluralSelection = StringCatalogPluralSelection.apple
  /// The values by locale.
  public private(set) var localizations: [String: StringCatalogLocalization]

  /// A string with no values yet.
  public init(key: StringCatalogKey, comment: String? = nil) {
    self.key = key
    self.comment = comment
    self.localizations = [:]
  }

  /// The same string under `key`.
  func renamed(_ key: StringCatalogKey) -> StringCatalogString {
    var result = self
    result.key = key
    return result
  }

  /// Adds `unit` in `locale` under `variant`.
  public mutating func add(_ unit: StringCatalogUnit, locale: String, variant: StringCatalogVariant) {
    localizations[locale, default: StringCatalogLocalization(locale: locale)].units[variant] = unit
  }

  /// Removes every unit in `locale`.
  public mutating func removeUnits(locale: String) {
    localizations[locale] = nil
  }

  /// The unit for `variant` in `locale`: the variant itself, else for a plural category the
  /// locale's `other` (the category every language has), else the locale's base unit.
  public func unit(locale: String, variant: StringCatalogVariant) -> StringCatalogUnit? {
    guard let units = localizations[locale]?.units else { return nil }
    if let unit = units[variant] { return unit }
    if variant.plural != nil, let other = units[variant.with(plural: .other)] { return other }
    return units[.base]
  }
}

/// How a platform picks a string's plural form for a number, which decides which forms an app
/// can show at all.
public enum StringCatalogPluralSelection: String, Sendable, Hashable {
  /// Apple's string catalogs and `.stringsdict`: a `zero` form is used for 0 in every language,
  /// and the other forms by CLDR's rules.
  case apple
  /// Android's `getQuantityString`: only by CLDR's rules of the locale the app runs in, whichever
  /// `values` folder the forms come from. English never shows a `zero` form ("the selection is
  /// made solely based on grammatical necessity"), and an Arabic app showing English forms from
  /// `values/` shows their `zero` for 0.
  case android
}

/// The values of one string in one locale, by variant.
public struct StringCatalogLocalization: Sendable, Equatable {
  /// The locale, as a BCP 47 tag (`de`, `pt-BR`, `sr-Latn`).
  public let locale: String
  /// The units by variant; a string without variations has only ``StringCatalogVariant/base``.
  public var units: [StringCatalogVariant: StringCatalogUnit]

  /// A localization with no units.
  public init(locale: String, units: [StringCatalogVariant: StringCatalogUnit] = [:]) {
    self.locale = locale
    self.units = units
  }

  /// The variants, in their stable order.
  public var variants: [StringCatalogVariant] { units.keys.sorted() }
}

/// One value: the text, how far its translation is, and where it was written.
public struct StringCatalogUnit: Sendable, Equatable {
  /// The text, escapes decoded (`\n` is a line break).
  public let value: String
  /// How far the translation is.
  public let state: StringCatalogState
  /// Where the value is written.
  public let location: StringCatalogLocation
  /// For a plural form drawn from a substitution (`%#@files@`), the printf argument (from 1)
  /// whose count selects the form; the other counts select their substitutions' `other` forms.
  /// Nil for a string's own plural variations, whose one count is every integer argument.
  public let pluralArgument: Int?

  /// A unit.
  public init(
    value: String, state: StringCatalogState = .translated, location: StringCatalogLocation,
    pluralArgument: Int? = nil
  ) {
    self.value = value
    self.state = state
    self.location = location
    self.pluralArgument = pluralArgument
  }
}

/// How far a translation is, in Xcode's words (`stringUnit.state`); XLIFF's states map onto them.
public enum StringCatalogState: String, Sendable, Hashable, CaseIterable {
  /// Done. Formats without states (`.strings`, `strings.xml`) are all translated.
  case translated
  /// Translated, but the source changed or a reviewer asked for another look.
  case needsReview = "needs_review"
  /// Not translated yet; the value, if any, is a placeholder copy.
  case new
  /// The key is no longer in the source code (Xcode keeps it until removed).
  case stale
}

/// Where something is in a catalog file. Lines and columns count from 1, columns in Unicode
/// scalars as editors show them; either may be unknown (nil) when the format's reader gives none.
public struct StringCatalogLocation: Sendable, Hashable, CustomStringConvertible {
  /// The file's path as given to the reader.
  public let file: String
  /// The line, from 1.
  public let line: Int?
  /// The column, from 1.
  public let column: Int?

  /// A location.
  public init(file: String, line: Int?, column: Int?) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `Localizable.xcstrings, line 12, column 9`, the path escaped for a terminal.
  public var description: String {
    var text = EchoedText.escaped(file)
    if let line { text += ", line \(line)" }
    if let column { text += ", column \(column)" }
    return text
  }
}
