extension SnackbarMessage {
  /// The message's importance (HIG feedback): it chooses a default leading icon (when
  /// ``leadingIcon`` is nil), a haptic as the snackbar appears (none for
  /// ``SnackbarImportance/info``) and the announcement's politeness (assertive for warnings and
  /// errors). Nil (the default) behaves as MDC. Copied by ``copy()``. An addition.
  public var importance: SnackbarImportance? {
    get { storage[\.importance] }
    set { storage[\.importance] = newValue }
  }

  /// The icon the snackbar draws: ``leadingIcon`` if set, else the ``importance``'s
  /// ``SnackbarImportance/defaultIcon``, else none.
  public var displayedLeadingIcon: SnackbarIcon? {
    storage.read { $0.leadingIcon ?? $0.importance?.defaultIcon }
  }
}
