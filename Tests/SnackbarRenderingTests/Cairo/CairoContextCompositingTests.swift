import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarRendering
import Testing

/// The group, mask and clear wrappers the painters use instead of raw Cairo calls.
@Suite struct CairoContextCompositingTests {
  @Test func groupIsPaintedOnceAtItsAlphaAndItsTransformEndsWithIt() throws {
    let context = try RenderingTestSupport.makeCanvas(width: 4, height: 4, scale: 1, grey: 255)
    context.pushGroup()
    context.scale(x: 2, y: 2)
    // Two overlapping opaque fills: one layer at half alpha, not two half-alpha fills on top of each other.
    context.fillRectangle(CGRect(x: 0, y: 0, width: 1, height: 1), color: .black)
    context.fillRectangle(CGRect(x: 0, y: 0, width: 1, height: 1), color: .black)
    context.popGroup(paintingWithAlpha: 0.5)
    context.fillRectangle(CGRect(x: 3, y: 3, width: 1, height: 1), color: .black)
    try context.checkStatus("compositing a group")
    let image = try context.surface.makeImage()
    // Half of 255 (Cairo rounds it either way); two half-alpha fills would give about 64.
    #expect((127...128).contains(image[1, 1].red))
    #expect(image[2, 2] == RGBAPixel(white: 255))
    #expect(image[3, 3] == RGBAPixel(white: 0))
  }

  @Test func maskPaintsTheSourceThroughTheMaskAlphaAtItsOffset() throws {
    let mask = try CairoImageSurface(width: 2, height: 2, format: .a8)
    mask.withMutablePixels { $0[mask.stride + 1] = 255 }
    let context = try RenderingTestSupport.makeCanvas(width: 6, height: 6, scale: 1, grey: 255)
    context.setSource(.black)
    context.mask(mask, x: 2, y: 3)
    try context.checkStatus("masking")
    let image = try context.surface.makeImage()
    #expect(image[3, 4] == RGBAPixel(white: 0))
    #expect(image[2, 3] == RGBAPixel(white: 255))
    #expect(RenderingTestSupport.inkPixelCount(image, background: RGBAPixel(white: 255)) == 1)
  }

  @Test func clearMakesEveryPixelTransparentAndLeavesSourceOver() throws {
    let context = try RenderingTestSupport.makeCanvas(width: 3, height: 3, scale: 1, grey: 0)
    context.clear()
    let cleared = try context.surface.makeImage()
    #expect(RenderingTestSupport.inkPixelCount(cleared, background: RGBAPixel(white: 0, alpha: 0), threshold: 0) == 0)
    context.fillRectangle(CGRect(x: 0, y: 0, width: 1, height: 1), color: SnackbarColor(white: 1, alpha: 0.5))
    try context.checkStatus("clearing")
    #expect(try context.surface.makeImage()[0, 0].alpha == 128)
  }
}
