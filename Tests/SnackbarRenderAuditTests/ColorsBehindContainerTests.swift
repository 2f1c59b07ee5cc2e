import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarRendering
import Testing

@testable import SnackbarRenderAudit

/// The colours behind a translucent container over a screenshot: the darkest and the lightest
/// pixel by the measure contrast is judged by, WCAG's relative luminance.
@Suite struct ColorsBehindContainerTests {
  /// Pure red, grey 25 % and grey 30 %: by a luminance of the gamma-encoded values red is the
  /// darkest and grey 30 % the lightest; by WCAG red is the lightest (0.21) and grey 25 % the
  /// darkest (0.05), so the worst contrast for light text is against grey 25 %.
  @Test func extremesAreOrderedByWCAGRelativeLuminance() throws {
    let red = RGBAPixel(red: 255, green: 0, blue: 0)
    let grey25 = RGBAPixel(white: 64)
    let grey30 = RGBAPixel(white: 77)
    var image = try RGBAImage(width: 3, height: 1, fill: red)
    image[1, 0] = grey25
    image[2, 0] = grey30
    let colors = SnackbarRenderer.extremes(
      of: image, under: CGRect(x: 0, y: 0, width: 3, height: 1), hostSize: CGSize(width: 3, height: 1),
      over: .white)
    #expect(colors == [SnackbarColor(grey25), SnackbarColor(red)])
  }
}
