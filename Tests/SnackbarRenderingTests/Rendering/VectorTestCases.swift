import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarLayout
import SnackbarRendering
import Testing

/// The requests the PDF and SVG tests render: light and dark, RTL, an action, an icon (a glyph of
/// the Material Icons font), progress, 1x and 3x, and a whole screen.
struct VectorTestCase: CustomTestStringConvertible, Sendable {
  let name: String
  /// Where the layout's origin lands in the image, in points (the backdrop's inset; 0 for a screen).
  let origin: CGFloat
  /// Builds the request (requests hold a message view, which is not `Sendable`).
  let makeRequest: @Sendable () -> SnackbarRenderRequest

  var testDescription: String { name }

  static let all: [VectorTestCase] = [
    VectorTestCase(name: "light action", origin: 50) {
      RenderTestSupport.upstreamRequest(text: "Photo archived", action: "Undo")
    },
    VectorTestCase(name: "m3 dark, icon, progress", origin: 16) {
      let manager = SnackbarManager(scheduler: ManualScheduler())
      SnackbarTheme.material3Dark.apply(to: manager)
      let message = RenderTestSupport.message("Upload complete: 3 photos saved", action: "View")
      message.leadingIcon = .success
      message.progress = .determinate(0.4)
      var traits = SnackbarTraitCollection(displayScale: 2)
      traits.userInterfaceStyle = .dark
      var request = SnackbarRenderRequest(message: message, manager: manager, traits: traits)
      request.framing = .backdrop(color: SnackbarTheme.material3Dark.screenBackgroundColor, inset: 16)
      return request
    },
    VectorTestCase(name: "rtl action", origin: 50) {
      RenderTestSupport.upstreamRequest(text: "عل أخذ استطاعوا", action: "قد", direction: .rightToLeft)
    },
    VectorTestCase(name: "1x icon", origin: 24) {
      let message = RenderTestSupport.message("Saved to Photos")
      message.leadingIcon = .info
      let manager = SnackbarManager(scheduler: ManualScheduler())
      var request = SnackbarRenderRequest(
        message: message, manager: manager, traits: SnackbarTraitCollection(displayScale: 1), sizing: .fittingWidth(240)
      )
      request.framing = .backdrop(color: SnackbarColor(white: 0.8), inset: 24)
      return request
    },
    VectorTestCase(name: "3x screen", origin: 0) {
      let manager = SnackbarManager(scheduler: ManualScheduler())
      manager.setBottomOffset(49)
      let host = SnackbarHost(
        size: CGSize(width: 375, height: 667), safeAreaInsets: SnackbarEdgeInsets(top: 20, bottom: 0),
        traitCollection: SnackbarTraitCollection(displayScale: 3), keyboardHeight: 0)
      return SnackbarRenderRequest(
        message: RenderTestSupport.message("Message archived", action: "Undo"), manager: manager,
        sizing: .host(host, placement: manager))
    },
  ]

  /// The layout's frames that matter, in pixels of the image, each shrunk by a pixel so edge
  /// antialiasing stays out of their mean colours.
  func regions(_ layout: SnackbarFrames, scale: CGFloat) -> [String: PixelRect] {
    let container = layout.containerFrame
    var frames: [String: CGRect] = [
      "container": container,
      "label": layout.labelFrame.offsetBy(dx: container.minX, dy: container.minY),
    ]
    if let action = layout.actionTitleFrame {
      frames["action"] = action.offsetBy(dx: container.minX, dy: container.minY)
    }
    if let icon = layout.iconFrame { frames["icon"] = icon.offsetBy(dx: container.minX, dy: container.minY) }
    // The shadow's darkest band, just below the container, away from its rounded corners.
    frames["shadow"] = CGRect(x: container.minX + 8, y: container.maxY, width: container.width - 16, height: 4)
    // A band 4 to 12 points above the container, which the shadow barely reaches: a shadow drawn
    // in the wrong place or size darkens it.
    frames["above"] = CGRect(x: container.minX, y: container.minY - 12, width: container.width, height: 8)
    return frames.mapValues { frame in
      let x = Int(((frame.minX + origin) * scale).rounded(.up)) + 1
      let y = Int(((frame.minY + origin) * scale).rounded(.up)) + 1
      let maxX = Int(((frame.maxX + origin) * scale).rounded(.down)) - 1
      let maxY = Int(((frame.maxY + origin) * scale).rounded(.down)) - 1
      return PixelRect(x: x, y: y, width: max(maxX - x, 1), height: max(maxY - y, 1))
    }
  }
}
