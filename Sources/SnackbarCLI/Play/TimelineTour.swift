/// The scenario `snackbar timeline` plays when given none: a tour of the manager's queueing
/// rules, as a scenario file a user can start from (`snackbar timeline --print-scenario`).
///
/// Compiled in as text, not shipped as a resource, so the command needs no bundle at run time;
/// it is read by the same strict reader as any scenario file (TimelineCommandTests pins that it
/// is accepted and what it plays). Its stops, in virtual seconds:
/// - 0: a plain message, shown for its 4 s after the 0.15 s enter animation, times out;
/// - 5 and 6: a message without a category replaces the one showing;
/// - 11: of three messages shown at once, the second of category mail replaces the first, and
///   the one of category sync, queued between them, is shown first;
/// - 20: category sync is suspended, so of two messages the drafts one is shown and the sync
///   one waits until the token is released at 26;
/// - 31: a message with an action never times out; the user taps the action at 61.
enum TimelineTour {
  /// The scenario file's text.
  static let json = """
    {"device": "iphone-15", "theme": "mdc", "until": 62.0,
     "steps": [
       {"at": 0.0, "show": {"text": "Photo saved"}},
       {"at": 5.0, "show": {"text": "Uploading 3 files…"}},
       {"at": 6.0, "show": {"text": "Upload finished"}},
       {"at": 11.0, "show": {"text": "Mail sent", "category": "mail"}},
       {"at": 11.0, "show": {"text": "Sync paused", "category": "sync"}},
       {"at": 11.0, "show": {"text": "2 mails sent", "category": "mail"}},
       {"at": 20.0, "suspend": {"token": "sync-hold", "category": "sync"}},
       {"at": 20.0, "show": {"text": "Sync resumed", "category": "sync"}},
       {"at": 20.0, "show": {"text": "Draft saved", "category": "drafts"}},
       {"at": 26.0, "release": "sync-hold"},
       {"at": 31.0, "show": {"text": "Item archived", "action": "Undo"}},
       {"at": 61.0, "tap": "action"}]}
    """
}
