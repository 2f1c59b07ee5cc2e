import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarLayout
import SnackbarRendering
import Testing

/// PDF and SVG rasterised by poppler and librsvg match the PNG render of the same request.
@Suite(.enabled(if: VectorTools.isAvailable, VectorTools.missingReason))
struct SnackbarRendererRasterisedFormatsTests {
  @Test(arguments: VectorTestCase.all, [SnackbarOutputFormat.pdf, .svg])
  func rasterisedVectorMatchesThePNG(_ testCase: VectorTestCase, format: SnackbarOutputFormat) throws {
    let comparison = try Self.compare(testCase, format: format)
    #expect(comparison.failures.isEmpty, "\(testCase.name) \(format): \(comparison)")
  }

  // The tolerances must still catch real mistakes: each of these compares a correct raster with
  // a PNG that is wrong in one way, and must fail.

  @Test(arguments: [SnackbarOutputFormat.pdf, .svg])
  func toleranceCatchesAMissingShadow(format: SnackbarOutputFormat) throws {
    let testCase = try #require(VectorTestCase.all.first)
    let flat = RenderTestSupport.upstreamRequest(text: "Photo archived", action: "Undo", elevation: 0)
    let comparison = try Self.compare(testCase, format: format, against: flat)
    #expect(comparison.failures.contains { $0.contains("shadow") }, "\(comparison)")
  }

  @Test(arguments: [SnackbarOutputFormat.pdf, .svg])
  func toleranceCatchesASlightlyWrongContainerColor(format: SnackbarOutputFormat) throws {
    let testCase = try #require(VectorTestCase.all.first)
    // Material 3's inverse surface #322F35 instead of MDC's #323232: 3 levels of blue apart.
    let manager = SnackbarManager(scheduler: ManualScheduler())
    SnackbarTheme.material3Light.apply(to: manager)
    var themed = SnackbarRenderRequest(
      message: RenderTestSupport.message("Photo archived", action: "Undo"), manager: manager,
      traits: SnackbarTraitCollection(displayScale: 2), sizing: .fittingWidth(180))
    themed.framing = .backdrop(color: SnackbarColor(white: 0.8), inset: 50)
    let comparison = try Self.compare(testCase, format: format, against: themed)
    #expect(comparison.failures.contains { $0.contains("container") }, "\(comparison)")
  }

  @Test(arguments: [SnackbarOutputFormat.pdf, .svg])
  func toleranceCatchesALabelShiftedByOnePoint(format: SnackbarOutputFormat) throws {
    let testCase = try #require(VectorTestCase.all.first)
    let renderer = try RenderTestSupport.makeRenderer()
    let request = testCase.makeRequest()
    let png = try renderer.render(request)
    let regions = testCase.regions(try renderer.layout(request), scale: 2)
    let label = try #require(regions["label"])
    let shifted = try Self.shiftedRight(png, region: label, by: 2)
    let comparison = RasterComparison(
      png: shifted, raster: try Self.raster(renderer, request, format), format: format, regions: regions)
    #expect(comparison.failures.contains { $0.contains("label") }, "\(comparison)")
  }

  /// `image` with the pixels of `region` moved `pixels` to the right (the left edge repeated).
  static func shiftedRight(_ image: RGBAImage, region: PixelRect, by pixels: Int) throws -> RGBAImage {
    var bytes = image.bytes
    for y in region.y..<(region.y + region.height) {
      for x in stride(from: region.x + region.width - 1, through: region.x + pixels, by: -1) {
        let (to, from) = ((y * image.width + x) * 4, (y * image.width + x - pixels) * 4)
        for channel in 0..<4 { bytes[to + channel] = image.bytes[from + channel] }
      }
    }
    return try RGBAImage(width: image.width, height: image.height, bytes: bytes)
  }

  static func raster(
    _ renderer: SnackbarRenderer, _ request: SnackbarRenderRequest, _ format: SnackbarOutputFormat
  ) throws -> RGBAImage {
    let scale = Int(request.effectiveTraits.displayScale)
    let bytes = try renderer.render(request, format: format)
    return format == .pdf
      ? try VectorTools.rasterisePDF(bytes, scale: scale) : try VectorTools.rasteriseSVG(bytes, scale: scale)
  }

  /// Renders the case as PNG and in `format`, rasterises the latter at the display scale and
  /// compares the two.
  static func compare(
    _ testCase: VectorTestCase, format: SnackbarOutputFormat, against pngRequest: SnackbarRenderRequest? = nil
  ) throws -> RasterComparison {
    let renderer = try RenderTestSupport.makeRenderer()
    let request = testCase.makeRequest()
    let scale = request.effectiveTraits.displayScale
    let png = try renderer.render(pngRequest ?? request)
    let raster = try Self.raster(renderer, request, format)
    #expect(raster.width == png.width && raster.height == png.height, "\(raster.width)x\(raster.height)")
    let slug = testCase.name.replacingOccurrences(of: " ", with: "-").replacingOccurrences(of: ",", with: "")
    RenderTestSupport.save(raster, "vector-\(slug)-\(format)")
    RenderTestSupport.save(png, "vector-\(slug)-png")
    return RasterComparison(
      png: png, raster: raster, format: format, regions: testCase.regions(try renderer.layout(request), scale: scale))
  }
}
