import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarRendering
import Testing

/// Whole screens: the host at its size × scale, its system areas, the snackbar placed by the
/// overlay rules (spec 3.5).
@Suite struct RenderHostTests {
  static func host(keyboard: CGFloat = 0, traits: SnackbarTraitCollection = SnackbarTraitCollection()) -> SnackbarHost {
    SnackbarHost(
      size: CGSize(width: 375, height: 812), safeAreaInsets: SnackbarEdgeInsets(top: 44, bottom: 34),
      traitCollection: traits, keyboardHeight: keyboard)
  }

  @Test func phoneScreenPlacesTheSnackbarAboveTheHomeIndicator() throws {
    let host = Self.host()
    let manager = SnackbarManager(scheduler: ManualScheduler())
    let request = SnackbarRenderRequest(
      message: RenderTestSupport.message("Message archived", action: "Undo"), manager: manager,
      sizing: .host(host, placement: manager))
    let renderer = try RenderTestSupport.makeRenderer()
    let image = try renderer.render(request)
    let layout = try renderer.layout(request)
    RenderTestSupport.save(image, "host-phone")
    #expect(image.width == 750 && image.height == 1624)
    // 8-pt side margins; the bottom 34 + 8 pt above the screen's bottom.
    #expect(layout.containerFrame == CGRect(x: 8, y: 812 - 42 - 48, width: 359, height: 48))
    #expect(image[Int(layout.labelFrame.maxX * 2) - 4, Int(layout.containerFrame.midY * 2)] == RGBAPixel(white: 50))
    // White screen, a slightly darker status-bar band and home-indicator strip.
    #expect(image[375, 800] == RGBAPixel(white: 255))
    let statusBar = RenderTestSupport.grey(image, 10, 40)
    let homeStrip = RenderTestSupport.grey(image, 10, 1620)
    #expect(statusBar < 255 && statusBar > 235)
    #expect(homeStrip == statusBar)
  }

  @Test func keyboardAndTabBar() throws {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    manager.setBottomOffset(83)
    let renderer = try RenderTestSupport.makeRenderer()
    let tabBar = SnackbarRenderRequest(
      message: SnackbarMessage(text: "Saved"), manager: manager, sizing: .host(Self.host(), placement: manager))
    let tabImage = try renderer.render(tabBar)
    RenderTestSupport.save(tabImage, "host-tab-bar")
    // The snackbar sits 83 + 8 pt above the bottom, over the screen, not the bar.
    #expect(try renderer.layout(tabBar).containerFrame.maxY == 812 - 91)
    #expect(RenderTestSupport.grey(tabImage, 10, 2 * (812 - 60)) < 255)

    let keyboard = SnackbarRenderRequest(
      message: SnackbarMessage(text: "Saved"), manager: manager,
      sizing: .host(Self.host(keyboard: 336), placement: manager))
    let keyboardImage = try renderer.render(keyboard)
    RenderTestSupport.save(keyboardImage, "host-keyboard")
    #expect(try renderer.layout(keyboard).containerFrame.maxY == 812 - 336 - 8)
    #expect(keyboardImage[20, 2 * (812 - 200)] == RGBAPixel(red: 0xD1, green: 0xD4, blue: 0xD9))
  }

  @Test func darkScreenAndCustomBackground() throws {
    var traits = SnackbarTraitCollection()
    traits.userInterfaceStyle = .dark
    let manager = SnackbarManager(scheduler: ManualScheduler())
    var request = SnackbarRenderRequest(
      message: SnackbarMessage(text: "Saved"), manager: manager,
      sizing: .host(Self.host(traits: traits), placement: manager))
    let renderer = try RenderTestSupport.makeRenderer()
    #expect(try renderer.render(request)[375, 800] == RGBAPixel(white: 0x12))
    request.screenBackground = SnackbarTheme.material3Light.screenBackgroundColor
    #expect(try renderer.render(request)[375, 800] == RGBAPixel(red: 0xFE, green: 0xF7, blue: 0xFF))
  }

  @Test func hostUsesItsOwnTraitsAndBackdropFraming() throws {
    var traits = SnackbarTraitCollection(displayScale: 3)
    traits.layoutDirection = .rightToLeft
    let manager = SnackbarManager(scheduler: ManualScheduler())
    var request = SnackbarRenderRequest(
      message: SnackbarMessage(text: "Saved"), manager: manager,
      sizing: .host(Self.host(traits: traits), placement: manager))
    request.framing = .backdrop(color: SnackbarColor(white: 0.8), inset: 50)
    let renderer = try RenderTestSupport.makeRenderer()
    let image = try renderer.render(request)
    #expect(image.width == 475 * 3 && image.height == 912 * 3)
    #expect(image[10, 10] == RGBAPixel(white: 204))
    #expect(try renderer.layout(request).direction == .rightToLeft)
  }

  @Test func regularRegularHostCentresAWidthLimitedSnackbar() throws {
    let traits = SnackbarTraitCollection(
      displayScale: 2, horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceIdiom: .pad)
    let host = SnackbarHost(size: CGSize(width: 1024, height: 768), traitCollection: traits)
    let manager = SnackbarManager(scheduler: ManualScheduler())
    let request = SnackbarRenderRequest(
      message: SnackbarMessage(text: "Saved"), manager: manager, sizing: .host(host, placement: manager))
    let layout = try RenderTestSupport.makeRenderer().layout(request)
    #expect(layout.containerFrame.width == 288)
    #expect(abs(layout.containerFrame.midX - 512) <= 0.5)
    // iPad: 24-pt bottom margin.
    #expect(abs(layout.containerFrame.maxY - (768 - 24)) < 1e-9)
  }
}
