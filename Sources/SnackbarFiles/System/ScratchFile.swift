#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An unnamed temporary file (tmpfile(3): removed when closed, or when the process ends however
/// it ends) for text too long to hold in memory until what goes before it is known. Write errors
/// are kept and thrown once, by ``readBack(_:)``.
package final class ScratchFile {
  /// What messages call the file: it has no name of its own.
  private let shown: BytePath
  private var file: UnsafeMutablePointer<FILE>?
  private var error: SystemError?

  /// A new, empty file; `shown` names it in errors ("the index page's temporary file").
  package init(shownAs shown: String) {
    self.shown = BytePath(shown)
    file = tmpfile()
    if file == nil { error = .last }
  }

  deinit {
    if let file { fclose(file) }
  }

  /// Appends `bytes`; after a failure nothing more is written.
  package func write(_ bytes: [UInt8]) {
    guard let file, error == nil, !bytes.isEmpty else { return }
    let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    if written != bytes.count { error = .last }
  }

  /// Hands everything written to `body`, from the start, in pieces of at most 64 KiB.
  /// - Throws: ``FileSystemError`` naming the file as shown when it could not be written or read
  ///   back.
  package func readBack(_ body: ([UInt8]) -> Void) throws(FileSystemError) {
    guard let file, error == nil, fflush(file) == 0 else {
      throw FileSystemError(.write, shown, error ?? .last)
    }
    rewind(file)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      if count == 0 { break }
      body(Array(chunk[0..<count]))
    }
    guard ferror(file) == 0 else { throw FileSystemError(.read, shown, .last) }
  }
}
