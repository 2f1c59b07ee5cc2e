import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarRendering
import Testing

@Suite struct ElevationShadowTests {
  @Test func layerFormulasMatchTheSpecTable() {
    // Spec 4.1: e, ambient radius, key radius, key offset y.
    let table: [(Double, Double, Double, Double)] = [
      (1, 0.885843, 0.665272, 1.19185), (6, 5.333563, 3.999872, 7.34775), (24, 21.345355, 16.004432, 29.50899),
    ]
    for (elevation, ambient, key, offset) in table {
      let shadow = ElevationShadow(elevation: elevation)
      #expect(abs(shadow.ambient.blurRadius - ambient) < 1e-6)
      #expect(shadow.ambient.offsetY == 0 && shadow.ambient.opacity == 0.08)
      #expect(abs(shadow.key.blurRadius - key) < 1e-6)
      #expect(abs(shadow.key.offsetY - offset) < 1e-5)
      #expect(shadow.key.opacity == 0.26)
    }
    #expect(ElevationShadow(elevation: 0).layers.isEmpty)
    #expect(ElevationShadow(elevation: -3).layers.isEmpty)
    #expect(ElevationShadow(elevation: .nan).layers.isEmpty)
  }

  /// Draws only the shadow of a 100x40 pt rect at (30, 30) on a transparent 160x150 pt canvas.
  static func shadowOnly(
    elevation: Double, scale: Double = 2, color: SnackbarColor = .black,
    cache: ShadowMaskCache = ShadowMaskCache(capacity: 2)
  ) throws -> RGBAImage {
    let surface = try CairoImageSurface(width: Int(160 * scale), height: Int(150 * scale))
    let context = try CairoContext(surface: surface)
    context.scale(x: scale, y: scale)
    try ElevationShadowPainter.paint(
      in: context, rect: CGRect(x: 30, y: 30, width: 100, height: 40), elevation: elevation, scale: scale, color: color,
      cache: cache)
    return try surface.makeImage()
  }

  @Test func elevationZeroDrawsNothing() throws {
    let image = try Self.shadowOnly(elevation: 0)
    #expect(image.bytes.allSatisfy { $0 == 0 })
  }

  @Test(arguments: [0.5, 1, 2, 3, 4, 6, 8, 12, 16, 24])
  func everyElevationDrawsOutsideTheShapeOnly(elevation: Double) throws {
    let image = try Self.shadowOnly(elevation: elevation)
    // Nothing inside the shape (one pixel in from the edges, past the antialiased rim; the
    // 8-pixel rounded corners are outside the shape, so they are skipped).
    var inside = 0
    var shadowed = 0
    for y in 61..<139 {
      for x in 61..<259 {
        let inCorner = (x < 68 || x >= 252) && (y < 68 || y >= 132)
        guard !inCorner else { continue }
        inside += 1
        if image[x, y].alpha != 0 { shadowed += 1 }
      }
    }
    #expect(inside > 15_000 && shadowed == 0, "\(shadowed) shadowed pixels inside at elevation \(elevation)")
    // Something just below the bottom edge; the key layer makes below darker than above.
    let below = image[160, 141].alpha
    let above = image[160, 58].alpha
    #expect(below > 0 && below > above, "below \(below), above \(above) at elevation \(elevation)")
  }

  @Test func higherElevationSpreadsFurther() throws {
    func extentBelow(_ elevation: Double) throws -> Int {
      let image = try Self.shadowOnly(elevation: elevation)
      return (140..<300).last { image[160, $0].alpha > 0 }.map { $0 - 140 } ?? 0
    }
    let extents = try [1.0, 4, 8, 16].map(extentBelow)
    #expect(extents == extents.sorted() && Set(extents).count == 4, "\(extents)")
  }

  @Test func colorIsConfigurable() throws {
    let image = try Self.shadowOnly(elevation: 6, color: SnackbarColor(red: 1, green: 0, blue: 0))
    let pixel = image[160, 142]
    #expect(pixel.alpha > 0 && pixel.red == 255 && pixel.green == 0 && pixel.blue == 0, "\(pixel)")
    let halfAlpha = try Self.shadowOnly(elevation: 6, color: SnackbarColor(white: 0, alpha: 0.5))
    let full = try Self.shadowOnly(elevation: 6)
    #expect(abs(Int(halfAlpha[160, 142].alpha) * 2 - Int(full[160, 142].alpha)) <= 2)
  }

  @Test func renderingIsDeterministicAndCached() throws {
    let cache = ShadowMaskCache(capacity: 2)
    let first = try Self.shadowOnly(elevation: 6, cache: cache)
    #expect(cache.statistics.misses == 1 && cache.statistics.hits == 0)
    let second = try Self.shadowOnly(elevation: 6, cache: cache)
    #expect(cache.statistics.hits == 1)
    #expect(first == second)
    #expect(try Self.shadowOnly(elevation: 6, cache: ShadowMaskCache(capacity: 1)) == first)

    // Least recently used goes first.
    _ = try Self.shadowOnly(elevation: 8, cache: cache)
    _ = try Self.shadowOnly(elevation: 6, cache: cache)  // hit, refreshes 6
    _ = try Self.shadowOnly(elevation: 12, cache: cache)  // evicts 8
    #expect(cache.count == 2)
    let misses = cache.statistics.misses
    _ = try Self.shadowOnly(elevation: 6, cache: cache)
    #expect(cache.statistics.misses == misses)
    _ = try Self.shadowOnly(elevation: 8, cache: cache)
    #expect(cache.statistics.misses == misses + 1)
  }

  @Test func scaleThreeMatchesScaleTwoInPoints() throws {
    let two = try Self.shadowOnly(elevation: 6, scale: 2)
    let three = try Self.shadowOnly(elevation: 6, scale: 3)
    // The same point below the bottom edge (4.5 pt) has nearly the same alpha at both scales.
    let alphaTwo = Int(two[160, 2 * 70 + 9].alpha)
    let alphaThree = Int(three[240, 3 * 70 + 13].alpha)
    #expect(abs(alphaTwo - alphaThree) <= 3, "\(alphaTwo) vs \(alphaThree)")
  }
}
