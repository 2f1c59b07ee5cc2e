// Spec 1.1 and 1.6 (styling properties and their defaults), 2.6 step 1 (the view reads the
// manager's styling when it is created) and 2.14 (live updates).
import Foundation
import MaterialSnackbar
import Testing

private let red = SnackbarColor(red: 1, green: 0, blue: 0)
private let green = SnackbarColor(red: 0, green: 1, blue: 0)
private let blue = SnackbarColor(red: 0, green: 0, blue: 1)
private let orange = SnackbarColor(red: 1, green: 0.5, blue: 0)

@Suite("Behaviour: styling (spec 1.1, 1.6, 2.14)")
struct StylingBehaviourTests {
  @Test("manager defaults follow spec 1.1")
  func managerDefaults() {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    #expect(manager.snackbarMessageViewBackgroundColor == nil)
    #expect(manager.snackbarMessageViewShadowColor == nil)
    #expect(manager.messageElevation == .snackbar)
    #expect(manager.messageElevation.rawValue == 6)
    #expect(manager.messageFont == nil)
    #expect(manager.messageTextColor == nil)
    #expect(manager.buttonFont == nil)
    #expect(manager.uppercaseButtonTitle)
    #expect(manager.buttonInkColor == nil)
    for state in [SnackbarControlState.normal, .highlighted, .disabled, .selected] {
      #expect(manager.buttonTitleColor(for: state) == nil)
    }
    #expect(manager.shouldApplyStyleChangesToVisibleSnackbars == false)
    #expect(manager.enableDismissalAccessibilityAffordance == false)
    #expect(manager.usesGM3Shapes == false)
    #expect(manager.shouldEnableAccessibilityViewIsModal == false)
    #expect(manager.shouldShowMessageWhenVoiceOverIsRunning)
    #expect(manager.isMessageAnimationEnabled)
    #expect(manager.delegate == nil)
    #expect(manager.traitCollectionDidChangeBlockForMessageView == nil)
    #expect(manager.elevationDidChangeBlockForMessageView == nil)
    #expect(manager.overrideBaseElevation == -1)
    #expect(manager.horizontalAlignment == .center)
    #expect(manager.verticalAlignment == .bottom)
    #expect(manager.topMargin == 8)
    #expect(manager.isVoiceOverRunningOverride == false)
    #expect(manager.currentSnackbar == nil)
  }

  @Test("a presented view has the MDC defaults when the manager sets nothing")
  func viewDefaults() {
    let h = BehaviourHarness()
    h.show("A", duration: 4, action: "Undo")
    h.turn()
    let view = h.manager.currentSnackbar
    #expect(
      view?.snackbarMessageViewBackgroundColor == SnackbarColor(red: 0x32 / 255, green: 0x32 / 255, blue: 0x32 / 255))
    #expect(view?.snackbarMessageViewShadowColor == .black)
    #expect(view?.messageTextColor == .white)
    #expect(view?.buttonTitleColor(for: .normal) == SnackbarColor(white: 1, alpha: 0.6))
    #expect(view?.buttonTitleColor(for: .highlighted) == .white)
    #expect(view?.cornerRadius == 4)
    #expect(view?.elevation == .snackbar)
    #expect(view?.currentElevation == 6)
    #expect(view?.overrideBaseElevation == -1)
    #expect(view?.actionButton?.uppercaseTitle == true)
    #expect(view?.actionButton?.inkColor == SnackbarColor(white: 1, alpha: 0.06))
    #expect(view?.actionButton?.title == "Undo")
    #expect(view?.enableDismissalAccessibilityAffordance == false)
    #expect(view?.accessibilityViewIsModal == false)
  }

  @Test("a bare view has the MDC default colours and elevation")
  func bareViewDefaults() {
    let view = SnackbarMessageView()
    #expect(view.snackbarMessageViewBackgroundColor == SnackbarColor(rgb: 0x323232))
    #expect(view.snackbarMessageViewShadowColor == .black)
    #expect(view.messageTextColor == .white)
    #expect(view.elevation == .snackbar)
    #expect(view.overrideBaseElevation < 0)
    #expect(view.message == nil)
    #expect(view.actionButton == nil)
  }

  @Test("the view copies the manager's styling when it is created")
  func viewCopiesManagerStyling() {
    let h = BehaviourHarness()
    let messageFont = SnackbarFont.systemFont(ofSize: 66)
    let buttonFont = SnackbarFont.systemFont(ofSize: 72)
    h.manager.snackbarMessageViewBackgroundColor = orange
    h.manager.snackbarMessageViewShadowColor = blue
    h.manager.messageTextColor = green
    h.manager.messageFont = messageFont
    h.manager.buttonFont = buttonFont
    h.manager.messageElevation = ShadowElevation(10)
    h.manager.uppercaseButtonTitle = false
    h.manager.buttonInkColor = red
    h.manager.setButtonTitleColor(red, for: .normal)
    h.manager.setButtonTitleColor(blue, for: .highlighted)
    h.manager.overrideBaseElevation = 3
    h.show("A", duration: 4, action: "Undo")
    h.turn()
    let view = h.manager.currentSnackbar
    #expect(view?.snackbarMessageViewBackgroundColor == orange)
    #expect(view?.snackbarMessageViewShadowColor == blue)
    #expect(view?.messageTextColor == green)
    #expect(view?.messageFont == messageFont)
    #expect(view?.buttonFont == buttonFont)
    #expect(view?.elevation == ShadowElevation(10))
    #expect(view?.actionButton?.uppercaseTitle == false)
    #expect(view?.actionButton?.inkColor == red)
    #expect(view?.buttonTitleColor(for: .normal) == red)
    #expect(view?.buttonTitleColor(for: .highlighted) == blue)
    #expect(view?.actionButton?.titleColor(for: .normal) == red)
    #expect(view?.overrideBaseElevation == 3)
  }

  @Test("the view reads styling at presentation, not at show: a change between the two applies")
  func stylingReadAtPresentation() {
    let h = BehaviourHarness()
    h.show("A", duration: 4)
    h.manager.messageTextColor = green
    h.turn()
    #expect(h.manager.currentSnackbar?.messageTextColor == green)
  }

  @Test("usesGM3Shapes gives elevation 0 whatever messageElevation says, and no uppercasing")
  func gm3Shapes() {
    let h = BehaviourHarness()
    h.manager.usesGM3Shapes = true
    h.manager.messageElevation = ShadowElevation(10)
    h.show("A", duration: 4, action: "Undo")
    h.turn()
    #expect(h.manager.currentSnackbar?.elevation == ShadowElevation.none)
    #expect(h.manager.currentSnackbar?.actionButton?.uppercaseTitle == false)
  }

  @Test("without shouldApplyStyleChangesToVisibleSnackbars, styling changes reach only later views")
  func changesDoNotReachVisibleByDefault() {
    let h = BehaviourHarness()
    h.show("A", category: "a", duration: 1, action: "Undo")
    h.turn()
    let view = h.manager.currentSnackbar
    h.manager.snackbarMessageViewBackgroundColor = orange
    h.manager.messageTextColor = green
    h.manager.messageElevation = ShadowElevation(12)
    h.manager.uppercaseButtonTitle = false
    h.manager.buttonInkColor = red
    h.manager.setButtonTitleColor(blue, for: .normal)
    h.scheduler.runUntilIdle()
    #expect(view?.snackbarMessageViewBackgroundColor == SnackbarColor(rgb: 0x323232))
    #expect(view?.messageTextColor == .white)
    #expect(view?.elevation == .snackbar)
    #expect(view?.actionButton?.uppercaseTitle == true)
    #expect(view?.actionButton?.inkColor == SnackbarColor(white: 1, alpha: 0.06))
    #expect(view?.buttonTitleColor(for: .normal) == SnackbarColor(white: 1, alpha: 0.6))
    // The next view gets the new values.
    view?.perform(.tapBody)
    h.show("B", category: "b", duration: 1, action: "Redo")
    h.advance(to: 0.2)
    let next = h.manager.currentSnackbar
    #expect(next !== view)
    #expect(next?.snackbarMessageViewBackgroundColor == orange)
    #expect(next?.messageTextColor == green)
    #expect(next?.elevation == ShadowElevation(12))
    #expect(next?.actionButton?.uppercaseTitle == false)
    #expect(next?.buttonTitleColor(for: .normal) == blue)
  }

  @Test("with shouldApplyStyleChangesToVisibleSnackbars, styling changes reach the visible view")
  func changesReachVisibleWhenEnabled() {
    let h = BehaviourHarness()
    h.manager.shouldApplyStyleChangesToVisibleSnackbars = true
    h.show("A", duration: 4, action: "Undo")
    h.turn()
    let view = h.manager.currentSnackbar
    h.manager.snackbarMessageViewBackgroundColor = orange
    h.manager.snackbarMessageViewShadowColor = blue
    h.manager.messageTextColor = green
    h.manager.messageElevation = ShadowElevation(12)
    h.manager.uppercaseButtonTitle = false
    h.manager.buttonInkColor = red
    h.manager.setButtonTitleColor(blue, for: .normal)
    h.manager.messageFont = SnackbarFont.systemFont(ofSize: 20)
    h.manager.buttonFont = SnackbarFont.systemFont(ofSize: 21)
    h.scheduler.runUntilIdle()
    #expect(view?.snackbarMessageViewBackgroundColor == orange)
    #expect(view?.snackbarMessageViewShadowColor == blue)
    #expect(view?.messageTextColor == green)
    #expect(view?.elevation == ShadowElevation(12))
    #expect(view?.actionButton?.uppercaseTitle == false)
    #expect(view?.actionButton?.inkColor == red)
    #expect(view?.buttonTitleColor(for: .normal) == blue)
    #expect(view?.messageFont == SnackbarFont.systemFont(ofSize: 20))
    #expect(view?.buttonFont == SnackbarFont.systemFont(ofSize: 21))
  }

  @Test("overrideBaseElevation always reaches the current view, without shouldApply…")
  func overrideBaseElevationReachesView() {
    let h = BehaviourHarness()
    h.show("A", duration: 4)
    h.turn()
    h.manager.overrideBaseElevation = 99
    h.scheduler.runUntilIdle()
    #expect(h.manager.overrideBaseElevation == 99)
    #expect(h.manager.currentSnackbar?.overrideBaseElevation == 99)
  }

  @Test("the trait-collection block always reaches the current view and gets the view and the previous traits")
  func traitCollectionBlock() {
    let h = BehaviourHarness()
    h.show("A", duration: 4)
    h.turn()
    let calls = BehaviourBox<[(SnackbarMessageView, SnackbarTraitCollection?)]>()
    calls.set([])
    h.manager.traitCollectionDidChangeBlockForMessageView = { view, traits in
      calls.set((calls.value ?? []) + [(view, traits)])
    }
    h.scheduler.runUntilIdle()
    let view = h.manager.currentSnackbar
    let traits = SnackbarTraitCollection(displayScale: 77)
    view?.traitCollectionDidChange(traits)
    #expect(calls.value?.count == 1)
    #expect(calls.value?.first?.0 === view)
    #expect(calls.value?.first?.1 == traits)
  }

  @Test("the trait-collection block set before show is given to the new view")
  func traitCollectionBlockSetBeforeShow() {
    let h = BehaviourHarness()
    let count = BehaviourBox<Int>()
    h.manager.traitCollectionDidChangeBlockForMessageView = { _, _ in count.set((count.value ?? 0) + 1) }
    h.show("A", duration: 4)
    h.turn()
    h.manager.currentSnackbar?.traitCollectionDidChange(SnackbarTraitCollection(displayScale: 3))
    #expect(count.value == 1)
  }

  @Test("the elevation block fires when a live elevation change changes the value")
  func elevationBlockCalledOnChange() {
    let h = BehaviourHarness()
    h.manager.shouldApplyStyleChangesToVisibleSnackbars = true
    h.show("A", duration: 4)
    h.turn()
    h.manager.messageElevation = ShadowElevation(5)
    h.scheduler.runUntilIdle()
    let values = BehaviourBox<[CGFloat]>()
    values.set([])
    h.manager.elevationDidChangeBlockForMessageView = { _, elevation in
      values.set((values.value ?? []) + [elevation])
    }
    h.manager.messageElevation = ShadowElevation(6)
    h.scheduler.runUntilIdle()
    #expect(values.value == [6])
    #expect(h.manager.currentSnackbar?.currentElevation == 6)
  }

  @Test("the elevation block does not fire when the value is set unchanged")
  func elevationBlockNotCalledWithoutChange() {
    let h = BehaviourHarness()
    h.manager.shouldApplyStyleChangesToVisibleSnackbars = true
    h.show("A", duration: 4)
    h.turn()
    h.manager.messageElevation = ShadowElevation(5)
    h.scheduler.runUntilIdle()
    let count = BehaviourBox<Int>()
    count.set(0)
    h.manager.elevationDidChangeBlockForMessageView = { _, _ in count.set((count.value ?? 0) + 1) }
    h.manager.messageElevation = ShadowElevation(5)
    h.scheduler.runUntilIdle()
    #expect(count.value == 0)
  }

  @Test("messageElevation set before show gives the view that elevation (currentElevation)")
  func customElevation() {
    let h = BehaviourHarness()
    h.manager.messageElevation = ShadowElevation(4)
    h.show("A", duration: 4)
    h.turn()
    #expect(abs((h.manager.currentSnackbar?.currentElevation ?? 0) - 4) < 0.001)
  }

  @Test("view.setButtonTitleColor(nil) restores white for highlighted and white at 0.6 for other states")
  func viewTitleColorNilRestoresDefault() {
    let view = SnackbarMessageView()
    view.setButtonTitleColor(red, for: .normal)
    view.setButtonTitleColor(red, for: .highlighted)
    view.setButtonTitleColor(red, for: .disabled)
    #expect(view.buttonTitleColor(for: .normal) == red)
    view.setButtonTitleColor(nil, for: .normal)
    view.setButtonTitleColor(nil, for: .highlighted)
    view.setButtonTitleColor(nil, for: .disabled)
    #expect(view.buttonTitleColor(for: .normal) == SnackbarColor(white: 1, alpha: 0.6))
    #expect(view.buttonTitleColor(for: .highlighted) == .white)
    #expect(view.buttonTitleColor(for: .disabled) == SnackbarColor(white: 1, alpha: 0.6))
  }

  @Test("two managers do not share styling storage")
  func managersDoNotShareStorage() {
    let first = SnackbarManager(scheduler: ManualScheduler())
    let second = SnackbarManager(scheduler: ManualScheduler())
    first.horizontalAlignment = .leading
    first.messageTextColor = orange
    first.snackbarMessageViewBackgroundColor = red
    first.setButtonTitleColor(green, for: .disabled)
    first.shouldApplyStyleChangesToVisibleSnackbars = true
    second.messageTextColor = blue
    #expect(second.horizontalAlignment == .center)
    #expect(second.messageTextColor == blue)
    #expect(second.snackbarMessageViewBackgroundColor == nil)
    #expect(second.buttonTitleColor(for: .disabled) == nil)
    #expect(second.shouldApplyStyleChangesToVisibleSnackbars == false)
    #expect(first.messageTextColor == orange)
  }

  @Test("the ripple flag of the message reaches the button")
  func rippleFlag() {
    let h = BehaviourHarness()
    let message = h.message("A", duration: 4, action: "Tap Me")
    message.enableRippleBehavior = true
    h.manager.show(message)
    h.turn()
    #expect(h.manager.currentSnackbar?.actionButton?.enableRippleBehavior == true)
    let plain = BehaviourHarness()
    plain.show("B", duration: 4, action: "Tap Me")
    plain.turn()
    #expect(plain.manager.currentSnackbar?.actionButton?.enableRippleBehavior == false)
  }

  @Test("layout properties: margins default to 8, alignments read back, setBottomOffset is stored")
  func layoutProperties() {
    let h = BehaviourHarness()
    #expect(h.manager.leadingMargin == 8)
    #expect(h.manager.trailingMargin == 8)
    #expect(h.manager.topMargin == 8)
    h.manager.verticalAlignment = .top
    h.manager.horizontalAlignment = .leading
    h.manager.topMargin = 20
    h.manager.leadingMargin = 16
    h.manager.trailingMargin = 12
    h.manager.setBottomOffset(49)
    #expect(h.manager.verticalAlignment == .top)
    #expect(h.manager.horizontalAlignment == .leading)
    #expect(h.manager.topMargin == 20)
    #expect(h.manager.leadingMargin == 16)
    #expect(h.manager.trailingMargin == 12)
    #expect(h.manager.bottomOffset == 49)
  }

  @Test("changing layout while a message is visible neither dismisses nor re-presents it")
  func layoutChangesKeepVisible() {
    let h = BehaviourHarness()
    h.show("A", duration: 2)
    h.turn()
    h.manager.setBottomOffset(49)
    h.manager.verticalAlignment = .top
    h.manager.horizontalAlignment = .leading
    h.scheduler.runUntilIdle()
    #expect(h.presentations == ["willPresent:A"])
    #expect(h.visibleText == "A")
    h.scheduler.advanceUntilIdle()
    #expect(timeMatches(h.log.time(of: "willDisappear:A"), 2.15))
  }

  @Test("usesGM3Shapes: a live messageElevation change is ignored (elevation stays 0)")
  func gm3IgnoresLiveElevation() {
    let h = BehaviourHarness()
    h.manager.usesGM3Shapes = true
    h.manager.shouldApplyStyleChangesToVisibleSnackbars = true
    h.show("A", duration: 4)
    h.turn()
    h.manager.messageElevation = ShadowElevation(10)
    h.scheduler.runUntilIdle()
    #expect(h.manager.currentSnackbar?.elevation == ShadowElevation.none)
    #expect(h.manager.currentSnackbar?.currentElevation == 0)
  }

  @Test("usesGM3Shapes: live uppercase and ink changes do not reach the GM3 button")
  func gm3ButtonIgnoresLiveButtonStyling() {
    let h = BehaviourHarness()
    h.manager.usesGM3Shapes = true
    h.manager.shouldApplyStyleChangesToVisibleSnackbars = true
    h.show("A", duration: 4, action: "Undo")
    h.turn()
    h.manager.uppercaseButtonTitle = true
    h.manager.buttonInkColor = red
    h.scheduler.runUntilIdle()
    #expect(h.manager.currentSnackbar?.actionButton?.uppercaseTitle == false)
    #expect(h.manager.currentSnackbar?.actionButton?.inkColor == SnackbarColor(white: 1, alpha: 0.06))
  }

  @Test("usesGM3Shapes: the manager's ink colour does not reach a new GM3 button")
  func gm3ButtonIgnoresInkColor() {
    let h = BehaviourHarness()
    h.manager.usesGM3Shapes = true
    h.manager.buttonInkColor = red
    h.show("A", duration: 4, action: "Undo")
    h.turn()
    #expect(h.manager.currentSnackbar?.actionButton?.inkColor != red)
  }
}
