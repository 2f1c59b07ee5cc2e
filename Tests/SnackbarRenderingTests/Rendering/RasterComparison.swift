import Foundation
import SnackbarImage
import SnackbarLayout
import SnackbarRendering

/// How a rasterised PDF or SVG differs from the PNG render of the same request, both seen over
/// white (pdftoppm paints on white paper), in 8-bit RGB.
///
/// Text antialiasing and curve coverage differ between Cairo's own rasteriser, poppler's and
/// librsvg's, so pixels on glyph and corner edges differ, sometimes a lot; flat areas and the
/// shadow must not. The measures below stay small for that noise and grow for real mistakes:
/// a wrong colour moves a region's mean colour, a missing shadow moves the mean difference
/// around the container, a shifted label puts whole glyph stems over the threshold.
struct RasterComparison: CustomStringConvertible {
  /// The largest difference in any channel of any pixel.
  var maximum = 0
  /// The mean absolute difference over every pixel and channel, in levels (0...255).
  var meanAbsolute = 0.0
  /// The fraction of pixels that differ by more than ``strongThreshold`` in some channel.
  var strongFraction = 0.0
  /// Per named region (the container, the label, the action title, the icon): the largest
  /// channel difference between the region's mean colours.
  var regionMeanDifference: [String: Double] = [:]

  /// Per named region: the mean absolute difference of its pixels, in levels.
  var regionMeanAbsolute: [String: Double] = [:]

  /// A pixel "differs strongly" beyond this many levels.
  static let strongThreshold = 64

  /// The tolerances, from the differences measured on the cases of `VectorTestCase` (largest
  /// seen, PDF / SVG): mean 2.71 / 0.62 levels; strong pixels 1.23 % / 0.24 %; region mean
  /// colours 0.20 / 0.13 levels, except the shadow band at 1x in PDF, 2.49 (poppler resamples
  /// the embedded shadow image); region mean differences 20.3 / 7.4 levels, all in the label,
  /// whose glyph edges poppler antialiases more heavily than Cairo.
  ///
  /// What the mistakes `SnackbarRendererRasterisedFormatsTests` plants give instead: no shadow,
  /// the shadow band's mean colour 53 levels off; MDC's #323232 container drawn as Material 3's
  /// #322F35, the container's mean colour 3.65 off; the label one point (two pixels) to the
  /// right, its mean difference 44.5 (SVG) or 51.9 (PDF). The bounds sit between the two.
  ///
  /// The mean difference has a bound per rasteriser: librsvg draws with Cairo itself, so an SVG
  /// comes back within 0.62 levels on average, and 2 catches a misplaced shadow (cairo's SVG mask
  /// bug gave 3.8 to 4.9); poppler antialiases text its own way, so a PDF gets 5.
  static func maximumMeanAbsolute(_ format: SnackbarOutputFormat) -> Double { format == .svg ? 2 : 5 }
  static let maximumStrongFraction = 0.025
  static let maximumRegionMeanAbsolute = 32.0

  /// The bound on a region's mean colour: 1.5 levels, or 6 for the shadow band.
  static func maximumRegionMeanColor(_ region: String) -> Double { region == "shadow" ? 6 : 1.5 }

  /// What exceeds the tolerances; empty when the raster matches.
  var failures: [String] {
    var failures: [String] = []
    if meanAbsolute > Self.maximumMeanAbsolute(rasterisedFormat) {
      failures.append("mean difference \(format(meanAbsolute))")
    }
    if strongFraction > Self.maximumStrongFraction {
      failures.append("\(format(strongFraction * 100))% of pixels differ by more than \(Self.strongThreshold)")
    }
    for (name, difference) in regionMeanDifference.sorted(by: { $0.key < $1.key })
    where difference > Self.maximumRegionMeanColor(name) {
      failures.append("the \(name)'s mean colour differs by \(format(difference))")
    }
    for (name, difference) in regionMeanAbsolute.sorted(by: { $0.key < $1.key })
    where difference > Self.maximumRegionMeanAbsolute {
      failures.append("the \(name)'s pixels differ by \(format(difference)) on average")
    }
    return failures
  }

  var description: String {
    let regions = regionMeanDifference.sorted { $0.key < $1.key }.map { "\($0.key) \(format($0.value))" }
    let regionDifferences = regionMeanAbsolute.sorted { $0.key < $1.key }.map { "\($0.key) \(format($0.value))" }
    return "max \(maximum), mean \(format(meanAbsolute)), over \(Self.strongThreshold): "
      + "\(format(strongFraction * 100))%, region mean colours: \(regions.joined(separator: ", ")), "
      + "region mean differences: \(regionDifferences.joined(separator: ", "))"
  }

  private func format(_ value: Double) -> String { String(format: "%.3f", value) }

  /// What was rasterised, which sets the bound on the mean difference.
  let rasterisedFormat: SnackbarOutputFormat

  /// Compares `raster`, rasterised from `format`, with `png` (same size), and the mean colours of
  /// `regions` (in pixels).
  init(png: RGBAImage, raster: RGBAImage, format: SnackbarOutputFormat, regions: [String: PixelRect]) {
    rasterisedFormat = format
    let count = png.width * png.height
    var total = 0
    var strong = 0
    for y in 0..<png.height {
      for x in 0..<png.width {
        let (a, b) = (Self.overWhite(png[x, y]), Self.overWhite(raster[x, y]))
        var pixelMaximum = 0
        for channel in 0..<3 {
          let delta = abs(a[channel] - b[channel])
          total += delta
          pixelMaximum = max(pixelMaximum, delta)
        }
        maximum = max(maximum, pixelMaximum)
        if pixelMaximum > Self.strongThreshold { strong += 1 }
      }
    }
    meanAbsolute = Double(total) / Double(count * 3)
    strongFraction = Double(strong) / Double(count)
    for (name, region) in regions {
      let (a, b) = (Self.meanColor(png, region), Self.meanColor(raster, region))
      regionMeanDifference[name] = (0..<3).map { abs(a[$0] - b[$0]) }.max() ?? 0
      regionMeanAbsolute[name] = Self.meanAbsolute(png, raster, region)
    }
  }

  /// The pixel's colour composited over white, as 0...255 per channel.
  static func overWhite(_ pixel: RGBAPixel) -> [Int] {
    let alpha = Int(pixel.alpha)
    return [pixel.red, pixel.green, pixel.blue].map { (Int($0) * alpha + 255 * (255 - alpha) + 127) / 255 }
  }

  /// The mean absolute difference over white of the pixels of `region`.
  static func meanAbsolute(_ a: RGBAImage, _ b: RGBAImage, _ region: PixelRect) -> Double {
    var total = 0
    for y in region.y..<(region.y + region.height) {
      for x in region.x..<(region.x + region.width) {
        let (first, second) = (overWhite(a[x, y]), overWhite(b[x, y]))
        total += (0..<3).reduce(0) { $0 + abs(first[$1] - second[$1]) }
      }
    }
    return Double(total) / Double(max(region.width * region.height, 1) * 3)
  }

  /// The mean colour over white of `region`.
  static func meanColor(_ image: RGBAImage, _ region: PixelRect) -> [Double] {
    var sums = [0, 0, 0]
    for y in region.y..<(region.y + region.height) {
      for x in region.x..<(region.x + region.width) {
        let color = overWhite(image[x, y])
        for channel in 0..<3 { sums[channel] += color[channel] }
      }
    }
    let count = Double(max(region.width * region.height, 1))
    return sums.map { Double($0) / count }
  }
}
