import Foundation
import SnackbarBasics
import SnackbarJSON

/// Reads an Xcode string catalog (`.xcstrings`): JSON with `sourceLanguage` and `strings`, each
/// key holding `localizations` whose values are a `stringUnit` (`state`, `value`), plural or
/// device `variations` (device over plural, as Xcode nests them) and `substitutions`
/// (`%#@name@` with its own plural variations, `%arg` standing for its argument).
///
/// The JSON is read with the package's strict reader, so every error, from a trailing comma to a
/// `state` Xcode does not write, names the line and column. A key without a value in the source
/// language has the key itself as its source value, as Xcode shows it. The file is one table,
/// named by its path as given; `extractionState: stale` marks a key the code no longer uses.
enum XCStringsReader {
  static func read(_ bytes: [UInt8], file: String) throws(StringCatalogError) -> StringCatalog {
    let root: SnackbarJSONNode
    do {
      root = try SnackbarJSONReader.read(bytes)
    } catch {
      throw StringCatalogError(
        file: file, line: error.position?.line, column: error.position?.column, message: error.message)
    }
    var reader = Reader(file: file)
    return try reader.catalog(root)
  }

  private struct Reader {
    let file: String

    func failure(_ node: SnackbarJSONNode, _ message: String) -> StringCatalogError {
      StringCatalogError(file: file, line: node.position.line, column: node.position.column, message: message)
    }

    func location(_ node: SnackbarJSONNode) -> StringCatalogLocation {
      StringCatalogLocation(file: file, line: node.position.line, column: node.position.column)
    }

    func object(_ node: SnackbarJSONNode, _ what: String) throws(StringCatalogError) -> [SnackbarJSONMember] {
      guard let members = node.members else { throw failure(node, "\(what) must be an object, found \(node.kind)") }
      return members
    }

    func string(_ node: SnackbarJSONNode, _ what: String) throws(StringCatalogError) -> String {
      guard case .string(let text) = node.content else {
        throw failure(node, "\(what) must be a string, found \(node.kind)")
      }
      return text
    }

    mutating func catalog(_ root: SnackbarJSONNode) throws(StringCatalogError) -> StringCatalog {
      _ = try object(root, "a string catalog")
      guard let languageNode = root["sourceLanguage"] else {
        throw failure(root, "the catalog has no \"sourceLanguage\"")
      }
      let sourceLanguage = try string(languageNode, "\"sourceLanguage\"")
      guard CatalogName.isLocale(sourceLanguage) else {
        throw failure(languageNode, "\(EchoedText.quoted(sourceLanguage)) is not a locale (such as en, pt-BR, sr-Latn)")
      }
      var catalog = StringCatalog(sourceLanguage: sourceLanguage, files: [file])
      guard let stringsNode = root["strings"] else { return catalog }
      for member in try object(stringsNode, "\"strings\"") {
        try add(member, to: &catalog)
      }
      return catalog
    }

    func add(_ member: SnackbarJSONMember, to catalog: inout StringCatalog) throws(StringCatalogError) {
      let key = StringCatalogKey(member.key, table: file)
      let entry = member.value
      _ = try object(entry, "the string \(EchoedText.quoted(member.key))")
      if let comment = entry["comment"] { catalog.setComment(try string(comment, "\"comment\""), key: key) }
      if let flag = entry["shouldTranslate"] {
        guard case .bool(let shouldTranslate) = flag.content else {
          throw failure(flag, "\"shouldTranslate\" must be true or false, found \(flag.kind)")
        }
        catalog.setShouldTranslate(shouldTranslate, key: key)
      }
      if let extraction = entry["extractionState"] {
        catalog.setStale(try string(extraction, "\"extractionState\"") == "stale", key: key)
      }
      var hasSource = false
      if let localizations = entry["localizations"] {
        for localization in try object(localizations, "\"localizations\"") {
          let locale = localization.key
          guard CatalogName.isLocale(locale) else {
            throw StringCatalogError(
              file: file, line: localization.keyPosition.line, column: localization.keyPosition.column,
              message: "\(EchoedText.quoted(locale)) is not a locale (such as en, pt-BR, sr-Latn)")
          }
          if locale == catalog.sourceLanguage { hasSource = true }
          for (variant, unit) in try units(localization.value, variant: .base) {
            catalog.add(unit, key: key, locale: locale, variant: variant)
          }
        }
      }
      if !hasSource {
        catalog.add(
          StringCatalogUnit(
            value: member.key,
            location: StringCatalogLocation(
              file: file, line: member.keyPosition.line, column: member.keyPosition.column)),
          key: key, locale: catalog.sourceLanguage)
      }
    }

    /// The units of a localization (or of one variation of it), by variant.
    func units(
      _ node: SnackbarJSONNode, variant: StringCatalogVariant
    ) throws(StringCatalogError) -> [(StringCatalogVariant, StringCatalogUnit)] {
      _ = try object(node, "a localization")
      var result: [(StringCatalogVariant, StringCatalogUnit)] = []
      if let unitNode = node["stringUnit"] {
        result.append((variant, try unit(unitNode)))
      }
      if let variations = node["variations"] {
        for kind in try object(variations, "\"variations\"") {
          for option in try object(kind.value, "\"variations.\(kind.key)\"") {
            let next: StringCatalogVariant
            switch kind.key {
            case "plural":
              guard let category = StringCatalogPluralCategory(rawValue: option.key), variant.plural == nil else {
                throw failure(
                  option.value,
                  "\(EchoedText.quoted(option.key)) is not a plural category (zero, one, two, few, many, other)")
              }
              next = StringCatalogVariant(device: variant.device, plural: category)
            case "device":
              guard variant.device == nil, variant.plural == nil else {
                throw failure(option.value, "device variations nest only at the top of a localization")
              }
              guard CatalogName.isIdentifier(option.key) else {
                throw failure(
                  option.value, "\(EchoedText.quoted(option.key)) is not a device name (such as iphone, mac)")
              }
              next = StringCatalogVariant(device: option.key)
            default:
              throw failure(kind.value, "unknown variation \(EchoedText.quoted(kind.key)); expected plural or device")
            }
            result += try units(option.value, variant: next)
          }
        }
      }
      if let substitutions = node["substitutions"] {
        result = try substitute(result, substitutions)
      }
      return result
    }

    func unit(_ node: SnackbarJSONNode) throws(StringCatalogError) -> StringCatalogUnit {
      _ = try object(node, "\"stringUnit\"")
      guard let valueNode = node["value"] else { throw failure(node, "a \"stringUnit\" without a \"value\"") }
      let value = try string(valueNode, "\"value\"")
      var state = StringCatalogState.translated
      if let stateNode = node["state"] {
        let name = try string(stateNode, "\"state\"")
        guard let known = StringCatalogState(rawValue: name) else {
          throw failure(
            stateNode, "unknown state \(EchoedText.quoted(name)); expected translated, needs_review, new or stale")
        }
        state = known
      }
      return StringCatalogUnit(value: value, state: state, location: location(valueNode))
    }

    /// Units whose `%#@name@` are replaced by each plural form of the substitution `name`: one
    /// variant per substitution and category, every other substitution at `other`.
    func substitute(
      _ formats: [(StringCatalogVariant, StringCatalogUnit)], _ node: SnackbarJSONNode
    ) throws(StringCatalogError) -> [(StringCatalogVariant, StringCatalogUnit)] {
      var forms: [String: [(StringCatalogPluralCategory, StringCatalogUnit)]] = [:]
      var order: [String] = []
      let members = try object(node, "\"substitutions\"")
      for member in members {
        let spec = member.value
        _ = try object(spec, "the substitution \(EchoedText.quoted(member.key))")
        guard CatalogName.isIdentifier(member.key) else {
          throw StringCatalogError(
            file: file, line: member.keyPosition.line, column: member.keyPosition.column,
            message: "\(EchoedText.quoted(member.key)) is not a substitution name (letters, digits and _)")
        }
        var specifier = "@"
        if let specifierNode = spec["formatSpecifier"] { specifier = try string(specifierNode, "\"formatSpecifier\"") }
        var argument = "%" + specifier
        var argumentNumber: Int?
        if members.count > 1, let number = spec["argNum"]?.number, number >= 1, number <= 99,
          number == number.rounded()
        {
          argument = "%\(Int(number))$" + specifier
          argumentNumber = Int(number)
        }
        var list: [(StringCatalogPluralCategory, StringCatalogUnit)] = []
        for (variant, unit) in try units(spec, variant: .base) {
          guard let category = variant.plural else {
            throw failure(spec, "a substitution holds plural variations only")
          }
          let value = unit.value.replacingOccurrences(of: "%arg", with: argument)
          // `argNum` binds the substitution to its argument wherever its token stands.
          list.append(
            (
              category,
              StringCatalogUnit(
                value: value, state: unit.state, location: unit.location, pluralArgument: argumentNumber)
            ))
        }
        forms[member.key] = list
        order.append(member.key)
      }
      return PluralExpansion.expand(formats, substitutions: order.map { ($0, forms[$0] ?? []) })
    }
  }
}
