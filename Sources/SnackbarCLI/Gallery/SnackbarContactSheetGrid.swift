import Foundation
import SnackbarImage
import SnackbarRendering

/// Where everything on a contact sheet goes, in whole pixels: pure geometry, so it can be tested
/// without drawing.
struct SnackbarContactSheetGrid: Equatable {
  /// One tile: its rectangle, the (possibly fractional) rectangle the scaled image fills, and
  /// the caption's top-left corner.
  struct Cell: Equatable {
    var tile: CGRect
    var image: CGRect
    var captionOrigin: CGPoint
    /// The image's scale factor, at most 1.
    var scale: Double
  }

  /// The sheet's size in pixels.
  let width: Int
  let height: Int
  /// The heading's top-left corner, when there is a heading.
  let titleOrigin: CGPoint?
  /// One cell per entry, in entry order.
  let cells: [Cell]

  /// The width the tiles span: the used columns and the spacing between them.
  static func contentWidth(sheet: SnackbarContactSheet, entryCount: Int) -> Int {
    let columns = max(1, min(sheet.columns, entryCount))
    return columns * sheet.cellWidth + (columns - 1) * sheet.spacing
  }

  /// Lays out tiles for images of `imageSizes` (pixels) with captions `captionHeights` tall.
  /// - Throws: ``SnackbarRenderError/imageTooLarge(width:height:maximumSide:maximumPixels:)`` when
  ///   the sheet would be larger than an image may be.
  init(
    sheet: SnackbarContactSheet, imageSizes: [(width: Int, height: Int)], captionHeights: [CGFloat],
    titleHeight: CGFloat?
  ) throws(SnackbarRenderError) {
    let columns = max(1, min(sheet.columns, imageSizes.count))
    let spacing = sheet.spacing
    let padding = sheet.tilePadding
    let captionGap = 8
    let box = (width: Double(sheet.cellWidth - 2 * padding), height: Double(sheet.maximumThumbnailHeight))

    var y = spacing
    if let titleHeight {
      titleOrigin = CGPoint(x: spacing, y: y)
      y += Int(titleHeight.rounded(.up)) + spacing
    } else {
      titleOrigin = nil
    }
    var cells: [Cell] = []
    for rowStart in stride(from: 0, to: imageSizes.count, by: columns) {
      let row = rowStart..<min(rowStart + columns, imageSizes.count)
      let scales = row.map { index -> Double in
        let size = imageSizes[index]
        return min(1, box.width / Double(max(size.width, 1)), box.height / Double(max(size.height, 1)))
      }
      let thumbnailHeights = zip(row, scales).map { Double(imageSizes[$0].height) * $1 }
      let tileHeight = Int((thumbnailHeights.max() ?? 0).rounded(.up)) + 2 * padding
      let captionHeight = Int((row.map { captionHeights[$0] }.max() ?? 0).rounded(.up))
      for (column, index) in row.enumerated() {
        let x = spacing + column * (sheet.cellWidth + spacing)
        let scale = scales[column]
        let size = CGSize(width: Double(imageSizes[index].width) * scale, height: thumbnailHeights[column])
        // Whole-pixel origins keep unscaled images pixel-exact (no resampling at all).
        let origin = CGPoint(
          x: x + padding + Int(((box.width - size.width) / 2).rounded(.down)),
          y: y + padding + Int(((Double(tileHeight - 2 * padding) - size.height) / 2).rounded(.down)))
        cells.append(
          Cell(
            tile: CGRect(x: x, y: y, width: sheet.cellWidth, height: tileHeight),
            image: CGRect(origin: origin, size: size),
            captionOrigin: CGPoint(x: x, y: y + tileHeight + captionGap), scale: scale))
      }
      y += tileHeight + captionGap + captionHeight + spacing
    }
    self.cells = cells
    width = 2 * spacing + Self.contentWidth(sheet: sheet, entryCount: imageSizes.count)
    height = y
    let side = RGBAImage.maximumDimension
    guard width <= side, height <= side, width * height <= Self.maximumPixelCount else {
      throw .imageTooLarge(width: width, height: height, maximumSide: side, maximumPixels: Self.maximumPixelCount)
    }
  }

  /// The renderer's own limit (160 MB of RGBA), so a sheet can never be larger than a render.
  static let maximumPixelCount = SnackbarCanvas.maximumPixelCount
}
