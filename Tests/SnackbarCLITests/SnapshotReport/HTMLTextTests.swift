import Testing

@testable import SnackbarCLI

@Suite struct HTMLTextTests {
  @Test func markupCharactersBecomeEntities() {
    #expect(
      HTMLText.escape(#"<a href="x">Tom & 'Jerry'</a>"#)
        == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
    #expect(HTMLText.escape("ΔE 1.5 · 64×48 😀") == "ΔE 1.5 · 64×48 😀")
    #expect(HTMLText.escape("&amp;") == "&amp;amp;")
  }

  /// Control characters from a record or a diff are shown by the one escaping rule, never raw;
  /// line feeds and tabs stay, as messages and diffs are laid out with them.
  @Test func controlCharactersAreShownNotPassedThrough() {
    #expect(HTMLText.escape("a\u{1B}]0;x\u{07}b\r\u{0}") == "a\\x1B]0;x\\x07b\\x0D\\x00")
    #expect(HTMLText.escape("one\n\ttwo") == "one\n\ttwo")
    #expect(HTMLText.escape("\u{202E}<\u{9B}") == "\\u{202E}&lt;\\xC2\\x9B")
  }
}
