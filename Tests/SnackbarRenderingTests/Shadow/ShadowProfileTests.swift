import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarRendering
import Testing

/// The elevation shadow against the profile measured on the upstream goldens (spec 4.2).
@Suite struct ShadowProfileTests {
  /// Golden greys of spec 4.2, elevation 6, @2x, background 204.
  static let below: [Int] = [147, 149, 152, 156, 159, 165, 171, 177, 182, 188, 193, 196, 199, 201, 203, 204]
  static let above: [Int] = [195, 198, 199, 200, 201, 202, 202, 203, 203, 204]
  static let beside: [Int] = [172, 179, 186, 190, 194, 198, 200, 202, 203, 204]

  /// Renders the spec scene: a 180x48 pt #323232 rounded rect at (40, 40) in a 260x128 pt grey
  /// 204 canvas at @2x, elevation 6.
  static func renderSnackbarScene() throws -> (image: RGBAImage, rect: CGRect) {
    let rect = CGRect(x: 40, y: 40, width: 180, height: 48)
    let context = try RenderingTestSupport.makeCanvas(width: 260, height: 128, scale: 2, grey: 204)
    try ElevationShadowPainter.paint(
      in: context, rect: rect, elevation: 6, scale: 2, cache: ShadowMaskCache(capacity: 4))
    context.fillRoundedRectangle(rect, cornerRadius: 4, color: SnackbarColor(RGBAPixel(white: 50)))
    try context.checkStatus("drawing the test scene")
    return (try context.surface.makeImage(), rect)
  }

  @Test func profileBelowAboveAndBesideMatchesGolden() throws {
    let (image, rect) = try Self.renderSnackbarScene()
    let column = Int(rect.midX * 2)
    let middleRow = Int(rect.midY * 2)
    let below = Self.below.indices.map { Int(image[column, Int(rect.maxY * 2) + 2 * $0].red) }
    let above = Self.above.indices.map { Int(image[column, Int(rect.minY * 2) - 1 - 2 * $0].red) }
    let beside = Self.beside.indices.map { Int(image[Int(rect.minX * 2) - 1 - 2 * $0, middleRow].red) }
    print("shadow below  measured \(below)\n              golden   \(Self.below)")
    print("shadow above  measured \(above)\n              golden   \(Self.above)")
    print("shadow beside measured \(beside)\n              golden   \(Self.beside)")
    for (name, measured, golden) in [
      ("below", below, Self.below), ("above", above, Self.above), ("beside", beside, Self.beside),
    ] {
      for (index, (value, expected)) in zip(measured, golden).enumerated() {
        #expect(abs(value - expected) <= 2, "\(name) \(Double(index) + 0.25) pt: \(value) vs golden \(expected)")
      }
    }
  }

  @Test(.upstreamGoldens)
  func elevationCardMatchesUpstreamGolden() throws {
    let golden = try RenderingTestSupport.upstreamGolden("testElevationSnackbar_11_2@2x.png")
    #expect(golden.width == 320 && golden.height == 400)
    let card = CGRect(x: 40, y: 40, width: 80, height: 80)
    let context = try RenderingTestSupport.makeCanvas(width: 160, height: 200, scale: 2, grey: 204)
    try ElevationShadowPainter.paint(
      in: context, rect: card, elevation: 6, scale: 2, cache: ShadowMaskCache(capacity: 4))
    context.fillRoundedRectangle(card, cornerRadius: 4, color: .white)
    let rendered = try context.surface.makeImage()

    var total = 0
    var count = 0
    var worst = 0
    for y in 0..<golden.height {
      for x in 0..<golden.width {
        // Outside the card only, one pixel away from its edge (the antialiased rim is the fill's).
        let inside = x >= 79 && x <= 240 && y >= 79 && y <= 240
        guard !inside else { continue }
        let difference = abs(Int(rendered[x, y].red) - Int(golden[x, y].red))
        total += difference
        worst = max(worst, difference)
        count += 1
      }
    }
    let mean = Double(total) / Double(count)
    print("elevation card vs golden: mean |difference| \(mean) grey levels over \(count) pixels, worst \(worst)")
    #expect(mean <= 2, "mean grey difference \(mean)")
    #expect(worst <= 4, "worst grey difference \(worst)")
  }
}
