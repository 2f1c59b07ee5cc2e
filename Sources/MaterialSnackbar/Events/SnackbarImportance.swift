/// A message's importance, as Apple's Human Interface Guidelines grade feedback: it chooses a
/// default leading icon, a haptic and how urgently VoiceOver speaks the message.
///
/// | Importance | Default icon | Haptic | Announcement |
/// |---|---|---|---|
/// | ``info`` | ``SnackbarIcon/info`` | none | polite |
/// | ``success`` | ``SnackbarIcon/success`` | ``SnackbarHapticFeedback/success`` | polite |
/// | ``warning`` | ``SnackbarIcon/warning`` | ``SnackbarHapticFeedback/warning`` | assertive |
/// | ``error`` | ``SnackbarIcon/error`` | ``SnackbarHapticFeedback/error`` | assertive |
///
/// The icon is used only when the message has no ``SnackbarMessage/leadingIcon`` of its own. The
/// haptic is requested when the snackbar appears; the announcement is made after its enter
/// animation, unless the snackbar takes VoiceOver focus instead (see
/// ``SnackbarManagerEvent/announcement(text:assertive:)``). A polite announcement waits for
/// VoiceOver to finish what it is saying (MDC's low priority); an assertive one interrupts it.
/// Not part of MDC iOS; a message without importance behaves exactly as MDC's.
public enum SnackbarImportance: String, Sendable, CaseIterable {
  /// Neutral information: an icon, no haptic, a polite announcement.
  case info
  /// Something worked.
  case success
  /// Something needs attention.
  case warning
  /// Something failed.
  case error

  /// The icon drawn when the message sets no ``SnackbarMessage/leadingIcon``.
  public var defaultIcon: SnackbarIcon {
    switch self {
    case .info: return .info
    case .success: return .success
    case .warning: return .warning
    case .error: return .error
    }
  }

  /// The haptic requested when the snackbar appears; nil for ``info``, which HIG leaves silent.
  public var hapticFeedback: SnackbarHapticFeedback? {
    switch self {
    case .info: return nil
    case .success: return .success
    case .warning: return .warning
    case .error: return .error
    }
  }

  /// Whether the announcement interrupts VoiceOver (warnings and errors) rather than waiting.
  public var isAssertive: Bool {
    switch self {
    case .info, .success: return false
    case .warning, .error: return true
    }
  }
}
