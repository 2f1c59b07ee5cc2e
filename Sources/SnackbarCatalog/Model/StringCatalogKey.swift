/// The key of one string: its name as written, and the table it belongs to when the catalog has
/// several.
///
/// Apps look a string up by table and name (`NSLocalizedString(name, tableName:)`, an Xcode
/// export's `<file original=…>`), so one name may stand for different strings in two tables: a
/// language called "Nauru" in `ISO639.strings` and a country in `ISO3166.strings`, translated
/// differently. A catalog read from one table names no table (``table`` is nil), so its keys are
/// just their names; one read from several names each key's table.
public struct StringCatalogKey: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The table: an XLIFF `<file original=…>` as written (`App/en.lproj/Localizable.strings`), an
  /// Xcode string catalog's path as given (`App/Localizable.xcstrings`), or a `.strings` table's
  /// name after the folder holding its `.lproj` folders (`App/Localizable`); nil when the catalog
  /// has only one table.
  public let table: String?
  /// The name the app looks the string up by, as written (it may be empty: Xcode extracts
  /// `Text("")` as the key `""`).
  public let name: String

  /// The key `name` in `table`.
  public init(_ name: String, table: String? = nil) {
    self.name = name
    self.table = table
  }

  /// The key `value` in no table.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// The name, after its table and a colon when it has one (`App/InfoPlist.xcstrings: CFBundleName`);
  /// not escaped (`EchoedValue` escapes it for a message).
  public var description: String { table.map { "\($0): \(name)" } ?? name }

  /// Keys without a table first, then by table, then by name, each by Unicode scalars so every
  /// run orders them alike whatever the process's locale.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    switch (lhs.table, rhs.table) {
    case (nil, .some): return true
    case (.some, nil): return false
    case (let left?, let right?) where left != right: return StringCatalog.scalarOrder(left, right)
    default: return StringCatalog.scalarOrder(lhs.name, rhs.name)
    }
  }

  /// The same name in `table`.
  func `in`(_ table: String?) -> StringCatalogKey { StringCatalogKey(name, table: table) }
}
