import Foundation
import Testing

@testable import SnackbarCLI

#if canImport(Glibc)
  import Glibc
#endif

/// The review's HTTP server on its own, with short deadlines (issue 30).
@Suite struct ReviewServerTests {
  /// A head sent a byte every 100 ms is cut off at its deadline, 0.5 s, although each read comes
  /// well within it: the deadline is the whole head's, not each read's.
  @Test func aHeadTrickledAByteAtATimeIsCutOffAtItsDeadline() throws {
    let serving = ServingReviewServer(try ReviewServer(headDeadline: .milliseconds(500))) { _ in
      ReviewResponse(status: 200, text: "ok")
    }
    defer { serving.stop() }
    let descriptor = try loopbackConnection(port: serving.server.port)
    defer { close(descriptor) }
    let head = Array("GET /slow HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
    let start = ContinuousClock.now
    let trickle = Trickle([descriptor], head: head, intervalMilliseconds: 100)
    defer { trickle.stop() }
    let answer = readToEnd(descriptor)
    let elapsed = ContinuousClock.now - start
    #expect(parseResponse(answer.bytes).status == 408)
    #expect(elapsed < .milliseconds(1500), "cut off after \(elapsed)")
  }
}
