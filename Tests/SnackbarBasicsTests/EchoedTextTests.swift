import SnackbarBasics
import Testing

@Suite struct EchoedTextTests {
  @Test func plainTextIsUnchanged() {
    #expect(
      EchoedText.escaped("Photo archived: Fotos archiviert, 写真, שלום, 😀 \\ \"")
        == "Photo archived: Fotos archiviert, 写真, שלום, 😀 \\ \"")
  }

  @Test func controlCharactersBecomeByteEscapes() {
    #expect(EchoedText.escaped("a\u{1B}]0;owned\u{07}b") == "a\\x1B]0;owned\\x07b")
    #expect(EchoedText.escaped("line\nline 9: all good\r") == "line\\x0Aline 9: all good\\x0D")
    #expect(EchoedText.escaped("tab\there\u{7F}") == "tab\\x09here\\x7F")
    #expect(EchoedText.escaped("c1\u{85}\u{9B}2J") == "c1\\xC2\\x85\\xC2\\x9B2J")
  }

  @Test func invisibleFormattingIsNamed() {
    #expect(EchoedText.escaped("abc\u{202E}fed\u{2066}") == "abc\\u{202E}fed\\u{2066}")
    #expect(EchoedText.escaped("a\u{2028}b") == "a\\u{2028}b")
  }

  @Test func bytesThatAreNotUTF8AreEscapedOneByOne() {
    #expect(EchoedText.escaped(bytes: Array("out".utf8) + [0xFF, 0xC3] + Array(".png".utf8)) == "out\\xFF\\xC3.png")
    #expect(EchoedText.escaped(bytes: [0xED, 0xA0, 0x80]) == "\\xED\\xA0\\x80")  // An encoded surrogate.
  }

  @Test func aQuotedValueIsEscapedAndCutAfterSixtyCharacters() {
    #expect(EchoedText.quoted("a\u{202E}b") == #""a\u{202E}b""#)
    #expect(EchoedText.quoted(String(repeating: "x", count: 60)) == "\"" + String(repeating: "x", count: 60) + "\"")
    #expect(EchoedText.quoted(String(repeating: "x", count: 61)) == "\"" + String(repeating: "x", count: 60) + "…\"")
  }
}
