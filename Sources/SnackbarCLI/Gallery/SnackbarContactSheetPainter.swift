import Foundation
import SnackbarRendering

/// Draws a laid-out contact sheet with Cairo.
enum SnackbarContactSheetPainter {
  /// The corner radius of the tiles, in pixels.
  static let tileCornerRadius = 8.0

  static func paint(
    sheet: SnackbarContactSheet, grid: SnackbarContactSheetGrid, images: [RGBAImage], captions: [TextParagraph],
    heading: TextParagraph?
  ) throws(SnackbarRenderError) -> RGBAImage {
    do {
      let surface = try CairoImageSurface(width: grid.width, height: grid.height)
      let context = try CairoContext(surface: surface)
      context.paint(sheet.backgroundColor)
      if let heading, let origin = grid.titleOrigin {
        heading.draw(in: context, at: origin, color: sheet.textColor)
      }
      for (index, cell) in grid.cells.enumerated() {
        context.fillRoundedRectangle(cell.tile, cornerRadius: tileCornerRadius, color: sheet.tileColor)
        try drawImage(images[index], in: cell, context: context)
        captions[index].draw(in: context, at: cell.captionOrigin, color: sheet.textColor)
      }
      try context.checkStatus("drawing a contact sheet")
      return try surface.makeImage()
    } catch {
      throw .drawing(error)
    }
  }

  /// Draws `image` into the cell's image rectangle, scaled with Cairo's GOOD filter (a box filter
  /// when shrinking, so a whole screen reduced fivefold keeps its text legible and unaliased).
  private static func drawImage(_ image: RGBAImage, in cell: SnackbarContactSheetGrid.Cell, context: CairoContext)
    throws(CairoError)
  {
    let source = try CairoImageSurface(image: image)
    try context.drawImage(source, at: cell.image.origin, scale: cell.scale)
  }
}
