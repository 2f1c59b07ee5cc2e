import Foundation
import SnackbarBasics
import SnackbarFiles
import SnackbarJSON
import SnackbarRenderingStack

/// A rendering fingerprint stored beside goldens, and the goldens it describes: the stack those
/// goldens were recorded on.
package struct RecordedFingerprint: Sendable, Equatable {
  /// The file the fingerprint was read from.
  package var file: URL
  /// The goldens it describes, sorted by path.
  package var goldens: [URL]
  /// The recorded stack.
  package var fingerprint: RenderingFingerprint

  /// Creates a recorded fingerprint from its parts.
  package init(file: URL, goldens: [URL], fingerprint: RenderingFingerprint) {
    self.file = file
    self.goldens = goldens
    self.fingerprint = fingerprint
  }

  /// Every fingerprint stored under `root` (at any depth, `root` included), sorted by file and
  /// then by first golden.
  ///
  /// Reads through `FingerprintStore`, which knows how fingerprints are laid out beside the
  /// goldens, so callers such as `snackbar doctor` do not depend on the layout. A folder that
  /// cannot be listed is an error, never a folder without fingerprints: a tree is not said to
  /// match when part of it was not read.
  /// - Throws: ``RecordedFingerprintError`` when `root` is not a directory, a folder below it
  ///   cannot be read, or a stored fingerprint cannot be read or parsed.
  package static func all(under root: URL) throws(RecordedFingerprintError) -> [RecordedFingerprint] {
    let root = root.standardizedFileURL
    guard let status = try? FileSystem.status(of: BytePath(root.path)) else { throw .notFound(path: root.path) }
    guard status.kind == .directory else { throw .notADirectory(path: root.path) }
    let folders: [FolderTree.Folder]
    do {
      folders = try FolderTree.folders(under: BytePath(root.path))
    } catch {
      throw .unreadable(path: error.path, reason: error.reason.description)
    }
    var recorded: [RecordedFingerprint] = []
    for folder in folders {
      recorded += try FingerprintStore.recorded(in: folder)
    }
    return recorded.sorted {
      ($0.file.path, $0.goldens.first?.path ?? "") < ($1.file.path, $1.goldens.first?.path ?? "")
    }
  }
}

/// Why stored fingerprints could not be read.
package enum RecordedFingerprintError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Nothing exists at the path.
  case notFound(path: String)
  /// The path is a file, not a goldens directory.
  case notADirectory(path: String)
  /// A directory or fingerprint file could not be read.
  case unreadable(path: String, reason: String)
  /// A fingerprint file is not a rendering fingerprint.
  case corrupt(path: String, reason: String)

  /// A message for people: what failed, where, and what to do. Paths and reasons are shown by the
  /// one escaping rule (`EchoedText`): a golden's folder name or a file's content could
  /// otherwise act on the terminal.
  package var description: String {
    switch self {
    case .notFound(let path):
      return "no goldens directory at \(EchoedText.escaped(path))"
    case .notADirectory(let path):
      return "\(EchoedText.escaped(path)) is a file, not a goldens directory"
    case .unreadable(let path, let reason):
      return "cannot read \(EchoedText.escaped(path)): \(EchoedText.escaped(reason))"
    case .corrupt(let path, let reason):
      return
        "\(EchoedText.escaped(path)) is not a rendering fingerprint (\(EchoedText.escaped(reason))); restore it from "
        + "version control, or re-record the goldens beside it with SNAPSHOT_RECORD=all to write a new one"
    }
  }
}
