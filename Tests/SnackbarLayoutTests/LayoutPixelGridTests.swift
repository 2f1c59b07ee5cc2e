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
}
