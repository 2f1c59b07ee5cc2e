import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarRendering
import Testing

/// The container: MDC's colour and 4-pt corner radius (spec 3.1), in the upstream framing
/// (snackbar at 50...230 × 50...98 pt, so pixels 100...460 × 100...196 at @2x).
@Suite struct RenderContainerTests {
  @Test func containerIsMDCGreyAwayFromText() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let image = try renderer.render(RenderTestSupport.upstreamRequest(text: "Quando"))
    // Container x 90 pt (pixel 280), y 24 pt (pixel 148): right of "Quando", no action.
    #expect(image[280, 148] == RGBAPixel(white: 50))
    #expect(image[440, 110] == RGBAPixel(white: 50))
  }

  @Test func cornerRadiusIsFourPoints() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let request = RenderTestSupport.upstreamRequest(text: "Quando", elevation: 0)
    let image = try renderer.render(request)
    RenderTestSupport.save(image, "container-corner")
    // The corner pixel itself and one 0.75 pt in diagonally lie outside a 4-pt arc: backdrop.
    #expect(RenderTestSupport.grey(image, 100, 100) == 204)
    #expect(RenderTestSupport.grey(image, 101, 101) > 150)
    // Along the top edge 1.75 pt from the corner is still outside the arc (a square or 2-pt
    // corner would fill it) ...
    #expect(RenderTestSupport.grey(image, 103, 100) > 150)
    // ... while 4 pt in, on the straight edges and diagonally, is container.
    #expect(RenderTestSupport.grey(image, 108, 100) == 50)
    #expect(RenderTestSupport.grey(image, 100, 108) == 50)
    #expect(RenderTestSupport.grey(image, 108, 108) == 50)
    // The same at the other three corners.
    #expect(RenderTestSupport.grey(image, 459, 100) == 204)
    #expect(RenderTestSupport.grey(image, 100, 195) == 204)
    #expect(RenderTestSupport.grey(image, 459, 195) == 204)
    #expect(RenderTestSupport.grey(image, 451, 187) == 50)
  }

  @Test func customCornerRadiusFromTheView() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let request = RenderTestSupport.upstreamRequest(text: "Quando", elevation: 0)
    request.messageView.cornerRadius = 0
    let image = try renderer.render(request)
    #expect(RenderTestSupport.grey(image, 100, 100) == 50)
  }

  @Test func customBackgroundColor() throws {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    manager.snackbarMessageViewBackgroundColor = SnackbarColor(rgb: 0x1E88E5)
    var request = SnackbarRenderRequest(
      message: SnackbarMessage(text: "Saved"), manager: manager, sizing: .fittingWidth(200))
    request.framing = .backdrop(color: .white, inset: 20)
    let image = try RenderTestSupport.makeRenderer().render(request)
    #expect(image[2 * 20 + 300, 2 * 20 + 10] == RGBAPixel(red: 0x1E, green: 0x88, blue: 0xE5))
  }
}
