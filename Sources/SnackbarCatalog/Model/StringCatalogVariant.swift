/// Which form of a string a unit is: the string itself, or one of its plural or device
/// variations. Each variant becomes its own image in a matrix.
///
/// Xcode's catalogs nest device variations over plural ones (`device.iphone` then
/// `plural.one`), so a variant may have both. A plural that belongs to a substitution
/// (`%#@files@`, in `.stringsdict` and in Xcode's `substitutions`) names it; strings with several
/// substitutions get one variant per substitution and category, the others at `other`.
public struct StringCatalogVariant: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The device class (`iphone`, `ipad`, `mac`, `applewatch`, `appletv`, `vision`, `other`).
  public let device: String?
  /// The plural category.
  public let plural: StringCatalogPluralCategory?
  /// The substitution the plural category belongs to; nil for the string's own plural.
  public let substitution: String?

  /// The string itself, without variations.
  public static let base = StringCatalogVariant()

  /// A variant.
  public init(device: String? = nil, plural: StringCatalogPluralCategory? = nil, substitution: String? = nil) {
    self.device = device
    self.plural = plural
    self.substitution = plural == nil ? nil : substitution
  }

  /// The same variant with another plural category.
  public func with(plural: StringCatalogPluralCategory) -> StringCatalogVariant {
    StringCatalogVariant(device: device, plural: plural, substitution: substitution)
  }

  /// A name fit for a file name: `base`, `plural-one`, `device-ipad`, `device-iphone.plural-few`,
  /// `files-many` (a substitution's plural).
  public var name: String {
    var parts: [String] = []
    if let device { parts.append("device-" + device) }
    if let plural { parts.append((substitution ?? "plural") + "-" + plural.rawValue) }
    return parts.isEmpty ? "base" : parts.joined(separator: ".")
  }

  /// ``name``.
  public var description: String { name }

  /// Base first, then by device, substitution and plural category in CLDR's order.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    func key(_ variant: Self) -> (String, String, Int) {
      (variant.device ?? "", variant.substitution ?? "", variant.plural.map { $0.order + 1 } ?? 0)
    }
    let (left, right) = (key(lhs), key(rhs))
    if left.0 != right.0 { return StringCatalog.scalarOrder(left.0, right.0) }
    if left.1 != right.1 { return StringCatalog.scalarOrder(left.1, right.1) }
    return left.2 < right.2
  }
}

/// CLDR's plural categories, which every format here uses by name (Android's `quantity`,
/// `.stringsdict` keys, Xcode's `variations.plural`).
public enum StringCatalogPluralCategory: String, Sendable, Hashable, CaseIterable {
  case zero, one, two, few, many, other

  /// The position in CLDR's order.
  var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
