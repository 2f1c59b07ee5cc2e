import Foundation
import MaterialSnackbar
import SnackbarFiles
import SnackbarFlow
import SnackbarFlowTestSupport
import SnackbarImage
import SnackbarPlayer
import SnackbarRendering
import SnackbarRenderingTestSupport
import SnackbarTestSupport
import Testing

/// The animation `snackbar play` writes, read back three ways: our own strict decoder, and, when
/// they are installed, Pillow and ffmpeg.
@Suite struct SnackbarEncodedRecordingTests {
  /// The issue's scenario at scale 1, 10 fps: 91 frames.
  static func record() throws -> (player: SnackbarScenarioPlayer, recording: SnackbarEncodedRecording) {
    let renderer = try RenderTestSupport.makeRenderer()
    let player = try ScenarioTestSupport.player(try FlowScenarios.scenario(), fps: 10, renderer: renderer)
    return (player, try player.record())
  }

  /// The composed picture of each tick (frame of the clock), from an animation's frames.
  static func timeline(_ animation: APNGAnimation, composed: [RGBAImage]) -> [Int] {
    animation.frames.enumerated().flatMap { index, frame in Array(repeating: index, count: frame.delayNumerator) }
  }

  @Test func theAnimationHoldsEveryPlayedFrame() throws {
    let (player, recording) = try Self.record()
    let animation = try APNGDecoder.decode(recording.animation)
    #expect(animation.width == 393 && animation.height == 852)
    #expect(animation.frames.allSatisfy { $0.delayDenominator == 10 })
    let composed = try animation.composedFrames()
    let ticks = Self.timeline(animation, composed: composed)
    #expect(ticks.count == player.frameCount)
    // Identical frames were merged: far fewer stored frames than ticks, none repeating the last.
    #expect(animation.frames.count < player.frameCount / 2)
    for index in 1..<composed.count {
      #expect(imageDifference(composed[index], composed[index - 1]) != nil, "frame \(index) repeats")
    }
    // Later frames store only a part of the screen.
    #expect(animation.frames.dropFirst().allSatisfy { $0.region.pixelCount < 393 * 852 / 3 })
    // Played again, every frame equals the animation's picture at that tick.
    var checked = 0
    _ = try player.play { frame in
      #expect(imageDifference(frame.image, composed[ticks[frame.index]]) == nil, "frame \(frame.index)")
      checked += 1
    }
    #expect(checked == ticks.count)
  }

  @Test func theFramesAgreeWithTheEventLog() throws {
    let (_, recording) = try Self.record()
    let animation = try APNGDecoder.decode(recording.animation)
    let composed = try animation.composedFrames()
    let ticks = Self.timeline(animation, composed: composed)
    let screen = composed[ticks[0]]
    // "Photo archived" is up at 0.5 s, gone at 1.2 s (it left at 1.125), "Upload failed" up at
    // 2.0 s, the screen empty at 3.0 s (the suspension holds "Saved to Photos"), which is up at
    // 5.0 s and gone after 8.275 s.
    func showsSnackbar(_ tick: Int) -> Bool { imageDifference(composed[ticks[tick]], screen) != nil }
    #expect(showsSnackbar(5) && !showsSnackbar(12) && showsSnackbar(20) && !showsSnackbar(30))
    #expect(showsSnackbar(50) && !showsSnackbar(85))
    #expect(imageDifference(composed[ticks[20]], composed[ticks[5]]) != nil)
    #expect(recording.eventLog.split(separator: "\n").count == recording.events.count)
    #expect(recording.played.keyFrames.isEmpty, "dropped once the filmstrip is drawn")
  }

  @Test func eachFrameIsHandedOverAsItIsDrawn() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let scenario = try FlowScenarios.scenario(
      #"{"device": "iphone-se", "until": 0.5, "steps": [{"at": 0.1, "show": {"text": "Saved"}}]}"#)
    let player = try ScenarioTestSupport.player(scenario, fps: 20, renderer: renderer)
    var pngs: [[UInt8]] = []
    let recording = try player.record { (frame) throws(SnackbarRenderError) in
      do throws(PNGError) {
        pngs.append(try PNGCodec.encode(frame.image))
      } catch {
        throw .encoding(error)
      }
    }
    let framePNGs = pngs
    #expect(framePNGs.count == 11)
    let composed = try APNGDecoder.decode(recording.animation).composedFrames()
    #expect(imageDifference(try PNGCodec.decode(framePNGs[0]), composed[0]) == nil)
    #expect(imageDifference(try PNGCodec.decode(framePNGs[10]), composed[composed.count - 1]) == nil)
  }

  // MARK: - Other readers

  /// A Python 3 with Pillow, if this machine has one (`apt-get install python3-pil`).
  static let pillowPython: String? = ["/usr/bin/python3", "/usr/local/bin/python3", "/usr/bin/env"].first { path in
    let arguments = path == "/usr/bin/env" ? ["python3", "-c", "import PIL"] : ["-c", "import PIL"]
    return FileManager.default.isExecutableFile(atPath: path) && ExternalTool.run(path, arguments) == 0
  }

  /// ffmpeg, if installed.
  static let ffmpeg: String? = ["/usr/bin/ffmpeg", "/usr/local/bin/ffmpeg"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  @Test(.enabled(if: pillowPython != nil, "Pillow is not installed (apt-get install python3-pil); skipped"))
  func pillowReadsTheSameFrames() throws {
    let (_, recording) = try Self.record()
    let composed = try APNGDecoder.decode(recording.animation).composedFrames()
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let file = directory.appendingPathComponent("animation.png")
    try AtomicFile.write(recording.animation, to: file)
    let script = """
      import sys
      from PIL import Image, ImageSequence
      image = Image.open(sys.argv[1])
      assert image.format == "PNG" and image.is_animated, "not an animated PNG"
      for index, frame in enumerate(ImageSequence.Iterator(image)):
          frame.convert("RGBA").save("%s/pillow-%03d.png" % (sys.argv[2], index))
      print(image.n_frames)
      """
    let python = try #require(Self.pillowPython)
    let arguments = (python == "/usr/bin/env" ? ["python3"] : []) + ["-c", script, file.path, directory.path]
    #expect(ExternalTool.run(python, arguments) == 0)
    for (index, expected) in composed.enumerated() {
      let frame = directory.appendingPathComponent(String(format: "pillow-%03d.png", index))
      #expect(imageDifference(try PNGCodec.decode(contentsOf: frame), expected) == nil, "Pillow's frame \(index)")
    }
  }

  @Test(.enabled(if: ffmpeg != nil, "ffmpeg is not installed (apt-get install ffmpeg); skipped"))
  func ffmpegReadsTheSameFrames() throws {
    let (_, recording) = try Self.record()
    let composed = try APNGDecoder.decode(recording.animation).composedFrames()
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let file = directory.appendingPathComponent("animation.png")
    try AtomicFile.write(recording.animation, to: file)
    let ffmpeg = try #require(Self.ffmpeg)
    let status = ExternalTool.run(
      ffmpeg,
      [
        "-v", "error", "-i", file.path, "-fps_mode", "passthrough", "-pix_fmt", "rgba",
        directory.appendingPathComponent("ffmpeg-%03d.png").path,
      ])
    #expect(status == 0)
    for (index, expected) in composed.enumerated() {
      let frame = directory.appendingPathComponent(String(format: "ffmpeg-%03d.png", index + 1))
      #expect(imageDifference(try PNGCodec.decode(contentsOf: frame), expected) == nil, "ffmpeg's frame \(index)")
    }
  }
}

/// Runs programs for the cross-checks.
enum ExternalTool {
  /// Runs `path arguments…` with its output discarded; returns the exit status, or nil when it
  /// could not start.
  static func run(_ path: String, _ arguments: [String]) -> Int32? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return nil
    }
    process.waitUntilExit()
    return process.terminationStatus
  }
}
