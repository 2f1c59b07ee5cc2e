#if !canImport(UIKit)
  import Foundation
  import MaterialSnackbar

  /// UIKit's view, as the port's `SnackbarHost`: what MDC-era code passes to
  /// `setPresentationHostView(_:)` and `presentationHostViewOverride`. Only its size, safe area
  /// and traits matter to a snackbar; the manager and messages hold it weakly, as MDC does.
  public typealias UIView = SnackbarHost

  /// UIKit's window: a host that is a window (MDC caps the snackbar at half a window's height).
  public typealias UIWindow = SnackbarHost

  extension SnackbarHost {
    /// `UIView(frame:)`: a host the size of `frame`. The origin is ignored: a snackbar is laid out
    /// in its host's own coordinates.
    public convenience init(frame: CGRect) {
      self.init(size: frame.size)
    }

    /// `UIView.frame`, at the origin: setting it resizes the host.
    public var frame: CGRect {
      get { bounds }
      set { size = newValue.size }
    }
  }
#endif
