import Foundation
import MaterialSnackbar

// MDC's `mdc_`-prefixed members (its `MDCElevatable`, `MDCElevationOverriding` and Dynamic Type
// categories), each forwarding to the Swift-named member MaterialSnackbar declares.

extension SnackbarManager {
  /// MDC's name for `SnackbarManager/elevationDidChangeBlockForMessageView`.
  @preconcurrency
  public var mdc_elevationDidChangeBlockForMessageView: (@MainActor (SnackbarMessageView, CGFloat) -> Void)? {
    get { elevationDidChangeBlockForMessageView }
    set { elevationDidChangeBlockForMessageView = newValue }
  }

  /// MDC's name for `SnackbarManager/overrideBaseElevation`.
  public var mdc_overrideBaseElevation: CGFloat {
    get { overrideBaseElevation }
    set { overrideBaseElevation = newValue }
  }

  /// MDC's name for `SnackbarManager/adjustsFontForContentSizeCategory`.
  public var mdc_adjustsFontForContentSizeCategory: Bool {
    get { adjustsFontForContentSizeCategory }
    set { adjustsFontForContentSizeCategory = newValue }
  }
}

extension SnackbarMessageView {
  /// MDC's name for `SnackbarMessageView/adjustsFontForContentSizeCategory`.
  public var mdc_adjustsFontForContentSizeCategory: Bool {
    get { adjustsFontForContentSizeCategory }
    set { adjustsFontForContentSizeCategory = newValue }
  }

  /// MDC's name for `SnackbarMessageView/currentElevation`.
  public var mdc_currentElevation: CGFloat { currentElevation }

  /// MDC's name for `SnackbarMessageView/overrideBaseElevation`.
  public var mdc_overrideBaseElevation: CGFloat {
    get { overrideBaseElevation }
    set { overrideBaseElevation = newValue }
  }

  /// MDC's name for `SnackbarMessageView/elevationDidChangeBlock`.
  @preconcurrency
  public var mdc_elevationDidChangeBlock: (@MainActor (SnackbarMessageView, CGFloat) -> Void)? {
    get { elevationDidChangeBlock }
    set { elevationDidChangeBlock = newValue }
  }
}

extension SnackbarMessageViewAppearance {
  /// MDC's name for `SnackbarMessageViewAppearance/adjustsFontForContentSizeCategory`.
  public var mdc_adjustsFontForContentSizeCategory: Bool {
    get { adjustsFontForContentSizeCategory }
    set { adjustsFontForContentSizeCategory = newValue }
  }
}
