import Foundation
import SnackbarBasics

/// The presented snackbar: the model of `MDCSnackbarMessageView`, holding everything the renderer
/// needs to draw it and everything tests inspect.
///
/// The manager creates one per displayed message, copying its styling at that moment (spec 2.6
/// step 1). ``SnackbarManager/currentSnackbar`` is the visible one. Every property is safe to use
/// from any thread.
///
/// Subclasses are allowed, as in MDC: a message whose ``SnackbarMessage/viewClass()`` returns a
/// subclass is shown (and rendered) with a view of that class, made with
/// ``init(message:dismissHandler:snackbarManager:)``. A subclass styles itself in that
/// initializer (after `super.init`) or by overriding the styling properties, which are `open`.
open class SnackbarMessageView: CustomStringConvertible {
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
    var elevationDidChangeBlock: (@MainActor (SnackbarMessageView, CGFloat) -> Void)?
    var overrideBaseElevation: CGFloat
    var buttonTitleColors: [UInt: SnackbarColor]
    var adjustsFontForContentSizeCategory: Bool
    var adjustsFontForContentSizeCategoryWhenScaledFontIsUnavailable: Bool
    /// Where the manager's auto-dismiss timer for this view stands.
    var autoDismissTimer = SnackbarAutoDismissTimer.notArmed
    var tag = 0
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

  /// Creates a view for `message` with `snackbarManager`'s styling, as MDC's designated
  /// initializer. The manager and the renderer make every view with it, of the class the
  /// message's ``SnackbarMessage/viewClass()`` names, so a subclass overriding it (with
  /// `required`) styles each view it is used for.
  ///
  /// - Parameters:
  ///   - message: the message to show; nil gives a view with no text.
  ///   - dismissHandler: called at most once, when the view is dismissed, with `userInitiated`
  ///     and the action (set only for a tap on the button).
  ///   - snackbarManager: the manager whose styling the view takes.
  @preconcurrency
  public required init(
    message: SnackbarMessage?, dismissHandler: SnackbarMessageDismissHandler?, snackbarManager: SnackbarManager
  ) {
    let manager = snackbarManager
    let dismissHandler: DismissHandler? = dismissHandler.map { handler in
      { _, userInitiated, action, _ in MainActorDelivery.run(passing: handler) { $0(userInitiated, action) } }
    }
    let styling = manager.stylingSnapshot()
    self.message = message
    self.snackbarManager = manager
    self.usesGM3Shapes = styling.usesGM3Shapes
    self.dismissesOnOverlayTap = message?.shouldDismissOnOverlayTap ?? false

    // The appearance proxy fills in what the manager leaves unset, before MDC's defaults.
    let appearance = SnackbarMessageView.appearanceValues(for: Self.self)
    let normal = SnackbarControlState.normal.rawValue
    let highlighted = SnackbarControlState.highlighted.rawValue
    let titleColors: [UInt: SnackbarColor] = [
      normal: styling.buttonTitleColors[normal] ?? appearance.buttonTitleColors[normal]
        ?? SnackbarDefaults.buttonTitleColorNormal,
      highlighted: styling.buttonTitleColors[highlighted] ?? appearance.buttonTitleColors[highlighted]
        ?? SnackbarDefaults.buttonTitleColorHighlighted,
    ]
    let buttonFont = styling.buttonFont ?? appearance.buttonFont

    storage = SnackbarLocked(
      Storage(
        dismissHandler: dismissHandler,
        snackbarMessageViewBackgroundColor: styling.snackbarMessageViewBackgroundColor
          ?? appearance.snackbarMessageViewBackgroundColor ?? SnackbarDefaults.backgroundColor,
        snackbarMessageViewHighlightColor: appearance.snackbarMessageViewHighlightColor,
        snackbarMessageViewShadowColor: styling.snackbarMessageViewShadowColor
          ?? appearance.snackbarMessageViewShadowColor ?? SnackbarDefaults.shadowColor,
        messageTextColor: styling.messageTextColor ?? appearance.messageTextColor ?? SnackbarDefaults.messageTextColor,
        messageFont: styling.messageFont ?? appearance.messageFont,
        buttonFont: buttonFont,
        elevation: styling.usesGM3Shapes ? .none : styling.messageElevation,
        cornerRadius: SnackbarMessage.usesLegacySnackbar ? 0 : SnackbarDefaults.cornerRadius,
        enableDismissalAccessibilityAffordance: styling.enableDismissalAccessibilityAffordance,
        traitCollectionDidChangeBlock: styling.traitCollectionDidChangeBlockForMessageView,
        elevationDidChangeBlock: styling.elevationDidChangeBlockForMessageView,
        overrideBaseElevation: styling.overrideBaseElevation,
        buttonTitleColors: titleColors,
        adjustsFontForContentSizeCategory: styling.adjustsFontForContentSizeCategory
          || appearance.adjustsFontForContentSizeCategory == true,
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
      button.titleFont = buttonFont
      button.setTitleColor(
        message?.buttonTextColorOverride ?? titleColors[SnackbarControlState.normal.rawValue], for: .normal)
      button.setTitleColor(titleColors[SnackbarControlState.highlighted.rawValue], for: .highlighted)
      actionButton = button
    } else {
      actionButton = nil
    }
  }

  /// Creates a bare view: no message, no handler, the styling of ``SnackbarManager/default``.
  public convenience init() {
    self.init(message: nil, dismissHandler: nil, snackbarManager: .default)
  }

  /// The view shown for `message`: of the class its ``SnackbarMessage/viewClass()`` names, with
  /// `manager`'s styling. The manager and the renderer make every view here.
  public static func make(for message: SnackbarMessage?, manager: SnackbarManager) -> SnackbarMessageView {
    let viewClass = message?.resolvedViewClass ?? SnackbarMessageView.self
    return viewClass.init(message: message, dismissHandler: nil, snackbarManager: manager)
  }

  /// Gives the view the manager's own one-shot handler (which also learns the view and the
  /// reason), replacing the one the initializer took.
  func installDismissHandler(_ handler: @escaping DismissHandler) {
    storage.withLock { $0.dismissHandler = handler }
  }

  // MARK: - Colours and fonts

  /// The container colour (#323232 unless the manager sets one).
  open var snackbarMessageViewBackgroundColor: SnackbarColor? {
    get { storage[\.snackbarMessageViewBackgroundColor] }
    set { storage[\.snackbarMessageViewBackgroundColor] = newValue }
  }

  /// The container colour while pressed (GM3 only); nil by default.
  open var snackbarMessageViewHighlightColor: SnackbarColor? {
    get { storage[\.snackbarMessageViewHighlightColor] }
    set { storage[\.snackbarMessageViewHighlightColor] = newValue }
  }

  /// The shadow colour (black unless the manager sets one).
  open var snackbarMessageViewShadowColor: SnackbarColor? {
    get { storage[\.snackbarMessageViewShadowColor] }
    set { storage[\.snackbarMessageViewShadowColor] = newValue }
  }

  /// The text colour (white unless the manager sets one); nil draws white.
  open var messageTextColor: SnackbarColor? {
    get { storage[\.messageTextColor] }
    set { storage[\.messageTextColor] = newValue }
  }

  /// A custom message font; nil means the default 14 pt fonts with bold markup.
  open var messageFont: SnackbarFont? {
    get { storage[\.messageFont] }
    set { storage[\.messageFont] = newValue }
  }

  /// A custom button font; nil means 14 pt medium.
  open var buttonFont: SnackbarFont? {
    get { storage[\.buttonFont] }
    set {
      storage.withLock { $0.buttonFont = newValue }
      actionButton?.titleFont = newValue
    }
  }

  /// The stored button title colour for `state` (defaults: normal white at 0.6, highlighted
  /// white); nil for states never set.
  open func buttonTitleColor(for state: SnackbarControlState) -> SnackbarColor? {
    storage.read { $0.buttonTitleColors[state.rawValue] }
  }

  /// Stores the button title colour for `state` and applies it to the button. Nil restores the
  /// default: white for highlighted, white at 0.6 for every other state.
  open func setButtonTitleColor(_ color: SnackbarColor?, for state: SnackbarControlState) {
    let resolved = color ?? SnackbarDefaults.buttonTitleColor(for: state)
    storage.withLock { $0.buttonTitleColors[state.rawValue] = resolved }
    actionButton?.setTitleColor(resolved, for: state)
  }

  // MARK: - Shape and elevation

  /// The shadow elevation: the manager's `messageElevation` (6), or 0 with GM3 shapes. A change
  /// of value calls ``elevationDidChangeBlock``.
  open var elevation: ShadowElevation {
    get { storage[\.elevation] }
    set {
      let (changed, block) = storage.withLock { state -> (Bool, (@MainActor (SnackbarMessageView, CGFloat) -> Void)?) in
        let changed = state.elevation != newValue
        state.elevation = newValue
        return (changed, state.elevationDidChangeBlock)
      }
      if changed, let block { MainActorDelivery.run(passing: block) { $0(self, newValue.rawValue) } }
    }
  }

  /// The elevation in points, as `MDCElevatable`.
  public var currentElevation: CGFloat { elevation.rawValue }

  /// The base elevation override of `MDCElevationOverriding`; negative means none (default −1).
  public var overrideBaseElevation: CGFloat {
    get { storage[\.overrideBaseElevation] }
    set { storage[\.overrideBaseElevation] = newValue }
  }

  /// Called with the view and its elevation when ``elevation`` changes value.
  @preconcurrency
  public var elevationDidChangeBlock: (@MainActor (SnackbarMessageView, CGFloat) -> Void)? {
    get { storage[\.elevationDidChangeBlock] }
    set { storage[\.elevationDidChangeBlock] = newValue }
  }

  /// The corner radius: 4 (0 in legacy mode).
  open var cornerRadius: CGFloat {
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

  /// An integer the app may use to identify the view, as `UIView.tag`; 0 by default. The
  /// snackbar never reads it.
  public var tag: Int {
    get { storage[\.tag] }
    set { storage[\.tag] = newValue }
  }

  /// Whether the view has been dismissed (its exit may still be animating).
  public var isDismissing: Bool { storage.read { $0.isDismissing } }

  /// The text split into regular and bold runs as drawn: one regular run when a custom
  /// ``messageFont`` is set (spec 2.13).
  public var textRuns: [SnackbarTextRun] {
    message?.textRuns(ignoringBold: messageFont != nil) ?? []
  }

  // MARK: - Animation hooks

  /// The opacity animation of the enter and exit transitions, as MDC's view method: by default
  /// the message's ``SnackbarMessage/animateSnackbarOpacity(from:to:)``. A view subclass (or a
  /// message subclass) returning nil here and from ``animateSnackbarScale(from:to:)`` makes the
  /// transition fail with ``SnackbarError/slideAnimationMisconfigured``, as MDC's own test does.
  open func animateSnackbarOpacity(from: CGFloat, to: CGFloat) -> SnackbarLayerAnimation? {
    guard let message else { return SnackbarLayerAnimation(keyPath: "opacity", fromValue: from, toValue: to) }
    return message.animateSnackbarOpacity(from: from, to: to)
  }

  /// The scale animation of the enter transition, as MDC's view method: by default the
  /// message's ``SnackbarMessage/animateSnackbarScale(from:to:)``.
  open func animateSnackbarScale(from: CGFloat, to: CGFloat) -> SnackbarLayerAnimation? {
    guard let message else { return SnackbarLayerAnimation(keyPath: "transform.scale", fromValue: from, toValue: to) }
    return message.animateSnackbarScale(from: from, to: to)
  }

  // MARK: - Description

  /// `<SnackbarMessageView: 0x…> {` / `  message: <message description indented>;` / `}`, with a
  /// subclass's own name.
  open var description: String {
    let messageText = (message?.description ?? "(null)").replacingOccurrences(of: "\n", with: "\n  ")
    return "<\(type(of: self)): \(objectAddress(self))> {\n  message: \(messageText);\n}"
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

}

// Sendable only for Swift 6 clients, as ``SnackbarMessage`` is: an open class stating
// `@unchecked Sendable` makes Swift warn on every subclass that does not restate it, also in the
// Swift 5 mode of MDC-era code, whose view subclasses (of a UIView) never saw such a warning.
@available(swift, introduced: 6)
extension SnackbarMessageView: @unchecked Sendable {}
