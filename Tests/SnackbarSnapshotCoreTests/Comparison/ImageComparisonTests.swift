import SnackbarImage
import SnackbarSnapshotTestSupport
import Testing

@testable import SnackbarSnapshotCore

@Suite struct ImageComparisonTests {
  @Test func identicalImagesTakeTheExactPath() throws {
    let image = try TestImages.gradient()
    let result = ImageComparison.compare(reference: image, actual: image)
    #expect(result.isIdentical)
    #expect(result.isMatch)
    #expect(result.changedPixelCount == 0)
    #expect(result.maxChannelDelta == 0)
    #expect(result.changedBounds == nil)
    #expect(ImageComparison.isIdentical(image, image))
    #expect(result.message.contains("identical"))
  }

  @Test func onePixelChangeIsCountedWithItsNumbers() throws {
    let reference = try TestImages.solid(10, 5, RGBAPixel(white: 100))
    let actual = TestImages.with(reference, changes: [(3, 2, RGBAPixel(red: 100, green: 130, blue: 100))])
    let result = ImageComparison.compare(reference: reference, actual: actual)
    #expect(!result.isMatch)
    #expect(!ImageComparison.isIdentical(reference, actual))
    #expect(result.pixelCount == 50)
    #expect(result.changedPixelCount == 1)
    #expect(result.differingPixelCount == 1)
    #expect(result.differingFraction == 0.02)
    #expect(result.maxChannelDelta == 30)
    #expect(result.maxDeltaE > 5)
    #expect(result.differingBounds == PixelRect(x: 3, y: 2, width: 1, height: 1))
    #expect(result.message.contains("1 of 50 pixels (2.00%) differ beyond tolerance"))
    #expect(result.message.contains("max channel delta 30"))
    #expect(result.message.contains("max ΔE00"))
    #expect(result.message.contains("x 3...3, y 2...2 (1x1)"))
  }

  @Test func boundingBoxSpansAllDifferences() throws {
    let reference = try TestImages.gradient(20, 10)
    let actual = TestImages.with(
      reference, changes: [(2, 7, RGBAPixel(white: 0)), (15, 1, RGBAPixel(white: 255)), (9, 4, RGBAPixel(white: 3))])
    let result = ImageComparison.compare(reference: reference, actual: actual)
    #expect(result.changedPixelCount == 3)
    #expect(result.differingBounds == PixelRect(x: 2, y: 1, width: 14, height: 7))
  }

  @Test func perChannelToleranceForgivesSmallDeltasOnly() throws {
    let reference = try TestImages.solid(4, 4, RGBAPixel(white: 100))
    let actual = TestImages.with(
      reference, changes: [(0, 0, RGBAPixel(white: 102)), (1, 0, RGBAPixel(red: 100, green: 100, blue: 103))])
    let two = ImageComparison.compare(reference: reference, actual: actual, tolerance: ImageTolerance(perChannel: 2))
    #expect(two.changedPixelCount == 2)
    #expect(two.differingPixelCount == 1)
    #expect(two.differingBounds == PixelRect(x: 1, y: 0, width: 1, height: 1))
    #expect(!two.isMatch)
    let three = ImageComparison.compare(reference: reference, actual: actual, tolerance: ImageTolerance(perChannel: 3))
    #expect(three.differingPixelCount == 0)
    #expect(three.isMatch)
    #expect(three.changedBounds == PixelRect(x: 0, y: 0, width: 2, height: 1))
  }

  @Test func alphaCountsAsAChannel() throws {
    let reference = try TestImages.solid(2, 2, RGBAPixel(white: 100))
    let actual = TestImages.with(reference, changes: [(1, 1, RGBAPixel(white: 100, alpha: 250))])
    let result = ImageComparison.compare(reference: reference, actual: actual)
    #expect(result.maxChannelDelta == 5)
    #expect(result.differingPixelCount == 1)
    #expect(result.maxDeltaE > 0)
  }

  @Test func fractionToleranceAllowsUpToThatShare() throws {
    let reference = try TestImages.solid(10, 10, RGBAPixel(white: 50))
    let twoChanged = TestImages.with(reference, changes: [(0, 0, RGBAPixel(white: 255)), (9, 9, RGBAPixel(white: 0))])
    #expect(
      ImageComparison.compare(
        reference: reference, actual: twoChanged, tolerance: ImageTolerance(allowedDifferingFraction: 0.02)
      ).isMatch)
    let result = ImageComparison.compare(
      reference: reference, actual: twoChanged, tolerance: ImageTolerance(allowedDifferingFraction: 0.019))
    #expect(!result.isMatch)
    #expect(result.message.contains("allowed 1.90%"))
  }

  @Test func perceptualToleranceForgivesInvisibleChanges() throws {
    let reference = try TestImages.solid(4, 1, RGBAPixel(white: 128))
    // +1 on grey is far below ΔE00 1; a jump to red is far above.
    let actual = TestImages.with(
      reference, changes: [(0, 0, RGBAPixel(white: 129)), (1, 0, RGBAPixel(red: 255, green: 0, blue: 0))])
    let result = ImageComparison.compare(
      reference: reference, actual: actual, tolerance: ImageTolerance(perceptual: 1))
    #expect(result.changedPixelCount == 2)
    #expect(result.differingPixelCount == 1)
    #expect(result.differingBounds == PixelRect(x: 1, y: 0, width: 1, height: 1))
    #expect(result.maxDeltaE > 30)
    let onlyGrey = TestImages.with(reference, changes: [(0, 0, RGBAPixel(white: 129))])
    #expect(ImageComparison.compare(reference: reference, actual: onlyGrey, tolerance: .perceptuallyIdentical).isMatch)
    #expect(!ImageComparison.compare(reference: reference, actual: onlyGrey, tolerance: .exact).isMatch)
  }

  @Test func perChannelAndPerceptualMustBothBeExceeded() throws {
    let reference = try TestImages.solid(1, 1, RGBAPixel(white: 128))
    let actual = try TestImages.solid(1, 1, RGBAPixel(white: 140))
    let deltaE = ColorDifference.ciede2000(RGBAPixel(white: 128), RGBAPixel(white: 140))
    // The channel delta (12) exceeds 5, but ΔE is within the perceptual limit: forgiven.
    let loose = ImageTolerance(perChannel: 5, perceptual: deltaE + 0.01)
    #expect(ImageComparison.compare(reference: reference, actual: actual, tolerance: loose).isMatch)
    let strict = ImageTolerance(perChannel: 5, perceptual: deltaE - 0.01)
    #expect(!ImageComparison.compare(reference: reference, actual: actual, tolerance: strict).isMatch)
  }

  @Test func sizeMismatchReportsBothSizesAndNeverMatches() throws {
    let reference = try TestImages.solid(10, 5)
    let actual = try TestImages.solid(12, 5)
    let result = ImageComparison.compare(
      reference: reference, actual: actual, tolerance: ImageTolerance(perChannel: 255, allowedDifferingFraction: 1))
    #expect(!result.sizesMatch)
    #expect(!result.isMatch)
    #expect(result.referenceSize == PixelSize(width: 10, height: 5))
    #expect(result.actualSize == PixelSize(width: 12, height: 5))
    #expect(result.message.contains("reference is 10x5, actual is 12x5"))
    #expect(!ImageComparison.isIdentical(reference, actual))
  }

  @Test func fullyTransparentPixelsDifferByChannelsButNotPerceptually() throws {
    let reference = try TestImages.solid(1, 1, RGBAPixel(red: 0, green: 0, blue: 0, alpha: 0))
    let actual = try TestImages.solid(1, 1, RGBAPixel(red: 255, green: 0, blue: 0, alpha: 0))
    let result = ImageComparison.compare(reference: reference, actual: actual)
    #expect(result.changedPixelCount == 1)
    #expect(result.maxDeltaE == 0)
    #expect(!result.isMatch)
    #expect(
      ImageComparison.compare(reference: reference, actual: actual, tolerance: ImageTolerance(perceptual: 0)).isMatch)
  }

  @Test func wholeImageDriftIsMeasuredEverywhere() throws {
    let reference = try TestImages.solid(300, 200, RGBAPixel(red: 40, green: 80, blue: 160))
    let actual = try TestImages.solid(300, 200, RGBAPixel(red: 41, green: 80, blue: 160))
    let result = ImageComparison.compare(reference: reference, actual: actual, tolerance: ImageTolerance(perChannel: 1))
    #expect(result.changedPixelCount == 60_000)
    #expect(result.differingPixelCount == 0)
    #expect(result.isMatch)
    #expect(result.changedBounds == PixelRect(x: 0, y: 0, width: 300, height: 200))
    #expect(result.maxDeltaE > 0 && result.maxDeltaE < 1)
  }
}
