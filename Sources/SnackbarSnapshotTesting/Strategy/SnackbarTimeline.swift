import Foundation
import SnackbarFlow
import SnackbarImage
import SnackbarPlayer
import SnackbarRendering

/// A played flow, as two goldens pin it: its filmstrip (one still per moment at which the manager
/// did something, captioned with the time and the events) and its event log (`events.jsonl`).
///
/// Made by playing a `SnackbarScenario` on a real manager in virtual time without drawing its
/// frames, so a timeline costs a few stills, not an animation.
public struct SnackbarTimeline: Sendable {
  /// The filmstrip page.
  public var filmstrip: RGBAImage
  /// The event log: one JSON object per line.
  public var eventLog: String
  /// Each moment's time, events and row on the page, for a frame-by-frame comparison when the
  /// filmstrip fails; empty for a timeline made from its parts.
  package var moments: [SnackbarFilmstripMoment] = []

  /// Creates a timeline from its parts.
  public init(filmstrip: RGBAImage, eventLog: String) {
    self.filmstrip = filmstrip
    self.eventLog = eventLog
  }

  /// Plays `scenario` and keeps its filmstrip and event log.
  /// - Parameters:
  ///   - scenario: the flow to play, on a fresh manager in virtual time.
  ///   - filmstripScale: the stills' display scale, 1 (default, small goldens), 2 or 3.
  ///   - title: a heading over the filmstrip; nil for none.
  ///   - renderer: draws the stills; this thread's cached renderer by default.
  /// - Throws: `SnackbarScenarioError` for a host or option the player refuses,
  ///   `SnackbarRenderError` when drawing fails.
  public init(
    playing scenario: SnackbarScenario, filmstripScale: Int = 1, title: String? = nil,
    renderer: SnackbarRenderer? = nil
  ) throws {
    let renderer = try renderer ?? SnackbarRendererCache.renderer()
    let player = try SnackbarScenarioPlayer(
      scenario: scenario, options: SnackbarScenarioPlayer.Options(filmstripScale: filmstripScale), renderer: renderer)
    let recorded = try player.recordFilmstripMoments(SnackbarFilmstrip(title: title))
    filmstrip = recorded.image
    eventLog = SnackbarFlowEventLog.jsonLines(recorded.played.events)
    moments = recorded.moments
  }
}
