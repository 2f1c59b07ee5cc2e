import Foundation
import SnackbarImage
import SnackbarRendering
import Testing

/// Run again under ThreadSanitizer by `make tsan` (its filter matches "ThreadSafety").
@Suite struct RenderingThreadSafetyTests {
  @Test func concurrentEnginesAndShadowCache() async throws {
    let cache = ShadowMaskCache(capacity: 4)
    let images = try await withThrowingTaskGroup(of: RGBAImage.self) { group in
      for index in 0..<8 {
        group.addTask {
          // One engine per task: Pango objects never cross threads.
          let engine = try PangoTextEngine(locator: FontLocator(environment: [:]))
          let paragraph = try engine.layout("Task تم \(index % 2)", font: TextFont(pointSize: 14))
          let context = try RenderingTestSupport.makeCanvas(width: 120, height: 60, scale: 2, grey: 204)
          try ElevationShadowPainter.paint(
            in: context, rect: CGRect(x: 10, y: 10, width: 100, height: 30), elevation: 6, scale: 2, cache: cache)
          paragraph.draw(in: context, at: CGPoint(x: 16, y: 16), color: .black)
          return try context.surface.makeImage()
        }
      }
      var results: [RGBAImage] = []
      for try await image in group { results.append(image) }
      return results
    }
    #expect(images.count == 8)
    #expect(Set(images.map(\.bytes)).count == 2, "the two texts each render identically on every thread")
    #expect(cache.statistics.hits + cache.statistics.misses == 8)
  }
}
