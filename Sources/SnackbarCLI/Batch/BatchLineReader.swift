import SnackbarFiles
import SnackbarRendering

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
  private(set) var readError: FileSystemError?

  private let descriptor: Int32
  private let path: BytePath
  private var chunk: [UInt8]
  private var chunkStart = 0
  private var chunkEnd = 0
  private var lineNumber = 0
  private var atEnd = false

  /// Reads from `descriptor`, which the caller keeps open and closes; `path` names it in
  /// ``readError``.
  init(
    descriptor: Int32, path: BytePath = BytePath("standard input"),
    maximumLineLength: Int = defaultMaximumLineLength, chunkSize: Int = 1 << 16
  ) {
    self.descriptor = descriptor
    self.path = path
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
    let result = chunk.withUnsafeMutableBytes { buffer in
      Result { () throws(FileSystemError) in try InputDescriptor.read(descriptor, into: buffer, path: path) }
    }
    let count: Int
    switch result {
    case .success(let read): count = read
    case .failure(let error):
      readError = error
      count = 0
    }
    if count == 0 {
      atEnd = true
      return false
    }
    chunkStart = 0
    chunkEnd = count
    return true
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
    do {
      return try InputDescriptor.open(path)
    } catch {
      throw .failed("cannot read \(role) \(path): \(error.reason)")
    }
  }

  /// The device and inode of the regular file `descriptor` reads, nil for a pipe, a terminal or
  /// a device: the job list's identity, which no line may write.
  static func regularFile(_ descriptor: Int32) -> (device: UInt64, inode: UInt64)? {
    guard let status = InputDescriptor.status(descriptor), status.kind == .regular else { return nil }
    return (status.device, status.inode)
  }

  /// Closes a descriptor ``open(_:)`` gave.
  static func close(_ descriptor: Int32) {
    InputDescriptor.close(descriptor)
  }

  /// The number of lines of `path` that are not blank, for the progress line's total; nil when
  /// the file cannot be read twice (a pipe given by name).
  static func countJobs(_ path: BytePath, maximumLineLength: Int) -> Int? {
    guard let descriptor = try? Self.open(path) else { return nil }
    defer { Self.close(descriptor) }
    guard InputDescriptor.status(descriptor)?.kind == .regular else { return nil }
    let reader = BatchLineReader(descriptor: descriptor, path: path, maximumLineLength: maximumLineLength)
    var count = 0
    while let line = reader.next() {
      if let bytes = line.bytes, BatchLineReader.isBlank(bytes) { continue }
      count += 1
    }
    return reader.readError == nil ? count : nil
  }
}
