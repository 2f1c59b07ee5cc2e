import SnackbarImage
import SnackbarJSON
import Testing

@Suite struct PixelRectTests {
  @Test func unionHoldsBothAndIgnoresEmptyRegions() {
    let a = PixelRect(x: 2, y: 3, width: 4, height: 5)
    let b = PixelRect(x: 10, y: 1, width: 2, height: 2)
    #expect(a.union(b) == PixelRect(x: 2, y: 1, width: 10, height: 7))
    let empty = PixelRect(x: 100, y: 100, width: 0, height: 0)
    #expect(a.union(empty) == a)
    #expect(empty.union(a) == a)
  }

  @Test func intersectionIsNilWithoutOverlap() {
    let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
    #expect(
      a.intersection(PixelRect(x: 5, y: -5, width: 10, height: 10)) == PixelRect(x: 5, y: 0, width: 5, height: 5))
    #expect(a.intersection(PixelRect(x: 10, y: 0, width: 3, height: 3)) == nil)
  }

  @Test func containsAndCounts() {
    let a = PixelRect(width: 10, height: 4)
    #expect(a.contains(PixelRect(x: 9, y: 3, width: 1, height: 1)))
    #expect(!a.contains(PixelRect(x: 9, y: 3, width: 2, height: 1)))
    #expect(a.pixelCount == 40 && a.maxX == 10 && a.maxY == 4)
    #expect(PixelRect(x: 0, y: 0, width: -1, height: 3).pixelCount == 0)
    #expect(a.description == "10x4+0+0")
  }

  @Test func rangesDescriptionPrintsInclusiveEndsAndSurvivesAnyNumbers() {
    let rect = PixelRect(minX: 10, minY: 3, maxX: 50, maxY: 20)
    #expect(rect.rangesDescription == "x 10...50, y 3...20 (41x18)")
    #expect(rect.rangesDescription(times: "×") == "x 10...50, y 3...20 (41×18)")
    let huge = PixelRect(x: Int.max, y: 0, width: 1, height: 1)
    #expect(huge.rangesDescription.hasPrefix("x \(Int.max)...(out of range)"))
    #expect(PixelSize(width: 560, height: 296).description == "560x296")
    #expect(rect.size == PixelSize(width: 41, height: 18))
  }

  @Test func encodesAsItsFourNumbers() throws {
    let rect = PixelRect(x: 1, y: 2, width: 3, height: 4)
    #expect(try SnackbarJSONEncoder.encode(rect).lineText() == #"{"height": 4, "width": 3, "x": 1, "y": 2}"#)
    #expect(try SnackbarJSONEncoder.encode(rect.size).lineText() == #"{"height": 4, "width": 3}"#)
  }

  @Test func boundsAccumulatorHoldsEveryPixelAndSpanAdded() {
    var bounds = PixelBoundsAccumulator()
    #expect(bounds.rect == nil)
    bounds.add(x: 7, y: 4)
    #expect(bounds.rect == PixelRect(x: 7, y: 4, width: 1, height: 1))
    bounds.add(minX: 2, maxX: 5, y: 9)
    bounds.add(x: 3, y: 1)
    #expect(bounds.rect == PixelRect(minX: 2, minY: 1, maxX: 7, maxY: 9))
  }
}
