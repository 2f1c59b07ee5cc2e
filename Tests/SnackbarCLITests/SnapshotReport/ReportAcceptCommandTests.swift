import Foundation
import SnackbarFiles
import SnackbarImage
import SnackbarRendering
import SnackbarSnapshotTesting
import Testing

@testable import SnackbarCLI

/// The report's copyable `snackbar accept` command per failure (issue 24): a failing suite, a
/// report, the command copied from the page, a re-run that passes, and only the accepted
/// golden changed.
@Suite final class ReportAcceptCommandTests {
  let scratch: ScratchDirectory
  let fixture: AcceptFixture

  init() throws {
    scratch = try ScratchDirectory()
    fixture = AcceptFixture(scratch: scratch, suite: "ReportAcceptCommandTests")
  }

  deinit { scratch.cleanUp() }

  /// Writes the report of `directories` and returns its page.
  func report(_ directories: [URL]) throws -> String {
    let output = scratch.url.appendingPathComponent("report.html")
    let run = snackbar(["report"] + directories.map(\.path) + ["--output", output.path])
    try #require(run.status == 0, "\(run.errorText)")
    return try String(contentsOf: output, encoding: .utf8)
  }

  /// The accept command of section `id` as a shell receives its words.
  static func command(_ html: String, id: String) throws -> [String] {
    let opening = "<code id=\"\(id)-accept\">"
    let start = try #require(html.range(of: opening), "no accept command in \(id)").upperBound
    let end = try #require(html[start...].range(of: "</code>")).lowerBound
    let text = String(html[start..<end])
      .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
    return try shellWords(text)
  }

  @Test func theCommandCopiedFromThePageAcceptsExactlyThatGoldenAndTheRerunPasses() throws {
    try fixture.fail(named: "a", golden: try AcceptFixture.image(10), actual: try AcceptFixture.image(200))
    try fixture.fail(named: "b", golden: try AcceptFixture.image(20), actual: try AcceptFixture.image(210))
    let before = fixture.snapshotFiles()
    let html = try report([fixture.artifacts])
    #expect(html.contains("data-copy=\"failure-1-accept\""))

    let words = try Self.command(html, id: "failure-1")
    #expect(words == ["snackbar", "accept", fixture.artifacts.path, "--name", "ReportAcceptCommandTests/a"])
    let run = fixture.accept(Array(words.dropFirst(2)))
    #expect(run.status == 0, "\(run.errorText)")

    var after = fixture.snapshotFiles()
    after.removeValue(forKey: "ReportAcceptCommandTests/a.png")
    var expected = before
    expected.removeValue(forKey: "ReportAcceptCommandTests/a.png")
    #expect(after == expected, "only a.png may change")
    #expect(fixture.verify(try AcceptFixture.image(200), named: "a") == nil)
    #expect(fixture.verify(try AcceptFixture.image(210), named: "b")?.kind == .mismatch)
  }

  @Test func aFolderWithQuotesAndSpacesIsShellQuotedAndStillAccepts() throws {
    let artifacts = scratch.url.appendingPathComponent("it's CI $(rm -rf ~)", isDirectory: true)
    try fixture.fail(
      named: "a", golden: try AcceptFixture.image(10), actual: try AcceptFixture.image(200), artifacts: artifacts)
    let html = try report([artifacts])
    let words = try Self.command(html, id: "failure-1")
    #expect(words == ["snackbar", "accept", artifacts.path, "--name", "ReportAcceptCommandTests/a"])
    #expect(fixture.accept(Array(words.dropFirst(2))).status == 0)
    #expect(fixture.verify(try AcceptFixture.image(200), named: "a") == nil)
  }

  @Test func aNameWithControlCharactersGetsANoteNotACommand() throws {
    let folder = fixture.artifacts.appendingPathComponent("Evil\u{1B}]0;pwned\u{07}Suite")
    try AtomicFile.write(
      try PNGCodec.encode(try AcceptFixture.image(1)), to: folder.appendingPathComponent("x.actual.png"))
    let html = try report([fixture.artifacts])
    #expect(!html.contains("-accept\">"))
    #expect(html.contains("No accept command: the folder or the name holds characters"))
    #expect(!html.contains("\u{1B}"))
  }

  @Test func shardsShareOnePageAndEachCommandNamesItsOwnFolder() throws {
    let shard1 = scratch.url.appendingPathComponent("shard-1", isDirectory: true)
    let shard2 = scratch.url.appendingPathComponent("shard-2", isDirectory: true)
    try fixture.fail(
      named: "a", golden: try AcceptFixture.image(10), actual: try AcceptFixture.image(200), artifacts: shard1)
    try fixture.fail(
      named: "b", golden: try AcceptFixture.image(20), actual: try AcceptFixture.image(210), artifacts: shard2)
    let html = try report([shard1, shard2])
    #expect(html.contains("<title>Snapshot failures: 2</title>"))
    #expect(
      try Self.command(html, id: "failure-1") == [
        "snackbar", "accept", shard1.path, "--name", "ReportAcceptCommandTests/a",
      ])
    #expect(
      try Self.command(html, id: "failure-2") == [
        "snackbar", "accept", shard2.path, "--name", "ReportAcceptCommandTests/b",
      ])
    #expect(html.occurrences(of: "<p class=\"shard\">From <code>") == 2)
    #expect(ReportHTML.nestingProblems(html).isEmpty)
  }

  @Test func aFailureTwoShardsHoldWithDifferentActualsIsAnErrorNamingBoth() throws {
    let shard1 = scratch.url.appendingPathComponent("shard-1", isDirectory: true)
    let shard2 = scratch.url.appendingPathComponent("shard-2", isDirectory: true)
    try fixture.fail(
      named: "a", golden: try AcceptFixture.image(10), actual: try AcceptFixture.image(200), artifacts: shard1)
    #expect(fixture.verify(try AcceptFixture.image(201), named: "a", artifacts: shard2)?.kind == .mismatch)
    let output = scratch.url.appendingPathComponent("report.html")
    let run = snackbar(["report", shard1.path, shard2.path, "--output", output.path])
    #expect(run.status == 2)
    #expect(
      run.errorText.contains(
        "ReportAcceptCommandTests/a failed in \(shard1.path) and \(shard2.path) with different actual files"),
      "\(run.errorText)")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test func aFailureTwoShardsHoldWithTheSameActualShowsOnce() throws {
    let shard1 = scratch.url.appendingPathComponent("shard-1", isDirectory: true)
    let shard2 = scratch.url.appendingPathComponent("shard-2", isDirectory: true)
    try fixture.fail(
      named: "a", golden: try AcceptFixture.image(10), actual: try AcceptFixture.image(200), artifacts: shard1)
    #expect(fixture.verify(try AcceptFixture.image(200), named: "a", artifacts: shard2)?.kind == .mismatch)
    let html = try report([shard1, shard2])
    #expect(html.contains("<title>Snapshot failures: 1</title>"))
    #expect(
      try Self.command(html, id: "failure-1") == [
        "snackbar", "accept", shard1.path, "--name", "ReportAcceptCommandTests/a",
      ])
    // The same folder twice is the same run, too.
    #expect(try report([shard1, shard1]).contains("<title>Snapshot failures: 1</title>"))
  }
}
