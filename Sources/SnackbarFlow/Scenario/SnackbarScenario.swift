import Foundation
import MaterialSnackbar

/// A flow: timed steps applied to a real `SnackbarManager` on a `ManualScheduler`, from time 0
/// to ``until``, in a host screen.
///
/// The scenario only says what happens from outside the manager: a message is shown, the user
/// taps, a sheet suspends messages, VoiceOver is turned on. Everything that follows (queueing,
/// replacing, timers, animations, completions) is the manager's own doing; ``SnackbarScenarioRun``
/// applies the steps and records what the manager did.
///
/// ```swift
/// let scenario = try SnackbarScenario(
///   host: .device(name: "iphone-15"), until: 6,
///   steps: [
///     SnackbarScenarioStep(at: 0, .show(SnackbarScenarioMessage(text: "Photo archived", action: "Undo"))),
///     SnackbarScenarioStep(at: 1, .tap(.action)),
///   ])
/// ```
///
/// Scenarios are usually read from JSON (``init(jsonData:)``), the format `snackbar play` takes.
public struct SnackbarScenario: Sendable, Equatable {
  /// The longest scenario, in seconds: ten minutes is far beyond any snackbar flow, and keeps a
  /// mistyped `until` from rendering for hours.
  public static let maximumDuration: TimeInterval = 600

  /// The screen the snackbars appear in.
  public var host: SnackbarScenarioHost
  /// The look of every message (a show step may name its own), and of the screen behind them.
  public var theme: SnackbarTheme
  /// When the flow ends, in seconds after it starts.
  public var until: TimeInterval
  /// The steps, in time order.
  public var steps: [SnackbarScenarioStep]

  /// Creates a scenario and checks it as ``init(jsonData:)`` checks a file.
  /// - Throws: ``SnackbarScenarioError`` naming the step and key of a bad time (negative,
  ///   non-finite, past `until`, before the previous step's), a bad value, a suspension token
  ///   suspended twice or a release of a token that is not suspending.
  public init(
    host: SnackbarScenarioHost = .device(name: "iphone-15"), theme: SnackbarTheme = .mdc, until: TimeInterval,
    steps: [SnackbarScenarioStep]
  ) throws(SnackbarScenarioError) {
    self.host = host
    self.theme = theme
    self.until = until
    self.steps = steps
    try validate()
  }

  /// The checks of ``init(host:theme:until:steps:)``: times, values and tokens.
  public func validate() throws(SnackbarScenarioError) {
    guard until.isFinite, until > 0, until <= Self.maximumDuration else {
      throw SnackbarScenarioError(
        key: "until", reason: "must be a number of seconds in (0, \(Int(Self.maximumDuration))], got \(until)")
    }
    try host.validate()
    var previous: TimeInterval = 0
    var suspending: Set<String> = []
    for (index, step) in steps.enumerated() {
      try Self.validateTime(step.at, index: index, previous: previous, until: until)
      previous = step.at
      try step.action.validate(index: index)
      switch step.action {
      case .suspend(let token, _):
        guard suspending.insert(token).inserted else {
          throw SnackbarScenarioError(
            step: index, key: "suspend.token",
            reason: "token \"\(token)\" is already suspending messages; release it first or use another name")
        }
      case .release(let token):
        guard suspending.remove(token) != nil else {
          let active = suspending.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
          throw SnackbarScenarioError(
            step: index, key: "release",
            reason: "no suspension named \"\(token)\" is active here (active: \(active.isEmpty ? "none" : active))")
        }
      default:
        break
      }
    }
  }

  private static func validateTime(
    _ time: TimeInterval, index: Int, previous: TimeInterval, until: TimeInterval
  ) throws(SnackbarScenarioError) {
    guard time.isFinite, time >= 0 else {
      throw SnackbarScenarioError(
        step: index, key: "at", reason: "must be a finite number of seconds >= 0, got \(time)")
    }
    guard time <= until else {
      throw SnackbarScenarioError(step: index, key: "at", reason: "\(time) is past the scenario's end (until \(until))")
    }
    guard time >= previous else {
      throw SnackbarScenarioError(
        step: index, key: "at",
        reason: "\(time) is before the previous step's time \(previous); list steps in time order")
    }
  }
}
