import SnackbarImage
import Testing

@Suite struct RGBAPixelRectsTests {
  /// A 6x4 image whose pixel (x, y) has red x and green y.
  static func gradient() throws -> RGBAImage {
    var image = try RGBAImage(width: 6, height: 4, fill: RGBAPixel(white: 0))
    for y in 0..<4 { for x in 0..<6 { image[x, y] = RGBAPixel(red: UInt8(x), green: UInt8(y), blue: 9) } }
    return image
  }

  @Test func croppingKeepsThePixelsOfTheRegion() throws {
    let crop = try Self.gradient().cropped(to: PixelRect(x: 2, y: 1, width: 3, height: 2))
    #expect(crop.width == 3 && crop.height == 2)
    #expect(crop[0, 0] == RGBAPixel(red: 2, green: 1, blue: 9))
    #expect(crop[2, 1] == RGBAPixel(red: 4, green: 2, blue: 9))
  }

  @Test func croppingOutsideTheImageThrows() throws {
    let image = try Self.gradient()
    #expect(throws: RGBAImageError.self) { try image.cropped(to: PixelRect(x: 4, y: 0, width: 3, height: 1)) }
    #expect(throws: RGBAImageError.self) { try image.cropped(to: PixelRect(x: 0, y: 0, width: 0, height: 1)) }
  }

  @Test func placingCopiesAndClipsAtTheEdges() throws {
    var image = try Self.gradient()
    let patch = try RGBAImage(width: 3, height: 3, fill: RGBAPixel(white: 200))
    image.place(patch, atX: 4, y: -1)
    #expect(image[4, 0] == RGBAPixel(white: 200) && image[5, 1] == RGBAPixel(white: 200))
    #expect(image[4, 2] == RGBAPixel(red: 4, green: 2, blue: 9))
    #expect(image[3, 0] == RGBAPixel(red: 3, green: 0, blue: 9))
    image.place(patch, atX: 10, y: 10)
    #expect(image[5, 3] == RGBAPixel(red: 5, green: 3, blue: 9))
  }
}
