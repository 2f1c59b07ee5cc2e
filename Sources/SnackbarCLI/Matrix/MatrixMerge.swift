import SnackbarAudit
import SnackbarBasics
import SnackbarCatalog
import SnackbarFiles
import SnackbarJSON
import SnackbarLayout
import SnackbarRendering

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `snackbar matrix merge DIR... --output DIR`: the shards' folders joined into one, with one
/// `matrix.jsonl` and one `index.html`, byte for byte what one unsharded run writes.
///
/// Each shard's lines are sorted by key (its table, then its name) and a key is in one shard
/// only, so the shards are merged
/// key by key as they are read (memory: one line per shard, one key for the page). Every line
/// is read with the strict JSON reader and written back in its canonical form; its image is
/// copied from the shard's folder. A shard is untrusted input: lines are bounded, an image path
/// must stay inside its folder, images are bounded in size.
enum MatrixMerge {
  static let help = """
    USAGE: snackbar matrix merge SHARD_DIR... --output DIR [--fail-on LEVEL] [--quiet]

    Joins the folders of `snackbar matrix --shard` runs into DIR: their images, one matrix.jsonl
    sorted by key, locale and variant, and one index.html; the same bytes one unsharded run
    writes, with matrix.sarif and matrix.junit.xml made from the merged lines (JUnit fails an
    image at --fail-on, default error). A key found in two shards is an error, and so is a shard that was interrupted
    (its matrix.partial.json: finish it with --resume first). Images are copied all or nothing
    each; the two files are written together at the end. EXIT STATUS: 0 merged, 2 bad input or
    failure.
    """

  /// The options, which the help's usage line names.
  static let options = [
    AuditGateOptions.failOn("").described, OptionDeclaration.described("output", .path),
    OptionDeclaration.described("quiet", .flag),
  ]

  static func run(_ arguments: [CommandLineArgument], _ output: CLIOutput) throws(CLIError) -> Int32 {
    let parsed = try ParsedArguments(arguments, declaring: options)
    let failOn = try parsed.value("fail-on").map(AuditGateOptions.severity) ?? .error
    guard !parsed.pathPositionals.isEmpty else { throw .usage("give one or more shard folders") }
    let destination = try parsed.requiredPath("output")
    let shards = parsed.pathPositionals
    try OutputCheck.check(
      [
        CommandFile(role: "--output", path: destination.appending("matrix.jsonl")),
        CommandFile(role: "--output", path: destination.appending("index.html")),
        CommandFile(role: "--output", path: destination.appending(MatrixCIFiles.sarifName)),
        CommandFile(role: "--output", path: destination.appending(MatrixCIFiles.junitName)),
      ],
      inputs: shards.map { CommandFile(role: "SHARD_DIR", path: $0.appending("matrix.jsonl")) })
    var readers: [MatrixLineReader] = []
    for shard in shards { readers.append(try MatrixLineReader(folder: shard, role: "SHARD_DIR", then: "merge")) }

    var flushPaths: [BytePath]?
    var paths = MatrixImagePaths()
    var junit: SnackbarAuditJUnit?
    try MatrixOutputWriter.commit(
      OutputTransaction(),
      [
        destination.appending("matrix.jsonl"), destination.appending("index.html"),
        destination.appending(MatrixCIFiles.sarifName),
      ],
      flushing: { flushPaths },
      staging: { junit.map { [(Array($0.document().utf8), destination.appending(MatrixCIFiles.junitName))] } ?? [] }
    ) { writers throws(CLIError) in
      let (lines, pageText, sarifText) = (writers[0], writers[1], writers[2])
      var page = MatrixIndexPage(write: pageText.write)
      var ci = MatrixCIFiles(sarif: sarifText, failOn: failOn)
      try mergeLines(readers) { shard, line, path throws(CLIError) in
        try paths.claim(path, at: shard.place)
        let target = destination.appending(path)
        try copy(path, from: shard.folder, to: target)
        if flushPaths == nil { flushPaths = [target.parent, target] }
        lines.write(line.lineText() + "\n")
        page.add(line)
        ci.add(line)
      }
      try MatrixOutputWriter.finishing { () throws(FileSystemError) in try page.finish() }
      ci.finish()
      junit = ci.junit
    }
    if !parsed.flag("quiet") { output.standardError("matrix merge: \(shards.count) shards into \(destination)") }
    return 0
  }

  /// Calls `emit` for every line of every shard, in key order, each key's lines in its shard's
  /// order.
  private static func mergeLines(
    _ readers: [MatrixLineReader], emit: (MatrixLineReader, SnackbarJSONValue, String) throws(CLIError) -> Void
  ) throws(CLIError) {
    for reader in readers { try reader.advance() }
    var emittedKey: StringCatalogKey?
    while true {
      var best: MatrixLineReader?
      for reader in readers {
        guard let key = reader.current?.key else { continue }
        if let chosen = best, let chosenKey = chosen.current?.key {
          if key == chosenKey {
            throw .usage("the key \(MatrixImage.describe(key)) is in two shards: \(chosen.folder) and \(reader.folder)")
          }
          if key < chosenKey { best = reader }
        } else {
          best = reader
        }
      }
      guard let best, let current = best.current else { return }
      if let emittedKey, !(emittedKey < current.key) {
        throw .usage("\(best.source), line \(best.lineNumber): the lines are not sorted by key; is it a matrix.jsonl?")
      }
      let key = current.key
      while let line = best.current, line.key == key {
        try emit(best, line.value, line.path)
        try best.advance()
      }
      emittedKey = key
    }
  }

  /// Copies the image `path` of the shard `folder` (``MatrixFolderImage/read(_:in:)``), all or
  /// nothing; flushed with the others at the end.
  private static func copy(_ path: String, from folder: BytePath, to target: BytePath) throws(CLIError) {
    let bytes = try MatrixFolderImage.read(path, in: folder)
    try OutputFiles.write([(bytes, target)], durability: .deferred)
  }

  /// A relative path of plain components that ends in `.png`: no `..`, no `.`, no empty part.
  static func isSafe(_ path: String) -> Bool {
    guard path.hasSuffix(".png"), !path.hasPrefix("/"), !path.utf8.contains(0), !path.contains("\\") else {
      return false
    }
    return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
      !part.isEmpty && part != "." && part != ".."
    }
  }
}
