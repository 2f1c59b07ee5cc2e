import Foundation

/// What code working with Foundation's types needs from the file system.
extension FileSystem {
  /// Where a child process's output goes when nobody reads it (`/dev/null`), so a chatty tool can
  /// never fill a pipe and block.
  package static var discardedOutput: FileHandle { .nullDevice }

  /// The current directory as a folder URL (getcwd(3)); `.` when it cannot be found (it was
  /// removed), so relative paths stay relative.
  package static var currentDirectoryURL: URL {
    let path = (try? currentDirectory()).map { String(decoding: $0.bytes, as: UTF8.self) } ?? "."
    return URL(fileURLWithPath: path, isDirectory: true)
  }

  /// ``temporaryDirectory`` as a folder URL.
  package static var temporaryDirectoryURL: URL {
    URL(fileURLWithPath: String(decoding: temporaryDirectory.bytes, as: UTF8.self), isDirectory: true)
  }
}
