import Foundation
import MaterialSnackbar
import SnackbarImage

/// Draws a page of pictures: a background, an optional heading, then one item after another. The
/// contact sheet (`snackbar gallery`) and the filmstrip are both such pages; each lays out its own
/// items and draws them in `drawItem`, and this owns the surface, the page's order of drawing
/// and how Cairo's errors become ``SnackbarRenderError/drawing(_:)``.
package enum SnackbarPagePainter {
  /// A heading drawn before the items.
  package struct Heading {
    /// The text.
    package var paragraph: TextParagraph
    /// Its top-left corner on the page.
    package var origin: CGPoint
    /// Its colour.
    package var color: SnackbarColor

    /// Creates a heading, or `nil` when the page has no text or no place for one.
    package init?(_ paragraph: TextParagraph?, at origin: CGPoint?, color: SnackbarColor) {
      guard let paragraph, let origin else { return nil }
      self.paragraph = paragraph
      self.origin = origin
      self.color = color
    }
  }

  /// The `width` x `height` page.
  /// - Parameters:
  ///   - background: the page's colour, painted first.
  ///   - heading: drawn over the background, before any item.
  ///   - items: how many items `drawItem` is called for, in order, with their index.
  ///   - what: what the page is, for Cairo's error (`"drawing a filmstrip"`).
  package static func paint(
    width: Int, height: Int, background: SnackbarColor, heading: Heading?, items: Int, what: String,
    drawItem: (Int, CairoContext) throws(SnackbarRenderError) -> Void
  ) throws(SnackbarRenderError) -> RGBAImage {
    let surface: CairoImageSurface
    let context: CairoContext
    do {
      surface = try CairoImageSurface(width: width, height: height)
      context = try CairoContext(surface: surface)
    } catch {
      throw .drawing(error)
    }
    context.paint(background)
    if let heading {
      heading.paragraph.draw(in: context, at: heading.origin, color: heading.color)
    }
    for index in 0..<items {
      try drawItem(index, context)
    }
    do {
      try context.checkStatus(what)
      return try surface.makeImage()
    } catch {
      throw .drawing(error)
    }
  }

  /// Draws `image` with its top-left corner at `origin`, scaled by `scale` (a box filter when
  /// shrinking, so a whole screen reduced fivefold keeps its text legible and unaliased).
  package static func drawImage(
    _ image: RGBAImage, at origin: CGPoint, scale: Double, in context: CairoContext
  ) throws(SnackbarRenderError) {
    do {
      try context.drawImage(try CairoImageSurface(image: image), at: origin, scale: scale)
    } catch {
      throw .drawing(error)
    }
  }
}
