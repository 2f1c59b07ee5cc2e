import Foundation
import MaterialSnackbar
import SnackbarCatalog
import SnackbarJSON
import SnackbarLayout
import SnackbarRendering

/// `snackbar matrix`: every snackbar string of a set of string catalogs, in every locale and
/// variant, rendered, audited and indexed.
enum MatrixCommand {
  static let help = """
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
      DIR/index.html                     findings by locale and rule on top, then a section per
                                         key: its source text, a row per locale (the text, then a
                                         thumbnail of each variant with its findings written out);
                                         filters by view, locale and rule, also from the address:
                                         index.html#findings, #problems (warnings and errors only;
                                         keys without any are hidden), #locale=de, #rule=text.lines,
                                         joined with & (#problems&locale=de)

    WHAT TO RENDER:
      --keys REGEX          message keys the pattern finds a match in (default: all)
      --action-suffix S     key K takes key K+S as its action; keys ending in S are never messages
      --pairs FILE.json     {"message key": "action key"} instead of --action-suffix
      --sample NAME=VALUE   a placeholder's value, by name ({name}, %#@name@), position (1) or
                            spelling (%d); repeatable. Others get a typed default (5, 2.5, Alex)
      --locales LIST        comma-separated locales (default: every locale of the catalogs)
      --source-language L   the source language of .strings and strings.xml catalogs (default en)
      --pseudo LIST         en-XA (accented, expanded), ar-XB (mirrored), double (twice as long)
      --missing MODE        fallback: a missing or empty translation shows the source text with
                            an l10n.missing finding (default); skip: no image
      --include-stale       also draw keys the code no longer uses (Xcode's stale keys), which
                            are left out and counted in the summary otherwise. Empty texts (the
                            key "" Xcode extracts) are never drawn; the summary counts them too
    AXES (comma-separated; each combination is a variant; plural and device variations too):
      --themes LIST         \(SnackbarTheme.allCases.map(\.rawValue).joined(separator: ", ")) (default mdc)
      --devices LIST        \(SnackbarDevice.presets.map(\.name).joined(separator: ", ")) (default iphone-15)
      --content-sizes LIST  XS S M L XL XXL XXXL AX-M AX-L AX-XL AX-XXL AX-XXXL (default L)
      --directions LIST     ltr, rtl (default: each locale's own direction)
    SCREEN OPTIONS passed to every image: --container-color --text-color --action-color --contrast
      --assets --importance --icon --no-icon --elevation --scale --appearance --progress --close
      --gm3 --landscape --keyboard --bottom-offset --top --leading (see `snackbar screen --help`)
    WHAT TO WRITE:
      --frame snackbar      each image is the snackbar's region: its container and the reach of
                            its shadow, in whole pixels, clamped to the screen (default)
      --frame screen        each image is the whole screen, as `snackbar screen` writes it
                            The audit judges the whole screen either way.
    RUN:
      --jobs N              worker threads, 1...256 (default: one per core)
      --quiet               no progress lines
      --shard I/N           render shard I of N (by key); also from CI_NODE_INDEX/CI_NODE_TOTAL,
                            or JOB_COMPLETION_INDEX with --shard-count N

    FINDINGS: the audit's rules, plus l10n.missing (no translation, or an empty one),
    l10n.placeholders (placeholders differ from the source language's in count, order or type),
    l10n.plurals (a plural form without its number where its category covers several numbers,
    or a form the language needs missing; by CLDR's rules), l10n.expansion (more lines, or the action under the text, where the source language's image
    of the same variant has not; the source language is laid out for this even when --locales
    leaves it out, but not written) and l10n.review (info: a translation marked needs review).
    A key of a catalog of several tables (an XLIFF export's <file>s, several .xcstrings or
    .strings tables) is drawn into DIR/<locale>/<table>/<key>/, its line has "table".

    EXIT STATUS: 0 every image written, 2 bad input or any image failed (the others are written).
    Findings, and what a valid catalog holds but no app shows (stale keys, empty texts), do not
    change the exit status.

    \(MatrixMerge.help)
    """

  static func run(_ arguments: [CommandLineArgument], _ output: CLIOutput) throws(CLIError) -> Int32 {
    try run(arguments, output, environment: .process, variables: ProcessInfo.processInfo.environment)
  }

  /// The command with the process's streams, clock and environment variables replaced (tests).
  static func run(
    _ arguments: [CommandLineArgument], _ output: CLIOutput, environment: BatchEnvironment,
    variables: [String: String]
  ) throws(CLIError) -> Int32 {
    if arguments.first?.bytes == Array("merge".utf8) {
      return try MatrixMerge.run(Array(arguments.dropFirst()), output)
    }
    let options = try MatrixOptions(arguments, environment: variables)
    let catalog = try readCatalogs(options)
    let plan = try MatrixPlan(catalog: catalog, options: options)
    try checkScreenOptions(options)
    try checkOutputs(options)
    let total = try plan.count()
    let notes = plan.notes()
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

    var results = MatrixResults(sourceLanguage: catalog.sourceLanguage)
    var summary = MatrixRunSummary()
    var flushPaths: [BytePath]?
    var runFailed = false
    let transaction = OutputTransaction()
    do throws(FileSystemError) {
      // Both files are staged while the images are drawn and renamed into place together at
      // the end: a reader sees the old pair or the new pair, and a stopped run leaves neither.
      try transaction.stage(at: options.output.appending("matrix.jsonl")) { jsonSink throws(FileSystemError) in
        try transaction.stage(at: options.output.appending("index.html")) { pageSink throws(FileSystemError) in
          let lines = MatrixOutputWriter(jsonSink)
          let pageText = MatrixOutputWriter(pageSink)
          var page = MatrixIndexPage(write: pageText.write)
          defer { summary = page.summary }
          pool.process(
            results.inFlight.tracking(plan.images), work: { renderer, image in (image, image.render(with: renderer)) }
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
              lines.write(line.lineText() + "\n")
              page.add(line)
            }
          }
          try page.finish()
          try lines.finish()
          try pageText.finish()
        }
      }
      if let flushPaths {
        do {
          try FileSystem.synchronizeFileSystem(containing: flushPaths)
        } catch {
          throw FileSystemError(.write, options.output, error)
        }
      }
      try transaction.commit()
    } catch {
      transaction.abort()
      progress.runFailed("cannot write the matrix: \(EchoedText.escaped(error.description))")
      runFailed = true
    }
    for note in notes { progress.note(note) }
    if !options.quiet {
      if let notChecked = summary.notChecked { output.standardError(EchoedText.escaped(notChecked)) }
      for finding in summary.everywhere {
        output.standardError(
          EchoedText.escaped("On every image: \(finding.severity) \(finding.rule): \(finding.message)"))
      }
    }
    progress.finish()
    return progress.failed > 0 || runFailed ? CLIError.usageStatus : 0
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
      ["matrix.jsonl", "index.html"].map { CommandFile(role: "--output", path: options.output.appending($0)) },
      inputs: options.catalogPaths.map { CommandFile(role: "CATALOG", path: $0) })
  }

  /// The pass-through `screen` options, checked once before anything is drawn (a bad colour
  /// would otherwise fail every image).
  private static func checkScreenOptions(_ options: MatrixOptions) throws(CLIError) {
    let probe = [CommandLineArgument("--text=x"), CommandLineArgument("--output=probe.png")] + options.screenArguments
    _ = try ScreenCommand.parse(probe, standardInput: .empty)
  }
}
