import Foundation

/// The presented snackbar: the model of `MDCSnackbarMessageView`, holding everything the renderer
/// needs to draw it and everything tests inspect.
///
/// The manager creates one per displayed message, copying its styling at that moment (spec 2.6
/// step 1). ``SnackbarManager/currentSnackbar`` is the visible one. Every property is safe to use
/// from any thread.
public final class SnackbarMessageView: @unchecked Sendable, CustomStringConvertible {
  /// The internal dismiss handler also gets the view and the reason (for `showAndWait`).
  typealias DismissHandler = (SnackbarMessageView, Bool, SnackbarMessageAction?, SnackbarDismissReason) -> Void

  struct Storage {
    var dismissHandler: DismissHandler?
    var isDismissing = false
    var snackbarMessageViewBackgroundColor: SnackbarColor?
    var snackbarMessageViewHighlightColor: SnackbarColor?
    var snackbarMessageViewShadowColor: SnackbarColor?
    var messageTextColor: SnackbarColor?
    var messageFont: SnackbarFont?
    var buttonFont: SnackbarFont?
    var elevation: ShadowElevation
    var cornerRadius: CGFloat
    var accessibilityLabel: String?
    var accessibilityHint: String?
    var accessibilityViewIsModal = false
    var accessibilityElementsHidden = false
    var isAccessibilityFocused = false
    var enableDismissalAccessibilityAffordance: Bool
    var traitCollection = SnackbarTraitCollection()
    var traitCollectionDidChangeBlock: (@MainActor (SnackbarMessageView, SnackbarTraitCollection?) -> Void)?
    var mdc_elevationDidChangeBlock: (@MainActor (SnackbarMessageView, CGFloat) -> Void)?
    var mdc_overrideBaseElevation: CGFloat
    var buttonTitleColors: [UInt: SnackbarColor]
    var mdc_adjustsFontForContentSizeCategory: Bool
    var adjustsFontForContentSizeCategoryWhenScaledFontIsUnavailable: Bool
    /// Where the manager's auto-dismiss timer for this view stands.
    var autoDismissTimer = SnackbarAutoDismissTimer.notArmed
  }

  let storage: SnackbarLocked<Storage>

  /// The message shown (the manager's private copy); nil for a bare view.
  public let message: SnackbarMessage?

  /// The button, made only when the message has an action.
  public let actionButton: SnackbarActionButton?

  /// The manager whose styling the view copied; held weakly, as MDC holds it.
  weak let snackbarManager: SnackbarManager?

  /// Whether a tap outside dismisses: read from the message when the view was made (spec 2.9).
  let dismissesOnOverlayTap: Bool

  /// Whether the view uses the GM3 look (from the manager at creation).
  public let usesGM3Shapes: Bool

  // MARK: - Creating

  /// Creates a view for `message` with `manager`'s styling, as MDC's designated initializer.
  ///
  /// - Parameters:
  ///   - message: the message to show; nil gives a view with no text.
  ///   - snackbarManager: the manager whose styling the view takes.
  ///   - dismissHandler: called at most once, when the view is dismissed, with `userInitiated`
  ///     and the action (set only for a tap on the button).
  @preconcurrency
  public convenience init(
    message: SnackbarMessage?, dismissHandler: MDCSnackbarMessageDismissHandler?, snackbarManager: SnackbarManager
  ) {
    self.init(
      message: message, manager: snackbarManager,
      dismissHandler: dismissHandler.map { handler in
        { _, userInitiated, action, _ in MainActorDelivery.run(passing: handler) { $0(userInitiated, action) } }
      })
  }

  /// Creates a bare view: no message, no handler, the styling of ``SnackbarManager/default``.
  public convenience init() {
    self.init(message: nil, manager: .default, dismissHandler: nil)
  }

  init(message: SnackbarMessage?, manager: SnackbarManager, dismissHandler: DismissHandler?) {
    let styling = manager.stylingSnapshot()
    self.message = message
    self.snackbarManager = manager
    self.usesGM3Shapes = styling.usesGM3Shapes
    self.dismissesOnOverlayTap = message?.shouldDismissOnOverlayTap ?? false

    let titleColors: [UInt: SnackbarColor] = [
      SnackbarControlState.normal.rawValue: styling.buttonTitleColors[SnackbarControlState.normal.rawValue]
        ?? SnackbarDefaults.buttonTitleColorNormal,
      SnackbarControlState.highlighted.rawValue: styling.buttonTitleColors[SnackbarControlState.highlighted.rawValue]
        ?? SnackbarDefaults.buttonTitleColorHighlighted,
    ]

    storage = SnackbarLocked(
      Storage(
        dismissHandler: dismissHandler,
        snackbarMessageViewBackgroundColor: styling.snackbarMessageViewBackgroundColor
          ?? SnackbarDefaults.backgroundColor,
        snackbarMessageViewShadowColor: styling.snackbarMessageViewShadowColor ?? SnackbarDefaults.shadowColor,
        messageTextColor: styling.messageTextColor ?? SnackbarDefaults.messageTextColor,
        messageFont: styling.messageFont,
        buttonFont: styling.buttonFont,
        elevation: styling.usesGM3Shapes ? .none : styling.messageElevation,
        cornerRadius: SnackbarMessage.usesLegacySnackbar ? 0 : SnackbarDefaults.cornerRadius,
        enableDismissalAccessibilityAffordance: styling.enableDismissalAccessibilityAffordance,
        traitCollectionDidChangeBlock: styling.traitCollectionDidChangeBlockForMessageView,
        mdc_elevationDidChangeBlock: styling.mdc_elevationDidChangeBlockForMessageView,
        mdc_overrideBaseElevation: styling.mdc_overrideBaseElevation,
        buttonTitleColors: titleColors,
        mdc_adjustsFontForContentSizeCategory: styling.mdc_adjustsFontForContentSizeCategory,
        adjustsFontForContentSizeCategoryWhenScaledFontIsUnavailable:
          styling.adjustsFontForContentSizeCategoryWhenScaledFontIsUnavailable))

    if let action = message?.action {
      let button = SnackbarActionButton(
        title: action.title,
        uppercaseTitle: styling.usesGM3Shapes ? false : styling.uppercaseButtonTitle,
        inkColor: styling.usesGM3Shapes
          ? SnackbarDefaults.buttonInkColor : (styling.buttonInkColor ?? SnackbarDefaults.buttonInkColor),
        enableRippleBehavior: message?.enableRippleBehavior ?? false)
      button.accessibilityIdentifier = action.accessibilityIdentifier
      button.accessibilityHint = action.accessibilityHint
      button.titleFont = styling.buttonFont
      button.setTitleColor(
        message?.buttonTextColorOverride ?? titleColors[SnackbarControlState.normal.rawValue], for: .normal)
      button.setTitleColor(titleColors[SnackbarControlState.highlighted.rawValue], for: .highlighted)
      actionButton = button
    } else {
      actionButton = nil
    }
  }

  // MARK: - Colours and fonts

  /// The container colour (#323232 unless the manager sets one).
  public var snackbarMessageViewBackgroundColor: SnackbarColor? {
    get { storage[\.snackbarMessageViewBackgroundColor] }
    set { storage[\.snackbarMessageViewBackgroundColor] = newValue }
  }

  /// The container colour while pressed (GM3 only); nil by default.
  public var snackbarMessageViewHighlightColor: SnackbarColor? {
    get { storage[\.snackbarMessageViewHighlightColor] }
    set { storage[\.snackbarMessageViewHighlightColor] = newValue }
  }

  /// The shadow colour (black unless the manager sets one).
  public var snackbarMessageViewShadowColor: SnackbarColor? {
    get { storage[\.snackbarMessageViewShadowColor] }
    set { storage[\.snackbarMessageViewShadowColor] = newValue }
  }

  /// The text colour (white unless the manager sets one); nil draws white.
  public var messageTextColor: SnackbarColor? {
    get { storage[\.messageTextColor] }
    set { storage[\.messageTextColor] = newValue }
  }

  /// A custom message font; nil means the default 14 pt fonts with bold markup.
  public var messageFont: SnackbarFont? {
    get { storage[\.messageFont] }
    set { storage[\.messageFont] = newValue }
  }

  /// A custom button font; nil means 14 pt medium.
  public var buttonFont: SnackbarFont? {
    get { storage[\.buttonFont] }
    set {
      storage.withLock { $0.buttonFont = newValue }
      actionButton?.titleFont = newValue
    }
  }

  /// The stored button title colour for `state` (defaults: normal white at 0.6, highlighted
  /// white); nil for states never set.
  public func buttonTitleColor(for state: SnackbarControlState) -> SnackbarColor? {
    storage.read { $0.buttonTitleColors[state.rawValue] }
  }

  /// Stores the button title colour for `state` and applies it to the button. Nil restores the
  /// default: white for highlighted, white at 0.6 for every other state.
  public func setButtonTitleColor(_ color: SnackbarColor?, for state: SnackbarControlState) {
    let resolved = color ?? SnackbarDefaults.buttonTitleColor(for: state)
    storage.withLock { $0.buttonTitleColors[state.rawValue] = resolved }
    actionButton?.setTitleColor(resolved, for: state)
  }

  // MARK: - Shape and elevation

  /// The shadow elevation: the manager's `messageElevation` (6), or 0 with GM3 shapes. A change
  /// of value calls ``mdc_elevationDidChangeBlock``.
  public var elevation: ShadowElevation {
    get { storage[\.elevation] }
    set {
      let (changed, block) = storage.withLock { state -> (Bool, (@MainActor (SnackbarMessageView, CGFloat) -> Void)?) in
        let changed = state.elevation != newValue
        state.elevation = newValue
        return (changed, state.mdc_elevationDidChangeBlock)
      }
      if changed, let block { MainActorDelivery.run(passing: block) { $0(self, newValue.rawValue) } }
    }
  }

  /// The elevation in points, as `MDCElevatable`.
  public var mdc_currentElevation: CGFloat { elevation.rawValue }

  /// The base elevation override of `MDCElevationOverriding`; negative means none (default −1).
  public var mdc_overrideBaseElevation: CGFloat {
    get { storage[\.mdc_overrideBaseElevation] }
    set { storage[\.mdc_overrideBaseElevation] = newValue }
  }

  /// Called with the view and its elevation when ``elevation`` changes value.
  @preconcurrency
  public var mdc_elevationDidChangeBlock: (@MainActor (SnackbarMessageView, CGFloat) -> Void)? {
    get { storage[\.mdc_elevationDidChangeBlock] }
    set { storage[\.mdc_elevationDidChangeBlock] = newValue }
  }

  /// The corner radius: 4 (0 in legacy mode).
  public var cornerRadius: CGFloat {
    get { storage[\.cornerRadius] }
    set { storage[\.cornerRadius] = newValue }
  }

  // MARK: - Traits

  /// The view's traits. Assigning a different value calls ``traitCollectionDidChange(_:)`` with
  /// the previous one, as UIKit does.
  public var traitCollection: SnackbarTraitCollection {
    get { storage[\.traitCollection] }
    set {
      let previous = storage.withLock { state -> SnackbarTraitCollection in
        let previous = state.traitCollection
        state.traitCollection = newValue
        return previous
      }
      if previous != newValue { traitCollectionDidChange(previous) }
    }
  }

  /// Tells the view its traits changed; calls ``traitCollectionDidChangeBlock`` with the view and
  /// `previous`.
  public func traitCollectionDidChange(_ previous: SnackbarTraitCollection?) {
    guard let block = storage.read({ $0.traitCollectionDidChangeBlock }) else { return }
    MainActorDelivery.run(passing: block) { $0(self, previous) }
  }

  /// Called after the traits change (from the manager at creation).
  @preconcurrency
  public var traitCollectionDidChangeBlock: (@MainActor (SnackbarMessageView, SnackbarTraitCollection?) -> Void)? {
    get { storage[\.traitCollectionDidChangeBlock] }
    set { storage[\.traitCollectionDidChangeBlock] = newValue }
  }

  // MARK: - State

  /// Whether the view has been dismissed (its exit may still be animating).
  public var isDismissing: Bool { storage.read { $0.isDismissing } }

  /// The text split into regular and bold runs as drawn: one regular run when a custom
  /// ``messageFont`` is set (spec 2.13).
  public var textRuns: [SnackbarTextRun] {
    message?.textRuns(ignoringBold: messageFont != nil) ?? []
  }

  // MARK: - Description

  /// `<MDCSnackbarMessageView: 0x…> {` / `  message: <message description indented>;` / `}`.
  public var description: String {
    let messageText = (message?.description ?? "(null)").replacingOccurrences(of: "\n", with: "\n  ")
    return "<MDCSnackbarMessageView: \(objectAddress(self))> {\n  message: \(messageText);\n}"
  }

  // MARK: - Dismissal

  /// Dismisses the view once: later calls do nothing (the handler is dropped after use).
  func dismiss(with action: SnackbarMessageAction?, userInitiated: Bool, reason: SnackbarDismissReason) {
    let handler = storage.withLock { state -> DismissHandler? in
      let handler = state.dismissHandler
      state.dismissHandler = nil
      if handler != nil { state.isDismissing = true }
      return handler
    }
    handler?(self, userInitiated, action, reason)
  }

  /// Whether the view still has its one-shot dismiss handler.
  var canDismiss: Bool { storage.read { $0.dismissHandler != nil } }
}
