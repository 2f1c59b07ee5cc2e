import Foundation
import SnackbarFiles

/// A PNG file, read through a 64 KiB buffer: memory stays flat whatever the file's size, and
/// reading stops where decoding stops (a file that fails early is not read to its end).
///
/// The file is opened and read by the files module (``ReadOnlyFile``), which this type adapts to
/// the decoder: a golden is untrusted input, so only a regular file is read (a link is followed
/// to one), and a FIFO, a socket or a device is refused before a byte is read, never waited on.
final class PNGFileSource: PNGByteSource {
  /// The file's path, for messages.
  let path: String
  private let file: ReadOnlyFile
  private var buffer: UnsafeMutableRawBufferPointer
  private var start = 0
  private var end = 0

  /// The buffer's size: few system calls for a golden, a bounded amount whatever the file.
  static let bufferSize = 64 << 10

  /// Opens the file at `filePath` for reading.
  /// - Throws: ``PNGError/unreadableFile(path:reason:)`` naming the path and the reason.
  init(_ filePath: BytePath) throws(PNGError) {
    path = filePath.description
    do {
      file = try ReadOnlyFile(filePath, regularFilesOnly: true)
    } catch {
      throw .unreadableFile(path: filePath.description, reason: Self.reason(error.reason))
    }
    buffer = .allocate(byteCount: Self.bufferSize, alignment: 16)
  }

  deinit {
    buffer.deallocate()
  }

  func read(into destination: UnsafeMutableRawBufferPointer) throws(PNGError) -> Int {
    var written = 0
    while written < destination.count {
      if start == end {
        try refill()
        if start == end { break }  // the end of the file
      }
      let count = min(destination.count - written, end - start)
      guard let target = destination.baseAddress, let source = buffer.baseAddress else { break }
      (target + written).copyMemory(from: source + start, byteCount: count)
      written += count
      start += count
    }
    return written
  }

  /// Reads the next piece of the file into the buffer; at the end of the file the buffer stays
  /// empty.
  private func refill() throws(PNGError) {
    start = 0
    end = 0
    do {
      end = try file.read(into: buffer)
    } catch {
      throw .unreadableFile(path: path, reason: Self.reason(error.reason))
    }
  }

  /// The reason in the words this error has always used: the system's message, a plainer one
  /// for a missing file, and the system's "Is a directory" for a folder.
  private static func reason(_ reason: FileSystemError.Reason) -> String {
    switch reason {
    case .system(ENOENT): return "no such file"
    case .isADirectory: return FileSystemError.Reason.system(errno: EISDIR).description
    default: return reason.description
    }
  }
}
