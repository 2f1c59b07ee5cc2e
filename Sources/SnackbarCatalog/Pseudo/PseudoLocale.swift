/// The pseudo-locales that catch layout problems before any translation exists, each keeping
/// every placeholder intact so the text can still be filled.
public enum PseudoLocale: String, Sendable, Hashable, CaseIterable {
  /// Android's `en-XA`: accented, bracketed and expanded text.
  case accented = "en-XA"
  /// Android's `ar-XB`: right-to-left text, each word wrapped in RLO … PDF so it shows mirrored.
  case bidi = "ar-XB"
  /// Xcode's double-length pseudolanguage: each string twice.
  case double

  /// The direction a layout takes in this locale.
  public var isRightToLeft: Bool { self == .bidi }

  /// The pseudo-locale for `name` (`en-XA`, `ar-XB`, `double`).
  public init?(name: String) { self.init(rawValue: name) }

  /// `text` in this pseudo-locale.
  public func apply(to text: String) -> String {
    switch self {
    case .accented: return PseudoAccent.apply(to: text)
    case .bidi: return PseudoBidi.apply(to: text)
    case .double: return Self.doubled(text)
    }
  }

  /// Xcode's double-length pseudolanguage repeats each string after a space. The repeat carries
  /// the text only: a placeholder written twice would take an argument twice and change the
  /// argument count, the very mismatch `l10n.placeholders` reports. A space stands where each
  /// placeholder was, so the text around it cannot join into a new one (`{1%d}` is not `{1}`).
  ///
  /// Both copies are written back from the tokens, so a lone `%` the source left as text is
  /// written `%%` and cannot join the space after it into a new conversion (`c% c` holds `% c`).
  static func doubled(_ text: String) -> String {
    let tokens = StringPlaceholders.tokens(in: text)
    func escaped(_ piece: String) -> String { piece.replacing("%", with: "%%") }
    let original = tokens.map { token -> String in
      switch token {
      case .text(let piece): return escaped(piece)
      case .placeholder(let placeholder): return placeholder.spelling
      }
    }.joined()
    let repeated = tokens.map { token -> String in
      guard case .text(let piece) = token else { return " " }
      return escaped(piece)
    }.joined().trimmingWhitespace
    return repeated.isEmpty ? original : original + " " + repeated
  }
}

extension String {
  /// The text without spaces at either end, collapsing the double spaces a removed placeholder
  /// leaves.
  fileprivate var trimmingWhitespace: String {
    split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }
}
