import CCairo
import Foundation
import MaterialSnackbar
import SnackbarImage
import Testing

@testable import SnackbarRendering

@Suite struct CairoPixelConversionTests {
  /// Writes one raw premultiplied ARGB32 value into a 1x1 surface and reads it back as RGBA.
  static func straight(fromPremultiplied argb: UInt32) throws -> RGBAPixel {
    let surface = try CairoImageSurface(width: 1, height: 1)
    surface.withMutablePixels { $0.storeBytes(of: argb, toByteOffset: 0, as: UInt32.self) }
    return try surface.makeImage()[0, 0]
  }

  @Test func unpremultiplyRoundsToNearest() throws {
    // 64 / 128 * 255 = 127.5 rounds to 128 (red); 1 / 3 * 255 = 85; 2 / 3 * 255 = 170.
    #expect(try Self.straight(fromPremultiplied: 0x8040_0000) == RGBAPixel(red: 128, green: 0, blue: 0, alpha: 128))
    #expect(try Self.straight(fromPremultiplied: 0x0301_0203) == RGBAPixel(red: 85, green: 170, blue: 255, alpha: 3))
    #expect(try Self.straight(fromPremultiplied: 0x0000_0000) == RGBAPixel(red: 0, green: 0, blue: 0, alpha: 0))
    #expect(try Self.straight(fromPremultiplied: 0xFF12_3456) == RGBAPixel(red: 0x12, green: 0x34, blue: 0x56))
  }

  /// The multiply-and-shift form equals the rounded division for every alpha and every channel
  /// value, including values above their alpha (not valid premultiplied pixels: clamped).
  @Test func reciprocalsGiveTheRoundedDivisionForEveryPair() {
    var mismatches: [(value: UInt32, alpha: UInt32)] = []
    CairoPixelConversion.unpremultiplyReciprocals.withUnsafeBufferPointer { reciprocals in
      guard let reciprocals = reciprocals.baseAddress else { return }
      for alpha in UInt32(1)...255 {
        for value in UInt32(0)...255 {
          let expected = UInt32(CairoPixelConversion.unpremultiply(min(value, alpha), alpha: alpha))
          let actual = CairoPixelConversion.unpremultiplyByReciprocal(value, alpha: alpha, reciprocals: reciprocals)
          if actual != expected { mismatches.append((value, alpha)) }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    #expect(CairoPixelConversion.unpremultiplyReciprocals.count == 256)
  }

  @Test func everyPremultipliedValueSurvivesTheRoundTrip() throws {
    // All 256 alphas x all valid premultiplied values of one channel.
    var values: [UInt32] = []
    for alpha in UInt32(0)...255 {
      for red in 0...alpha { values.append(alpha << 24 | red << 16 | (alpha / 2) << 8 | (alpha / 3)) }
    }
    let surface = try CairoImageSurface(width: values.count / 64 + 1, height: 64)
    surface.withMutablePixels { pixels in
      for (index, value) in values.enumerated() {
        pixels.storeBytes(of: value, toByteOffset: (index % 64) * surface.stride + (index / 64) * 4, as: UInt32.self)
      }
    }
    let image = try surface.makeImage()
    let copy = try CairoImageSurface(image: image)
    var mismatches = 0
    copy.withPixels { pixels in
      for (index, value) in values.enumerated() {
        let back = pixels.loadUnaligned(fromByteOffset: (index % 64) * copy.stride + (index / 64) * 4, as: UInt32.self)
        if back != value { mismatches += 1 }
      }
    }
    #expect(mismatches == 0)
  }

  @Test func opaqueImagesAreExact() throws {
    let image = try RGBAImage(width: 3, height: 2, bytes: (0..<24).map { $0 % 4 == 3 ? 255 : UInt8($0 * 10) })
    #expect(try CairoImageSurface(image: image).makeImage() == image)
  }

  @Test func invalidSizesAndFormatsThrow() throws {
    #expect(throws: CairoError.self) { try CairoImageSurface(width: 0, height: 10) }
    #expect(throws: CairoError.self) { try CairoImageSurface(width: 10, height: RGBAImage.maximumDimension + 1) }
    let mask = try CairoImageSurface(width: 4, height: 4, format: .a8)
    let error = #expect(throws: CairoError.self) { try mask.makeImage() }
    #expect(error?.description.contains("non-ARGB32") == true)
  }

  @Test func contextDrawsAndReportsStatus() throws {
    let surface = try CairoImageSurface(width: 20, height: 20)
    let context = try CairoContext(surface: surface)
    context.scale(x: 2, y: 2)
    #expect(context.deviceScale == 2)
    context.paint(SnackbarColor(RGBAPixel(white: 204)))
    context.fillRoundedRectangle(CGRect(x: 2, y: 2, width: 6, height: 6), cornerRadius: 1, color: .black)
    try context.checkStatus("drawing")
    let image = try surface.makeImage()
    #expect(image[0, 0] == RGBAPixel(white: 204))
    #expect(image[10, 10] == RGBAPixel(white: 0))
    // Corner pixel is partly covered (rounded), neither background nor fill.
    let corner = image[4, 4].red
    #expect(corner > 0 && corner < 204, "\(corner)")
    // Unbalanced restore puts the context in an error state, which checkStatus reports.
    context.restore()
    #expect(throws: CairoError.self) { try context.checkStatus("unbalanced restore") }
  }
}
