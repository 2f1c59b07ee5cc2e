import MaterialSnackbar
import SnackbarRendering
import Testing

/// PDF and SVG renders on several threads at once (as a batch does); `make tsan` runs this suite
/// under the thread sanitizer, which watches Cairo's process-wide counters and the id normaliser.
@Suite struct SnackbarRendererFormatsThreadSafetyTests {
  /// Four renderers on concurrent tasks, each rendering every case twice, agree byte for
  /// byte with a renderer of their own: a batch renders on several threads at once.
  @Test func concurrentRenderersGiveTheSameBytes() async throws {
    let expected = try SnackbarRendererFormatsTests.allVectorBytes(try RenderTestSupport.makeRenderer())
    let results = try await withThrowingTaskGroup(of: [[UInt8]].self) { group in
      for _ in 0..<4 {
        group.addTask {
          let renderer = try RenderTestSupport.makeRenderer()
          _ = try SnackbarRendererFormatsTests.allVectorBytes(renderer)
          return try SnackbarRendererFormatsTests.allVectorBytes(renderer)
        }
      }
      var results: [[[UInt8]]] = []
      for try await bytes in group { results.append(bytes) }
      return results
    }
    #expect(results.count == 4)
    for (index, bytes) in results.enumerated() {
      // Compared as a Bool: a failed `==` on documents would print megabytes.
      let isSame = bytes == expected
      #expect(isSame, "renderer \(index) wrote other bytes")
    }
  }
}
