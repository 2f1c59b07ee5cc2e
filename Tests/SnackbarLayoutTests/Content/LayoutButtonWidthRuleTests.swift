import Foundation
import MaterialSnackbar
import SnackbarLayout
import Testing

@Suite struct LayoutButtonWidthRuleTests {
  @Test func availableWidthIsWidthMinusMarginsAndTheGap() {
    // 180 − 16 − 8 − 8 = 148 (spec 3.2).
    #expect(SnackbarButtonWidthRule.availableWidth(snackbarWidth: 180, leadingInset: 16, trailingInset: 8) == 148)
  }

  @Test func shortTextKeepsTheIntrinsicWidth() {
    #expect(SnackbarButtonWidthRule.width(available: 148, intrinsicWidth: 44, textWidth: 42) == 44)
  }

  @Test func textTakesTheRestWhenItFitsBesideAThirdOfTheSpace() {
    // max(49.33, 148 − 80 = 68) = 68 < B = 100.
    #expect(SnackbarButtonWidthRule.width(available: 148, intrinsicWidth: 100, textWidth: 80) == 68)
  }

  @Test func longTextLeavesTheButtonAThird() {
    let width = SnackbarButtonWidthRule.width(available: 148, intrinsicWidth: 100, textWidth: 400)
    #expect(width == 0.333333 * 148)
  }

  @Test func negativeAvailableWidthUsesTheIntrinsicWidth() {
    #expect(SnackbarButtonWidthRule.width(available: -1, intrinsicWidth: 60, textWidth: 10) == 60)
    #expect(SnackbarButtonWidthRule.width(available: 0, intrinsicWidth: 60, textWidth: 10) == 0)
  }

  @Test func aNarrowedButtonShrinksItsTitle() throws {
    // B = 15 × 7 + 16 = 121 (≤ 128, so horizontal); T = 280 ≫ 148, so the button gets
    // 0.333333 × 148 = 49.33, 49.5 on the @2x grid, and the 105-pt title shrinks into 33.5.
    let input = LayoutFixture.input(String(repeating: "word ", count: 8), action: "ABCDEFGHIJKLMNO")
    let layout = try LayoutFixture.layout(input)
    #expect(layout.arrangement == .horizontal)
    let button = try #require(layout.actionButtonFrame)
    #expect(button.minX == 122.5 && button.width == 49.5 && button.height == 44)
    #expect(button.midY == layout.containerFrame.height / 2)
    #expect(layout.actionTitleFrame?.width == 33.5)
    #expect(abs(layout.actionTitleScale - 33.5 / 105) < 1e-12)
    #expect(layout.labelFrame.width == 180 - 16 - 8 - 49.5 - 8)
  }

  @Test func intrinsicButtonIsTitlePlusSixteenAndAtLeast44() throws {
    let short = try LayoutFixture.layout(LayoutFixture.input(action: "NO"))
    #expect(short.actionButtonFrame?.size == CGSize(width: 44, height: 44))
    let longer = try LayoutFixture.layout(LayoutFixture.input(action: "UNDO ALL"))
    #expect(longer.actionButtonFrame?.width == 72)  // 8 × 7 + 16
  }
}
