import Foundation
import MaterialSnackbar
import SnackbarRendering
import Testing

/// Many renders through a pool of four workers, shared fonts and shadow cache included; run
/// again under ThreadSanitizer by `make tsan` (its filter matches "ThreadSafety").
@Suite struct SnackbarRendererPoolThreadSafetyTests {
  @Test func fourWorkersRenderTheSameBytesForTheSameRequest() throws {
    let texts = ["Photo archived", "تم الحفظ", "Email sent", "保存しました"]
    let pool = try SnackbarRendererPool(jobs: 4, queueCapacity: 2)
    var byText: [String: Set<[UInt8]>] = [:]
    let requests = (0..<80).lazy.map { index -> SnackbarRenderRequest in
      var request = SnackbarRenderRequest(message: SnackbarMessage(text: texts[index % texts.count]))
      request.framing = (index / 4) % 2 == 0 ? .tight : .backdrop(color: .white, inset: 8)
      return request
    }
    pool.renderPNGs(requests) { result in
      let key = "\(texts[result.index % texts.count]) \((result.index / 4) % 2)"
      byText[key, default: []].insert((try? result.result.get()) ?? [])
    }
    #expect(byText.count == 8)
    #expect(byText.values.allSatisfy { $0.count == 1 && $0.first?.isEmpty == false })
  }
}
