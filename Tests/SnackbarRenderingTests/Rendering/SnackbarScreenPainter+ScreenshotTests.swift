import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarRendering
import Testing

/// `SnackbarRenderRequest.screenBackgroundImage`: a screenshot as the host's screen, copied pixel
/// for pixel at the host's pixel size, resampled otherwise, over the screen colour, with none of
/// the synthetic system areas drawn over it.
@Suite struct SnackbarScreenPainterScreenshotTests {
  /// A 100 x 200-pt host at 2x with a status bar and home-indicator inset, the snackbar at the
  /// bottom: the rows above `y < 120` pt are the screen alone (the shadow reaches far less).
  static func request(screenshot: RGBAImage?, background: SnackbarColor? = nil) -> SnackbarRenderRequest {
    let host = SnackbarHost(
      size: CGSize(width: 100, height: 200), safeAreaInsets: SnackbarEdgeInsets(top: 20, left: 0, bottom: 10, right: 0),
      traitCollection: SnackbarTraitCollection(displayScale: 2), keyboardHeight: 0)
    let manager = SnackbarManager(scheduler: ManualScheduler())
    var request = SnackbarRenderRequest(
      message: RenderTestSupport.message("Hi"), manager: manager, sizing: .host(host, placement: manager))
    request.screenBackgroundImage = screenshot
    request.screenBackground = background
    return request
  }

  /// A pattern in which every pixel differs from its neighbours, so any shift or blur shows.
  static func pattern(width: Int, height: Int, alpha: (Int, Int) -> UInt8 = { _, _ in 255 }) throws -> RGBAImage {
    var image = try RGBAImage(width: width, height: height, fill: RGBAPixel(white: 0))
    for y in 0..<height {
      for x in 0..<width {
        image[x, y] = RGBAPixel(
          red: UInt8((x * 37 + y * 11) % 256), green: UInt8((x * 5 + y * 53) % 256), blue: UInt8((x ^ y) % 256),
          alpha: alpha(x, y))
      }
    }
    return image
  }

  @Test func aScreenshotOfTheHostsPixelSizeIsCopiedPixelForPixel() throws {
    let screenshot = try Self.pattern(width: 200, height: 400)
    let image = try RenderTestSupport.makeRenderer().render(Self.request(screenshot: screenshot))
    #expect((image.width, image.height) == (200, 400))
    var differing = 0
    for y in 0..<240 {
      for x in 0..<200 where image[x, y] != screenshot[x, y] { differing += 1 }
    }
    // The safe areas' tint and the home indicator are not drawn either: row 0 and the bottom
    // rows beside the snackbar are the screenshot's.
    #expect(differing == 0)
    #expect(image[0, 399] == screenshot[0, 399])
  }

  /// Translucent pixels come out as on an opaque screen: over the screen colour.
  @Test func translucentPixelsAreCompositedOverTheScreenColor() throws {
    let clear = try RGBAImage(width: 200, height: 400, fill: RGBAPixel(red: 255, green: 0, blue: 0, alpha: 0))
    let half = try RGBAImage(width: 200, height: 400, fill: RGBAPixel(red: 255, green: 255, blue: 255, alpha: 128))
    let renderer = try RenderTestSupport.makeRenderer()
    let blue = SnackbarColor(RGBAPixel(red: 0, green: 0, blue: 255))
    let overBlue = try renderer.render(Self.request(screenshot: clear, background: blue))
    #expect(overBlue[10, 10] == RGBAPixel(red: 0, green: 0, blue: 255))
    let overBlack = try renderer.render(Self.request(screenshot: half, background: SnackbarColor(white: 0)))
    let pixel = overBlack[10, 10]
    #expect(pixel.alpha == 255)
    #expect((127...129).contains(Int(pixel.red)) && pixel.red == pixel.blue)
  }

  /// A 1x screenshot on a 2x host fills the host: colours stay where they were, edges are not
  /// faded into transparency, and the pixels in between are interpolated, not doubled.
  @Test func aSmallerScreenshotIsScaledUpToFillTheHost() throws {
    var screenshot = try RGBAImage(width: 100, height: 200, fill: RGBAPixel(red: 255, green: 0, blue: 0))
    for y in 0..<200 {
      for x in 50..<100 { screenshot[x, y] = RGBAPixel(red: 0, green: 0, blue: 255) }
    }
    let image = try RenderTestSupport.makeRenderer().render(Self.request(screenshot: screenshot))
    #expect((image.width, image.height) == (200, 400))
    #expect(image[0, 0] == RGBAPixel(red: 255, green: 0, blue: 0))
    #expect(image[199, 0] == RGBAPixel(red: 0, green: 0, blue: 255))
    #expect(image[40, 100] == RGBAPixel(red: 255, green: 0, blue: 0))
    #expect(image[160, 100] == RGBAPixel(red: 0, green: 0, blue: 255))
    // The boundary between the halves, blended by the bilinear filter.
    let boundary = image[99, 100]
    #expect(boundary.red > 0 && boundary.blue > 0 && boundary.alpha == 255)
  }

  /// A 3x screenshot on a 2x host is shrunk with a box filter: a one-pixel checkerboard averages
  /// to grey instead of aliasing to stripes.
  @Test func aLargerScreenshotIsShrunkWithoutAliasing() throws {
    var screenshot = try RGBAImage(width: 300, height: 600, fill: RGBAPixel(white: 0))
    for y in 0..<600 {
      for x in 0..<300 where (x + y) % 2 == 0 { screenshot[x, y] = RGBAPixel(white: 255) }
    }
    let image = try RenderTestSupport.makeRenderer().render(Self.request(screenshot: screenshot))
    for (x, y) in [(10, 10), (11, 10), (100, 100), (150, 201)] {
      #expect((96...160).contains(Int(image[x, y].red)), "pixel (\(x), \(y)) is \(image[x, y])")
    }
  }

  /// Without a screenshot the synthetic status-bar tint is still drawn (the default is unchanged).
  @Test func withoutAScreenshotTheSystemAreasAreDrawn() throws {
    let image = try RenderTestSupport.makeRenderer().render(Self.request(screenshot: nil))
    #expect(image[10, 10] != image[10, 100])
  }
}
