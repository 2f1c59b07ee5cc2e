import Foundation
import MaterialSnackbar
import SnackbarRendering
import SnackbarSnapshotTesting
import Testing

/// One snackbar at 1×, 2× and 3×: the same geometry in points, snapped to each pixel grid.
@Suite(.goldenTimings) struct ScaleSnapshotTests {
  @Test(arguments: [1, 2, 3] as [CGFloat]) func scale(_ scale: CGFloat) {
    assertGolden(
      of: makeMessage("No quis modo nam", action: "Quando"), as: .image(scale: scale),
      named: "action-ltr-phone-\(Int(scale))x", layout: .layout(scale: scale))
  }
}
