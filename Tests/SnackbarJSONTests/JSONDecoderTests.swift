import Foundation
import SnackbarJSON
import Testing

/// `SnackbarJSONDecoder`: `Decodable` types read through the strict reader, with every mistake
/// named by its key path, line and column.
@Suite struct JSONDecoderTests {
  struct Rect: Decodable, Equatable {
    var x: Int
    var y: Int
  }

  struct Record: Decodable, Equatable {
    enum Kind: String, Decodable { case one, two }
    var version: Int
    var kind: Kind
    var bounds: Rect?
    var names: [String]
    var tags: [String: String]
    var ratio: Double
  }

  private func decode(_ text: String) throws(SnackbarJSONError) -> Record {
    try SnackbarJSONDecoder.decode(Record.self, from: Array(text.utf8))
  }

  private func message(_ text: String) -> String? {
    do {
      _ = try decode(text)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func decodesCodableTypes() throws {
    let record = try decode(
      #"{"version": 1, "kind": "two", "bounds": {"x": 3, "y": 4}, "names": ["a"], "tags": {"k": "v"}, "ratio": 0.5, "new": 9}"#
    )
    #expect(
      record == Record(version: 1, kind: .two, bounds: Rect(x: 3, y: 4), names: ["a"], tags: ["k": "v"], ratio: 0.5))
    let nulled = try decode(#"{"version": 2.0, "kind": "one", "bounds": null, "names": [], "tags": {}, "ratio": 1}"#)
    #expect(nulled.bounds == nil && nulled.version == 2)
  }

  @Test func integersAreReadExactlyAndInRange() {
    let base = #""kind": "one", "names": [], "tags": {}, "ratio": 1"#
    #expect(
      message("{\"version\": 9223372036854775808, \(base)}")
        == "line 1, column 13: version: expected an integer in \(Int.min)...\(Int.max), got 9223372036854775808")
    #expect(message("{\"version\": 1.5, \(base)}")?.hasSuffix("got 1.5") == true)
    #expect(message("{\"version\": \"1\", \(base)}") == "line 1, column 13: version: expected an integer, got \"1\"")
    #expect((try? decode("{\"version\": 9223372036854775807, \(base)}"))?.version == Int.max)
  }

  @Test func errorsNameTheKeyPathAndPosition() {
    let base = #""version": 1, "names": [], "tags": {}, "ratio": 1"#
    #expect(
      message("{\(base),\n \"kind\": \"one\", \"bounds\": {\"x\": 1, \"y\": true}}")
        == "line 2, column 41: bounds.y: expected an integer, got true")
    #expect(message("{\(base)}") == "line 1, column 1: the key \"kind\" is required")
    #expect(message("{\(base), \"kind\": \"three\"}")?.contains("got \"three\"") == true)
    #expect(message("{\(base), \"kind\": \"one\", \"kind\": \"two\"}")?.contains("given twice") == true)
    #expect(
      message(#"{"version": 1, "kind": "one", "names": [1], "tags": {}, "ratio": 1}"#)
        == "line 1, column 41: names[0]: expected a string, got 1")
  }

  struct Bounds: Decodable, Equatable {
    let x: Int
    let y: UInt8
    let scale: Double
    let label: String?
  }

  struct Nested: Decodable, Equatable {
    let name: String
    let flags: [Bool]
    let bounds: Bounds
    let steps: [Step]
  }

  struct Step: Decodable, Equatable {
    let at: Int64
  }

  func decodeAny<T: Decodable>(_ type: T.Type, _ text: String) throws(SnackbarJSONError) -> T {
    try SnackbarJSONDecoder.decode(type, from: Array(text.utf8))
  }

  func failure<T: Decodable>(_ type: T.Type, _ text: String) -> String? {
    do {
      _ = try decodeAny(type, text)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func decodesNestedValuesAndIgnoresMembersItDoesNotAskFor() throws {
    let record = try decodeAny(
      Nested.self,
      #"{"name": "a", "flags": [true, false], "bounds": {"x": -3, "y": 255, "scale": 2.0, "extra": 1},"#
        + #" "steps": [{"at": 9007199254740993}], "newer": {"field": [1]}}"#)
    #expect(
      record
        == Nested(
          name: "a", flags: [true, false], bounds: Bounds(x: -3, y: 255, scale: 2, label: nil),
          steps: [Step(at: 9_007_199_254_740_993)]))
  }

  @Test func integersAreReadFromTheirTextNeverRounded() throws {
    // 2^53 + 1 survives: read from the text, not through a Double.
    #expect(try decodeAny(Step.self, #"{"at": 9007199254740993}"#).at == 9_007_199_254_740_993)
    #expect(try decodeAny(Bounds.self, #"{"x": 2.0, "y": 0, "scale": 1}"#).x == 2)
    let fraction = try #require(failure(Bounds.self, #"{"x": 1.5, "y": 0, "scale": 1}"#))
    #expect(fraction.contains("line 1, column 7"), "\(fraction)")
    #expect(fraction.contains("x"), "\(fraction)")
    let tooLarge = try #require(failure(Bounds.self, #"{"x": 0, "y": 256, "scale": 1}"#))
    #expect(tooLarge.contains("y"), "\(tooLarge)")
    #expect(tooLarge.contains("256"), "\(tooLarge)")
    let overflow = try #require(failure(Step.self, #"{"at": 9223372036854775808}"#))
    #expect(overflow.contains("9223372036854775808"), "\(overflow)")
  }

  @Test func mistakesNameTheirKeyPathLineAndColumn() throws {
    let text = """
      {"name": "a", "flags": [true, 1],
       "bounds": {"x": 0, "y": 0, "scale": 1}, "steps": []}
      """
    let wrongType = try #require(failure(Nested.self, text))
    #expect(wrongType.contains("flags[1]"), "\(wrongType)")
    #expect(wrongType.contains("line 1, column 31"), "\(wrongType)")
    #expect(wrongType.contains("true or false"), "\(wrongType)")

    let missing = try #require(failure(Nested.self, #"{"name": "a", "flags": [], "steps": []}"#))
    #expect(missing.contains("bounds"), "\(missing)")

    let nested = try #require(
      failure(Nested.self, #"{"name": "a", "flags": [], "bounds": {"x": 0, "y": 0, "scale": "big"}, "steps": []}"#))
    #expect(nested.contains("bounds.scale"), "\(nested)")

    let inArray = try #require(
      failure(Nested.self, #"{"name": "a", "flags": [], "bounds": {"x": 0, "y": 0, "scale": 1}, "steps": [{}]}"#))
    #expect(inArray.contains("steps[0]"), "\(inArray)")
  }

  @Test func aRepeatedKeyIsAnErrorNotTheLastOneWins() throws {
    let repeated = try #require(failure(Step.self, #"{"at": 1, "at": 2}"#))
    #expect(repeated.contains("line 1"), "\(repeated)")
  }

  @Test func aKeyPathEchoesItsNameEscaped() throws {
    struct Odd: Decodable {
      let value: Int

      enum CodingKeys: String, CodingKey {
        case value = "v\u{1B}[31m"
      }
    }
    let message = try #require(failure(Odd.self, "{\"v\\u001b[31m\": \"x\"}"))
    #expect(!message.contains("\u{1B}"), "\(message)")
    #expect(message.contains("\\x1B"), "\(message)")
  }

  @Test func anOptionalMemberMayBeNullOrAbsentButNotOfAnotherType() throws {
    #expect(try decodeAny(Bounds.self, #"{"x": 0, "y": 0, "scale": 1, "label": null}"#).label == nil)
    #expect(try decodeAny(Bounds.self, #"{"x": 0, "y": 0, "scale": 1, "label": "L"}"#).label == "L")
    let wrong = try #require(failure(Bounds.self, #"{"x": 0, "y": 0, "scale": 1, "label": 3}"#))
    #expect(wrong.contains("label"), "\(wrong)")
  }
}
