import Foundation
import MaterialSnackbar
import SnackbarLayout
import Testing

/// The overlay placement (spec 3.5, 2.12).
@Suite struct LayoutPlacementTests {
  func place(
    _ sizing: SnackbarLayoutSizing, text: String = "Quando", action: String? = "NO",
    traits: SnackbarTraitCollection = LayoutFixture.traits()
  ) throws -> SnackbarFrames {
    try LayoutFixture.layout(LayoutFixture.input(text, action: action, traits: traits, sizing: sizing))
  }

  @Test func portraitPhoneGivesA359PointSnackbarEightAboveTheBottom() throws {
    let layout = try place(LayoutFixture.phoneHost())
    #expect(layout.containerFrame == CGRect(x: 8, y: 667 - 8 - 48, width: 359, height: 48))
    #expect(layout.hostSize == CGSize(width: 375, height: 667))
  }

  @Test func homeIndicatorPutsTheBottom42AboveTheScreenBottom() throws {
    let layout = try place(LayoutFixture.phoneHost(safeArea: SnackbarEdgeInsets(top: 47, bottom: 34)))
    #expect(667 - layout.containerFrame.maxY == 42)
  }

  @Test func bottomOffsetOf56Gives64() throws {
    let layout = try place(LayoutFixture.phoneHost(safeArea: SnackbarEdgeInsets(bottom: 34), bottomOffset: 56))
    #expect(667 - layout.containerFrame.maxY == 64)
  }

  @Test func keyboardWinsWhenTaller() throws {
    let layout = try place(
      LayoutFixture.phoneHost(safeArea: SnackbarEdgeInsets(bottom: 34), keyboard: 300, bottomOffset: 56))
    #expect(667 - layout.containerFrame.maxY == 308)
  }

  @Test func topAlignmentSitsUnderTheSafeArea() throws {
    let layout = try place(LayoutFixture.phoneHost(safeArea: SnackbarEdgeInsets(top: 47, bottom: 34), vertical: .top))
    #expect(layout.containerFrame.minY == 55)
  }

  @Test func landscapePhoneAddsTheSideSafeArea() throws {
    let sizing = LayoutFixture.phoneHost(
      size: CGSize(width: 812, height: 375), safeArea: SnackbarEdgeInsets(left: 44, bottom: 21, right: 44))
    let layout = try place(sizing, traits: LayoutFixture.traits(vertical: .compact))
    #expect(layout.containerFrame.minX == 52 && layout.containerFrame.width == 812 - 16 - 88)
    #expect(375 - layout.containerFrame.maxY == 29)
  }

  @Test func padIsContentSizedBetween288And568AndCentred() throws {
    let pad = LayoutFixture.padTraits
    let host = LayoutFixture.phoneHost(size: CGSize(width: 1024, height: 768))
    let short = try place(host, traits: pad)
    #expect(short.containerFrame == CGRect(x: (1024 - 288) / 2, y: 768 - 24 - 48, width: 288, height: 48))
    // 50 characters: 16 + 350 + 8 + 44 + 8 = 426.
    let medium = try place(host, text: String(repeating: "a", count: 50), traits: pad)
    #expect(medium.containerFrame.width == 426)
    #expect(medium.containerFrame.minX == 299)  // (1024 − 426) / 2
    let long = try place(host, text: String(repeating: "word ", count: 40), traits: pad)
    #expect(long.containerFrame.width == 568)
  }

  @Test func padLeadingAlignmentIgnoresTheSafeArea() throws {
    let host = LayoutFixture.phoneHost(
      size: CGSize(width: 1024, height: 768), safeArea: SnackbarEdgeInsets(left: 20, right: 20), horizontal: .leading)
    let ltr = try place(host, traits: LayoutFixture.padTraits)
    #expect(ltr.containerFrame.minX == 24)
    var rtlTraits = LayoutFixture.padTraits
    rtlTraits.layoutDirection = .rightToLeft
    let rtl = try place(host, traits: rtlTraits)
    #expect(rtl.containerFrame.maxX == 1000)  // 1024 − 24
  }

  @Test func padWidthNeverExceedsTheHostMinusMargins() throws {
    let host = LayoutFixture.phoneHost(size: CGSize(width: 300, height: 768))
    let layout = try place(host, traits: LayoutFixture.padTraits)
    #expect(layout.containerFrame.width == 252)  // 300 − 24 − 24, under the 288 minimum
  }

  @Test func splitViewPadIsFullWidthWithThePadBottomMargin() throws {
    let traits = LayoutFixture.traits(horizontal: .compact, vertical: .regular, pad: true)
    let layout = try place(LayoutFixture.phoneHost(size: CGSize(width: 320, height: 768)), traits: traits)
    #expect(layout.containerFrame.width == 304)
    #expect(768 - layout.containerFrame.maxY == 24)
  }

  @Test func maximumHeightIsHalfTheHostAboveTheBottomInset() throws {
    let text = String(repeating: "word ", count: 400)
    let layout = try place(LayoutFixture.phoneHost(safeArea: SnackbarEdgeInsets(bottom: 34)), text: text)
    #expect(layout.maximumHeight == (667 - 34) * 0.5)
    #expect(layout.containerFrame.height == 316.5)
    #expect(layout.isClipped)
    #expect(layout.intrinsicHeight > 316.5)
    // The text scrolls from its top inside the viewport.
    #expect(layout.labelFrame.minY == layout.labelViewportFrame.minY)
    #expect(layout.labelViewportFrame.maxY == 316.5 - 16)
  }

  @Test func maximumHeightIs80WithoutAWindow() throws {
    let layout = try place(
      LayoutFixture.phoneHost(size: CGSize(width: 196, height: 667), isWindow: false), text: LayoutFixture.threeLineText
    )
    #expect(layout.maximumHeight == 80)
    #expect(layout.containerFrame.height == 80 && layout.isClipped)
  }

  @Test func maximumHeightNeverGoesBelowTheMinimumLayoutHeight() throws {
    let layout = try place(LayoutFixture.phoneHost(size: CGSize(width: 375, height: 100)))
    #expect(layout.maximumHeight == 56)
    #expect(layout.containerFrame.height == 48 && !layout.isClipped)
  }

  @Test func legacyIsEdgeToEdgeOnCompactWidthWithTheSafeInsetInside() throws {
    var input = LayoutFixture.input(sizing: LayoutFixture.phoneHost(safeArea: SnackbarEdgeInsets(bottom: 34)))
    input.isLegacy = true
    let layout = try LayoutFixture.layout(input)
    #expect(layout.containerFrame.minX == 0 && layout.containerFrame.width == 375)
    // 17 + 36 = 53, plus the 34-pt safe inset inside; the bottom edge is the screen's.
    #expect(layout.containerFrame.height == 87)
    #expect(layout.containerFrame.maxY == 667)
    #expect(layout.maximumHeight == 114)  // 80 + 34
    #expect(layout.labelViewportFrame.maxY == 35)  // 87 − 34 − 18
  }

  @Test func regularWidthDefaultsTo24PointMargins() throws {
    let traits = LayoutFixture.traits(horizontal: .regular, vertical: .compact)
    let layout = try place(LayoutFixture.phoneHost(size: CGSize(width: 896, height: 414)), traits: traits)
    #expect(layout.containerFrame.minX == 24 && layout.containerFrame.width == 896 - 48)
  }
}
