import Foundation
import SnackbarBasics

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads Android string resources: `res/values*/strings.xml` (and `plurals.xml`), with
/// Foundation's `XMLParser`.
///
/// - `<string name=…>` is a string, `<plurals name=…>` with `<item quantity=…>` a string with
///   plural variants. One marked `translatable="false"`, or `tools:ignore="MissingTranslation"`
///   (on it or on `<resources>`, alone or in a list, or `all`), is not for translation
///   (``StringCatalogString/shouldTranslate``): every locale shows the default text by design,
///   as Android's lint treats it.
/// - Values are unescaped as `aapt2` does: `\'`, `\"`, `\\`, `\n`, `\t`, `\@`, `\?` and `\uXXXX`;
///   text inside unescaped double quotes keeps its whitespace (the quotes go), other runs of
///   whitespace collapse to one space and the ends are trimmed. CDATA is text like any other, and
///   inline markup such as `<xliff:g id="count">%d</xliff:g>` or `<b>` keeps only its text.
/// - `values/` is the source language (a parameter: Android's files do not say which it is),
///   `values-de/` is `de`, `values-pt-rBR/` is `pt-BR` and `values-b+sr+Latn/` is `sr-Latn`.
///   Folders with qualifiers other than a locale (`values-night`, `values-sw600dp`) hold no
///   translations and are not read.
/// - Each unit points at where its value's text begins, just after its `<string …>` or
///   `<item …>` tag, so a plural form points at its own `<item>`.
enum AndroidStringsReader {
  /// The files read in each `values*` folder.
  static let fileNames = ["strings.xml", "plurals.xml"]

  /// The locale a `values*` folder holds: nil for a folder with other qualifiers.
  static func locale(ofFolder name: String, sourceLanguage: String) -> String? {
    if name == "values" { return sourceLanguage }
    guard name.hasPrefix("values-") else { return nil }
    let qualifiers = String(name.dropFirst("values-".count))
    if qualifiers.hasPrefix("b+") {
      // BCP 47 spelled with '+': b+sr+Latn, b+es+419.
      let parts = qualifiers.dropFirst(2).split(separator: "+", omittingEmptySubsequences: false)
      guard !parts.isEmpty,
        parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
      else { return nil }
      return parts.joined(separator: "-")
    }
    let parts = qualifiers.split(separator: "-", omittingEmptySubsequences: false)
    guard let language = parts.first, (2...3).contains(language.count),
      language.allSatisfy({ $0.isASCII && $0.isLowercase })
    else { return nil }
    switch parts.count {
    case 1: return String(language)
    case 2:
      let region = parts[1]
      guard region.count == 3, region.first == "r", region.dropFirst().allSatisfy({ $0.isASCII && $0.isUppercase })
      else { return nil }
      return language + "-" + region.dropFirst()
    default: return nil
    }
  }

  /// Adds the strings of one `strings.xml` in `locale` to `catalog`.
  static func read(
    _ bytes: [UInt8], file: String, locale: String, into catalog: inout StringCatalog
  ) throws(StringCatalogError) {
    let delegate = Delegate()
    try CatalogXML.parse(bytes, file: file, delegate: delegate)
    catalog.addFile(file)
    for entry in delegate.entries {
      let key = StringCatalogKey(entry.key)
      catalog.add(entry.unit, key: key, locale: locale, variant: entry.variant)
      if !entry.translatable { catalog.setShouldTranslate(false, key: key) }
      catalog.setPluralSelection(.android, key: key)
    }
  }

  private final class Delegate: CatalogXMLDelegate {
    var entries: [(key: String, variant: StringCatalogVariant, unit: StringCatalogUnit, translatable: Bool)] = []
    /// The element names open now.
    var stack: [String] = []
    /// The string or item being read: its key, variant, where it starts and its raw text.
    var current:
      (
        key: String, variant: StringCatalogVariant, location: StringCatalogLocation, translatable: Bool, text: String
      )?
    /// Depth of the `<string>` or `<item>` element being read, for markup inside it.
    var currentDepth = 0
    var pluralsName: String?
    var pluralsTranslatable = true
    /// `tools:ignore="MissingTranslation"` on `<resources>`: no string of the file is translated.
    var fileUntranslatable = false
    var seen: [String: StringCatalogLocation] = [:]

    override func start(_ name: String, attributes: [String: String]) {
      stack.append(name)
      if current != nil { return }  // markup inside a value: only its text counts
      switch (stack.count, name) {
      case (1, "resources"): fileUntranslatable = Self.ignoresMissingTranslation(attributes)
      case (1, _): fail("the root element is \(EchoedText.quoted(name)); Android string files have <resources>")
      case (2, "string"):
        guard let key = attributes["name"] else { return fail("a <string> without a name") }
        begin(key: key, variant: .base, translatable: translatable(attributes))
      case (2, "plurals"):
        guard let key = attributes["name"] else { return fail("a <plurals> without a name") }
        pluralsName = key
        pluralsTranslatable = translatable(attributes)
      case (3, "item") where stack[1] == "plurals":
        guard let key = pluralsName else { return }
        guard let quantity = attributes["quantity"], let category = StringCatalogPluralCategory(rawValue: quantity)
        else {
          return fail("an <item> needs a quantity of zero, one, two, few, many or other")
        }
        begin(key: key, variant: StringCatalogVariant(plural: category), translatable: pluralsTranslatable)
      default: break  // string-array, dimen, color…: not strings a snackbar shows
      }
    }

    /// False for a string not for translation: `translatable="false"`, or lint's missing
    /// translation check turned off for it or for the whole file.
    func translatable(_ attributes: [String: String]) -> Bool {
      attributes["translatable"] != "false" && !fileUntranslatable && !Self.ignoresMissingTranslation(attributes)
    }

    /// Whether `tools:ignore` lists `MissingTranslation` (or `all`).
    static func ignoresMissingTranslation(_ attributes: [String: String]) -> Bool {
      guard let ignored = attributes["tools:ignore"] else { return false }
      return ignored.split(separator: ",").contains { id in
        let trimmed = id.trimmingCharacters(in: .whitespaces)
        return trimmed == "MissingTranslation" || trimmed == "all"
      }
    }

    func begin(key: String, variant: StringCatalogVariant, translatable: Bool) {
      let here = valueLocation
      let id = key + "\u{0}" + variant.name
      if let first = seen[id] {
        return fail("\(EchoedText.quoted(key)) is given twice (first at line \(first.line ?? 0)); keep one")
      }
      seen[id] = here
      current = (key, variant, here, translatable, "")
      currentDepth = stack.count
    }

    override func text(_ text: String) {
      // CDATA comes here too: text whose markup characters need no escaping; escapes still apply.
      current?.text += text
    }

    override func end(_ name: String) {
      defer { stack.removeLast() }
      if let entry = current, stack.count == currentDepth {
        current = nil
        switch AndroidText.unescape(entry.text) {
        case .success(let value):
          entries.append(
            (entry.key, entry.variant, StringCatalogUnit(value: value, location: entry.location), entry.translatable))
        case .failure(let message):
          fail("the value of \(EchoedText.quoted(entry.key)): \(message)", at: entry.location)
        }
      }
      if name == "plurals" && stack.count == 2 { pluralsName = nil }
    }
  }
}

/// Android's string escapes and whitespace rules (aapt2's `StringBuilder`).
enum AndroidText {
  enum Outcome: Equatable {
    case success(String)
    case failure(String)
  }

  static func unescape(_ raw: String) -> Outcome {
    var result = String.UnicodeScalarView()
    var quoted = false
    var pendingSpace = false
    var scalars = Array(raw.unicodeScalars)[...]
    // Whitespace at the very start is dropped; `pendingSpace` holds one space until more text.
    var started = false
    func emit(_ scalar: Unicode.Scalar) {
      if pendingSpace && started { result.append(" ") }
      pendingSpace = false
      started = true
      result.append(scalar)
    }
    while let scalar = scalars.popFirst() {
      switch scalar {
      case "\\":
        guard let next = scalars.popFirst() else { return .failure("it ends with a lone backslash") }
        switch next {
        case "n": emit("\n")
        case "t": emit("\t")
        case "u":
          guard let unit = hexUnit(&scalars) else { return .failure("\\u needs four hex digits naming a character") }
          // `\u` escapes UTF-16 code units, as Java's strings hold them: a character beyond the
          // Basic Multilingual Plane (an emoji) is written as a surrogate pair, two escapes.
          let value: UInt32
          if UTF16.isLeadSurrogate(unit) {
            guard scalars.first == "\\", scalars.dropFirst().first == "u" else {
              return .failure("\\u\(hex(unit)) begins a surrogate pair, but no \\u escape of its second half follows")
            }
            var rest = scalars.dropFirst(2)
            guard let trail = hexUnit(&rest), UTF16.isTrailSurrogate(trail) else {
              return .failure("\\u\(hex(unit)) begins a surrogate pair, but no \\u escape of its second half follows")
            }
            scalars = rest
            value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(trail - 0xDC00)
          } else {
            value = UInt32(unit)
          }
          guard let decoded = Unicode.Scalar(value) else {
            return .failure("\\u\(hex(unit)) is the second half of a surrogate pair without its first")
          }
          emit(decoded)
        default:
          // \' \" \\ \@ \? and any other escaped character stand for themselves.
          emit(next)
        }
      case "\"":
        quoted.toggle()
        if quoted && pendingSpace && started {
          result.append(" ")
          pendingSpace = false
        }
        started = true
      case _ where !quoted && scalar.properties.isWhitespace:
        pendingSpace = true
      default:
        if quoted {
          result.append(scalar)
          started = true
        } else {
          emit(scalar)
        }
      }
    }
    return .success(String(result))
  }

  /// The four hex digits at the start of `scalars` as a UTF-16 code unit, consumed; nil (and
  /// nothing consumed) when there are not four.
  private static func hexUnit(_ scalars: inout ArraySlice<Unicode.Scalar>) -> UInt16? {
    let digits = scalars.prefix(4)
    guard digits.count == 4, digits.allSatisfy(\.properties.isASCIIHexDigit),
      let unit = UInt16(String(String.UnicodeScalarView(digits)), radix: 16)
    else { return nil }
    scalars = scalars.dropFirst(4)
    return unit
  }

  private static func hex(_ unit: UInt16) -> String {
    let digits = String(unit, radix: 16, uppercase: true)
    return String(repeating: "0", count: 4 - digits.count) + digits
  }
}
