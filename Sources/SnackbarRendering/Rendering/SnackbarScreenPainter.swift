import Foundation
import MaterialSnackbar
import SnackbarImage

/// Draws the host behind a placed snackbar: a plain screen with its system areas shown just
/// enough to see why the snackbar sits where it does. Everything is flat fills at fixed
/// positions, so screens are as deterministic as snackbars.
///
/// * The screen: ``SnackbarRenderRequest/screenBackground``, else white (light) or Material's
///   dark surface #121212 (dark).
/// * Safe areas (status bar, notch sides, home-indicator strip): the screen darkened by 5 %
///   (lightened by 6 % on dark screens).
/// * A tab bar when the manager's bottom offset is positive: the bottom `bottomOffset` points,
///   tinted like the safe areas, with a one-pixel separator on top.
/// * The keyboard: a panel of `keyboardHeight` at the bottom in iOS's keyboard grey (#D1D4D9,
///   dark #2C2C2E), over the tab bar.
/// * The home indicator: a 134 × 5-pt pill 8 pt above the bottom, when the bottom safe inset is
///   positive.
package enum SnackbarScreenPainter {
  package static let lightScreen = SnackbarColor(white: 1)
  package static let darkScreen = SnackbarColor(RGBAPixel(white: 0x12))
  static let lightKeyboard = SnackbarColor(RGBAPixel(red: 0xD1, green: 0xD4, blue: 0xD9))
  static let darkKeyboard = SnackbarColor(RGBAPixel(red: 0x2C, green: 0x2C, blue: 0x2E))

  static func paint(
    in context: CairoContext, hostSize: CGSize, safeArea: SnackbarEdgeInsets, keyboardHeight: CGFloat,
    bottomOffset: CGFloat, background: SnackbarColor?, isDark: Bool, pixelsPerPoint: Double? = nil
  ) {
    let screen = background ?? (isDark ? darkScreen : lightScreen)
    // Judge light or dark by the colour actually drawn, so a custom dark background gets light
    // chrome even in light appearance.
    let luminance = 0.2126 * screen.red + 0.7152 * screen.green + 0.0722 * screen.blue
    let isDarkScreen = luminance < 0.5
    let tint = isDarkScreen ? SnackbarColor(white: 1, alpha: 0.06) : SnackbarColor(white: 0, alpha: 0.05)
    let separator = isDarkScreen ? SnackbarColor(white: 1, alpha: 0.15) : SnackbarColor(white: 0, alpha: 0.15)
    let (width, height) = (hostSize.width, hostSize.height)
    // A vector page is in points (device scale 1), yet its hairline must be the PNG's pixel.
    let pixel = 1 / max(pixelsPerPoint ?? context.deviceScale, 1)

    fill(CGRect(origin: .zero, size: hostSize), screen, context)
    fill(CGRect(x: 0, y: 0, width: width, height: safeArea.top), tint, context)
    let sidesTop = safeArea.top
    let sidesHeight = max(0, height - safeArea.top - safeArea.bottom)
    fill(CGRect(x: 0, y: sidesTop, width: safeArea.left, height: sidesHeight), tint, context)
    fill(CGRect(x: width - safeArea.right, y: sidesTop, width: safeArea.right, height: sidesHeight), tint, context)
    if bottomOffset > 0 {
      let bar = CGRect(x: 0, y: height - bottomOffset, width: width, height: bottomOffset)
      fill(bar, tint, context)
      fill(CGRect(x: 0, y: bar.minY, width: width, height: pixel), separator, context)
    }
    if safeArea.bottom > 0 {
      fill(CGRect(x: 0, y: height - safeArea.bottom, width: width, height: safeArea.bottom), tint, context)
    }
    if keyboardHeight > 0 {
      let keyboard = isDarkScreen ? darkKeyboard : lightKeyboard
      fill(CGRect(x: 0, y: height - keyboardHeight, width: width, height: keyboardHeight), keyboard, context)
    }
    if safeArea.bottom > 0 {
      let pillWidth = min(134, width * 0.36)
      let pill = CGRect(x: (width - pillWidth) / 2, y: height - 8 - 5, width: pillWidth, height: 5)
      let pillColor = isDarkScreen ? SnackbarColor(white: 1, alpha: 0.6) : SnackbarColor(white: 0, alpha: 0.35)
      context.fillRoundedRectangle(pill, cornerRadius: 2.5, color: pillColor)
    }
  }

  private static func fill(_ rect: CGRect, _ color: SnackbarColor, _ context: CairoContext) {
    guard rect.width > 0, rect.height > 0 else { return }
    context.fillRectangle(rect, color: color)
  }
}
