import Foundation
import SnackbarJSON
import Testing

@Suite struct JSONReaderTests {
  private func error(_ text: String) -> SnackbarJSONError? {
    do {
      _ = try SnackbarJSONReader.read(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func readsEveryKindOfValueWithPositions() throws {
    let node = try SnackbarJSONReader.read(
      "{\n  \"a\": [1, -2.5e3, true, false, null],\n  \"b\": \"x\\u00e9\\ud83d\\ude00\"\n}")
    let members = try #require(node.members)
    #expect(members.map(\.key) == ["a", "b"])
    #expect(members[0].keyPosition == SnackbarJSONPosition(line: 2, column: 3))
    #expect(members[1].value.position == SnackbarJSONPosition(line: 3, column: 8))
    guard case .array(let elements) = members[0].value.content else {
      Issue.record("not an array")
      return
    }
    #expect(elements.map(\.content) == [.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null])
    #expect(elements[1].position == SnackbarJSONPosition(line: 2, column: 12))
    #expect(node["b"]?.content == .string("xé😀"))
    #expect(
      node.value
        == .object(["a": .array([.number(1), .number(-2500), .bool(true), .bool(false), .null]), "b": .string("xé😀")]))
  }

  @Test func columnsCountCharactersNotBytes() {
    // "é" is two bytes; the error is at the 9th character of the line.
    #expect(error("{\"é\": 1 2}")?.position == SnackbarJSONPosition(line: 1, column: 9))
  }

  @Test func aRepeatedKeyIsRefusedNamingBothPlaces() {
    let found = error("{\"at\": 1,\n \"at\": 2}")
    #expect(found?.position == SnackbarJSONPosition(line: 2, column: 2))
    #expect(found?.message == "key \"at\" given twice (first at line 1, column 2); keep one")
    // Nested objects have keys of their own.
    #expect(error("{\"a\": {\"x\": 1}, \"b\": {\"x\": 1}}") == nil)
  }

  @Test func numbersOutsideADoubleAreRefused() {
    let found = error("{\"until\": 1e400}")
    #expect(found?.position == SnackbarJSONPosition(line: 1, column: 11))
    #expect(found?.message.contains("1e400 is out of range") == true)
    #expect(error("-1e400") != nil)
    #expect(error("1e-400") == nil)  // Underflows to 0: finite.
  }

  @Test func grammarErrorsSayWhatWasFoundWhere() {
    #expect(error("")?.description == "the text is empty; expected a JSON value")
    #expect(error("  \n ")?.message == "the text is empty; expected a JSON value")
    #expect(error("{\"a\": 1,}")?.description == "line 1, column 9: a comma before '}' (JSON allows no trailing comma)")
    #expect(error("[1,]")?.description == "line 1, column 4: a comma before ']' (JSON allows no trailing comma)")
    #expect(error("{'a': 1}")?.message == "keys take double quotes in JSON, not single quotes")
    #expect(error("{a: 1}")?.message == "expected a key in double quotes, found 'a'")
    #expect(error("{\"a\" 1}")?.description == "line 1, column 6: expected ':' after the key \"a\", found '1'")
    #expect(
      error("{} x")?.description
        == "line 1, column 4: unexpected 'x' after the JSON value; a file holds exactly one value")
    #expect(error("012")?.message == "a number may not start with 0 (JSON has no octal numbers)")
    #expect(error("1.")?.message == "expected a digit after the decimal point, found end of the text")
    #expect(error("tru")?.message == "expected true, found 't'")
    #expect(error("\"abc")?.description == "line 1, column 1: a string is not closed (no matching '\"')")
    #expect(error("\"a\nb\"")?.message == "a string may not span lines; write a line break as \\n")
    #expect(error("\"a\u{1B}b\"")?.message == "a control character (byte 0x1B) in a string must be escaped")
    #expect(error("\"\\x\"")?.message == "unknown escape \\x in a string")
    #expect(error("\"\\ud800\"")?.message == "a \\u escape holds a high surrogate without its low surrogate")
    #expect(error("\"\\udc00\"")?.message == "a \\u escape holds a lone low surrogate")
    #expect(error("\"\\u12G4\"")?.message == "expected four hex digits after \\u, found 'G'")
  }

  @Test func invalidUTF8InAStringIsRefused() {
    #expect(throws: SnackbarJSONError.self) { try SnackbarJSONReader.read([0x22, 0xFF, 0x22]) }
    #expect(throws: SnackbarJSONError.self) { try SnackbarJSONReader.read([0x7B, 0xC3]) }
  }

  @Test func aByteOrderMarkAtTheStartIsSkipped() throws {
    let node = try SnackbarJSONReader.read([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8))
    #expect(node["a"]?.content == .number("1"))
    #expect(node.position == SnackbarJSONPosition(line: 1, column: 1))
    // Anywhere else it is an unexpected character.
    #expect(throws: SnackbarJSONError.self) { try SnackbarJSONReader.read(Array("[1] ".utf8) + [0xEF, 0xBB, 0xBF]) }
  }

  @Test func nestingIsBounded() {
    let deep =
      String(repeating: "[", count: SnackbarJSONReader.maximumDepth + 1)
      + String(repeating: "]", count: SnackbarJSONReader.maximumDepth + 1)
    #expect(error(deep)?.message == "arrays and objects nest deeper than 128 levels")
    let allowed =
      String(repeating: "[", count: SnackbarJSONReader.maximumDepth)
      + String(repeating: "]", count: SnackbarJSONReader.maximumDepth)
    #expect(error(allowed) == nil)
    // A megabyte of brackets is an error at the limit, not a stack overflow.
    #expect(error(String(repeating: "{\"a\":", count: 200_000)) != nil)
  }

  @Test func manyKeysAreCheckedInLinearTime() throws {
    // 80,000 keys: the batch line of issue 19 that took 5.9 s with a quadratic check.
    let text = "{" + (0..<80_000).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + "}"
    let start = ContinuousClock.now
    let node = try SnackbarJSONReader.read(text)
    #expect(node.members?.count == 80_000)
    // Far below the quadratic 5.9 s even in a debug build; the benchmark-free bound only guards
    // against a return to quadratic work.
    #expect(ContinuousClock.now - start < .seconds(3))
    let repeated = "{" + (0..<80_000).map { "\"k\($0)\": 0" }.joined(separator: ", ") + ", \"k5\": 1}"
    #expect(error(repeated)?.message.hasPrefix("key \"k5\" given twice") == true)
  }

  @Test func keysAreEscapedInMessages() {
    #expect(error("{\"\\u001b[2J\": 1, \"\\u001b[2J\": 2}")?.message.hasPrefix("key \"\\x1B[2J\" given twice") == true)
  }
}
