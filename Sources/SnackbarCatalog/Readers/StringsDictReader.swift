import Foundation
import SnackbarBasics

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads a `.stringsdict` (an XML property list) with Foundation's `PropertyListSerialization`:
/// each key's `NSStringLocalizedFormatKey` (`%#@files@ moved`) and its variables, whose
/// `NSStringPluralRuleType` forms become plural variants; `NSStringDeviceSpecificRuleType`
/// becomes device variants.
///
/// `PropertyListSerialization` names no line, so the file is first parsed with `XMLParser` (which
/// does, and which also refuses entity declarations and encodings other than UTF-8 and UTF-16):
/// malformed XML is reported at its line and column, a key's errors point at its `<key>`, and each
/// unit points at the text of its own `<string>`: a plural form at its form's, a format without
/// substitutions at its `NSStringLocalizedFormatKey`'s, a device variation at its device's.
enum StringsDictReader {
  static func read(
    _ bytes: [UInt8], file: String
  ) throws(StringCatalogError) -> [(key: String, units: [(StringCatalogVariant, StringCatalogUnit)])] {
    let delegate = PlistLocations()
    // The property list reader gets the document XMLParser read: UTF-8, checked for entities.
    let document = try CatalogXML.parse(bytes, file: file, delegate: delegate)
    let plist: Any
    do {
      plist = try PropertyListSerialization.propertyList(from: Data(document), options: [], format: nil)
    } catch {
      throw StringCatalogError(
        file: file, line: nil, column: nil, message: "not a property list: \(error.localizedDescription)")
    }
    guard let table = plist as? [String: Any] else {
      throw StringCatalogError(file: file, line: nil, column: nil, message: "the property list is not a dictionary")
    }
    var result: [(key: String, units: [(StringCatalogVariant, StringCatalogUnit)])] = []
    for key in table.keys.sorted(by: StringCatalog.scalarOrder) {
      let location = delegate.keys[key] ?? StringCatalogLocation(file: file, line: nil, column: nil)
      // A value's own `<string>`, else the key's `<key>`: a path the XML pass and the property
      // list reader see differently (a key written twice) still points into its entry.
      func valueLocation(_ path: String...) -> StringCatalogLocation {
        delegate.strings[PlistLocations.path([key] + path)] ?? location
      }
      func failure(_ message: String) -> StringCatalogError {
        StringCatalogError(at: location, "\(EchoedText.quoted(key)): \(message)")
      }
      guard let entry = table[key] as? [String: Any] else { throw failure("expected a dictionary") }
      if let devices = entry["NSStringDeviceSpecificRuleType"] as? [String: Any] {
        var units: [(StringCatalogVariant, StringCatalogUnit)] = []
        for device in devices.keys.sorted(by: StringCatalog.scalarOrder) {
          guard CatalogName.isIdentifier(device) else {
            throw failure("\(EchoedText.quoted(device)) is not a device name (such as iphone, mac)")
          }
          guard let value = devices[device] as? String else {
            throw failure("device \(EchoedText.quoted(device)) is not a string")
          }
          units.append(
            (
              StringCatalogVariant(device: device),
              StringCatalogUnit(value: value, location: valueLocation("NSStringDeviceSpecificRuleType", device))
            ))
        }
        result.append((key, units))
        continue
      }
      guard let format = entry["NSStringLocalizedFormatKey"] as? String else {
        throw failure("no NSStringLocalizedFormatKey string")
      }
      var substitutions: [(name: String, forms: [PluralExpansion.Form])] = []
      for name in entry.keys.sorted(by: StringCatalog.scalarOrder) where name != "NSStringLocalizedFormatKey" {
        guard let variable = entry[name] as? [String: Any] else { continue }
        guard CatalogName.isIdentifier(name) else {
          throw failure("\(EchoedText.quoted(name)) is not a variable name (letters, digits and _)")
        }
        guard variable["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else {
          throw failure("the variable \(EchoedText.quoted(name)) is not of NSStringPluralRuleType")
        }
        var forms: [PluralExpansion.Form] = []
        for category in StringCatalogPluralCategory.allCases {
          guard let value = variable[category.rawValue] else { continue }
          guard let text = value as? String else {
            throw failure("the \(category.rawValue) form of \(EchoedText.quoted(name)) is not a string")
          }
          forms.append((category, StringCatalogUnit(value: text, location: valueLocation(name, category.rawValue))))
        }
        guard forms.contains(where: { $0.category == .other }) else {
          throw failure("the variable \(EchoedText.quoted(name)) has no \"other\" form, which every language needs")
        }
        substitutions.append((name, forms))
      }
      let base = [
        (
          StringCatalogVariant.base,
          StringCatalogUnit(value: format, location: valueLocation("NSStringLocalizedFormatKey"))
        )
      ]
      result.append((key, PluralExpansion.expand(base, substitutions: substitutions)))
    }
    return result
  }

  /// Where each top-level `<key>` of the property list is, and where the text of each `<string>`
  /// begins, by the path of keys that leads to it (``path(_:)``).
  private final class PlistLocations: CatalogXMLDelegate {
    var keys: [String: StringCatalogLocation] = [:]
    var strings: [String: StringCatalogLocation] = [:]
    /// For each open `<dict>`, outermost first, the last `<key>` read in it: the name of the value
    /// that follows.
    var dictionaries: [String?] = []
    var keyText: String?
    var keyLocation: StringCatalogLocation?

    /// Keys joined by a character no key of a `.stringsdict` needs.
    static func path(_ keys: [String]) -> String { keys.joined(separator: "\u{0}") }

    override func start(_ name: String, attributes: [String: String]) {
      switch name {
      case "dict":
        dictionaries.append(nil)
      case "key":
        keyText = ""
        keyLocation = location
      case "string":
        let keys = dictionaries.compactMap { $0 }
        // The first seen of a path written twice, as for keys.
        if keys.count == dictionaries.count, !keys.isEmpty, strings[Self.path(keys)] == nil {
          strings[Self.path(keys)] = valueLocation
        }
      default:
        break
      }
    }

    override func text(_ text: String) {
      keyText? += text
    }

    override func end(_ name: String) {
      switch name {
      case "dict":
        dictionaries.removeLast()
      case "key":
        guard let key = keyText, !dictionaries.isEmpty else { return }
        dictionaries[dictionaries.count - 1] = key
        if dictionaries.count == 1, let keyLocation, keys[key] == nil { keys[key] = keyLocation }
        keyText = nil
      default:
        break
      }
    }
  }
}
