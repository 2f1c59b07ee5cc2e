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
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    let table = unpremultiplyTable
    surface.withPixels { source in
      guard source.count >= stride * height else { return }
      table.withUnsafeBufferPointer { table in
        bytes.withUnsafeMutableBufferPointer { output in
          for y in 0..<height {
            var out = y * width * 4
            for x in 0..<width {
              let argb = source.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self)
              let alpha = opaqueFormat ? 255 : argb >> 24
              let red = (argb >> 16) & 0xFF
              let green = (argb >> 8) & 0xFF
              let blue = argb & 0xFF
              switch alpha {
              case 0:
                break  // Fully transparent: colour is undefined in premultiplied form; keep zeros.
              case 255:
                output[out] = UInt8(red)
                output[out + 1] = UInt8(green)
                output[out + 2] = UInt8(blue)
              default:
                let row = Int(alpha) << 8
                output[out] = table[row | Int(red)]
                output[out + 1] = table[row | Int(green)]
                output[out + 2] = table[row | Int(blue)]
              }
              output[out + 3] = UInt8(alpha)
              out += 4
            }
          }
        }
      }
    }
    do {
      return try RGBAImage(width: width, height: height, bytes: bytes)
    } catch {
      throw CairoError(status: CAIRO_STATUS_INVALID_SIZE, operation: "reading pixels (\(error))")
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
