import Foundation
import MaterialSnackbar
import SnackbarRendering
import Testing

/// Memory stays flat over many renders (the 10,000-render run is the benchmark's job).
@Suite struct RenderMemoryTests {
  @Test func residentMemoryIsFlatOverTwoThousandRenders() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let message = RenderTestSupport.message("Message archived", action: "Undo")
    message.leadingIcon = .info
    message.progress = .indeterminate
    func renderBatch(_ count: Int) throws {
      for index in 0..<count {
        // Vary text and time so caches are exercised and evicted, not just hit.
        var request = SnackbarRenderRequest(
          message: RenderTestSupport.message("Message \(index % 150) archived", action: "Undo"))
        request.progressElapsedTime = Double(index) * 0.01
        request.animation = index % 3 == 0 ? .entering(0.05) : .visible
        // Every twentieth also encodes a PNG (the slow part in debug builds) to cover the
        // encoder's buffers without making the test take a minute.
        if index % 20 == 0 {
          _ = try renderer.renderPNG(request)
        } else {
          _ = try renderer.render(request)
        }
      }
    }
    try renderBatch(300)  // Warm up caches and allocator pools.
    let before = try #require(RenderTestSupport.residentBytes())
    try renderBatch(2_000)
    let after = try #require(RenderTestSupport.residentBytes())
    let growth = after - before
    print("RSS before \(before / 1024) KiB, after \(after / 1024) KiB, growth \(growth / 1024) KiB over 2000 renders")
    #expect(growth < 24 << 20)
  }
}
