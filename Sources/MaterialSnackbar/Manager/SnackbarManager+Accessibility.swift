// VoiceOver state and the record of the notifications a platform would post (spec 2.8).
extension SnackbarManager {
  /// Makes the manager behave as if VoiceOver (or Switch Control) were running: MDC's test hook,
  /// public here because a headless host has no screen reader to ask. Default false.
  public var isVoiceOverRunningOverride: Bool {
    get { state[\.isVoiceOverRunningOverride] }
    set { state[\.isVoiceOverRunningOverride] = newValue }
  }

  /// Whether VoiceOver counts as running for the rules of spec 2.5–2.9.
  var isVoiceOverRunning: Bool { isVoiceOverRunningOverride }

  /// How many ``accessibilityEvents`` are kept: when the record is full, the oldest half is
  /// dropped, so a host that never clears it does not grow without bound.
  public static let accessibilityEventLimit = 1_000

  /// The accessibility notifications posted so far, oldest first (at most
  /// ``accessibilityEventLimit``). A host with a screen reader forwards them; tests assert on them.
  public var accessibilityEvents: [SnackbarAccessibilityEvent] { state.read { $0.accessibilityEvents } }

  /// Forgets the recorded ``accessibilityEvents``.
  public func clearAccessibilityEvents() {
    state.withLock { $0.accessibilityEvents.removeAll() }
  }

  /// Tells the manager VoiceOver was turned on or off, as the system notification MDC observes:
  /// the visible view hides its elements unless it takes focus (spec 2.8).
  public func voiceOverStatusDidChange() {
    guard let view = currentSnackbar else { return }
    view.accessibilityElementsHidden = !allowsFocus(view, transient: isTransient(view))
  }

  func record(_ event: SnackbarAccessibilityEvent) {
    state.withLock { $0.recordAccessibilityEvent(event) }
  }
}
