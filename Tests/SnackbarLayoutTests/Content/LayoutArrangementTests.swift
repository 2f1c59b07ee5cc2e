import Foundation
import MaterialSnackbar
import SnackbarLayout
import Testing

/// When the action moves below the text (spec 3.2).
@Suite struct LayoutArrangementTests {
  let phone = LayoutFixture.traits()
  let pad = LayoutFixture.padTraits

  @Test func phoneThresholdIs128() {
    #expect(
      SnackbarArrangement.resolve(intrinsicButtonWidth: 128, labelFontSize: 14, traits: phone, isLegacy: false)
        == .horizontal)
    #expect(
      SnackbarArrangement.resolve(intrinsicButtonWidth: 128.01, labelFontSize: 14, traits: phone, isLegacy: false)
        == .actionBelow)
  }

  @Test func padThresholdIs227Point2() {
    #expect(
      SnackbarArrangement.resolve(intrinsicButtonWidth: 227.2, labelFontSize: 14, traits: pad, isLegacy: false)
        == .horizontal)
    #expect(
      SnackbarArrangement.resolve(intrinsicButtonWidth: 227.21, labelFontSize: 14, traits: pad, isLegacy: false)
        == .actionBelow)
  }

  @Test func sixteenCharacterActionStaysBesideSeventeenMovesBelow() throws {
    #expect(try LayoutFixture.layout(LayoutFixture.input(action: "ABCDEFGHIJKLMNOP")).arrangement == .horizontal)
    #expect(try LayoutFixture.layout(LayoutFixture.input(action: LayoutFixture.longAction)).arrangement == .actionBelow)
    let onPad = LayoutFixture.input(action: LayoutFixture.longAction, traits: pad, sizing: .fittingWidth(400))
    #expect(try LayoutFixture.layout(onPad).arrangement == .horizontal)
  }

  @Test func accessibilitySizesNeedAFontAbove21AndARegularVerticalSizeClass() {
    let large = LayoutFixture.traits(category: .accessibilityExtraExtraExtraLarge)
    #expect(
      SnackbarArrangement.resolve(intrinsicButtonWidth: 44, labelFontSize: 25, traits: large, isLegacy: false)
        == .actionBelow)
    #expect(
      SnackbarArrangement.resolve(intrinsicButtonWidth: 44, labelFontSize: 21, traits: large, isLegacy: false)
        == .horizontal)
    let compactHeight = LayoutFixture.traits(category: .accessibilityMedium, vertical: .compact)
    #expect(
      SnackbarArrangement.resolve(intrinsicButtonWidth: 44, labelFontSize: 25, traits: compactHeight, isLegacy: false)
        == .horizontal)
    let notAccessibility = LayoutFixture.traits(category: .extraExtraExtraLarge)
    #expect(
      SnackbarArrangement.resolve(
        intrinsicButtonWidth: 44, labelFontSize: 25, traits: notAccessibility, isLegacy: false) == .horizontal)
  }

  @Test func legacyNeverMovesTheActionBelow() {
    let large = LayoutFixture.traits(category: .accessibilityExtraExtraExtraLarge)
    #expect(
      SnackbarArrangement.resolve(intrinsicButtonWidth: 300, labelFontSize: 30, traits: large, isLegacy: true)
        == .horizontal)
  }

  @Test func upstreamDynamicTypeCaseUsesTheActionBelowLayout() throws {
    // testWithLongMessageShortActionLTRLatinDynamicTypeAccessibilitySize: AX-XXXL, vertical
    // regular, messageFont system 25.
    let traits = LayoutFixture.traits(category: .accessibilityExtraExtraExtraLarge)
    let input = LayoutFixture.input(
      "Quando volumus maluisset cum ei, ad zril quodsi cum.", action: "NO", font: .systemFont(ofSize: 25),
      traits: traits, sizing: .fittingWidth(180))
    let layout = try LayoutFixture.layout(input)
    #expect(layout.arrangement == .actionBelow)
    #expect(layout.actionButtonFrame?.maxX == 172)
    #expect(layout.actionButtonFrame?.maxY == layout.containerFrame.height - 16)
  }

  @Test func largeTypeWithoutActionKeepsUpstreamsEightPointGap() throws {
    let traits = LayoutFixture.traits(category: .accessibilityExtraExtraExtraLarge)
    let layout = try LayoutFixture.layout(LayoutFixture.input("Hi", font: .systemFont(ofSize: 25), traits: traits))
    #expect(layout.arrangement == .actionBelow)
    // 25 × 1.1875 = 29.6875 → 30; max(48, 30 + 32) + 0 + 8.
    #expect(layout.containerFrame.height == 70)
  }
}
