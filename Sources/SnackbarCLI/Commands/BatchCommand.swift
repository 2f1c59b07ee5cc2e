import SnackbarAudit
import SnackbarBasics
import SnackbarFiles
import SnackbarJSON
import SnackbarRendering

/// `snackbar batch`: many `render` and `screen` calls from a JSON Lines file, on every core.
enum BatchCommand: SnackbarCommand {
  static let configuration = CommandConfiguration(
    name: "batch", abstract: "run many render and screen jobs from a JSON Lines file, on every core")

  static let help = CommandHelp([
    .text(
      """
      USAGE: snackbar batch JOBS.jsonl [--jobs N] [--quiet] [--format F] [--audit AUDIT.jsonl [--fail-on LEVEL]
                            [--config FILE] [--baseline FILE] [--write-baseline FILE]]
             snackbar batch - [options] < JOBS.jsonl

      Runs one `render` or `screen` per line of JOBS.jsonl (- reads standard input), on N worker
      threads with one renderer each, and writes each line's files as that command would: the same
      bytes, all or nothing per line. A line is one JSON object:

        {"command": "render", "text": "Photo archived", "action": "Undo", "output": "out/1.png"}
        {"command": "screen", "text": "Sent", "device": "ipad-pro-11", "landscape": true, "output": "s.png"}
        {"command": "render", "text": "**Saved** to Photos", "markdown": true, "output": "out/2.png"}

      FIELDS: "command" ("render" or "screen"), then that command's long options without the dashes.
      A string or number is the option's value (numbers as written); true gives a flag; false and
      null leave the option out. Paths are relative to the current directory. "text": "-" is refused
      (standard input may be the job list). Blank lines are skipped; a line may be at most 1 MiB.

      A bad line (not JSON, an unknown field, a value of the wrong type, a render that fails) is
      reported on standard error with its line number (and column, for JSON) as it happens; the other
      lines still render. After five lines failing for one reason, the rest are counted in one line.
      Lines run in parallel, so a line is refused when it would write the job list, write a file an
      earlier line writes or reads (text-file, background), or read a file an earlier line writes.
      Each written image's path is printed on standard output, in the order they finish. Files are not
      flushed to disk one by one: each file system written to is flushed once (syncfs) before the
      summary, and a failure there is exit status 2. Stopped by SIGINT, SIGTERM or SIGHUP, or when
      standard output closes, the lines in flight leave nothing and the summary names the signal.

      OPTIONS:
      """),
    .options(
      OptionGroup(
        column: 17,
        [
          OptionDeclaration(
            "jobs", .text, valueName: "N", validation: .range(1...256),
            help: "worker threads, 1...256 (default: one per core)"),
          OptionDeclaration("quiet", .flag, help: "no progress lines (errors and the summary are still printed)"),
          OptionDeclaration(
            "format", .text, valueName: "F", validation: .choices(["png", "pdf", "svg"]),
            help: """
              png, pdf or svg for lines that name no format: no "format" field and an
              "output" whose extension is none of .png, .pdf, .svg
              """),
          OptionDeclaration(
            "audit", .path, valueName: "FILE",
            help: """
              also audit the snackbar each line draws (as `snackbar audit` does) and write
              one JSON line per job to FILE, in line order:
                {"findings": [...], "line": 3, "output": "/abs/out.png"}
              or, for a line that failed, {"error": "...", "findings": null, "line": 4,
              "output": null}. Beside it, AUDIT.sarif (SARIF 2.1.0, each finding pointing
              at its job's line) and AUDIT.junit.xml (a test case per job), the .jsonl
              ending replaced. Written all or nothing when the run ends; none may be the
              job list, nor any line's output or input. The project's configuration
              applies (see `snackbar audit --help`); a line's "ignored" lists what it set
              aside. Findings change the exit status only with --fail-on.
              """),
          OptionDeclaration(
            "fail-on", .text, valueName: "LEVEL", validation: .choices(["error", "warning", "info"]),
            help: """
              with --audit: exit 1 when a job has a finding at or above error, warning
              or info that no baseline lists (and nothing else failed)
              """),
        ])),
    .options(AuditGateOptions.options),
    .text(
      """

      PROGRESS: on a terminal a live line on standard error (done/total, rate, time left; done and
      rate for standard input), otherwise a line about every second; always a summary at the end.

      EXIT STATUS: 0 every line written, 1 a finding reaches --fail-on, 2 any line failed or bad input
      (the other lines are written).
      """),
  ])

  static func run(_ arguments: [CommandLineArgument], _ output: CLIOutput) throws(CLIError) -> Int32 {
    try run(arguments, output, environment: .process)
  }

  /// The command with the process's streams and clock replaced (tests).
  static func run(
    _ arguments: [CommandLineArgument], _ output: CLIOutput, environment: BatchEnvironment
  ) throws(CLIError) -> Int32 {
    let parsed = try parse(arguments)
    guard parsed.pathPositionals.count == 1, let source = parsed.pathPositionals.first else {
      throw .usage("give one job list: JOBS.jsonl, or - for standard input")
    }
    let jobs = try jobCount(parsed)
    // Checked before any line is read: a wrong batch-wide format would fail every line.
    if let format = parsed.value("format") { _ = try OutputFormatChoice.format(format) }
    let maximumLineLength = BatchLineReader.defaultMaximumLineLength
    let fromStandardInput = source.bytes == Array("-".utf8)
    let auditPath = parsed.path("audit")
    let ciPaths = auditPath.map(Self.ciPaths)
    if auditPath == nil {
      for name in ["fail-on", "config", "baseline", "write-baseline", "no-config"]
      where parsed.value(name) != nil || parsed.path(name) != nil || parsed.flag(name) {
        throw .usage("--\(name) needs --audit: only an audited batch has findings")
      }
    }
    let gateOptions = try AuditGateOptions(parsed)
    if let auditPath, let ciPaths {
      try OutputCheck.check(
        [
          CommandFile(role: "--audit", path: auditPath), CommandFile(role: "--audit", path: ciPaths.sarif),
          CommandFile(role: "--audit", path: ciPaths.junit),
        ] + gateOptions.outputs,
        inputs: (fromStandardInput ? [] : [CommandFile(role: "JOBS", path: source)]) + gateOptions.inputs)
    }
    let descriptor = fromStandardInput ? environment.standardInput : try BatchInputFile.open(source)
    defer { if !fromStandardInput { BatchInputFile.close(descriptor) } }
    var claims = BatchFileClaims(
      jobListPath: fromStandardInput ? nil : source, jobListFile: BatchInputFile.regularFile(descriptor))
    if let auditPath, let ciPaths {
      for path in [auditPath, ciPaths.sarif, ciPaths.junit] { try claims.reserve(path, option: "--audit") }
      if let baseline = gateOptions.writeBaseline { try claims.reserve(baseline, option: "--write-baseline") }
    }
    let total = fromStandardInput ? nil : BatchInputFile.countJobs(source, maximumLineLength: maximumLineLength)

    let pool: SnackbarRendererPool
    do {
      pool = try SnackbarRendererPool(jobs: jobs)
    } catch {
      throw .failed(EchoedText.escaped(error.description))
    }
    let progress = BatchProgress(
      environment: environment, cli: output, quiet: parsed.flag("quiet"), total: total)
    // A stopping signal or a closed standard output ends the process from another thread, after
    // the files in flight are removed (``ProcessSignals``): the summary still ends the run.
    ProcessSignals.setSummary { signal in progress.finish(interruptedBy: signal) }
    defer { ProcessSignals.setSummary(nil) }
    let reader = BatchLineReader(descriptor: descriptor, maximumLineLength: maximumLineLength)
    var feeder = BatchFeeder(
      defaultFormat: parsed.value("format"), maximumLineLength: maximumLineLength, claims: claims)
    let audits = auditPath != nil
    var auditLines = BatchAuditLines(jobList: fromStandardInput ? nil : source.utf8String)
    var gate = gateOptions.makeGate()
    let failOn = gateOptions.failOn ?? .error
    var sarif = SnackbarAuditSARIF(toolVersion: SnackbarCLIMain.version, rulesHelpURI: "")
    var sarifText = sarif.header()
    var junit = SnackbarAuditJUnit(name: "snackbar batch", failOn: failOn)
    var tally = (failing: 0, inBaseline: 0, ignored: 0)
    let items = reader.lazy.compactMap { line -> BatchItem? in
      let item = feeder.item(for: line)
      if audits, item != nil { auditLines.expectJob(line: line.number) }
      return item
    }
    // For each file system written to, paths to flush it through, flushed once at the end.
    var unflushed: [UInt64: [BytePath]] = [:]
    /// Runs every line; `audited` gets the audit lines ready to write, in line order.
    func runLines(audited: ([(text: String, auditCase: SnackbarAuditCase)]) -> Void) {
      pool.process(
        items,
        work: { renderer, item in
          item.perform(
            with: renderer, audits: audits, options: gateOptions.configuration.options,
            whenInPlace: progress.lineInPlace)
        }
      ) { result in
        switch result.result {
        case .success(.written(_, let path, let flushTargets, let report, let outputName)):
          for target in flushTargets where unflushed[target.device] == nil { unflushed[target.device] = target.paths }
          // Counted before its path is printed: a reader who has seen the path and then stops
          // the batch (or closes the pipe) gets a summary that counts it.
          progress.lineRendered()
          output.standardOutput(path)
          if audits {
            let judged = gate.judge(report?.findings ?? [], subject: SnackbarAuditSubject(key: outputName))
            audited(
              auditLines.record(
                index: result.index,
                .written(shownPath: path, output: outputName, findings: judged.counted, ignored: judged.ignored)))
          }
        case .success(.failed(_, let failure)):
          progress.lineFailed(failure)
          if audits { audited(auditLines.record(index: result.index, .failed(message: failure.message))) }
        case .failure(let error):
          let message = EchoedText.escaped(error.description)
          let failure = BatchFailure(
            message: "job \(result.index + 1): \(message)", reason: BatchFailure.reason(of: message))
          progress.lineFailed(failure)
          if audits { audited(auditLines.record(index: result.index, .failed(message: failure.message))) }
        }
      }
    }
    var auditFailed = false
    if let auditPath {
      // The audit file is staged while the lines run and renamed into place at the end: readers
      // see the old file or the whole new one, and a stopped batch leaves no partial file.
      let transaction = OutputTransaction()
      do throws(FileSystemError) {
        try transaction.stage(at: auditPath) { sink throws(FileSystemError) in
          var buffer: [UInt8] = []
          var writeError: FileSystemError?
          runLines { ready in
            for done in ready {
              sarifText += sarif.results(for: done.auditCase)
              junit.add(done.auditCase)
              if !done.auditCase.failures(at: failOn).isEmpty { tally.failing += 1 }
              tally.inBaseline += done.auditCase.findings.count(where: \.isInBaseline)
              tally.ignored += done.auditCase.ignored.count
            }
            guard writeError == nil else { return }
            buffer += ready.map(\.text).joined().utf8
            guard buffer.count >= 1 << 16 else { return }
            do throws(FileSystemError) { try sink.write(buffer) } catch { writeError = error }
            buffer.removeAll(keepingCapacity: true)
          }
          if let writeError { throw writeError }
          try sink.write(buffer)
        }
        if let ciPaths {
          try transaction.stage(Array((sarifText + sarif.footer()).utf8), at: ciPaths.sarif)
          try transaction.stage(Array(junit.document().utf8), at: ciPaths.junit)
        }
        // A baseline is a finished run's: without the findings of a job that failed (or of the
        // lines after a read error), the next run would call them new.
        if progress.failed == 0, reader.readError == nil, let baseline = gateOptions.baselineFile(gate) {
          try transaction.stage(baseline.bytes, at: baseline.path)
        }
        try transaction.commit()
      } catch {
        transaction.abort()
        progress.runFailed("cannot write the audit: \(EchoedText.escaped(error.description))")
        auditFailed = true
      }
    } else {
      runLines { _ in }
    }
    var inputFailed = false
    if let error = reader.readError {
      progress.runFailed("cannot read JOBS \(source) after line \(feeder.lastLine): \(error.reason)")
      inputFailed = true
    }
    var flushFailed = false
    for paths in unflushed.values.sorted(by: { $0[0].bytes.lexicographicallyPrecedes($1[0].bytes) }) {
      do {
        try FileSystem.synchronizeFileSystem(containing: paths)
      } catch {
        progress.runFailed("cannot flush the files written in \(paths[0]) to disk: \(error.reason)")
        flushFailed = true
      }
    }
    if audits, !auditFailed {
      // A job that failed has no findings, not no problems: its entries are not fixed.
      let complete = progress.failed == 0 && !inputFailed
      if let line = gateOptions.baselineNotWritten(failed: progress.failed, what: "job") {
        output.standardError("batch: " + line)
      } else if inputFailed, let path = gateOptions.writeBaseline {
        output.standardError("batch: --write-baseline \(path) not written: JOBS could not be read to its end")
      }
      for line in AuditGateOptions.summary(
        ignored: tally.ignored, inBaseline: tally.inBaseline, fixed: complete ? gate.unmatchedBaseline() : [],
        options: gateOptions)
      {
        output.standardError("batch: " + line)
      }
    }
    progress.finish()
    if progress.failed > 0 || inputFailed || flushFailed || auditFailed { return CLIError.usageStatus }
    if let level = gateOptions.failOn, tally.failing > 0 {
      output.standardError(
        "batch: \(tally.failing) job\(tally.failing == 1 ? " has" : "s have") findings at or above \(level.rawValue) "
          + "(--fail-on) that no baseline lists; \(auditPath.map { "\($0)" } ?? "the audit") names them")
      return 1
    }
    return 0
  }

  /// The SARIF and JUnit files beside `--audit FILE`: its `.jsonl` ending (if any) replaced by
  /// `.sarif` and `.junit.xml`.
  static func ciPaths(_ audit: BytePath) -> (sarif: BytePath, junit: BytePath) {
    var stem = audit.bytes
    if stem.count > 6, stem.suffix(6).elementsEqual(".jsonl".utf8) { stem.removeLast(6) }
    return (BytePath(bytes: stem + Array(".sarif".utf8)), BytePath(bytes: stem + Array(".junit.xml".utf8)))
  }

  /// `--jobs`, a whole number 1...256; the core count by default.
  private static func jobCount(_ parsed: ParsedArguments) throws(CLIError) -> Int {
    guard let text = parsed.value("jobs") else { return SnackbarRendererPool.defaultJobs }
    guard let jobs = Int(text), (1...256).contains(jobs) else {
      throw .usage("--jobs must be a whole number 1...256, got \"\(EchoedText.escaped(text))\"")
    }
    return jobs
  }
}

/// Turns the job list's lines into work, on the feeding thread, in line order: blank lines are
/// skipped, each line is parsed and mapped to its command's arguments, and a line is refused
/// when it would write the job list, write a file an earlier line writes or reads, or read a
/// file an earlier line writes (``BatchFileClaims``): a demanding user expects no line to
/// silently overwrite another's file, and no result to depend on which line finished first.
struct BatchFeeder {
  let defaultFormat: String?
  let maximumLineLength: Int
  /// The files the lines fed so far write and read.
  private var claims: BatchFileClaims
  /// The number of the last line read.
  private(set) var lastLine = 0

  init(
    defaultFormat: String?, maximumLineLength: Int,
    claims: BatchFileClaims = BatchFileClaims(jobListPath: nil, jobListFile: nil)
  ) {
    self.defaultFormat = defaultFormat
    self.maximumLineLength = maximumLineLength
    self.claims = claims
  }

  /// The work for `line`; nil for a blank line.
  mutating func item(for line: BatchLineReader.Line) -> BatchItem? {
    lastLine = line.number
    guard let bytes = line.bytes else {
      let reason = "longer than the limit of \(maximumLineLength) bytes; lines are not cut"
      return .invalid(
        line: line.number, failure: BatchFailure(message: "line \(line.number): \(reason)", reason: reason))
    }
    if BatchLineReader.isBlank(bytes) { return nil }
    do throws(BatchLineError) {
      let arguments = try BatchLineArguments(try BatchJSONLine(bytes), defaultFormat: defaultFormat)
      // Two fields of one line naming the same file are left to the command's own output check.
      try claims.claim(line: line.number, outputs: arguments.outputPaths, inputs: arguments.inputPaths)
      return .job(line: line.number, command: arguments.command, arguments: arguments.arguments)
    } catch {
      return .invalid(line: line.number, failure: BatchFailure(line: line.number, error))
    }
  }
}
