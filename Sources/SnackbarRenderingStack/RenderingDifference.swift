/// One value that differs between a recorded rendering stack and this machine's.
package struct RenderingDifference: Sendable, Hashable, CustomStringConvertible {
  /// What kind of value differs.
  package enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A native library's runtime version (``RenderingFingerprint/libraries``).
    case library
    /// A font file's SHA-256 (``RenderingFingerprint/fonts``).
    case font
    /// A Debian package's version (``RenderingFingerprint/packages``).
    case package
    /// A font option (``RenderingFingerprint/fontOptions``).
    case fontOption = "font option"
  }

  /// What kind of value differs.
  package var kind: Kind
  /// The library, font file, package or option name.
  package var name: String
  /// The recorded value; `nil` when it was not there.
  package var recorded: String?
  /// This machine's value; `nil` when it is not there.
  package var here: String?

  /// Creates a difference.
  package init(kind: Kind, name: String, recorded: String?, here: String?) {
    self.kind = kind
    self.name = name
    self.recorded = recorded
    self.here = here
  }

  /// One line, like `pango: 1.50.12 (recorded) vs 1.52.1 (here)`,
  /// `font Roboto-Regular.ttf: sha256 3f2a… (recorded) vs 9c1d… (here)` or
  /// `package libcairo2: 1.16.0-7 (recorded) vs absent (here)`.
  package var description: String {
    let label = kind == .library ? name : "\(kind.rawValue) \(name)"
    return "\(label): \(shortRecorded ?? "absent") (recorded) vs \(shortHere ?? "absent") (here)"
  }

  /// The recorded value as shown to people: font hashes shortened to their first 12 digits.
  package var shortRecorded: String? { recorded.map(shorten) }

  /// This machine's value as shown to people: font hashes shortened to their first 12 digits.
  package var shortHere: String? { here.map(shorten) }

  private func shorten(_ value: String) -> String {
    kind == .font ? "sha256 \(value.prefix(12))…" : value
  }
}
