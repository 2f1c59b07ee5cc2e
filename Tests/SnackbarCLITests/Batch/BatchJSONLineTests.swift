import SnackbarJSON
import SnackbarRendering
import Testing

@testable import SnackbarCLI

@Suite struct BatchJSONLineTests {
  func parse(_ text: String) throws(BatchLineError) -> [(name: String, value: SnackbarJSONNode.Content)] {
    try BatchJSONLine(Array(text.utf8)).fields.map { ($0.name, $0.value.content) }
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

  @Test func nestedValuesAreReadWhole() throws {
    let line = try BatchJSONLine(Array(#"{"a": [1, "]", {"b": 2}], "o": {"x": "}"}}"#.utf8))
    #expect(line.fields.map(\.value.kind) == ["an array", "an object"])
  }

  /// Each malformed line: the message (after "not valid JSON: " for syntax errors) and the
  /// column, from 1; the hand-written grammar this replaced said "at byte N" instead.
  @Test(arguments: [
    ("", "not a JSON object", nil),
    ("[1]", "not a JSON object", nil),
    ("x", "not a JSON object", nil),
    (#"{"a": 1"#, "not valid JSON: expected ',' or '}' after the value of \"a\", found end of the text", 8),
    (#"{"a": 01}"#, "not valid JSON: a number may not start with 0", 8),
    (#"{"a": tru}"#, "not valid JSON: expected true, found 't'", 7),
    (#"{"a": "x"} x"#, "not valid JSON: unexpected 'x' after the JSON value", 12),
    (#"{"a": 1, "a": 2}"#, "not valid JSON: key \"a\" given twice (first at column 2); keep one", 10),
    (#"{"a": "\q"}"#, "not valid JSON: unknown escape \\q in a string", 9),
    (#"{"a": "\ud800"}"#, "not valid JSON: a \\u escape holds a high surrogate without its low surrogate", 8),
    ("{\"a\": \"\t\"}", "not valid JSON: a control character (byte 0x9) in a string must be escaped", 8),
    (#"{a: 1}"#, "not valid JSON: expected a key in double quotes, found 'a'", 2),
    (#"{"a": 1e400}"#, "not valid JSON: the number 1e400 is out of range", 7),
  ])
  func malformedLinesSayWhatIsWrongAndWhere(line: String, message: String, column: Int?) {
    #expect {
      _ = try parse(line)
    } throws: { error in
      guard let error = error as? BatchLineError else { return false }
      return error.description.hasPrefix(message) && error.column == column
    }
  }

  @Test func invalidUTF8InAStringIsRefused() {
    #expect(throws: BatchLineError.self) {
      _ = try BatchJSONLine(Array(#"{"a": ""#.utf8) + [0xFF] + Array(#""}"#.utf8))
    }
  }

  /// Nesting is bounded by the reader, so a line of brackets cannot exhaust the stack.
  @Test func deepNestingIsRefused() {
    let line = #"{"a": "# + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000) + "}"
    #expect {
      _ = try parse(line)
    } throws: { error in
      (error as? BatchLineError)?.description.contains("nest deeper than") == true
    }
  }
}
