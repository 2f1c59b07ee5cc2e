import Foundation
import SnackbarRendering
import Testing

/// What ``TextParagraph/glyphRuns`` reports about shaping: glyph counts, ligatures and fallback.
@Suite struct TextGlyphRunTests {
  static func makeEngine() throws -> PangoTextEngine {
    try PangoTextEngine(locator: FontLocator(environment: [:]))
  }

  @Test func latinTextIsOneRobotoRunWithAGlyphPerLetter() throws {
    let paragraph = try Self.makeEngine().layout("Saved", font: TextFont(pointSize: 14))
    #expect(paragraph.glyphRuns.map(\.glyphCount) == [5])
    #expect(paragraph.glyphRuns.map(\.fontFamily) == ["Roboto"])
  }

  @Test func anIconNameIsOneLigatureGlyphFromTheIconFont() throws {
    let paragraph = try Self.makeEngine().layout(
      "check_circle", font: TextFont(family: "Material Icons", pointSize: 24))
    #expect(paragraph.glyphRuns.map(\.glyphCount) == [1])
    #expect(paragraph.glyphRuns.map(\.fontFamily) == ["Material Icons"])
  }

  @Test func charactersTheFontLacksFallBackToTheirOwnRun() throws {
    let paragraph = try Self.makeEngine().layout("OK שלום", font: TextFont(pointSize: 14))
    let families = Set(paragraph.glyphRuns.compactMap(\.fontFamily))
    #expect(families == ["Roboto", "Noto Sans Hebrew"])
    #expect(paragraph.glyphRuns.reduce(0) { $0 + $1.glyphCount } == 7)
  }

  @Test func everyLineContributesItsRuns() throws {
    let paragraph = try Self.makeEngine().layout("one\ntwo", font: TextFont(pointSize: 14))
    #expect(paragraph.glyphRuns.map(\.glyphCount) == [3, 3])
  }

  @Test func emptyTextHasNoRuns() throws {
    #expect(try Self.makeEngine().layout("", font: TextFont(pointSize: 14)).glyphRuns.isEmpty)
  }
}
