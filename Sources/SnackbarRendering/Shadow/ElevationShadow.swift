/// One of the two shadows MDC's `MDCShadowLayer` casts for an elevation.
package struct ShadowLayer: Sendable, Hashable {
  /// Core Animation's `shadowRadius`, in points.
  package var blurRadius: Double
  /// Vertical offset in points (positive is down).
  package var offsetY: Double
  /// Opacity of the shadow colour, 0...1.
  package var opacity: Double

  /// Creates a layer description.
  package init(blurRadius: Double, offsetY: Double, opacity: Double) {
    self.blurRadius = blurRadius
    self.offsetY = offsetY
    self.opacity = opacity
  }
}

/// The MDC elevation shadow (spec section 4.1): an ambient layer and a key layer, fitted by MDC to
/// the Material shadow tables as linear functions of the elevation.
package struct ElevationShadow: Sendable, Hashable {
  /// The elevation in points; 0 (or anything not positive or not finite) casts no shadow.
  package let elevation: Double

  /// Creates the shadow for `elevation` points (the snackbar uses 6).
  package init(elevation: Double) {
    self.elevation = elevation.isFinite ? max(elevation, 0) : 0
  }

  /// Whether anything is drawn.
  package var isVisible: Bool { elevation > 0 }

  /// The ambient ("top") layer: opacity 0.08, radius `0.889544·e − 0.003701`, no offset.
  package var ambient: ShadowLayer {
    guard isVisible else { return ShadowLayer(blurRadius: 0, offsetY: 0, opacity: 0) }
    return ShadowLayer(blurRadius: max(0.889544 * elevation - 0.003701, 0), offsetY: 0, opacity: 0.08)
  }

  /// The key ("bottom") layer: opacity 0.26, radius `0.666920·e − 0.001648`, offset y
  /// `1.23118·e − 0.03933`.
  package var key: ShadowLayer {
    guard isVisible else { return ShadowLayer(blurRadius: 0, offsetY: 0, opacity: 0) }
    return ShadowLayer(
      blurRadius: max(0.666920 * elevation - 0.001648, 0), offsetY: 1.23118 * elevation - 0.03933, opacity: 0.26)
  }

  /// Both layers, ambient first (the order MDC composites them).
  package var layers: [ShadowLayer] { isVisible ? [ambient, key] : [] }

  /// How far MDC's even-odd mask reaches beyond the shape, in points: bounds grown by twice the
  /// elevation-24 spread. Shadow pixels past it are clipped (only elevations above ~24 get there).
  package static let maskOutsetHorizontal = 42.69
  /// See ``maskOutsetHorizontal``.
  package static let maskOutsetVertical = 101.71
}
