import SnackbarImage
import SnackbarRendering
import SnackbarSnapshotCore
import SnackbarSnapshotTestSupport
import Testing

@testable import SnackbarSnapshotTesting

@Suite struct SnapshottingTests {
  struct Badge {
    var shade: UInt8
  }

  @Test func pullbackTransformsThenSnapshots() throws {
    let strategy = Snapshotting<RGBAImage, RGBAImage>.image().pullback { (badge: Badge) in
      try RGBAImage(width: 2, height: 2, fill: RGBAPixel(white: badge.shade))
    }
    #expect(strategy.pathExtension == "png")
    let image = try strategy.snapshot(Badge(shade: 9))
    #expect(image[1, 1] == RGBAPixel(white: 9))
  }

  @Test func pullbackPropagatesErrors() {
    struct RenderFailed: Error {}
    let strategy = Snapshotting<String, String>.lines.pullback { (_: Int) throws -> String in throw RenderFailed() }
    #expect(throws: RenderFailed.self) { try strategy.snapshot(1) }
  }

  @Test func imageDiffingRoundTripsThroughPNG() throws {
    let diffing = Diffing<RGBAImage>.image()
    let image = try TestImages.gradient()
    let data = try diffing.toData(image)
    #expect(Array(data.prefix(8)) == PNGCodec.signature)
    #expect(try diffing.fromData(data) == image)
  }

  @Test func imageDiffingFailsWithNumbersAndADifferenceArtifact() throws {
    let diffing = Diffing<RGBAImage>.image(tolerance: .exact)
    let reference = try TestImages.gradient()
    let actual = TestImages.with(reference, changes: [(4, 4, RGBAPixel(white: 0))])
    #expect(diffing.compare(reference, reference, .standard) == nil)
    let failure = try #require(diffing.compare(reference, actual, .standard))
    #expect(failure.message.contains("1 of 128 pixels"))
    #expect(failure.artifacts.map(\.suffix) == ["difference.png"])
    let picture = try PNGCodec.decode(try #require(failure.artifacts.first).bytes)
    #expect(picture[4, 4] == DifferenceImage.differingColor)
  }

  @Test func imageDiffingRelaxesOnlyWhenTheContextSaysSo() throws {
    let diffing = Diffing<RGBAImage>.image(
      tolerance: .exact, differentStackTolerance: ImageTolerance(perChannel: 10))
    let reference = try TestImages.solid(4, 4, RGBAPixel(white: 100))
    let actual = TestImages.with(reference, changes: [(0, 0, RGBAPixel(white: 105))])
    #expect(diffing.compare(reference, actual, .standard) != nil)
    #expect(diffing.compare(reference, actual, DiffingContext(relaxForDifferentRenderingStack: true)) == nil)
  }

  @Test func linesDiffingReportsAUnifiedDiff() throws {
    let diffing = Diffing<String>.lines()
    #expect(diffing.compare("a\nb\n", "a\nb\n", .standard) == nil)
    let failure = try #require(diffing.compare("a\nb\nc\n", "a\nB\nc\n", .standard))
    #expect(failure.message.contains("1 line(s) removed, 1 added"))
    #expect(failure.message.contains("@@ -1,3 +1,3 @@\n a\n-b\n+B\n c"))
    let artifact = try #require(failure.artifacts.first)
    #expect(artifact.suffix == "diff")
    #expect(String(decoding: artifact.bytes, as: UTF8.self).hasPrefix("--- reference\n+++ actual\n@@"))
  }

  @Test func linesDiffingQuotesAtMostTheLimit() throws {
    let old = (0..<500).map { "\($0)" }.joined(separator: "\n")
    let new = (0..<500).map { "x\($0)" }.joined(separator: "\n")
    let failure = try #require(Diffing<String>.lines().compare(old, new, .standard))
    #expect(failure.message.contains("more diff lines in the .diff artifact"))
    #expect(failure.message.split(separator: "\n").count < Diffing<String>.maximumQuotedDiffLines + 5)
  }

  @Test func linesRejectsNonUTF8() {
    #expect(throws: TextSnapshotError.notUTF8(byteCount: 2)) { try Diffing<String>.lines().fromData([0xFF, 0xFE]) }
  }
}
