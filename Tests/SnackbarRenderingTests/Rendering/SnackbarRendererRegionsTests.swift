import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarLayout
import SnackbarRendering
import SnackbarRenderingTestSupport
import Testing

/// Drawing part of a screen gives the pixels of the whole screen there: exactly, except that in
/// the enter animation (a scale about the centre) pixman's fixed-point sampling of the shadow's
/// mask depends on where the drawing starts, which moves one level in a few pixels.
@Suite struct SnackbarRendererRegionsTests {
  /// Whether `actual` is `expected`: exactly, or within rounding noise for a scaled frame.
  static func matches(_ actual: RGBAImage, _ expected: RGBAImage, animation: SnackbarAnimationPhase) -> Bool {
    guard let difference = pixelDifference(actual, expected) else {
      return actual.width == expected.width && actual.height == expected.height
    }
    if case .entering = animation { return difference.isRoundingNoise }
    return false
  }

  static func request(
    animation: SnackbarAnimationPhase = .visible, keyboard: CGFloat = 0, dark: Bool = false, scale: CGFloat = 2
  ) -> SnackbarRenderRequest {
    var traits = SnackbarTraitCollection(displayScale: scale)
    traits.userInterfaceStyle = dark ? .dark : .light
    let host = SnackbarHost(
      size: CGSize(width: 375, height: 667), safeAreaInsets: SnackbarEdgeInsets(top: 20, bottom: 34),
      traitCollection: traits, keyboardHeight: keyboard)
    let manager = SnackbarManager(scheduler: ManualScheduler())
    manager.setBottomOffset(49)
    let message = RenderTestSupport.message("Upload failed", action: "Retry")
    message.leadingIcon = .error
    var request = SnackbarRenderRequest(message: message, manager: manager, sizing: .host(host, placement: manager))
    request.animation = animation
    return request
  }

  @Test(arguments: [
    (SnackbarAnimationPhase.visible, CGFloat(0), false, CGFloat(2)), (.entering(0.05), 0, false, 2),
    (.exiting(0.06), 216, true, 3), (.entering(0.11), 0, false, 1),
  ])
  func theSnackbarsRegionHoldsEveryPixelItChanges(
    animation: SnackbarAnimationPhase, keyboard: CGFloat, dark: Bool, scale: CGFloat
  ) throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let request = Self.request(animation: animation, keyboard: keyboard, dark: dark, scale: scale)
    let full = try renderer.render(request)
    guard case .host(let host, _) = request.sizing else {
      Issue.record("expected a host request")
      return
    }
    let screen = try renderer.renderScreen(host: host, bottomOffset: 49, background: nil)
    let (region, patch) = try #require(try renderer.renderSnackbarRegion(request))
    #expect(region == (try renderer.snackbarRegion(request)))
    let crop = try full.cropped(to: region)
    #expect(Self.matches(patch, crop, animation: animation), "\(imageDifference(patch, crop) ?? "")")
    // The same request drawn twice gives the same region exactly.
    #expect(imageDifference(try renderer.render(request, region: region), patch) == nil)
    // Outside the region the full render is the bare screen: the screen plus the patch is the
    // full render, pixel for pixel.
    var composed = screen
    composed.place(patch, atX: region.x, y: region.y)
    #expect(Self.matches(composed, full, animation: animation), "\(imageDifference(composed, full) ?? "")")
    #expect(region.pixelCount < full.bounds.pixelCount / 4)
  }

  @Test(arguments: [SnackbarAnimationPhase.visible, .exiting(0.1), .entering(0.1)])
  func anyRegionMatchesTheFullRender(animation: SnackbarAnimationPhase) throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let request = Self.request(animation: animation)
    let full = try renderer.render(request)
    for region in [
      PixelRect(x: 0, y: 0, width: 750, height: 1334), PixelRect(x: 13, y: 1101, width: 301, height: 97),
      PixelRect(x: 749, y: 1333, width: 1, height: 1),
    ] {
      let part = try renderer.render(request, region: region)
      let crop = try full.cropped(to: region)
      #expect(Self.matches(part, crop, animation: animation), "\(region): \(imageDifference(part, crop) ?? "")")
    }
    #expect(throws: SnackbarRenderError.self) {
      try renderer.render(request, region: PixelRect(x: 700, y: 0, width: 51, height: 1))
    }
  }

  @Test func theScreenAloneHasTheHostsSizeAndFurniture() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let host = SnackbarHost(
      size: CGSize(width: 375, height: 667), safeAreaInsets: SnackbarEdgeInsets(top: 20),
      traitCollection: SnackbarTraitCollection(displayScale: 2), keyboardHeight: 216)
    let screen = try renderer.renderScreen(host: host, bottomOffset: 0, background: SnackbarColor(rgb: 0x336699))
    #expect(screen.width == 750 && screen.height == 1334)
    #expect(screen[375, 600] == RGBAPixel(red: 0x33, green: 0x66, blue: 0x99))
    // The keyboard's dark-screen grey at the bottom.
    #expect(screen[375, 1300] == RGBAPixel(red: 0x2C, green: 0x2C, blue: 0x2E))
  }

  /// A region of the screen is exactly the whole screen's pixels there, edges of the keyboard,
  /// tab bar and home indicator included: a frame renderer draws the screen a region at a time.
  @Test func aRegionOfTheScreenIsTheWholeScreensPixels() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let host = SnackbarHost(
      size: CGSize(width: 393, height: 852), safeAreaInsets: SnackbarEdgeInsets(top: 59, bottom: 34),
      traitCollection: SnackbarTraitCollection(displayScale: 3), keyboardHeight: 291)
    let whole = try renderer.renderScreen(host: host, bottomOffset: 49, background: nil)
    for region in [
      PixelRect(x: 0, y: 0, width: 1179, height: 7), PixelRect(x: 13, y: 1600, width: 1000, height: 400),
      PixelRect(x: 1178, y: 2555, width: 1, height: 1), PixelRect(x: 0, y: 1000, width: 1179, height: 1556),
    ] {
      let part = try renderer.renderScreen(host: host, bottomOffset: 49, background: nil, region: region)
      #expect(imageDifference(part, try whole.cropped(to: region)) == nil, "\(region)")
    }
    #expect(throws: SnackbarRenderError.self) {
      try renderer.renderScreen(
        host: host, bottomOffset: 0, background: nil, region: PixelRect(x: 1000, y: 0, width: 200, height: 1))
    }
  }
}
