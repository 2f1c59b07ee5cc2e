import Foundation

/// A PNG file, read through a 64 KiB buffer: memory stays flat whatever the file's size, and
/// reading stops where decoding stops (a file that fails early is not read to its end).
final class PNGFileSource: PNGByteSource {
  /// The file's path, for messages.
  let path: String
  private let descriptor: Int32
  private var buffer: UnsafeMutableRawBufferPointer
  private var start = 0
  private var end = 0

  /// The buffer's size: few system calls for a golden, a bounded amount whatever the file.
  static let bufferSize = 64 << 10

  /// Opens the file at `url` for reading.
  /// - Throws: ``PNGError/unreadableFile(path:reason:)`` naming the path and the system's reason.
  init(url: URL) throws(PNGError) {
    path = url.path
    descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .unreadableFile(path: url.path, reason: Self.reason(errno)) }
    buffer = .allocate(byteCount: Self.bufferSize, alignment: 16)
  }

  deinit {
    buffer.deallocate()
    close(descriptor)
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
    while true {
      let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
      if count >= 0 {
        end = count
        return
      }
      guard errno == EINTR else { throw .unreadableFile(path: path, reason: Self.reason(errno)) }
    }
  }

  /// The system's message for `code`, with a plainer one for the commonest.
  private static func reason(_ code: Int32) -> String {
    code == ENOENT ? "no such file" : String(cString: strerror(code))
  }
}

/// `read(2)`, under a name the class's own `read(into:)` does not hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
