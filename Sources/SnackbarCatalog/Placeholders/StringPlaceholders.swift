import SnackbarBasics

/// Splits strings into text and placeholders, and compares a translation's placeholders with the
/// source's: the data of the `l10n.placeholders` rule. A translation whose `%d` became `%@`, or
/// that lost an argument, crashes or shows garbage when formatted.
public enum StringPlaceholders {
  /// The text and placeholders of `string`. `%%` is a literal `%`; a `%` that starts no
  /// conversion (at the end, or before a character no printf conversion uses) is text.
  ///
  /// Conversions follow printf: `%` [position `$`] [flags `-+ #0'`] [width] [`.` precision]
  /// [length `hh h l ll q L z t j`] conversion. So `100% sure` holds `% s`, a C string with a
  /// space flag, exactly as `String(format:)` and Android's formatter read it.
  public static func tokens(in string: String) -> [StringPlaceholderToken] {
    var tokens: [StringPlaceholderToken] = []
    var text = String.UnicodeScalarView()
    let scalars = Array(string.unicodeScalars)
    var index = 0
    func flush() {
      if !text.isEmpty { tokens.append(.text(String(text))) }
      text = String.UnicodeScalarView()
    }
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "%" {
        if index + 1 < scalars.count && scalars[index + 1] == "%" {
          text.append("%")
          index += 2
          continue
        }
        if let (placeholder, end) = printf(scalars, from: index) {
          flush()
          tokens.append(.placeholder(placeholder))
          index = end
          continue
        }
      } else if scalar == "{", let (placeholder, end) = named(scalars, from: index) {
        flush()
        tokens.append(.placeholder(placeholder))
        index = end
        continue
      }
      text.append(scalar)
      index += 1
    }
    flush()
    return tokens
  }

  /// The placeholders of `string`, in order.
  public static func placeholders(in string: String) -> [StringPlaceholder] {
    tokens(in: string).compactMap {
      if case .placeholder(let placeholder) = $0 { return placeholder }
      return nil
    }
  }

  /// How `translation`'s placeholders differ from `source`'s: empty when they take the same
  /// arguments. Printf arguments are compared by position (an implicit one takes the next), so
  /// `%2$@ %1$d` matches `%d %@`; named ones and substitutions by name. A translation's
  /// placeholder whose position selects no argument (`%0$@`, `%200$@`) is reported first, and
  /// takes no argument in the comparison.
  public static func differences(source: String, translation: String) -> [StringPlaceholderDifference] {
    let translated = placeholders(in: translation)
    let (sourceArguments, sourceNames) = arguments(placeholders(in: source))
    let (translatedArguments, translatedNames) = arguments(translated)
    var result = translated.compactMap { placeholder in
      placeholder.positionProblem.map {
        StringPlaceholderDifference.position(spelling: placeholder.spelling, problem: $0)
      }
    }
    if sourceArguments.count != translatedArguments.count {
      result.append(.count(source: sourceArguments.count, translation: translatedArguments.count))
    } else {
      let mismatched = sourceArguments.indices.filter { sourceArguments[$0].type != translatedArguments[$0].type }
      if !mismatched.isEmpty {
        let sameTypes = sourceArguments.map(\.type).sorted() == translatedArguments.map(\.type).sorted()
        if sameTypes {
          result.append(
            .order(source: sourceArguments.map(\.spelling), translation: translatedArguments.map(\.spelling)))
        } else {
          for index in mismatched {
            result.append(
              .type(
                argument: index + 1, source: sourceArguments[index].spelling,
                translation: translatedArguments[index].spelling))
          }
        }
      }
    }
    let missing = sourceNames.subtracting(translatedNames).sorted(by: StringCatalog.scalarOrder)
    let extra = translatedNames.subtracting(sourceNames).sorted(by: StringCatalog.scalarOrder)
    if !missing.isEmpty || !extra.isEmpty { result.append(.names(missing: missing, extra: extra)) }
    return result
  }

  /// The printf argument (from 1) the substitution `%#@name@` of `format` takes: its position,
  /// or its place in the order of the arguments; nil when `format` does not name it.
  public static func argumentPosition(ofSubstitution name: String, in format: String) -> Int? {
    let placeholders = placeholders(in: format)
    return zip(placeholders, argumentPositions(placeholders)).first { placeholder, _ in
      placeholder.kind == .substitution && placeholder.name == name
    }?.1
  }

  /// The printf argument (from 1) each of `placeholders` takes, in order: its position, or for
  /// one written without, the argument after the previous one's. Nil for one that takes none: a
  /// named placeholder, or one whose position selects none (``differences`` reports it); a
  /// substitution takes one, an integer. The one numbering of arguments: comparing, filling and
  /// finding a substitution's count all count alike.
  static func argumentPositions(_ placeholders: [StringPlaceholder]) -> [Int?] {
    var next = 1
    return placeholders.map { placeholder in
      guard placeholder.kind != .named, placeholder.positionProblem == nil else { return nil }
      let position = placeholder.position ?? next
      next = position + 1
      return position
    }
  }

  /// An argument of the source that a translation leaves out.
  public struct OmittedArgument: Sendable, Hashable {
    /// Its position, from 1.
    public let position: Int
    /// Whether it is a count: an integer (or a substitution, whose argument is one).
    public let isCount: Bool
  }

  /// The source's arguments the translation leaves out, when leaving them out is all that
  /// differs: every argument the translation takes is the source's at the same position, it
  /// names nothing the source does not, and no position is out of range. Formatting such a
  /// translation with the source's arguments cannot crash; it only shows less. Nil when anything
  /// else differs. An argument left out before a later one written without a position shifts
  /// that one onto it (`%@` would read the number), which is a difference, as it should be.
  public static func omittedArguments(source: String, translation: String) -> [OmittedArgument]? {
    let translated = placeholders(in: translation)
    guard translated.allSatisfy({ $0.positionProblem == nil }) else { return nil }
    let (sourceArguments, sourceNames) = arguments(placeholders(in: source))
    let (translatedArguments, translatedNames) = arguments(translated)
    guard translatedNames.isSubset(of: sourceNames), translatedArguments.count <= sourceArguments.count else {
      return nil
    }
    var omitted: [OmittedArgument] = []
    for (index, argument) in sourceArguments.enumerated() {
      if index < translatedArguments.count, translatedArguments[index].length != unusedLength {
        guard translatedArguments[index].type == argument.type else { return nil }
      } else if argument.length != unusedLength {
        let isCount = [.signedInteger, .unsignedInteger, .substitution].contains(argument.kind)
        omitted.append(OmittedArgument(position: index + 1, isCount: isCount))
      }
    }
    return omitted
  }

  /// The length the stand-in for a position no placeholder takes carries.
  static let unusedLength = "unused"

  /// The printf arguments by position (1 first), and the names used.
  static func arguments(_ placeholders: [StringPlaceholder]) -> ([StringPlaceholder], Set<String>) {
    var byPosition: [Int: StringPlaceholder] = [:]
    var names = Set<String>()
    for (placeholder, position) in zip(placeholders, argumentPositions(placeholders)) {
      if let name = placeholder.name { names.insert(placeholder.kind == .named ? "{\(name)}" : "%#@\(name)@") }
      guard let position else { continue }
      byPosition[position] = byPosition[position] ?? placeholder
    }
    let count = byPosition.keys.max() ?? 0
    let unused = StringPlaceholder(spelling: "(unused)", kind: .object, length: unusedLength)
    return ((0..<count).map { byPosition[$0 + 1] ?? unused }, names)
  }

  /// The highest argument position: Foundation's formatter refuses a format with a larger one
  /// (it keeps positions in 8 bits), so a string that uses one cannot be formatted on Apple's
  /// platforms.
  public static let maximumPosition = 127
  /// Where a number in a conversion (a position, a width, a precision) stops growing.
  static let numberCeiling = 1_000_000

  /// A printf conversion starting at `start` (a `%`), and the index after it.
  static func printf(_ scalars: [Unicode.Scalar], from start: Int) -> (StringPlaceholder, Int)? {
    var index = start + 1
    func peek() -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    // Every digit of a run is read, as the formatters read them (a run cut short would leave the
    // rest to be read as text), and the value stops growing at `numberCeiling`, so no count of
    // digits overflows.
    func number() -> Int? {
      var value = 0
      var digits = 0
      while let scalar = peek(), ("0"..."9").contains(scalar) {
        value = min(value * 10 + Int(scalar.value - 0x30), numberCeiling)
        digits += 1
        index += 1
      }
      return digits > 0 ? value : nil
    }
    // `%<digits>$` is a position, leading zeros included: Foundation reads them as the 0 flag
    // before the number and Java's Formatter with Integer.parseInt, so `%00002$@` is argument 2
    // on both. A position that selects no argument is still a placeholder, with its problem.
    var position: Int?
    var positionProblem: StringPlaceholder.PositionProblem?
    let afterPercent = index
    if let value = number(), peek() == "$" {
      switch value {
      case 0: positionProblem = .zero
      case 1...maximumPosition: position = value
      default: positionProblem = .tooLarge
      }
      index += 1
    } else {
      index = afterPercent
    }
    // %#@name@ (optionally %1$#@name@)
    if peek() == "#", index + 1 < scalars.count, scalars[index + 1] == "@" {
      var end = index + 2
      var name = String.UnicodeScalarView()
      while end < scalars.count, scalars[end] != "@", scalars[end] != "%", name.count < 256 {
        name.append(scalars[end])
        end += 1
      }
      if end < scalars.count, scalars[end] == "@", !name.isEmpty {
        let spelling = String(String.UnicodeScalarView(scalars[start...end]))
        return (
          StringPlaceholder(
            spelling: spelling, kind: .substitution, position: position, name: String(name),
            positionProblem: positionProblem), end + 1
        )
      }
      return nil
    }
    while let scalar = peek(), "-+ #0'".unicodeScalars.contains(scalar) { index += 1 }
    if peek() == "*" { index += 1 } else { _ = number() }
    var precision: Int?
    if peek() == "." {
      index += 1
      precision = number() ?? 0
    }
    var length = ""
    for candidate in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] {
      let candidateScalars = Array(candidate.unicodeScalars)
      if index + candidateScalars.count <= scalars.count,
        Array(scalars[index..<index + candidateScalars.count]) == candidateScalars
      {
        length = candidate == "q" ? "ll" : candidate
        index += candidateScalars.count
        break
      }
    }
    guard let conversion = peek() else { return nil }
    let kind: StringPlaceholder.Kind
    switch conversion {
    case "@": kind = .object
    case "d", "i", "D": kind = .signedInteger
    case "u", "o", "x", "X", "U", "O": kind = .unsignedInteger
    case "f", "F", "e", "E", "g", "G", "a", "A": kind = .floatingPoint
    case "s", "S": kind = .cString
    case "c", "C": kind = .character
    case "p": kind = .pointer
    default: return nil
    }
    index += 1
    let spelling = String(String.UnicodeScalarView(scalars[start..<index]))
    return (
      StringPlaceholder(
        spelling: spelling, kind: kind, length: length, position: position, precision: precision,
        positionProblem: positionProblem), index
    )
  }

  /// A `{name}` placeholder at `start`: a letter or underscore, then letters, digits and
  /// underscores (or only digits: `{0}`), and the index after it.
  static func named(_ scalars: [Unicode.Scalar], from start: Int) -> (StringPlaceholder, Int)? {
    var end = start + 1
    var name = String.UnicodeScalarView()
    while end < scalars.count, scalars[end] != "}", name.count < 128 {
      let scalar = scalars[end]
      guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" else {
        return nil
      }
      name.append(scalar)
      end += 1
    }
    guard end < scalars.count, !name.isEmpty else { return nil }
    let text = String(name)
    return (StringPlaceholder(spelling: "{\(text)}", kind: .named, name: text), end + 1)
  }
}

/// How a translation's placeholders differ from its source's.
public enum StringPlaceholderDifference: Sendable, Hashable, CustomStringConvertible {
  /// A different number of printf arguments.
  case count(source: Int, translation: Int)
  /// The same arguments in another order without positions (`%@ %d` became `%d %@`; write
  /// `%2$d %1$@`).
  case order(source: [String], translation: [String])
  /// Argument `argument` (from 1) takes another type.
  case type(argument: Int, source: String, translation: String)
  /// Named placeholders or substitutions missing from the translation, or added to it.
  case names(missing: [String], extra: [String])
  /// A placeholder of the translation whose position selects no argument (`%0$@`, `%200$@`):
  /// formatting fails or shows it as text.
  case position(spelling: String, problem: StringPlaceholder.PositionProblem)

  /// The difference in words, placeholders escaped for a terminal.
  public var description: String {
    func list(_ spellings: [String]) -> String { spellings.map { EchoedText.quoted($0) }.joined(separator: ", ") }
    switch self {
    case .count(let source, let translation):
      return "the source takes \(source) argument\(source == 1 ? "" : "s"), the translation \(translation)"
    case .order(let source, let translation):
      return "the arguments are reordered without positions (\(list(source)) became \(list(translation))); "
        + "write positions such as %2$@"
    case .type(let argument, let source, let translation):
      return
        "argument \(argument) is \(EchoedText.quoted(source)) in the source and \(EchoedText.quoted(translation)) in the translation"
    case .names(let missing, let extra):
      var parts: [String] = []
      if !missing.isEmpty { parts.append("missing \(list(missing))") }
      if !extra.isEmpty { parts.append("not in the source: \(list(extra))") }
      return parts.joined(separator: "; ")
    case .position(let spelling, let problem):
      return "\(EchoedText.quoted(spelling)) takes no argument: \(problem)"
    }
  }
}
