import Foundation
import MaterialSnackbar
import SnackbarRendering
import Testing

@Suite struct SnackbarRendererPoolTests {
  static func request(_ text: String) -> SnackbarRenderRequest {
    SnackbarRenderRequest(message: SnackbarMessage(text: text))
  }

  @Test func resultsAreInInputOrderAndMatchALoneRenderer() async throws {
    let texts = (0..<12).map { "Message \($0 % 3)" }
    let pool = try SnackbarRendererPool(jobs: 2)
    let results = await pool.renderPNGs(texts.map(Self.request))
    let renderer = try SnackbarRenderer()
    #expect(results.count == texts.count)
    for (text, result) in zip(texts, results) {
      #expect(try result.get() == renderer.renderPNG(Self.request(text)), "\(text)")
    }
  }

  @Test func oneJobAndTwoJobsGiveTheSameBytes() async throws {
    let requests = (0..<10).map { Self.request("Archived \($0)") }
    let one = try await SnackbarRendererPool(jobs: 1).renderPNGs(requests).map { try $0.get() }
    let two = try await SnackbarRendererPool(jobs: 2).renderPNGs(requests).map { try $0.get() }
    #expect(one == two)
  }

  @Test func streamingHandsBackEveryIndexOnce() throws {
    let pool = try SnackbarRendererPool(jobs: 2)
    var indices: [Int] = []
    pool.renderPNGs((0..<20).lazy.map { Self.request("Line \($0)") }) { result in
      #expect((try? result.result.get())?.isEmpty == false)
      indices.append(result.index)
    }
    #expect(indices.sorted() == Array(0..<20))
  }

  /// The input is read lazily: never more than the queue's capacity plus one input per worker
  /// (and the one being offered) ahead of the results handed back.
  @Test func theInputIsReadNoFurtherAheadThanTheQueue() throws {
    let pool = try SnackbarRendererPool(jobs: 2, queueCapacity: 3)
    let pulled = Counter()
    var delivered = 0
    var largestLead = 0
    let inputs = (0..<500).lazy.map { (index: Int) -> Int in
      pulled.increment()
      return index
    }
    pool.process(inputs, work: { _, value in value * 2 }) { result in
      delivered += 1
      largestLead = max(largestLead, pulled.value - delivered)
      #expect((try? result.result.get()) == result.index * 2)
    }
    #expect(delivered == 500)
    #expect(largestLead <= 3 + 2 + 1, "read \(largestLead) inputs ahead of the results")
  }

  @Test func aFailingInputIsReportedWithItsIndexAndTheOthersStillRun() throws {
    let pool = try SnackbarRendererPool(jobs: 2)
    var failures: [Int] = []
    var successes = 0
    pool.process(
      0..<10,
      work: { _, value throws(SnackbarRenderError) in
        if value == 4 { throw .invalidRequest(field: "value", value: "4", expected: "not 4") }
        return value
      }
    ) { result in
      switch result.result {
      case .success: successes += 1
      case .failure: failures.append(result.index)
      }
    }
    #expect(failures == [4])
    #expect(successes == 9)
  }

  @Test func fewerThanOneJobIsRefused() {
    #expect(throws: SnackbarRenderError.invalidRequest(field: "jobs", value: "0", expected: "1 or more")) {
      _ = try SnackbarRendererPool(jobs: 0)
    }
  }
}

/// A count the input sequence bumps as it is read (on the calling thread).
private final class Counter: @unchecked Sendable {
  private(set) var value = 0
  func increment() { value += 1 }
}
