import SnackbarRendering
import Testing

@Suite struct ImageRegionTests {
  @Test func unionHoldsBothAndIgnoresEmptyRegions() {
    let a = ImageRegion(x: 2, y: 3, width: 4, height: 5)
    let b = ImageRegion(x: 10, y: 1, width: 2, height: 2)
    #expect(a.union(b) == ImageRegion(x: 2, y: 1, width: 10, height: 7))
    let empty = ImageRegion(x: 100, y: 100, width: 0, height: 0)
    #expect(a.union(empty) == a)
    #expect(empty.union(a) == a)
  }

  @Test func intersectionIsNilWithoutOverlap() {
    let a = ImageRegion(x: 0, y: 0, width: 10, height: 10)
    #expect(
      a.intersection(ImageRegion(x: 5, y: -5, width: 10, height: 10)) == ImageRegion(x: 5, y: 0, width: 5, height: 5))
    #expect(a.intersection(ImageRegion(x: 10, y: 0, width: 3, height: 3)) == nil)
  }

  @Test func containsAndCounts() {
    let a = ImageRegion(width: 10, height: 4)
    #expect(a.contains(ImageRegion(x: 9, y: 3, width: 1, height: 1)))
    #expect(!a.contains(ImageRegion(x: 9, y: 3, width: 2, height: 1)))
    #expect(a.pixelCount == 40 && a.maxX == 10 && a.maxY == 4)
    #expect(ImageRegion(x: 0, y: 0, width: -1, height: 3).pixelCount == 0)
    #expect(a.description == "10x4+0+0")
  }
}
