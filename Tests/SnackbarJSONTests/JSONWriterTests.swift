import Foundation
import SnackbarJSON
import Testing

@Suite struct JSONWriterTests {
  private struct Sample: Encodable {
    struct Inner: Encodable {
      var flag = true
      var list = [1, 2]
    }

    var empty: [Int] = []
    var emptyObject: [String: Int] = [:]
    var whole = 2.0
    var tenth = 0.1
    var large = 1e16
    var small = 1e-7
    var negativeZero = -0.0
    var single: Float = 0.1
    var text = "a/b \"quoted\" \\ tab\t line\n é 写真"
    var absent: Int? = nil
    var nested = ["x": Inner()]
    var big = Int64.max
    var byte: UInt8 = 255
  }

  /// Fingerprints and failure records were written by `JSONEncoder`; the writer keeps their bytes.
  @Test func prettyTextIsJSONEncodersText() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let expected = String(decoding: try encoder.encode(Sample()), as: UTF8.self)
    #expect(try SnackbarJSONEncoder.encode(Sample()).prettyText() == expected)
  }

  /// Where `JSONEncoder` wrote DEL, C1 controls, bidirectional overrides, backspace and form
  /// feed as they are, every style escapes them (one escaping rule): the text reads back the same.
  @Test func prettyTextEscapesAsEveryStyle() throws {
    let text = "a\u{7F}\u{85}\u{202E}\u{8}\u{C}b"
    let pretty = try SnackbarJSONEncoder.encode(["k": text]).prettyText()
    #expect(pretty == "{\n  \"k\" : \"a\\u007f\\u0085\\u202e\\u0008\\u000cb\"\n}")
    #expect(try SnackbarJSONReader.read(pretty)["k"]?.content == .string(text))
  }

  @Test func encodesIntoTheTree() throws {
    let tree = try SnackbarJSONEncoder.encode(Sample.Inner())
    #expect(tree == .object(["flag": .bool(true), "list": .array([.number(1), .number(2)])]))
    #expect(try SnackbarJSONEncoder.encode(UInt64.max) == .numeral("18446744073709551615"))
    #expect(try SnackbarJSONEncoder.encode([Double.nan]).lineText() == "[null]")
  }

  @Test func objectsKeepTheirMembersOrderAndCompareAsDictionaries() throws {
    let read = try SnackbarJSONReader.read(#"{"b": 1, "a": {"d": true, "c": null}}"#).value
    guard case .object(let members) = read else { Issue.record("not an object"); return }
    #expect(members.keys == ["b", "a"])
    #expect(read == .object(["a": .object(["c": .null, "d": .bool(true)]), "b": .number(1)]))
    #expect(read.lineText() == #"{"a": {"c": null, "d": true}, "b": 1}"#)
    #expect(read.lineText(keepingOrder: true) == #"{"b": 1, "a": {"c": null, "d": true}}"#)
    var object: SnackbarJSONObject = ["x": .null, "y": .null]
    object["x"] = .bool(false)
    object.removeValue(forKey: "y")
    object["z"] = .number(3)
    #expect(object.keys == ["x", "z"] && object.values == [.bool(false), .number(3)])
  }

  @Test func recordsKeepTheirOrder() {
    let line = SnackbarJSONValue.record([
      ("t", .numeral(SnackbarJSONNumber.millionths(1))), ("event", .string("show")),
      ("sizes", .object(["b": .number(2), "a": .number(0.5)])),
    ])
    #expect(line == #"{"t": 1.0, "event": "show", "sizes": {"a": 0.5, "b": 2}}"#)
  }

  @Test(arguments: [
    (1.0, "1.0"), (1.125, "1.125"), (4.15 + 4, "8.15"), (0.0000004, "0.0"), (-2.5, "-2.5"), (1e300, "null?"),
  ])
  func millionthsHaveAtLeastOneDecimal(value: Double, text: String) {
    if text == "null?" {
      // Far past any time a flow reaches: still a number, and no trap.
      #expect(SnackbarJSONNumber.millionths(value).hasSuffix(".0"))
    } else {
      #expect(SnackbarJSONNumber.millionths(value) == text)
    }
  }

  /// Range bounds in messages and the fingerprint's resolution: whole numbers without `.0`.
  @Test func shortestDropsAWholeNumbersPoint() {
    #expect(SnackbarJSONNumber.shortest(4096) == "4096")
    #expect(SnackbarJSONNumber.shortest(96) == "96")
    #expect(SnackbarJSONNumber.shortest(0.5) == "0.5")
    #expect(SnackbarJSONNumber.shortest(-24) == "-24")
  }

  @Test func fixedKeepsItsDigits() {
    #expect(SnackbarJSONNumber.fixed(0.5) == "0.50")
    #expect(SnackbarJSONNumber.fixed(12.345_67, digits: 4) == "12.3457")
    #expect(SnackbarJSONNumber.fixed(2) == "2.00")
  }

  @Test func numberFormatsAgreeOnNonFiniteValues() {
    for value in [Double.nan, .infinity, -.infinity] {
      #expect(SnackbarJSONNumber.format(value) == "null")
      #expect(SnackbarJSONNumber.millionths(value) == "null")
      #expect(SnackbarJSONNumber.shortest(value) == "null")
    }
  }
}
