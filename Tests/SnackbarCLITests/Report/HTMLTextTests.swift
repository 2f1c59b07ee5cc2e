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
}
