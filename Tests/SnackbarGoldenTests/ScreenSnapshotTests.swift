import Foundation
import MaterialSnackbar
import SnackbarRendering
import SnackbarSnapshotTesting
import Testing

/// Whole screens: where the overlay puts the snackbar (spec 3.5 and 2.12). Phones are drawn at
/// 2× rather than their 3× to keep the goldens small; placement is in points, so nothing is lost.
@Suite(.goldenTimings) struct ScreenSnapshotTests {
  static let message = makeMessage("Message archived", action: "Undo")

  /// Dynamic Island and home indicator: the snackbar sits 34 + 8 pt above the bottom.
  @Test func iPhone15() {
    let screen = SnackbarScreen(message: Self.message, device: .iPhone15)
    assertGolden(of: screen, as: .image(scale: 2), named: "iphone-15", layout: .layout(scale: 2))
  }

  /// A tab bar: MDC measures the bottom offset from the screen bottom, so a 49-pt tab bar above
  /// the 34-pt home-indicator inset is an offset of 83, and the snackbar sits 83 + 8 pt up.
  @Test func iPhone15TabBar() {
    let manager = SnackbarManager()
    manager.setBottomOffset(49 + 34)
    let screen = SnackbarScreen(message: Self.message, device: .iPhone15, manager: manager)
    assertGolden(of: screen, as: .image(scale: 2), named: "iphone-15-tab-bar", layout: .layout(scale: 2))
  }

  /// A 336-pt keyboard: the snackbar sits 8 pt above it.
  @Test func iPhone15Keyboard() {
    let screen = SnackbarScreen(message: Self.message, device: .iPhone15, keyboardHeight: 336)
    assertGolden(of: screen, as: .image(scale: 2), named: "iphone-15-keyboard", layout: .layout(scale: 2))
  }

  /// Landscape: the notch and home-indicator insets on the sides and bottom.
  @Test func iPhone15Landscape() {
    let screen = SnackbarScreen(message: Self.message, device: .iPhone15, landscape: true)
    assertGolden(of: screen, as: .image(scale: 2), named: "iphone-15-landscape", layout: .layout(scale: 2))
  }

  /// Dark Material 3 on the theme's dark screen.
  @Test func iPhone15Material3Dark() {
    let screen = SnackbarScreen(
      message: Self.message, device: .iPhone15, traits: SnackbarTraitCollection(userInterfaceStyle: .dark))
    assertGolden(
      of: screen, as: .image(theme: .material3Dark, scale: 2), named: "iphone-15-m3-dark",
      layout: .layout(theme: .material3Dark, scale: 2))
  }

  /// Full-screen iPad (regular × regular): width-limited and centred, 24 pt above the safe area.
  @Test func iPadCentred() {
    let screen = SnackbarScreen(message: Self.message, device: .iPadPro11)
    assertGolden(of: screen, as: .image(scale: 1), named: "ipad-pro-11-centred", layout: .layout(scale: 1))
  }

  /// Full-screen iPad with leading alignment.
  @Test func iPadLeading() {
    let manager = SnackbarManager()
    manager.horizontalAlignment = .leading
    let screen = SnackbarScreen(message: Self.message, device: .iPadPro11, manager: manager)
    assertGolden(of: screen, as: .image(scale: 1), named: "ipad-pro-11-leading", layout: .layout(scale: 1))
  }

  /// The enter animation's midpoint on a phone screen.
  @Test func iPhone15Entering() {
    let screen = SnackbarScreen(message: Self.message, device: .iPhone15)
    assertGolden(of: screen, as: .image(scale: 2, animation: .entering(0.075)), named: "iphone-15-entering-0.075s")
  }
}
