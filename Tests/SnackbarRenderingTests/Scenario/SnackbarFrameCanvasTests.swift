import Foundation
import SnackbarFlow
import Testing

@testable import SnackbarRendering

@Suite struct SnackbarFrameCanvasTests {
  static let grey = RGBAPixel(white: 200)

  static func patch(_ pixel: RGBAPixel, _ region: ImageRegion) throws -> (region: ImageRegion, image: RGBAImage) {
    (region, try RGBAImage(width: region.width, height: region.height, fill: pixel))
  }

  @Test func reportsOnlyThePixelsThatChanged() throws {
    let backdrop = try RGBAImage(width: 40, height: 30, fill: Self.grey)
    var canvas = SnackbarFrameCanvas(backdrop: backdrop)
    // A patch whose border equals the backdrop: only its inner square is a change.
    var image = try RGBAImage(width: 10, height: 10, fill: Self.grey)
    for y in 3..<6 { for x in 4..<8 { image[x, y] = RGBAPixel(white: 0) } }
    let placed = ImageRegion(x: 5, y: 5, width: 10, height: 10)
    #expect(canvas.update(patch: (placed, image)) == ImageRegion(x: 9, y: 8, width: 4, height: 3))
    #expect(canvas.image[9, 8] == RGBAPixel(white: 0) && canvas.image[8, 8] == Self.grey)
    // The same again: nothing changed.
    #expect(canvas.update(patch: (placed, image)) == nil)
    // Moved: the old square is restored from the backdrop, the new one drawn.
    let moved = ImageRegion(x: 20, y: 15, width: 10, height: 10)
    #expect(canvas.update(patch: (moved, image)) == ImageRegion(x: 9, y: 8, width: 19, height: 13))
    #expect(canvas.image[9, 8] == Self.grey && canvas.image[24, 18] == RGBAPixel(white: 0))
    // Gone.
    #expect(canvas.update(patch: nil) == ImageRegion(x: 24, y: 18, width: 4, height: 3))
    #expect(canvas.image == backdrop)
  }

  @Test func aPatchOverTheEdgeIsClipped() throws {
    var canvas = SnackbarFrameCanvas(backdrop: try RGBAImage(width: 10, height: 10, fill: Self.grey))
    let changed = canvas.update(
      patch: try Self.patch(RGBAPixel(white: 9), ImageRegion(x: 7, y: -2, width: 5, height: 5)))
    #expect(changed == ImageRegion(x: 7, y: 0, width: 3, height: 3))
    #expect(canvas.image[9, 2] == RGBAPixel(white: 9) && canvas.image[9, 3] == Self.grey)
  }

  @Test func aNewBackdropIsComparedEverywhere() throws {
    var canvas = SnackbarFrameCanvas(backdrop: try RGBAImage(width: 10, height: 10, fill: Self.grey))
    var keyboard = try RGBAImage(width: 10, height: 10, fill: Self.grey)
    for y in 7..<10 { for x in 0..<10 { keyboard[x, y] = RGBAPixel(white: 50) } }
    #expect(canvas.update(backdrop: keyboard, patch: nil) == ImageRegion(x: 0, y: 7, width: 10, height: 3))
    #expect(canvas.image == keyboard && canvas.backdrop == keyboard)
  }
}
