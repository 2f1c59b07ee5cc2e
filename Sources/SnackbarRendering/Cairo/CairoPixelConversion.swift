import CPangoCairo

/// Conversion between Cairo's premultiplied ARGB32 pixels and ``RGBAImage``'s straight RGBA.
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

  /// ``unpremultiply(_:alpha:)`` for every (alpha, value) pair, indexed `alpha << 8 | value`.
  /// Reading a rendered snackbar back spent most of its time in these divisions (shadow and
  /// antialiased pixels are translucent); 64 KiB of table makes it a load.
  static let unpremultiplyTable: [UInt8] = (0..<65_536).map { index in
    let alpha = UInt32(index >> 8)
    let value = UInt32(index & 0xFF)
    return alpha == 0 ? 0 : unpremultiply(min(value, alpha), alpha: alpha)
  }

  /// `round(value * alpha / 255)` in integers.
  @inline(__always)
  static func premultiply(_ value: UInt8, alpha: UInt8) -> UInt32 {
    (UInt32(value) * UInt32(alpha) * 2 + 255) / 510
  }

  /// Reads an ARGB32 (or RGB24) surface into a straight-alpha image.
  static func image(from surface: CairoImageSurface) throws(CairoError) -> RGBAImage {
    guard surface.format == .argb32 else {
      throw CairoError(status: CAIRO_STATUS_INVALID_FORMAT, operation: "reading pixels of a non-ARGB32 surface")
    }
    try surface.checkStatus("reading pixels")
    let (width, height, stride) = (surface.width, surface.height, surface.stride)
    let opaqueFormat = surface.isOpaqueFormat
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
            from: pixels + y * stride, to: target + y * rowBytes, width: width, opaqueFormat: opaqueFormat)
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
    let opaqueFormat = surface.isOpaqueFormat
    return try PNGEncoder.encode(width: width, height: height, workspace: workspace) { y, scratch in
      convertRow(from: base + y * stride, to: scratch, width: width, opaqueFormat: opaqueFormat)
      return UnsafeRawPointer(scratch)
    }
  }

  /// Converts one row of `width` premultiplied native-endian ARGB pixels at `source` into
  /// straight RGBA bytes at `target` (which may be unaligned), writing all `width * 4` bytes.
  ///
  /// Most pixels of a snackbar are opaque (the container, the backdrop) or colourless (the black
  /// shadow, the transparent surroundings); those need no division, only a byte swizzle of the
  /// whole `UInt32`, so they skip the table. With `opaqueFormat` (RGB24), the unused high byte is
  /// read as 255.
  @inline(__always)
  static func convertRow(
    from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, width: Int, opaqueFormat: Bool
  ) {
    unpremultiplyTable.withUnsafeBufferPointer { table in
      guard let table = table.baseAddress else { return }
      let forcedAlpha: UInt32 = opaqueFormat ? 0xFF00_0000 : 0
      var x = 0
      // Four pixels at a time when none needs a division: opaque pixels (the container, the
      // backdrop) and colourless ones (the black shadow, transparent surroundings) are straight
      // already up to a swap of the red and blue bytes, which one vector swizzle does for all four.
      while x &+ 4 <= width {
        let pixels =
          source.loadUnaligned(fromByteOffset: x &* 4, as: SIMD4<UInt32>.self) | SIMD4(repeating: forcedAlpha)
        // A lane needs a division when 255 − alpha and its colour are both non-zero; their
        // product (below 2³²) is zero otherwise. One test on the OR of the four products is much
        // cheaper than reducing a vector comparison mask.
        let needsDivision = (~pixels &>> 24) &* (pixels & 0x00FF_FFFF)
        if needsDivision[0] | needsDivision[1] | needsDivision[2] | needsDivision[3] == 0 {
          let swizzled = (pixels & 0xFF00_FF00) | ((pixels &>> 16) & 0xFF) | ((pixels & 0xFF) &<< 16)
          target.storeBytes(of: swizzled.littleEndianBytes, toByteOffset: x &* 4, as: SIMD4<UInt32>.self)
        } else {
          for lane in 0..<4 {
            let rgba = convertPixel(pixels[lane], table: table)
            target.storeBytes(of: rgba.littleEndian, toByteOffset: (x &+ lane) &* 4, as: UInt32.self)
          }
        }
        x &+= 4
      }
      while x < width {
        let argb = source.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self) | forcedAlpha
        target.storeBytes(of: convertPixel(argb, table: table).littleEndian, toByteOffset: x &* 4, as: UInt32.self)
        x &+= 1
      }
    }
  }

  /// One premultiplied ARGB pixel as straight RGBA, red in the low byte (so that storing it
  /// little-endian gives the bytes R, G, B, A).
  @inline(__always)
  private static func convertPixel(_ argb: UInt32, table: UnsafePointer<UInt8>) -> UInt32 {
    let alpha = argb >> 24
    if alpha == 0 {
      return 0  // Fully transparent: colour is undefined in premultiplied form; write zeros.
    } else if alpha == 255 || argb & 0x00FF_FFFF == 0 {
      // Opaque, or translucent black: swap the red and blue bytes; alpha and green stay.
      return (argb & 0xFF00_FF00) | ((argb >> 16) & 0xFF) | ((argb & 0xFF) << 16)
    } else {
      let row = Int(alpha &<< 8)
      let red = UInt32(table[row | Int((argb >> 16) & 0xFF)])
      let green = UInt32(table[row | Int((argb >> 8) & 0xFF)])
      let blue = UInt32(table[row | Int(argb & 0xFF)])
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
  public convenience init(image: RGBAImage) throws(CairoError) {
    try self.init(width: image.width, height: image.height, format: .argb32)
    CairoPixelConversion.write(image, into: self)
  }

  /// The surface's pixels as a straight-alpha image (un-premultiplied with rounding).
  /// - Throws: ``CairoError`` when the surface is not ARGB32 or is in an error state.
  public func makeImage() throws(CairoError) -> RGBAImage {
    try CairoPixelConversion.image(from: self)
  }
}
