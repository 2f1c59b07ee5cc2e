import Foundation
import SnackbarImage
import SnackbarRendering
import Testing

/// The path, fill and clip wrappers the painters use instead of raw Cairo calls.
@Suite struct CairoContextPathTests {
  /// A 10x10 opaque white canvas at scale 1, so user units are pixels.
  static func makeCanvas() throws -> CairoContext {
    try RenderingTestSupport.makeCanvas(width: 10, height: 10, scale: 1, grey: 255)
  }

  @Test func fillRectangleCoversExactlyTheRectangle() throws {
    let context = try Self.makeCanvas()
    context.fillRectangle(CGRect(x: 2, y: 3, width: 4, height: 5), color: .black)
    try context.checkStatus("filling")
    let image = try context.surface.makeImage()
    #expect(image[2, 3] == RGBAPixel(white: 0))
    #expect(image[5, 7] == RGBAPixel(white: 0))
    #expect(image[1, 3] == RGBAPixel(white: 255))
    #expect(image[6, 3] == RGBAPixel(white: 255))
    #expect(image[2, 8] == RGBAPixel(white: 255))
  }

  @Test func evenOddFillLeavesAHoleWhereRectanglesOverlap() throws {
    let context = try Self.makeCanvas()
    context.withSavedState {
      context.newPath()
      context.addRectangle(CGRect(x: 0, y: 0, width: 10, height: 10))
      context.addRectangle(CGRect(x: 4, y: 4, width: 2, height: 2))
      context.setFillRule(.evenOdd)
      context.setSource(.black)
      context.fill()
    }
    // The default rule (restored with the state) fills overlaps.
    context.newPath()
    context.addRectangle(CGRect(x: 0, y: 0, width: 2, height: 2))
    context.addRectangle(CGRect(x: 1, y: 1, width: 2, height: 2))
    context.setSource(.white)
    context.fill()
    try context.checkStatus("filling")
    let image = try context.surface.makeImage()
    #expect(image[4, 4] == RGBAPixel(white: 255))
    #expect(image[7, 7] == RGBAPixel(white: 0))
    #expect(image[1, 1] == RGBAPixel(white: 255))
  }

  @Test func clipToRectangleLimitsLaterDrawingUntilRestored() throws {
    let context = try Self.makeCanvas()
    context.withSavedState {
      context.clip(toRectangle: CGRect(x: 0, y: 0, width: 5, height: 10))
      context.paint(.black)
    }
    context.fillRectangle(CGRect(x: 8, y: 0, width: 2, height: 1), color: .black)
    try context.checkStatus("clipping")
    let image = try context.surface.makeImage()
    #expect(image[4, 5] == RGBAPixel(white: 0))
    #expect(image[5, 5] == RGBAPixel(white: 255))
    #expect(image[9, 0] == RGBAPixel(white: 0))
  }
}
