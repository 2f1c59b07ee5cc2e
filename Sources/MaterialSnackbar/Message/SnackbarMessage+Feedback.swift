extension SnackbarMessage {
  /// The message's importance (HIG feedback): it chooses a default leading icon (when
  /// ``leadingIcon`` is nil), a haptic as the snackbar appears (none for
  /// ``SnackbarImportance/info``) and the announcement's politeness (assertive for warnings and
  /// errors). Nil (the default) behaves as MDC. Copied by ``copy()``. An addition.
  public var importance: SnackbarImportance? {
    get { storage[\.importance] }
    set { storage[\.importance] = newValue }
  }

  /// Whether the snackbar draws a leading icon at all (default true). False draws none, not even
  /// the ``importance``'s default: for a design without icons, which keeps the importance's
  /// haptic and announcement. Copied by ``copy()``. An addition.
  public var showsLeadingIcon: Bool {
    get { storage[\.showsLeadingIcon] }
    set { storage[\.showsLeadingIcon] = newValue }
  }

  /// The icon the snackbar draws: none when ``showsLeadingIcon`` is false; else ``leadingIcon``
  /// if set, else the ``importance``'s ``SnackbarImportance/defaultIcon``, else none.
  public var displayedLeadingIcon: SnackbarIcon? {
    storage.read { $0.showsLeadingIcon ? $0.leadingIcon ?? $0.importance?.defaultIcon : nil }
  }
}
