import CCairo

// Compositing beyond plain source-over fills: groups, masks and clearing, so drawing code needs
// no raw `cairo_*` calls.
extension CairoContext {
  /// Sends later drawing to a transparent group until ``popGroup(paintingWithAlpha:)``, so it is
  /// composited as one layer, as Core Animation applies a layer's opacity and transform to its
  /// whole subtree. Cairo saves the state here and restores it when the group is popped.
  package func pushGroup() { cairo_push_group(pointer) }

  /// Ends the group begun by ``pushGroup()`` and paints it, at `alpha`, onto what was drawn before.
  /// The group is left as the current source.
  package func popGroup(paintingWithAlpha alpha: Double) {
    cairo_pop_group_to_source(pointer)
    cairo_paint_with_alpha(pointer, alpha)
  }

  /// Paints the current source through `mask`'s alpha, with the mask's top-left corner at
  /// (`x`, `y`) user units; one mask pixel covers one user unit.
  package func mask(_ mask: CairoImageSurface, x: Double, y: Double) {
    cairo_mask_surface(pointer, mask.pointer, x, y)
  }

  /// Paints `image` with its top-left corner at (`x`, `y`) user units, one image pixel per user
  /// unit, with Cairo's default (smooth) filter.
  package func paint(_ image: CairoImageSurface, x: Double, y: Double) {
    cairo_set_source_surface(pointer, image.pointer, x, y)
    cairo_paint(pointer)
    withExtendedLifetime(image) {}
  }

  /// Whether this context draws on a PDF or SVG surface rather than pixels.
  package var isVector: Bool { vectorTarget != nil }

  /// Makes every pixel inside the clip transparent. Without a clip Cairo then marks the surface
  /// clear exactly as it marks a new one, so later drawing takes the same paths and gives the same
  /// pixels. The operator is restored afterwards so later paints are source-over again.
  package func clear() {
    let previous = cairo_get_operator(pointer)
    cairo_set_operator(pointer, CAIRO_OPERATOR_CLEAR)
    cairo_paint(pointer)
    cairo_set_operator(pointer, previous)
  }
}
