import Foundation
import SnackbarBasics

/// The view or window a snackbar is presented in: the stand-in for the `UIView` MDC attaches its
/// overlay to.
///
/// A class, because the manager (`setPresentationHostView(_:)`) and a message
/// (`presentationHostViewOverride`) hold it weakly, as MDC does. It is safe to read and change
/// from any thread.
public final class SnackbarHost: Sendable {
  private struct State {
    var size: CGSize
    var safeAreaInsets: SnackbarEdgeInsets
    var traitCollection: SnackbarTraitCollection
    var keyboardHeight: CGFloat
    var isWindow: Bool
    var tag = 0
  }

  // SnackbarLocked (a pthread mutex) rather than Synchronization.Mutex: ThreadSanitizer on Linux
  // does not see the toolchain's futex-based Mutex and would report false races.
  private let state: SnackbarLocked<State>

  /// Creates a host.
  /// - Parameters:
  ///   - size: the host's bounds in points.
  ///   - safeAreaInsets: the safe area (notch, home indicator, …).
  ///   - traitCollection: scale, appearance, direction, Dynamic Type and size classes.
  ///   - keyboardHeight: the visible keyboard's height over the host's bottom edge, 0 when hidden.
  ///   - isWindow: whether the host is (in) a window; MDC caps the snackbar at half the window's
  ///     height, and at 80 pt when there is none (spec 3.5).
  public init(
    size: CGSize,
    safeAreaInsets: SnackbarEdgeInsets = .zero,
    traitCollection: SnackbarTraitCollection = SnackbarTraitCollection(),
    keyboardHeight: CGFloat = 0,
    isWindow: Bool = true
  ) {
    state = SnackbarLocked(
      State(
        size: size, safeAreaInsets: safeAreaInsets, traitCollection: traitCollection,
        keyboardHeight: keyboardHeight, isWindow: isWindow))
  }

  /// The host's bounds size in points.
  public var size: CGSize {
    get { state[\.size] }
    set { state[\.size] = newValue }
  }

  /// The safe-area insets.
  public var safeAreaInsets: SnackbarEdgeInsets {
    get { state[\.safeAreaInsets] }
    set { state[\.safeAreaInsets] = newValue }
  }

  /// The host's traits.
  public var traitCollection: SnackbarTraitCollection {
    get { state[\.traitCollection] }
    set { state[\.traitCollection] = newValue }
  }

  /// The keyboard's visible height over the bottom edge, 0 when hidden.
  public var keyboardHeight: CGFloat {
    get { state[\.keyboardHeight] }
    set { state[\.keyboardHeight] = newValue }
  }

  /// Whether the host is (in) a window.
  public var isWindow: Bool {
    get { state[\.isWindow] }
    set { state[\.isWindow] = newValue }
  }

  /// An integer the app may use to identify the host, as `UIView.tag`; 0 by default. The
  /// snackbar never reads it.
  public var tag: Int {
    get { state[\.tag] }
    set { state[\.tag] = newValue }
  }

  /// The host's bounds, origin zero.
  public var bounds: CGRect { CGRect(origin: .zero, size: size) }
}
