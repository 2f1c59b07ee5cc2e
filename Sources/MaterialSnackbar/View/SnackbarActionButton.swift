import Foundation
import SnackbarBasics

/// The model of a snackbar's action button, standing in for MDC's private `MDCFlatButton`
/// subclass: what the renderer draws and what tests inspect.
public final class SnackbarActionButton: @unchecked Sendable {
  private struct Storage {
    var title: String?
    var uppercaseTitle: Bool
    var inkColor: SnackbarColor
    var enableRippleBehavior: Bool
    var accessibilityIdentifier: String?
    var accessibilityHint: String?
    var titleFont: SnackbarFont?
    var titleColors: [UInt: SnackbarColor]
  }

  private let storage: SnackbarLocked<Storage>

  /// Creates a button model. The message view makes one for a message with an action.
  public init(
    title: String?, uppercaseTitle: Bool = true, inkColor: SnackbarColor = SnackbarColor(white: 1, alpha: 0.06),
    enableRippleBehavior: Bool = false
  ) {
    storage = SnackbarLocked(
      Storage(
        title: title, uppercaseTitle: uppercaseTitle, inkColor: inkColor, enableRippleBehavior: enableRippleBehavior,
        titleColors: [
          SnackbarControlState.normal.rawValue: SnackbarDefaults.buttonTitleColorNormal,
          SnackbarControlState.highlighted.rawValue: SnackbarDefaults.buttonTitleColorHighlighted,
        ]))
  }

  /// The action's title, as given.
  public var title: String? {
    get { storage[\.title] }
    set { storage[\.title] = newValue }
  }

  /// The title as drawn: upper-cased when ``uppercaseTitle`` is on.
  public var displayedTitle: String? {
    storage.read { state in state.uppercaseTitle ? state.title?.uppercased() : state.title }
  }

  /// Whether the title is drawn in capitals, as `MDCButton.uppercaseTitle` (manager default true;
  /// GM3 never upper-cases).
  public var uppercaseTitle: Bool {
    get { storage[\.uppercaseTitle] }
    set { storage[\.uppercaseTitle] = newValue }
  }

  /// The touch feedback colour (white at 6 % unless the manager sets `buttonInkColor`).
  public var inkColor: SnackbarColor {
    get { storage[\.inkColor] }
    set { storage[\.inkColor] = newValue }
  }

  /// Whether touch feedback is a ripple rather than ink (from the message).
  public var enableRippleBehavior: Bool {
    get { storage[\.enableRippleBehavior] }
    set { storage[\.enableRippleBehavior] = newValue }
  }

  /// The identifier UI tests use (from the action).
  public var accessibilityIdentifier: String? {
    get { storage[\.accessibilityIdentifier] }
    set { storage[\.accessibilityIdentifier] = newValue }
  }

  /// The hint VoiceOver reads (from the action).
  public var accessibilityHint: String? {
    get { storage[\.accessibilityHint] }
    set { storage[\.accessibilityHint] = newValue }
  }

  /// The title font; nil means the default (14 pt medium).
  public var titleFont: SnackbarFont? {
    get { storage[\.titleFont] }
    set { storage[\.titleFont] = newValue }
  }

  /// The title colour for `state`, falling back to the normal colour as UIKit does.
  public func titleColor(for state: SnackbarControlState) -> SnackbarColor? {
    storage.read { $0.titleColors[state.rawValue] ?? $0.titleColors[SnackbarControlState.normal.rawValue] }
  }

  /// Sets the title colour for `state`; nil removes it, so the state falls back to normal.
  public func setTitleColor(_ color: SnackbarColor?, for state: SnackbarControlState) {
    storage.withLock { $0.titleColors[state.rawValue] = color }
  }
}
