import CCairo
import SnackbarImage

/// Conversion between Cairo's premultiplied ARGB32 pixels and `RGBAImage`'s straight RGBA.
///
/// Cairo stores each ARGB32 pixel as one native-endian `UInt32` (alpha in the top byte) with the
/// colour multiplied by alpha. Both directions round to nearest, so a pixel Cairo produced
/// survives image → surface → image unchanged: the straight value `s = round(p·255/a)` multiplied
/// back gives `round(s·a/255) = p`, because the error of `s` is below `a/255/2 < 0.5` levels.
enum CairoPixelConversion {
  /// `round(value * 255 / alpha)` in integers, for `alpha > 0` and `value <= alpha`.
  @inline(__always)
  static func unpremultiply(_ value: UInt32, alpha: UInt32) -> UInt8 {
    UInt8(min((value * 255 + alpha / 2) / alpha, 255))
  }

  /// `⌈2²⁴ / alpha⌉` for every alpha (0 for alpha 0), which turns ``unpremultiply(_:alpha:)``'s
  /// division into a multiplication (``unpremultiplyByReciprocal(_:alpha:reciprocals:)``).
  ///
  /// Reading a rendered snackbar back spent most of its time in these divisions (shadow and
  /// antialiased pixels are translucent). A 64 KiB table of every (alpha, value) result did the
  /// same job but took 65,536 divisions and 16 fresh pages to build, a measurable part of a
  /// one-off `snackbar render`; 256 reciprocals are 1 KiB.
  static let unpremultiplyReciprocals: [UInt32] = (0..<256).map { (alpha: Int) -> UInt32 in
    let power: Int = 1 << 24
    return alpha == 0 ? 0 : UInt32((power + alpha - 1) / alpha)
  }

  /// ``unpremultiply(_:alpha:)`` of `min(value, alpha)` without dividing, for `alpha` 1...255.
  ///
  /// The numerator `n = value·255 + alpha/2` is below 2¹⁶, and `m = ⌈2²⁴/alpha⌉` exceeds
  /// `2²⁴/alpha` by less than 1, so `n·m/2²⁴` exceeds `n/alpha` by less than `n/2²⁴ < 1/alpha`:
  /// never enough to reach the next integer, so the floors agree (a test checks every pair).
  @inline(__always)
  static func unpremultiplyByReciprocal(
    _ value: UInt32, alpha: UInt32, reciprocals: UnsafePointer<UInt32>
  ) -> UInt32 {
    let numerator = UInt64(min(value, alpha) &* 255 &+ alpha / 2)
    return UInt32(min((numerator &* UInt64(reciprocals[Int(alpha)])) &>> 24, 255))
  }

  /// `round(value * alpha / 255)` in integers.
  @inline(__always)
  static func premultiply(_ value: UInt8, alpha: UInt8) -> UInt32 {
    (UInt32(value) * UInt32(alpha) * 2 + 255) / 510
  }

  /// Reads an ARGB32 surface into a straight-alpha image.
  static func image(from surface: CairoImageSurface) throws(CairoError) -> RGBAImage {
    guard surface.format == .argb32 else {
      throw CairoError(status: CAIRO_STATUS_INVALID_FORMAT, operation: "reading pixels of a non-ARGB32 surface")
    }
    try surface.checkStatus("reading pixels")
    let (width, height, stride) = (surface.width, surface.height, surface.stride)
    let rowBytes = width * 4
    let bytes = surface.withPixels { source in
      // Every byte is written below (or zeroed when the surface has no pixel memory), so the
      // array need not be zero-filled first: that fill alone was a full extra pass.
      [UInt8](unsafeUninitializedCapacity: rowBytes * height) { output, initializedCount in
        defer { initializedCount = rowBytes * height }
        guard let target = UnsafeMutableRawPointer(output.baseAddress) else { return }
        guard source.count >= stride * height, let pixels = source.baseAddress else {
          target.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
          return
        }
        for y in 0..<height {
          convertRow(
            from: pixels + y * stride, to: target + y * rowBytes, width: width)
        }
      }
    }
    do {
      return try RGBAImage(width: width, height: height, bytes: bytes)
    } catch {
      throw CairoError(status: CAIRO_STATUS_INVALID_SIZE, operation: "reading pixels (\(error))")
    }
  }

  /// The PNG bytes of an ARGB32 surface's `pixels` (from ``CairoImageSurface/withPixels(_:)``),
  /// un-premultiplied row by row as the encoder filters them: the same bytes as encoding
  /// ``image(from:)``, without building the image.
  static func encodePNG(
    of surface: CairoImageSurface, pixels: UnsafeRawBufferPointer,
    workspace: PNGEncoderWorkspace = PNGEncoderWorkspace()
  ) throws(PNGError) -> [UInt8] {
    let (width, height, stride) = (surface.width, surface.height, surface.stride)
    guard surface.format == .argb32, pixels.count >= stride * height, let base = pixels.baseAddress else {
      throw .encodingFailed(reason: "the surface has no readable ARGB32 pixels")
    }
    return try PNGEncoder.encode(width: width, height: height, workspace: workspace) { y, scratch in
      convertRow(from: base + y * stride, to: scratch, width: width)
      return UnsafeRawPointer(scratch)
    }
  }

  /// Converts one row of `width` premultiplied native-endian ARGB pixels at `source` into
  /// straight RGBA bytes at `target` (which may be unaligned), writing all `width * 4` bytes.
  ///
  /// Most pixels of a snackbar are opaque (the container, the backdrop) or colourless (the black
  /// shadow, the transparent surroundings); those need no division, only a byte swizzle of the
  /// whole `UInt32`, so they skip the division.
  @inline(__always)
  static func convertRow(
    from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, width: Int
  ) {
    unpremultiplyReciprocals.withUnsafeBufferPointer { reciprocals in
      guard let reciprocals = reciprocals.baseAddress else { return }
      var x = 0
      // Four pixels at a time when none needs a division: opaque pixels (the container, the
      // backdrop) and colourless ones (the black shadow, transparent surroundings) are straight
      // already up to a swap of the red and blue bytes, which one vector swizzle does for all four.
      while x &+ 4 <= width {
        let pixels =
          source.loadUnaligned(fromByteOffset: x &* 4, as: SIMD4<UInt32>.self)
        // A lane needs a division when 255 − alpha and its colour are both non-zero; their
        // product (below 2³²) is zero otherwise. One test on the OR of the four products is much
        // cheaper than reducing a vector comparison mask.
        let needsDivision = (~pixels &>> 24) &* (pixels & 0x00FF_FFFF)
        if needsDivision[0] | needsDivision[1] | needsDivision[2] | needsDivision[3] == 0 {
          let swizzled = (pixels & 0xFF00_FF00) | ((pixels &>> 16) & 0xFF) | ((pixels & 0xFF) &<< 16)
          target.storeBytes(of: swizzled.littleEndianBytes, toByteOffset: x &* 4, as: SIMD4<UInt32>.self)
        } else {
          for lane in 0..<4 {
            let rgba = convertPixel(pixels[lane], reciprocals: reciprocals)
            target.storeBytes(of: rgba.littleEndian, toByteOffset: (x &+ lane) &* 4, as: UInt32.self)
          }
        }
        x &+= 4
      }
      while x < width {
        let argb = source.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
        target.storeBytes(
          of: convertPixel(argb, reciprocals: reciprocals).littleEndian, toByteOffset: x &* 4, as: UInt32.self)
        x &+= 1
      }
    }
  }

  /// One premultiplied ARGB pixel as straight RGBA, red in the low byte (so that storing it
  /// little-endian gives the bytes R, G, B, A).
  @inline(__always)
  private static func convertPixel(_ argb: UInt32, reciprocals: UnsafePointer<UInt32>) -> UInt32 {
    let alpha = argb >> 24
    if alpha == 0 {
      return 0  // Fully transparent: colour is undefined in premultiplied form; write zeros.
    } else if alpha == 255 || argb & 0x00FF_FFFF == 0 {
      // Opaque, or translucent black: swap the red and blue bytes; alpha and green stay.
      return (argb & 0xFF00_FF00) | ((argb >> 16) & 0xFF) | ((argb & 0xFF) << 16)
    } else {
      let red = unpremultiplyByReciprocal((argb >> 16) & 0xFF, alpha: alpha, reciprocals: reciprocals)
      let green = unpremultiplyByReciprocal((argb >> 8) & 0xFF, alpha: alpha, reciprocals: reciprocals)
      let blue = unpremultiplyByReciprocal(argb & 0xFF, alpha: alpha, reciprocals: reciprocals)
      return alpha << 24 | blue << 16 | green << 8 | red
    }
  }

  /// Overwrites the pixels of an ARGB32 surface of the same size with `image`, premultiplied.
  static func write(_ image: RGBAImage, into surface: CairoImageSurface) {
    precondition(surface.format == .argb32 && surface.width == image.width && surface.height == image.height)
    let (width, height, stride) = (image.width, image.height, surface.stride)
    image.bytes.withUnsafeBufferPointer { input in
      surface.withMutablePixels { destination in
        guard destination.count >= stride * height else { return }
        for y in 0..<height {
          var index = y * width * 4
          for x in 0..<width {
            let alpha = input[index + 3]
            let argb: UInt32
            switch alpha {
            case 0:
              argb = 0
            case 255:
              argb = 0xFF00_0000 | UInt32(input[index]) << 16 | UInt32(input[index + 1]) << 8 | UInt32(input[index + 2])
            default:
              argb =
                UInt32(alpha) << 24 | premultiply(input[index], alpha: alpha) << 16
                | premultiply(input[index + 1], alpha: alpha) << 8 | premultiply(input[index + 2], alpha: alpha)
            }
            destination.storeBytes(of: argb, toByteOffset: y * stride + x * 4, as: UInt32.self)
            index += 4
          }
        }
      }
    }
  }
}

extension SIMD4 where Scalar == UInt32 {
  /// Each lane in little-endian byte order (a no-op on little-endian machines).
  @inline(__always)
  fileprivate var littleEndianBytes: SIMD4<UInt32> {
    SIMD4(self[0].littleEndian, self[1].littleEndian, self[2].littleEndian, self[3].littleEndian)
  }
}

extension CairoImageSurface {
  /// Creates an ARGB32 surface holding a copy of `image` (premultiplying its colours).
  package convenience init(image: RGBAImage) throws(CairoError) {
    try self.init(width: image.width, height: image.height, format: .argb32)
    CairoPixelConversion.write(image, into: self)
  }

  /// The surface's pixels as a straight-alpha image (un-premultiplied with rounding).
  /// - Throws: ``CairoError`` when the surface is not ARGB32 or is in an error state.
  package func makeImage() throws(CairoError) -> RGBAImage {
    try CairoPixelConversion.image(from: self)
  }
}
