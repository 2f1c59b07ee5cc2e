import Foundation
import MaterialSnackbar
import SnackbarRendering
import SnackbarSnapshotTesting
import Testing

/// Mid-animation frames (spec 3.7): half-way through the enter animation (0.075 of 0.15 s:
/// opacity 0.5, scale 0.9 about the centre) and about half-way through the exit (0.06 of
/// 0.125 s: opacity only, no scale).
@Suite(.goldenTimings) struct AnimationSnapshotTests {
  static let message = makeMessage("No quis modo nam", action: "Quando")

  @Test func enteringMidway() {
    assertGolden(
      of: Self.message, as: .image(animation: .entering(0.075)), named: "entering-0.075s",
      layout: .layout(animation: .entering(0.075)))
  }

  @Test func exitingMidway() {
    assertGolden(
      of: Self.message, as: .image(animation: .exiting(0.06)), named: "exiting-0.06s",
      layout: .layout(animation: .exiting(0.06)))
  }

  /// The enter frame on a dark Material 3 snackbar, where the fade shows against a dark screen.
  @Test func enteringMidwayMaterial3Dark() {
    let theme = SnackbarTheme.material3Dark
    let traits = SnackbarTraitCollection(userInterfaceStyle: .dark)
    assertGolden(
      of: Self.message,
      as: .image(
        traits: traits, theme: theme, framing: .backdrop(color: theme.screenBackgroundColor, inset: 16),
        animation: .entering(0.075)),
      named: "entering-0.075s-m3-dark")
  }
}
