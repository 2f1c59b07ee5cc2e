import Foundation
import MaterialSnackbar
import SnackbarRendering
import Testing

/// PDF and SVG output: the same drawing as the PNG, in bytes that depend only on the request.
@Suite struct SnackbarRendererFormatsTests {
  /// Renders every case in both vector formats, twice, with a PNG render and the other cases in
  /// between (which advance Cairo's process-wide surface counter).
  @Test func vectorBytesAreStableAcrossRepeatedRenders() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    var first: [[UInt8]] = []
    for testCase in VectorTestCase.all {
      first.append(try renderer.renderPDF(testCase.makeRequest()))
      first.append(try renderer.renderSVG(testCase.makeRequest()))
    }
    _ = try renderer.renderPNG(RenderTestSupport.upstreamRequest(text: "In between"))
    for (index, testCase) in VectorTestCase.all.enumerated() {
      let (pdf, svg) = (try renderer.renderPDF(testCase.makeRequest()), try renderer.renderSVG(testCase.makeRequest()))
      #expect(pdf == first[2 * index], "PDF of \(testCase.name)")
      #expect(svg == first[2 * index + 1], "SVG of \(testCase.name)")
    }
  }

  static func allVectorBytes(_ renderer: SnackbarRenderer) throws -> [[UInt8]] {
    try VectorTestCase.all.flatMap { testCase in
      [try renderer.renderPDF(testCase.makeRequest()), try renderer.renderSVG(testCase.makeRequest())]
    }
  }

  @Test func pdfCarriesNoDateAndNoID() throws {
    let pdf = try RenderTestSupport.makeRenderer().renderPDF(RenderTestSupport.upstreamRequest(text: "Hi"))
    let text = String(decoding: pdf, as: UTF8.self)
    #expect(text.hasPrefix("%PDF-1.5"))
    #expect(!text.contains("/CreationDate"))
    #expect(!text.contains("/ModDate"))
    #expect(!text.contains("/ID"))
    #expect(text.contains("/Producer (cairo 1.16.0"))
  }

  /// The page is the PNG's pixel size over the scale: a 2x PNG of 560 x 196 pixels is a
  /// 280 x 98-point page; the SVG says the same in px.
  @Test(arguments: VectorTestCase.all)
  func pageIsTheCanvasInPoints(_ testCase: VectorTestCase) throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let request = testCase.makeRequest()
    let png = try renderer.render(request)
    let scale = Double(request.effectiveTraits.displayScale)
    let (width, height) = (Double(png.width) / scale, Double(png.height) / scale)
    let svg = String(decoding: try renderer.renderSVG(request), as: UTF8.self)
    #expect(svg.contains("width=\"\(Self.number(width))px\" height=\"\(Self.number(height))px\""))
    let pdf = String(decoding: try renderer.renderPDF(request), as: UTF8.self)
    #expect(pdf.contains("/MediaBox [ 0 0 \(Self.number(width)) \(Self.number(height)) ]"))
  }

  /// Cairo's way of writing a coordinate: up to six decimals, trailing zeros dropped.
  static func number(_ value: Double) -> String {
    var text = String(format: "%.6f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  @Test(.enabled(if: VectorTools.isAvailable, VectorTools.missingReason), arguments: VectorTestCase.all)
  func pdfinfoAcceptsThePDF(_ testCase: VectorTestCase) throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let request = testCase.makeRequest()
    let png = try renderer.render(request)
    let scale = Double(request.effectiveTraits.displayScale)
    let info = try VectorTools.pdfInfo(try renderer.renderPDF(request))
    #expect(info.contains("Pages:           1"))
    #expect(info.contains("PDF version:     1.5"))
    let expected =
      "Page size:       \(Self.number(Double(png.width) / scale)) x \(Self.number(Double(png.height) / scale)) pts"
    #expect(info.contains(expected), "\(info)")
  }
}
