import Foundation
import MaterialSnackbar
import SnackbarFlow
import SnackbarFlowTestSupport
import SnackbarImage
import SnackbarPlayer
import SnackbarRendering
import SnackbarRenderingTestSupport
import Testing

/// `play` within budgets (issue 19, point 5), checked by counts and sizes rather than by timing
/// the machine: what key frames hold, where a filmstrip that cannot fit stops, how long captions
/// get. The real memory and time figures are in the benchmarks' flow group.
@Suite struct SnackbarPlayBudgetTests {
  /// Key frames keep the snackbar's pixels, not the screen: on a phone, at most its region (a
  /// fraction of the 1.3 MB screen), nothing when no snackbar is drawn.
  @Test func keyFramesHoldNoWholeScreen() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let played = try ScenarioTestSupport.player(try FlowScenarios.scenario(), renderer: renderer).play()
    let screenBytes = 393 * 852 * 4
    #expect(played.keyFrames.count >= 10)
    for keyFrame in played.keyFrames {
      let regionBytes = (keyFrame.snackbarRegion?.pixelCount ?? 0) * 4
      #expect(keyFrame.pixelByteCount <= regionBytes, "at \(keyFrame.time)")
      #expect(keyFrame.pixelByteCount < screenBytes / 4, "at \(keyFrame.time)")
    }
    #expect(played.keyFrames.contains { $0.pixelByteCount == 0 })
  }

  /// The page made from what key frames keep is the page made from whole stills, pixel for pixel.
  @Test func theFilmstripFromKeptPixelsIsTheFilmstripFromWholeStills() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let scenario = try FlowScenarios.scenario(
      #"{"device": "iphone-se", "until": 3, "steps": [{"at": 0, "show": {"text": "Saved", "action": "Undo"}}, "#
        + #"{"at": 0.5, "keyboard": 260}, {"at": 1, "show": {"text": "Upload failed", "icon": "error"}}, "#
        + #"{"at": 2, "bottomOffset": 49}]}"#)
    let played = try ScenarioTestSupport.player(scenario, renderer: renderer).play()
    let whole = try played.keyFrames.map { keyFrame in
      SnackbarKeyFrame(
        time: keyFrame.time, steps: keyFrame.steps, events: keyFrame.events, image: try keyFrame.image(using: renderer),
        snackbarRegion: keyFrame.snackbarRegion)
    }
    let kept = try SnackbarFilmstrip().compose(played.keyFrames, using: renderer)
    let reference = try SnackbarFilmstrip().compose(whole, using: renderer)
    #expect(imageDifference(kept, reference) == nil)
  }

  /// A key frame's still drawn again is a whole render of that moment: the snackbar's pixels
  /// over the screen of its keyboard and bottom offset.
  @Test func aKeyFramesStillIsTheWholeRender() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let scenario = try FlowScenarios.scenario(
      #"{"device": "iphone-se", "until": 2, "steps": [{"at": 0, "keyboard": 260}, "#
        + #"{"at": 0.5, "show": {"text": "Saved", "action": "Undo"}}]}"#)
    let played = try ScenarioTestSupport.player(scenario, renderer: renderer).play()
    let shown = try #require(played.keyFrames.first { abs($0.time - 0.65) < 1e-9 })
    let run = SnackbarPlayback(scenario: scenario, host: try scenario.makeHost(scale: 1))
    run.advance(to: 0.65)
    var request = SnackbarRenderRequest(
      messageView: try #require(run.screen.messageView), traits: run.host.traitCollection,
      sizing: .host(run.host, placement: run.manager))
    request.progressElapsedTime = run.screen.presentedFor
    request.screenBackground = scenario.screenBackground
    #expect(imageDifference(try shown.image(using: renderer), try renderer.render(request)) == nil)
  }

  /// Captions keep 12 lines of steps and 12 of events, the last saying how many more, and cut
  /// long lines: a moment of 20,000 steps lays out 12 lines, not 20,000 (which took 9.4 s and
  /// asked for a page 304,737 pixels tall).
  @Test func longCaptionsAreShortened() throws {
    let steps = Array(repeating: SnackbarScenarioStep(at: 0, .tap(.body)), count: 20_000)
    let long = SnackbarScenarioStep(
      at: 0, .show(SnackbarScenarioMessage(text: String(repeating: "word ", count: 2_000) + "\nlast")))
    let keyFrame = SnackbarKeyFrame(
      time: 0, steps: [long] + steps, events: [],
      image: try RGBAImage(width: 10, height: 10, fill: RGBAPixel(white: 0)),
      snackbarRegion: nil)
    let caption = SnackbarFilmstrip.caption(keyFrame)
    let lines = caption.steps.split(separator: "\n")
    #expect(lines.count == SnackbarFilmstrip.maximumCaptionLines)
    #expect(lines.last == "… and 19,990 more steps")
    #expect(lines.allSatisfy { $0.count <= SnackbarFilmstrip.maximumCaptionLineLength })
    #expect(lines.first?.hasSuffix("…") == true)
    #expect(caption.events.isEmpty)
    let one = SnackbarKeyFrame(
      time: 0, steps: Array(steps.prefix(13)), events: [],
      image: try RGBAImage(width: 1, height: 1, fill: .init(white: 0)),
      snackbarRegion: nil)
    #expect(SnackbarFilmstrip.caption(one).steps.hasSuffix("… and 2 more steps"))
  }

  /// Many steps at one moment: one key frame, one row of a bounded height, however many steps.
  @Test func stepsAtOneMomentMakeOneBoundedRow() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    var heights: [Int] = []
    for count in [200, 20_000] {
      let steps = Array(repeating: SnackbarScenarioStep(at: 0.5, .tap(.body)), count: count)
      let scenario = try SnackbarScenario(host: .custom(size: CGSize(width: 200, height: 300)), until: 1, steps: steps)
      let page = try ScenarioTestSupport.player(scenario, renderer: renderer).recordFilmstrip()
      #expect(page.played.momentCount == 1)
      heights.append(page.image.height)
    }
    #expect(heights[0] == heights[1])
    #expect(heights[1] < 1_000)
  }

  /// A flow with more moments than a page can show stops at the first moment that cannot fit,
  /// rather than keeping every key frame to fail at the end; the error says what to do.
  @Test func aFilmstripThatCannotFitStopsAtTheFirstMomentTooMany() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let steps = (0..<600).map { index in
      SnackbarScenarioStep(at: Double(index) * 0.5, .show(SnackbarScenarioMessage(text: "Message \(index)")))
    }
    let scenario = try SnackbarScenario(host: .custom(size: CGSize(width: 320, height: 200)), until: 300, steps: steps)
    let player = try ScenarioTestSupport.player(scenario, renderer: renderer)
    let error = #expect(throws: SnackbarRenderError.self) { try player.play() }
    guard case .filmstripTooLarge(_, let height, let moments, let side, _)? = error else {
      Issue.record("expected filmstripTooLarge, got \(String(describing: error))")
      return
    }
    // The flow has about 2,400 moments; the play stopped at the first that did not fit.
    #expect(moments < 250)
    #expect(height > side)
    #expect(error?.description.contains("--no-filmstrip") == true)
    // Without key frames the same flow plays for its events.
    let quiet = try SnackbarScenarioPlayer(
      scenario: scenario, options: SnackbarScenarioPlayer.Options(scale: 1, keepsKeyFrames: false), renderer: renderer)
    let played = try quiet.play()
    #expect(played.keyFrames.isEmpty && played.momentCount > 1_000)
  }

  /// The page's size is checked from its layout before a pixel is drawn.
  @Test func aPageTooLargeIsRefusedBeforeDrawing() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let still = try RGBAImage(width: 100, height: 200, fill: RGBAPixel(white: 255))
    let keyFrames = (0..<100).map { SnackbarKeyFrame(time: Double($0), events: [], image: still, snackbarRegion: nil) }
    let error = #expect(throws: SnackbarRenderError.self) {
      try SnackbarFilmstrip().compose(keyFrames, using: renderer)
    }
    guard case .filmstripTooLarge(let width, let height, let moments, _, _)? = error else {
      Issue.record("expected filmstripTooLarge, got \(String(describing: error))")
      return
    }
    #expect(width == 16 + 300 + 16 + 100 + 16 && height == 16 + 100 * (200 + 16) && moments == 100)
  }

  /// Frames larger than an image may be are refused when the player is made, naming the key.
  @Test func framesTooLargeAreRefusedBeforeDrawing() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let scenario = try FlowScenarios.scenario(#"{"size": "4096x4096", "scale": 3, "until": 1, "steps": []}"#)
    #expect {
      try SnackbarScenarioPlayer(scenario: scenario, renderer: renderer)
    } throws: { error in
      guard let error = error as? SnackbarScenarioError else { return false }
      return error.key == "size" && error.line == 1 && error.reason.contains("12288x12288 pixels")
    }
    #expect(SnackbarScenarioPlayer.Options.maximumFrameCount == 72_001)
  }
}
