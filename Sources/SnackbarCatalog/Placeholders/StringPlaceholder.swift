/// One placeholder of a string: a printf-style conversion (`%@`, `%d`, `%1$s`, `%lld`, `%.1f`), a
/// `.stringsdict` substitution (`%#@files@`) or a named one (`{name}`).
public struct StringPlaceholder: Sendable, Hashable, CustomStringConvertible {
  /// What kind of value a placeholder takes, as far as a mismatch matters: `%d` and `%i` are the
  /// same, `%d` and `%@` are not, and neither are `%d` and `%lld` (32 and 64 bits).
  public enum Kind: String, Sendable, Hashable {
    /// `%@`: an object (a string, in practice).
    case object
    /// `%d`, `%i`: a signed integer.
    case signedInteger = "signed integer"
    /// `%u`, `%o`, `%x`, `%X`: an unsigned integer.
    case unsignedInteger = "unsigned integer"
    /// `%f`, `%e`, `%g`, `%a` and their capitals: a floating-point number.
    case floatingPoint = "floating-point number"
    /// `%s`, `%S`: a C string (Android's `%s` is any string).
    case cString = "C string"
    /// `%c`, `%C`: a character.
    case character
    /// `%p`: a pointer.
    case pointer
    /// `%#@name@`: a `.stringsdict` substitution, an integer chosen by plural rule.
    case substitution
    /// `{name}`: a named placeholder.
    case named
  }

  /// Why an explicit position selects no argument.
  public enum PositionProblem: Sendable, Hashable, CustomStringConvertible {
    /// `%0$@`: positions count from 1.
    case zero
    /// Above ``StringPlaceholders/maximumPosition`` (`%200$@`, `%10000$@`).
    case tooLarge

    /// The problem in words.
    public var description: String {
      switch self {
      case .zero: return "positions count from 1"
      case .tooLarge:
        return "a position above \(StringPlaceholders.maximumPosition), the most Foundation's formatter reads"
      }
    }
  }

  /// The placeholder as written: `%1$@`, `%lld`, `{name}`.
  public let spelling: String
  /// The kind of value it takes.
  public let kind: Kind
  /// The length modifier (`l`, `ll`, `h`, `z`; `q` is written `ll`), empty when none.
  public let length: String
  /// The explicit argument position (`%2$@` is 2), nil when implicit or when it selects no
  /// argument (``positionProblem`` says why).
  public let position: Int?
  /// The name of a substitution or a named placeholder.
  public let name: String?
  /// The precision (`%.1f` is 1), for filling.
  public let precision: Int?
  /// Why the explicit position selects no argument (`%0$@`, `%200$@`); nil when it does or there
  /// is none.
  public let positionProblem: PositionProblem?

  /// A placeholder.
  public init(
    spelling: String, kind: Kind, length: String = "", position: Int? = nil, name: String? = nil, precision: Int? = nil,
    positionProblem: PositionProblem? = nil
  ) {
    self.spelling = spelling
    self.kind = kind
    self.length = length
    self.position = position
    self.name = name
    self.precision = precision
    self.positionProblem = positionProblem
  }

  /// What matters for a mismatch: kind and length (`signed integer`, `ll signed integer`).
  public var type: String { length.isEmpty ? kind.rawValue : "\(length) \(kind.rawValue)" }

  /// ``spelling``.
  public var description: String { spelling }
}

/// A piece of a string: text, or a placeholder.
public enum StringPlaceholderToken: Sendable, Hashable {
  /// Literal text (`%%` already turned into `%`).
  case text(String)
  /// A placeholder.
  case placeholder(StringPlaceholder)
}
