import Foundation
import MaterialSnackbar
import SnackbarFlow
import SnackbarFlowTestSupport
import SnackbarImage
import SnackbarLayout
import SnackbarPlayer
import SnackbarRendering
import SnackbarRenderingTestSupport
import Testing

@Suite struct SnackbarFlowFrameRendererTests {
  /// Every frame, drawn region by region, equals a whole render of the same moment (within
  /// pixman's rounding noise in the enter animation, see ``SnackbarRendererRegionsTests``).
  @Test func framesEqualWholeRendersOfTheSameMoment() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let scenario = try FlowScenarios.scenario(
      """
      {"device": "iphone-se", "until": 3, "steps": [
        {"at": 0, "show": {"text": "Uploading", "progress": "indeterminate"}},
        {"at": 0.5, "keyboard": 216},
        {"at": 1, "update": {"text": "Upload failed", "progress": 1}},
        {"at": 1.2, "bottomOffset": 49},
        {"at": 1.5, "show": {"text": "Retrying…", "theme": "m3-dark"}}]}
      """)
    let host = try scenario.makeHost(scale: 1)
    let run = SnackbarPlayback(scenario: scenario, host: host)
    let frames = SnackbarFlowFrameRenderer(
      renderer: renderer, host: host, manager: run.manager, background: scenario.screenBackground)
    var previous: RGBAImage?
    for time in [0, 0.05, 0.1, 0.3, 0.5, 0.6, 1.0, 1.05, 1.2, 1.55, 1.6, 2.5] {
      run.advance(to: time)
      let screen = run.screen
      let changed = try frames.draw(screen)
      let image = try #require(frames.image)
      let expected: RGBAImage
      if screen.showsSnackbar, let view = screen.messageView {
        var request = SnackbarRenderRequest(
          messageView: view, traits: host.traitCollection, sizing: .host(host, placement: run.manager))
        request.animation = screen.phase
        request.progressElapsedTime = screen.presentedFor
        request.screenBackground = scenario.screenBackground
        expected = try renderer.render(request)
      } else {
        expected = try renderer.renderScreen(
          host: host, bottomOffset: run.manager.bottomOffset, background: scenario.screenBackground)
      }
      if let difference = pixelDifference(image, expected) {
        let isEntering: Bool
        if case .entering = screen.phase { isEntering = true } else { isEntering = false }
        #expect(isEntering && difference.isRoundingNoise, "frame at \(time): \(difference)")
      } else {
        #expect(image.width == expected.width && image.height == expected.height, "frame at \(time)")
      }
      if let previous {
        // The changed rectangle holds every pixel that differs from the previous frame.
        if let changed {
          var patched = previous
          patched.place(try image.cropped(to: changed), atX: changed.x, y: changed.y)
          #expect(imageDifference(patched, image) == nil, "changed region at \(time)")
        } else {
          #expect(imageDifference(previous, image) == nil, "unchanged at \(time)")
        }
      }
      previous = image
    }
  }

  @Test func stillFramesAreNotDrawnAgain() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let scenario = try FlowScenarios.scenario(
      #"{"device": "iphone-se", "until": 5, "steps": [{"at": 0, "show": {"text": "Saved"}}]}"#)
    let host = try scenario.makeHost(scale: 1)
    let run = SnackbarPlayback(scenario: scenario, host: host)
    let frames = SnackbarFlowFrameRenderer(renderer: renderer, host: host, manager: run.manager, background: nil)
    var changes: [PixelRect?] = []
    for index in 0...30 {
      run.advance(to: Double(index) / 10)
      changes.append(try frames.draw(run.screen))
    }
    // 0.0 (whole), 0.1 (entering), 0.2 (settled) draw; 0.3...3.0 repeat without drawing.
    #expect(changes[0] == frames.image?.bounds)
    #expect(changes[1] != nil)
    #expect(changes[3...].allSatisfy { $0 == nil })
    #expect(frames.drawnFrameCount == 3)
    #expect(frames.skippedFrameCount == 28)
  }
}
