import SnackbarImage
import SnackbarSnapshotTestSupport
import Testing

@testable import SnackbarSnapshotCore

@Suite struct DifferenceImageTests {
  @Test func highlightMarksDifferingAndForgivenPixels() throws {
    let reference = try TestImages.solid(4, 3, RGBAPixel(white: 100))
    let actual = TestImages.with(
      reference, changes: [(1, 1, RGBAPixel(white: 101)), (3, 2, RGBAPixel(red: 255, green: 0, blue: 0))])
    let highlight = DifferenceImage.highlight(
      reference: reference, actual: actual, tolerance: ImageTolerance(perChannel: 1))
    #expect(highlight.width == 4 && highlight.height == 3)
    #expect(highlight[3, 2] == DifferenceImage.differingColor)
    #expect(highlight[1, 1] == DifferenceImage.forgivenColor)
    let unchanged = highlight[0, 0]
    #expect(unchanged.red == unchanged.green && unchanged.green == unchanged.blue)
    #expect(unchanged.red >= 170)
  }

  @Test func highlightShowsSizeMismatchArea() throws {
    let reference = try TestImages.solid(4, 2)
    let actual = try TestImages.solid(2, 3)
    let highlight = DifferenceImage.highlight(reference: reference, actual: actual)
    #expect(highlight.width == 4 && highlight.height == 3)
    #expect(highlight[3, 0] == DifferenceImage.outsideColor)
    #expect(highlight[0, 2] == DifferenceImage.outsideColor)
    #expect(highlight[1, 1] != DifferenceImage.outsideColor)
  }

  @Test func amplifiedMakesEveryDeltaVisibleAndTheLargestFullyBright() throws {
    let reference = try TestImages.solid(3, 1, RGBAPixel(white: 100))
    let actual = TestImages.with(
      reference,
      changes: [(0, 0, RGBAPixel(red: 101, green: 100, blue: 100)), (1, 0, RGBAPixel(red: 100, green: 102, blue: 100))])
    let amplified = DifferenceImage.amplified(reference: reference, actual: actual)
    #expect(amplified[1, 0] == RGBAPixel(red: 0, green: 255, blue: 0))
    #expect(amplified[0, 0] == RGBAPixel(red: 160, green: 0, blue: 0))
    #expect(amplified[2, 0] == RGBAPixel(red: 0, green: 0, blue: 0))
  }

  @Test func sideBySidePlacesImagesWithSpacing() throws {
    let left = try TestImages.solid(2, 2, RGBAPixel(red: 255, green: 0, blue: 0))
    let right = try TestImages.solid(3, 1, RGBAPixel(red: 0, green: 0, blue: 255))
    let combined = try DifferenceImage.sideBySide([left, right], spacing: 1, background: RGBAPixel(white: 7))
    #expect(combined.width == 6 && combined.height == 2)
    #expect(combined[1, 1] == RGBAPixel(red: 255, green: 0, blue: 0))
    #expect(combined[2, 0] == RGBAPixel(white: 7))
    #expect(combined[3, 0] == RGBAPixel(red: 0, green: 0, blue: 255))
    #expect(combined[3, 1] == RGBAPixel(white: 7))
  }

  @Test func artifactIsHighlightBesideAmplified() throws {
    let reference = try TestImages.solid(5, 4)
    let actual = TestImages.with(reference, changes: [(0, 0, RGBAPixel(white: 0))])
    let artifact = try DifferenceImage.artifact(reference: reference, actual: actual, tolerance: .exact)
    #expect(artifact.width == 5 + 4 + 5)
    #expect(artifact[0, 0] == DifferenceImage.differingColor)
    #expect(artifact[9, 0] == RGBAPixel(white: 255))
  }

  @Test func wideArtifactIsStackedNotOneByOne() throws {
    // Side by side it would be 2 * 8200 + 4 pixels wide, above RGBAImage.maximumDimension.
    let reference = try TestImages.solid(8200, 2)
    let actual = TestImages.with(reference, changes: [(8199, 1, RGBAPixel(white: 0))])
    let artifact = try DifferenceImage.artifact(reference: reference, actual: actual, tolerance: .exact)
    #expect(artifact.width == 8200)
    #expect(artifact.height == 2 + 4 + 2)
    #expect(artifact[8199, 1] == DifferenceImage.differingColor)
  }

  @Test func stackedPlacesImagesTopToBottom() throws {
    let top = try TestImages.solid(2, 2, RGBAPixel(red: 255, green: 0, blue: 0))
    let bottom = try TestImages.solid(3, 1, RGBAPixel(red: 0, green: 0, blue: 255))
    let combined = try DifferenceImage.stacked([top, bottom], spacing: 1, background: RGBAPixel(white: 7))
    #expect(combined.width == 3 && combined.height == 4)
    #expect(combined[1, 1] == RGBAPixel(red: 255, green: 0, blue: 0))
    #expect(combined[2, 0] == RGBAPixel(white: 7))
    #expect(combined[0, 2] == RGBAPixel(white: 7))
    #expect(combined[2, 3] == RGBAPixel(red: 0, green: 0, blue: 255))
  }

  @Test func compositeTooLargeThrowsInsteadOfShrinkingToOnePixel() throws {
    let tall = try TestImages.solid(1, 8200)
    #expect(throws: DifferenceImageError.tooLarge(width: 1, height: 16_404, maximumSide: 16_384)) {
      try DifferenceImage.stacked([tall, tall])
    }
    // An artifact of two 9000x9000 images fits neither side by side nor stacked. (Sizes only:
    // the check runs before any panel is drawn, so no gigabyte images are needed to test it.)
    #expect(throws: DifferenceImageError.tooLarge(width: 18_004, height: 9000, maximumSide: 16_384)) {
      try DifferenceImage.artifactAxis(
        panels: .highlightAndAmplified, reference: (9000, 9000), actual: (9000, 9000))
    }
    #expect(
      try DifferenceImage.artifactAxis(panels: .highlightAndAmplified, reference: (9000, 10), actual: (9000, 10))
        == .vertical)
  }

  @Test func sizeMismatchArtifactIsReferenceActualOverlay() throws {
    let reference = try TestImages.solid(4, 2, RGBAPixel(white: 10))
    let actual = try TestImages.solid(2, 3, RGBAPixel(white: 20))
    let artifact = try DifferenceImage.artifact(reference: reference, actual: actual, tolerance: .exact)
    #expect(artifact.width == 4 + 4 + 2 + 4 + 4)
    #expect(artifact.height == 3)
    #expect(artifact[0, 0] == RGBAPixel(white: 10))
    #expect(artifact[8, 2] == RGBAPixel(white: 20))
    // The overlay starts after 4 + 4 + 2 + 4 pixels; its column 3 is outside the actual image.
    #expect(artifact[14 + 3, 0] == DifferenceImage.outsideColor)
    #expect(DifferenceImage.explanation(reference: reference, actual: actual).contains("reference | actual | overlay"))
  }
}
