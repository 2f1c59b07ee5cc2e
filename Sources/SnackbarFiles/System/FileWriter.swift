#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How staged output files receive their bytes: write(2), unless a test substitutes a writer that
/// fails (a full disk) through the task-local ``current``, which no test could otherwise provoke
/// without root.
package struct FileWriter: Sendable {
  /// Writes some of `bytes` to `descriptor`: the count written, or the failure.
  let write: @Sendable (_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Result<Int, SystemError>

  /// A writer from a closure.
  init(write: @escaping @Sendable (Int32, UnsafeRawBufferPointer) -> Result<Int, SystemError>) {
    self.write = write
  }

  /// write(2).
  package static let system = FileWriter { descriptor, bytes in
    let count = posixWrite(descriptor, bytes.baseAddress, bytes.count)
    return count >= 0 ? .success(count) : .failure(.last)
  }

  /// A writer that always fails with `code`, such as `ENOSPC`.
  package static func failing(_ code: Int32) -> FileWriter {
    FileWriter { _, _ in .failure(SystemError(code: code)) }
  }

  /// The writer new ``OutputTransaction``s use; ``system`` unless a test binds another.
  @TaskLocal package static var current: FileWriter = .system

  /// Writes all of `bytes`, retrying after interruptions and short writes.
  func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) throws(SystemError) {
    var offset = 0
    while offset < bytes.count {
      switch write(descriptor, UnsafeRawBufferPointer(rebasing: bytes[offset...])) {
      case .success(let count): offset += count
      case .failure(let error) where error.code == EINTR: continue
      case .failure(let error): throw error
      }
    }
  }
}

/// write(2), under a name `FileWriter.write` does not shadow.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
