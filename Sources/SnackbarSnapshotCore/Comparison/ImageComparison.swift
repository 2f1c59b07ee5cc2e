import Foundation
import SnackbarImage

/// The image comparison engine: an exact fast path, then one measuring pass.
///
/// Cost model (why it is shaped like this): a golden suite compares ~100 images of ~600x300 and
/// nearly all are identical, so the identical case must cost one `memcmp` of the buffers. When
/// they differ, identical rows are skipped with a per-row `memcmp`, identical pixels with one
/// 32-bit compare, and ΔE is computed (memoised) only for pixels that changed.
public enum ImageComparison {
  /// Compares `actual` against `reference` under `tolerance`.
  ///
  /// Images of different sizes are not compared pixel by pixel: the result reports both sizes
  /// and never matches.
  public static func compare(
    reference: RGBAImage,
    actual: RGBAImage,
    tolerance: ImageTolerance = .exact
  ) -> ImageComparisonResult {
    let referenceSize = PixelSize(width: reference.width, height: reference.height)
    let actualSize = PixelSize(width: actual.width, height: actual.height)
    guard referenceSize == actualSize else {
      return ImageComparisonResult(
        referenceSize: referenceSize, actualSize: actualSize, tolerance: tolerance, pixelCount: 0,
        changedPixelCount: 0, differingPixelCount: 0, maxChannelDelta: 0, maxDeltaE: 0,
        changedBounds: nil, differingBounds: nil)
    }
    var scan = Scan(width: reference.width, height: reference.height, tolerance: tolerance)
    reference.bytes.withUnsafeBufferPointer { referenceBytes in
      actual.bytes.withUnsafeBufferPointer { actualBytes in
        scan.run(reference: referenceBytes, actual: actualBytes)
      }
    }
    return ImageComparisonResult(
      referenceSize: referenceSize, actualSize: actualSize, tolerance: tolerance,
      pixelCount: reference.width * reference.height, changedPixelCount: scan.changed,
      differingPixelCount: scan.differing, maxChannelDelta: scan.maxChannelDelta, maxDeltaE: scan.maxDeltaE,
      changedBounds: scan.changedBounds.rect, differingBounds: scan.differingBounds.rect)
  }

  /// Whether two images are byte-for-byte identical: the fast path alone.
  public static func isIdentical(_ lhs: RGBAImage, _ rhs: RGBAImage) -> Bool {
    guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
    return lhs.bytes.withUnsafeBufferPointer { left in
      rhs.bytes.withUnsafeBufferPointer { right in
        guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else {
          return left.count == right.count
        }
        return memcmp(leftBase, rightBase, left.count) == 0
      }
    }
  }

  /// Classifies one changed pixel: the per-pixel half of the ``ImageTolerance`` rules.
  static func counts(channelDelta: UInt8, deltaE: Double, tolerance: ImageTolerance) -> Bool {
    guard channelDelta > tolerance.perChannel else { return false }
    if let perceptual = tolerance.perceptual { return deltaE > perceptual }
    return true
  }
}

/// The running state of one measuring pass. A struct with plain stored counters so the hot loop
/// touches no heap memory except the two pixel buffers (and the ΔE memo for changed pixels).
private struct Scan {
  let width: Int
  let height: Int
  let tolerance: ImageTolerance
  var changed = 0
  var differing = 0
  var maxChannelDelta: UInt8 = 0
  var maxDeltaE = 0.0
  var changedBounds = PixelBoundsAccumulator()
  var differingBounds = PixelBoundsAccumulator()

  init(width: Int, height: Int, tolerance: ImageTolerance) {
    self.width = width
    self.height = height
    self.tolerance = tolerance
  }

  // The loops below use `while`, explicit comparisons and no generic helpers such as `max`: test
  // suites build unoptimised, where each `Range` iteration and generic call is a real function
  // call, and this loop runs once per changed pixel.
  mutating func run(reference: UnsafeBufferPointer<UInt8>, actual: UnsafeBufferPointer<UInt8>) {
    guard let ref = reference.baseAddress, let act = actual.baseAddress else { return }
    if memcmp(ref, act, reference.count) == 0 { return }
    // Allocated only now that something differs, and passed down as an argument so the per-pixel
    // path does no reference counting.
    let cache = DeltaECache()
    let rowBytes = width * 4
    let rawReference = UnsafeRawPointer(ref)
    let rawActual = UnsafeRawPointer(act)
    var y = 0
    while y < height {
      let rowStart = y * rowBytes
      if memcmp(ref + rowStart, act + rowStart, rowBytes) != 0 {
        var x = 0
        while x < width {
          let index = rowStart + x * 4
          let referenceWord = rawReference.loadUnaligned(fromByteOffset: index, as: UInt32.self)
          let actualWord = rawActual.loadUnaligned(fromByteOffset: index, as: UInt32.self)
          if referenceWord != actualWord {
            let delta = Self.channelDelta(ref + index, act + index)
            record(x: x, y: y, delta: delta, referenceWord, actualWord, cache: cache)
          }
          x += 1
        }
      }
      y += 1
    }
  }

  private mutating func record(
    x: Int, y: Int, delta: UInt8, _ referenceWord: UInt32, _ actualWord: UInt32, cache: DeltaECache
  ) {
    changed += 1
    changedBounds.add(x: x, y: y)
    if delta > maxChannelDelta { maxChannelDelta = delta }
    let deltaE = cache.deltaE(reference: referenceWord, actual: actualWord)
    if deltaE > maxDeltaE { maxDeltaE = deltaE }
    if ImageComparison.counts(channelDelta: delta, deltaE: deltaE, tolerance: tolerance) {
      differing += 1
      differingBounds.add(x: x, y: y)
    }
  }

  /// The largest absolute difference among the four channels of two pixels.
  @inline(__always)
  private static func channelDelta(_ lhs: UnsafePointer<UInt8>, _ rhs: UnsafePointer<UInt8>) -> UInt8 {
    var delta = lhs[0] > rhs[0] ? lhs[0] - rhs[0] : rhs[0] - lhs[0]
    let green = lhs[1] > rhs[1] ? lhs[1] - rhs[1] : rhs[1] - lhs[1]
    if green > delta { delta = green }
    let blue = lhs[2] > rhs[2] ? lhs[2] - rhs[2] : rhs[2] - lhs[2]
    if blue > delta { delta = blue }
    let alpha = lhs[3] > rhs[3] ? lhs[3] - rhs[3] : rhs[3] - lhs[3]
    if alpha > delta { delta = alpha }
    return delta
  }
}
