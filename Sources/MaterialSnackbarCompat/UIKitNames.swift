#if !canImport(UIKit)
  import Foundation
  import MaterialSnackbar

  /// UIKit's control, as a namespace: MDC-era code names `UIControl.State` (`.normal`,
  /// `.highlighted`, …) for the button title colours.
  public enum UIControl {
    /// `UIControl.State`, as the port's `SnackbarControlState`, with UIKit's raw values.
    public typealias State = SnackbarControlState
  }

  /// UIKit's edge insets, as the port's `SnackbarEdgeInsets`.
  public typealias UIEdgeInsets = SnackbarEdgeInsets

  /// UIKit's trait collection, as the port's `SnackbarTraitCollection` (the argument of
  /// `traitCollectionDidChangeBlockForMessageView`).
  public typealias UITraitCollection = SnackbarTraitCollection

  /// UIKit's Dynamic Type sizes, as the port's `SnackbarContentSizeCategory`.
  public typealias UIContentSizeCategory = SnackbarContentSizeCategory

  /// UIKit's accessibility namespace: `UIAccessibility.Notification` is the type of
  /// `focusAccessibilityNotification`.
  public enum UIAccessibility {
    /// The notifications the snackbar can post, as the port's
    /// `SnackbarAccessibilityNotification`.
    public typealias Notification = SnackbarAccessibilityNotification
  }
#endif
