import Foundation
import SnackbarRendering
import Testing

/// What the engine draws of control characters, noncharacters, line breaks and tabs: UILabel's
/// nothing for the invisible ones, a line break for each line terminator, a space for a tab.
@Suite struct PangoTextEngineDisplayTextTests {
  static let body = PangoTextEngineTests.body
  static let medium = PangoTextEngineTests.medium

  /// C0 controls other than the line breaks and tab, DEL, C1 controls other than NEL, and
  /// noncharacters in the BMP and in other planes.
  /// (Code points, since Swift refuses noncharacters in string literals.)
  static let invisible: [UInt32] = [
    0x0, 0x1, 0x7, 0x8, 0xB, 0xC, 0x1B, 0x1F, 0x7F, 0x80, 0x9F, 0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFE, 0x10FFFF,
  ]

  @Test(arguments: invisible)
  func invisibleCharactersDrawNothing(_ value: UInt32) throws {
    let engine = try PangoTextEngineTests.makeEngine()
    let scalar = try #require(Unicode.Scalar(value))
    let paragraph = try engine.layout("a\(Character(scalar))b", font: Self.body)
    let plain = try engine.layout("ab", font: Self.body)
    #expect(paragraph.unknownGlyphCount == 0, "U+\(String(value, radix: 16, uppercase: true)) drew a hex box")
    #expect(paragraph.metrics.lineCount == 1)
    #expect(paragraph.metrics.size == plain.metrics.size)
    #expect(paragraph.text == "ab")
    #expect(try PangoTextEngineTests.render(paragraph, scale: 2) == PangoTextEngineTests.render(plain, scale: 2))
  }

  @Test(arguments: ["\n", "\r\n", "\r", "\u{2028}", "\u{2029}", "\u{85}"])
  func lineTerminatorsBreakOneLine(_ terminator: String) throws {
    let engine = try PangoTextEngineTests.makeEngine()
    let paragraph = try engine.layout("one\(terminator)two", font: Self.body)
    #expect(paragraph.metrics.lineCount == 2)
    #expect(paragraph.unknownGlyphCount == 0)
    let reference = try engine.layout("one\ntwo", font: Self.body)
    #expect(try PangoTextEngineTests.render(paragraph, scale: 2) == PangoTextEngineTests.render(reference, scale: 2))
  }

  @Test func aTabIsASpace() throws {
    let engine = try PangoTextEngineTests.makeEngine()
    let tabbed = try engine.layout("Saved\tUndo", font: Self.body)
    let spaced = try engine.layout("Saved Undo", font: Self.body)
    #expect(tabbed.metrics.size == spaced.metrics.size)
    #expect(try PangoTextEngineTests.render(tabbed, scale: 2) == PangoTextEngineTests.render(spaced, scale: 2))
  }

  /// U+FFFF, which Swift refuses in a string literal.
  static let nonCharacter = Character(Unicode.Scalar(UInt32(0xFFFF))!)

  @Test func boldRunsKeepTheirTextAfterRemoval() throws {
    let engine = try PangoTextEngineTests.makeEngine()
    let dirty = try engine.layout([
      TextRun("\u{1}Photo \u{7F}", font: Self.body), TextRun("\(Self.nonCharacter)archived\u{0}", font: Self.medium),
      TextRun("\u{1B}", font: Self.body), TextRun(" today", font: Self.body),
    ])
    let clean = try engine.layout([
      TextRun("Photo ", font: Self.body), TextRun("archived", font: Self.medium), TextRun(" today", font: Self.body),
    ])
    #expect(dirty.text == "Photo archived today")
    #expect(dirty.metrics.size == clean.metrics.size)
    #expect(try PangoTextEngineTests.render(dirty, scale: 2) == PangoTextEngineTests.render(clean, scale: 2))
  }

  @Test func aCarriageReturnAndLineFeedInTwoRunsAreOneBreak() throws {
    let engine = try PangoTextEngineTests.makeEngine()
    let paragraph = try engine.layout([TextRun("one\r", font: Self.body), TextRun("\ntwo", font: Self.medium)])
    #expect(paragraph.metrics.lineCount == 2)
  }
}
