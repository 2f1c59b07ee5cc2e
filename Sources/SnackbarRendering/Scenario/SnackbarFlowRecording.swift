import Foundation
import MaterialSnackbar
import SnackbarFlow

/// Everything `snackbar play` writes, made in memory: the animation, the filmstrip, the event log
/// and, when asked, every frame as a PNG.
public struct SnackbarFlowRecording: Sendable {
  /// The animated PNG: the first frame whole, then only what changed, identical frames merged.
  public var animation: [UInt8]
  /// The filmstrip page (``SnackbarFilmstrip``).
  public var filmstrip: RGBAImage
  /// The event log.
  public var events: [SnackbarFlowEvent]
  /// Every frame as a PNG, in order, when asked for; empty otherwise.
  public var framePNGs: [[UInt8]]
  /// The playback's counts (frames drawn and skipped) and key frames.
  public var playback: SnackbarPlayback

  /// `events.jsonl`: one JSON object per line.
  public var eventLog: String { SnackbarFlowEventLog.jsonLines(events) }
}

extension SnackbarScenarioPlayer {
  /// Plays the flow and encodes it: each frame goes into an APNG as it is drawn (only its
  /// changed rectangle; a repeated frame lengthens the one before), the key frames into a
  /// filmstrip.
  /// - Parameters:
  ///   - framePNGs: also encode every frame as a whole PNG (a repeated frame reuses the bytes).
  ///   - filmstrip: the filmstrip's look.
  /// - Throws: ``SnackbarRenderError`` from drawing, or ``SnackbarRenderError/encoding(_:)``.
  public func record(
    framePNGs: Bool = false, filmstrip: SnackbarFilmstrip = SnackbarFilmstrip()
  ) throws(SnackbarRenderError) -> SnackbarFlowRecording {
    var encoder: APNGEncoder?
    var pngs: [[UInt8]] = []
    let playback = try play { (frame) throws(SnackbarRenderError) in
      do throws(PNGError) {
        if encoder == nil {
          encoder = try APNGEncoder(
            width: frame.image.width, height: frame.image.height, ticksPerSecond: options.framesPerSecond)
        }
        if let changed = frame.changed {
          try encoder?.addFrame(canvas: frame.image, region: frame.index == 0 ? frame.image.bounds : changed, ticks: 1)
        } else {
          try encoder?.extendLastFrame(by: 1, canvas: frame.image)
        }
        if framePNGs {
          if frame.changed == nil, let previous = pngs.last {
            pngs.append(previous)
          } else {
            pngs.append(try PNGCodec.encode(frame.image))
          }
        }
      } catch {
        throw .encoding(error)
      }
    }
    let page = try filmstrip.compose(
      playback.keyFrames.isEmpty ? [try stillOfStart()] : playback.keyFrames, using: renderer)
    return SnackbarFlowRecording(
      animation: encoder?.encode() ?? [], filmstrip: page, events: playback.events, framePNGs: pngs,
      playback: playback)
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
