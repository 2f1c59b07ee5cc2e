import SnackbarAudit
import SnackbarBasics
import SnackbarCatalog
import SnackbarFiles
import SnackbarJSON
import SnackbarLayout
import SnackbarRendering
import SnackbarSnapshotCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `snackbar matrix diff OLD NEW --output DIR`: what changed between two matrix runs (a main
/// branch's and a pull request's), image by image.
///
/// Both `matrix.jsonl` files are sorted by key, so they are read side by side a key at a time
/// (memory: one key's lines of each), as `matrix merge` reads its shards and with the same
/// checks: both folders are strangers' CI artifacts.
enum MatrixDiff {
  static let help = """
    USAGE: snackbar matrix diff OLD_DIR NEW_DIR --output DIR [--fail-on error|warning|info] [--quiet]

    Compares two `snackbar matrix` folders (the main branch's and a pull request's, say) image by
    image: a line of OLD and one of NEW are the same image when their table, key, locale and
    variant are. It reports what changed: the text, the action or the source text; the picture
    (differing pixels, a change of size; identical files are not decoded); the findings, a
    finding being its rule and element: new, gone, or changed in severity, measured value or
    message. An image only in NEW is added (its findings are new), only in OLD removed.

    WRITES (all or nothing, when the diff ends; other files in DIR are left alone):
      DIR/changes.jsonl    one line per changed, added or removed image, sorted as matrix.jsonl:
        {"change": "changed", "findings": {"changed": [], "gone": [], "new": [{...}]},
         "key": "sync.failed", "locale": "de", "new": "new/de/sync.failed/mdc.iphone-se.L.png",
         "old": "old/de/sync.failed/mdc.iphone-se.L.png", "path": "de/sync.failed/...",
         "pixels": 1520, "text": {"new": "...", "old": "..."}, "variant": {...}}
        "action", "source", "lines" and "size" ({"old", "new"}) when they changed; a changed
        finding is {"element", "new", "old", "rule"}; added and removed lines have one side only
      DIR/old/<path>, DIR/new/<path>   the images of every image listed, so DIR stands alone
      DIR/index.html       the counts, the findings new and gone by rule, then every image
                           listed: old and new side by side, the text and the findings changed
    Unchanged images are not listed. Standard output: a line per image listed (not with
    --quiet), then a summary.

    OPTIONS:
      --fail-on LEVEL      error (default) | warning | info: the lowest severity of a new finding,
                           or of one whose severity rose to it, that makes the exit status 1

    Both folders are read as strangers' files: lines bounded and strict JSON (members the diff
    does not know are ignored), image paths inside their folder, images regular files reached
    without links, bounded, decoded within the PNG decoder's limits.
    EXIT STATUS: 0 no new finding reaches --fail-on, 1 one does (named on standard error),
    2 bad input (a missing folder, a line that is no matrix line, an unsafe path, an image given
    twice, lines not sorted, a folder of an interrupted run) or failure: nothing is written.
    """

  /// Exit status when a new finding reaches `--fail-on`.
  static let findingsStatus: Int32 = 1
  /// The new findings named on standard error at most; the rest are counted.
  static let maximumNamedFindings = 100

  /// The options, which the help's usage line names.
  static let options = [
    AuditGateOptions.failOn("").described, OptionDeclaration.described("output", .path),
    OptionDeclaration.described("quiet", .flag),
  ]

  static func run(_ arguments: [CommandLineArgument], _ output: CLIOutput) throws(CLIError) -> Int32 {
    let parsed = try ParsedArguments(arguments, declaring: options)
    guard parsed.pathPositionals.count == 2 else {
      throw .usage("give two matrix folders, OLD_DIR and NEW_DIR; got \(parsed.pathPositionals.count)")
    }
    let failOn = try AuditGateOptions.severity(parsed.value("fail-on") ?? "error")
    let destination = try parsed.requiredPath("output")
    let folders = (old: parsed.pathPositionals[0], new: parsed.pathPositionals[1])
    try OutputCheck.check(
      ["changes.jsonl", "index.html"].map { CommandFile(role: "--output", path: destination.appending($0)) },
      inputs: [
        CommandFile(role: "OLD_DIR", path: folders.old.appending("matrix.jsonl")),
        CommandFile(role: "NEW_DIR", path: folders.new.appending("matrix.jsonl")),
      ])
    try checkDistinct(destination, from: [folders.old, folders.new])
    let old = MatrixDiffSide(try MatrixLineReader(folder: folders.old, role: "OLD_DIR", then: "diff"))
    let new = MatrixDiffSide(try MatrixLineReader(folder: folders.new, role: "NEW_DIR", then: "diff"))
    let quiet = parsed.flag("quiet")

    var summary = MatrixDiffSummary(failOn: failOn)
    // Deferred: thousands of images would cost an fsync each; one syncfs before the commit
    // gives the same guarantee.
    let transaction = OutputTransaction(durability: .deferred)
    try MatrixOutputWriter.commit(
      transaction, destination.appending("changes.jsonl"), destination.appending("index.html"),
      flushing: { [destination] }
    ) { lines, pageText throws(CLIError) in
      var page = MatrixDiffPage(write: pageText.write)
      try compare(old, new) { change throws(CLIError) in
        for (side, path, bytes) in change.images {
          do throws(FileSystemError) {
            try transaction.stage(bytes, at: destination.appending(side).appending(path))
          } catch {
            throw .failed(EchoedText.escaped(error.description))
          }
        }
        lines.write(change.jsonValue.lineText() + "\n")
        page.add(change)
        summary.add(change)
        if !quiet { output.standardOutput(change.terminalLine) }
      }
      summary.images = (old.images, new.images)
      try MatrixOutputWriter.finishing { () throws(FileSystemError) in try page.finish(summary) }
    }
    output.standardOutput(summary.line(destination: destination))
    guard !summary.reaching.isEmpty else { return 0 }
    output.standardError(
      "matrix diff: \(summary.reachingCount) new finding\(summary.reachingCount == 1 ? "" : "s") at "
        + "--fail-on \(failOn.rawValue) or above:")
    // Each named after `new:`: the severity and rule come from a stranger's lines, and a line
    // that starts (after spaces) with `::` is a workflow command to GitHub's runner.
    for named in summary.reaching { output.standardError("  new: " + named) }
    let unnamed = summary.reachingCount - summary.reaching.count
    if unnamed > 0 {
      output.standardError("  and \(unnamed) more, in \(destination.appending("changes.jsonl"))")
    }
    return findingsStatus
  }

  /// DIR is neither folder read: its `old/` and `new/` would mix with the run's own images.
  private static func checkDistinct(_ destination: BytePath, from inputs: [BytePath]) throws(CLIError) {
    guard let target = try? FileSystem.status(of: destination) else { return }
    for input in inputs {
      if let status = try? FileSystem.status(of: input), status.device == target.device,
        status.inode == target.inode
      {
        throw .usage("--output \(destination) is the matrix folder \(input); give a folder of its own")
      }
    }
  }

  /// Calls `emit` for every image that changed, was added or removed, in the order of
  /// `matrix.jsonl`: by key, then locale, then variant.
  private static func compare(
    _ old: MatrixDiffSide, _ new: MatrixDiffSide, emit: (MatrixDiffChange) throws(CLIError) -> Void
  ) throws(CLIError) {
    try old.reader.advance()
    try new.reader.advance()
    while true {
      let key: StringCatalogKey
      switch (old.reader.current?.key, new.reader.current?.key) {
      case (nil, nil): return
      case (let only?, nil), (nil, let only?): key = only
      case (let before?, let after?): key = after < before ? after : before
      }
      let before = try old.lines(of: key)
      let after = try new.lines(of: key)
      let identities = Set(before.keys).union(after.keys).sorted { lhs, rhs in
        guard let left = after[lhs] ?? before[lhs], let right = after[rhs] ?? before[rhs] else { return lhs < rhs }
        if left.precedes(right) { return true }
        return right.precedes(left) ? false : lhs < rhs
      }
      for identity in identities {
        if let change = try MatrixDiffChange(
          old: before[identity], new: after[identity], folders: (old.reader.folder, new.reader.folder))
        {
          try emit(change)
        }
      }
    }
  }
}

/// One folder's lines, a key at a time, checked as they are read: sorted by key, no image
/// named twice.
final class MatrixDiffSide {
  let reader: MatrixLineReader
  private var lastKey: StringCatalogKey?
  private var paths = MatrixImagePaths()
  private(set) var images = 0

  init(_ reader: MatrixLineReader) {
    self.reader = reader
  }

  /// The lines of `key` by identity (none when the file has none), read up to the next key.
  func lines(of key: StringCatalogKey) throws(CLIError) -> [String: MatrixDiffLine] {
    guard let current = reader.current, current.key == key else { return [:] }
    if let lastKey, !(lastKey < key) {
      throw .usage("\(reader.place): the lines are not sorted by key; is it a matrix.jsonl?")
    }
    var lines: [String: (line: MatrixDiffLine, number: Int)] = [:]
    while let current = reader.current, current.key == key {
      let line = try MatrixDiffLine(current, place: reader.place)
      if let earlier = lines[line.identity] {
        throw .usage(
          "\(reader.place): the image of \(MatrixImage.describe(key)) in \(EchoedText.escaped(line.locale)), "
            + "\(EchoedText.escaped(line.variantName)) is given twice (line \(earlier.number) too)")
      }
      try paths.claim(line.path, at: reader.place)
      lines[line.identity] = (line, reader.lineNumber)
      images += 1
      try reader.advance()
    }
    lastKey = key
    return lines.mapValues(\.line)
  }
}

/// What the diff reads of one line of `matrix.jsonl`; members it does not know are ignored.
struct MatrixDiffLine {
  let key: StringCatalogKey
  let locale: String
  let direction: String
  let variant: SnackbarJSONObject
  /// The image's file name without `.png`, as the page and the run name the variant.
  let variantName: String
  let path: String
  let text: String
  let action: String?
  /// The line's `source` (the source language's text and action), null when it has none.
  let source: SnackbarJSONValue
  let lines: SnackbarJSONValue
  let findings: [SnackbarJSONValue]
  let frame: MatrixIndexLine.Frame?

  /// The image this line is of, whichever run drew it: locale and variant (the key is the group's).
  var identity: String { locale + "\n" + SnackbarJSONValue.object(variant).lineText() }

  init(_ current: MatrixLineReader.Current, place: String) throws(CLIError) {
    guard case .object(let members) = current.value, case .string(let locale)? = members["locale"],
      case .object(let variant)? = members["variant"], case .string(let text)? = members["text"]
    else {
      throw .usage("\(place): a matrix line needs \"locale\" and \"text\" strings and a \"variant\" object")
    }
    switch members["action"] {
    case nil, .null?: action = nil
    case .string(let name)?: action = name
    default: throw .usage("\(place): a matrix line's \"action\" must be a string or null")
    }
    var findings: [SnackbarJSONValue] = []
    switch members["findings"] {
    case nil: break
    case .array(let elements)?:
      for element in elements {
        guard case .object(let finding) = element, case .string? = finding["rule"], case .string? = finding["severity"]
        else {
          throw .usage("\(place): each finding must be an object with \"rule\" and \"severity\" strings")
        }
        findings.append(element)
      }
    default: throw .usage("\(place): a matrix line's \"findings\" must be an array")
    }
    self.findings = findings
    key = current.key
    path = current.path
    self.locale = locale
    self.variant = variant
    self.text = text
    if case .string(let direction)? = members["direction"] { self.direction = direction } else { direction = "ltr" }
    source = members["source"] ?? .null
    lines = members["lines"] ?? .null
    frame = MatrixIndexLine.Frame(members["frame"])
    let file = path.split(separator: "/").last.map(String.init) ?? path
    variantName = String(file.dropLast(4))
  }

  /// `matrix.jsonl`'s order within a key: locale, then variant.
  func precedes(_ other: MatrixDiffLine) -> Bool {
    if locale != other.locale { return locale.unicodeScalars.lexicographicallyPrecedes(other.locale.unicodeScalars) }
    return variantName.unicodeScalars.lexicographicallyPrecedes(other.variantName.unicodeScalars)
  }
}
