import SnackbarBasics

/// Fills a string's placeholders with sample values, so a snackbar shows what a user would see.
///
/// A placeholder takes, in this order: the sample named after it (`name` for `{name}` and
/// `%#@name@`), the sample for its argument position (`1`, `2`), the sample for its spelling
/// (`%d`, `%@`), and else a default of its type: a number for integers, `2.5` for
/// floating-point, a word for objects and strings. An integer is one that selects the plural
/// form being drawn in the language drawn (CLDR's rules: 1 for English `one`, 3 for Russian
/// `few`, 1000000 for French `many`), and in a form from a substitution only the substitution's
/// count does: the other counts select their own `other` forms, as the text shows them, so no
/// image reads "1 posts by 1 people".
public struct StringPlaceholderFiller: Sendable {
  /// The samples by name, position or spelling.
  public let samples: [String: String]
  /// The numbers drawn for each category where the language's rules give none.
  static let englishNumbers: [StringCatalogPluralCategory: Int] = [
    .zero: 0, .one: 1, .two: 2, .few: 3, .many: 11, .other: 5,
  ]

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
          file: "--sample", line: nil, column: nil, message: "\(EchoedText.quoted(argument)) is not NAME=VALUE")
      }
      samples[String(argument[..<equals])] = String(argument[argument.index(after: equals)...])
    }
    self.init(samples: samples)
  }

  /// `string` with every placeholder replaced. `plural` is the form drawn, in `locale`'s rules
  /// (English when nil); `pluralArgument` the position whose count selects it, or nil when every
  /// integer argument does (a string's own plural variations have one count).
  public func fill(
    _ string: String, plural: StringCatalogPluralCategory? = nil, locale: String? = nil, pluralArgument: Int? = nil
  ) -> String {
    let tokens = StringPlaceholders.tokens(in: string)
    let placeholders = tokens.compactMap { token -> StringPlaceholder? in
      if case .placeholder(let placeholder) = token { return placeholder }
      return nil
    }
    // Arguments numbered as the comparison numbers them.
    var arguments = StringPlaceholders.argumentPositions(placeholders).makeIterator()
    var result = ""
    for token in tokens {
      switch token {
      case .text(let text): result += text
      case .placeholder(let placeholder):
        // One that takes no argument is looked up by its own position (a named one by its name).
        let position = (arguments.next() ?? nil) ?? placeholder.position ?? 0
        let category = pluralArgument == nil || pluralArgument == position ? plural : plural.map { _ in .other }
        result += value(for: placeholder, position: position, plural: category, locale: locale ?? "en")
      }
    }
    return result
  }

  func value(
    for placeholder: StringPlaceholder, position: Int, plural: StringCatalogPluralCategory?, locale: String = "en"
  ) -> String {
    if let name = placeholder.name, let sample = samples[name] { return sample }
    if placeholder.kind != .named, let sample = samples[String(position)] { return sample }
    if let sample = samples[placeholder.spelling] { return sample }
    switch placeholder.kind {
    case .signedInteger, .unsignedInteger, .substitution:
      // A category no integer selects in the language (Russian `other`, which only fractions
      // select, or a form the language does not have) keeps the number English draws it with.
      let category = plural ?? .other
      return String(StringPluralRules.number(selecting: category, in: locale) ?? Self.englishNumbers[category] ?? 5)
    case .floatingPoint:
      guard let precision = placeholder.precision else { return "2.5" }
      return precision == 0 ? "3" : "2." + String(repeating: "5", count: min(precision, 6))
    case .character: return "A"
    case .pointer: return "0x1"
    case .object, .cString, .named: return Self.defaultWord
    }
  }
}
