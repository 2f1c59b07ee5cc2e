import Foundation

// The styling of spec 1.1. Each value is copied into a message view when the view is made; with
// `shouldApplyStyleChangesToVisibleSnackbars` a change also reaches the visible view, at once.
extension SnackbarManager {
  /// Sets a styling value and returns the visible view when the change should reach it.
  private func setStyling<Value>(
    _ keyPath: WritableKeyPath<SnackbarStyling, Value>, _ value: Value, gated: Bool = true
  ) -> SnackbarMessageView? {
    state.withLock { state in
      state.styling[keyPath: keyPath] = value
      return !gated || state.styling.shouldApplyStyleChangesToVisibleSnackbars ? state.currentSnackbar : nil
    }
  }

  /// Sets a styling value and returns the visible view when the value changed (and, if `gated`,
  /// when ``shouldApplyStyleChangesToVisibleSnackbars-property`` is on): MDC forwards these only on a
  /// change of value, the elevation behind the style gate, the base elevation override and
  /// Dynamic Type whatever the gate says.
  private func setStylingIfChanged<Value: Equatable>(
    _ keyPath: WritableKeyPath<SnackbarStyling, Value>, _ value: Value, gated: Bool = false
  ) -> SnackbarMessageView? {
    state.withLock { state in
      let changed = state.styling[keyPath: keyPath] != value
      state.styling[keyPath: keyPath] = value
      let reachesVisible = !gated || state.styling.shouldApplyStyleChangesToVisibleSnackbars
      return changed && reachesVisible ? state.currentSnackbar : nil
    }
  }

  /// A snapshot for a new view.
  func stylingSnapshot() -> SnackbarStyling { state.read { $0.styling } }

  /// The container colour of new views; nil means #323232.
  public var snackbarMessageViewBackgroundColor: SnackbarColor? {
    get { state[\.styling.snackbarMessageViewBackgroundColor] }
    set {
      setStyling(\.snackbarMessageViewBackgroundColor, newValue)?.snackbarMessageViewBackgroundColor =
        newValue ?? SnackbarDefaults.backgroundColor
    }
  }

  /// The shadow colour of new views; nil means black.
  public var snackbarMessageViewShadowColor: SnackbarColor? {
    get { state[\.styling.snackbarMessageViewShadowColor] }
    set {
      setStyling(\.snackbarMessageViewShadowColor, newValue)?.snackbarMessageViewShadowColor =
        newValue ?? SnackbarDefaults.shadowColor
    }
  }

  /// The elevation of new views (default `.snackbar`, 6); ignored with ``usesGM3Shapes``. A live
  /// update happens only when the value changes.
  public var messageElevation: ShadowElevation {
    get { state[\.styling.messageElevation] }
    set {
      // A GM3 view keeps elevation 0 (spec 1.1, 3.9).
      if let view = setStylingIfChanged(\.messageElevation, newValue, gated: true), !view.usesGM3Shapes {
        view.elevation = newValue
      }
    }
  }

  /// A custom message font; nil means the default fonts, with bold markup.
  public var messageFont: SnackbarFont? {
    get { state[\.styling.messageFont] }
    set { setStyling(\.messageFont, newValue)?.messageFont = newValue }
  }

  /// The text colour of new views; nil means white.
  public var messageTextColor: SnackbarColor? {
    get { state[\.styling.messageTextColor] }
    set { setStyling(\.messageTextColor, newValue)?.messageTextColor = newValue ?? SnackbarDefaults.messageTextColor }
  }

  /// A custom button font; nil means 14 pt medium.
  public var buttonFont: SnackbarFont? {
    get { state[\.styling.buttonFont] }
    set { setStyling(\.buttonFont, newValue)?.buttonFont = newValue }
  }

  /// Whether button titles are drawn in capitals (default true).
  public var uppercaseButtonTitle: Bool {
    get { state[\.styling.uppercaseButtonTitle] }
    set {
      // GM3's button never uppercases (spec 3.9).
      if let view = setStyling(\.uppercaseButtonTitle, newValue), !view.usesGM3Shapes {
        view.actionButton?.uppercaseTitle = newValue
      }
    }
  }

  /// The button's touch feedback colour; nil keeps white at 6 %.
  public var buttonInkColor: SnackbarColor? {
    get { state[\.styling.buttonInkColor] }
    set {
      // GM3's button takes no ink colour from the manager (spec 3.9).
      if let view = setStyling(\.buttonInkColor, newValue), !view.usesGM3Shapes {
        view.actionButton?.inkColor = newValue ?? SnackbarDefaults.buttonInkColor
      }
    }
  }

  /// The button title colour set for `state`; nil for every state by default.
  public func buttonTitleColor(for state: SnackbarControlState) -> SnackbarColor? {
    self.state.read { $0.styling.buttonTitleColors[state.rawValue] }
  }

  /// Sets the button title colour for `state`. New views read only the normal and highlighted
  /// entries, as in MDC.
  public func setButtonTitleColor(_ titleColor: SnackbarColor?, for state: SnackbarControlState) {
    let view = self.state.withLock { managerState -> SnackbarMessageView? in
      managerState.styling.buttonTitleColors[state.rawValue] = titleColor
      return managerState.styling.shouldApplyStyleChangesToVisibleSnackbars ? managerState.currentSnackbar : nil
    }
    view?.setButtonTitleColor(titleColor, for: state)
  }

  /// Whether styling changes also reach the visible snackbar (default false).
  public var shouldApplyStyleChangesToVisibleSnackbars: Bool {
    get { state[\.styling.shouldApplyStyleChangesToVisibleSnackbars] }
    set { state[\.styling.shouldApplyStyleChangesToVisibleSnackbars] = newValue }
  }

  /// Whether new views offer the VoiceOver dismissal affordance (default false).
  public var enableDismissalAccessibilityAffordance: Bool {
    get { state[\.styling.enableDismissalAccessibilityAffordance] }
    set { state[\.styling.enableDismissalAccessibilityAffordance] = newValue }
  }

  /// The Material 3 look: elevation 0, no capitals (default false).
  public var usesGM3Shapes: Bool {
    get { state[\.styling.usesGM3Shapes] }
    set { state[\.styling.usesGM3Shapes] = newValue }
  }

  /// Makes non-transient snackbars modal for VoiceOver (default false).
  public var shouldEnableAccessibilityViewIsModal: Bool {
    get { state[\.styling.shouldEnableAccessibilityViewIsModal] }
    set { state[\.styling.shouldEnableAccessibilityViewIsModal] = newValue }
  }

  /// When false, ``show(_:)-method`` drops messages while VoiceOver runs (default true).
  public var shouldShowMessageWhenVoiceOverIsRunning: Bool {
    get { state[\.styling.shouldShowMessageWhenVoiceOverIsRunning] }
    set { state[\.styling.shouldShowMessageWhenVoiceOverIsRunning] = newValue }
  }

  /// Whether snackbars animate in (0.15 s) and out (0.125 s). When false, both transitions
  /// complete synchronously (default true).
  public var isMessageAnimationEnabled: Bool {
    get { state[\.styling.isMessageAnimationEnabled] }
    set { state[\.styling.isMessageAnimationEnabled] = newValue }
  }

  /// The notification posted to move VoiceOver to a snackbar that takes focus (default
  /// ``SnackbarAccessibilityNotification/layoutChanged``).
  public var focusAccessibilityNotification: SnackbarAccessibilityNotification {
    get { state[\.styling.focusAccessibilityNotification] }
    set { state[\.styling.focusAccessibilityNotification] = newValue }
  }

  /// Given to new views as their ``SnackbarMessageView/traitCollectionDidChangeBlock``; the
  /// visible view gets it at once, whatever ``shouldApplyStyleChangesToVisibleSnackbars-property`` says.
  @preconcurrency
  public var traitCollectionDidChangeBlockForMessageView:
    (@MainActor (SnackbarMessageView, SnackbarTraitCollection?) -> Void)?
  {
    get { state[\.styling.traitCollectionDidChangeBlockForMessageView] }
    set {
      setStyling(\.traitCollectionDidChangeBlockForMessageView, newValue, gated: false)?.traitCollectionDidChangeBlock =
        newValue
    }
  }

  /// Given to new views as their ``SnackbarMessageView/elevationDidChangeBlock``; the visible
  /// view gets it at once.
  @preconcurrency
  public var elevationDidChangeBlockForMessageView: (@MainActor (SnackbarMessageView, CGFloat) -> Void)? {
    get { state[\.styling.elevationDidChangeBlockForMessageView] }
    set {
      setStyling(\.elevationDidChangeBlockForMessageView, newValue, gated: false)?.elevationDidChangeBlock =
        newValue
    }
  }

  /// The base elevation override of `MDCElevationOverriding` (default −1, none). A change reaches
  /// the visible view at once.
  public var overrideBaseElevation: CGFloat {
    get { state[\.styling.overrideBaseElevation] }
    set { setStylingIfChanged(\.overrideBaseElevation, newValue)?.overrideBaseElevation = newValue }
  }

  /// Whether new views' fonts follow Dynamic Type (default false), as MDC v124.2's manager
  /// property: see ``SnackbarMessageView/adjustsFontForContentSizeCategory`` for the rules.
  /// A change reaches the visible view at once, whatever
  /// ``shouldApplyStyleChangesToVisibleSnackbars-property`` says, as in MDC.
  public var adjustsFontForContentSizeCategory: Bool {
    get { state[\.styling.adjustsFontForContentSizeCategory] }
    set {
      setStylingIfChanged(\.adjustsFontForContentSizeCategory, newValue)?.adjustsFontForContentSizeCategory =
        newValue
    }
  }

  // MDC-only members keep their storage here; MaterialSnackbarCompat declares their public
  // names (`adjustsFontForContentSizeCategoryWhenScaledFontIsUnavailable`, deprecated as in MDC,
  // and v124.2's `disabledButtonAlpha`) over these.

  /// The fallback rule new views get (default true): whether custom fonts without a Dynamic Type
  /// style scale too.
  package var scalesFontsWithoutTextStyle: Bool {
    get { state[\.styling.adjustsFontForContentSizeCategoryWhenScaledFontIsUnavailable] }
    set { state[\.styling.adjustsFontForContentSizeCategoryWhenScaledFontIsUnavailable] = newValue }
  }

  /// MDC v124.2's disabled-button alpha (default 0.12): stored, never drawn.
  package var storedDisabledButtonAlpha: CGFloat {
    get { state[\.styling.disabledButtonAlpha] }
    set { state[\.styling.disabledButtonAlpha] = newValue }
  }
}
