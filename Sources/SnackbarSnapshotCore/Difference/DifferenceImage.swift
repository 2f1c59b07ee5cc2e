import SnackbarImage

/// Images that show where two images differ, for failure artifacts.
///
/// Built only after a comparison has failed, so they favour clarity over speed.
public enum DifferenceImage {
  /// Differing pixels (beyond tolerance).
  public static let differingColor = RGBAPixel(red: 255, green: 0, blue: 170)
  /// Pixels that changed but are forgiven by the tolerance.
  public static let forgivenColor = RGBAPixel(red: 255, green: 190, blue: 0)
  /// Area covered by only one of the two images when their sizes differ.
  public static let outsideColor = RGBAPixel(red: 0, green: 200, blue: 255)

  /// The reference as a dimmed greyscale, with differing pixels in vivid magenta and forgiven
  /// changes in amber, so a one-pixel change is visible at a glance.
  ///
  /// The canvas covers both images; where only one of them has pixels (a size mismatch), it is
  /// cyan.
  public static func highlight(reference: RGBAImage, actual: RGBAImage, tolerance: ImageTolerance = .exact) -> RGBAImage
  {
    let width = max(reference.width, actual.width)
    let height = max(reference.height, actual.height)
    let overlapWidth = min(reference.width, actual.width)
    let overlapHeight = min(reference.height, actual.height)
    var bytes = [UInt8](repeating: 255, count: width * height * 4)
    let cache = DeltaECache()
    reference.bytes.withUnsafeBufferPointer { referenceBuffer in
      actual.bytes.withUnsafeBufferPointer { actualBuffer in
        bytes.withUnsafeMutableBufferPointer { output in
          guard let ref = referenceBuffer.baseAddress, let act = actualBuffer.baseAddress else { return }
          for y in 0..<height {
            for x in 0..<width {
              let out = (y * width + x) * 4
              let pixel: RGBAPixel
              if x >= overlapWidth || y >= overlapHeight {
                pixel = outsideColor
              } else {
                let referenceIndex = (y * reference.width + x) * 4
                let actualIndex = (y * actual.width + x) * 4
                let referenceWord = UnsafeRawPointer(ref + referenceIndex).loadUnaligned(as: UInt32.self)
                let actualWord = UnsafeRawPointer(act + actualIndex).loadUnaligned(as: UInt32.self)
                if referenceWord == actualWord {
                  pixel = dimmedGrey(
                    red: ref[referenceIndex], green: ref[referenceIndex + 1], blue: ref[referenceIndex + 2],
                    alpha: ref[referenceIndex + 3])
                } else {
                  var delta: UInt8 = 0
                  for channel in 0..<4 {
                    delta = max(delta, absDelta(ref[referenceIndex + channel], act[actualIndex + channel]))
                  }
                  let deltaE = cache.deltaE(reference: referenceWord, actual: actualWord)
                  let counts = ImageComparison.counts(channelDelta: delta, deltaE: deltaE, tolerance: tolerance)
                  pixel = counts ? differingColor : forgivenColor
                }
              }
              output[out] = pixel.red
              output[out + 1] = pixel.green
              output[out + 2] = pixel.blue
            }
          }
        }
      }
    }
    return makeImage(width: width, height: height, bytes: bytes)
  }

  /// `|reference − actual|` per channel (alpha changes added to every channel), amplified: any
  /// non-zero delta is at least 25 % bright and the largest is full brightness
  /// (`64 + 191 · delta / largest`). A ±1 drift that is invisible in a plain difference blend
  /// shows clearly, even next to a large change. Black means identical. Only the overlapping area
  /// is shown.
  public static func amplified(reference: RGBAImage, actual: RGBAImage) -> RGBAImage {
    let width = min(reference.width, actual.width)
    let height = min(reference.height, actual.height)
    var deltas = [UInt8](repeating: 255, count: width * height * 4)
    var largest: UInt8 = 0
    reference.bytes.withUnsafeBufferPointer { ref in
      actual.bytes.withUnsafeBufferPointer { act in
        deltas.withUnsafeMutableBufferPointer { out in
          for y in 0..<height {
            for x in 0..<width {
              let referenceIndex = (y * reference.width + x) * 4
              let actualIndex = (y * actual.width + x) * 4
              let index = (y * width + x) * 4
              let alphaDelta = absDelta(ref[referenceIndex + 3], act[actualIndex + 3])
              for channel in 0..<3 {
                // Alpha changes add to every colour channel so a pure transparency change shows.
                let delta = saturatingAdd(
                  absDelta(ref[referenceIndex + channel], act[actualIndex + channel]), alphaDelta)
                out[index + channel] = delta
                largest = max(largest, delta)
              }
            }
          }
          guard largest > 0 else { return }
          // Integer scaling, rounding half up: 64 + 191 * delta / largest for non-zero deltas.
          let divisor = Int(largest)
          for index in stride(from: 0, to: out.count, by: 4) {
            for channel in 0..<3 where out[index + channel] > 0 {
              out[index + channel] = UInt8(64 + (Int(out[index + channel]) * 191 * 2 + divisor) / (2 * divisor))
            }
          }
        }
      }
    }
    return makeImage(width: width, height: height, bytes: deltas)
  }

  /// Luma (Rec. 601) squeezed into the upper third of the range and lightened, so the vivid
  /// markers stand out against it while the layout stays recognisable.
  private static func dimmedGrey(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> RGBAPixel {
    let luma = (299 * Int(red) + 587 * Int(green) + 114 * Int(blue)) / 1000
    // Composite over white by alpha first, so transparent areas read as background.
    let composited = (luma * Int(alpha) + 255 * (255 - Int(alpha))) / 255
    return RGBAPixel(white: UInt8(170 + composited / 3))
  }

  /// Deltas are clamped at 255 instead of trapping on overflow.
  private static func saturatingAdd(_ lhs: UInt8, _ rhs: UInt8) -> UInt8 {
    let (sum, overflow) = lhs.addingReportingOverflow(rhs)
    return overflow ? 255 : sum
  }

  private static func absDelta(_ lhs: UInt8, _ rhs: UInt8) -> UInt8 { lhs > rhs ? lhs - rhs : rhs - lhs }

  /// Sizes here come from valid images (or the constant 1x1), so construction cannot fail; the
  /// fallback keeps this total without a force-try. Composites, whose size can exceed the limit,
  /// check it first and throw (``DifferenceImageError``) instead of reaching the fallback.
  static func makeImage(width: Int, height: Int, bytes: [UInt8]) -> RGBAImage {
    if let image = try? RGBAImage(width: width, height: height, bytes: bytes) { return image }
    return fallbackImage
  }

  private static let fallbackImage: RGBAImage = {
    guard let image = try? RGBAImage(width: 1, height: 1, fill: RGBAPixel(white: 0, alpha: 0)) else {
      fatalError("a 1x1 image is always valid")
    }
    return image
  }()
}
