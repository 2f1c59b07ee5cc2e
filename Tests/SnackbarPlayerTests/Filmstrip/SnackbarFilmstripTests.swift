import Foundation
import MaterialSnackbar
import SnackbarFlow
import SnackbarImage
import SnackbarLayout
import SnackbarPlayer
import SnackbarRendering
import Testing

@Suite struct SnackbarFilmstripTests {
  static func keyFrame(
    _ time: Double, region: PixelRect?, steps: [SnackbarScenarioStep] = [], events: [SnackbarFlowEvent] = []
  ) throws -> SnackbarKeyFrame {
    SnackbarKeyFrame(
      time: time, steps: steps, events: events,
      image: try RGBAImage(width: 100, height: 200, fill: RGBAPixel(white: 255)), snackbarRegion: region)
  }

  @Test func theBandCoversEverySnackbarPadded() throws {
    var filmstrip = SnackbarFilmstrip()
    filmstrip.bandPadding = 10
    let frames = [
      try Self.keyFrame(0, region: nil), try Self.keyFrame(1, region: PixelRect(x: 4, y: 150, width: 90, height: 20)),
      try Self.keyFrame(2, region: PixelRect(x: 4, y: 120, width: 90, height: 20)),
    ]
    #expect(filmstrip.band(of: frames) == PixelRect(x: 0, y: 110, width: 100, height: 70))
    // Clipped at the screen's edge; a flow without snackbars shows whole screens.
    let low = [try Self.keyFrame(0, region: PixelRect(x: 0, y: 190, width: 100, height: 10))]
    #expect(filmstrip.band(of: low) == PixelRect(x: 0, y: 180, width: 100, height: 20))
    #expect(filmstrip.band(of: [try Self.keyFrame(0, region: nil)]) == PixelRect(width: 100, height: 200))
    #expect(filmstrip.band(of: []) == nil)
  }

  @Test func captionsSayTheTimeAndEachEvent() throws {
    let id = SnackbarManager(scheduler: ManualScheduler()).showUpdatable(SnackbarMessage(text: "x")).id
    let events = [
      SnackbarFlowEvent(
        time: 1, event: .willDisappear(messageID: id, text: "Photo archived"), message: "Photo archived"),
      SnackbarFlowEvent(
        time: 1, event: .completion(messageID: id, text: "Photo archived", reason: .action, userInitiated: true),
        message: "Photo archived"),
    ]
    let tap = SnackbarScenarioStep(at: 1, .tap(.action))
    let caption = SnackbarFilmstrip.caption(try Self.keyFrame(1, region: nil, steps: [tap], events: events))
    #expect(caption.time == "1.0 s")
    #expect(caption.steps == "» tap action")
    #expect(caption.events == "willDisappear “Photo archived”\ncompletion “Photo archived”: action, by the user")
  }

  @Test func thePageHasARowPerKeyFrame() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    var filmstrip = SnackbarFilmstrip(title: "Undo")
    filmstrip.spacing = 10
    filmstrip.captionWidth = 200
    let region = PixelRect(x: 0, y: 100, width: 100, height: 40)
    let frames = [try Self.keyFrame(0, region: region), try Self.keyFrame(1, region: region)]
    let page = try filmstrip.compose(frames, using: renderer)
    // Caption column, band, spacing around and between.
    #expect(page.width == 10 + 200 + 10 + 100 + 10)
    let band = try #require(filmstrip.band(of: frames))
    #expect(page.height > 10 + 2 * (band.height + 10))
    #expect(page[page.width - 15, page.height - 15] == RGBAPixel(white: 255))
    #expect(page[5, 5] == RGBAPixel(red: 0xFA, green: 0xFA, blue: 0xFA))
  }

  @Test func badInputIsRefused() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    #expect(throws: SnackbarRenderError.self) { try SnackbarFilmstrip().compose([], using: renderer) }
    let mixed = [
      try Self.keyFrame(0, region: nil),
      SnackbarKeyFrame(
        time: 1, events: [], image: try RGBAImage(width: 50, height: 50, fill: RGBAPixel(white: 0)),
        snackbarRegion: nil),
    ]
    #expect(throws: SnackbarRenderError.self) { try SnackbarFilmstrip().compose(mixed, using: renderer) }
  }
}
