/// Where a presented view's auto-dismiss timer stands (spec 2.5, plus progress holding it).
///
/// Only the manager's scheduler jobs change it, one at a time, so the timer is armed at most once
/// per completion of the progress.
enum SnackbarAutoDismissTimer {
  /// No timer: the enter animation is still running, the message does not time out, or its
  /// timer already fired.
  case notArmed
  /// The message would time out, but its progress is incomplete: the timer starts, with the full
  /// duration, when an update completes it.
  case held
  /// The timer runs; it is cancelled if an update makes the progress incomplete again.
  case running(SnackbarScheduledJob)
}

extension SnackbarProgress {
  /// Whether this progress keeps a shown message from timing out: incomplete determinate work,
  /// and indeterminate work, which cannot say it has finished.
  var holdsAutoDismissTimer: Bool { !isComplete }
}
