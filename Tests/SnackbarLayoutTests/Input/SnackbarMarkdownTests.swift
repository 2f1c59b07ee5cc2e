import SnackbarLayout
import Testing

/// Inline Markdown as SwiftUI's `Text` shows it: each case is the runs drawn, a run's styles in
/// brackets before its text, runs separated by `|`.
@Suite struct SnackbarMarkdownTests {
  func shown(_ text: String) -> String {
    SnackbarMarkdown.runs(text).map(\.description).joined(separator: "|")
  }

  @Test(arguments: [
    ("**Saved**", "[strong]Saved"),
    ("__Saved__", "[strong]Saved"),
    ("*Saved*", "[emphasis]Saved"),
    ("_Saved_", "[emphasis]Saved"),
    ("~~Saved~~", "[strikethrough]Saved"),
    ("~Saved~", "[strikethrough]Saved"),
    ("Run `make demo` now", "Run |[code]make demo| now"),
    ("See [ChartView](https://example.com/chart) docs", "See |[link]ChartView| docs"),
    ("Photo **not** saved", "Photo |[strong]not| saved"),
  ])
  func eachInlineStyle(_ text: String, _ expected: String) {
    #expect(shown(text) == expected)
  }

  /// Text SwiftUI shows as typed comes out as typed, without styles (a bare address in the link
  /// colour).
  @Test(arguments: [
    "snake_case_name", "2 * 3 * 4", "a lone * star", "** unmatched", "unmatched **", "**", "5 ** 2 = 25",
    "https://example.com/some_path_with_underscores", "see www.example.com/a_b_c today",
    "Visit https://example.com/_x_/y.", "# Not a heading", "- not a list", "1. not a list", "> not a quote",
    "Price: $5 ~ $6", "~~~", "[label] without a link", "[label][reference]", "a `b", "tab\tand  spaces\nkept",
    "file_name_v2.txt", "x__init__y",
  ])
  func ordinaryTextStaysAsTyped(_ text: String) {
    let runs = SnackbarMarkdown.runs(text)
    #expect(runs.map(\.text).joined() == text, "\(runs)")
    #expect(runs.allSatisfy { $0.style.isEmpty || $0.style == .link }, "\(text): \(runs)")
  }

  /// A bare address is a link (drawn in the link colour) and keeps every character, underscores
  /// and all; the sentence's full stop stays outside it.
  @Test func aBareAddressIsALinkKeptAsTyped() {
    #expect(shown("Visit https://example.com/_x_/y.") == "Visit |[link]https://example.com/_x_/y|.")
    #expect(shown("see www.example.com/a_b_c today") == "see |[link]www.example.com/a_b_c| today")
    #expect(shown("<https://example.com/a_b>") == "[link]https://example.com/a_b")
    #expect(
      shown("(see https://en.wikipedia.org/wiki/Foo_(bar))") == "(see |[link]https://en.wikipedia.org/wiki/Foo_(bar)|)")
  }

  /// CommonMark's example `5*6*78`: `*` between digits does emphasise, and SwiftUI follows it,
  /// so the snackbar shows what the app shows.
  @Test func starsBetweenDigitsEmphasiseAsInCommonMark() {
    #expect(shown("2*3*4") == "2|[emphasis]3|4")
    #expect(shown("5*6*78") == "5|[emphasis]6|78")
    // `_` inside a word never does.
    #expect(shown("2_3_4") == "2_3_4")
  }

  @Test func nesting() {
    #expect(shown("***Saved***") == "[strong, emphasis]Saved")
    #expect(shown("___Saved___") == "[strong, emphasis]Saved")
    #expect(shown("**bold *and italic* text**") == "[strong]bold |[strong, emphasis]and italic|[strong] text")
    #expect(shown("*italic **and bold** text*") == "[emphasis]italic |[strong, emphasis]and bold|[emphasis] text")
    #expect(shown("***a** b*") == "[strong, emphasis]a|[emphasis] b")
    #expect(shown("**`code` in bold**") == "[strong, code]code|[strong] in bold")
    #expect(shown("[**Help** me](https://example.com)") == "[strong, link]Help|[link] me")
    #expect(shown("~~**gone**~~") == "[strong, strikethrough]gone")
  }

  @Test func unmatchedDelimitersStayAsTyped() {
    #expect(shown("***Saved**") == "*|[strong]Saved")
    #expect(shown("**Saved*") == "*|[emphasis]Saved")
    #expect(shown("*a **b*") == "*a *|[emphasis]b")
    #expect(shown("~~a~") == "~~a~")
    #expect(shown("_a*") == "_a*")
  }

  /// `__` at a word's edges is strong, as in CommonMark: SwiftUI draws `__init__ method` with a
  /// bold "init".
  @Test func underscoresAtWordEdgesAreStrong() {
    #expect(shown("__init__ method") == "[strong]init| method")
  }

  @Test func backslashEscapes() {
    #expect(shown(#"\*not emphasised\*"#) == "*not emphasised*")
    #expect(shown(#"\_\_init\_\_"#) == "__init__")
    #expect(shown(#"a \[b\](c)"#) == "a [b](c)")
    #expect(shown(#"\`code\`"#) == "`code`")
    #expect(shown(#"back\\slash"#) == #"back\slash"#)
    // Only ASCII punctuation is escaped; a backslash before anything else is drawn.
    #expect(shown(#"C:\Users\me"#) == #"C:\Users\me"#)
    #expect(shown("\\é") == "\\é")
  }

  @Test func codeSpans() {
    #expect(shown("`a*b*c`") == "[code]a*b*c")
    #expect(shown("`` a`b ``") == "[code]a`b")
    #expect(shown("` x `") == "[code]x")
    #expect(shown("`  `") == "[code]  ")
    #expect(shown("``unclosed`") == "``unclosed`")
  }

  @Test func links() {
    // Parentheses in the address are balanced, or the address is in angle brackets.
    #expect(shown("[Foo](https://en.wikipedia.org/wiki/Foo_(bar)) page") == "[link]Foo| page")
    #expect(shown("[a](<https://example.com/a b>)") == "[link]a")
    #expect(shown(#"[a](https://example.com "Title") b"#) == "[link]a| b")
    #expect(shown("[a](https://example.com 'Title')") == "[link]a")
    #expect(shown("[a]()") == "[link]a")
    // No link inside a link: the inner one wins, the outer brackets stay.
    #expect(shown("[a [b](c) d](e)") == "[a |[link]b| d](e)")
    // Not a link: an unbalanced parenthesis, a space in a bare address, no parenthesis.
    #expect(shown("[a](b(c)") == "[a](b(c)")
    #expect(shown("[a](b c)") == "[a](b c)")
    #expect(shown("[a] (b)") == "[a] (b)")
  }

  /// CJK without spaces: CommonMark's flanking rules decide, as in SwiftUI. Between two letters
  /// `**` opens and closes; with punctuation inside and a letter outside it does neither.
  @Test func cjkWithoutSpaces() {
    #expect(shown("**不会**") == "[strong]不会")
    #expect(shown("这个**不会**删除") == "这个|[strong]不会|删除")
    #expect(shown("この写真は*削除*されます") == "この写真は|[emphasis]削除|されます")
    #expect(shown("这个**“不会”**删除") == "这个**“不会”**删除")
    #expect(shown("“**不会**”") == "“|[strong]不会|”")
    // `_` inside a word is never emphasis, in any script.
    #expect(shown("这个__不会__删除") == "这个__不会__删除")
  }

  @Test func plainTextDropsTheMarkup() {
    #expect(SnackbarMarkdown.plainText("**不会** [ChartView](https://x.com/a_b) `x` ~~y~~") == "不会 ChartView x y")
    #expect(SnackbarMarkdown.plainText("") == "")
    #expect(SnackbarMarkdown.runs("").isEmpty)
  }

  /// Markup is only ever taken away: on random texts of markup characters, letters and CJK, the
  /// text drawn is the text typed with some characters left out, never one added or moved, and
  /// no run is empty.
  @Test func theTextDrawnIsTheTextTypedLessItsMarkup() {
    let alphabet = Array("*_~`[]()\\<>ab 不h:/.w".unicodeScalars)
    var state: UInt64 = 0x5DEE_CE66
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for _ in 0..<3000 {
      var text = String.UnicodeScalarView()
      for _ in 0..<next(24) {
        if next(10) == 0 { text.append(contentsOf: "https://x_y".unicodeScalars) }
        text.append(alphabet[next(alphabet.count)])
      }
      let typed = String(text)
      let runs = SnackbarMarkdown.runs(typed)
      #expect(runs.allSatisfy { !$0.text.isEmpty }, "\(typed)")
      var remaining = typed.unicodeScalars[...]
      for scalar in runs.map(\.text).joined().unicodeScalars {
        guard let found = remaining.firstIndex(of: scalar) else {
          Issue.record("\(typed.debugDescription) drew \(runs)")
          break
        }
        remaining = remaining[remaining.index(after: found)...]
      }
    }
  }

  /// A long text of delimiters that never match keeps every character.
  @Test func aLongTextOfUnmatchedDelimitersStaysAsTyped() {
    let text = String(repeating: "*a _b [c ", count: 20_000)
    let runs = SnackbarMarkdown.runs(text)
    #expect(runs.map(\.text).joined() == text)
  }

  /// The inputs whose matching is quadratic, at the size of a catalog string (256 KiB), are drawn
  /// as typed in a moment; at the limit they are still parsed, within a bound.
  @Test func quadraticInputsAreBounded() {
    let clock = ContinuousClock()
    for unit in ["[](", ")", "a* ", "[x](y) ["] {
      let hostile =
        unit == ")" ? "https://a" + String(repeating: ")", count: 260_000) : String(repeating: unit, count: 87_000)
      let atLimit = String(repeating: unit, count: SnackbarMarkdown.markupLimit / max(1, unit.count))
      let elapsed = clock.measure {
        #expect(SnackbarMarkdown.plainText(hostile) == hostile)
        _ = SnackbarMarkdown.runs(atLimit)
      }
      #expect(elapsed < .seconds(10), "\(unit): \(elapsed)")
    }
  }
}
