import Foundation
import MaterialSnackbar
import SnackbarFlow
import SnackbarImage
import SnackbarLayout
import SnackbarRendering

/// A recording with its pictures encoded in memory: the animation, the filmstrip page and the
/// event log (what `snackbar play` writes, which streams the animation and the frames to files
/// instead).
public struct SnackbarEncodedRecording: Sendable {
  /// The animated PNG: the first frame whole, then only what changed, identical frames merged.
  public var animation: [UInt8]
  /// The filmstrip page (``SnackbarFilmstrip``).
  public var filmstrip: RGBAImage
  /// The event log.
  public var events: [SnackbarFlowEvent]
  /// What playing gave: the counts (frames drawn and skipped, moments). Its key frames are dropped once
  /// the filmstrip is composed.
  public var played: SnackbarRecording

  /// `events.jsonl`: one JSON object per line.
  public var eventLog: String { SnackbarFlowEventLog.jsonLines(events) }
}

extension SnackbarScenarioPlayer {
  /// Plays the flow and encodes it in memory: the filmstrip first (key frames only, the page's
  /// size checked before any frame is drawn), then every frame into an APNG as it is drawn (only
  /// its changed rectangle; a repeated frame lengthens the one before).
  ///
  /// The animation is held in memory; `snackbar play` streams it to its file instead.
  /// - Parameters:
  ///   - filmstrip: the filmstrip's look.
  ///   - frame: called with every frame as it is drawn (to write it as a PNG, say); its image is
  ///     the player's buffer, valid during the call.
  /// - Throws: `SnackbarRenderError` from drawing, `SnackbarRenderError/encoding(_:)`, or
  ///   `SnackbarRenderError/filmstripTooLarge(width:height:moments:maximumSide:maximumPixels:)`
  ///   before any frame is drawn.
  public func record(
    filmstrip: SnackbarFilmstrip = SnackbarFilmstrip(),
    frame: (SnackbarFlowFrame) throws(SnackbarRenderError) -> Void = { _ in }
  ) throws(SnackbarRenderError) -> SnackbarEncodedRecording {
    let page = try recordFilmstrip(filmstrip)
    let animation = SnackbarByteBuffer()
    let animated = try recordAnimation(emit: { bytes in animation.bytes += bytes }, frame: frame)
    animation.bytes.replaceSubrange(
      animated.animationControl.offset..<animated.animationControl.offset + animated.animationControl.bytes.count,
      with: animated.animationControl.bytes)
    var played = animated.played
    played.momentCount = page.played.momentCount
    return SnackbarEncodedRecording(
      animation: animation.bytes, filmstrip: page.image, events: animated.played.events, played: played)
  }

  /// Plays the flow for its filmstrip alone (no frames drawn) and composes the page; the key
  /// frames are dropped once it is drawn. A flow in which nothing happens gets a still of its
  /// empty screen.
  /// - Throws: `SnackbarRenderError`, including
  ///   `SnackbarRenderError/filmstripTooLarge(width:height:moments:maximumSide:maximumPixels:)`
  ///   as soon as the moments so far cannot fit on a page.
  public func recordFilmstrip(
    _ filmstrip: SnackbarFilmstrip = SnackbarFilmstrip()
  ) throws(SnackbarRenderError) -> (image: RGBAImage, played: SnackbarRecording) {
    let recorded = try recordFilmstripMoments(filmstrip)
    return (recorded.image, recorded.played)
  }

  /// ``recordFilmstrip(_:)``, with each moment's time, event summaries and row on the page: what
  /// a failing timeline snapshot compares frame by frame.
  package func recordFilmstripMoments(
    _ filmstrip: SnackbarFilmstrip = SnackbarFilmstrip()
  ) throws(SnackbarRenderError) -> (image: RGBAImage, played: SnackbarRecording, moments: [SnackbarFilmstripMoment]) {
    var played = try play(for: filmstrip)
    let keyFrames = played.keyFrames.isEmpty ? [try stillOfStart()] : played.keyFrames
    played.keyFrames = []
    let page = try filmstrip.composeRows(keyFrames, using: renderer)
    let moments = zip(keyFrames, page.rows).map { keyFrame, row in
      SnackbarFilmstripMoment(time: keyFrame.time, events: keyFrame.events.map(\.summary), row: row)
    }
    return (page.image, played, moments)
  }

  /// Plays the flow drawing every frame into an animated PNG handed to `emit` piece by piece,
  /// holding at most one frame's compressed data; no key frames are kept.
  /// - Returns: what playing gave, and the acTL chunk's final data with its offset in the animation,
  ///   to write over the placeholder the first piece held (the number of frames is known only now).
  /// - Throws: `SnackbarRenderError` from drawing or encoding, or what `emit` or `frame` throw.
  package func recordAnimation(
    emit: @escaping ([UInt8]) throws(SnackbarRenderError) -> Void,
    frame: (SnackbarFlowFrame) throws(SnackbarRenderError) -> Void
  ) throws(SnackbarRenderError) -> (played: SnackbarRecording, animationControl: (offset: Int, bytes: [UInt8])) {
    var encoder = try APNGStreamEncoder(
      width: frameBounds.width, height: frameBounds.height, ticksPerSecond: options.framesPerSecond, emit: emit)
    let played = try play { (drawn) throws(SnackbarRenderError) in
      if let changed = drawn.changed {
        try encoder.addFrame(
          canvas: drawn.image, region: drawn.index == 0 ? drawn.image.bounds : changed, ticks: 1)
      } else {
        try encoder.extendLastFrame(by: 1, canvas: drawn.image)
      }
      try frame(drawn)
    }
    return (played, try encoder.finish())
  }

  /// A key frame of the empty screen at time 0, for a filmstrip of a flow in which nothing happened.
  private func stillOfStart() throws(SnackbarRenderError) -> SnackbarKeyFrame {
    let host: SnackbarHost
    do {
      host = try scenario.makeHost(scale: options.filmstripScale)
    } catch {
      throw .invalidRequest(field: error.key ?? "scenario", value: "", expected: error.reason)
    }
    let image = try renderer.renderScreen(host: host, bottomOffset: 0, background: scenario.screenBackground)
    return SnackbarKeyFrame(time: 0, events: [], image: image, snackbarRegion: nil)
  }
}

/// Bytes appended to from an escaping closure (the in-memory animation).
final class SnackbarByteBuffer {
  var bytes: [UInt8] = []
}

/// One row of a filmstrip page: the moment's time, its events (as the caption words them) and
/// where its row lies on the page.
package struct SnackbarFilmstripMoment: Sendable, Equatable {
  package var time: TimeInterval
  package var events: [String]
  package var row: PixelRect

  package init(time: TimeInterval, events: [String], row: PixelRect) {
    self.time = time
    self.events = events
    self.row = row
  }
}
