import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarRendering

/// Composes rendered images into one captioned grid: a contact sheet, to look at many renders at
/// once (`snackbar gallery` writes one).
///
/// ```swift
/// let renderer = try SnackbarRenderer()
/// let images = try requests.map { try renderer.render($0) }
/// var sheet = SnackbarContactSheet(columns: 4)
/// sheet.title = "Snackbars"
/// let entries = zip(images, captions).map { SnackbarContactSheet.Entry(image: $0, caption: $1) }
/// try AtomicFile.write(try sheet.composePNG(entries, using: renderer), to: url)
/// ```
///
/// Each image sits on a tile, scaled down (never up) to fit ``cellWidth`` less the tile padding
/// and ``maximumThumbnailHeight``, centred; its caption is wrapped under the tile. Rows are as
/// tall as their tallest tile and caption, so a row of snackbars stays compact beside a row of
/// whole screens. Sizes are in pixels: the sheet is drawn at scale 1.
///
/// The same entries and settings always give the same pixels (Cairo's downscaling filter and the
/// pinned fonts are deterministic), so a sheet can be committed or compared.
struct SnackbarContactSheet: Sendable {
  /// One image and the caption written under it.
  struct Entry: Sendable {
    /// The image, shown scaled down to fit its cell.
    var image: RGBAImage
    /// The caption, wrapped to the cell's width; `\n` starts a new line.
    var caption: String

    /// Creates an entry.
    init(image: RGBAImage, caption: String) {
      self.image = image
      self.caption = caption
    }
  }

  /// Tiles per row, at least 1 (fewer when there are fewer entries).
  var columns: Int
  /// A tile's width in pixels, which is also the caption's wrap width.
  var cellWidth: Int
  /// The tallest a thumbnail may be, in pixels.
  var maximumThumbnailHeight: Int
  /// Space between tiles and around the sheet, in pixels.
  var spacing: Int
  /// Space between a tile's edge and its image, in pixels.
  var tilePadding: Int
  /// A heading over the grid; nil for none.
  var title: String?
  /// The caption font (sizes in pixels).
  var captionFont: TextFont
  /// The heading font (sizes in pixels).
  var titleFont: TextFont
  /// The sheet's background.
  var backgroundColor: SnackbarColor
  /// The tile behind each image: transparent images (a snackbar with its shadow) show on it.
  var tileColor: SnackbarColor
  /// Captions and heading.
  var textColor: SnackbarColor

  /// Creates a sheet layout with the given number of columns and defaults for the rest: 400-px
  /// cells, thumbnails up to 480 px tall, 32-px spacing, 14-px Roboto captions on a light sheet.
  init(columns: Int = 4, cellWidth: Int = 400, maximumThumbnailHeight: Int = 480) {
    self.columns = columns
    self.cellWidth = cellWidth
    self.maximumThumbnailHeight = maximumThumbnailHeight
    self.spacing = 32
    self.tilePadding = 16
    self.title = nil
    self.captionFont = TextFont(pointSize: 14)
    self.titleFont = TextFont(pointSize: 24, weight: .medium)
    self.backgroundColor = SnackbarColor(rgb: 0xFAFAFA)
    self.tileColor = SnackbarColor(rgb: 0xE4E4E4)
    self.textColor = SnackbarColor(rgb: 0x202124)
  }

  /// Composes `entries`, in order, left to right and top to bottom.
  /// - Parameters:
  ///   - entries: at least one image with its caption.
  ///   - renderer: lends its text engine for the captions (use it on its own thread or task).
  /// - Throws: ``SnackbarRenderError/invalidRequest(field:value:expected:)`` for no entries or
  ///   non-positive sizes, ``SnackbarRenderError/text(_:)`` when a caption cannot be laid out,
  ///   ``SnackbarRenderError/imageTooLarge(width:height:maximumSide:maximumPixels:)`` when the
  ///   sheet would exceed the image limits, ``SnackbarRenderError/drawing(_:)`` on a Cairo failure.
  func compose(_ entries: [Entry], using renderer: SnackbarRenderer) throws(SnackbarRenderError) -> RGBAImage {
    try compose(entries, textEngine: renderer.textMeasurer.engine)
  }

  /// Composes `entries` with captions laid out by `textEngine`. See ``compose(_:using:)``.
  func compose(_ entries: [Entry], textEngine: PangoTextEngine) throws(SnackbarRenderError) -> RGBAImage {
    try validate(entryCount: entries.count)
    let captions = try entries.map { (entry) throws(SnackbarRenderError) in
      try layOutText(entry.caption, font: captionFont, width: cellWidth, engine: textEngine)
    }
    let contentWidth = SnackbarContactSheetGrid.contentWidth(sheet: self, entryCount: entries.count)
    let heading = try title.map { (text) throws(SnackbarRenderError) in
      try layOutText(text, font: titleFont, width: contentWidth, engine: textEngine)
    }
    let grid = try SnackbarContactSheetGrid(
      sheet: self, imageSizes: entries.map { ($0.image.width, $0.image.height) },
      captionHeights: captions.map { $0.metrics.size.height }, titleHeight: heading?.metrics.size.height)
    return try SnackbarContactSheetPainter.paint(
      sheet: self, grid: grid, images: entries.map(\.image), captions: captions, heading: heading)
  }

  /// Composes `entries` and encodes the sheet as PNG (no timestamps: same entries, same bytes).
  /// - Throws: as ``compose(_:using:)``, or ``SnackbarRenderError/encoding(_:)``.
  func composePNG(_ entries: [Entry], using renderer: SnackbarRenderer) throws(SnackbarRenderError) -> [UInt8] {
    let image = try compose(entries, using: renderer)
    do {
      return try PNGCodec.encode(image)
    } catch {
      throw .encoding(error)
    }
  }

  private func validate(entryCount: Int) throws(SnackbarRenderError) {
    guard entryCount > 0 else {
      throw .invalidRequest(field: "entries", value: "0", expected: "at least one image")
    }
    let limit = RGBAImage.maximumDimension
    let checks: [(String, Int, ClosedRange<Int>)] = [
      ("columns", columns, 1...1_000), ("cellWidth", cellWidth, 1...limit),
      ("maximumThumbnailHeight", maximumThumbnailHeight, 1...limit), ("spacing", spacing, 0...limit),
      ("tilePadding", tilePadding, 0...(cellWidth - 1) / 2),
    ]
    for (field, value, range) in checks where !range.contains(value) {
      throw .invalidRequest(field: field, value: "\(value)", expected: "\(range.lowerBound)...\(range.upperBound)")
    }
  }

  private func layOutText(_ text: String, font: TextFont, width: Int, engine: PangoTextEngine)
    throws(SnackbarRenderError) -> TextParagraph
  {
    do {
      return try engine.layout(text, font: font, options: TextLayoutOptions(wrapWidth: Double(width)))
    } catch {
      throw .text(error)
    }
  }
}
