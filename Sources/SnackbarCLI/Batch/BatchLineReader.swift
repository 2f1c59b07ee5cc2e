import SnackbarFiles
import SnackbarRendering

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lines of a job list, read from a file descriptor in chunks as they are needed, so a list
/// of any length takes the memory of one chunk and one line.
///
/// A line longer than ``maximumLineLength`` is refused whole (its bytes are skipped to the next
/// newline, never cut into a shorter line that would draw something else).
final class BatchLineReader: Sequence, IteratorProtocol {
  /// One line: its number from 1 and its bytes without the newline (and a `\r` before it), or
  /// nil when it was too long.
  struct Line {
    let number: Int
    let bytes: [UInt8]?
  }

  /// The longest line read, in bytes: far more than any message needs, little enough that a
  /// file without newlines cannot exhaust memory.
  static let defaultMaximumLineLength = 1 << 20

  let maximumLineLength: Int
  /// Why reading stopped early, if it did (the lines before were still given).
  private(set) var readError: SystemError?

  private let descriptor: Int32
  private var chunk: [UInt8]
  private var chunkStart = 0
  private var chunkEnd = 0
  private var lineNumber = 0
  private var atEnd = false

  /// Reads from `descriptor`, which the caller keeps open and closes.
  init(descriptor: Int32, maximumLineLength: Int = defaultMaximumLineLength, chunkSize: Int = 1 << 16) {
    self.descriptor = descriptor
    self.maximumLineLength = maximumLineLength
    chunk = [UInt8](repeating: 0, count: Swift.max(1, chunkSize))
  }

  func next() -> Line? {
    var line: [UInt8] = []
    var tooLong = false
    while true {
      if chunkStart == chunkEnd {
        guard refill() else {
          // The last line may lack its newline.
          guard !line.isEmpty || tooLong else { return nil }
          return finish(line, tooLong: tooLong)
        }
      }
      let available = chunk[chunkStart..<chunkEnd]
      let newline = available.firstIndex(of: 0x0A)
      let end = newline ?? chunkEnd
      if !tooLong {
        if line.count + (end - chunkStart) > maximumLineLength {
          tooLong = true
          line = []
        } else {
          line.append(contentsOf: chunk[chunkStart..<end])
        }
      }
      if let newline {
        chunkStart = newline + 1
        return finish(line, tooLong: tooLong)
      }
      chunkStart = chunkEnd
    }
  }

  private func finish(_ line: [UInt8], tooLong: Bool) -> Line {
    lineNumber += 1
    if tooLong { return Line(number: lineNumber, bytes: nil) }
    return Line(number: lineNumber, bytes: line.last == 0x0D ? Array(line.dropLast()) : line)
  }

  /// Reads the next chunk; false at the end of the input or on an error (kept in ``readError``).
  private func refill() -> Bool {
    guard !atEnd else { return false }
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count < 0 { readError = .last }
      if count <= 0 {
        atEnd = true
        return false
      }
      chunkStart = 0
      chunkEnd = count
      return true
    }
  }

  /// Whether a line holds only spaces and tabs (or nothing): such lines are skipped.
  static func isBlank(_ bytes: [UInt8]) -> Bool {
    bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 }
  }
}

/// A job list's file, opened for reading.
enum BatchInputFile {
  /// Opens `path` for reading; `role` names it in messages.
  /// - Throws: ``CLIError/failed(_:)`` naming the path and the system's reason.
  static func open(_ path: BytePath, role: String = "JOBS") throws(CLIError) -> Int32 {
    guard !path.bytes.contains(0) else { throw .failed("cannot read \(role) \(path): the path holds a NUL byte") }
    let name = path.bytes.map { CChar(bitPattern: $0) } + [0]
    let descriptor = name.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { posixOpen($0, O_RDONLY | O_CLOEXEC) } ?? -1
    }
    guard descriptor >= 0 else { throw .failed("cannot read \(role) \(path): \(SystemError.last)") }
    var status = stat()
    if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
      Self.close(descriptor)
      throw .failed("cannot read \(role) \(path): \(SystemError(code: EISDIR))")
    }
    return descriptor
  }

  /// The device and inode of the regular file `descriptor` reads, nil for a pipe, a terminal or
  /// a device: the job list's identity, which no line may write.
  static func regularFile(_ descriptor: Int32) -> (device: UInt64, inode: UInt64)? {
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    return (UInt64(status.st_dev), UInt64(status.st_ino))
  }

  /// Closes a descriptor ``open(_:)`` gave.
  static func close(_ descriptor: Int32) {
    _ = posixClose(descriptor)
  }

  /// The number of lines of `path` that are not blank, for the progress line's total; nil when
  /// the file cannot be read twice (a pipe given by name).
  static func countJobs(_ path: BytePath, maximumLineLength: Int) -> Int? {
    guard let descriptor = try? open(path) else { return nil }
    defer { Self.close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    let reader = BatchLineReader(descriptor: descriptor, maximumLineLength: maximumLineLength)
    var count = 0
    while let line = reader.next() {
      if let bytes = line.bytes, BatchLineReader.isBlank(bytes) { continue }
      count += 1
    }
    return reader.readError == nil ? count : nil
  }
}

/// open(2), under a name `BatchInputFile.open` does not shadow.
private func posixOpen(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
  open(path, flags)
}

/// close(2), under a name `BatchInputFile.close` does not shadow.
private func posixClose(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}
