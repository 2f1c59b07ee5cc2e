import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarRendering

/// Draws a laid-out filmstrip: a page (`SnackbarPagePainter`) of rows, each with its captions
/// and its band of the screen in a one-pixel frame.
enum SnackbarFilmstripPainter {
  static func paint(
    filmstrip: SnackbarFilmstrip, layout: SnackbarFilmstripLayout, captions: [[(TextParagraph, SnackbarColor)]],
    heading: TextParagraph?, band: (Int) throws(SnackbarRenderError) -> RGBAImage
  ) throws(SnackbarRenderError) -> RGBAImage {
    _ = try SnackbarCanvas.pixelSize(CGSize(width: layout.width, height: layout.height), scale: 1)
    let title = SnackbarPagePainter.Heading(heading, at: layout.titleOrigin, color: filmstrip.textColor)
    return try SnackbarPagePainter.paint(
      width: layout.width, height: layout.height, background: filmstrip.backgroundColor, heading: title,
      items: layout.rows.count, what: "drawing a filmstrip"
    ) { (index, context) throws(SnackbarRenderError) in
      let row = layout.rows[index]
      var origin = row.caption
      for (paragraph, color) in captions[index] {
        paragraph.draw(in: context, at: origin, color: color)
        origin.y += paragraph.metrics.size.height.rounded(.up)
      }
      // A one-pixel line just outside the band, so a white screen stands out from the page.
      context.fillRectangle(row.band.insetBy(dx: -1, dy: -1), color: filmstrip.frameColor)
      try SnackbarPagePainter.drawImage(try band(index), at: row.band.origin, scale: 1, in: context)
    }
  }
}
