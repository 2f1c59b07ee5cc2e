import Foundation
import MaterialSnackbar

/// One thing that happens to the manager from outside, at a moment of the flow.
public struct SnackbarScenarioStep: Sendable, Equatable {
  /// When, in seconds after the flow starts. Jobs the manager scheduled for this very moment
  /// (a timer, the end of an animation) run first, then the step.
  public var at: TimeInterval
  /// What happens.
  public var action: SnackbarScenarioAction

  /// Creates a step.
  public init(at: TimeInterval, _ action: SnackbarScenarioAction) {
    self.at = at
    self.action = action
  }
}

/// What a step does. Each case calls the manager's public API (or the visible view's
/// `SnackbarMessageView/perform(_:)`) once; the manager's rules decide the rest.
public enum SnackbarScenarioAction: Sendable, Equatable {
  /// `show` a message (through `showUpdatable`, so a later ``update(text:progress:)`` can reach it).
  case show(SnackbarScenarioMessage)
  /// Changes the visible message's text and/or progress (nothing happens when none is visible).
  case update(text: String?, progress: SnackbarProgress?)
  /// A tap on a part of the visible snackbar, or outside it.
  case tap(SnackbarScenarioTapTarget)
  /// A horizontal swipe on the visible snackbar.
  case swipe(SnackbarSwipeDirection)
  /// VoiceOver's escape gesture (two-finger scrub) on the visible snackbar.
  case accessibilityEscape
  /// `dismissAndCallCompletionBlocks(withCategory:)`: nil dismisses every message.
  case dismiss(category: String?)
  /// `suspendMessages(withCategory:)`, or `suspendAllMessages()` when `category` is nil; the
  /// token is kept under `token` until a ``release(token:)`` step.
  case suspend(token: String, category: String?)
  /// `resumeMessages(with:)` for the token suspended under this name.
  case release(token: String)
  /// Turns VoiceOver on or off (`isVoiceOverRunningOverride`, then `voiceOverStatusDidChange()`).
  case voiceOver(Bool)
  /// `setBottomOffset(_:)`, in points (49 for a tab bar).
  case bottomOffset(Double)
  /// A keyboard of this height, in points, shows over the host's bottom edge (0 hides it).
  case keyboard(Double)

  /// The step's key in the JSON format.
  public var key: String {
    switch self {
    case .show: return "show"
    case .update: return "update"
    case .tap: return "tap"
    case .swipe: return "swipe"
    case .accessibilityEscape: return "accessibilityEscape"
    case .dismiss: return "dismiss"
    case .suspend: return "suspend"
    case .release: return "release"
    case .voiceOver: return "voiceOver"
    case .bottomOffset: return "bottomOffset"
    case .keyboard: return "keyboard"
    }
  }

  /// Checks the values a Swift caller could get wrong (the JSON reader checks them as it reads).
  func validate(index: Int) throws(SnackbarScenarioError) {
    switch self {
    case .show(let message):
      try message.validate(index: index)
    case .update(let text, let progress):
      guard text != nil || progress != nil else {
        throw SnackbarScenarioError(step: index, key: "update", reason: "give \"text\", \"progress\" or both")
      }
      if let text, text.isEmpty {
        throw SnackbarScenarioError(step: index, key: "update.text", reason: "may not be empty")
      }
      if let text { try SnackbarScenarioMessage.checkLength(of: text, index: index, key: "update.text") }
      if case .determinate(let fraction) = progress, !(fraction >= 0 && fraction <= 1) {
        throw SnackbarScenarioError(step: index, key: "update.progress", reason: "must be in 0...1, got \(fraction)")
      }
    case .suspend(let token, let category):
      guard !token.isEmpty else {
        throw SnackbarScenarioError(step: index, key: "suspend.token", reason: "may not be empty")
      }
      if category?.isEmpty == true {
        throw SnackbarScenarioError(
          step: index, key: "suspend.category", reason: "may not be empty; leave it out to suspend all")
      }
    case .bottomOffset(let points), .keyboard(let points):
      guard points.isFinite, (0...4096).contains(points) else {
        throw SnackbarScenarioError(
          step: index, key: key, reason: "must be a number of points in 0...4096, got \(points)")
      }
    case .tap, .swipe, .accessibilityEscape, .dismiss, .release, .voiceOver:
      break
    }
  }
}

/// Where a tap lands.
public enum SnackbarScenarioTapTarget: String, Sendable, Equatable, CaseIterable {
  /// The action button.
  case action
  /// The snackbar's body or text.
  case body
  /// The close (×) button.
  case close
  /// Outside the snackbar (dismisses only a message with `shouldDismissOnOverlayTap`).
  case outside

  /// The interaction the visible view performs.
  public var interaction: SnackbarInteraction {
    switch self {
    case .action: return .tapAction
    case .body: return .tapBody
    case .close: return .tapCloseButton
    case .outside: return .tapOutside
    }
  }
}
