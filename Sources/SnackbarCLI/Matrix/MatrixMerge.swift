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
    USAGE: snackbar matrix merge SHARD_DIR... --output DIR [--fail-on LEVEL]

    Joins the folders of `snackbar matrix --shard` runs into DIR: their images, one matrix.jsonl
    sorted by key, locale and variant, and one index.html; the same bytes one unsharded run
    writes, with matrix.sarif and matrix.junit.xml made from the merged lines (JUnit fails an
    image at --fail-on, default error). A key found in two shards is an error, and so is a shard that was interrupted
    (its matrix.partial.json: finish it with --resume first). Images are copied all or nothing
    each; the two files are written together at the end. EXIT STATUS: 0 merged, 2 bad input or
    failure.
    """

  /// The largest image copied: far above any screen the renderer draws.
  static let maximumImageBytes = 64 << 20

  static func run(_ arguments: [CommandLineArgument], _ output: CLIOutput) throws(CLIError) -> Int32 {
    let parsed = try ParsedArguments(
      arguments, valueOptions: ["fail-on"], pathOptions: ["output"], flagOptions: ["quiet"])
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
    var readers: [ShardReader] = []
    for shard in shards { readers.append(try ShardReader(folder: shard)) }
    defer { for reader in readers { BatchInputFile.close(reader.descriptor) } }

    var flushPaths: [BytePath]?
    var junit: SnackbarAuditJUnit?
    let transaction = OutputTransaction()
    var failure: CLIError?
    do throws(FileSystemError) {
      try transaction.stage(at: destination.appending("matrix.jsonl")) { jsonSink throws(FileSystemError) in
        try transaction.stage(at: destination.appending("index.html")) { pageSink throws(FileSystemError) in
          try transaction.stage(at: destination.appending(MatrixCIFiles.sarifName)) {
            sarifSink throws(FileSystemError) in
            let lines = MatrixOutputWriter(jsonSink)
            let pageText = MatrixOutputWriter(pageSink)
            let sarifText = MatrixOutputWriter(sarifSink)
            var page = MatrixIndexPage(write: pageText.write)
            var ci = MatrixCIFiles(sarif: sarifText, failOn: failOn)
            defer { junit = ci.junit }
            // Two lines naming one image would leave one of them showing the other's picture.
            var copied = Set<String>()
            do throws(CLIError) {
              try mergeLines(readers) { shard, line, path throws(CLIError) in
                guard copied.insert(path.lowercased()).inserted else {
                  throw .usage(
                    "\(shard.source), line \(shard.lineNumber): the image \"\(EchoedText.escaped(path))\" is named by "
                      + "an earlier line too (paths are compared ignoring case, as macOS and Windows do)")
                }
                let target = destination.appending(path)
                try copy(path, from: shard.folder, to: target)
                if flushPaths == nil { flushPaths = [target.parent, target] }
                lines.write(line.lineText() + "\n")
                page.add(line)
                ci.add(line)
              }
            } catch {
              failure = error
            }
            try page.finish()
            ci.finish()
            try lines.finish()
            try pageText.finish()
            try sarifText.finish()
          }
        }
      }
      if failure == nil, let junit {
        try transaction.stage(Array(junit.document().utf8), at: destination.appending(MatrixCIFiles.junitName))
      }
      // Stops before the commit; the catch below reports `failure` itself.
      if failure != nil { throw FileSystemError(.write, destination, SystemError(code: ECANCELED)) }
      if let flushPaths {
        do {
          try FileSystem.synchronizeFileSystem(containing: flushPaths)
        } catch {
          throw FileSystemError(.write, destination, error)
        }
      }
      try transaction.commit()
    } catch {
      transaction.abort()
      if let failure { throw failure }
      throw .failed(EchoedText.escaped(error.description))
    }
    if !parsed.flag("quiet") { output.standardError("matrix merge: \(shards.count) shards into \(destination)") }
    return 0
  }

  /// Calls `emit` for every line of every shard, in key order, each key's lines in its shard's
  /// order.
  private static func mergeLines(
    _ readers: [ShardReader], emit: (ShardReader, SnackbarJSONValue, String) throws(CLIError) -> Void
  ) throws(CLIError) {
    for reader in readers { try reader.advance() }
    var emittedKey: StringCatalogKey?
    while true {
      var best: ShardReader?
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

  /// Copies the image `path` of the shard `folder`, bounded, all or nothing; flushed with the
  /// others at the end. A shard is a stranger's folder: the image is opened without following a
  /// link anywhere below the folder, must be a regular file with one name (a hard link could be
  /// any file of the machine's) and must be a PNG, so nothing but the shard's own pictures can
  /// reach the merged folder.
  private static func copy(_ path: String, from folder: BytePath, to target: BytePath) throws(CLIError) {
    let source = folder.appending(path)
    let bytes: [UInt8]
    do {
      let file = try ReadOnlyFile(path.split(separator: "/").map { Array($0.utf8) }, under: folder)
      guard file.status.linkCount == 1 else {
        throw CLIError.failed(
          "\(source) has \(file.status.linkCount) names (hard links); a shard's image is written with one")
      }
      bytes = try file.readBytes(upTo: maximumImageBytes + 1)
    } catch let error as CLIError {
      throw error
    } catch let error as FileSystemError {
      throw .failed("cannot copy \(source): \(EchoedText.escaped(error.description))")
    } catch {
      throw .failed("cannot copy \(source): \(error)")
    }
    guard bytes.count <= maximumImageBytes else {
      throw .failed("\(source) is larger than \(maximumImageBytes >> 20) MiB")
    }
    do {
      _ = try PNGHeader.parse(bytes)
    } catch {
      throw .failed("\(source) is not a PNG image: \(EchoedText.escaped(error.description))")
    }
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

/// One shard's `matrix.jsonl`, a line at a time.
private final class ShardReader {
  struct Current {
    let key: StringCatalogKey
    let path: String
    let value: SnackbarJSONValue
  }

  let folder: BytePath
  let source: BytePath
  let descriptor: Int32
  private let lines: BatchLineReader
  private(set) var current: Current?
  private(set) var lineNumber = 0

  init(folder: BytePath) throws(CLIError) {
    self.folder = folder
    source = folder.appending("matrix.jsonl")
    // An interrupted run's lines stop at some key: merged, the keys after would be missing
    // without a word.
    let record = folder.appending(MatrixPartialRecord.fileName)
    let found: FileStatus?
    do {
      found = try FileSystem.status(of: record, followingLinks: false)
    } catch {
      throw .failed("cannot read \(record): \(error)")
    }
    if found != nil {
      throw .usage(
        "\(folder) holds an interrupted run (\(MatrixPartialRecord.fileName)): finish it with the same "
          + "snackbar matrix command and --resume, then merge")
    }
    descriptor = try BatchInputFile.open(source, role: "SHARD_DIR")
    lines = BatchLineReader(descriptor: descriptor)
  }

  /// Reads the next line, or ends the shard.
  func advance() throws(CLIError) {
    guard let line = lines.next() else {
      if let error = lines.readError { throw .failed("cannot read \(source): \(error)") }
      current = nil
      return
    }
    lineNumber = line.number
    guard let bytes = line.bytes else {
      throw .usage("\(source), line \(line.number): longer than \(lines.maximumLineLength) bytes")
    }
    let node: SnackbarJSONNode
    do {
      node = try SnackbarJSONReader.read(bytes)
    } catch {
      throw .usage("\(source), line \(line.number): \(EchoedText.escaped(error.description))")
    }
    guard case .string(let key)? = node["key"]?.content, case .string(let path)? = node["path"]?.content else {
      throw .usage("\(source), line \(line.number): a matrix line needs \"key\" and \"path\" strings")
    }
    var table: String?
    if let tableNode = node["table"] {
      guard case .string(let name) = tableNode.content else {
        throw .usage("\(source), line \(line.number): a matrix line's \"table\" must be a string")
      }
      table = name
    }
    guard MatrixMerge.isSafe(path) else {
      throw .usage(
        "\(source), line \(line.number): the path \"\(EchoedText.escaped(path))\" must be relative, inside the "
          + "folder, and name a .png")
    }
    current = Current(key: StringCatalogKey(key, table: table), path: path, value: node.value)
  }
}
