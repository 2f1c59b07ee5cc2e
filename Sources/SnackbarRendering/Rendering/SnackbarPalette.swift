import Foundation
import MaterialSnackbar
import SnackbarLayout

/// The colours and elevation one render uses, resolved from the message view once so drawing
/// reads plain values: `SnackbarMessageView.resolvedColors(with:)` (MDC's defaults for colours
/// set to nil after creation) and the checked elevation.
struct SnackbarPalette {
  /// The container fill (#323232).
  let background: SnackbarColor
  /// The message text (white).
  let text: SnackbarColor
  /// The action title in the normal state (white at 0.6).
  let actionTitle: SnackbarColor
  /// The elevation shadow's colour (black).
  let shadow: SnackbarColor
  /// The leading icon: its tint, else the text colour.
  let icon: SnackbarColor
  /// The close icon: the text colour at 0.87 (Material's high-emphasis icon alpha); with GM3
  /// shapes the text colour itself, as Material 3's icon colour equals its supporting text.
  let closeIcon: SnackbarColor
  /// The progress track: the text colour at 0.24 (Material's track alpha).
  let progressTrack: SnackbarColor
  /// The progress indicator: the action title's colour, or the text colour without action.
  let progressIndicator: SnackbarColor
  /// The shadow elevation in points, 0 to 24.
  let elevation: Double

  /// The largest elevation drawn: Material's highest (dialogs), where MDC's shadow mask ends.
  static let maximumElevation = 24.0

  init(messageView: SnackbarMessageView, input: SnackbarLayoutInput) throws(SnackbarRenderError) {
    let elevation = Double(messageView.elevation.rawValue)
    guard elevation.isFinite, elevation >= 0, elevation <= Self.maximumElevation else {
      throw .invalidRequest(
        field: "messageView.elevation", value: "\(elevation)",
        expected: "a number of points in 0...\(Int(Self.maximumElevation))")
    }
    self.elevation = elevation
    // Colours that differ by appearance (named colours from an asset catalog) are resolved here,
    // against the traits the snackbar is drawn with, as UIKit resolves them at draw time. The
    // view owns the rules, so an audit measures exactly these colours.
    let colors = messageView.resolvedColors(with: input.traits)
    background = colors.container
    text = colors.text
    shadow = colors.shadow
    actionTitle = colors.actionTitle
    icon = colors.icon
    closeIcon = colors.closeIcon
    progressTrack = colors.progressTrack
    progressIndicator = colors.progressIndicator
  }
}
