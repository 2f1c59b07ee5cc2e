import Foundation
import MaterialSnackbar
import SnackbarJSON
import SnackbarLayout

/// A flow: timed steps applied to a real `SnackbarManager` on a `ManualScheduler`, from time 0
/// to ``until``, in a host screen.
///
/// The scenario only says what happens from outside the manager: a message is shown, the user
/// taps, a sheet suspends messages, VoiceOver is turned on. Everything that follows (queueing,
/// replacing, timers, animations, completions) is the manager's own doing; ``SnackbarPlayback``
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

  /// The most steps a scenario may have. A hand-written flow has tens; 100,000 leaves room for
  /// generated stress flows, while reading, checking and playing that many (even all at one
  /// moment) stays within a few seconds and a few hundred megabytes.
  public static let maximumStepCount = 100_000

  /// The screen the snackbars appear in.
  public var host: SnackbarScenarioHost
  /// The look of every message (a show step may name its own), and of the screen behind them.
  public var theme: SnackbarTheme
  /// When the flow ends, in seconds after it starts.
  public var until: TimeInterval
  /// The steps, in time order.
  public var steps: [SnackbarScenarioStep]
  /// Where the file this scenario was read from wrote its top-level values; nil for one made in
  /// Swift. Not part of the scenario's value (``==`` ignores it).
  var source: SnackbarScenarioSource?

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

  /// Two scenarios are equal when they play the same flow, wherever they were read from.
  public static func == (lhs: SnackbarScenario, rhs: SnackbarScenario) -> Bool {
    lhs.host == rhs.host && lhs.theme == rhs.theme && lhs.until == rhs.until && lhs.steps == rhs.steps
  }

  /// `error` with the line and column of the top-level key it names, when this scenario was read
  /// from a file: for errors found after reading, such as a device name the renderer does not know.
  package func located(_ error: SnackbarScenarioError) -> SnackbarScenarioError {
    guard let source, error.step == nil else { return error }
    return error.located(at: error.key.flatMap { source.positions[$0] } ?? source.document)
  }

  /// The checks of ``init(host:theme:until:steps:)``: the number of steps, times, values and tokens.
  public func validate() throws(SnackbarScenarioError) {
    guard steps.count <= Self.maximumStepCount else {
      throw SnackbarScenarioError(
        key: "steps", reason: "has \(steps.count) steps; a scenario holds at most \(Self.maximumStepCount)")
    }
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
            reason:
              "token \(SnackbarScenarioError.quoted(token)) is already suspending messages; "
              + "release it first or use another name")
        }
      case .release(let token):
        guard suspending.remove(token) != nil else {
          let active =
            suspending.sorted().prefix(10).map(SnackbarScenarioError.quoted).joined(separator: ", ")
            + (suspending.count > 10 ? " and \(suspending.count - 10) more" : "")
          throw SnackbarScenarioError(
            step: index, key: "release",
            reason:
              "no suspension named \(SnackbarScenarioError.quoted(token)) is active here "
              + "(active: \(active.isEmpty ? "none" : active))")
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

/// Where a scenario read from a file wrote its top-level values, so an error found later (the
/// player refusing an unknown device) can name the line and column too. Only the top level is
/// kept: steps are checked while reading, and a large scenario's whole tree would cost more
/// memory than the scenario itself.
struct SnackbarScenarioSource: Sendable {
  /// The position of each top-level key's value.
  let positions: [String: SnackbarJSONPosition]
  /// The position of the document itself.
  let document: SnackbarJSONPosition

  init(_ document: SnackbarJSONNode) {
    var positions: [String: SnackbarJSONPosition] = [:]
    for member in document.members ?? [] { positions[member.key] = member.value.position }
    self.positions = positions
    self.document = document.position
  }
}
