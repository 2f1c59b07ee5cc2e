import Foundation
import SnackbarFuzzSupport
import SnackbarRendering
import Testing

@testable import SnackbarCLI

#if canImport(Glibc)
  import Glibc
#endif

/// `snackbar review` under random requests over loopback (issue 30): one review of a few
/// failures, then requests near the page's own (its decisions and its page, each with parts
/// changed) and of no kind at all: any method and target (no token, another token, climbs,
/// percent-encoding, huge numbers), missing, repeated, wrong and padded `Host`, `Origin`,
/// `Sec-Fetch-Site` and `X-Review-Token`, lines without a colon or with a bare LF or a lone CR,
/// bytes that are not UTF-8, heads at and over 16 KiB, bodies, heads sent in pieces or cut
/// short, idle connections beside them. The review's state carries from one input to the next.
///
/// The oracle: every request is answered within ``answerBound`` with one well-framed answer
/// whose status is the documented one for it (``ReviewFuzzRequest/expectation(token:host:failures:)``),
/// or closed on without an answer when its head was cut short; only an accept of an undecided
/// failure, sent as the page sends it, changes a golden, to that failure's actual, and nothing
/// else appears in the goldens' folder; after each input the page is still served, unchanged,
/// until every failure is decided, when the review exits 0 saying how many it accepted and
/// skipped. Then a new review starts. A trap ends the test process: `FUZZ_TRACE=1` finds the input.
@Suite(.tags(.fuzz)) struct ReviewFuzzTests {
  /// Inputs in `make test`: about 2 s on the shared 2-core machine (a connection or two each,
  /// and a new review every twenty inputs or so, when the last one has decided everything).
  static let defaultInputs = 300
  /// The longest an answer (or the close) may take: the honest ones take a millisecond, and the
  /// server's own head deadline, 5 s, is never what ends an input here.
  static let answerBound: Duration = .seconds(2)
  /// The statuses `snackbar review` documents.
  static let statuses: Set<Int> = [200, 400, 403, 404, 405, 408, 409, 431]

  @Test func requestsDecideOnlyWhatThePageWouldAndTheReviewKeepsServing() throws {
    let configuration = try FuzzConfiguration(defaultInputs: Self.defaultInputs)
    let campaign = FuzzCampaign(name: "review-requests", configuration: configuration, filter: "ReviewFuzzTests")
    let harness = Harness()
    defer { harness.stop() }
    // An input acts on the review the inputs before it left, so a replay sends those again first.
    if let only = configuration.onlyIteration {
      for iteration in 0..<only {
        var random = configuration.generator(for: iteration)
        if case .failed(let message) = harness.input(using: &random) {
          Issue.record(
            Comment(rawValue: "fuzz review-requests, input \(iteration) (before the replayed one): \(message)"))
        }
      }
    }
    let report = campaign.run { _, random in harness.input(using: &random) }
    for message in report.failureMessages { Issue.record(Comment(rawValue: message)) }
    #expect(report.inputs > 0)
    if let problem = harness.stop() { Issue.record(Comment(rawValue: "ending the last review: \(problem)")) }
    #expect(harness.reviews > 0)
  }

  /// The running review and what it must be in: the failures decided, the goldens' bytes.
  final class Harness {
    /// One review and its expected state.
    struct Review {
      let scratch: ScratchDirectory
      let fixture: AcceptFixture
      let running: RunningReview
      let entries: [ReportEntry]
      /// The page as first served.
      let page: [UInt8]
      /// Each failure's golden, relative to the goldens' root, and its actual's bytes.
      let goldens: [(path: String, actual: [UInt8])]
      var generator: ReviewRequestGenerator
      /// Decided failures by number: accepted or skipped.
      var decided: [Int: Bool] = [:]
      /// Every file the goldens' root must hold, with its bytes.
      var expectedFiles: [String: [UInt8]]

      var isFinished: Bool { decided.count == entries.count }
      var state: String {
        let decisions = decided.sorted { $0.key < $1.key }.map {
          "failure \($0.key) \($0.value ? "accepted" : "skipped")"
        }
        let list = decisions.isEmpty ? "none" : decisions.joined(separator: ", ")
        return "review of \(entries.count) failures, decided: \(list)"
      }
    }

    private var review: Review?
    /// How many reviews were started.
    private(set) var reviews = 0

    /// One input: a random request, its answer and the review after it.
    func input(using random: inout SplitMix64) -> FuzzOutcome {
      if review == nil {
        do {
          review = try start()
        } catch {
          return .failed("cannot start a review: \(error)")
        }
      }
      guard var current = review else { return .failed("no review") }
      let request = current.generator.request(using: &random)
      if let unsound = request.unsoundness { return .failed("the generator made a head it cannot judge: \(unsound)") }
      let expected = request.expectation(
        token: current.running.token, host: current.generator.host, failures: current.entries.count)
      let before = current.state
      let outcome = check(request, expected: expected, in: &current)
      switch outcome {
      case .failed(let message):
        abandon(current)
        review = nil
        return .failed("\(message)\nrequest: \(request.summary)\nexpected: \(expected)\nbefore: \(before)")
      default:
        guard current.isFinished else {
          review = current
          return outcome
        }
        review = nil
        if let problem = finish(current) { return .failed("\(problem)\nlast request: \(request.summary)") }
        return outcome
      }
    }

    /// Ends the running review, if any, by skipping what is undecided as the page would; what
    /// went wrong, or nil.
    @discardableResult
    func stop() -> String? {
      guard var current = review else { return nil }
      review = nil
      for number in 1...current.entries.count where current.decided[number] == nil {
        guard let answer = try? current.running.post("skip/\(number)"), answer.status == 200 else {
          abandon(current)
          return "skip/\(number) was not answered 200"
        }
        current.decided[number] = false
      }
      return finish(current)
    }

    /// A review of two or three failures (two images and, every other review, a text), on a
    /// fresh package.
    private func start() throws -> Review {
      reviews += 1
      let scratch = try ScratchDirectory()
      let fixture = AcceptFixture(scratch: scratch, suite: "ReviewFuzzTests")
      try fixture.fail(named: "a", golden: try AcceptFixture.image(10), actual: try AcceptFixture.image(200))
      try fixture.fail(named: "b", golden: try AcceptFixture.image(20), actual: try AcceptFixture.image(210))
      if reviews % 2 == 0 {
        fixture.verify(text: "one\ntwo\n", named: "t")
        try #require(fixture.verify(text: "one\nthree\n", named: "t")?.kind == .mismatch)
      }
      let entries = try ReportArtifactScanner.oneRun([fixture.artifacts])
      let files = fixture.snapshotFiles()
      let goldens = try entries.map { entry in
        let path = "\(entry.folder)/\(entry.name)" + (entry.isImage ? ".png" : "")
        try #require(files[path] != nil, "no golden \(path) among \(files.keys.sorted())")
        let actual = try #require(entry.files[.actual].flatMap { fixture.bytes($0) }, "no actual for \(entry.title)")
        return (path, actual)
      }
      let running = try RunningReview([fixture.artifacts.path], root: fixture.root)
      let page = try Self.exchange(
        Array("GET \(running.path) HTTP/1.1\r\nHost: 127.0.0.1:\(running.port)\r\n\r\n".utf8), port: running.port)
      let served = try #require(Self.parse(page.bytes), "the first page request: \(page)")
      try #require(served.status == 200, "the first page request was answered \(served.status)")
      return Review(
        scratch: scratch, fixture: fixture, running: running, entries: entries, page: served.body, goldens: goldens,
        generator: ReviewRequestGenerator(token: running.token, port: running.port, failures: entries.count),
        expectedFiles: files)
    }

    /// Sends `request` and checks the oracle; updates the expected state with the decision it made.
    private func check(_ request: ReviewFuzzRequest, expected: ReviewExpectation, in review: inout Review)
      -> FuzzOutcome
    {
      let port = review.running.port
      var companions: [Int32] = []
      defer { for descriptor in companions { close(descriptor) } }
      let answer: Exchange
      do {
        for _ in 0..<request.idleCompanions { companions.append(try loopbackConnection(port: port)) }
        answer = try Self.exchange(request.bytes, delivery: request.delivery, port: port)
      } catch {
        return .failed("cannot connect: \(error)")
      }
      guard answer.elapsed < ReviewFuzzTests.answerBound else {
        return .failed("no answer nor close within \(answer.elapsed)")
      }
      guard answer.error == 0 else {
        return .failed(
          "the connection ended with \(String(cString: strerror(answer.error))) after \(answer.bytes.count) bytes")
      }
      let label: String
      if expected == .closed {
        guard answer.bytes.isEmpty else { return .failed("answered a head cut short: \(Self.show(answer.bytes))") }
        label = "closed"
      } else {
        guard let response = Self.parse(answer.bytes) else {
          return .failed("no well-framed answer: \(Self.show(answer.bytes))")
        }
        guard ReviewFuzzTests.statuses.contains(response.status) else {
          return .failed("undocumented status \(response.status)")
        }
        let want: Int
        switch expected {
        case .closed: want = 0
        case .status(let status): want = status
        case .page: want = 200
        case .decision(_, let number): want = review.decided[number] == nil ? 200 : 409
        }
        guard response.status == want else {
          return .failed("answered \(response.status), not \(want): \(Self.show(answer.bytes))")
        }
        if expected == .page, response.body != review.page {
          return .failed("the page served is not the review's page")
        }
        if case .decision(let accept, let number) = expected, want == 200 {
          review.decided[number] = accept
          let text = String(decoding: response.body, as: UTF8.self)
          let golden = review.goldens[number - 1]
          if accept {
            guard text.hasPrefix("replaced ") else {
              return .failed("the accept was answered \(text.debugDescription)")
            }
            review.expectedFiles[golden.path] = golden.actual
          } else {
            guard text == "skipped \(review.entries[number - 1].title)\n" else {
              return .failed("the skip was answered \(text.debugDescription)")
            }
          }
        }
        switch expected {
        case .decision(let accept, _): label = want == 200 ? (accept ? "accepted" : "skipped") : "409 decided already"
        case .page: label = "page"
        default: label = "\(want)"
        }
      }
      let files = review.fixture.snapshotFiles()
      if files != review.expectedFiles {
        let changed = Set(files.keys).union(review.expectedFiles.keys).filter { files[$0] != review.expectedFiles[$0] }
        return .failed("the goldens' folder is not what accept alone would make: \(changed.sorted()) differ")
      }
      if !review.isFinished {
        do {
          let page = try Self.exchange(
            Array("GET \(review.running.path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8), port: port)
          guard let served = Self.parse(page.bytes), served.status == 200, served.body == review.page else {
            return .failed("the review no longer serves its page: \(Self.show(page.bytes))")
          }
        } catch {
          return .failed("the review no longer serves its page: \(error)")
        }
      }
      return .passed(label)
    }

    /// Waits for a review whose failures are all decided to exit; what went wrong, or nil.
    private func finish(_ review: Review) -> String? {
      defer { review.scratch.cleanUp() }
      guard let status = review.running.wait(seconds: 10) else {
        return "every failure decided, yet the review runs on"
      }
      guard status == 0 else { return "the review exited \(status)" }
      let accepted = review.decided.values.filter { $0 }.count
      let said = "reviewed: \(accepted) accepted, \(review.decided.count - accepted) skipped"
      guard review.running.printed.last == said else {
        return "the review ended saying \(review.running.printed.last.debugDescription), not \(said.debugDescription)"
      }
      if let problem = RecordFuzzTests.rawControl(in: review.running.printed) { return problem }
      return nil
    }

    /// Ends a review whose state is no longer known: skips every failure, ignoring the answers.
    private func abandon(_ review: Review) {
      defer { review.scratch.cleanUp() }
      for number in 1...review.entries.count { _ = try? review.running.post("skip/\(number)") }
      _ = review.running.wait(seconds: 5)
    }

    /// What one connection got: every byte until the server closed, the error that ended the
    /// read (0 for a clean end), and how long the answer took after the request was out.
    struct Exchange: CustomStringConvertible {
      var bytes: [UInt8]
      var error: Int32
      var elapsed: Duration
      var description: String { "\(bytes.count) bytes, error \(error), \(elapsed)" }
    }

    /// Sends `bytes` as `delivery` says and reads until the server closes.
    static func exchange(
      _ bytes: [UInt8], delivery: ReviewFuzzRequest.Delivery = .whole(shutWrite: false), port: Int
    ) throws -> Exchange {
      let bound = Int(ReviewFuzzTests.answerBound.components.seconds) + 1
      let descriptor = try loopbackConnection(port: port, timeoutSeconds: bound)
      defer { close(descriptor) }
      switch delivery {
      case .whole(let shutWrite):
        sendAll(bytes, to: descriptor)
        if shutWrite { shutdown(descriptor, Int32(SHUT_WR)) }
      case .pieces(let cuts, let pause):
        var start = 0
        for cut in cuts + [bytes.count] where cut > start {
          // A server that has answered and closed takes no more; the answer is still read below.
          guard sendAll(Array(bytes[start..<cut]), to: descriptor) else { break }
          start = cut
          if cut < bytes.count { usleep(pause) }
        }
      case .truncated:
        sendAll(bytes, to: descriptor)
        shutdown(descriptor, Int32(SHUT_WR))
      }
      let clock = ContinuousClock()
      let sent = clock.now
      let answer = readToEnd(descriptor)
      return Exchange(bytes: answer.bytes, error: answer.error, elapsed: clock.now - sent)
    }

    /// The status and body of one answer framed as the review frames it (`HTTP/1.1 NNN`, a
    /// `Content-Length` that is the body's length, nothing after the body); nil otherwise.
    static func parse(_ bytes: [UInt8]) -> (status: Int, body: [UInt8])? {
      guard let end = bytes.firstRange(of: [13, 10, 13, 10]),
        let head = String(validating: bytes[..<end.lowerBound], as: UTF8.self)
      else { return nil }
      let lines = head.components(separatedBy: "\r\n")
      let status = lines[0].split(separator: " ")
      guard status.count >= 3, status[0] == "HTTP/1.1", status[1].count == 3, let code = Int(status[1]) else {
        return nil
      }
      let lengths = lines.dropFirst().filter { $0.lowercased().hasPrefix("content-length:") }
      let body = Array(bytes[end.upperBound...])
      guard lengths.count == 1, Int(lengths[0].dropFirst(15).trimmingCharacters(in: .whitespaces)) == body.count else {
        return nil
      }
      return (code, body)
    }

    /// An answer for a failure message.
    static func show(_ bytes: [UInt8]) -> String {
      bytes.isEmpty ? "(nothing)" : String(decoding: bytes.prefix(300), as: UTF8.self).debugDescription
    }
  }
}
