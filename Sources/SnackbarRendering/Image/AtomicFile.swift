import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files so that readers see either the old content or the new content, never a mix.
///
/// The bytes go to a uniquely named temporary file in the destination's directory (same file
/// system, so the final `rename(2)` is atomic), are flushed to disk, then the temporary file is
/// renamed over the destination. On any failure the temporary file is removed and the existing
/// destination is untouched.
///
/// Package-wide rather than public: the renderer, the snapshot module and the CLI share it, but it
/// is a general utility, not part of the snackbar API (its errors are public, as
/// ``SnackbarRenderError/writing(_:)`` carries them).
package enum AtomicFile {
  /// Atomically replaces (or creates) the file at `url` with `bytes`, creating missing
  /// intermediate directories.
  /// - Throws: ``AtomicFileError`` naming the path and the reason.
  package static func write(_ bytes: [UInt8], to url: URL) throws(AtomicFileError) {
    try write(to: url) { sink throws(AtomicFileError) in try sink.write(bytes) }
  }

  /// Atomically replaces (or creates) the file at `url` with whatever `produce` writes to the sink
  /// it is given, piece by piece, so a large file (an HTML report with inline images) never has to
  /// be held in memory whole. Readers see the old file until `produce` returns and the new one is
  /// complete; if `produce` throws, the destination is untouched.
  ///
  /// The sink is valid only during `produce`; do not keep it.
  /// - Throws: ``AtomicFileError`` naming the path and the reason, or what `produce` threw.
  package static func write(
    to url: URL, _ produce: (AtomicFileSink) throws(AtomicFileError) -> Void
  ) throws(AtomicFileError) {
    guard url.isFileURL else { throw .notAFileURL(url.absoluteString) }
    let destination = url.standardizedFileURL.path
    let directory = url.standardizedFileURL.deletingLastPathComponent().path
    try createDirectory(directory)

    // mkstemp picks a fresh name and opens it with O_EXCL, so concurrent writers never collide.
    let name = url.lastPathComponent
    var template = Array("\(directory)/.\(name).tmp-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    guard descriptor >= 0 else {
      throw .cannotCreateTemporaryFile(directory: directory, reason: errorMessage())
    }
    let temporaryPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var committed = false
    defer {
      if !committed { unlink(temporaryPath) }
    }

    do {
      try produce(AtomicFileSink(descriptor: descriptor, path: temporaryPath))
    } catch {
      close(descriptor)
      throw error
    }
    // mkstemp creates the file 0600; give it the mode a normal file would get (0666 & ~umask).
    let mask = umask(0)
    umask(mask)
    fchmod(descriptor, 0o666 & ~mask)
    guard fsync(descriptor) == 0 else {
      let reason = errorMessage()
      close(descriptor)
      throw .writeFailed(path: temporaryPath, reason: reason)
    }
    guard close(descriptor) == 0 else { throw .writeFailed(path: temporaryPath, reason: errorMessage()) }
    guard rename(temporaryPath, destination) == 0 else {
      throw .renameFailed(path: destination, reason: errorMessage())
    }
    committed = true
  }

  private static func createDirectory(_ directory: String) throws(AtomicFileError) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw .cannotCreateDirectory(path: directory, reason: "a file with that name exists")
      }
      return
    }
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
      let reason =
        underlying.map { $0.domain == NSPOSIXErrorDomain ? String(cString: strerror(Int32($0.code))) : "\($0)" }
        ?? (error as NSError).localizedDescription
      throw .cannotCreateDirectory(path: directory, reason: reason)
    }
  }

  fileprivate static func errorMessage() -> String {
    String(cString: strerror(errno))
  }
}

/// Where ``AtomicFile/write(to:_:)`` hands its producer the temporary file: each call appends.
package struct AtomicFileSink {
  fileprivate let descriptor: Int32
  fileprivate let path: String

  /// Appends `bytes` to the file being written.
  /// - Throws: ``AtomicFileError/writeFailed(path:reason:)`` (for example, the disk is full).
  package func write(_ bytes: [UInt8]) throws(AtomicFileError) {
    var offset = 0
    let failure: String? = bytes.withUnsafeBytes { buffer -> String? in
      guard let base = buffer.baseAddress else { return nil }
      while offset < buffer.count {
        let written = posixWrite(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return AtomicFile.errorMessage()
        }
        offset += written
      }
      return nil
    }
    if let failure { throw .writeFailed(path: path, reason: failure) }
  }
}

/// `write(2)`, under a name the static `AtomicFile.write` does not shadow.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
