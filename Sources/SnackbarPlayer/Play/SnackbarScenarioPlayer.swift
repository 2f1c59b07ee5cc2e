import Foundation
import MaterialSnackbar
import SnackbarFlow
import SnackbarImage
import SnackbarLayout
import SnackbarRendering

/// Plays a scenario as a user sees it: the manager's visible snackbar over its host screen,
/// frame by frame, plus one still per moment at which the manager did something.
///
/// The player moves a `SnackbarPlayback` (a real manager in virtual time) from one stop to
/// the next, a stop being the next frame (`k / fps`), the next step or the next job the manager
/// scheduled, whichever comes first. ``play()`` keeps a key frame after each stop at which the
/// manager did something or a step was applied (the snackbar's pixels at
/// ``Options/filmstripScale``, the steps and the events); ``play(frame:)`` draws each frame with
/// `SnackbarFlowFrameRenderer`, which redraws only the snackbar's region.
///
/// Budgets: at most ``Options/maximumFrameCount`` frames (600 s at 120 fps), a scenario's own
/// step cap (`SnackbarScenario.maximumStepCount`), and only as many key frames as a filmstrip
/// page can show: once the moments so far would make a page larger than an image may be, the
/// play stops with `SnackbarRenderError/filmstripTooLarge(width:height:moments:maximumSide:maximumPixels:)`
/// rather than keeping more (``Options/keepsKeyFrames`` off keeps none).
///
/// ```swift
/// let player = try SnackbarScenarioPlayer(scenario: scenario, renderer: try SnackbarRenderer())
/// let recording = try player.record()
/// try Data(recording.animation).write(to: URL(fileURLWithPath: "flow/animation.png"), options: .atomic)
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
    /// Whether ``SnackbarScenarioPlayer/play()`` keeps key frames (default true); false plays the
    /// flow for its events alone (`snackbar play --no-filmstrip`), drawing no stills.
    public var keepsKeyFrames: Bool

    /// Creates options.
    public init(framesPerSecond: Int = 30, scale: Int? = nil, filmstripScale: Int = 1, keepsKeyFrames: Bool = true) {
      self.framesPerSecond = framesPerSecond
      self.scale = scale
      self.filmstripScale = filmstripScale
      self.keepsKeyFrames = keepsKeyFrames
    }

    /// The most frames per second.
    public static let maximumFramesPerSecond = 120

    /// The most frames playing gives: one at each `k / fps` from 0 to `until`, with `until` at
    /// most `SnackbarScenario.maximumDuration` (600 s) and ``maximumFramesPerSecond``.
    public static let maximumFrameCount = Int(SnackbarScenario.maximumDuration) * maximumFramesPerSecond + 1
  }

  /// The scenario played.
  public let scenario: SnackbarScenario
  /// How it is played.
  public let options: Options
  /// The renderer that draws.
  public let renderer: SnackbarRenderer
  /// The size of each frame, in pixels.
  public let frameBounds: PixelRect

  /// Creates a player, checking everything that could stop it before it draws: the frame rate,
  /// the scales, the host (an unknown device name) and the frames' size.
  /// - Throws: `SnackbarScenarioError` naming the option or key; for frames larger than an image
  ///   may be, the key `scale` (or `size` for a custom host).
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
    let host = try scenario.makeHost(scale: options.scale)
    do {
      let pixels = try SnackbarCanvas.pixelSize(host.size, scale: host.traitCollection.displayScale)
      frameBounds = PixelRect(width: pixels.width, height: pixels.height)
    } catch {
      let points = "\(ScenarioNumber.format(host.size.width))x\(ScenarioNumber.format(host.size.height))"
      let scale = Int(host.traitCollection.displayScale)
      var reason = "\(points) points at scale \(scale) make frames larger than an image may be"
      if case .imageTooLarge(let width, let height, let side, let total) = error {
        reason =
          "\(points) points at scale \(scale) make frames of \(width)x\(height) pixels; at most \(side) "
          + "pixels a side and \(total) in all: use a smaller size or scale"
      }
      throw scenario.located(
        SnackbarScenarioError(key: scenario.host.makeCustomHost() == nil ? "scale" : "size", reason: reason))
    }
    self.scenario = scenario
    self.options = options
    self.renderer = renderer
  }

  /// How many frames playing the whole scenario draws: one at each `k / fps` from 0 to `until`.
  public var frameCount: Int {
    Int((scenario.until * Double(options.framesPerSecond) + 1e-9).rounded(.down)) + 1
  }

  /// Plays the whole flow without drawing its frames: the event log and the key frames only
  /// (unless ``Options/keepsKeyFrames`` is off), what a filmstrip or a timeline snapshot needs.
  /// - Throws: `SnackbarRenderError` from drawing a key frame, or
  ///   `SnackbarRenderError/filmstripTooLarge(width:height:moments:maximumSide:maximumPixels:)`
  ///   as soon as the moments so far would not fit on a default ``SnackbarFilmstrip`` page.
  public func play() throws(SnackbarRenderError) -> SnackbarRecording {
    try play(for: SnackbarFilmstrip())
  }

  /// Plays the whole flow without drawing its frames, keeping key frames while they fit on
  /// `filmstrip`'s page; see ``play()``.
  public func play(for filmstrip: SnackbarFilmstrip) throws(SnackbarRenderError) -> SnackbarRecording {
    try play(keyFrames: options.keepsKeyFrames ? filmstrip : nil, drawingFrames: false) { _ in }
  }

  /// Plays the whole flow, drawing every frame; no key frames are kept (``play()`` keeps them).
  /// - Parameter frame: called for every frame in order. Its image shares the player's buffer: an
  ///   image kept beyond the call stays valid, but makes the next frame copy the whole picture.
  /// - Throws: `SnackbarRenderError` from drawing, or whatever `frame` throws.
  public func play(
    frame: (SnackbarFlowFrame) throws(SnackbarRenderError) -> Void
  ) throws(SnackbarRenderError) -> SnackbarRecording {
    try play(keyFrames: nil, drawingFrames: true, frame: frame)
  }

  /// Plays the whole flow without drawing anything and calls `presented` with each snackbar the
  /// manager presents, at the time it appears (`snackbar play` audits each one).
  /// - Throws: whatever `presented` throws.
  package func playPresentations(
    _ presented: (SnackbarPresentation) throws(SnackbarRenderError) -> Void
  ) throws(SnackbarRenderError) {
    _ = try play(
      keyFrames: nil, drawingFrames: false, frame: { _ in }, presented: presented, tracksPresentations: true)
  }

  private func play(
    keyFrames filmstrip: SnackbarFilmstrip?, drawingFrames: Bool,
    frame: (SnackbarFlowFrame) throws(SnackbarRenderError) -> Void,
    presented: (SnackbarPresentation) throws(SnackbarRenderError) -> Void = { _ in },
    tracksPresentations: Bool = false
  ) throws(SnackbarRenderError) -> SnackbarRecording {
    let host: SnackbarHost
    do {
      host = try scenario.makeHost(scale: options.scale)
    } catch {
      // init made the same host, so this only happens if the presets changed in between.
      throw .invalidRequest(field: error.key ?? "scenario", value: "\(scenario.host)", expected: error.reason)
    }
    let playback = SnackbarPlayback(scenario: scenario, host: host)
    let frames = SnackbarFlowFrameRenderer(
      renderer: renderer, host: host, manager: playback.manager, background: scenario.screenBackground)
    let fps = Double(options.framesPerSecond)
    let totalFrames = drawingFrames ? frameCount : 0
    var frameIndex = 0
    var keyFrames: [SnackbarKeyFrame] = []
    var room = filmstrip.map { SnackbarFilmstripRoom(filmstrip: $0) }
    var seenEvents = 0
    var seenSteps = 0
    var moments = 0
    // The view last presented, held (not its identifier, which a later view may reuse).
    var lastPresented: SnackbarMessageView?
    while true {
      let nextFrame = frameIndex < totalFrames ? Double(frameIndex) / fps : nil
      let candidates = [nextFrame, playback.nextChangeTime].compactMap { $0 }
      guard let stop = candidates.min() else { break }
      playback.advance(to: stop)
      // Only when asked: the other plays need not read the screen at every stop.
      if tracksPresentations, let view = playback.screen.messageView, view !== lastPresented {
        lastPresented = view
        var request = SnackbarRenderRequest(
          messageView: view, traits: host.traitCollection, sizing: .host(host, placement: playback.manager))
        request.screenBackground = scenario.screenBackground
        try presented(SnackbarPresentation(time: playback.time, request: request))
      }
      if playback.eventCount > seenEvents || playback.appliedStepCount > seenSteps {
        moments += 1
        // Each moment's new events alone: resolving the whole log at every moment was quadratic.
        let events = playback.events(from: seenEvents)
        seenEvents += events.count
        if var budget = room {
          let steps = Array(scenario.steps[seenSteps..<playback.appliedStepCount])
          let keyFrame = try self.keyFrame(playback, steps: steps, events: events)
          try budget.add(keyFrame)
          room = budget
          keyFrames.append(keyFrame)
        }
        seenSteps = playback.appliedStepCount
      }
      if let nextFrame, stop >= nextFrame {
        let changed = try frames.draw(playback.screen)
        if let image = frames.image {
          try frame(SnackbarFlowFrame(index: frameIndex, time: nextFrame, image: image, changed: changed))
        }
        frameIndex += 1
      }
    }
    playback.finish()
    return SnackbarRecording(
      events: playback.events, keyFrames: keyFrames, frameCount: frameIndex, drawnFrameCount: frames.drawnFrameCount,
      skippedFrameCount: frames.skippedFrameCount, momentCount: moments)
  }

  /// The moment the playback is at, at the filmstrip's scale, with its steps and events: the
  /// snackbar's pixels (from a whole render, so they are exactly the still's) and the screen.
  private func keyFrame(
    _ playback: SnackbarPlayback, steps: [SnackbarScenarioStep], events: [SnackbarFlowEvent]
  ) throws(SnackbarRenderError) -> SnackbarKeyFrame {
    let screen = playback.screen
    let host = playback.host.copy(scale: CGFloat(options.filmstripScale))
    let background = scenario.screenBackground
    let bare = SnackbarKeyFrameScreen(host: host, bottomOffset: playback.manager.bottomOffset, background: background)
    let pixels = try SnackbarCanvas.pixelSize(host.size, scale: host.traitCollection.displayScale)
    let bounds = PixelRect(width: pixels.width, height: pixels.height)
    guard let view = screen.messageView else {
      return SnackbarKeyFrame(
        time: playback.time, steps: steps, events: events, screen: bare, bounds: bounds, snackbar: nil)
    }
    var placement = SnackbarRenderRequest(
      messageView: view, traits: host.traitCollection, sizing: .host(host, placement: playback.manager))
    placement.progressElapsedTime = screen.presentedFor
    guard let region = try renderer.snackbarRegion(placement) else {
      return SnackbarKeyFrame(
        time: playback.time, steps: steps, events: events, screen: bare, bounds: bounds, snackbar: nil)
    }
    var kept: RGBAImage?
    if let request = SnackbarFlowFrameRenderer.request(
      for: screen, host: host, manager: playback.manager, background: background)
    {
      // The whole render, cropped: a render of the region alone can round a pixel of the enter
      // animation's shadow differently, and a filmstrip must show exactly the still. The whole
      // picture is dropped at once; only the region is kept.
      let whole = try renderer.render(request)
      do {
        kept = try whole.cropped(to: region)
      } catch {
        throw .invalidRequest(field: "snackbarRegion", value: "\(region)", expected: "a region of the \(bounds) still")
      }
    }
    return SnackbarKeyFrame(
      time: playback.time, steps: steps, events: events, screen: bare, bounds: bounds, snackbar: (region, kept))
  }
}

/// Numbers in messages: `4096` rather than `4096.0`.
enum ScenarioNumber {
  static func format(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }
}

/// A snackbar as the manager presented it during a flow.
package struct SnackbarPresentation: Sendable {
  /// The flow's time when it appeared, in seconds.
  package var time: TimeInterval
  /// The snackbar fully shown on the host screen at that moment: its view as the manager styled
  /// it, placed by the manager's rules, over the scenario's screen.
  package var request: SnackbarRenderRequest
}

/// One frame of a play.
public struct SnackbarFlowFrame: Sendable {
  /// The frame's number, from 0.
  public var index: Int
  /// Its time, `index / fps` seconds.
  public var time: TimeInterval
  /// The whole picture.
  public var image: RGBAImage
  /// The pixels that differ from the previous frame (the whole image for the first); nil when
  /// the frame repeats the previous one.
  public var changed: PixelRect?
}

/// What playing a scenario yields besides its frames: the event log, the key frames and the
/// counts.
public struct SnackbarRecording: Sendable {
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
  /// How many moments the manager did something or a step was applied at: one key frame each
  /// when they are kept.
  public var momentCount: Int
}
