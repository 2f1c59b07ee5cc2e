import Foundation
import SnackbarBasics

/// Styling for message views made from now on, per view class: the model of UIKit's appearance
/// proxy (`MDCSnackbarMessageView.appearance()` in `MaterialSnackbarCompat`).
///
/// It holds the properties MDC marks `UI_APPEARANCE_SELECTOR`: the background, highlight and
/// shadow colours, the text colour, the two fonts, the button title colours and
/// `adjustsFontForContentSizeCategory`. A view takes them when it is made, so a change
/// reaches later views only, as UIKit applies a proxy to views entering a window and never to
/// one already shown.
///
/// Where a value comes from, for each property of a new view:
///
/// 1. what the manager sets (its `snackbarMessageViewBackgroundColor` …, or a title colour for
///    the state); `adjustsFontForContentSizeCategory` is on when either turns it on;
/// 2. else this appearance: the view's own class's first, then its superclasses' up to
///    ``SnackbarMessageView``'s;
/// 3. else MDC's default (#323232, white text, …).
///
/// A view subclass's initializer, the delegate's will-present method and the message's
/// will-present block run later and override all three. MDC documents no order (it stopped
/// supporting the proxy in 2018); this one lets an app's manager-wide settings win, as the
/// issue that asked for the proxy wanted. Every member is safe to use from any thread.
public final class SnackbarMessageViewAppearance: Sendable {
  struct Values {
    var snackbarMessageViewBackgroundColor: SnackbarColor?
    var snackbarMessageViewHighlightColor: SnackbarColor?
    var snackbarMessageViewShadowColor: SnackbarColor?
    var messageTextColor: SnackbarColor?
    var messageFont: SnackbarFont?
    var buttonFont: SnackbarFont?
    var buttonTitleColors: [UInt: SnackbarColor] = [:]
    var adjustsFontForContentSizeCategory: Bool?

    /// `self` with `other`'s set values on top.
    func overlaid(by other: Values) -> Values {
      var merged = self
      merged.snackbarMessageViewBackgroundColor =
        other.snackbarMessageViewBackgroundColor ?? snackbarMessageViewBackgroundColor
      merged.snackbarMessageViewHighlightColor =
        other.snackbarMessageViewHighlightColor ?? snackbarMessageViewHighlightColor
      merged.snackbarMessageViewShadowColor = other.snackbarMessageViewShadowColor ?? snackbarMessageViewShadowColor
      merged.messageTextColor = other.messageTextColor ?? messageTextColor
      merged.messageFont = other.messageFont ?? messageFont
      merged.buttonFont = other.buttonFont ?? buttonFont
      merged.buttonTitleColors.merge(other.buttonTitleColors) { _, newer in newer }
      merged.adjustsFontForContentSizeCategory =
        other.adjustsFontForContentSizeCategory ?? adjustsFontForContentSizeCategory
      return merged
    }
  }

  let values = SnackbarLocked(Values())

  init() {}

  /// The container colour of new views when the manager sets none; nil leaves MDC's #323232.
  public var snackbarMessageViewBackgroundColor: SnackbarColor? {
    get { values[\.snackbarMessageViewBackgroundColor] }
    set { values[\.snackbarMessageViewBackgroundColor] = newValue }
  }

  /// The pressed container colour of new views (GM3 only); nil leaves none.
  public var snackbarMessageViewHighlightColor: SnackbarColor? {
    get { values[\.snackbarMessageViewHighlightColor] }
    set { values[\.snackbarMessageViewHighlightColor] = newValue }
  }

  /// The shadow colour of new views when the manager sets none; nil leaves black.
  public var snackbarMessageViewShadowColor: SnackbarColor? {
    get { values[\.snackbarMessageViewShadowColor] }
    set { values[\.snackbarMessageViewShadowColor] = newValue }
  }

  /// The text colour of new views when the manager sets none; nil leaves white.
  public var messageTextColor: SnackbarColor? {
    get { values[\.messageTextColor] }
    set { values[\.messageTextColor] = newValue }
  }

  /// The message font of new views when the manager sets none; nil leaves the default fonts.
  public var messageFont: SnackbarFont? {
    get { values[\.messageFont] }
    set { values[\.messageFont] = newValue }
  }

  /// The button font of new views when the manager sets none; nil leaves the default font.
  public var buttonFont: SnackbarFont? {
    get { values[\.buttonFont] }
    set { values[\.buttonFont] = newValue }
  }

  /// Whether new views follow the content-size category even when the manager's flag is off.
  public var adjustsFontForContentSizeCategory: Bool {
    get { values[\.adjustsFontForContentSizeCategory] ?? false }
    set { values[\.adjustsFontForContentSizeCategory] = newValue }
  }

  /// The button title colour set for `state`, or nil.
  public func buttonTitleColor(for state: SnackbarControlState) -> SnackbarColor? {
    values.read { $0.buttonTitleColors[state.rawValue] }
  }

  /// Sets the button title colour for `state` in new views (normal and highlighted are the
  /// states a view takes, as from the manager); nil removes it.
  public func setButtonTitleColor(_ color: SnackbarColor?, for state: SnackbarControlState) {
    values.withLock { $0.buttonTitleColors[state.rawValue] = color }
  }

  /// Forgets every value, so new views look as if the appearance had never been set.
  public func reset() {
    values.withLock { $0 = Values() }
  }
}

extension SnackbarMessageView {
  /// The appearance of views of this class and its subclasses (`MDCSnackbarMessageView
  /// .appearance()` in `MaterialSnackbarCompat`): `BrandView.appearanceDefaults` styles only
  /// `BrandView`s, `SnackbarMessageView.appearanceDefaults` every view.
  public static var appearanceDefaults: SnackbarMessageViewAppearance {
    AppearanceRegistry.appearance(for: self)
  }

  /// The values a new view of `viewClass` takes from the appearances: its superclasses' first,
  /// its own on top.
  static func appearanceValues(for viewClass: SnackbarMessageView.Type) -> SnackbarMessageViewAppearance.Values {
    var chain: [AnyClass] = []
    var current: AnyClass? = viewClass
    while let type = current {
      chain.append(type)
      if ObjectIdentifier(type) == ObjectIdentifier(SnackbarMessageView.self) { break }
      current = _getSuperclass(type)
    }
    let appearances = AppearanceRegistry.registered(chain.reversed())
    return appearances.reduce(SnackbarMessageViewAppearance.Values()) { $0.overlaid(by: $1.values.read { $0 }) }
  }
}

/// One appearance per view class, made on first use.
private enum AppearanceRegistry {
  static let byClass = SnackbarLocked<[ObjectIdentifier: SnackbarMessageViewAppearance]>([:])

  static func appearance(for viewClass: SnackbarMessageView.Type) -> SnackbarMessageViewAppearance {
    byClass.withLock { table in
      if let existing = table[ObjectIdentifier(viewClass)] { return existing }
      let made = SnackbarMessageViewAppearance()
      table[ObjectIdentifier(viewClass)] = made
      return made
    }
  }

  /// The appearances made so far for `classes`, in their order.
  static func registered(_ classes: [AnyClass]) -> [SnackbarMessageViewAppearance] {
    byClass.read { table in classes.compactMap { table[ObjectIdentifier($0)] } }
  }
}
