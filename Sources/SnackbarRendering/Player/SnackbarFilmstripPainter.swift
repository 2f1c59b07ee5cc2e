import Foundation
import MaterialSnackbar

/// Draws a laid-out filmstrip with Cairo.
enum SnackbarFilmstripPainter {
  static func paint(
    filmstrip: SnackbarFilmstrip, layout: SnackbarFilmstripLayout, captions: [[(TextParagraph, SnackbarColor)]],
    heading: TextParagraph?, band: (Int) throws(SnackbarRenderError) -> RGBAImage
  ) throws(SnackbarRenderError) -> RGBAImage {
    _ = try SnackbarCanvas.pixelSize(CGSize(width: layout.width, height: layout.height), scale: 1)
    let surface: CairoImageSurface
    let context: CairoContext
    do {
      surface = try CairoImageSurface(width: layout.width, height: layout.height)
      context = try CairoContext(surface: surface)
    } catch {
      throw .drawing(error)
    }
    context.paint(filmstrip.backgroundColor)
    if let heading, let origin = layout.titleOrigin {
      heading.draw(in: context, at: origin, color: filmstrip.textColor)
    }
    for (index, row) in layout.rows.enumerated() {
      var origin = row.caption
      for (paragraph, color) in captions[index] {
        paragraph.draw(in: context, at: origin, color: color)
        origin.y += paragraph.metrics.size.height.rounded(.up)
      }
      // A one-pixel line just outside the band, so a white screen stands out from the page.
      context.fillRectangle(row.band.insetBy(dx: -1, dy: -1), color: filmstrip.frameColor)
      let pixels = try band(index)
      do {
        try context.drawImage(try CairoImageSurface(image: pixels), at: row.band.origin, scale: 1)
      } catch {
        throw .drawing(error)
      }
    }
    do {
      try context.checkStatus("drawing a filmstrip")
      return try surface.makeImage()
    } catch {
      throw .drawing(error)
    }
  }
}
