import Foundation
import MaterialSnackbar

/// One part's contrast as drawn: both colours after compositing, the WCAG ratio and the APCA
/// lightness contrast, and what each is held against.
public struct SnackbarContrastMeasurement: Sendable, Hashable {
  /// The part measured.
  public var element: SnackbarAuditElement
  /// The part's colour composited over its background, opaque.
  public var foreground: SnackbarColor
  /// What is behind the part, opaque: the container composited over what is behind it.
  public var background: SnackbarColor
  /// The WCAG 2.2 contrast ratio, 1 to 21.
  public var ratio: Double
  /// APCA's Lc, signed (negative for light on dark).
  public var lightnessContrast: Double
  /// The ratio WCAG asks for here: 4.5, 3 for large text and non-text.
  public var requiredRatio: Double
  /// The APCA Bronze level asked for here, by magnitude: 75, 60 or 45.
  public var requiredLightnessContrast: Double

  /// Creates a measurement.
  public init(
    element: SnackbarAuditElement, foreground: SnackbarColor, background: SnackbarColor, ratio: Double,
    lightnessContrast: Double, requiredRatio: Double, requiredLightnessContrast: Double
  ) {
    self.element = element
    self.foreground = foreground
    self.background = background
    self.ratio = ratio
    self.lightnessContrast = lightnessContrast
    self.requiredRatio = requiredRatio
    self.requiredLightnessContrast = requiredLightnessContrast
  }

  /// Whether the WCAG ratio reaches the required one (compared unrounded).
  public var meetsWCAG: Bool { ratio >= requiredRatio }

  /// Whether |Lc| reaches the APCA level.
  public var meetsAPCA: Bool { abs(lightnessContrast) >= requiredLightnessContrast }
}
