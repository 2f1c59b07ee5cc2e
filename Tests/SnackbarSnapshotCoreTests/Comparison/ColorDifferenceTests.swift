import SnackbarImage
import Testing

@testable import SnackbarSnapshotCore

@Suite struct ColorDifferenceTests {
  /// Pairs from Sharma, Wu and Dalal (2005), "The CIEDE2000 color-difference formula", table 1.
  @Test(arguments: [
    (LabColor(l: 50, a: 2.6772, b: -79.7751), LabColor(l: 50, a: 0, b: -82.7485), 2.0425),
    (LabColor(l: 50, a: 3.1571, b: -77.2803), LabColor(l: 50, a: 0, b: -82.7485), 2.8615),
    (LabColor(l: 50, a: 0, b: 0), LabColor(l: 50, a: -1, b: 2), 2.3669),
    (LabColor(l: 50, a: 2.49, b: -0.001), LabColor(l: 50, a: -2.49, b: 0.0009), 7.1792),
    (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 73, a: 25, b: -18), 27.1492),
    (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 56, a: -27, b: -3), 31.9030),
    (LabColor(l: 60.2574, a: -34.0099, b: 36.2677), LabColor(l: 60.4626, a: -34.1751, b: 39.4387), 1.2644),
    (LabColor(l: 22.7233, a: 20.0904, b: -46.6940), LabColor(l: 23.0331, a: 14.9730, b: -42.5619), 2.0373),
    (LabColor(l: 90.8027, a: -2.0831, b: 1.4410), LabColor(l: 91.1528, a: -1.6435, b: 0.0447), 1.4441),
    (LabColor(l: 2.0776, a: 0.0795, b: -1.1350), LabColor(l: 0.9033, a: -0.0636, b: -0.5514), 0.9082),
  ])
  func matchesPublishedCIEDE2000Values(lab1: LabColor, lab2: LabColor, expected: Double) {
    #expect(abs(ColorDifference.ciede2000(lab1, lab2) - expected) < 0.0001)
    #expect(abs(ColorDifference.ciede2000(lab2, lab1) - expected) < 0.0001)
  }

  @Test func convertsSRGBToLab() {
    let white = LabColor(red: 255, green: 255, blue: 255)
    #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
    let black = LabColor(red: 0, green: 0, blue: 0)
    #expect(abs(black.l) < 0.0001)
    let red = LabColor(red: 255, green: 0, blue: 0)
    #expect(abs(red.l - 53.24) < 0.01 && abs(red.a - 80.09) < 0.01 && abs(red.b - 67.20) < 0.01)
    let grey = LabColor(red: 119, green: 119, blue: 119)
    #expect(abs(grey.l - 50.03) < 0.1 && abs(grey.a) < 0.01)
  }

  @Test func blackToWhiteIsOneHundred() {
    let deltaE = ColorDifference.ciede2000(RGBAPixel(white: 0), RGBAPixel(white: 255))
    #expect(abs(deltaE - 100) < 0.01)
    #expect(ColorDifference.ciede2000(RGBAPixel(white: 77), RGBAPixel(white: 77)) == 0)
  }

  @Test func alphaChangeIsVisibleWhateverTheColor() {
    // White fading out is invisible over white but not over black; the max catches it.
    let deltaE = ColorDifference.ciede2000(RGBAPixel(white: 255), RGBAPixel(white: 255, alpha: 128))
    #expect(deltaE > 20)
    let invisible = ColorDifference.ciede2000(
      RGBAPixel(red: 9, green: 9, blue: 9, alpha: 0), RGBAPixel(red: 200, green: 0, blue: 0, alpha: 0))
    #expect(invisible == 0)
  }
}
