import Testing

@testable import SnackbarCLI

@Suite struct BatchJSONLineTests {
  func parse(_ text: String) throws(BatchLineError) -> [(name: String, value: BatchJSONLine.Value)] {
    try BatchJSONLine(Array(text.utf8)).fields
  }

  @Test func keepsFieldsInOrderAndNumbersAsWritten() throws {
    let fields = try parse(
      #" { "text": "a\"b\\c\u00e9\ud83d\ude00", "scale": 2, "p": -0.5e+1, "t": true, "f": false, "n": null } "#)
    #expect(fields.map(\.name) == ["text", "scale", "p", "t", "f", "n"])
    #expect(
      fields.map(\.value) == [
        .string("a\"b\\cé😀"), .number("2"), .number("-0.5e+1"), .bool(true), .bool(false), .null,
      ])
    #expect(try parse("{}").isEmpty)
  }

  @Test func nestedValuesAreKeptOnlyAsTheirKind() throws {
    let fields = try parse(#"{"a": [1, "]", {"b": 2}], "o": {"x": "}"}}"#)
    #expect(fields.map(\.value) == [.nested("an array"), .nested("an object")])
  }

  @Test(arguments: [
    ("", "not a JSON object"),
    ("[1]", "not a JSON object"),
    (#"{"a": 1"#, "not valid JSON: expected ',' or '}' after field \"a\" at byte 8"),
    (#"{"a": 01}"#, "not valid JSON: a number may not start with 0 at byte 8"),
    (#"{"a": tru}"#, "not valid JSON: expected true at byte 7"),
    (#"{"a": "x"} x"#, "not valid JSON: unexpected text after the object at byte 12"),
    (#"{"a": 1, "a": 2}"#, "field \"a\" given twice"),
    (#"{"a": "\q"}"#, "not valid JSON: unknown escape at byte 9"),
    (#"{"a": "\ud800"}"#, "not valid JSON: a lone surrogate"),
    ("{\"a\": \"\t\"}", "not valid JSON: a control character must be escaped in a string at byte 8"),
    (#"{a: 1}"#, "not valid JSON: expected a field name in double quotes at byte 2"),
  ])
  func malformedLinesSayWhatIsWrong(line: String, message: String) {
    #expect {
      _ = try parse(line)
    } throws: { error in
      (error as? BatchLineError)?.description.hasPrefix(message) == true
    }
  }

  @Test func invalidUTF8InAStringIsRefused() {
    #expect(throws: BatchLineError.self) {
      _ = try BatchJSONLine(Array(#"{"a": ""#.utf8) + [0xFF] + Array(#""}"#.utf8))
    }
  }
}
