/// The part of the snackbar a finding is about.
public enum SnackbarAuditElement: String, Sendable, Hashable, CaseIterable {
  /// The message text.
  case message
  /// The action button and its title.
  case action
  /// The leading icon.
  case icon
  /// The close button.
  case close
  /// The progress bar.
  case progress
  /// The whole snackbar (timing, or what VoiceOver is given for it).
  case container
}
