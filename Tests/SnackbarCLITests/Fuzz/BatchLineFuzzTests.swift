import Foundation
import SnackbarFuzzSupport
import SnackbarRendering
import Testing

@testable import SnackbarCLI

#if canImport(Glibc)
  import Glibc
#endif

/// `snackbar batch` on random job lists (``BatchLineGenerator``), in-process through the entry
/// point, on a thread whose working directory is a sandbox. The oracle: no trap and no hang;
/// exit status 0 or 2, 0 exactly when no line failed; the summary's counts add up to the lines
/// and its rendered count to the paths printed; no printed line holds a raw control character;
/// the job list is never changed; every printed path is in the sandbox; no temporary file is
/// left; nothing appears in the process's own working directory.
@Suite(.tags(.fuzz)) struct BatchLineFuzzTests {
  /// Inputs in `make test`: 4 to 7 s on the shared 2-core machine (debug build), half of it
  /// resetting the sandbox after a line wrote something. Most lines fail in the reader or the
  /// command's parser in microseconds; the few that render (small images) take the rest.
  static let defaultInputs = 150

  @Test func jobListsExitCleanlyAndEchoNothingRaw() async throws {
    let campaign = FuzzCampaign(
      name: "batch-lines", configuration: try FuzzConfiguration(defaultInputs: Self.defaultInputs),
      filter: "BatchLineFuzzTests")
    let sandbox = try CLIFuzzSandbox()
    defer { sandbox.remove() }
    let processDirectory = FileManager.default.currentDirectoryPath
    let before = try FileManager.default.contentsOfDirectory(atPath: processDirectory).sorted()

    let report = try await PrivateWorkingDirectory.run(in: sandbox.work) {
      let generator = BatchLineGenerator(sandbox: sandbox)
      var baseline: [String: String] = [:]
      return campaign.run { _, random in
        do {
          // Each input starts from the fixtures alone, so that one replays by itself.
          if baseline.isEmpty || sandbox.listing().filter({ $0.key != Self.jobListKey }) != baseline {
            try Self.prepare(sandbox)
            baseline = sandbox.listing()
          }
          let jobList = generator.jobList(using: &random)
          try Data(jobList).write(to: sandbox.work.appendingPathComponent(BatchLineGenerator.jobListName))
          let jobs = random.chance(0.5) ? "1" : "2"
          return Self.check(jobList, jobs: jobs, in: sandbox)
        } catch {
          return .failed("cannot prepare the sandbox \(sandbox.root.path): \(error)")
        }
      }
    }

    for message in report.failureMessages { Issue.record(Comment(rawValue: message)) }
    #expect(report.inputs > 0)
    #expect(FileManager.default.currentDirectoryPath == processDirectory, "the fuzz thread's chdir leaked")
    let after = try FileManager.default.contentsOfDirectory(atPath: processDirectory).sorted()
    #expect(after == before, "files appeared in or vanished from \(processDirectory)")
  }

  /// The job list as ``CLIFuzzSandbox/listing()`` names it.
  static let jobListKey = "work/" + BatchLineGenerator.jobListName

  /// The CLI harness's fixtures, plus a message file and a FIFO (which must be refused, not
  /// waited on), less the job list.
  static func prepare(_ sandbox: CLIFuzzSandbox) throws {
    try sandbox.reset()
    let fixtures = sandbox.fixtures
    try Data("From a file\n".utf8).write(to: fixtures.appendingPathComponent("message.txt"))
    guard mkfifo(fixtures.appendingPathComponent("fifo").path, 0o600) == 0 else {
      throw CocoaError(.fileWriteUnknown)
    }
  }

  /// Runs `snackbar batch jobs.jsonl --quiet --jobs N` and checks the oracle.
  static func check(_ jobList: [UInt8], jobs: String, in sandbox: CLIFuzzSandbox) -> FuzzOutcome {
    let clock = ContinuousClock()
    let start = clock.now
    let run = snackbar(["batch", BatchLineGenerator.jobListName, "--quiet", "--jobs", jobs])
    let elapsed = clock.now - start
    // The slowest honest job list (six small renders) takes well under a second.
    let slow = elapsed > .seconds(5) ? "it took \(elapsed)" : nil
    guard let failure = slow ?? verdict(run, jobList: jobList, in: sandbox) else {
      let refusedJobList = run.errors.contains { $0.contains("the job list being read") }
      return .passed(
        "exit \(run.status)\(run.output.isEmpty ? "" : ", lines written")\(refusedJobList ? ", job list kept" : "")")
    }
    let shown = String(decoding: jobList.prefix(1_500), as: UTF8.self)
    return .failed(
      "\(failure)\njobs \(jobs), job list: \(shown.debugDescription)\n"
        + "stdout: \(run.outputText.prefix(600).debugDescription)\nstderr: \(run.errorText.prefix(1_500).debugDescription)"
    )
  }

  /// What is wrong with `run`; nil when nothing is.
  static func verdict(_ run: CLIRun, jobList: [UInt8], in sandbox: CLIFuzzSandbox) -> String? {
    guard run.status == 0 || run.status == 2 else { return "exit status \(run.status)" }
    for line in run.output + run.errors where line.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
      return "a raw control character in \(line.debugDescription)"
    }
    let listPath = sandbox.work.appendingPathComponent(BatchLineGenerator.jobListName).path
    guard let now = FileManager.default.contents(atPath: listPath), Array(now) == jobList else {
      return "the job list was changed"
    }
    let temporaries = sandbox.listing().keys.filter { $0.contains(".tmp-") }
    guard temporaries.isEmpty else { return "temporary files left: \(temporaries.sorted())" }
    for path in run.output {
      guard sandbox.contains(path) else { return "it reports \(path.debugDescription), outside the sandbox" }
      // A name with bytes the terminal must not see is printed escaped, so it names no file as
      // printed; the others must exist.
      guard path.contains("\\") || FileManager.default.fileExists(atPath: path) else {
        return "it reports \(path), which does not exist"
      }
    }
    guard let summary = run.errors.last, let counts = Self.counts(summary) else {
      return "no summary line last on standard error"
    }
    guard counts.rendered == run.output.count else {
      return "the summary says \(counts.rendered) rendered, \(run.output.count) paths were printed"
    }
    let lines = Self.lineCount(jobList)
    guard counts.rendered + counts.failed == lines else {
      return "the summary counts \(counts.rendered + counts.failed) lines, the list has \(lines)"
    }
    guard (run.status == 0) == (counts.failed == 0) else {
      return "exit \(run.status) with \(counts.failed) failed lines"
    }
    return nil
  }

  /// "batch: 3 rendered, 2 failed in 0.1 s (40/s)" as its two counts.
  static func counts(_ summary: String) -> (rendered: Int, failed: Int)? {
    guard let match = summary.wholeMatch(of: /batch: (\d+) rendered, (\d+) failed in .*/),
      let rendered = Int(match.1), let failed = Int(match.2)
    else { return nil }
    return (rendered, failed)
  }

  /// The lines the batch reads as jobs: split at line feeds, blank ones (spaces and tabs, or a
  /// lone carriage return the reader drops) left out.
  static func lineCount(_ jobList: [UInt8]) -> Int {
    jobList.split(separator: 0x0A, omittingEmptySubsequences: false).filter { line in
      let trimmed = line.last == 0x0D ? line.dropLast() : line[...]
      return !trimmed.allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }.count
  }
}
