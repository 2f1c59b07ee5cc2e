import Foundation
import MaterialSnackbar
import SnackbarLayout
import SnackbarRendering

extension GalleryShowcase {
  /// Dynamic Type, elevation, display scale, animation frames and the upstream framing.
  static func traitsAndShadows() -> [GalleryEntry] {
    // MDC's default fonts have a fixed size; an app that wants Dynamic Type sets preferred fonts,
    // which the renderer scales by the traits' category.
    let largestManager = Build.manager()
    largestManager.messageFont = .preferredFont(
      forTextStyle: .body1, contentSizeCategory: .accessibilityExtraExtraExtraLarge)
    largestManager.buttonFont = .preferredFont(
      forTextStyle: .button, contentSizeCategory: .accessibilityExtraExtraExtraLarge)
    var largestTraits = Build.traits()
    largestTraits.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge

    func elevated(_ elevation: CGFloat) -> SnackbarRenderRequest {
      let manager = Build.manager()
      manager.messageElevation = ShadowElevation(elevation)
      return Build.snackbar(Build.message("Elevation \(Int(elevation))", action: "Undo"), manager: manager)
    }
    func animated(_ phase: SnackbarAnimationPhase) -> SnackbarRenderRequest {
      var request = Build.snackbar(Build.message("Email archived", action: "Undo"))
      request.animation = phase
      return request
    }
    var upstream = SnackbarRenderRequest(
      message: Build.message("Quando"), manager: Build.manager(), traits: Build.traits(),
      sizing: .fittingWidth(180))
    upstream.framing = .backdrop(color: SnackbarColor(rgb: 0xCCCCCC), inset: 50)

    return [
      GalleryEntry(
        slug: "dynamic-type-ax-xxxl", caption: "Largest Dynamic Type (AX-XXXL, preferred fonts; action below)",
        request: Build.snackbar(
          Build.message("Photo archived", action: "Undo"), manager: largestManager, traits: largestTraits)),
      GalleryEntry(slug: "elevation-0", caption: "Elevation 0 (no shadow)", request: elevated(0)),
      GalleryEntry(slug: "elevation-12", caption: "Elevation 12", request: elevated(12)),
      GalleryEntry(slug: "elevation-24", caption: "Elevation 24", request: elevated(24)),
      GalleryEntry(
        slug: "scale-1", caption: "Display scale @1x",
        request: Build.snackbar(Build.message("Email archived", action: "Undo"), traits: Build.traits(scale: 1))),
      GalleryEntry(
        slug: "scale-3", caption: "Display scale @3x",
        request: Build.snackbar(Build.message("Email archived", action: "Undo"), traits: Build.traits(scale: 3))),
      GalleryEntry(
        slug: "animation-enter-mid", caption: "Mid-enter frame (0.075 s of 0.15 s: fading in, scale 0.9)",
        request: animated(.entering(SnackbarAnimation.enterDuration / 2))),
      GalleryEntry(
        slug: "animation-exit-mid", caption: "Mid-exit frame (0.0625 s of 0.125 s: fading out)",
        request: animated(.exiting(SnackbarAnimation.exitDuration / 2))),
      GalleryEntry(
        slug: "upstream-framing", caption: "Upstream snapshot framing (180 pt @2x, #CCCCCC, inset 50: 560x296)",
        request: upstream),
    ]
  }

  /// Whole screens: the manager's placement rules on phones and tablets.
  static func screens() -> [GalleryEntry] {
    func message() -> SnackbarMessage { Build.message("Message sent", action: "View") }
    let tabBar = Build.manager()
    // MDC measures the offset from the screen bottom: a 49-pt tab bar above the 34-pt home indicator.
    tabBar.setBottomOffset(49 + 34)
    let top = Build.manager()
    top.verticalAlignment = .top
    let leading = Build.manager()
    leading.horizontalAlignment = .leading
    return [
      GalleryEntry(
        slug: "screen-iphone-15", caption: "iPhone 15: bottom, above the home indicator",
        request: Build.screen(message(), device: .iPhone15)),
      GalleryEntry(
        slug: "screen-keyboard", caption: "iPhone 15 with a 336-pt keyboard",
        request: Build.screen(message(), device: .iPhone15, keyboard: 336)),
      GalleryEntry(
        slug: "screen-tab-bar", caption: "iPhone 15, tab bar (bottom offset 49 + 34)",
        request: Build.screen(message(), device: .iPhone15, manager: tabBar)),
      GalleryEntry(
        slug: "screen-top", caption: "iPhone 15, top alignment (below the Dynamic Island)",
        request: Build.screen(message(), device: .iPhone15, manager: top)),
      GalleryEntry(
        slug: "screen-landscape", caption: "iPhone 15 landscape (safe-area sides)",
        request: Build.screen(message(), device: .iPhone15, landscape: true)),
      GalleryEntry(
        slug: "screen-ipad-centred", caption: "iPad Pro 11: 288...568 pt, centred",
        request: Build.screen(message(), device: .iPadPro11)),
      GalleryEntry(
        slug: "screen-ipad-leading", caption: "iPad Pro 11: leading alignment",
        request: Build.screen(message(), device: .iPadPro11, manager: leading)),
    ]
  }
}
