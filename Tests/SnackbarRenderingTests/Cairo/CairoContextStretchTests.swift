import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarRendering
import Testing

/// `CairoContext.drawImage(_:stretchedOver:)`, the screenshot backdrop's drawing.
@Suite struct CairoContextStretchTests {
  /// A 6 x 3 source of distinct pixels.
  static func source() throws -> RGBAImage {
    var image = try RGBAImage(width: 6, height: 3, fill: RGBAPixel(white: 0))
    for y in 0..<3 {
      for x in 0..<6 { image[x, y] = RGBAPixel(red: UInt8(x * 40), green: UInt8(y * 100), blue: 7) }
    }
    return image
  }

  /// At 3x, a rect of 2 x 1 pt at (1, 1) pt covers exactly the source's 6 x 3 pixels at (3, 3):
  /// copied unchanged, however the scale's thirds round.
  @Test func aSourceOfTheRectsPixelSizeIsCopiedExactly() throws {
    let source = try Self.source()
    let context = try RenderingTestSupport.makeCanvas(width: 4, height: 3, scale: 3, grey: 255)
    try context.drawImage(try CairoImageSurface(image: source), stretchedOver: CGRect(x: 1, y: 1, width: 2, height: 1))
    let image = try context.surface.makeImage()
    for y in 0..<3 {
      for x in 0..<6 { #expect(image[x + 3, y + 3] == source[x, y]) }
    }
    #expect(image[2, 3] == RGBAPixel(white: 255))
    #expect(image[9, 3] == RGBAPixel(white: 255))
  }

  /// Enlarged, the edges are padded: the corner pixels keep the source's colour instead of
  /// fading into what was behind.
  @Test func anEnlargedSourceKeepsItsEdgeColors() throws {
    let source = try RGBAImage(width: 2, height: 2, fill: RGBAPixel(red: 200, green: 10, blue: 10))
    let context = try RenderingTestSupport.makeCanvas(width: 8, height: 8, scale: 1, grey: 255)
    try context.drawImage(try CairoImageSurface(image: source), stretchedOver: CGRect(x: 0, y: 0, width: 8, height: 8))
    let image = try context.surface.makeImage()
    #expect(image[0, 0] == RGBAPixel(red: 200, green: 10, blue: 10))
    #expect(image[7, 7] == RGBAPixel(red: 200, green: 10, blue: 10))
  }
}
