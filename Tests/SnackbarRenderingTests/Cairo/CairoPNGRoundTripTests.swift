import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarRendering
import Testing

/// The PNG codec over what the renderer's own code makes and reads: Cairo's pixels, and MDC's
/// goldens.
@Suite struct CairoPNGRoundTripTests {
  @Test func cairoRenderedTranslucencyRoundTripsExactly() throws {
    // Pixels Cairo produced (premultiplied origin) survive straight-alpha conversion and PNG.
    let surface = try CairoImageSurface(width: 40, height: 10)
    let context = try CairoContext(surface: surface)
    for step in 0..<40 {
      context.withSavedState {
        context.fillRoundedRectangle(
          CGRect(x: Double(step), y: 0, width: 1, height: 10), cornerRadius: 0,
          color: SnackbarColor(red: 0.9, green: 0.4, blue: Double(step) / 40, alpha: Double(step + 1) / 41))
      }
    }
    let image = try surface.makeImage()
    #expect(Set((0..<40).map { image[$0, 5].alpha }).count > 30)
    #expect(try PNGCodec.decode(PNGCodec.encode(image)) == image)
  }

  @Test(.upstreamGoldens)
  func decodesTheUpstreamGolden() throws {
    let image = try RenderingTestSupport.upstreamGolden("testElevationSnackbar_11_2@2x.png")
    #expect(image.width == 320 && image.height == 400)
    #expect(image[2, 2] == RGBAPixel(white: 204))
    #expect(image[160, 160] == RGBAPixel(white: 255))
  }
}
