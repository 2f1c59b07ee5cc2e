import Foundation
import MaterialSnackbar
import SnackbarJSON
import SnackbarLayout
import Testing

@Suite struct LayoutJSONTests {
  @Test func numbersHaveAFixedFormat() {
    #expect(SnackbarJSONNumber.format(0.1 + 0.2) == "0.3")
    #expect(SnackbarJSONNumber.format(1.0 / 3) == "0.333")
    #expect(SnackbarJSONNumber.format(2.0 / 3) == "0.667")
    #expect(SnackbarJSONNumber.format(15.5) == "15.5")
    #expect(SnackbarJSONNumber.format(48) == "48")
    #expect(SnackbarJSONNumber.format(-2.25) == "-2.25")
    #expect(SnackbarJSONNumber.format(-0.0001) == "0")
    #expect(SnackbarJSONNumber.format(-0.0) == "0")
    #expect(SnackbarJSONNumber.format(16.625) == "16.625")
    #expect(SnackbarJSONNumber.format(1e20) == "100000000000000000000")
    #expect(SnackbarJSONNumber.format(.nan) == "null")
  }

  @Test func sameInputGivesTheSameText() throws {
    var input = LayoutFixture.input(LayoutFixture.twoLineText, action: "NO", traits: LayoutFixture.traits(scale: 3))
    input.leadingIcon = .info
    input.progress = .indeterminate
    input.progressElapsedTime = 0.37
    let first = try LayoutFixture.layout(input).jsonString()
    for _ in 0..<5 {
      #expect(try LayoutFixture.layout(input).jsonString() == first)
    }
    #expect(!first.contains("e-") && !first.contains("00000"))
  }

  @Test func upstreamFramingSnapshot() throws {
    let json = try LayoutFixture.layout(LayoutFixture.input(action: "NO")).jsonString()
    let expected = """
      {
        "actionButtonFrame": {"height": 44, "width": 44, "x": 128, "y": 2},
        "actionTitleFrame": {"height": 17, "width": 14, "x": 150, "y": 15.5},
        "actionTitleScale": 1,
        "arrangement": "horizontal",
        "containerFrame": {"height": 48, "width": 180, "x": 0, "y": 0},
        "contentMargins": {"bottom": 6, "leading": 16, "top": 6, "trailing": 8},
        "cornerRadius": 4,
        "direction": "leftToRight",
        "displayScale": 2,
        "hostSize": {"height": 48, "width": 180},
        "intrinsicHeight": 48,
        "isClipped": false,
        "isMultiline": false,
        "labelFrame": {"height": 17, "width": 104, "x": 16, "y": 15.5},
        "labelLines": [
          {"height": 16.625, "width": 42, "x": 16, "y": 15.5}
        ],
        "labelViewportFrame": {"height": 36, "width": 104, "x": 16, "y": 6},
        "lineCount": 1,
        "minimumLayoutHeight": 56
      }
      """
    #expect(json == expected)
  }

  @Test func keysAreSortedAndStringsEscaped() {
    let value = SnackbarJSONValue.object(["b": .string("a\"b\\c\n\u{1}"), "a": .array([]), "c": .null])
    #expect(value.canonicalText() == #"{"a": [], "b": "a\"b\\c\n\u0001", "c": null}"#)
  }

  @Test func jsonDecodesBackToTheLayout() throws {
    var input = LayoutFixture.input(LayoutFixture.threeLineText, action: LayoutFixture.longAction)
    input.showsCloseButton = true
    input.progress = .determinate(0.5)
    let layout = try LayoutFixture.layout(input)
    var decoded = try JSONDecoder().decode(SnackbarFrames.self, from: Data(layout.jsonString().utf8))
    // The title's shrink factor (0.8403…) prints with three decimals; frames are exact.
    #expect(decoded.actionTitleScale == 0.84)
    decoded.actionTitleScale = layout.actionTitleScale
    #expect(decoded == layout)
    let viaCodable = try JSONDecoder().decode(SnackbarFrames.self, from: JSONEncoder().encode(layout))
    #expect(viaCodable == layout)
  }

  /// The canonical text comes from the Codable conformance, so a field cannot be in one and not
  /// the other (issue 8); what JSON cannot spell still prints `null`.
  @Test func canonicalTextAndCodableShareTheirFields() throws {
    var input = LayoutFixture.input(LayoutFixture.twoLineText, action: "UNDO")
    input.leadingIcon = .info
    var layout = try LayoutFixture.layout(input)
    let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(layout)) as? [String: Any]
    let canonical = try JSONSerialization.jsonObject(with: Data(layout.jsonString().utf8)) as? [String: Any]
    #expect(encoded.map { Set($0.keys) } == canonical.map { Set($0.keys) })
    #expect(canonical?["iconFrame"] != nil && canonical?["closeButtonFrame"] == nil)
    layout.cornerRadius = .nan
    #expect(layout.jsonString().contains(#""cornerRadius": null"#))
    layout.cornerRadius = 4
    #expect(layout.jsonString().contains(#""isClipped": false"#), "a Bool is not a number")
  }
}
