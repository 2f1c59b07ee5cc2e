import Foundation
import SnackbarFlow
import SnackbarImage
import SnackbarLayout
import SnackbarRendering
import Testing

@testable import SnackbarPlayer

@Suite struct SnackbarFrameCanvasTests {
  static let grey = RGBAPixel(white: 200)

  /// The backdrop closure of a stored screen, counting the pixels asked for.
  final class Screen {
    var image: RGBAImage
    var askedPixels = 0
    init(_ image: RGBAImage) { self.image = image }
    func region(_ region: PixelRect) throws(SnackbarRenderError) -> RGBAImage {
      askedPixels += region.pixelCount
      do {
        return try image.cropped(to: region)
      } catch {
        throw .invalidRequest(field: "region", value: "\(region)", expected: "inside")
      }
    }
  }

  static func patch(_ pixel: RGBAPixel, _ region: PixelRect) throws -> (region: PixelRect, image: RGBAImage) {
    (region, try RGBAImage(width: region.width, height: region.height, fill: pixel))
  }

  @Test func reportsOnlyThePixelsThatChanged() throws {
    let backdrop = try RGBAImage(width: 40, height: 30, fill: Self.grey)
    let screen = Screen(backdrop)
    var canvas = SnackbarFrameCanvas(backdrop: backdrop)
    // A patch whose border equals the backdrop: only its inner square is a change.
    var image = try RGBAImage(width: 10, height: 10, fill: Self.grey)
    for y in 3..<6 { for x in 4..<8 { image[x, y] = RGBAPixel(white: 0) } }
    let placed = PixelRect(x: 5, y: 5, width: 10, height: 10)
    #expect(
      try canvas.update(patch: (placed, image), backdrop: screen.region) == PixelRect(x: 9, y: 8, width: 4, height: 3)
    )
    #expect(canvas.image[9, 8] == RGBAPixel(white: 0) && canvas.image[8, 8] == Self.grey)
    // The same again: nothing changed.
    #expect(try canvas.update(patch: (placed, image), backdrop: screen.region) == nil)
    // Moved: the old square is restored from the backdrop, the new one drawn.
    let moved = PixelRect(x: 20, y: 15, width: 10, height: 10)
    #expect(
      try canvas.update(patch: (moved, image), backdrop: screen.region)
        == PixelRect(x: 9, y: 8, width: 19, height: 13))
    #expect(canvas.image[9, 8] == Self.grey && canvas.image[24, 18] == RGBAPixel(white: 0))
    // Gone.
    #expect(try canvas.update(patch: nil, backdrop: screen.region) == PixelRect(x: 24, y: 18, width: 4, height: 3))
    #expect(canvas.image == backdrop)
    // Only the rectangles around the old and new patches were asked of the screen (the move's
    // is 25x20), never all of it.
    #expect(screen.askedPixels == 100 + 100 + 500 + 100)
  }

  @Test func aPatchOverTheEdgeIsClipped() throws {
    let screen = Screen(try RGBAImage(width: 10, height: 10, fill: Self.grey))
    var canvas = SnackbarFrameCanvas(backdrop: screen.image)
    let changed = try canvas.update(
      patch: try Self.patch(RGBAPixel(white: 9), PixelRect(x: 7, y: -2, width: 5, height: 5)), backdrop: screen.region
    )
    #expect(changed == PixelRect(x: 7, y: 0, width: 3, height: 3))
    #expect(canvas.image[9, 2] == RGBAPixel(white: 9) && canvas.image[9, 3] == Self.grey)
  }

  @Test func aNewBackdropIsComparedEverywhere() throws {
    let screen = Screen(try RGBAImage(width: 10, height: 10, fill: Self.grey))
    var canvas = SnackbarFrameCanvas(backdrop: screen.image)
    for y in 7..<10 { for x in 0..<10 { screen.image[x, y] = RGBAPixel(white: 50) } }
    #expect(
      try canvas.update(backdropChanged: true, patch: nil, backdrop: screen.region)
        == PixelRect(x: 0, y: 7, width: 10, height: 3))
    #expect(canvas.image == screen.image)
  }

  /// A whole-screen comparison asks for the screen a band of rows at a time, never all at once.
  @Test func theScreenIsAskedForInBands() throws {
    let screen = Screen(try RGBAImage(width: 2048, height: 1200, fill: Self.grey))
    var canvas = SnackbarFrameCanvas(backdrop: screen.image)
    var largest = 0
    let changed = try canvas.update(backdropChanged: true, patch: nil) { (region) throws(SnackbarRenderError) in
      largest = max(largest, region.pixelCount)
      return try screen.region(region)
    }
    #expect(changed == nil)
    #expect(screen.askedPixels == 2048 * 1200)
    #expect(largest <= SnackbarFrameCanvas.bandPixels)
  }
}
