import Foundation

import MaterialSnackbar

/// The class-level API MDC deprecated in v113–v117 and deleted in v118 (spec 1.9), on
/// `SnackbarManager`: each member forwards to `SnackbarManager.default`, so code written against
/// older MDC still compiles, with a deprecation warning pointing at the instance API.
///
/// A protocol only so that the members can live here, outside MaterialSnackbar: declared in an
/// extension of `SnackbarManager` itself, a static `messageFont` in this module would shadow the
/// instance `messageFont` of the module it imports, and `manager.messageFont` would stop
/// compiling. A member of the class always wins over a protocol extension's, so the instance API
/// is untouched. Nothing but `SnackbarManager` needs to conform.
public protocol MDCSnackbarManagerClassAPI: AnyObject {}

extension SnackbarManager: MDCSnackbarManagerClassAPI {}

extension MDCSnackbarManagerClassAPI where Self: SnackbarManager {
  /// Forwards to `SnackbarManager.default.show(_:)`.
  @available(*, deprecated, message: "Use MDCSnackbarManager.default.show(_:) instead.")
  public static func show(_ message: SnackbarMessage?) { SnackbarManager.default.show(message) }

  /// Forwards to `SnackbarManager.default.dismissAndCallCompletionBlocks(withCategory:)`.
  @available(*, deprecated, message: "Use MDCSnackbarManager.default.dismissAndCallCompletionBlocks instead.")
  public static func dismissAndCallCompletionBlocks(withCategory category: String?) {
    SnackbarManager.default.dismissAndCallCompletionBlocks(withCategory: category)
  }

  /// Forwards to `SnackbarManager.default.hasMessagesShowingOrQueued()`.
  @available(*, deprecated, message: "Use MDCSnackbarManager.default.hasMessagesShowingOrQueued() instead.")
  public static func hasMessagesShowingOrQueued() -> Bool { SnackbarManager.default.hasMessagesShowingOrQueued() }

  /// Forwards to `SnackbarManager.default.setPresentationHostView(_:)`.
  @available(*, deprecated, message: "Use MDCSnackbarManager.default.setPresentationHostView(_:) instead.")
  public static func setPresentationHostView(_ hostView: SnackbarHost?) {
    SnackbarManager.default.setPresentationHostView(hostView)
  }

  /// Forwards to `SnackbarManager.default.setBottomOffset(_:)`.
  @available(*, deprecated, message: "Use MDCSnackbarManager.default.setBottomOffset(_:) instead.")
  public static func setBottomOffset(_ offset: CGFloat) { SnackbarManager.default.setBottomOffset(offset) }

  /// Forwards to `SnackbarManager.default.suspendAllMessages()`.
  @available(*, deprecated, message: "Use MDCSnackbarManager.default.suspendAllMessages() instead.")
  @discardableResult
  public static func suspendAllMessages() -> SnackbarSuspensionToken? { SnackbarManager.default.suspendAllMessages() }

  /// Forwards to `SnackbarManager.default.suspendMessages(withCategory:)`.
  @available(*, deprecated, message: "Use MDCSnackbarManager.default.suspendMessages(withCategory:) instead.")
  @discardableResult
  public static func suspendMessages(withCategory category: String?) -> SnackbarSuspensionToken? {
    SnackbarManager.default.suspendMessages(withCategory: category)
  }

  /// Forwards to `SnackbarManager.default.resumeMessages(with:)`.
  @available(*, deprecated, message: "Use MDCSnackbarManager.default.resumeMessages(with:) instead.")
  public static func resumeMessages(with token: SnackbarSuspensionToken?) {
    SnackbarManager.default.resumeMessages(with: token)
  }

  /// Forwards to `SnackbarManager.default.buttonTitleColor(for:)`.
  @available(*, deprecated, message: "Use MDCSnackbarManager.default.buttonTitleColor(for:) instead.")
  public static func buttonTitleColor(for state: SnackbarControlState) -> SnackbarColor? {
    SnackbarManager.default.buttonTitleColor(for: state)
  }

  /// Forwards to `SnackbarManager.default.setButtonTitleColor(_:for:)`.
  @available(*, deprecated, message: "Use MDCSnackbarManager.default.setButtonTitleColor(_:for:) instead.")
  public static func setButtonTitleColor(_ titleColor: SnackbarColor?, for state: SnackbarControlState) {
    SnackbarManager.default.setButtonTitleColor(titleColor, for: state)
  }

  /// The old `alignment`: forwards to `SnackbarManager.default.horizontalAlignment`.
  @available(*, deprecated, message: "Use MDCSnackbarManager.default.horizontalAlignment instead.")
  public static var alignment: SnackbarHorizontalAlignment {
    get { SnackbarManager.default.horizontalAlignment }
    set { SnackbarManager.default.horizontalAlignment = newValue }
  }

  /// Forwards to `SnackbarManager.default.snackbarMessageViewBackgroundColor`.
  @available(*, deprecated, message: "Use MDCSnackbarManager.default.snackbarMessageViewBackgroundColor instead.")
  public static var snackbarMessageViewBackgroundColor: SnackbarColor? {
    get { SnackbarManager.default.snackbarMessageViewBackgroundColor }
    set { SnackbarManager.default.snackbarMessageViewBackgroundColor = newValue }
  }

  /// Forwards to `SnackbarManager.default.snackbarMessageViewShadowColor`.
  @available(*, deprecated, message: "Use MDCSnackbarManager.default.snackbarMessageViewShadowColor instead.")
  public static var snackbarMessageViewShadowColor: SnackbarColor? {
    get { SnackbarManager.default.snackbarMessageViewShadowColor }
    set { SnackbarManager.default.snackbarMessageViewShadowColor = newValue }
  }

  /// Forwards to `SnackbarManager.default.messageTextColor`.
  @available(*, deprecated, message: "Use MDCSnackbarManager.default.messageTextColor instead.")
  public static var messageTextColor: SnackbarColor? {
    get { SnackbarManager.default.messageTextColor }
    set { SnackbarManager.default.messageTextColor = newValue }
  }

  /// Forwards to `SnackbarManager.default.messageFont`.
  @available(*, deprecated, message: "Use MDCSnackbarManager.default.messageFont instead.")
  public static var messageFont: SnackbarFont? {
    get { SnackbarManager.default.messageFont }
    set { SnackbarManager.default.messageFont = newValue }
  }

  /// Forwards to `SnackbarManager.default.buttonFont`.
  @available(*, deprecated, message: "Use MDCSnackbarManager.default.buttonFont instead.")
  public static var buttonFont: SnackbarFont? {
    get { SnackbarManager.default.buttonFont }
    set { SnackbarManager.default.buttonFont = newValue }
  }

  /// Forwards to `SnackbarManager.default.mdc_adjustsFontForContentSizeCategory`.
  @available(
    *, deprecated, message: "Use MDCSnackbarManager.default.mdc_adjustsFontForContentSizeCategory instead."
  )
  public static var mdc_adjustsFontForContentSizeCategory: Bool {
    get { SnackbarManager.default.mdc_adjustsFontForContentSizeCategory }
    set { SnackbarManager.default.mdc_adjustsFontForContentSizeCategory = newValue }
  }

  /// Forwards to `SnackbarManager.default.shouldApplyStyleChangesToVisibleSnackbars`.
  @available(
    *, deprecated, message: "Use MDCSnackbarManager.default.shouldApplyStyleChangesToVisibleSnackbars instead."
  )
  public static var shouldApplyStyleChangesToVisibleSnackbars: Bool {
    get { SnackbarManager.default.shouldApplyStyleChangesToVisibleSnackbars }
    set { SnackbarManager.default.shouldApplyStyleChangesToVisibleSnackbars = newValue }
  }

  /// Forwards to `SnackbarManager.default.delegate`.
  @available(*, deprecated, message: "Use MDCSnackbarManager.default.delegate instead.")
  public static var delegate: (any SnackbarManagerDelegate)? {
    get { SnackbarManager.default.delegate }
    set { SnackbarManager.default.delegate = newValue }
  }
}
