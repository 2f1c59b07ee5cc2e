import CCairo

/// An owned Cairo PDF or SVG surface that writes its document to memory.
///
/// Cairo streams the document through a write callback while drawing and when the surface is
/// finished; the bytes collect in a buffer this object owns, so nothing touches the file system
/// and a failed render leaves no partial file.
///
/// The surface is sized in Cairo's vector unit, one per PostScript point (1/72 in) for PDF and one
/// per CSS pixel for SVG (cairo writes `px`, see ``init(kind:width:height:)``), so the renderer
/// draws in points without a scale, as iOS does.
///
/// Determinism: cairo 1.16 stamps a PDF with the time (`/CreationDate`) unless the metadata is
/// set to an empty string, which makes it leave the entry out; it writes no `/ID`. Its SVG ids
/// for embedded images (`image<N>`, `surface<N>`) come from a process-wide counter, which
/// ``SVGIdentifierNormalizer`` renumbers after ``finish()``.
///
/// Not `Sendable`: one surface belongs to one thread or task.
package final class CairoVectorSurface {
  /// The document kinds Cairo writes.
  package enum Kind: Sendable {
    /// PDF 1.5, one page.
    case pdf
    /// SVG 1.1.
    case svg
  }

  /// Collects what Cairo writes. A class, so the C callback can reach it through an unmanaged
  /// pointer that stays valid as long as the surface (which this object outlives).
  private final class ByteSink {
    var bytes: [UInt8] = []
  }

  /// The underlying `cairo_surface_t *`, for direct C calls. Valid while this object lives.
  package let pointer: OpaquePointer
  /// The document kind.
  package let kind: Kind
  private let sink: ByteSink

  /// Creates a one-page document `width` x `height` units large (points for PDF, `px` for SVG).
  /// - Throws: ``CairoError`` when a side is not a positive finite number or Cairo cannot create
  ///   the surface.
  package init(kind: Kind, width: Double, height: Double) throws(CairoError) {
    let operation = "creating a \(width)x\(height) \(kind == .pdf ? "PDF" : "SVG") surface"
    guard width.isFinite, height.isFinite, width > 0, height > 0 else {
      throw CairoError(status: CAIRO_STATUS_INVALID_SIZE, operation: operation)
    }
    let sink = ByteSink()
    let closure = Unmanaged.passUnretained(sink).toOpaque()
    let write: cairo_write_func_t = { closure, data, length in
      guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
      let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
      if let data, length > 0 {
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
      }
      return CAIRO_STATUS_SUCCESS
    }
    let created: OpaquePointer?
    switch kind {
    case .pdf: created = cairo_pdf_surface_create_for_stream(write, closure, width, height)
    case .svg: created = cairo_svg_surface_create_for_stream(write, closure, width, height)
    }
    // Like the image constructor, these return an error surface rather than NULL on failure.
    guard let surface = created else { throw CairoError(status: CAIRO_STATUS_NO_MEMORY, operation: operation) }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw CairoError(status: status, operation: operation)
    }
    switch kind {
    case .pdf:
      // An empty date makes cairo 1.16 omit /CreationDate instead of writing the current time.
      cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
      cairo_pdf_surface_restrict_to_version(surface, CAIRO_PDF_VERSION_1_5)
    case .svg:
      // px: one SVG unit is one CSS pixel, which browsers and design tools treat as one iOS point.
      cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
      cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
    }
    self.pointer = surface
    self.kind = kind
    self.sink = sink
  }

  deinit {
    // Destroying an unfinished surface finishes it, which may still call the write callback; the
    // sink is a stored property, so it is released only after this.
    cairo_surface_destroy(pointer)
  }

  /// Finishes the document (Cairo writes the rest of it) and returns its bytes. The surface
  /// cannot be drawn on afterwards.
  /// - Throws: ``CairoError`` when drawing or writing the document failed.
  package func finish() throws(CairoError) -> [UInt8] {
    cairo_surface_finish(pointer)
    try CairoError.check(cairo_surface_status(pointer), "finishing a \(kind == .pdf ? "PDF" : "SVG") document")
    return sink.bytes
  }
}
