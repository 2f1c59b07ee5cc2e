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

@Suite struct SnackbarScenarioPlayerTests {
  @Test func keyFramesComeOnePerMomentWithItsEvents() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let played = try ScenarioTestSupport.player(try FlowScenarios.scenario(), renderer: renderer).play()
    #expect(played.frameCount == 0)
    let times = played.keyFrames.map { SnackbarFlowEventLog.seconds($0.time) }
    #expect(times.starts(with: ["0.0", "0.15", "1.0", "1.125", "1.5"]))
    #expect(times.contains("8.15") && times.contains("4.0"))
    // Every event is in exactly one key frame, at the key frame's time.
    #expect(played.keyFrames.flatMap(\.events) == played.events)
    for keyFrame in played.keyFrames {
      #expect(keyFrame.events.allSatisfy { abs($0.time - keyFrame.time) < 1e-9 })
      #expect(keyFrame.bounds == PixelRect(width: 393, height: 852))
    }
    // At 1.0 the tapped snackbar starts to leave: still drawn, with its region.
    let tapped = try #require(played.keyFrames.first { abs($0.time - 1) < 1e-9 })
    #expect(tapped.steps.map(\.action) == [.tap(.action)])
    #expect(tapped.events.map(\.name).contains("actionHandler"))
    // Every step is in exactly one key frame, at its time: the sheet's suspension at 2.0 has one
    // even if the manager reports nothing then.
    #expect(played.keyFrames.flatMap(\.steps) == (try FlowScenarios.scenario()).steps)
    for keyFrame in played.keyFrames {
      #expect(keyFrame.steps.allSatisfy { abs($0.at - keyFrame.time) < 1e-9 })
    }
    let region = try #require(tapped.snackbarRegion)
    #expect(region.y > 700 && region.maxY < 852)
    // After the exit animation nothing is drawn, and the screen is back.
    let gone = try #require(played.keyFrames.first { abs($0.time - 1.125) < 1e-9 })
    #expect(gone.snackbarRegion == nil)
    #expect(
      imageDifference(try gone.image(using: renderer), try played.keyFrames[0].image(using: renderer)) == nil)
  }

  @Test func framesComeAtEveryStepOfTheClock() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let scenario = try FlowScenarios.scenario(
      #"{"device": "iphone-se", "until": 1, "steps": [{"at": 0.25, "show": {"text": "Saved"}}]}"#)
    let player = try ScenarioTestSupport.player(scenario, fps: 12, renderer: renderer)
    #expect(player.frameCount == 13)
    var times: [Double] = []
    var changed: [Bool] = []
    let played = try player.play { frame in
      times.append(frame.time)
      changed.append(frame.changed != nil)
      #expect(frame.image.width == 375 && frame.image.height == 667)
    }
    #expect(times == (0...12).map { Double($0) / 12 })
    #expect(played.frameCount == 13)
    // Empty until 0.25, the enter animation (0.25...0.4) draws two frames, then it stays.
    #expect(changed == [true, false, false, false, true, true, false, false, false, false, false, false, false])
    #expect(played.drawnFrameCount + played.skippedFrameCount == 13)
  }

  @Test func badOptionsAndUnknownDevicesFailBeforeDrawing() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let scenario = try FlowScenarios.scenario()
    for options in [
      SnackbarScenarioPlayer.Options(framesPerSecond: 0), SnackbarScenarioPlayer.Options(framesPerSecond: 121),
      SnackbarScenarioPlayer.Options(scale: 4), SnackbarScenarioPlayer.Options(filmstripScale: 0),
    ] {
      #expect(throws: SnackbarScenarioError.self) {
        try SnackbarScenarioPlayer(scenario: scenario, options: options, renderer: renderer)
      }
    }
    let unknown = try FlowScenarios.scenario(#"{"device": "iphone-3g", "until": 1, "steps": []}"#)
    #expect {
      try SnackbarScenarioPlayer(scenario: unknown, renderer: renderer)
    } throws: { error in
      let error = error as? SnackbarScenarioError
      return error?.key == "device" && error?.reason.contains("iphone-15") == true
    }
  }
}
