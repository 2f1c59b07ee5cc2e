import Foundation
import MaterialSnackbar
import SnackbarFlow
import SnackbarFuzzSupport
import SnackbarPlayer
import SnackbarRendering
import SnackbarTestSupport
import Testing

@testable import SnackbarCLI

/// Scenario files (issue 19): damaged valid scenarios and random JSON through the scenario
/// reader, and the accepted ones through the player and `snackbar play` in-process, on small
/// budgets. The oracle: no trap and no input slower than ``timeLimit``; the reader accepts, or
/// refuses with a `SnackbarScenarioError` that has a line and a column; the player plays, or
/// refuses with a scenario error or a render error about the input (an unknown icon, a filmstrip
/// too large), never one about drawing or encoding; `play` exits 0 with its files written, or 2
/// with nothing written; and no message carries a raw control character.
@Suite(.tags(.fuzz)) struct ScenarioFuzzTests {
  /// Inputs in `make test`: about 3 s on the shared 2-core machine (debug build). Every input is
  /// read (thousands a second); every 16th accepted one is played, every 150th input goes through
  /// `snackbar play` (each loads fonts and draws: most of the time).
  static let defaultInputs = 600
  static let playEvery = 16
  static let commandEvery = 150
  /// No input may take longer (a hang or a quadratic path), in a debug build.
  static let timeLimit = Duration.seconds(10)

  @Test func scenariosAreReadAndPlayedWithinTheirContract() throws {
    let campaign = FuzzCampaign(
      name: "scenarios", configuration: try FuzzConfiguration(defaultInputs: Self.defaultInputs),
      filter: "ScenarioFuzzTests")
    let renderer = try SnackbarRenderer()
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let sandbox = temporary.url
    let generator = ScenarioGenerator()
    var accepted = 0
    let report = campaign.run { iteration, random in
      let (bytes, origin) = generator.scenario(using: &random)
      let clock = ContinuousClock()
      var outcome = FuzzOutcome.passed("")
      let elapsed = clock.measure {
        outcome = Self.read(bytes)
        if case .passed("accepted") = outcome {
          accepted += 1
          if accepted % Self.playEvery == 0 { outcome = Self.play(bytes, renderer: renderer) }
        }
        if case .passed = outcome, iteration % Self.commandEvery == 0 {
          outcome = Self.command(bytes, in: sandbox, iteration: iteration)
        }
      }
      if elapsed > Self.timeLimit { return .failed("took \(elapsed), over \(Self.timeLimit): \(origin)") }
      switch outcome {
      case .failed(let message):
        return .failed("\(message)\n\(origin): \(String(decoding: bytes.prefix(400), as: UTF8.self).debugDescription)")
      default: return outcome
      }
    }
    for message in report.failureMessages { Issue.record(Comment(rawValue: message)) }
    #expect(report.inputs > 0)
  }

  /// Whether `text` holds a byte a terminal would act on.
  static func isRaw(_ text: String) -> Bool {
    text.utf8.contains { $0 < 0x20 || $0 == 0x7F }
  }

  /// The reader: a scenario, or an error with a position and an inert message.
  static func read(_ bytes: [UInt8]) -> FuzzOutcome {
    do {
      _ = try SnackbarScenario(jsonData: Data(bytes))
      return .passed("accepted")
    } catch {
      guard error.line != nil, error.column != nil else { return .failed("an error without a position: \(error)") }
      guard !isRaw(error.description) else { return .failed("a raw control character in: \(error.description)") }
      return .passed("refused")
    }
  }

  /// The player on a small budget: at most 3 s at 2 fps, on a screen of at most 320 points a side
  /// at scale 1 (a device becomes a screen of that size: debug builds draw slowly, and `play`
  /// below runs the devices); then its filmstrip and its animation.
  static func play(_ bytes: [UInt8], renderer: SnackbarRenderer) -> FuzzOutcome {
    guard let read = try? SnackbarScenario(jsonData: Data(bytes)) else { return .failed("read once, refused twice") }
    var host = SnackbarScenarioHost.custom(size: CGSize(width: 320, height: 320), scale: 1)
    if case .custom(let size, let safeArea, let regular, _) = read.host {
      host = .custom(
        size: CGSize(width: min(size.width, 320), height: min(size.height, 320)), safeArea: safeArea,
        regular: regular, scale: 1)
    }
    let until = min(read.until, 3)
    let scenario: SnackbarScenario
    do {
      scenario = try SnackbarScenario(
        host: host, theme: read.theme, until: until, steps: read.steps.filter { $0.at <= until })
    } catch {
      // Cutting a valid scenario short (a prefix of its steps) leaves it valid.
      return .failed("a cut scenario was refused: \(error)")
    }
    do {
      let player = try SnackbarScenarioPlayer(
        scenario: scenario, options: SnackbarScenarioPlayer.Options(framesPerSecond: 2, scale: 1), renderer: renderer)
      _ = try player.recordFilmstrip()
      var frames = 0
      _ = try player.recordAnimation(emit: { _ in }, frame: { _ in frames += 1 })
      guard frames == player.frameCount else { return .failed("\(frames) frames of \(player.frameCount)") }
      return .passed("played")
    } catch let error as SnackbarScenarioError {
      return isRaw(error.description) ? .failed("raw: \(error.description)") : .passed("player refused the scenario")
    } catch let error as SnackbarRenderError {
      switch error {
      case .unknownIcon, .filmstripTooLarge, .layout, .text:
        return isRaw(error.description) ? .failed("raw: \(error.description)") : .passed("refused while playing")
      default:
        return .failed("playing failed with an error about drawing, not the input: \(error)")
      }
    } catch {
      return .failed("an untyped error: \(error)")
    }
  }

  /// `snackbar play` at 1 fps and scale 1: exit 0 with the files, or 2 with nothing written.
  static func command(_ bytes: [UInt8], in sandbox: URL, iteration: Int) -> FuzzOutcome {
    let file = sandbox.appendingPathComponent("in-\(iteration).json")
    let output = sandbox.appendingPathComponent("out-\(iteration)")
    defer {
      try? FileManager.default.removeItem(at: file)
      try? FileManager.default.removeItem(at: output)
    }
    do {
      try Data(bytes).write(to: file)
    } catch {
      return .failed("cannot write the input: \(error)")
    }
    let run = snackbar(["play", file.path, "--output", output.path, "--fps", "1", "--scale", "1"])
    // Line by line: the streams' lines are joined with line breaks of their own.
    if let line = (run.errors + run.output).first(where: isRaw) {
      return .failed("a raw control character in a printed line: \(line.debugDescription)")
    }
    let written = (try? FileManager.default.contentsOfDirectory(atPath: output.path).sorted()) ?? []
    switch run.status {
    case 0:
      guard written == ["animation.png", "audit.jsonl", "events.jsonl", "filmstrip.png"] else {
        return .failed("exit 0 but the output holds \(written)")
      }
      return .passed("play exit 0")
    case 2:
      guard !FileManager.default.fileExists(atPath: output.path) else {
        return .failed("exit 2 but \(written) were left")
      }
      guard !run.errorText.isEmpty else { return .failed("exit 2 without a message") }
      return .passed("play exit 2")
    default:
      return .failed("exit \(run.status): \(run.errorText)")
    }
  }
}
