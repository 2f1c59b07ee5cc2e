import Foundation
import SnackbarFiles
import SnackbarImage
import SnackbarRendering
import SnackbarSnapshotTesting
import Testing

@testable import SnackbarCLI

/// `snackbar review` (issue 24): the report on 127.0.0.1 behind a token, an Accept that replaces
/// exactly one golden, refusals for everything else, and a stop after the last decision.
@Suite final class ReviewCommandTests {
  let scratch: ScratchDirectory
  let fixture: AcceptFixture

  init() throws {
    scratch = try ScratchDirectory()
    fixture = AcceptFixture(scratch: scratch, suite: "ReviewCommandTests")
  }

  deinit { scratch.cleanUp() }

  /// Two failures, a and b, in the default artifacts folder.
  func failTwo() throws {
    try fixture.fail(named: "a", golden: try AcceptFixture.image(10), actual: try AcceptFixture.image(200))
    try fixture.fail(named: "b", golden: try AcceptFixture.image(20), actual: try AcceptFixture.image(210))
  }

  /// The review's page, made in memory, is the report's page byte for byte with the review's
  /// script in an element of its own before `</body>`.
  @Test func theReviewPageIsTheReportPageWithItsScript() throws {
    try failTwo()
    let entries = try ReportArtifactScanner.oneRun([fixture.artifacts])
    let report = scratch.url.appendingPathComponent("report.html")
    _ = try ReportPage(artifactsDirectories: [fixture.artifacts], entries: entries).write(to: report)
    var expected = try String(contentsOf: report, encoding: .utf8)
    let end = try #require(expected.range(of: "</body>", options: .backwards))
    expected.replaceSubrange(end, with: "<script>\n\(ReviewSession.script)\n</script>\n</body>")
    let made = try ReviewCommand.page(roots: [fixture.artifacts], entries: entries)
    #expect(made.page == Array(expected.utf8))
    #expect(made.shownActuals.count == 2)
  }

  @Test func everythingButTheTokenedPageAndItsFailuresIsRefused() throws {
    try failTwo()
    let before = fixture.snapshotFiles()
    let review = try RunningReview([fixture.artifacts.path], root: fixture.root)
    let (port, base) = (review.port, review.path)
    #expect(base.count == 34, "\(review.url)")  // "/" + 32 hex digits + "/"
    #expect(try httpRequest(port: port, method: "GET", path: "/").status == 403)
    #expect(try httpRequest(port: port, method: "GET", path: "/0123456789abcdef0123456789abcdef/").status == 403)
    #expect(try httpRequest(port: port, method: "POST", path: "/accept/1").status == 403)
    #expect(try httpRequest(port: port, method: "GET", path: base, host: "evil.example:\(port)").status == 403)
    for path in ["accept/3", "accept/0", "accept/01", "accept/-1", "accept/../a", "skip/", "../etc/passwd", "x"] {
      #expect(try httpRequest(port: port, method: "POST", path: base + path).status == 404, "\(path)")
    }
    #expect(try httpRequest(port: port, method: "GET", path: base + "accept/1").status == 405)
    let page = try httpRequest(port: port, method: "GET", path: base)
    #expect(page.status == 200)
    #expect(page.body.contains("data-review") && page.body.contains("ReviewCommandTests/a"))
    #expect(fixture.snapshotFiles() == before, "no refused request may change a golden")
    #expect(try review.post("skip/1").status == 200)
    #expect(try review.post("skip/1").status == 409)
    #expect(review.wait(seconds: 1) == nil, "still running with one failure undecided")
    #expect(try review.post("skip/2").body == "skipped ReviewCommandTests/b\n")
    #expect(review.wait() == 0)
    #expect(fixture.snapshotFiles() == before)
    #expect(review.printed.last == "reviewed: 0 accepted, 2 skipped")
  }

  @Test func acceptReplacesExactlyThatGoldenAndTheRerunPasses() throws {
    try failTwo()
    let before = fixture.snapshotFiles()
    let review = try RunningReview([fixture.artifacts.path], root: fixture.root)
    let accepted = try review.post("accept/1")
    #expect(accepted.status == 200, "\(accepted.body)")
    #expect(accepted.body.hasPrefix("replaced "), "\(accepted.body)")
    var after = fixture.snapshotFiles()
    after.removeValue(forKey: "ReviewCommandTests/a.png")
    var expected = before
    expected.removeValue(forKey: "ReviewCommandTests/a.png")
    #expect(after == expected, "only a.png may change")
    #expect(fixture.verify(try AcceptFixture.image(200), named: "a") == nil)
    _ = try review.post("skip/2")
    #expect(review.wait() == 0)
    #expect(fixture.verify(try AcceptFixture.image(210), named: "b")?.kind == .mismatch)
  }

  /// A failure whose title is also a folder of the package (`Suite/a` beside `Suite/`): its
  /// Accept replaces that golden alone, never every failure's.
  @Test func acceptingAFailureNamedLikeAFolderAcceptsOnlyIt() throws {
    try failTwo()
    try fixture.fail(named: "c", golden: try AcceptFixture.image(30), actual: try AcceptFixture.image(230))
    try FileManager.default.createDirectory(
      at: fixture.root.appendingPathComponent("ReviewCommandTests/a", isDirectory: true),
      withIntermediateDirectories: true)
    let before = fixture.snapshotFiles()
    let review = try RunningReview([fixture.artifacts.path], root: fixture.root)
    let accepted = try review.post("accept/1")
    #expect(accepted.status == 200, "\(accepted.body)")
    var after = fixture.snapshotFiles()
    #expect(after.removeValue(forKey: "ReviewCommandTests/a.png") != before["ReviewCommandTests/a.png"])
    var expected = before
    expected.removeValue(forKey: "ReviewCommandTests/a.png")
    #expect(after == expected, "only a.png may change")
    for number in [2, 3] {
      #expect(try review.post("skip/\(number)").status == 200)
    }
    #expect(review.wait() == 0)
    #expect(review.printed.last == "reviewed: 1 accepted, 2 skipped")
    #expect(fixture.verify(try AcceptFixture.image(200), named: "a") == nil)
    #expect(fixture.verify(try AcceptFixture.image(210), named: "b")?.kind == .mismatch)
    #expect(fixture.verify(try AcceptFixture.image(230), named: "c")?.kind == .mismatch)
  }

  @Test func aRefusedAcceptSaysWhyAndLeavesTheFailureOpen() throws {
    try failTwo()
    // The golden changed since the run: accept refuses it.
    try Data(try PNGCodec.encode(try AcceptFixture.image(99))).write(to: fixture.golden("a"))
    let review = try RunningReview([fixture.artifacts.path], root: fixture.root)
    let refused = try review.post("accept/1")
    #expect(refused.status == 409)
    #expect(refused.body.hasPrefix("not accepted:"), "\(refused.body)")
    _ = try review.post("skip/1")
    _ = try review.post("skip/2")
    #expect(review.wait() == 0)
  }

  /// Twenty slow clients, ten that send nothing and ten that send a request a byte a second,
  /// leave the page as quick as ever, and the review still stops at its last decision with them
  /// open (issue 30: served one at a time, each idle one held everyone else for 5 s).
  @Test func thePageComesWithinASecondWhileTwentySlowConnectionsAreOpen() throws {
    try failTwo()
    let review = try RunningReview([fixture.artifacts.path], root: fixture.root)
    var slow: [Int32] = []
    defer { for descriptor in slow { close(descriptor) } }
    for _ in 0..<20 { slow.append(try loopbackConnection(port: review.port)) }
    let head = Array("GET \(review.path) HTTP/1.1\r\nHost: 127.0.0.1:\(review.port)\r\n\r\n".utf8)
    let trickle = Trickle(Array(slow.suffix(10)), head: head, intervalMilliseconds: 1000)
    defer { trickle.stop() }
    #expect(trickle.waitForRounds(2), "the slow clients sent nothing")
    let start = ContinuousClock.now
    let page = try httpRequest(port: review.port, method: "GET", path: review.path)
    let elapsed = ContinuousClock.now - start
    #expect(page.status == 200)
    #expect(elapsed < .seconds(1), "the page took \(elapsed)")
    for number in [1, 2] {
      #expect(try review.post("skip/\(number)").status == 200)
    }
    #expect(review.wait(seconds: 5) == 0, "the slow connections kept the review running")
  }

  /// A head over 16 KiB is answered 431 and closed cleanly, not reset; one just under is served.
  @Test func aRequestHeadOver16KiBIsAnswered431WithoutAReset() throws {
    try failTwo()
    let review = try RunningReview([fixture.artifacts.path], root: fixture.root)
    func get(padding: Int) throws -> (status: Int, error: Int32) {
      let descriptor = try loopbackConnection(port: review.port)
      defer { close(descriptor) }
      let head =
        "GET \(review.path) HTTP/1.1\r\nHost: 127.0.0.1:\(review.port)\r\n"
        + "X-Padding: \(String(repeating: "a", count: padding))\r\n\r\n"
      sendAll(Array(head.utf8), to: descriptor)
      let answer = readToEnd(descriptor)
      return (parseResponse(answer.bytes).status, answer.error)
    }
    let over = try get(padding: 32 << 10)
    #expect(over.status == 431)
    #expect(over.error == 0, "the connection ended with \(String(cString: strerror(over.error)))")
    #expect(try get(padding: 15 << 10).status == 200)
    for number in [1, 2] {
      _ = try review.post("skip/\(number)")
    }
    #expect(review.wait() == 0)
  }

  /// Two `Host` headers are refused whichever comes first: the last one used to win.
  @Test func twoHostHeadersAreABadRequest() throws {
    try failTwo()
    let review = try RunningReview([fixture.artifacts.path], root: fixture.root)
    let mine = "Host: 127.0.0.1:\(review.port)"
    for headers in [["Host: evil.example"], [mine]] {
      let answer = try httpRequest(
        port: review.port, method: "GET", path: review.path, host: headers == [mine] ? "evil.example" : nil,
        headers: headers)
      #expect(answer.status == 400, "\(headers)")
    }
    for number in [1, 2] {
      _ = try review.post("skip/\(number)")
    }
    #expect(review.wait() == 0)
  }

  /// A POST is taken only from the review's own page (issue 30): a plain HTML form on a page of
  /// another origin that knows the URL can send neither the token header nor this origin.
  @Test func aPostFromAnotherOriginOrWithoutTheTokenHeaderIsRefused() throws {
    try failTwo()
    let before = fixture.snapshotFiles()
    let review = try RunningReview([fixture.artifacts.path], root: fixture.root)
    func post(_ headers: [String]) throws -> Int {
      try httpRequest(port: review.port, method: "POST", path: review.path + "accept/1", headers: headers).status
    }
    let token = "X-Review-Token: \(review.token)"
    let own = "Origin: http://127.0.0.1:\(review.port)"
    // What a cross-origin <form method=POST enctype=text/plain> sends.
    #expect(
      try post(["Origin: https://evil.example", "Sec-Fetch-Site: cross-site", "Content-Type: text/plain"]) == 403)
    #expect(try post([]) == 403, "no token header")
    #expect(try post([own, "Sec-Fetch-Site: same-origin"]) == 403, "no token header")
    #expect(try post(["X-Review-Token: 0123456789abcdef0123456789abcdef", own]) == 403, "another token")
    #expect(try post([token, "Origin: https://evil.example"]) == 403)
    #expect(try post([token, "Origin: null"]) == 403)
    #expect(try post([token, "Origin: http://localhost:\(review.port)"]) == 403)
    #expect(try post([token, "Sec-Fetch-Site: cross-site"]) == 403)
    #expect(try post([token, "Sec-Fetch-Site: same-site"]) == 403)
    #expect(try post([token, own, "Origin: https://evil.example"]) == 400, "two Origin headers")
    #expect(try post([token, token]) == 400, "two token headers")
    #expect(fixture.snapshotFiles() == before, "no refused request may change a golden")
    #expect(try post([token, own, "Sec-Fetch-Site: same-origin"]) == 200, "the page's own request")
    #expect(try review.post("skip/2").status == 200)
    #expect(review.wait() == 0)
    #expect(fixture.verify(try AcceptFixture.image(200), named: "a") == nil)
  }

  /// Accept takes the actual the page shows, not one rewritten since (issue 30: a CI re-run
  /// between the page and the click made a golden nobody saw). Its bytes back, it is accepted.
  @Test func anActualRewrittenSinceThePageWasMadeIsRefused() throws {
    try failTwo()
    let before = fixture.snapshotFiles()
    let review = try RunningReview([fixture.artifacts.path], root: fixture.root)
    let actual = fixture.artifacts.appendingPathComponent("ReviewCommandTests/a.actual.png")
    let shown = try #require(fixture.bytes(actual))
    try Data(try PNGCodec.encode(try AcceptFixture.image(201))).write(to: actual)
    let refused = try review.post("accept/1")
    #expect(refused.status == 409)
    #expect(refused.body.contains("changed since the review page was made"), "\(refused.body)")
    #expect(fixture.snapshotFiles() == before, "no golden may change")
    try Data(shown).write(to: actual)
    let accepted = try review.post("accept/1")
    #expect(accepted.status == 200, "\(accepted.body)")
    #expect(fixture.verify(try AcceptFixture.image(200), named: "a") == nil)
    #expect(try review.post("skip/2").status == 200)
    #expect(review.wait() == 0)
  }

  /// A text failure's actual, shown whole on the page, is accepted; rewritten, it is refused.
  @Test func aTextActualIsComparedWithThePageToo() throws {
    #expect(fixture.verify(text: "one\ntwo\n", named: "t") != nil, "recorded")
    #expect(fixture.verify(text: "one\nthree\n", named: "t")?.kind == .mismatch)
    let review = try RunningReview([fixture.artifacts.path], root: fixture.root)
    let actual = fixture.artifacts.appendingPathComponent("ReviewCommandTests/t.txt.actual.txt")
    let shown = try #require(fixture.bytes(actual))
    try Data("one\nfour\n".utf8).write(to: actual)
    #expect(try review.post("accept/1").status == 409)
    try Data(shown).write(to: actual)
    let accepted = try review.post("accept/1")
    #expect(accepted.status == 200, "\(accepted.body)")
    #expect(review.wait() == 0)
    #expect(fixture.verify(text: "one\nthree\n", named: "t") == nil)
  }

  /// The review's planner refuses an actual whose bytes are not the page's, or that the page
  /// does not show whole; `snackbar accept`'s (no page) compares with nothing.
  @Test func theReviewPlannerAcceptsOnlyTheActualThePageShows() throws {
    try failTwo()
    let request = try AcceptCommand.parse(
      [fixture.artifacts.path, "--all"].map { CommandLineArgument($0) }, currentDirectory: BytePath(fixture.root.path))
    let entry = try #require(try AcceptCommand.scan(request.roots).first { $0.name == "a" })
    let actual = try #require(entry.files[.actual])
    let bytes = try #require(fixture.bytes(actual))
    /// The bytes the planner would write, or why it refuses the actual.
    func check(_ shown: [URL: [UInt8]]?) -> (bytes: [UInt8]?, refusal: String) {
      var planner = request.planner
      planner.shownActuals = shown
      switch planner.check(entry) {
      case .success(let golden): return (golden.bytes, "")
      case .failure(let refusal):
        guard case .actualNotAsShown(_, let how) = refusal.reason else { return (nil, "\(refusal)") }
        return (nil, how)
      }
    }
    #expect(check(nil).bytes == bytes, "accept compares with no page")
    #expect(check([actual: SHA256.hash(bytes)]).bytes == bytes)
    let changed = check([actual: SHA256.hash([1, 2, 3])])
    #expect(changed.bytes == nil && changed.refusal.hasPrefix("changed since the review page was made"), "\(changed)")
    let unshown = check([:])
    #expect(unshown.bytes == nil && unshown.refusal.hasPrefix("is not shown whole on the review page"), "\(unshown)")
  }

  @Test func noFailuresIsNothingToReview() throws {
    try FileManager.default.createDirectory(at: fixture.artifacts, withIntermediateDirectories: true)
    let run = snackbar(["review", fixture.artifacts.path])
    #expect(run.status == 0)
    #expect(run.errorText.contains("nothing to review"))
    #expect(snackbar(["review"]).status == 2)
    #expect(snackbar(["review", scratch.path("missing")]).status == 2)
  }
}

/// The review page in a real browser (issue 24): one click on Accept replaces exactly that
/// golden, a click on Skip for the other ends the review. Run by `make test-browser`.
extension ReportPageBrowserTests {
  @Test(
    .enabled(
      if: Chromium.executable != nil,
      "needs Debian's chromium on PATH: `make test-browser` installs it (apt-get) and runs this test"))
  func oneClickOnAcceptReplacesExactlyThatGolden() throws {
    let chromium = try #require(Chromium.executable)
    let scratch = try ScratchDirectory()
    defer { scratch.cleanUp() }
    let fixture = AcceptFixture(scratch: scratch, suite: "ReviewCommandTests")
    try fixture.fail(named: "a", golden: try AcceptFixture.image(10), actual: try AcceptFixture.image(200))
    try fixture.fail(named: "b", golden: try AcceptFixture.image(20), actual: try AcceptFixture.image(210))
    let before = fixture.snapshotFiles()
    let review = try RunningReview([fixture.artifacts.path], root: fixture.root)
    let browser = try ChromiumPipe(chromium, profile: scratch.url.appendingPathComponent("profile"))
    let page = try browser.openPage(review.url)
    // Waits for the page's script to add the buttons, clicks one, and waits for the answer.
    func click(_ action: String, section: Int) throws -> String {
      let script = """
        new Promise(function (resolve) {
          var tries = 0;
          (function step() {
            var section = document.getElementById('failure-\(section)');
            var button = section && section.querySelector('button[data-review="\(action)"]');
            if (!button) { if (++tries > 200) { resolve('no button'); } else { setTimeout(step, 50); } return; }
            var status = section.querySelector('.review output');
            button.click();
            (function wait() {
              if (status.getAttribute('data-status')) { resolve(status.getAttribute('data-status') + ': ' + status.textContent); }
              else if (++tries > 400) { resolve('no answer'); } else { setTimeout(wait, 50); }
            })();
          })();
        })
        """
      return try browser.evaluate(script, session: page) as? String ?? ""
    }
    let accepted = try click("accept", section: 1)
    #expect(accepted.hasPrefix("accept: replaced "), "\(accepted)")
    var after = fixture.snapshotFiles()
    after.removeValue(forKey: "ReviewCommandTests/a.png")
    var expected = before
    expected.removeValue(forKey: "ReviewCommandTests/a.png")
    #expect(after == expected, "only a.png may change")
    #expect(fixture.verify(try AcceptFixture.image(200), named: "a") == nil, "the re-run passes")
    let skipped = try click("skip", section: 2)
    #expect(skipped == "skip: skipped ReviewCommandTests/b\n", "\(skipped)")
    #expect(review.wait() == 0)
  }
}
