extension SnackbarMessageView {
  /// The message's current text: a ``SnackbarMessageHandle`` may change it while the view shows,
  /// and a renderer drawing ``SnackbarManager/currentSnackbar`` draws the new one.
  public var text: String? { message?.text }

  /// The message's current progress, which a ``SnackbarMessageHandle`` may change while the view
  /// shows.
  public var progress: SnackbarProgress? { message?.progress }

  /// The icon drawn before the text: the message's ``SnackbarMessage/displayedLeadingIcon``.
  public var leadingIcon: SnackbarIcon? { message?.displayedLeadingIcon }
}
