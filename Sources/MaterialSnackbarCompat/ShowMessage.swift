import MaterialSnackbar

extension SnackbarManager {
  /// The Objective-C selector's spelling of `show(_:)` (`showMessage:`), which MDC's own README
  /// uses in its Swift sample.
  @available(*, deprecated, renamed: "show(_:)", message: "Use show(_:) instead.")
  public func showMessage(_ message: SnackbarMessage?) { show(message) }
}
