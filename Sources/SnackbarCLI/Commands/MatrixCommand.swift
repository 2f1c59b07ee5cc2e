import Foundation
import MaterialSnackbar
import SnackbarAudit
import SnackbarBasics
import SnackbarCatalog
import SnackbarFiles
import SnackbarFlow
import SnackbarJSON
import SnackbarLayout
import SnackbarRendering

/// `snackbar matrix`: every snackbar string of a set of string catalogs, in every locale and
/// variant, rendered, audited and indexed.
enum MatrixCommand: SnackbarCommand {
  static let configuration = CommandConfiguration(
    name: "matrix", abstract: "render and audit every string of string catalogs in every locale and variant")

  static let help = CommandHelp([
    .text(
      """
      USAGE: snackbar matrix CATALOG... --output DIR [options]

      Reads string catalogs (Xcode .xcstrings; .strings and .stringsdict in *.lproj folders; Android
      res/values*/strings.xml; XLIFF 1.2 as Xcode exports it) and renders every selected key in every
      locale and variant as `screen` would draw it, audited as `audit` audits it, on every core.

      WRITES (each image all or nothing; matrix.jsonl and index.html together when the run ends;
      other files in DIR are left alone):
        DIR/<locale>/<key>/<variant>.png   keys that are not plain get `~` and a hash; the variant is
                                           theme.device.content-size[.direction][.catalog variation];
                                           the snackbar's region of the screen (see --frame)
        DIR/matrix.jsonl                   one line per image, sorted by key, locale and variant:
          {"action": "Undo", "direction": "ltr", "findings": [...], "key": "archive.done", "lines": 1,
           "locale": "de", "path": "de/archive.done/mdc.iphone-15.L.png", "text": "...",
           "variant": {"contentSize": "L", "device": "iphone-15", "theme": "mdc"}}
        The variant object also has "direction" (with --directions), "plural", "substitution" and
        "deviceVariation" for the catalog's variations. "frame" is the image's size in pixels and
        the snackbar's region within it: {"height": 242, "snackbar": {"height": 242, "width": 1179,
        "x": 0, "y": 0}, "width": 1179} (with --frame screen, the screen's size and where on it).
        A translation's line has "source": the source language's {"text", "action"} of the variant.
        "location" is where the text drawn is written, as {"column": 22, "file":
        "res/values-de/strings.xml", "line": 3}: the locale's own value, or the one a fallback
        shows (the source language's, with l10n.missing); "actionLocation" the same for the action.
        The file is as the catalog was named on the command line; line and column (in characters,
        from 1) are left out where the format does not tell them.
        DIR/index.html                     findings by locale and rule on top, then a section per
                                           key: its source text, a row per locale (the text, then a
                                           thumbnail of each variant with its findings written out);
                                           filters by view, locale and rule, also from the address:
                                           index.html#findings, #problems (warnings and errors only;
                                           keys without any are hidden), #locale=de, #rule=text.lines,
                                           joined with & (#problems&locale=de)
        DIR/matrix.sarif                   SARIF 2.1.0, a result per finding at its string's line
                                           (for code scanning and pull-request annotations)
        DIR/matrix.junit.xml               JUnit XML: a test suite per locale, a test case per
                                           image, failed at --fail-on (default error)
        A finding the configuration sets aside is in its line's "ignored" with the reason, on the
        page, and in no other file; a finding a baseline lists has "baseline": true.

      WHAT TO RENDER:
      """),
    .options(
      OptionGroup([
        OptionDeclaration(
          "keys", .text, valueName: "REGEX",
          help: "message keys the pattern finds a match in (default: all)"),
        OptionDeclaration(
          "action-suffix", .text, valueName: "S",
          help: "key K takes key K+S as its action; keys ending in S are never messages"),
        OptionDeclaration(
          "pairs", .path, valueName: "FILE.json",
          help: "{\"message key\": \"action key\"} instead of --action-suffix"),
        OptionDeclaration(
          "sample", .repeatedText, valueName: "NAME=VALUE",
          help: """
            a placeholder's value, by name ({name}, %#@name@), position (1) or
            spelling (%d); repeatable. Others get a typed default (5, 2.5, Alex)
            """),
        OptionDeclaration(
          "locales", .text, valueName: "LIST",
          help: "comma-separated locales (default: every locale of the catalogs)"),
        OptionDeclaration(
          "source-language", .text, valueName: "L",
          help: "the source language of .strings and strings.xml catalogs (default en)"),
        OptionDeclaration(
          "pseudo", .text, valueName: "LIST",
          help: "en-XA (accented, expanded), ar-XB (mirrored), double (twice as long)"),
        OptionDeclaration(
          "missing", .text, valueName: "MODE", validation: .choices(["fallback", "skip"]),
          help: """
            fallback: a missing or empty translation shows the source text with
            an l10n.missing finding (default); skip: no image
            """),
        OptionDeclaration(
          "include-stale", .flag,
          help: """
            also draw keys the code no longer uses (Xcode's stale keys), which
            are left out and counted in the summary otherwise. Empty texts (the
            key "" Xcode extracts) are never drawn; the summary counts them too
            """),
        OptionDeclaration(
          "markdown", .flag,
          help: """
            draw every catalog's strings as SwiftUI's Text draws them, inline Markdown
            styled and its markup not drawn (see `snackbar screen --help`); the
            default for .xcstrings catalogs, whose strings SwiftUI shows
            """),
        OptionDeclaration(
          "no-markdown", .flag,
          help: "draw .xcstrings strings as typed too (for a catalog only UIKit reads)"),
      ])),
    .text(
      """
      AXES (comma-separated; each combination is a variant; plural and device variations too):
      """),
    .options(
      OptionGroup([
        OptionDeclaration(
          "themes", .text, valueName: "LIST",
          help: "\(SnackbarTheme.allCases.map(\.rawValue).joined(separator: ", ")) (default mdc)"),
        OptionDeclaration(
          "devices", .text, valueName: "LIST",
          help: "\(SnackbarDevice.presets.map(\.name).joined(separator: ", ")) (default iphone-15)"),
        OptionDeclaration(
          "content-sizes", .text, valueName: "LIST",
          help: "\(MessageOptions.contentSizes.joined(separator: " ")) (default L)"),
        OptionDeclaration(
          "directions", .text, valueName: "LIST",
          help: "ltr, rtl (default: each locale's own direction)"),
      ])),
    .text(MatrixOptions.screenOptionsHelp),
    .options(OptionGroup(MatrixOptions.screenOptions + [outputOption, shardCountOption])),
    .text(
      """
      WHAT TO WRITE:
      """),
    .options(
      OptionGroup([
        OptionDeclaration(
          "frame", .text, validation: .choices(MatrixOptions.Frame.allCases.map(\.rawValue)),
          rows: [
            OptionDeclaration.Row(
              syntax: "--frame snackbar",
              lines: [
                "each image is the snackbar's region: its container and the reach of",
                "its shadow, in whole pixels, clamped to the screen (default)",
              ]),
            OptionDeclaration.Row(
              syntax: "--frame screen",
              lines: [
                "each image is the whole screen, as `snackbar screen` writes it",
                "The audit judges the whole screen either way.",
              ]),
          ])
      ])),
    .text(
      """
      RUN:
      """),
    .options(
      OptionGroup([
        OptionDeclaration(
          "jobs", .text, valueName: "N", validation: .range(1...256),
          help: "worker threads, 1...256 (default: one per core)"),
        OptionDeclaration("quiet", .flag, help: "no progress lines"),
        OptionDeclaration(
          "shard", .text, valueName: "I/N",
          help: """
            render shard I of N (by key); also from CI_NODE_INDEX/CI_NODE_TOTAL,
            or JOB_COMPLETION_INDEX with --shard-count N
            """),
        OptionDeclaration(
          "resume", .flag,
          help: """
            finish the interrupted run in --output DIR: the keys it finished are
            kept (refused when these catalogs and options draw them otherwise,
            or another configuration or baseline would judge their findings),
            the others drawn; DIR/matrix.partial.json is removed when done
            """),
      ])),
    .text(
      """

      INTERRUPTED RUNS: on SIGINT, SIGTERM or SIGHUP no further image is handed to the workers; the
      ones being drawn or queued (up to 4 per job) finish (a second signal, or \(ProcessSignals.interruptionBound) s, ends the process at once), then matrix.jsonl
      and index.html are written with every key whose images are all done, the page under a banner
      that says so, beside DIR/matrix.partial.json. The process ends by the signal (130 or 143 in a
      shell). The same command with --resume then writes what one uninterrupted run writes. A
      signal in the process's first milliseconds (loading, before it handles signals) leaves no
      record; --resume then draws everything, unless DIR holds a matrix.jsonl of an earlier run.

      FINDINGS: the audit's rules, plus l10n.missing (no translation, or an empty one),
      l10n.placeholders (placeholders differ from the source language's in count, order or type),
      l10n.plurals (a plural form without its number where its category covers several numbers,
      or a form the language needs missing; by CLDR's rules), l10n.expansion (more lines, or the action under the text, where the source language's image
      of the same variant has not; the source language is laid out for this even when --locales
      leaves it out, but not written) and l10n.review (info: a translation marked needs review).
      A key of a catalog of several tables (an XLIFF export's <file>s, several .xcstrings or
      .strings tables) is drawn into DIR/<locale>/<table>/<key>/, its line has "table".

      FINDINGS AS A CI GATE:
      """),
    .options(
      OptionGroup([
        OptionDeclaration(
          "fail-on", .text, valueName: "LEVEL", validation: .choices(["error", "warning", "info"]),
          help: """
            error, warning or info: exit 1 when an image has a finding at or
            above it that no baseline lists (named on standard error)
            """)
      ])),
    .options(AuditGateOptions.options),
    .text(
      """

      EXIT STATUS: 0 every image written, 1 a finding reaches --fail-on, 2 bad input or any image
      failed (the others are written). Without --fail-on findings, and what a valid catalog holds
      but no app shows (stale keys, empty texts), do not change the exit status.

      \(MatrixMerge.help)

      \(MatrixDiff.help)
      """),
  ])

  /// `--output DIR`, which the usage line gives.
  private static let outputOption = OptionDeclaration.described("output", .path)
  /// `--shard-count N`, which `--shard`'s row gives.
  private static let shardCountOption = OptionDeclaration.described("shard-count", .text)

  static func run(_ arguments: [CommandLineArgument], _ output: CLIOutput) throws(CLIError) -> Int32 {
    // `merge` and `diff` draw nothing and have nothing to keep: a signal ends them at once.
    if let status = try runTool(arguments, output) { return status }
    // The first SIGINT, SIGTERM or SIGHUP stops the run with its finished keys written (see
    // `run(_:_:environment:variables:stop:)`); the process then ends by that signal, as it would
    // have without the files.
    let stop = MatrixStop()
    ProcessSignals.setInterruption { signal in stop.request(signal) }
    defer { ProcessSignals.setInterruption(nil) }
    let status = try run(
      arguments, output, environment: .process, variables: ProcessInfo.processInfo.environment, stop: stop)
    if let signal = stop.signal, status == 128 + signal { ProcessSignals.stop(by: signal) }
    return status
  }

  /// The command with the process's streams, clock and environment variables replaced, and the
  /// stop it obeys (tests).
  ///
  /// When `stop` is asked for, no further image is handed out; the images out finish, and
  /// `matrix.jsonl` and `index.html` are written with the lines of every key whose images are all
  /// in, the page with a banner saying the run was interrupted, beside `matrix.partial.json`
  /// (``MatrixPartialRecord``). It then returns 128 + the signal. `--resume` reads them back and
  /// draws the keys after, so the finished files are the bytes of one uninterrupted run.
  static func run(
    _ arguments: [CommandLineArgument], _ output: CLIOutput, environment: BatchEnvironment,
    variables: [String: String], stop: MatrixStop = MatrixStop()
  ) throws(CLIError) -> Int32 {
    if let status = try runTool(arguments, output) { return status }
    let options = try MatrixOptions(arguments, environment: variables)
    let catalog = try readCatalogs(options)
    let plan = try MatrixPlan(catalog: catalog, options: options)
    try checkScreenOptions(options)
    try checkOutputs(options)
    let kept = try keptRecord(options)
    var total = try plan.count()
    let notes = plan.notes()

    // The keys the interrupted run finished are not drawn again: their images are made (cheap,
    // no drawing) only to check that this run's plan makes the same ones.
    var images = plan.images.makeIterator()
    var held: MatrixImage?
    var keptFingerprint = MatrixFingerprint(judgement: options.gate.judgement)
    if let kept {
      var keptImages = 0
      while let image = images.next() {
        guard image.group < kept.keys else {
          held = image
          break
        }
        keptFingerprint.add(image)
        if !image.isReference { keptImages += 1 }
      }
      // With no key finished nothing is kept, so nothing need match.
      guard kept.keys == 0 || keptFingerprint.hex == kept.fingerprint else {
        throw .usage(
          "--resume: the catalogs, options, audit configuration or baseline differ from the interrupted run's in the "
            + "\(kept.keys) keys it finished; give the same ones, or run without --resume to start over")
      }
      total -= keptImages
    }
    let feed = MatrixFeed(
      images, held: held, firstGroup: kept?.keys ?? 0, fingerprint: keptFingerprint, stop: stop)

    let pool: SnackbarRendererPool
    do {
      pool = try SnackbarRendererPool(jobs: options.jobs)
    } catch {
      throw .failed(EchoedText.escaped(error.description))
    }
    let progress = BatchProgress(
      environment: environment, cli: output, quiet: options.quiet, total: total, command: "matrix")
    ProcessSignals.setSummary { signal in progress.finish(interruptedBy: signal) }
    defer { ProcessSignals.setSummary(nil) }
    if let kept, !options.quiet {
      output.standardError(
        "matrix: resuming: \(kept.keys) key\(kept.keys == 1 ? "" : "s") (\(kept.lines) lines) kept from the "
          + "interrupted run")
    }

    var results = MatrixResults(
      sourceLanguage: catalog.sourceLanguage, firstGroup: kept?.keys ?? 0, gate: options.gate.makeGate())
    var ciSummary: MatrixCIFiles?
    // The (table, key, locale) of every image written, for which baseline entries this run could
    // have seen: a shard or a run of some keys or locales says nothing of the others.
    var drawn = Set<[String]>()
    var summary = MatrixRunSummary()
    var flushPaths: [BytePath]?
    var runFailed = false
    var record: MatrixPartialRecord?
    let resumeCommand = Self.resumeCommand(arguments)
    let wholeCatalog = options.shard.count == 1 && options.selection.pattern == nil && options.locales == nil
    func covered(_ entry: SnackbarAuditBaseline.Entry) -> Bool {
      wholeCatalog || drawn.contains([entry.subject.table ?? "", entry.subject.key ?? "", entry.subject.locale ?? ""])
    }
    // The images that could not be drawn, in this run and in the keys kept from an interrupted one.
    var imagesFailed: Int { progress.failed + (kept?.failed ?? 0) }
    let transaction = OutputTransaction()
    /// A file step's error as a write failure.
    func files(_ step: () throws(FileSystemError) -> Void) throws(MatrixWriteFailure) {
      do { try step() } catch { throw .file(error) }
    }
    do throws(MatrixWriteFailure) {
      // Both files are staged while the images are drawn and renamed into place together at
      // the end: a reader sees the old pair or the new pair. A run asked to stop writes the pair
      // with the finished keys and its record; one killed outright leaves neither.
      try transaction.stage(at: options.output.appending("matrix.jsonl"), fileErrors: MatrixWriteFailure.file) {
        jsonSink throws(MatrixWriteFailure) in
        try transaction.stage(at: options.output.appending("index.html"), fileErrors: MatrixWriteFailure.file) {
          pageSink throws(MatrixWriteFailure) in
          try transaction.stage(
            at: options.output.appending(MatrixCIFiles.sarifName), fileErrors: MatrixWriteFailure.file
          ) {
            sarifSink throws(MatrixWriteFailure) in
            let lines = MatrixOutputWriter(jsonSink)
            let pageText = MatrixOutputWriter(pageSink)
            let sarifText = MatrixOutputWriter(sarifSink)
            var page = MatrixIndexPage(write: pageText.write)
            var ci = MatrixCIFiles(sarif: sarifText, failOn: options.gate.failOn ?? .error)
            var written = (lines: 0, bytes: 0, hash: SHA256())
            func emit(_ text: String, _ value: SnackbarJSONValue) {
              let line = text + "\n"
              lines.write(line)
              written.lines += 1
              written.bytes += line.utf8.count
              written.hash.update(Array(line.utf8))
              ci.add(value)
              if let subject = MatrixCase.make(value)?.subject {
                drawn.insert([subject.table ?? "", subject.key ?? "", subject.locale ?? ""])
              }
            }
            defer {
              summary = page.summary
              ciSummary = ci
            }
            if let kept {
              do throws(CLIError) {
                try MatrixDoneLines.read(in: options.output, record: kept) { text, value in
                  emit(text, value)
                  results.remember(value)
                  page.add(value)
                }
              } catch {
                throw .keptLines(error)
              }
            }
            pool.process(
              results.inFlight.tracking(feed), work: { renderer, image in (image, image.render(with: renderer)) }
            ) { result in
              let (outcome, ready) = results.receive(result)
              switch outcome {
              case .rendered(let image):
                if flushPaths == nil {
                  let path = options.output.appending(image.path)
                  flushPaths = [path.parent, path]
                }
                progress.lineRendered()
              case .failed(let image, let reason):
                // Without an image, the pool lost track of which image failed: name its position.
                let name = image?.label ?? "image \(result.index + 1)"
                progress.lineFailed(
                  BatchFailure(
                    message: "\(name): \(reason)", reason: BatchFailure.reason(of: reason)))
              case .reference:
                break
              }
              for line in ready {
                emit(line.lineText(), line)
                page.add(line)
              }
              feed.forget(before: results.completeKeys)
            }
            if stop.signal != nil {
              record = MatrixPartialRecord(
                keys: results.completeKeys, lines: written.lines, bytes: written.bytes,
                linesSHA256: SHA256.hex(written.hash.finalize()),
                failed: (kept?.failed ?? 0) + results.failedInCompleteKeys,
                fingerprint: feed.fingerprint(before: results.completeKeys).hex)
            }
            try files { () throws(FileSystemError) in
              try page.finish(
                interrupted: record.map {
                  "This run was interrupted: it shows the first \($0.keys) keys only. Finish it with: \(resumeCommand)"
                })
              ci.finish()
              try lines.finish()
              try pageText.finish()
              try sarifText.finish()
            }
          }
        }
      }
      try files { () throws(FileSystemError) in
        if let ciSummary {
          try transaction.stage(
            Array(ciSummary.junit.document().utf8), at: options.output.appending(MatrixCIFiles.junitName))
        }
        // A baseline is a finished run's: without the findings of an image that failed, the next
        // run would call them new.
        if record == nil, imagesFailed == 0, let baseline = options.gate.baselineFile(results.gate, covering: covered) {
          try transaction.stage(baseline.bytes, at: baseline.path)
        }
        let recordPath = options.output.appending(MatrixPartialRecord.fileName)
        if let record { try transaction.stage(Array(record.text.utf8), at: recordPath) }
        if let flushPaths {
          do throws(FileSystemError) {
            try FileSystem.synchronizeFileSystem(containing: flushPaths)
          } catch {
            throw FileSystemError(.write, options.output, reason: error.reason)
          }
        }
        // A finished run's files are in place together with the record gone, as one step for a
        // signal: the folder never holds a finished pair that claims to be partial.
        try transaction.commit { if record == nil { _ = FileSystem.removeFile(recordPath) } }
      }
    } catch {
      transaction.abort()
      switch error {
      case .keptLines(let failure): throw failure
      case .file(let error):
        progress.runFailed("cannot write the matrix: \(EchoedText.escaped(error.description))")
        runFailed = true
        record = nil
      }
    }
    for note in notes { progress.note(note) }
    // An image that failed has no findings, not no problems: its entries are not fixed.
    let fixed = imagesFailed == 0 ? results.gate.unmatchedBaseline(where: covered) : []
    if record == nil, !runFailed, let line = options.gate.baselineNotWritten(failed: imagesFailed, what: "image") {
      output.standardError("matrix: " + line)
    }
    if !runFailed, let ciSummary {
      if let warning = ciSummary.sarifLimitWarning { output.standardError("matrix: " + warning) }
      for line in AuditGateOptions.summary(
        ignored: ciSummary.ignored, inBaseline: ciSummary.inBaseline, fixed: fixed, options: options.gate)
      {
        output.standardError("matrix: " + line)
      }
    }
    if !options.quiet {
      if let notChecked = summary.notChecked { output.standardError(EchoedText.escaped(notChecked)) }
      for finding in summary.everywhere {
        output.standardError(
          EchoedText.escaped("On every image: \(finding.severity) \(finding.rule): \(finding.message)"))
      }
    }
    if let signal = stop.signal, !runFailed, let record {
      output.standardError(
        "matrix: interrupted by \(BatchProgress.name(of: signal)): \(options.output.appending("matrix.jsonl")) and "
          + "index.html hold the \(record.keys) finished keys (\(record.lines) lines), marked partial by "
          + "\(MatrixPartialRecord.fileName); finish the run with: \(EchoedText.escaped(resumeCommand))")
      progress.finish(interruptedBy: signal)
      return 128 + signal
    }
    let failedBefore = kept?.failed ?? 0
    if failedBefore > 0 {
      output.standardError(
        "matrix: \(failedBefore) image\(failedBefore == 1 ? "" : "s") of the keys kept from the interrupted run "
          + "failed there (named in its output)")
    }
    progress.finish()
    if progress.failed > 0 || failedBefore > 0 || runFailed { return CLIError.usageStatus }
    if let failOn = options.gate.failOn, let ciSummary, ciSummary.failingImages > 0 {
      output.standardError(
        "matrix: \(ciSummary.failingImages) image\(ciSummary.failingImages == 1 ? " has" : "s have") findings at or "
          + "above \(failOn.rawValue) (--fail-on) that no baseline lists, for example:")
      for line in ciSummary.firstFailures { output.standardError("  " + line) }
      return 1
    }
    return 0
  }

  /// `matrix merge` and `matrix diff`, which read matrix folders instead of catalogs; nil for a
  /// run.
  private static func runTool(_ arguments: [CommandLineArgument], _ output: CLIOutput) throws(CLIError) -> Int32? {
    let rest = Array(arguments.dropFirst())
    switch arguments.first?.bytes {
    case Array("merge".utf8)?: return try MatrixMerge.run(rest, output)
    case Array("diff".utf8)?: return try MatrixDiff.run(rest, output)
    default: return nil
    }
  }

  /// The record of the interrupted run `--resume` finishes; nil without `--resume`, and nil
  /// when DIR holds neither a record nor a `matrix.jsonl`: a run stopped before it handled
  /// signals finished nothing, so resuming it is drawing everything.
  private static func keptRecord(_ options: MatrixOptions) throws(CLIError) -> MatrixPartialRecord? {
    guard options.resume else { return nil }
    guard let record = try MatrixPartialRecord.read(in: options.output) else {
      if (try? FileSystem.status(of: options.output.appending("matrix.jsonl"))) == nil { return nil }
      throw .usage(
        "--resume: \(options.output) has a matrix.jsonl but no \(MatrixPartialRecord.fileName), so no interrupted "
          + "run to finish; run without --resume")
    }
    return record
  }

  /// The command that finishes an interrupted run: this one with `--resume`, each argument quoted
  /// for a POSIX shell where it needs to be.
  static func resumeCommand(_ arguments: [CommandLineArgument]) -> String {
    var words = arguments.map { String(decoding: $0.bytes, as: UTF8.self) }
    if !words.contains("--resume") { words.append("--resume") }
    return (["snackbar", "matrix"] + words).map(InstallPlan.shellWord).joined(separator: " ")
  }

  /// The catalogs, read and merged; a catalog error names the file, line and column.
  private static func readCatalogs(_ options: MatrixOptions) throws(CLIError) -> StringCatalog {
    var texts: [String] = []
    for path in options.catalogPaths {
      guard let text = path.utf8String else { throw .usage("the catalog path \(path) is not UTF-8") }
      texts.append(text)
    }
    do {
      return try StringCatalogReader.read(texts, sourceLanguage: options.sourceLanguage)
    } catch {
      throw .usage(EchoedText.escaped(error.description))
    }
  }

  /// DIR is a folder or can be made, and its two files can be written and are not a catalog.
  private static func checkOutputs(_ options: MatrixOptions) throws(CLIError) {
    if let status = try? FileSystem.status(of: options.output), status.kind != .directory {
      throw .usage("--output \(options.output) exists and is not a directory")
    }
    try OutputCheck.check(
      ["matrix.jsonl", "index.html", MatrixCIFiles.sarifName, MatrixCIFiles.junitName, MatrixPartialRecord.fileName].map
      {
        CommandFile(role: "--output", path: options.output.appending($0))
      } + options.gate.outputs,
      inputs: options.catalogPaths.map { CommandFile(role: "CATALOG", path: $0) } + options.gate.inputs)
  }

  /// The pass-through `screen` options, checked once before anything is drawn (a bad colour
  /// would otherwise fail every image).
  private static func checkScreenOptions(_ options: MatrixOptions) throws(CLIError) {
    let probe = [CommandLineArgument("--text=x"), CommandLineArgument("--output=probe.png")] + options.screenArguments
    _ = try ScreenCommand.job(probe, standardInput: .empty)
  }
}

/// Why `matrix` did not write its files: a file error (reported, and the run ends with its
/// summary) or a line kept from an interrupted run that cannot be read again (the command's
/// error).
private enum MatrixWriteFailure: Error {
  case file(FileSystemError)
  case keptLines(CLIError)
}
