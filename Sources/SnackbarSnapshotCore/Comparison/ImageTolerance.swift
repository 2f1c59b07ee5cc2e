/// How far an actual image may stray from its reference and still match.
///
/// The three knobs apply in order, per pixel and then per image:
///
/// 1. ``perChannel``: a pixel differs only if some channel (red, green, blue or alpha) differs by
///    *more than* this many 8-bit steps. `0` means any change counts.
/// 2. ``perceptual``: when set, a pixel that passed step 1 as different still does not count unless
///    its CIEDE2000 colour difference is *greater than* this ΔE. Roughly, ΔE00 ≈ 1 is the smallest
///    difference a trained eye notices side by side; 2–3 is noticeable at a glance.
/// 3. ``allowedDifferingFraction``: the image matches when the fraction of pixels that still
///    count as different is *at most* this (0 = none may differ, 0.01 = one pixel in a hundred).
///
/// Images of different sizes never match, whatever the tolerance.
public struct ImageTolerance: Sendable, Hashable, CustomStringConvertible {
  /// The largest per-channel change (in 8-bit steps) that does not make a pixel differ.
  public var perChannel: UInt8
  /// The fraction of pixels, in `0...1`, allowed to differ after the per-pixel tests.
  public var allowedDifferingFraction: Double
  /// The largest CIEDE2000 ΔE that does not make a pixel differ, or `nil` to judge by channels only.
  public var perceptual: Double?

  /// Creates a tolerance.
  ///
  /// Out-of-range values are programmer errors (the values are written in test source) and stop
  /// the process with a message. Untrusted text goes through ``parse(_:)``, which throws instead.
  /// - Parameters:
  ///   - perChannel: the largest per-channel delta that does not make a pixel differ.
  ///   - allowedDifferingFraction: in `0...1`.
  ///   - perceptual: a finite, non-negative ΔE00, or `nil`.
  public init(perChannel: UInt8 = 0, allowedDifferingFraction: Double = 0, perceptual: Double? = nil) {
    precondition(
      (0...1).contains(allowedDifferingFraction),
      "allowedDifferingFraction must be in 0...1, got \(allowedDifferingFraction)"
    )
    if let perceptual {
      precondition(perceptual.isFinite && perceptual >= 0, "perceptual ΔE must be finite and >= 0, got \(perceptual)")
    }
    self.perChannel = perChannel
    self.allowedDifferingFraction = allowedDifferingFraction
    self.perceptual = perceptual
  }

  /// Every decoded pixel must be identical.
  public static let exact = ImageTolerance()

  /// Pixels may change as long as no change is visible side by side (ΔE00 ≤ 1), everywhere.
  public static let perceptuallyIdentical = ImageTolerance(perceptual: 1)

  /// The tolerance applied in the opt-in tolerant mode (`SNAPSHOT_TOLERANT_STACK=1`) when the
  /// goldens were recorded on a different rendering stack.
  ///
  /// A different FreeType, Pango or font build moves glyph edges by a fraction of a pixel, which
  /// changes anti-aliased edge pixels a lot (large channel deltas) but few of them. So: a pixel
  /// counts only if a channel moved by more than 32 steps *and* the change is clearly visible
  /// (ΔE00 > 3), and up to 1 % of pixels may count. A moved, recoloured or missing element still
  /// fails.
  public static let differentRenderingStack = ImageTolerance(
    perChannel: 32,
    allowedDifferingFraction: 0.01,
    perceptual: 3
  )

  /// True when this is ``exact``: any change to any byte of any pixel fails.
  public var isExact: Bool {
    perChannel == 0 && allowedDifferingFraction == 0 && perceptual == nil
  }

  /// The looser of `self` and `other` in each field.
  ///
  /// `perceptual == nil` means "no perceptual allowance", so it is the stricter side: the result
  /// takes the other's value.
  public func loosened(toAtLeast other: ImageTolerance) -> ImageTolerance {
    let perceptual: Double?
    switch (self.perceptual, other.perceptual) {
    case (nil, nil): perceptual = nil
    case (let value?, nil), (nil, let value?): perceptual = value
    case (let lhs?, let rhs?): perceptual = max(lhs, rhs)
    }
    return ImageTolerance(
      perChannel: max(perChannel, other.perChannel),
      allowedDifferingFraction: max(allowedDifferingFraction, other.allowedDifferingFraction),
      perceptual: perceptual
    )
  }

  /// The same syntax ``parse(_:)`` reads, e.g. `channel=2,fraction=0.001,deltaE=1.5`, or `exact`.
  public var description: String {
    if isExact { return "exact" }
    var parts = ["channel=\(perChannel)", "fraction=\(allowedDifferingFraction)"]
    if let perceptual { parts.append("deltaE=\(perceptual)") }
    return parts.joined(separator: ",")
  }
}
