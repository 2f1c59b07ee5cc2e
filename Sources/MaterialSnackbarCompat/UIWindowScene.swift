#if !canImport(UIKit)
  import MaterialSnackbar

  /// UIKit's window scene, as a token: MDC-era code passes one to
  /// `MDCSnackbarManager(windowScene:)`. Headless there are no windows to search, so a scene
  /// carries nothing; give the manager its host with `setPresentationHostView(_:)`.
  public final class UIWindowScene: Sendable {
    /// Creates a scene token.
    public init() {}
  }

  extension SnackbarManager {
    /// MDC's designated initializer. The scene only limits which of the app's windows MDC
    /// searches for a host (spec 2.11); headless there are none, so it is ignored and the
    /// manager is the same as `MDCSnackbarManager()`, on the main queue.
    public convenience init(windowScene: UIWindowScene?) {
      self.init()
    }
  }
#endif
