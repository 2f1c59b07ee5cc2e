import Foundation
import MaterialSnackbar
import SnackbarFlow
import SnackbarImage
import SnackbarRendering
import SnackbarSnapshotTesting
import Testing

/// A screenshot as the screen behind the snackbar (`snackbar screen --background`), generated
/// here rather than committed: a made-up app screen of the host's pixel size.
@Suite(.goldenTimings) struct ScreenBackgroundSnapshotTests {
  /// iphone-15 at 2x (786 x 1704 px): a grey status bar (59 pt), white list rows with blue
  /// leading marks on a light grey page, and a keyboard-grey panel of 336 pt at the bottom with
  /// rows of lighter keys. Flat blocks, so the golden stays small and every edge is exact.
  static func appScreenshot() throws -> RGBAImage {
    let (width, height, scale) = (786, 1704, 2)
    var image = try RGBAImage(width: width, height: height, fill: RGBAPixel(red: 0xF2, green: 0xF2, blue: 0xF7))
    func fill(_ x: Range<Int>, _ y: Range<Int>, _ pixel: RGBAPixel) {
      for row in y.clamped(to: 0..<height) {
        for column in x.clamped(to: 0..<width) { image[column, row] = pixel }
      }
    }
    fill(0..<width, 0..<(59 * scale), RGBAPixel(red: 0xC8, green: 0xC8, blue: 0xCC))
    for index in 0..<7 {
      let top = (80 + index * 56) * scale
      fill((16 * scale)..<(width - 16 * scale), top..<(top + 48 * scale), RGBAPixel(white: 255))
      fill(
        (24 * scale)..<(56 * scale), (top + 8 * scale)..<(top + 40 * scale),
        RGBAPixel(red: 0x1E, green: 0x88, blue: 0xE5))
    }
    let keyboardTop = height - 336 * scale
    fill(0..<width, keyboardTop..<height, RGBAPixel(red: 0xD1, green: 0xD4, blue: 0xD9))
    for row in 0..<4 {
      for key in 0..<10 {
        let left = (4 + key * 39) * scale
        let top = keyboardTop + (10 + row * 54) * scale
        fill(left..<(left + 34 * scale), top..<(top + 44 * scale), RGBAPixel(white: 0xFD))
      }
    }
    return image
  }

  /// The snackbar 8 pt above the screenshot's own keyboard (the host says a 336-pt keyboard is
  /// showing); no synthetic keyboard, status-bar tint or home indicator is drawn over the shot,
  /// which is copied pixel for pixel around the snackbar.
  @Test func iPhone15OverAScreenshotWithAKeyboard() throws {
    let manager = SnackbarManager()
    let host = SnackbarDevice.iPhone15.makeHost(
      keyboardHeight: 336, traits: SnackbarTraitCollection(displayScale: 2))
    host.traitCollection.displayScale = 2
    var request = SnackbarRenderRequest(
      message: makeMessage("Message archived", action: "Undo"), manager: manager,
      sizing: .host(host, placement: manager))
    request.screenBackgroundImage = try Self.appScreenshot()
    assertGolden(of: request, as: .image(), named: "iphone-15-screenshot-keyboard")
  }
}
