import Foundation
import SnackbarFlow
import SnackbarImage
import SnackbarRendering
import SnackbarSnapshotCore

extension Snapshotting where Value == SnackbarTimeline, Format == RGBAImage {
  /// The timeline's filmstrip as a PNG golden, compared under `tolerance`.
  public static func filmstrip(tolerance: ImageTolerance = .exact) -> Snapshotting<SnackbarTimeline, RGBAImage> {
    Snapshotting<RGBAImage, RGBAImage>.image(tolerance: tolerance).pullback { $0.filmstrip }
  }
}

extension Snapshotting where Value == SnackbarTimeline, Format == String {
  /// The timeline's event log as a `.txt` golden, compared exactly and reported as a line diff.
  public static var eventLog: Snapshotting<SnackbarTimeline, String> {
    Snapshotting<String, String>.lines.pullback { $0.eventLog }
  }
}

/// How a flow is snapshotted: played once, then pinned by two goldens of one name, the filmstrip
/// (`<name>.png`) and the event log (`<name>.txt`).
///
/// ```swift
/// @Test func undo() throws {
///   let scenario = try SnackbarScenario(
///     until: 3,
///     steps: [
///       SnackbarScenarioStep(at: 0, .show(SnackbarScenarioMessage(text: "Photo archived", action: "Undo"))),
///       SnackbarScenarioStep(at: 1, .tap(.action)),
///     ])
///   assertSnapshot(of: scenario, as: .timeline(), named: "undo")
/// }
/// ```
public struct SnackbarTimelineSnapshotting: Sendable {
  /// The filmstrip's strategy.
  public var filmstrip: Snapshotting<SnackbarTimeline, RGBAImage>
  /// The event log's strategy.
  public var eventLog: Snapshotting<SnackbarTimeline, String>
  /// Plays a scenario into a timeline.
  public var play: @Sendable (SnackbarScenario) throws -> SnackbarTimeline

  /// Creates the pair from its parts.
  public init(
    filmstrip: Snapshotting<SnackbarTimeline, RGBAImage>, eventLog: Snapshotting<SnackbarTimeline, String>,
    play: @escaping @Sendable (SnackbarScenario) throws -> SnackbarTimeline
  ) {
    self.filmstrip = filmstrip
    self.eventLog = eventLog
    self.play = play
  }

  /// Plays the scenario on a real manager in virtual time and snapshots its filmstrip (stills
  /// at `filmstripScale`, compared under `tolerance`) and its event log (compared exactly).
  /// - Parameters:
  ///   - filmstripScale: the stills' display scale, 1 (default), 2 or 3.
  ///   - title: a heading over the filmstrip; nil for none.
  ///   - tolerance: how different the filmstrip's pixels may be (`ImageTolerance.exact`).
  public static func timeline(
    filmstripScale: Int = 1, title: String? = nil, tolerance: ImageTolerance = .exact
  ) -> SnackbarTimelineSnapshotting {
    SnackbarTimelineSnapshotting(filmstrip: .filmstrip(tolerance: tolerance), eventLog: .eventLog) { scenario in
      try SnackbarTimeline(playing: scenario, filmstripScale: filmstripScale, title: title)
    }
  }
}
