import Foundation
import MaterialSnackbar
import SnackbarImage

extension SnackbarScreenPainter {
  /// Draws `screenshot` as the host's screen: over the screen colour (so translucent pixels come
  /// out as they would on an opaque display), stretched to the host's bounds. No safe-area tint,
  /// keyboard, tab bar or home indicator: the screenshot shows its own.
  static func paint(
    screenshot: RGBAImage, in context: CairoContext, hostSize: CGSize, background: SnackbarColor?, isDark: Bool
  ) throws(CairoError) {
    let bounds = CGRect(origin: .zero, size: hostSize)
    context.fillRectangle(bounds, color: background ?? (isDark ? darkScreen : lightScreen))
    try context.drawImage(try CairoImageSurface(image: screenshot), stretchedOver: bounds)
  }
}
