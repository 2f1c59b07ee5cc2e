import Foundation
import SnackbarImage
import SnackbarRendering

/// Draws a laid-out contact sheet: a page (``SnackbarPagePainter``) of rounded tiles, each with
/// a scaled screen and its caption.
enum SnackbarContactSheetPainter {
  /// The corner radius of the tiles, in pixels.
  static let tileCornerRadius = 8.0

  static func paint(
    sheet: SnackbarContactSheet, grid: SnackbarContactSheetGrid, images: [RGBAImage], captions: [TextParagraph],
    heading: TextParagraph?
  ) throws(SnackbarRenderError) -> RGBAImage {
    let title = SnackbarPagePainter.Heading(heading, at: grid.titleOrigin, color: sheet.textColor)
    return try SnackbarPagePainter.paint(
      width: grid.width, height: grid.height, background: sheet.backgroundColor, heading: title,
      items: grid.cells.count, what: "drawing a contact sheet"
    ) { (index, context) throws(SnackbarRenderError) in
      let cell = grid.cells[index]
      context.fillRoundedRectangle(cell.tile, cornerRadius: tileCornerRadius, color: sheet.tileColor)
      try SnackbarPagePainter.drawImage(images[index], at: cell.image.origin, scale: cell.scale, in: context)
      captions[index].draw(in: context, at: cell.captionOrigin, color: sheet.textColor)
    }
  }
}
