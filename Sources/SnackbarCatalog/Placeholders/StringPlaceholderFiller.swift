/// Fills a string's placeholders with sample values, so a snackbar shows what a user would see.
///
/// A placeholder takes, in this order: the sample named after it (`name` for `{name}` and
/// `%#@name@`), the sample for its argument position (`1`, `2`), the sample for its spelling
/// (`%d`, `%@`), and else a default of its type: a number for integers (one that picks the
/// variant's plural category in English and most languages: 0, 1, 2, 3, 11, 5), `2.5` for
/// floating-point, a word for objects and strings.
public struct StringPlaceholderFiller: Sendable {
  /// The samples by name, position or spelling.
  public let samples: [String: String]
  /// The word used for `%@`, `%s` and `{name}` without a sample.
  public static let defaultWord = "Alex"

  /// A filler with `samples`.
  public init(samples: [String: String] = [:]) {
    self.samples = samples
  }

  /// A filler from `NAME=VALUE` arguments (`--sample count=3`).
  /// - Throws: ``StringCatalogError`` (with no file) for an argument without `=` or a name.
  public init(arguments: [String]) throws(StringCatalogError) {
    var samples: [String: String] = [:]
    for argument in arguments {
      guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
        throw StringCatalogError(
          file: "--sample", line: nil, column: nil, message: "\(EchoedValue(argument)) is not NAME=VALUE")
      }
      samples[String(argument[..<equals])] = String(argument[argument.index(after: equals)...])
    }
    self.init(samples: samples)
  }

  /// `string` with every placeholder replaced; `plural` picks the default number.
  public func fill(_ string: String, plural: StringCatalogPluralCategory? = nil) -> String {
    var next = 1
    var result = ""
    for token in StringPlaceholders.tokens(in: string) {
      switch token {
      case .text(let text): result += text
      case .placeholder(let placeholder):
        let position = placeholder.position ?? next
        if placeholder.kind != .named { next = position + 1 }
        result += value(for: placeholder, position: position, plural: plural)
      }
    }
    return result
  }

  func value(for placeholder: StringPlaceholder, position: Int, plural: StringCatalogPluralCategory?) -> String {
    if let name = placeholder.name, let sample = samples[name] { return sample }
    if placeholder.kind != .named, let sample = samples[String(position)] { return sample }
    if let sample = samples[placeholder.spelling] { return sample }
    switch placeholder.kind {
    case .signedInteger, .unsignedInteger, .substitution:
      switch plural {
      case .zero: return "0"
      case .one: return "1"
      case .two: return "2"
      case .few: return "3"
      case .many: return "11"
      case .other, nil: return "5"
      }
    case .floatingPoint:
      guard let precision = placeholder.precision else { return "2.5" }
      return precision == 0 ? "3" : "2." + String(repeating: "5", count: min(precision, 6))
    case .character: return "A"
    case .pointer: return "0x1"
    case .object, .cString, .named: return Self.defaultWord
    }
  }
}
