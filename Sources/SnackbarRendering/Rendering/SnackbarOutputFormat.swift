import Foundation

/// The file formats a ``SnackbarRenderer`` writes.
///
/// * ``png``: pixels at the display scale, as every golden is.
/// * ``pdf``: one page the size of the canvas in points (a 2x PNG of 560 x 200 pixels is a
///   280 x 100-point page), shapes as vectors, text as embedded glyphs, the elevation shadow as
///   an embedded image at the display scale. Rasterise it at 72 x scale dots per inch
///   (`pdftoppm -r 144` for 2x) to get the PNG's pixel size.
/// * ``svg``: the same drawing in SVG 1.1, sized in `px` with one `px` per point, so a browser
///   shows it at its size in points; `rsvg-convert --zoom 2` gives a 2x PNG's pixel size.
///
/// Vector output is deterministic like PNG: no timestamps, no ids that depend on the process.
public enum SnackbarOutputFormat: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// A PNG image (RGBA, 8 bits a channel).
  case png
  /// A one-page PDF 1.5 document.
  case pdf
  /// An SVG 1.1 document.
  case svg

  /// The format a file extension names, ignoring case (`"PDF"`, `"svg"`), or nil for any other.
  public init?(fileExtension: String) {
    self.init(rawValue: fileExtension.lowercased())
  }

  /// The format `url`'s path extension names, or nil when it has none or another one.
  public init?(url: URL) {
    self.init(fileExtension: url.pathExtension)
  }

  /// The usual file extension, without a dot: `png`, `pdf` or `svg`.
  public var fileExtension: String { rawValue }

  /// The media type: `image/png`, `application/pdf` or `image/svg+xml`.
  public var mediaType: String {
    switch self {
    case .png: return "image/png"
    case .pdf: return "application/pdf"
    case .svg: return "image/svg+xml"
    }
  }

  /// The format's name as a command-line value: `png`, `pdf` or `svg`.
  public var description: String { rawValue }
}
