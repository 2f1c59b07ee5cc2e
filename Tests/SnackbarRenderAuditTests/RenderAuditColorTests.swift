import Foundation
import MaterialSnackbar
import SnackbarAudit
import SnackbarImage
import SnackbarRenderAudit
import SnackbarRendering
import Testing

/// The audit reports the colours the renderer writes, to the byte, translucent ones included: its
/// contrast is measured on the very pixels a screenshot would hold.
@Suite struct RenderAuditColorTests {
  /// The most frequent colour in `rect` (pixels) other than `except`: inside a text's glyphs, the
  /// fully covered pixels, which carry the text colour as composited.
  static func commonest(_ image: RGBAImage, in rect: CGRect, except: RGBAPixel) -> RGBAPixel? {
    var counts: [RGBAPixel: Int] = [:]
    for y in Int(rect.minY)..<Int(rect.maxY) {
      for x in Int(rect.minX)..<Int(rect.maxX) where image[x, y] != except {
        counts[image[x, y], default: 0] += 1
      }
    }
    return counts.max { $0.value < $1.value }?.key
  }

  static func pixel(_ color: SnackbarColor) -> RGBAPixel {
    func byte(_ value: CGFloat) -> UInt8 { UInt8((value * 255).rounded()) }
    return RGBAPixel(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: 255)
  }

  @Test(
    arguments: [
      (0x3232_3280, 0x80CB_C4C0), (0x3232_32CC, 0xFFFF_FF99), (0x6750_A4B3, 0xD0BC_FF80), (0x1E1E_1E40, 0xFF57_22E6),
    ] as [(UInt32, UInt32)])
  func translucentColorsAreMeasuredAsDrawn(container: UInt32, action: UInt32) throws {
    func color(_ rgba: UInt32) -> SnackbarColor {
      SnackbarColor(
        red: CGFloat(rgba >> 24) / 255, green: CGFloat((rgba >> 16) & 0xFF) / 255,
        blue: CGFloat((rgba >> 8) & 0xFF) / 255, alpha: CGFloat(rgba & 0xFF) / 255)
    }
    let manager = SnackbarManager(scheduler: ManualScheduler())
    manager.snackbarMessageViewBackgroundColor = color(container)
    manager.setButtonTitleColor(color(action), for: .normal)
    manager.messageTextColor = color(action)
    let host = SnackbarHost(
      size: CGSize(width: 375, height: 812), safeAreaInsets: SnackbarEdgeInsets(top: 44, bottom: 34),
      traitCollection: SnackbarTraitCollection(displayScale: 2))
    let request = SnackbarRenderRequest(
      message: RenderTestSupport.message("MMMM archived", action: "UNDO"), manager: manager,
      sizing: .host(host, placement: manager))
    let renderer = try RenderTestSupport.makeRenderer()
    let audited = try renderer.audit(request)
    let image = try renderer.render(request)
    let layout = audited.layout
    let scale = CGFloat(2)
    let measured = Dictionary(uniqueKeysWithValues: audited.report.contrast.map { ($0.element, $0) })
    let actionContrast = try #require(measured[.action])
    let containerPixel = Self.pixel(actionContrast.background)
    // The container just right of the label's frame: nothing but the container is drawn there.
    let origin = layout.containerFrame.origin
    let gap = image[Int((origin.x + layout.labelFrame.maxX + 2) * scale), Int(layout.containerFrame.midY * scale)]
    #expect(gap == containerPixel, "container: audit \(containerPixel), drawn \(gap)")
    let button = try #require(layout.actionButtonFrame).offsetBy(dx: origin.x, dy: origin.y)
    let drawn = Self.commonest(
      image,
      in: CGRect(
        x: button.minX * scale, y: button.minY * scale, width: button.width * scale, height: button.height * scale),
      except: gap)
    #expect(drawn == Self.pixel(actionContrast.foreground), "action: audit \(actionContrast.foreground.hexString)")
  }
}
