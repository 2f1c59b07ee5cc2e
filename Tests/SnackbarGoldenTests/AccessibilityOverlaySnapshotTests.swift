import Foundation
import MaterialSnackbar
import SnackbarRendering
import SnackbarSnapshotTesting
import Testing

/// `.accessibilityOverlay`: what VoiceOver is given, drawn on the snackbar, for the three ways
/// the manager hands a snackbar to VoiceOver: focus moves in (an action), an announcement (a
/// timed message), and the dismissal affordance as the last element.
@Suite(.goldenTimings) struct AccessibilityOverlaySnapshotTests {
  /// An action and a close button: focus moves in, three elements, two hit regions.
  @Test func actionAndCloseButtonTakeFocus() {
    let message = makeMessage("Photo archived", action: "Undo", closeButton: true)
    assertGolden(of: message, as: .accessibilityOverlay(theme: .material3Light), named: "action-close-m3-light")
  }

  /// A timed error with its symbol: announced assertively, focus stays; the label's custom hint.
  @Test func timedErrorIsAnnounced() {
    let message = makeMessage("Couldn't send. Check your connection.", icon: .error)
    message.importance = .error
    message.accessibilityHint = "Sending again in a minute"
    assertGolden(of: message, as: .accessibilityOverlay(), named: "announced-error")
  }

  /// The manager's dismissal affordance: the last element, with no frame on the snackbar.
  @Test func dismissalAffordanceIsListedLast() {
    let manager = SnackbarManager()
    manager.enableDismissalAccessibilityAffordance = true
    let message = makeMessage("Draft saved", action: "View")
    assertGolden(of: message, as: .accessibilityOverlay(manager: manager), named: "dismissal-affordance")
  }
}
