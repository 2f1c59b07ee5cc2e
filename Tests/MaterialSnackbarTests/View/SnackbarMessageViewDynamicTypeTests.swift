// Issue 7, point 5: `adjustsFontForContentSizeCategory`, with MDC v124.2's rules for the
// message and button fonts, on the view and through the manager.
import Foundation
import MaterialSnackbar
// Only for MDC's deprecated fallback switch, `adjustsFontForContentSizeCategoryWhenScaledFontIsUnavailable`.
import MaterialSnackbarCompat
import Testing

@Suite("Dynamic Type: adjustsFontForContentSizeCategory")
struct SnackbarMessageViewDynamicTypeTests {
  private let regular = SnackbarTextRun(text: "Photo ", isBold: false)
  private let bold = SnackbarTextRun(text: "archived", isBold: true)

  private func view(
    adjusts: Bool, messageFont: SnackbarFont? = nil, buttonFont: SnackbarFont? = nil, action: Bool = true
  ) -> SnackbarMessageView {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    manager.adjustsFontForContentSizeCategory = adjusts
    manager.messageFont = messageFont
    manager.buttonFont = buttonFont
    let message = SnackbarMessage(text: "Photo archived")
    if action { message.action = SnackbarMessageAction(title: "Undo") }
    return SnackbarMessageView(message: message, dismissHandler: nil, snackbarManager: manager)
  }

  @Test("off by default, on the manager and on a new view")
  func offByDefault() {
    #expect(!SnackbarManager(scheduler: ManualScheduler()).adjustsFontForContentSizeCategory)
    #expect(!view(adjusts: false).adjustsFontForContentSizeCategory)
    #expect(view(adjusts: true).adjustsFontForContentSizeCategory, "copied from the manager")
  }

  @Test("off: MDC's 14-pt defaults stay 14 pt at every size", arguments: SnackbarContentSizeCategory.allCases)
  func offKeepsDefaults(category: SnackbarContentSizeCategory) {
    let view = view(adjusts: false)
    #expect(view.resolvedMessageFont(for: regular, at: category) == .defaultMessageFont)
    #expect(view.resolvedMessageFont(for: bold, at: category) == .defaultBoldMessageFont)
    #expect(view.resolvedButtonFont(at: category) == .defaultButtonFont)
  }

  @Test("off: fonts made for a text style still scale, as a UIKit label with scaled fonts does")
  func offScalesPreferredFonts() {
    let preferred = SnackbarFont.preferredFont(forTextStyle: .body1)
    let view = view(adjusts: false, messageFont: preferred)
    #expect(view.resolvedMessageFont(for: regular, at: .extraExtraExtraLarge).pointSize == 20)
  }

  @Test("on, default fonts: the Material table's sizes, regular Body 1, medium Body 2 and Button")
  func onUsesPreferredFonts() {
    let view = view(adjusts: true)
    let message = view.resolvedMessageFont(for: regular, at: .extraExtraExtraLarge)
    #expect(message.pointSize == 20)
    #expect(message.weight == .regular)
    let boldFont = view.resolvedMessageFont(for: bold, at: .extraExtraExtraLarge)
    #expect(boldFont.pointSize == 20)
    #expect(boldFont.weight == .medium)
    #expect(view.resolvedButtonFont(at: .extraExtraExtraLarge).pointSize == 20)
    #expect(view.resolvedButtonFont(at: .extraSmall).pointSize == 11)
    #expect(view.resolvedMessageFont(for: regular, at: .large).pointSize == 14, "large is the 14-pt default")
  }

  @Test("on, a fixed custom font: resized to the table's size, family and weight kept")
  func onResizesCustomFonts() {
    let custom = SnackbarFont(name: "Noto Serif", size: 15, weight: .bold)
    let view = view(adjusts: true, messageFont: custom, buttonFont: custom)
    let message = view.resolvedMessageFont(for: regular, at: .accessibilityMedium)
    #expect(message.familyName == "Noto Serif")
    #expect(message.weight == .bold)
    #expect(message.pointSize == 25)
    #expect(view.resolvedButtonFont(at: .accessibilityMedium).pointSize == 20, "the Button role stops at 20 pt")
  }

  @Test("on, without the fallback: a fixed custom font keeps its size, a default one still scales")
  func onWithoutFallbackKeepsFixedFonts() {
    let custom = SnackbarFont.systemFont(ofSize: 15)
    let view = view(adjusts: true, messageFont: custom)
    (FallbackSwitch() as any FallbackSwitching).disableFallback(on: view)
    #expect(view.resolvedMessageFont(for: regular, at: .accessibilityMedium) == custom)
    #expect(view.resolvedButtonFont(at: .accessibilityMedium).pointSize == 20)
  }

  @Test("the manager's change reaches the visible view at once, without the style gate")
  func managerChangeReachesVisibleView() {
    let scheduler = ManualScheduler()
    let manager = SnackbarManager(scheduler: scheduler)
    #expect(!manager.shouldApplyStyleChangesToVisibleSnackbars)
    manager.show(SnackbarMessage(text: "Saved"))
    scheduler.runUntilIdle()
    let visible = manager.currentSnackbar
    #expect(visible?.adjustsFontForContentSizeCategory == false)
    manager.adjustsFontForContentSizeCategory = true
    #expect(visible?.adjustsFontForContentSizeCategory == true)
    #expect(visible?.resolvedMessageFont(for: regular, at: .extraLarge).pointSize == 16)
    manager.dismissAndCallCompletionBlocks(withCategory: nil)
    scheduler.advanceUntilIdle()
  }
}

/// The fallback switch is deprecated, as in MDC: it is set from a deprecated witness, called
/// through a plain protocol, so the suite builds with warnings as errors.
private protocol FallbackSwitching {
  func disableFallback(on view: SnackbarMessageView)
}

private struct FallbackSwitch: FallbackSwitching {
  @available(*, deprecated)
  func disableFallback(on view: SnackbarMessageView) {
    view.adjustsFontForContentSizeCategoryWhenScaledFontIsUnavailable = false
  }
}
