import Foundation
import SnackbarLayout
import Testing

@Suite struct LayoutPixelGridTests {
  @Test func ceilRoundsUpToDevicePixelsIgnoringFloatNoise() {
    let grid = SnackbarPixelGrid(scale: 2)
    #expect(grid.ceil(16.625) == 17)
    #expect(grid.ceil(33.25) == 33.5)
    #expect(grid.ceil(17.000000000001) == 17)
    #expect(SnackbarPixelGrid(scale: 3).ceil(16.625) == 50.0 / 3)
  }

  @Test func snapMovesEdgesToTheNearestPixel() {
    let grid = SnackbarPixelGrid(scale: 2)
    #expect(
      grid.snap(CGRect(x: 17.25, y: 0.1, width: 10.5, height: 3)) == CGRect(x: 17.5, y: 0, width: 10.5, height: 3))
  }

  /// 32.1666… + 44 is 76.1666…, which is 228.49999999999997 px at 3x, while the top edge is
  /// exactly 96.5 px: rounding the float noise put the two edges on different sides of the half
  /// and made a 44-pt frame 43.667 pt.
  @Test func snapKeepsASizeWhoseEdgesFallOnHalfPixels() {
    let grid = SnackbarPixelGrid(scale: 3)
    for k in [96.0, 99, 102, 105, 300] {
      let top = (k + 0.5) / 3
      let snapped = grid.snap(CGRect(x: 0, y: top, width: 44, height: 44))
      #expect(abs(snapped.height - 44) < 1e-9, "top \(top): \(snapped.height)")
      #expect(abs(snapped.minY * 3 - (k + 1)) < 1e-9)
    }
    #expect(grid.round(-0.5 / 3) == -1.0 / 3)
  }
}
