import SnackbarImage

/// A fixed-size, direct-mapped memo of ΔE00 per (reference pixel, actual pixel) pair, and of Lab
/// per opaque colour.
///
/// CIEDE2000 costs a few hundred nanoseconds (cube roots, trigonometry). Real differences repeat
/// the same colour pairs over and over: a uniform ±1 drift, a recoloured background, a shifted
/// glyph over one fill. With the memo, such a difference costs a table lookup per pixel. When
/// many colours shift at once the pair memo misses, but each colour still recurs across pairs, so
/// Lab conversions (a third of the cost) are memoised separately.
///
/// A class over raw buffers rather than a struct of arrays: tests run unoptimised, where every
/// array subscript is a call with bounds and uniqueness checks; raw pointers keep the failing path
/// fast there too. Allocated only for comparisons that have changes.
final class DeltaECache {
  private static let slotBits = 12
  private static let slotCount = 1 << slotBits
  // Key 0 would mean "identical pixel 0x00000000 vs 0x00000000", which is never looked up
  // (identical pixels are skipped before ΔE), so 0 marks an empty pair slot. Opaque colour words
  // have a non-zero alpha byte, so 0 marks an empty Lab slot as well.
  private let pairKeys = UnsafeMutablePointer<UInt64>.allocate(capacity: slotCount)
  private let pairValues = UnsafeMutablePointer<Double>.allocate(capacity: slotCount)
  private let labKeys = UnsafeMutablePointer<UInt32>.allocate(capacity: slotCount)
  private let labValues = UnsafeMutablePointer<LabColor>.allocate(capacity: slotCount)

  init() {
    pairKeys.initialize(repeating: 0, count: Self.slotCount)
    pairValues.initialize(repeating: 0, count: Self.slotCount)
    labKeys.initialize(repeating: 0, count: Self.slotCount)
    labValues.initialize(repeating: LabColor(l: 0, a: 0, b: 0), count: Self.slotCount)
  }

  deinit {
    pairKeys.deallocate()
    pairValues.deallocate()
    labKeys.deallocate()
    labValues.deallocate()
  }

  /// Fibonacci hashing: multiply by 2^64/φ and keep the top bits, which spreads nearby colours.
  @inline(__always)
  private static func slot(_ key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - slotBits))
  }

  /// ΔE00 for two pixels given as their four bytes loaded in memory order.
  func deltaE(reference: UInt32, actual: UInt32) -> Double {
    let key = UInt64(reference) << 32 | UInt64(actual)
    let slot = Self.slot(key)
    if pairKeys[slot] == key { return pairValues[slot] }
    let referencePixel = Self.pixel(reference)
    let actualPixel = Self.pixel(actual)
    let value: Double
    if referencePixel.alpha == 255 && actualPixel.alpha == 255 {
      value = ColorDifference.ciede2000(lab(reference, referencePixel), lab(actual, actualPixel))
    } else {
      value = ColorDifference.ciede2000(referencePixel, actualPixel)
    }
    pairKeys[slot] = key
    pairValues[slot] = value
    return value
  }

  private func lab(_ word: UInt32, _ pixel: RGBAPixel) -> LabColor {
    let slot = Self.slot(UInt64(word))
    if labKeys[slot] == word { return labValues[slot] }
    let lab = LabColor(red: pixel.red, green: pixel.green, blue: pixel.blue)
    labKeys[slot] = word
    labValues[slot] = lab
    return lab
  }

  /// Unpacks bytes loaded as a machine word back into R, G, B, A (memory order, any endianness).
  private static func pixel(_ word: UInt32) -> RGBAPixel {
    var bytes = word
    return withUnsafeBytes(of: &bytes) { raw in
      RGBAPixel(red: raw[0], green: raw[1], blue: raw[2], alpha: raw[3])
    }
  }
}
