import Foundation
import MaterialSnackbar

/// The host and overlay settings the placement of spec 3.5 needs. Size classes and idiom come
/// from ``SnackbarLayoutInput/traits``.
public struct SnackbarPlacementInput: Sendable, Hashable {
  /// The host's bounds size in points.
  public var hostSize: CGSize
  /// The host's safe-area insets (notch, home indicator, …).
  public var safeAreaInsets: SnackbarEdgeInsets
  /// The visible keyboard's height over the host's bottom edge; 0 when hidden.
  public var keyboardHeight: CGFloat
  /// Whether the host is (in) a window: the height cap is half the host's height with one, and
  /// 80 pt without (spec 3.5).
  public var isWindow: Bool
  /// The manager's `bottomOffset` (e.g. a tab bar's height).
  public var bottomOffset: CGFloat
  /// Centred or leading; matters only on regular × regular hosts.
  public var horizontalAlignment: SnackbarHorizontalAlignment
  /// Bottom or top.
  public var verticalAlignment: SnackbarVerticalAlignment
  /// The gap under the top safe area for top alignment; nil for MDC's 8.
  public var topMargin: CGFloat?
  /// The leading margin; nil for MDC's default: 8 on compact-width hosts, 24 on regular-width
  /// ones (legacy compact: 0).
  public var leadingMargin: CGFloat?
  /// The trailing margin; nil for the same default as ``leadingMargin``.
  public var trailingMargin: CGFloat?

  /// Creates placement settings; every default is MDC's.
  public init(
    hostSize: CGSize,
    safeAreaInsets: SnackbarEdgeInsets = .zero,
    keyboardHeight: CGFloat = 0,
    isWindow: Bool = true,
    bottomOffset: CGFloat = 0,
    horizontalAlignment: SnackbarHorizontalAlignment = .center,
    verticalAlignment: SnackbarVerticalAlignment = .bottom,
    topMargin: CGFloat? = nil,
    leadingMargin: CGFloat? = nil,
    trailingMargin: CGFloat? = nil
  ) {
    self.hostSize = hostSize
    self.safeAreaInsets = safeAreaInsets
    self.keyboardHeight = keyboardHeight
    self.isWindow = isWindow
    self.bottomOffset = bottomOffset
    self.horizontalAlignment = horizontalAlignment
    self.verticalAlignment = verticalAlignment
    self.topMargin = topMargin
    self.leadingMargin = leadingMargin
    self.trailingMargin = trailingMargin
  }

  /// Reads size, safe area, keyboard and window from a host, once.
  public init(
    host: SnackbarHost,
    bottomOffset: CGFloat = 0,
    horizontalAlignment: SnackbarHorizontalAlignment = .center,
    verticalAlignment: SnackbarVerticalAlignment = .bottom,
    topMargin: CGFloat? = nil,
    leadingMargin: CGFloat? = nil,
    trailingMargin: CGFloat? = nil
  ) {
    self.init(
      hostSize: host.size, safeAreaInsets: host.safeAreaInsets, keyboardHeight: host.keyboardHeight,
      isWindow: host.isWindow, bottomOffset: bottomOffset, horizontalAlignment: horizontalAlignment,
      verticalAlignment: verticalAlignment, topMargin: topMargin, leadingMargin: leadingMargin,
      trailingMargin: trailingMargin)
  }
}
