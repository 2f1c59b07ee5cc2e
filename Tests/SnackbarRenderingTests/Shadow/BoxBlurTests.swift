import Testing

@testable import SnackbarRendering

/// The blur's row-by-row vertical passes against the plain definition: three box passes along
/// each row, then three down each column, each a running sum in Double over a copy of the line.
/// Shadows are pixels in goldens, so the two must agree bit for bit, not within a tolerance.
@Suite struct BoxBlurTests {
  /// The definition, one line at a time (the column walk the row-by-row passes replaced).
  static func reference(_ input: [Float], width: Int, height: Int, blur: BoxBlur) -> [Float] {
    var values = input
    func pass(start: Int, step: Int, count: Int, boxWidth: Int) {
      let radius = (boxWidth - 1) / 2
      let scale = 1 / Float(boxWidth)
      let copy = (0..<count).map { values[start + $0 * step] }
      var sum = 0.0
      for index in 0..<min(radius, count) { sum += Double(copy[index]) }
      for index in 0..<count {
        if index + radius < count { sum += Double(copy[index + radius]) }
        if index - radius - 1 >= 0 { sum -= Double(copy[index - radius - 1]) }
        values[start + index * step] = max(Float(sum) * scale, 0)
      }
    }
    for boxWidth in blur.widths where boxWidth > 1 {
      for row in 0..<height { pass(start: row * width, step: 1, count: width, boxWidth: boxWidth) }
    }
    for boxWidth in blur.widths where boxWidth > 1 {
      for column in 0..<width { pass(start: column, step: width, count: height, boxWidth: boxWidth) }
    }
    return values
  }

  @Test(arguments: [0.4, 1.5, 6, 17.3, 40])
  func rowByRowPassesEqualTheDefinitionBitForBit(sigma: Double) {
    // Sizes around the blur's reach: taller and shorter than the box, one row, one column.
    for (width, height) in [(37, 23), (5, 61), (64, 3), (1, 40), (40, 1), (2, 2)] {
      var state: UInt64 = 0x9E37_79B9_7F4A_7C15 &+ UInt64(width * 1_000 + height)
      let input = (0..<width * height).map { index -> Float in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        // Coverage-like values: mostly 0 or 1, some fractions, as a rasterised shape gives.
        let draw = Float(state >> 40) / Float(1 << 24)
        return index % 7 == 0 ? draw : (draw > 0.5 ? 1 : 0)
      }
      let blur = BoxBlur(sigma: sigma)
      var values = input
      blur.apply(to: &values, width: width, height: height)
      let expected = Self.reference(input, width: width, height: height, blur: blur)
      let mismatches = zip(values, expected).filter { $0.0.bitPattern != $0.1.bitPattern }.count
      #expect(mismatches == 0, "sigma \(sigma), \(width)x\(height): \(mismatches) values differ")
    }
  }
}
