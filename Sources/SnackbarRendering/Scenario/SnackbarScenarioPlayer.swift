import Foundation
import MaterialSnackbar
import SnackbarFlow

/// Plays a scenario as a user sees it: the manager's visible snackbar over its host screen,
/// frame by frame, plus one still per moment at which the manager did something.
///
/// The player moves a `SnackbarScenarioRun` (a real manager in virtual time) from one stop to
/// the next, a stop being the next frame (`k / fps`), the next step or the next job the manager
/// scheduled, whichever comes first. After each stop at which the manager did something or a step
/// was applied it keeps a key frame (a still at ``Options/filmstripScale``, the steps and the
/// events), and at each frame time it draws the frame with ``SnackbarFlowFrameRenderer``, which
/// redraws only the snackbar's region.
///
/// ```swift
/// let player = try SnackbarScenarioPlayer(scenario: scenario, renderer: try SnackbarRenderer())
/// let recording = try player.record()
/// try AtomicFile.write(recording.animation, to: URL(fileURLWithPath: "flow/animation.png"))
/// ```
///
/// Use a player on one thread at a time (it draws with its renderer).
public final class SnackbarScenarioPlayer {
  /// How to play.
  public struct Options: Sendable, Equatable {
    /// Frames per second, 1...120 (default 30).
    public var framesPerSecond: Int
    /// The frames' display scale (1, 2 or 3); nil keeps the scenario's or the device's.
    public var scale: Int?
    /// The display scale of the key frames a filmstrip shows (default 1).
    public var filmstripScale: Int

    /// Creates options.
    public init(framesPerSecond: Int = 30, scale: Int? = nil, filmstripScale: Int = 1) {
      self.framesPerSecond = framesPerSecond
      self.scale = scale
      self.filmstripScale = filmstripScale
    }

    /// The most frames per second.
    public static let maximumFramesPerSecond = 120
  }

  /// The scenario played.
  public let scenario: SnackbarScenario
  /// How it is played.
  public let options: Options
  /// The renderer that draws.
  public let renderer: SnackbarRenderer

  /// Creates a player, checking everything that could stop it before it draws: the frame rate,
  /// the scales and the host (an unknown device name).
  /// - Throws: `SnackbarScenarioError` naming the option or key.
  public init(scenario: SnackbarScenario, options: Options = Options(), renderer: SnackbarRenderer)
    throws(SnackbarScenarioError)
  {
    guard (1...Options.maximumFramesPerSecond).contains(options.framesPerSecond) else {
      throw SnackbarScenarioError(
        key: "fps", reason: "must be 1...\(Options.maximumFramesPerSecond), got \(options.framesPerSecond)")
    }
    guard (1...3).contains(options.filmstripScale) else {
      throw SnackbarScenarioError(key: "filmstripScale", reason: "must be 1, 2 or 3, got \(options.filmstripScale)")
    }
    _ = try scenario.makeHost(scale: options.scale)
    self.scenario = scenario
    self.options = options
    self.renderer = renderer
  }

  /// How many frames a full playback draws: one at each `k / fps` from 0 to `until`.
  public var frameCount: Int {
    Int((scenario.until * Double(options.framesPerSecond) + 1e-9).rounded(.down)) + 1
  }

  /// Plays the whole flow without drawing its frames: the event log and the key frames only, what
  /// a filmstrip or a timeline snapshot needs.
  /// - Throws: ``SnackbarRenderError`` from drawing a key frame.
  public func play() throws(SnackbarRenderError) -> SnackbarPlayback {
    try play(drawingFrames: false) { _ in }
  }

  /// Plays the whole flow, drawing every frame.
  /// - Parameter frame: called for every frame in order. Its image shares the player's buffer: an
  ///   image kept beyond the call stays valid, but makes the next frame copy the whole picture.
  /// - Throws: ``SnackbarRenderError`` from drawing, or whatever `frame` throws.
  public func play(
    frame: (SnackbarFlowFrame) throws(SnackbarRenderError) -> Void
  ) throws(SnackbarRenderError) -> SnackbarPlayback {
    try play(drawingFrames: true, frame: frame)
  }

  private func play(
    drawingFrames: Bool, frame: (SnackbarFlowFrame) throws(SnackbarRenderError) -> Void
  ) throws(SnackbarRenderError) -> SnackbarPlayback {
    let host: SnackbarHost
    do {
      host = try scenario.makeHost(scale: options.scale)
    } catch {
      // init made the same host, so this only happens if the presets changed in between.
      throw .invalidRequest(field: error.key ?? "scenario", value: "\(scenario.host)", expected: error.reason)
    }
    let run = SnackbarScenarioRun(scenario: scenario, host: host)
    let frames = SnackbarFlowFrameRenderer(
      renderer: renderer, host: host, manager: run.manager, background: scenario.screenBackground)
    let fps = Double(options.framesPerSecond)
    let totalFrames = drawingFrames ? frameCount : 0
    var frameIndex = 0
    var keyFrames: [SnackbarKeyFrame] = []
    var seenEvents = 0
    var seenSteps = 0
    while true {
      let nextFrame = frameIndex < totalFrames ? Double(frameIndex) / fps : nil
      let candidates = [nextFrame, run.nextChangeTime].compactMap { $0 }
      guard let stop = candidates.min() else { break }
      run.advance(to: stop)
      if run.eventCount > seenEvents || run.appliedStepCount > seenSteps {
        let events = Array(run.events.dropFirst(seenEvents))
        let steps = Array(scenario.steps[seenSteps..<run.appliedStepCount])
        seenEvents += events.count
        seenSteps = run.appliedStepCount
        keyFrames.append(try keyFrame(run, steps: steps, events: events))
      }
      if let nextFrame, stop >= nextFrame {
        let changed = try frames.draw(run.screen)
        if let image = frames.image {
          try frame(SnackbarFlowFrame(index: frameIndex, time: nextFrame, image: image, changed: changed))
        }
        frameIndex += 1
      }
    }
    run.finish()
    return SnackbarPlayback(
      events: run.events, keyFrames: keyFrames, frameCount: frameIndex, drawnFrameCount: frames.drawnFrameCount,
      skippedFrameCount: frames.skippedFrameCount)
  }

  /// The still of the moment the run is at, at the filmstrip's scale, with its steps and events.
  private func keyFrame(
    _ run: SnackbarScenarioRun, steps: [SnackbarScenarioStep], events: [SnackbarFlowEvent]
  ) throws(SnackbarRenderError) -> SnackbarKeyFrame {
    let screen = run.screen
    let host = run.host.copy(scale: CGFloat(options.filmstripScale))
    let background = scenario.screenBackground
    var region: ImageRegion?
    if let view = screen.messageView {
      var placement = SnackbarRenderRequest(
        messageView: view, traits: host.traitCollection, sizing: .host(host, placement: run.manager))
      placement.progressElapsedTime = screen.presentedFor
      region = try renderer.snackbarRegion(placement)
    }
    let image: RGBAImage
    if let request = SnackbarFlowFrameRenderer.request(
      for: screen, host: host, manager: run.manager, background: background)
    {
      image = try renderer.render(request)
    } else {
      image = try renderer.renderScreen(host: host, bottomOffset: run.manager.bottomOffset, background: background)
    }
    return SnackbarKeyFrame(time: run.time, steps: steps, events: events, image: image, snackbarRegion: region)
  }
}

/// One frame of a playback.
public struct SnackbarFlowFrame: Sendable {
  /// The frame's number, from 0.
  public var index: Int
  /// Its time, `index / fps` seconds.
  public var time: TimeInterval
  /// The whole picture.
  public var image: RGBAImage
  /// The pixels that differ from the previous frame (the whole image for the first); nil when
  /// the frame repeats the previous one.
  public var changed: ImageRegion?
}

/// A still of a moment at which the manager did something or a step was applied, for a filmstrip.
public struct SnackbarKeyFrame: Sendable {
  /// The moment, in seconds.
  public var time: TimeInterval
  /// The scenario's steps applied then, in order.
  public var steps: [SnackbarScenarioStep]
  /// What the manager did then, in order.
  public var events: [SnackbarFlowEvent]
  /// The screen right after those events, at the filmstrip's scale.
  public var image: RGBAImage
  /// Where the visible snackbar (if any) and its shadow lie in ``image``.
  public var snackbarRegion: ImageRegion?

  /// Creates a key frame.
  public init(
    time: TimeInterval, steps: [SnackbarScenarioStep] = [], events: [SnackbarFlowEvent], image: RGBAImage,
    snackbarRegion: ImageRegion?
  ) {
    self.time = time
    self.steps = steps
    self.events = events
    self.image = image
    self.snackbarRegion = snackbarRegion
  }
}

/// What a playback produced besides its frames.
public struct SnackbarPlayback: Sendable {
  /// The event log.
  public var events: [SnackbarFlowEvent]
  /// One still per moment at which events happened or steps were applied, in time order.
  public var keyFrames: [SnackbarKeyFrame]
  /// How many frames were played.
  public var frameCount: Int
  /// How many of them drew the snackbar's region.
  public var drawnFrameCount: Int
  /// How many repeated the previous frame without drawing.
  public var skippedFrameCount: Int
}
