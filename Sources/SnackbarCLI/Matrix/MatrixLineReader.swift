import SnackbarBasics
import SnackbarCatalog
import SnackbarFiles
import SnackbarImage
import SnackbarJSON
import SnackbarLayout
import SnackbarRendering

/// A matrix folder's `matrix.jsonl`, a line at a time, as `matrix merge` and `matrix diff` read
/// a stranger's folder (a shard, a CI artifact): each line bounded in length, read with the
/// strict JSON reader, its `key` and `path` strings required and the path a plain relative one
/// (``MatrixMerge/isSafe(_:)``). A folder holding an interrupted run is refused.
final class MatrixLineReader {
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

  /// Opens `folder`'s `matrix.jsonl`; `role` names the argument in messages, `then` the command
  /// to run once an interrupted run in the folder is finished.
  init(folder: BytePath, role: String, then next: String) throws(CLIError) {
    self.folder = folder
    source = folder.appending("matrix.jsonl")
    // An interrupted run's lines stop at some key: read as a whole run, the keys after would
    // be missing without a word.
    let record = folder.appending(MatrixPartialRecord.fileName)
    let found: FileStatus?
    do {
      found = try FileSystem.status(of: record, followingLinks: false)
    } catch {
      throw .failed("cannot read \(record): \(error.reason)")
    }
    if found != nil {
      throw .usage(
        "\(folder) holds an interrupted run (\(MatrixPartialRecord.fileName)): finish it with the same "
          + "snackbar matrix command and --resume, then \(next)")
    }
    descriptor = try BatchInputFile.open(source, role: role)
    lines = BatchLineReader(descriptor: descriptor, path: source)
  }

  deinit { BatchInputFile.close(descriptor) }

  /// Reads the next line, or ends the file.
  func advance() throws(CLIError) {
    guard let line = lines.next() else {
      if let error = lines.readError { throw .failed("cannot read \(source): \(error.reason)") }
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

  /// Where the current line is, for messages: `DIR/matrix.jsonl, line 12`.
  var place: String { "\(source), line \(lineNumber)" }
}

/// The image paths of one folder's lines: two lines naming one image (compared ignoring case, as
/// macOS and Windows compare names) would leave one of them showing the other's picture.
struct MatrixImagePaths {
  private var seen = Set<String>()

  /// Records `path`, the image of the line at `place`.
  /// - Throws: ``CLIError/usage(_:)`` when an earlier line named it.
  mutating func claim(_ path: String, at place: String) throws(CLIError) {
    guard seen.insert(path.lowercased()).inserted else {
      throw .usage(
        "\(place): the image \"\(EchoedText.escaped(path))\" is named by an earlier line too (paths are "
          + "compared ignoring case, as macOS and Windows do)")
    }
  }
}

/// An image of a stranger's matrix folder, read as `matrix merge` copies it and `matrix diff`
/// compares it.
enum MatrixFolderImage {
  /// The largest image read: far above any screen the renderer draws.
  static let maximumBytes = 64 << 20

  /// The bytes of the image `path` (a path ``MatrixMerge/isSafe(_:)`` accepts) of `folder`. The
  /// folder is a stranger's: the image is opened without following a link anywhere below the
  /// folder, must be a regular file with one name (a hard link could be any file of the
  /// machine's), at most ``maximumBytes``, and must begin like a PNG, so nothing but the folder's
  /// own pictures is read.
  static func read(_ path: String, in folder: BytePath) throws(CLIError) -> [UInt8] {
    let source = folder.appending(path)
    let bytes: [UInt8]
    do {
      let file = try ReadOnlyFile(path.split(separator: "/").map { Array($0.utf8) }, under: folder)
      guard file.status.linkCount == 1 else {
        throw CLIError.failed(
          "\(source) has \(file.status.linkCount) names (hard links); a matrix image is written with one")
      }
      bytes = try file.readAll(limit: maximumBytes)
    } catch let error as CLIError {
      throw error
    } catch let error as FileSystemError {
      if case .tooLarge = error.reason { throw .failed("\(source) is larger than \(maximumBytes >> 20) MiB") }
      throw .failed("cannot read \(source): \(EchoedText.escaped(error.description))")
    } catch {
      throw .failed("cannot read \(source): \(error)")
    }
    do {
      _ = try PNGHeader.parse(bytes)
    } catch {
      throw .failed("\(source) is not a PNG image: \(EchoedText.escaped(error.description))")
    }
    return bytes
  }
}
