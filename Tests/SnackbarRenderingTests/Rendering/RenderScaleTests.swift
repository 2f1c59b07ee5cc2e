import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarRendering
import Testing

/// Image sizes: integer pixels, the size in points × the display scale, rounded up.
@Suite struct RenderScaleTests {
  @Test(arguments: [1, 2, 3]) func upstreamFramingScales(_ scale: Int) throws {
    var request = RenderTestSupport.upstreamRequest(text: "Quando", action: "No")
    request.traits.displayScale = CGFloat(scale)
    let image = try RenderTestSupport.makeRenderer().render(request)
    RenderTestSupport.save(image, "scale-\(scale)x")
    // 180 + 2 × 50 by 48 + 2 × 50 points.
    #expect(image.width == 280 * scale && image.height == 148 * scale)
    // The container's centre-right is the container colour at every scale.
    #expect(image[Int(Double(50 + 130) * Double(scale)), Int(Double(50 + 6) * Double(scale))] == RGBAPixel(white: 50))
  }

  @Test func upstreamFramingIsTheHarnessSize() throws {
    let image = try RenderTestSupport.makeRenderer().render(RenderTestSupport.upstreamRequest(text: "Quando"))
    #expect(image.width == 560 && image.height == 296)
  }

  @Test func fractionalSizesRoundUpToWholePixels() throws {
    var request = SnackbarRenderRequest(message: SnackbarMessage(text: "Saved"), sizing: .fittingWidth(200))
    request.traits.displayScale = 3
    request.framing = .backdrop(color: .white, inset: 0.5)
    request.messageView.elevation = .none
    let image = try RenderTestSupport.makeRenderer().render(request)
    // 201 × 49 pt at 3x.
    #expect(image.width == 603 && image.height == 147)
  }
}
