/// The rules for names a catalog file gives and a later step puts into file names: locales
/// (`DIR/<locale>/…`), device classes and substitution names (in ``StringCatalogVariant/name``).
///
/// A catalog is untrusted, so such a name may not smuggle a path (`../`, `/`), a control
/// character or an invisible one: the readers refuse a name that breaks these rules, with its
/// position.
package enum CatalogName {
  /// The longest name: BCP 47 tags in practice stay under 20 characters.
  package static let maximumLength = 64

  /// Whether `name` is a locale the readers accept: ASCII letters and digits in parts separated by
  /// `-` (`de`, `pt-BR`, `sr-Latn`, `es-419`, `en-XA`), at most ``maximumLength`` characters.
  package static func isLocale(_ name: String) -> Bool {
    guard (1...maximumLength).contains(name.utf8.count) else { return false }
    let parts = name.split(separator: "-", omittingEmptySubsequences: false)
    return parts.allSatisfy { part in !part.isEmpty && part.utf8.allSatisfy(isLetterOrDigit) }
  }

  /// Whether `name` is a device class or substitution name the readers accept: ASCII letters,
  /// digits and `_`, at most ``maximumLength`` characters (`iphone`, `applewatch`, `files`).
  package static func isIdentifier(_ name: String) -> Bool {
    (1...maximumLength).contains(name.utf8.count)
      && name.utf8.allSatisfy { isLetterOrDigit($0) || $0 == UInt8(ascii: "_") }
  }

  static func isLetterOrDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }
}
