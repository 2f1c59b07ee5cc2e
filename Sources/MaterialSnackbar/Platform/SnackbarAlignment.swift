/// Where a width-limited snackbar sits on a regular × regular host, as
/// `MDCSnackbarHorizontalAlignment`. Other hosts always use full width between the margins.
public enum SnackbarHorizontalAlignment: Int, Sendable, Hashable, CaseIterable {
  /// Centred horizontally (the default).
  case center = 0
  /// Pinned to the leading margin.
  case leading = 1
}

/// Which edge of the host the snackbar sits at, as `MDCSnackbarVerticalAlignment`.
public enum SnackbarVerticalAlignment: Int, Sendable, Hashable, CaseIterable {
  /// Above the bottom safe area, keyboard and bottom offset (the default).
  case bottom = 0
  /// Below the top safe area, by `topMargin`.
  case top = 1
}
