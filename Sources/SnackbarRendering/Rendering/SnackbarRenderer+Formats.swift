import Foundation
import SnackbarFiles

extension SnackbarRenderer {
  /// Draws the request as a one-page PDF: shapes as vectors, text as embedded glyphs, the shadow
  /// as an embedded image at the display scale.
  ///
  /// The page is the canvas in points: the PNG's pixel size divided by the display scale, so a
  /// 560 x 200-pixel 2x render is a 280 x 100-point page, the size a designer places it at.
  /// Rasterising at 72 x scale dots per inch (`pdftoppm -r 144` for 2x) gives the PNG's size.
  ///
  /// The bytes carry no creation date and no document id, so the same request gives the same
  /// bytes, in any process and on any thread.
  /// - Throws: ``SnackbarRenderError`` as ``render(_:)``.
  public func renderPDF(_ request: SnackbarRenderRequest) throws(SnackbarRenderError) -> [UInt8] {
    try renderVector(request, kind: .pdf)
  }

  /// Draws the request as an SVG 1.1 document: shapes as paths, text as glyph outlines, the
  /// shadow as an embedded PNG at the display scale.
  ///
  /// The document is the canvas in `px`, one per point (the PNG's pixel size divided by the
  /// display scale), so a browser shows it at its size in points and `rsvg-convert --zoom 2`
  /// gives a 2x PNG's size. Ids are numbered per document, so the same request gives the same
  /// bytes in any process and on any thread.
  /// - Throws: ``SnackbarRenderError`` as ``render(_:)``.
  public func renderSVG(_ request: SnackbarRenderRequest) throws(SnackbarRenderError) -> [UInt8] {
    try renderVector(request, kind: .svg)
  }

  /// Draws the request and encodes it in `format`: ``renderPNG(_:)``, ``renderPDF(_:)`` or
  /// ``renderSVG(_:)``.
  /// - Throws: ``SnackbarRenderError`` as those do.
  public func render(_ request: SnackbarRenderRequest, format: SnackbarOutputFormat) throws(SnackbarRenderError)
    -> [UInt8]
  {
    switch format {
    case .png: return try renderPNG(request)
    case .pdf: return try renderPDF(request)
    case .svg: return try renderSVG(request)
    }
  }

  /// Draws the request in `format` and writes it to `url`, atomically: on any failure the
  /// destination is left as it was and no partial file remains. The extension of `url` is not
  /// consulted; ``write(_:to:)`` infers the format from it.
  /// - Throws: ``SnackbarRenderError`` as ``render(_:format:)``, or
  ///   ``SnackbarRenderError/writing(_:)``.
  public func write(
    _ request: SnackbarRenderRequest, to url: URL, format: SnackbarOutputFormat
  ) throws(SnackbarRenderError) {
    let bytes = try render(request, format: format)
    do {
      try AtomicFile.write(bytes, to: url)
    } catch {
      throw .writing(error)
    }
  }

  /// Draws a request on a PDF or SVG surface the size of the canvas in points, with the same
  /// drawing code as the PNG, so both show the same thing.
  private func renderVector(
    _ request: SnackbarRenderRequest, kind: CairoVectorSurface.Kind
  ) throws(SnackbarRenderError) -> [UInt8] {
    let prepared = try prepare(request)
    let scale = Double(prepared.layout.displayScale)
    let canvas = prepared.canvas
    do {
      let surface = try CairoVectorSurface(
        kind: kind, width: Double(canvas.pixelWidth) / scale, height: Double(canvas.pixelHeight) / scale)
      let context = try CairoContext(vectorSurface: surface)
      try drawCanvas(prepared, request, in: context)
      let bytes = try surface.finish()
      return kind == .svg ? SVGIdentifierNormalizer.normalize(bytes) : bytes
    } catch {
      throw .drawing(error)
    }
  }
}
