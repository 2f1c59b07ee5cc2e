import Foundation
import MaterialSnackbar
import SnackbarLayout
import Testing

/// Margins, heights and the horizontal and action-below geometry (spec 3.2, 3.3).
@Suite struct LayoutContentTests {
  @Test func singleLineWithShortActionMatchesTheUpstreamFraming() throws {
    // The upstream harness: "Quando" + "NO", fitted at width 180 (spec 6.1).
    let layout = try LayoutFixture.layout(LayoutFixture.input(action: "NO"))
    #expect(layout.containerFrame == CGRect(x: 0, y: 0, width: 180, height: 48))
    #expect(layout.contentMargins == SnackbarDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 8))
    #expect(!layout.isMultiline)
    #expect(layout.arrangement == .horizontal)
    // The label area runs from the top margin to the bottom margin; one line sits in its middle.
    #expect(layout.labelViewportFrame == CGRect(x: 16, y: 6, width: 104, height: 36))
    #expect(layout.labelFrame == CGRect(x: 16, y: 15.5, width: 104, height: 17))
    #expect(layout.labelLines == [CGRect(x: 16, y: 15.5, width: 42, height: 16.625)])
    // The button container ends at W − 8; the button is centred in the full height.
    #expect(layout.actionButtonFrame == CGRect(x: 128, y: 2, width: 44, height: 44))
    #expect(layout.actionTitleFrame == CGRect(x: 150, y: 15.5, width: 14, height: 17))
    #expect(layout.actionTitleScale == 1)
    #expect(layout.cornerRadius == 4)
    #expect(layout.maximumHeight == nil && !layout.isClipped)
  }

  @Test func textStarts16FromTheLeadingEdgeAndTheTitleEnds16FromTheTrailingEdge() throws {
    for width in [180.0, 240, 320, 359] {
      let layout = try LayoutFixture.layout(LayoutFixture.input(action: "NO", sizing: .fittingWidth(width)))
      #expect(layout.labelFrame.minX == 16)
      #expect(layout.containerFrame.width - (layout.actionTitleFrame?.maxX ?? 0) == 16)
    }
  }

  @Test func singleLineWithoutActionIs48Tall() throws {
    let layout = try LayoutFixture.layout(LayoutFixture.input())
    #expect(layout.containerFrame.height == 48)
    #expect(layout.labelFrame == CGRect(x: 16, y: 15.5, width: 156, height: 17))
    #expect(layout.actionButtonFrame == nil && layout.actionTitleFrame == nil)
  }

  @Test func twoLinesUseTheMultiLineMarginsAnd68() throws {
    let layout = try LayoutFixture.layout(LayoutFixture.input(LayoutFixture.twoLineText))
    #expect(layout.isMultiline && layout.lineCount == 2)
    #expect(layout.contentMargins == SnackbarDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 8))
    // max(68, 33.5 + 32) = 68; the 33.5-pt label is centred in the 36-pt area.
    #expect(layout.containerFrame.height == 68)
    #expect(layout.labelFrame == CGRect(x: 16, y: 17.5, width: 156, height: 33.5))
  }

  @Test func threeLinesGrowPast68() throws {
    let layout = try LayoutFixture.layout(LayoutFixture.input(LayoutFixture.threeLineText))
    // 3 × 16.625 = 49.875, 50 on the @2x grid, + 32.
    #expect(layout.containerFrame.height == 82)
    #expect(layout.labelFrame.minY == 16)
  }

  @Test func labelHeightRoundsUpToDevicePixels() throws {
    let at1x = try LayoutFixture.layout(
      LayoutFixture.input(LayoutFixture.threeLineText, traits: LayoutFixture.traits(scale: 1)))
    #expect(at1x.labelFrame.height == 50)
    let at3x = try LayoutFixture.layout(
      LayoutFixture.input(LayoutFixture.twoLineText, traits: LayoutFixture.traits(scale: 3)))
    #expect(abs(at3x.labelFrame.height - 100.0 / 3) < 1e-9)  // 33.25 → 33.333…
  }

  @Test func textExactlyAsWideAsTheWrapWidthStaysOnOneLine() throws {
    // 12-pt font: 6 pt a character; 26 characters fill the 156-pt wrap width exactly.
    let font = SnackbarFont.systemFont(ofSize: 12)
    let exact = try LayoutFixture.layout(LayoutFixture.input(String(repeating: "m", count: 26), font: font))
    #expect(!exact.isMultiline && exact.containerFrame.height == 48)
    let over = try LayoutFixture.layout(LayoutFixture.input(String(repeating: "m", count: 27), font: font))
    #expect(over.isMultiline && over.containerFrame.height == 68)
    // Deciding multi-line changes only the vertical margins, so the wrap width, and the answer,
    // stay put: computing again gives the same layout.
    #expect(try LayoutFixture.layout(LayoutFixture.input(String(repeating: "m", count: 27), font: font)) == over)
    #expect(over.labelFrame.width == exact.labelFrame.width)
  }

  @Test func gm3SingleLineIs52AndTextMarginsMatchWithoutAction() throws {
    var input = LayoutFixture.input()
    input.usesGM3Shapes = true
    let layout = try LayoutFixture.layout(input)
    #expect(layout.containerFrame.height == 52)
    #expect(layout.labelFrame.width == 148)  // 180 − 2 × 16
    var multi = LayoutFixture.input(LayoutFixture.threeLineText)
    multi.usesGM3Shapes = true
    #expect(try LayoutFixture.layout(multi).contentMargins.top == 16)
  }

  @Test func minimumLayoutHeightIs56WithAButtonOnOneLine() throws {
    let layout = try LayoutFixture.layout(LayoutFixture.input(action: "NO"))
    #expect(layout.minimumLayoutHeight == 56)
    // Without button: lineHeight + 12.
    #expect(try LayoutFixture.layout(LayoutFixture.input()).minimumLayoutHeight == 16.625 + 12)
  }

  @Test func actionBelowGeometry() throws {
    let layout = try LayoutFixture.layout(LayoutFixture.input(action: LayoutFixture.longAction))
    #expect(layout.arrangement == .actionBelow)
    #expect(!layout.isMultiline)
    #expect(layout.contentMargins == SnackbarDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 8))
    // max(48, 17 + 32) + 44 + 8.
    #expect(layout.containerFrame.height == 101)
    // The text spans [16, W − 8] from the top margin.
    #expect(layout.labelFrame == CGRect(x: 16, y: 16, width: 156, height: 17))
    // The button: 8 below the text, trailing edge at W − 8, bottom at H − 16.
    let button = try #require(layout.actionButtonFrame)
    #expect(button == CGRect(x: 37, y: 41, width: 135, height: 44))
    #expect(button.minY - layout.labelViewportFrame.maxY == 8)
    #expect(layout.actionTitleFrame == CGRect(x: 45, y: 54.5, width: 119, height: 17))
    #expect(layout.minimumLayoutHeight == 44 + 16.625 + 32)
  }

  @Test func actionBelowButtonStaysSixteenFromTheLeadingEdge() throws {
    let action = String(repeating: "W", count: 30)  // B = 226
    let layout = try LayoutFixture.layout(LayoutFixture.input(action: action))
    #expect(layout.actionButtonFrame == CGRect(x: 16, y: 41, width: 156, height: 44))
  }

  @Test func actionBelowWithGM3UsesEqualTextMargins() throws {
    var input = LayoutFixture.input(action: LayoutFixture.longAction)
    input.usesGM3Shapes = true
    #expect(try LayoutFixture.layout(input).labelFrame.width == 180 - 32)
  }

  @Test func legacyMarginsInsetsAndRadius() throws {
    var input = LayoutFixture.input(action: LayoutFixture.longAction, sizing: .fittingWidth(240))
    input.isLegacy = true
    let layout = try LayoutFixture.layout(input)
    #expect(layout.arrangement == .horizontal)  // legacy never moves the action below
    #expect(layout.contentMargins == SnackbarDirectionalEdgeInsets(top: 18, leading: 24, bottom: 18, trailing: 24))
    #expect(layout.cornerRadius == 0)
    // Button insets 5: 119 + 10 = 129, intrinsic (no width rule), ending at W − 24.
    #expect(layout.actionButtonFrame?.width == 129)
    #expect(layout.actionButtonFrame?.maxX == 216)  // W − 24
    #expect(layout.actionTitleFrame?.maxX == 211)  // W − 24 − 5
    #expect(layout.labelFrame == CGRect(x: 24, y: 18, width: 55, height: 17))  // 240 − 48 − 129 − 8
  }

  @Test func largeButtonFontGrowsTheButtonAndTheSnackbar() throws {
    var input = LayoutFixture.input(action: "OK")
    input.buttonFont = .systemFont(ofSize: 40, weight: .medium)  // 47.5 → 47.5 + 16 = 63.5 tall
    let layout = try LayoutFixture.layout(input)
    #expect(layout.actionButtonFrame?.height == 63.5)
    #expect(layout.containerFrame.height == 63.5)
  }
}
