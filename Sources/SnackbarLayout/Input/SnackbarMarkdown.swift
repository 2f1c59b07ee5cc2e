import Foundation
import MaterialSnackbar

/// The inline styles Markdown gives a run of text, each drawn as SwiftUI's `Text` draws it.
public struct SnackbarInlineStyle: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8

  /// Creates a style set from its bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// `**x**` or `__x__`: the bold weight of the run's font.
  public static let strong = SnackbarInlineStyle(rawValue: 1 << 0)
  /// `*x*` or `_x_`: italic.
  public static let emphasis = SnackbarInlineStyle(rawValue: 1 << 1)
  /// `~~x~~` or `~x~`: a line through the text.
  public static let strikethrough = SnackbarInlineStyle(rawValue: 1 << 2)
  /// A code span (text in backticks): a monospaced font.
  public static let code = SnackbarInlineStyle(rawValue: 1 << 3)
  /// `[x](url)`, `<url>` or a bare `https://` or `www.` address: the link colour. A link's text
  /// is drawn, never its address (unless the address is the text).
  public static let link = SnackbarInlineStyle(rawValue: 1 << 4)
}

/// A run of text in one set of inline styles.
package struct SnackbarMarkdownRun: Sendable, Hashable, CustomStringConvertible {
  /// The text as drawn: the Markdown's markup removed.
  package var text: String
  /// Its styles.
  package var style: SnackbarInlineStyle

  /// Creates a run.
  package init(text: String, style: SnackbarInlineStyle = []) {
    self.text = text
    self.style = style
  }

  /// The text, with its styles named before it when it has any (`[strong, link]Help`), for test
  /// failures and logs.
  package var description: String {
    let names: [(SnackbarInlineStyle, String)] = [
      (.strong, "strong"), (.emphasis, "emphasis"), (.strikethrough, "strikethrough"), (.code, "code"),
      (.link, "link"),
    ]
    let present = names.filter { style.contains($0.0) }.map(\.1)
    return present.isEmpty ? text : "[\(present.joined(separator: ", "))]\(text)"
  }
}

/// Inline Markdown as SwiftUI's `Text` shows a `LocalizedStringKey` (a string from an
/// `.xcstrings` catalog or a literal): strong, emphasis, strikethrough, code spans, links and
/// backslash escapes. SwiftUI parses with Foundation's inline-only syntax that preserves
/// whitespace, so block syntax (`# heading`, `- item`, `> quote`) stays as typed, and line breaks
/// and runs of spaces are kept.
///
/// The delimiter rules are CommonMark's (with GitHub's strikethrough and bare-address links), so
/// that text SwiftUI shows as typed is parsed as typed: `snake_case_name`, `2 * 3`, a lone `*` or
/// an unmatched `**`, and an address with underscores stay literal. As in CommonMark (its example
/// `5*6*78`), `*` between letters or digits does emphasise: SwiftUI draws `2*3*4` as "234" with
/// an italic 3, and so does the snackbar, because that is what the app shows. Whether CJK text
/// without spaces is styled follows the same flanking rules: `这个**不会**删除` is bold, while
/// `这个**“不会”**删除` (a quotation mark inside the asterisks, a letter outside) stays literal, as
/// in SwiftUI.
///
/// Not interpreted, so drawn as typed: HTML tags, entity references (`&amp;`), reference links
/// (`[text][label]`: a single string has no definitions) and images.
///
/// A text with more than ``markupLimit`` markup characters is drawn as typed too. Matching
/// brackets, parentheses and delimiter runs takes time quadratic in their number in the worst
/// case (`[](` repeated, `https://a` and a run of `)`), and a catalog from a stranger's pull
/// request could hold a quarter of a megabyte of them; no snackbar's text has thousands.
package enum SnackbarMarkdown {
  /// The most markup characters (asterisks, underscores, tildes, backticks, brackets,
  /// parentheses, angle brackets and backslashes) a text may hold and still be read as Markdown.
  package static let markupLimit = 4_096

  /// The runs `text` is drawn in: its markup removed, adjacent runs of equal style merged, no
  /// empty run.
  package static func runs(_ text: String) -> [SnackbarMarkdownRun] {
    let markup = text.unicodeScalars.lazy.filter { "*_~`[]()<>\\".unicodeScalars.contains($0) }.count
    guard markup <= markupLimit else { return text.isEmpty ? [] : [SnackbarMarkdownRun(text: text)] }
    var parser = Parser(text)
    parser.parse()
    return parser.runs()
  }

  /// The text as drawn, its markup removed: what the audit reads and what a screen reader says.
  package static func plainText(_ text: String) -> String {
    runs(text).map(\.text).joined()
  }
}

extension SnackbarMarkdown {
  /// A delimiter run of `*`, `_` or `~`, with CommonMark's flanking verdicts.
  fileprivate struct Delimiter {
    let character: Unicode.Scalar
    /// The characters not yet used by a match.
    var count: Int
    let originalCount: Int
    let canOpen: Bool
    let canClose: Bool
  }

  /// A piece of the parsed text: literal text in a style, or a delimiter run whose unused
  /// characters are drawn as typed.
  fileprivate struct Item {
    var text: String.UnicodeScalarView
    var style: SnackbarInlineStyle = []
    var delimiter: Delimiter?
  }

  /// The key under which CommonMark remembers how far back a closer's search may go.
  fileprivate struct OpenerKey: Hashable {
    let character: Unicode.Scalar
    let closerCanOpen: Bool
    let lengthClass: Int
  }

  fileprivate struct Parser {
    let scalars: [Unicode.Scalar]
    var items: [Item] = []
    /// Item indices of the `[` that may still open a link, and whether each is active (no link
    /// inside a link).
    var brackets: [(item: Int, active: Bool)] = []
    /// Item indices of the delimiter runs that may still match, in order.
    var stack: [Int] = []

    init(_ text: String) {
      scalars = Array(text.unicodeScalars)
    }

    mutating func parse() {
      var index = 0
      while index < scalars.count {
        let scalar = scalars[index]
        switch scalar {
        case "\\":
          if index + 1 < scalars.count, SnackbarMarkdown.isASCIIPunctuation(scalars[index + 1]) {
            appendText(scalars[index + 1])
            index += 2
          } else {
            appendText(scalar)
            index += 1
          }
        case "`":
          index = codeSpan(at: index)
        case "*", "_", "~":
          index = delimiterRun(at: index)
        case "[":
          items.append(Item(text: String.UnicodeScalarView([scalar])))
          brackets.append((items.count - 1, true))
          index += 1
        case "]":
          index = closeBracket(at: index)
        case "<":
          if let end = SnackbarMarkdown.autolinkEnd(scalars, at: index) {
            appendText(scalars[index + 1..<end - 1], style: .link)
            index = end
          } else {
            appendText(scalar)
            index += 1
          }
        default:
          if let end = SnackbarMarkdown.bareLinkEnd(scalars, at: index) {
            appendText(scalars[index..<end], style: .link)
            index = end
          } else {
            appendText(scalar)
            index += 1
          }
        }
      }
      processEmphasis(above: 0)
    }

    /// The items as runs: unused delimiter characters drawn as typed, equal styles merged.
    func runs() -> [SnackbarMarkdownRun] {
      var runs: [SnackbarMarkdownRun] = []
      for item in items {
        var text = item.text
        if let delimiter = item.delimiter {
          text = String.UnicodeScalarView(repeatElement(delimiter.character, count: delimiter.count))
        }
        guard !text.isEmpty else { continue }
        if let last = runs.last, last.style == item.style {
          runs[runs.count - 1].text.unicodeScalars.append(contentsOf: text)
        } else {
          runs.append(SnackbarMarkdownRun(text: String(text), style: item.style))
        }
      }
      return runs
    }

    private mutating func appendText(_ scalar: Unicode.Scalar) {
      appendText(CollectionOfOne(scalar), style: [])
    }

    private mutating func appendText(_ text: some Collection<Unicode.Scalar>, style: SnackbarInlineStyle) {
      if style.isEmpty, let last = items.indices.last, items[last].delimiter == nil, items[last].style.isEmpty,
        brackets.last?.item != last
      {
        items[last].text.append(contentsOf: text)
      } else {
        items.append(Item(text: String.UnicodeScalarView(text), style: style))
      }
    }

    /// A code span from the backticks at `start`, or the backticks as typed when no run of the
    /// same length closes it; returns where parsing goes on.
    private mutating func codeSpan(at start: Int) -> Int {
      let length = SnackbarMarkdown.runLength(scalars, at: start)
      var search = start + length
      while search < scalars.count {
        guard scalars[search] == "`" else {
          search += 1
          continue
        }
        let closing = SnackbarMarkdown.runLength(scalars, at: search)
        if closing == length {
          var content = scalars[start + length..<search].map { $0 == "\n" || $0 == "\r" ? " " : $0 }
          if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
            content = Array(content.dropFirst().dropLast())
          }
          appendText(content, style: .code)
          return search + closing
        }
        search += closing
      }
      appendText(scalars[start..<start + length], style: [])
      return start + length
    }

    /// A run of `*`, `_` or `~` at `start`, pushed as a delimiter with its flanking verdicts.
    /// More than two `~` is no strikethrough, so such a run is text.
    private mutating func delimiterRun(at start: Int) -> Int {
      let character = scalars[start]
      let length = SnackbarMarkdown.runLength(scalars, at: start)
      let end = start + length
      if character == "~", length > 2 {
        appendText(scalars[start..<end], style: [])
        return end
      }
      let before = start > 0 ? scalars[start - 1] : nil
      let after = end < scalars.count ? scalars[end] : nil
      let left = SnackbarMarkdown.isLeftFlanking(before: before, after: after)
      let right = SnackbarMarkdown.isLeftFlanking(before: after, after: before)
      let canOpen: Bool
      let canClose: Bool
      if character == "_" {
        canOpen = left && (!right || SnackbarMarkdown.isPunctuation(before))
        canClose = right && (!left || SnackbarMarkdown.isPunctuation(after))
      } else {
        canOpen = left
        canClose = right
      }
      items.append(
        Item(
          text: String.UnicodeScalarView(scalars[start..<end]),
          delimiter: Delimiter(
            character: character, count: length, originalCount: length, canOpen: canOpen, canClose: canClose)))
      stack.append(items.count - 1)
      return end
    }

    /// A `]`: the end of an inline link `[text](destination "title")` when the most recent
    /// active `[` and a destination make one; otherwise text.
    private mutating func closeBracket(at index: Int) -> Int {
      guard let opener = brackets.popLast() else {
        appendText(scalars[index])
        return index + 1
      }
      guard opener.active, let end = SnackbarMarkdown.inlineLinkEnd(scalars, at: index + 1) else {
        appendText(scalars[index])
        return index + 1
      }
      processEmphasis(above: opener.item + 1)
      items[opener.item].text = String.UnicodeScalarView()
      for item in opener.item + 1..<items.count { items[item].style.insert(.link) }
      for earlier in brackets.indices { brackets[earlier].active = false }
      return end
    }

    /// CommonMark's "process emphasis" over the delimiters whose items are at `bottom` or later:
    /// each closer, left to right, matches the nearest opener of its character that the rules
    /// allow, styling the items between them. Unmatched delimiters stay as typed.
    private mutating func processEmphasis(above bottom: Int) {
      let bottomPosition = stack.firstIndex { $0 >= bottom } ?? stack.count
      var openersBottom: [OpenerKey: Int] = [:]
      var position = bottomPosition
      while position < stack.count {
        let closerItem = stack[position]
        guard let closer = items[closerItem].delimiter, closer.canClose else {
          position += 1
          continue
        }
        let key = OpenerKey(
          character: closer.character, closerCanOpen: closer.canOpen,
          lengthClass: closer.character == "~" ? closer.count : closer.originalCount % 3)
        let floor = max(bottom, openersBottom[key] ?? bottom)
        var openerPosition = position - 1
        while openerPosition >= bottomPosition, stack[openerPosition] >= floor {
          if let opener = items[stack[openerPosition]].delimiter, SnackbarMarkdown.matches(opener, closer) { break }
          openerPosition -= 1
        }
        guard openerPosition >= bottomPosition, stack[openerPosition] >= floor,
          let opener = items[stack[openerPosition]].delimiter
        else {
          openersBottom[key] = closerItem
          if closer.canOpen { position += 1 } else { stack.remove(at: position) }
          continue
        }
        let openerItem = stack[openerPosition]
        let used: Int
        let style: SnackbarInlineStyle
        if closer.character == "~" {
          used = closer.count
          style = .strikethrough
        } else {
          used = opener.count >= 2 && closer.count >= 2 ? 2 : 1
          style = used == 2 ? .strong : .emphasis
        }
        for item in openerItem + 1..<closerItem { items[item].style.insert(style) }
        items[openerItem].delimiter?.count -= used
        items[closerItem].delimiter?.count -= used
        stack.removeSubrange(openerPosition + 1..<position)
        position = openerPosition + 1
        if opener.count == used {
          stack.remove(at: openerPosition)
          position -= 1
        }
        if closer.count == used { stack.remove(at: position) }
      }
      stack.removeSubrange(bottomPosition...)
    }
  }
}

// MARK: - Character classes and small scanners

extension SnackbarMarkdown {
  /// Whether `opener` may close with `closer`: the same character, an opener with characters
  /// left, CommonMark's rule of three for `*` and `_`, equal lengths for `~`.
  fileprivate static func matches(_ opener: Delimiter, _ closer: Delimiter) -> Bool {
    guard opener.character == closer.character, opener.canOpen, opener.count > 0 else { return false }
    if closer.character == "~" { return opener.count == closer.count }
    if opener.canClose || closer.canOpen {
      let sum = opener.originalCount + closer.originalCount
      if sum % 3 == 0, !(opener.originalCount % 3 == 0 && closer.originalCount % 3 == 0) { return false }
    }
    return true
  }

  /// CommonMark's left-flanking rule for a run between `before` and `after` (nil: the text's
  /// start or end, which counts as white space); with the two swapped, the right-flanking rule.
  static func isLeftFlanking(before: Unicode.Scalar?, after: Unicode.Scalar?) -> Bool {
    guard !isWhitespace(after) else { return false }
    return !isPunctuation(after) || isWhitespace(before) || isPunctuation(before)
  }

  /// Unicode white space as CommonMark counts it: space separators, tab, line feed, form feed,
  /// carriage return; the text's start and end too.
  static func isWhitespace(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar else { return true }
    switch scalar {
    case "\t", "\n", "\u{0C}", "\r": return true
    default: return scalar.properties.generalCategory == .spaceSeparator
    }
  }

  /// Unicode punctuation as CommonMark counts it: the P (punctuation) and S (symbol) categories.
  static func isPunctuation(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar else { return false }
    switch scalar.properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
      return true
    default: return false
    }
  }

  /// The characters a backslash escapes.
  static func isASCIIPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && isPunctuation(scalar)
  }

  /// How many copies of the scalar at `start` follow one another from there.
  static func runLength(_ scalars: [Unicode.Scalar], at start: Int) -> Int {
    var end = start
    while end < scalars.count, scalars[end] == scalars[start] { end += 1 }
    return end - start
  }

  /// Where an inline link's `(destination "title")` that starts at `start` ends (just after its
  /// `)`), or nil when there is none. The destination may be in `<…>` or bare with balanced
  /// parentheses; the title in quotes or parentheses after white space.
  static func inlineLinkEnd(_ scalars: [Unicode.Scalar], at start: Int) -> Int? {
    guard start < scalars.count, scalars[start] == "(" else { return nil }
    var index = skipWhitespace(scalars, from: start + 1)
    guard index < scalars.count else { return nil }
    if scalars[index] == "<" {
      index += 1
      while index < scalars.count, scalars[index] != ">" {
        if scalars[index] == "\n" || scalars[index] == "<" { return nil }
        index += scalars[index] == "\\" ? 2 : 1
      }
      guard index < scalars.count else { return nil }
      index += 1
    } else {
      var depth = 0
      while index < scalars.count {
        let scalar = scalars[index]
        if scalar == "\\", index + 1 < scalars.count, isASCIIPunctuation(scalars[index + 1]) {
          index += 2
          continue
        }
        if isWhitespace(scalar) || scalar.properties.generalCategory == .control { break }
        if scalar == "(" { depth += 1 }
        if scalar == ")" {
          if depth == 0 { break }
          depth -= 1
        }
        index += 1
      }
      guard depth == 0 else { return nil }
    }
    let afterDestination = index
    index = skipWhitespace(scalars, from: index)
    if index < scalars.count, index > afterDestination, let closing = titleCloser(scalars[index]) {
      index += 1
      while index < scalars.count, scalars[index] != closing {
        if scalars[index] == "(" && closing == ")" { return nil }
        index += scalars[index] == "\\" ? 2 : 1
      }
      guard index < scalars.count else { return nil }
      index = skipWhitespace(scalars, from: index + 1)
    }
    guard index < scalars.count, scalars[index] == ")" else { return nil }
    return index + 1
  }

  private static func titleCloser(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar {
    case "\"": return "\""
    case "'": return "'"
    case "(": return ")"
    default: return nil
    }
  }

  private static func skipWhitespace(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
    var index = start
    while index < scalars.count, isWhitespace(scalars[index]) { index += 1 }
    return index
  }

  /// Where an autolink `<scheme:address>` that starts at `start` ends (just after its `>`), or
  /// nil: a scheme of 2 to 32 letters, digits, `+`, `.` or `-` starting with a letter, a colon,
  /// then no white space, control character, `<` or `>`.
  static func autolinkEnd(_ scalars: [Unicode.Scalar], at start: Int) -> Int? {
    var index = start + 1
    guard index < scalars.count, isASCIILetter(scalars[index]) else { return nil }
    while index < scalars.count,
      isASCIILetter(scalars[index]) || ("0"..."9").contains(scalars[index])
        || scalars[index] == "+" || scalars[index] == "." || scalars[index] == "-"
    {
      index += 1
    }
    let schemeLength = index - start - 1
    guard (2...32).contains(schemeLength), index < scalars.count, scalars[index] == ":" else { return nil }
    index += 1
    while index < scalars.count, scalars[index] != ">" {
      let scalar = scalars[index]
      if scalar == "<" || isWhitespace(scalar) || scalar.properties.generalCategory == .control { return nil }
      index += 1
    }
    return index < scalars.count ? index + 1 : nil
  }

  /// Where a bare address (GitHub's extended autolink: `https://`, `http://` or `www.` after the
  /// start, white space or one of `*_~(`) that starts at `start` ends, or nil. It runs to white
  /// space or `<`, without trailing `?!.,:*_~'"` or an unbalanced `)`, so the sentence's
  /// punctuation stays outside.
  static func bareLinkEnd(_ scalars: [Unicode.Scalar], at start: Int) -> Int? {
    let first = scalars[start]
    guard first == "h" || first == "H" || first == "w" || first == "W" else { return nil }
    if start > 0 {
      let before = scalars[start - 1]
      guard isWhitespace(before) || "*_~(".unicodeScalars.contains(before) else { return nil }
    }
    var index = start
    var matched = false
    for prefix in ["https://", "http://", "www."] where hasPrefix(scalars, prefix, at: start) {
      index = start + prefix.unicodeScalars.count
      matched = true
      break
    }
    guard matched, index < scalars.count, isASCIILetter(scalars[index]) || ("0"..."9").contains(scalars[index])
    else { return nil }
    while index < scalars.count, !isWhitespace(scalars[index]), scalars[index] != "<" { index += 1 }
    var end = index
    while end > start {
      let last = scalars[end - 1]
      if "?!.,:*_~'\"".unicodeScalars.contains(last) {
        end -= 1
      } else if last == ")",
        scalars[start..<end].filter({ $0 == ")" }).count > scalars[start..<end].filter({ $0 == "(" }).count
      {
        end -= 1
      } else {
        break
      }
    }
    return end
  }

  private static func hasPrefix(_ scalars: [Unicode.Scalar], _ prefix: String, at start: Int) -> Bool {
    var index = start
    for expected in prefix.unicodeScalars {
      guard index < scalars.count, scalars[index].properties.lowercaseMapping == String(expected) else { return false }
      index += 1
    }
    return true
  }

  private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }
}

extension SnackbarMarkdown {
  /// `plan` (the manager's, for `view`) as VoiceOver reads a Markdown message: the announcement
  /// and every element's label without markup, as SwiftUI's `Text` gives VoiceOver the text it
  /// draws. Unchanged when the message is not Markdown.
  package static func spoken(_ plan: SnackbarPresentationPlan, of view: SnackbarMessageView) -> SnackbarPresentationPlan
  {
    guard view.message?.interpretsMarkdown == true else { return plan }
    var spoken = plan
    spoken.announcement = plan.announcement.map(plainText)
    for index in spoken.elements.indices {
      spoken.elements[index].accessibilityLabel = plan.elements[index].accessibilityLabel.map(plainText)
    }
    return spoken
  }
}
