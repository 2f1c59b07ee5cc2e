import SnackbarBasics

/// Reads string catalogs in the formats the platforms write, telling them apart by name:
///
/// | Path | Format |
/// | --- | --- |
/// | `Localizable.xcstrings` | Xcode string catalog (JSON) |
/// | `de.lproj/Localizable.strings`, `….stringsdict` | one table in the folder's locale |
/// | `de.lproj/`, or a folder of `*.lproj` folders | every `.strings` and `.stringsdict` in them |
/// | `de.xliff`, `….xlf` | XLIFF 1.2 as Xcode exports it |
/// | `res/values-de/strings.xml` | one Android resource file in the folder's locale |
/// | `res/`, or a folder of `values*` folders | every `strings.xml` and `plurals.xml` in them |
///
/// `Base.lproj` and Android's `values/` hold the source language, which those formats do not
/// name: `sourceLanguage` (default `en`) says which it is. Xcode catalogs and XLIFF name their
/// own. In an `.lproj` folder a key in a `.stringsdict` replaces the same key of the `.strings`
/// table of the same name, as Foundation looks it up.
///
/// Each table is a namespace of its own: an Xcode string catalog is one table, an XLIFF export
/// one per `<file>`, and `.strings` and `.stringsdict` files one per name (`Localizable`,
/// `InfoPlist`) after the folder holding the `.lproj` folders (`App/Localizable`); Android's
/// resources are one namespace. When what is read holds several tables, each key names its table
/// (``StringCatalogKey``); when it holds one, no key does.
///
/// Every file is read bounded (`CatalogFile`) and every error names the file, and the line and
/// column where the format's reader gives them.
public enum StringCatalogReader {
  /// Reads one catalog file or folder.
  /// - Throws: ``StringCatalogError``.
  public static func read(_ path: String, sourceLanguage: String = "en") throws(StringCatalogError) -> StringCatalog {
    try readTables(path, sourceLanguage: sourceLanguage).namingTablesOnlyWhenSeveral()
  }

  /// One catalog file or folder, every key with its table.
  static func readTables(_ path: String, sourceLanguage: String) throws(StringCatalogError) -> StringCatalog {
    guard CatalogName.isLocale(sourceLanguage) else {
      throw StringCatalogError(
        file: "--source-language", line: nil, column: nil,
        message: "\(EchoedText.quoted(sourceLanguage)) is not a locale (such as en, pt-BR, sr-Latn)")
    }
    let name = lastComponent(path)
    switch CatalogFile.kind(of: path) {
    case .missing:
      throw StringCatalogError(file: path, line: nil, column: nil, message: "no such file or folder")
    case .other, .link:
      throw StringCatalogError(file: path, line: nil, column: nil, message: "not a regular file or a folder")
    case .directory:
      return try readFolder(path, name: name, sourceLanguage: sourceLanguage)
    case .regularFile:
      break
    }
    let parent = lastComponent(parentPath(path))
    switch extensionOf(name) {
    case "xcstrings":
      return try XCStringsReader.read(try CatalogFile.read(path), file: path)
    case "xliff", "xlf":
      return try XLIFFReader.read(try CatalogFile.read(path), file: path)
    case "strings", "stringsdict":
      var catalog = StringCatalog(sourceLanguage: sourceLanguage)
      let locale =
        parent.hasSuffix(".lproj")
        ? try lprojLocale(at: parentPath(path), sourceLanguage: sourceLanguage) : sourceLanguage
      try readTable(path, locale: locale, into: &catalog)
      return catalog
    case "xml":
      guard let locale = AndroidStringsReader.locale(ofFolder: parent, sourceLanguage: sourceLanguage) else {
        throw StringCatalogError(
          file: path, line: nil, column: nil,
          message: "an Android string file must be in a values/ or values-LOCALE/ folder (values-de, values-pt-rBR)")
      }
      var catalog = StringCatalog(sourceLanguage: sourceLanguage)
      try AndroidStringsReader.read(try CatalogFile.read(path), file: path, locale: locale, into: &catalog)
      return catalog
    default:
      throw StringCatalogError(
        file: path, line: nil, column: nil,
        message: "not a catalog this reads (.xcstrings, .strings, .stringsdict, .xliff, Android strings.xml, "
          + "or a folder of .lproj or values folders)")
    }
  }

  /// Reads several catalogs into one; they must share their source language.
  /// - Throws: ``StringCatalogError``.
  public static func read(_ paths: [String], sourceLanguage: String = "en") throws(StringCatalogError) -> StringCatalog
  {
    var result: StringCatalog?
    for path in paths {
      let catalog = try readTables(path, sourceLanguage: sourceLanguage)
      if result == nil { result = catalog } else { try result?.merge(catalog) }
    }
    return (result ?? StringCatalog(sourceLanguage: sourceLanguage)).namingTablesOnlyWhenSeveral()
  }

  /// The locale of an Android `values*` folder (`values-pt-rBR` is `pt-BR`, `values` the source
  /// language); nil for a folder with qualifiers other than a locale (`values-night`).
  public static func locale(ofAndroidFolder name: String, sourceLanguage: String = "en") -> String? {
    AndroidStringsReader.locale(ofFolder: name, sourceLanguage: sourceLanguage)
  }

  /// The locale of an `.lproj` folder: `Base` is the source language, `pt_BR` is `pt-BR`.
  static func lprojLocale(_ folder: String, sourceLanguage: String) -> String {
    let name = String(folder.dropLast(".lproj".count))
    return name == "Base" ? sourceLanguage : name.replacing("_", with: "-")
  }

  /// The locale of the `.lproj` folder at `path`, checked.
  static func lprojLocale(at path: String, sourceLanguage: String) throws(StringCatalogError) -> String {
    let locale = lprojLocale(lastComponent(path), sourceLanguage: sourceLanguage)
    guard CatalogName.isLocale(locale) else {
      throw StringCatalogError(
        file: path, line: nil, column: nil, message: "the folder name is not a locale (such as de.lproj, pt-BR.lproj)")
    }
    return locale
  }

  static func readFolder(_ path: String, name: String, sourceLanguage: String) throws(StringCatalogError)
    -> StringCatalog
  {
    var catalog = StringCatalog(sourceLanguage: sourceLanguage)
    if name.hasSuffix(".lproj") {
      try readLproj(path, locale: try lprojLocale(at: path, sourceLanguage: sourceLanguage), into: &catalog)
      return catalog
    }
    if AndroidStringsReader.locale(ofFolder: name, sourceLanguage: sourceLanguage) != nil {
      try readValues(path, name: name, into: &catalog)
      return catalog
    }
    let children = try CatalogFile.list(path)
    let lprojs = children.filter { $0.hasSuffix(".lproj") }
    let values = children.filter { $0 == "values" || $0.hasPrefix("values-") }
    if !lprojs.isEmpty {
      for child in lprojs where try CatalogFile.entryKind(child, in: path) == .directory {
        let folder = joined(path, child)
        try readLproj(folder, locale: try lprojLocale(at: folder, sourceLanguage: sourceLanguage), into: &catalog)
      }
    } else if !values.isEmpty {
      for child in values where try CatalogFile.entryKind(child, in: path) == .directory {
        try readValues(joined(path, child), name: child, into: &catalog)
      }
    } else if children.contains("res"), try CatalogFile.entryKind("res", in: path) == .directory {
      return try readFolder(joined(path, "res"), name: "res", sourceLanguage: sourceLanguage)
    } else {
      throw StringCatalogError(
        file: path, line: nil, column: nil, message: "the folder holds no .lproj folders and no Android values folders")
    }
    return catalog
  }

  static func readLproj(_ path: String, locale: String, into catalog: inout StringCatalog) throws(StringCatalogError) {
    let names = try CatalogFile.list(path)
    // Tables first, then dictionaries, whose keys replace the tables' (Foundation's lookup order).
    for name in names.filter({ $0.hasSuffix(".strings") }) + names.filter({ $0.hasSuffix(".stringsdict") })
    where try CatalogFile.entryKind(name, in: path) == .regularFile {
      try readTable(joined(path, name), locale: locale, into: &catalog, inFolder: true)
    }
  }

  /// Reads one table; `inFolder` when a reader found it in a catalog folder, so a link there is
  /// not followed.
  static func readTable(_ path: String, locale: String, into catalog: inout StringCatalog, inFolder: Bool = false)
    throws(StringCatalogError)
  {
    let bytes = try CatalogFile.read(path, followingLinks: !inFolder)
    catalog.addFile(path)
    let table = tableName(path)
    if path.hasSuffix(".stringsdict") {
      for (name, units) in try StringsDictReader.read(bytes, file: path) {
        let key = StringCatalogKey(name, table: table)
        catalog.removeUnits(key: key, locale: locale)
        for (variant, unit) in units { catalog.add(unit, key: key, locale: locale, variant: variant) }
      }
    } else {
      for pair in try StringsFileReader.read(bytes, file: path) {
        catalog.add(
          StringCatalogUnit(value: pair.value, location: pair.location), key: StringCatalogKey(pair.key, table: table),
          locale: locale)
      }
    }
  }

  static func readValues(_ path: String, name: String, into catalog: inout StringCatalog) throws(StringCatalogError) {
    guard let locale = AndroidStringsReader.locale(ofFolder: name, sourceLanguage: catalog.sourceLanguage) else {
      return
    }
    for file in AndroidStringsReader.fileNames where try CatalogFile.entryKind(file, in: path) == .regularFile {
      let filePath = joined(path, file)
      try AndroidStringsReader.read(
        try CatalogFile.read(filePath, followingLinks: false), file: filePath, locale: locale, into: &catalog)
    }
  }

  /// The table of the `.strings` or `.stringsdict` file at `path`: its name without the extension,
  /// after the folder that holds its `.lproj` folder (`App/de.lproj/Localizable.strings` is
  /// `App/Localizable`), so every locale's file of a table names the same one.
  static func tableName(_ path: String) -> String {
    let name = lastComponent(path)
    let table = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
    var folder = parentPath(path)
    if lastComponent(folder).hasSuffix(".lproj") { folder = parentPath(folder) }
    return folder == "." ? table : joined(folder, table)
  }

  /// `child` in the folder `path`, with one `/` between them.
  static func joined(_ path: String, _ child: String) -> String {
    path.hasSuffix("/") ? path + child : path + "/" + child
  }

  static func lastComponent(_ path: String) -> String {
    let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
    return trimmed.split(separator: "/").last.map(String.init) ?? trimmed
  }

  static func parentPath(_ path: String) -> String {
    let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    return String(trimmed[..<slash])
  }

  static func extensionOf(_ name: String) -> String {
    guard let dot = name.lastIndex(of: ".") else { return "" }
    return name[name.index(after: dot)...].lowercased()
  }
}
