import Foundation
import MaterialSnackbar
import SnackbarRendering
import Testing

/// Memory stays flat over many renders.
///
/// Resident memory is process-wide and the suite runs tests in parallel (the golden suite alone
/// decodes megabytes of PNGs meanwhile), so an RSS bound here would measure the neighbours. This
/// test pins the mechanisms that could grow instead: every cache is bounded and a renderer frees
/// everything it holds. The benchmark (`make bench`) prints RSS over 10,000 renders in a process
/// of its own.
@Suite struct RenderMemoryTests {
  @Test func cachesStayBoundedOverManyRenders() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    for index in 0..<200 {
      // Vary text, time and elevation so caches are filled, evicted and refilled, not just hit.
      let message = RenderTestSupport.message("Message \(index % 150) archived", action: "Undo")
      message.leadingIcon = .info
      message.progress = .indeterminate
      let manager = SnackbarManager(scheduler: ManualScheduler())
      // 40 distinct small elevations overflow the 32-mask shadow cache once (small blurs keep the
      // uncached masks cheap in debug builds); the rest reuse one.
      manager.messageElevation = ShadowElevation(index < 40 ? CGFloat(index + 1) * 0.1 : 6)
      var request = SnackbarRenderRequest(message: message, manager: manager)
      request.progressElapsedTime = Double(index) * 0.01
      request.animation = index % 3 == 0 ? .entering(0.05) : .visible
      if index % 25 == 0 {
        _ = try renderer.renderPNG(request)
      } else {
        _ = try renderer.render(request)
      }
      #expect(renderer.textMeasurer.cachedLayoutCount <= renderer.textMeasurer.cacheCapacity)
    }
    #expect(ShadowMaskCache.shared.count <= ShadowMaskCache.shared.capacity)
  }

  @Test func aRendererFreesWhatItHolds() throws {
    weak var released: SnackbarRenderer?
    try {
      let renderer = try RenderTestSupport.makeRenderer()
      _ = try renderer.render(SnackbarRenderRequest(message: RenderTestSupport.message("Saved", action: nil)))
      released = renderer
    }()
    #expect(released == nil)
  }
}
