import CGLib

/// An owned GLib `GChecksum` computing SHA-256, freed in `deinit`.
///
/// A class because the `GChecksum *` must be freed exactly once; ``SHA256`` wraps it with
/// copy-on-write to keep value semantics. `@unchecked Sendable` because ``SHA256`` only mutates an
/// instance after `isKnownUniquelyReferenced`, so an instance shared between copies (and so
/// possibly between threads) is never written; GLib itself does not lock it.
final class GLibChecksum: @unchecked Sendable {
  private let checksum: OpaquePointer

  /// A checksum with no data hashed yet.
  init() {
    // g_checksum_new returns NULL only for a type this GLib does not know; SHA-256 has been in
    // every GLib since 2.16, so NULL means a broken installation, not a recoverable condition.
    guard let checksum = g_checksum_new(G_CHECKSUM_SHA256) else {
      fatalError("GLib cannot compute SHA-256 (g_checksum_new returned NULL)")
    }
    self.checksum = checksum
  }

  private init(adopting checksum: OpaquePointer) {
    self.checksum = checksum
  }

  deinit { g_checksum_free(checksum) }

  /// An independent checksum with the same data hashed so far.
  func copy() -> GLibChecksum {
    GLibChecksum(adopting: g_checksum_copy(checksum))
  }

  /// Hashes `bytes`.
  func update(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    g_checksum_update(checksum, base.assumingMemoryBound(to: guchar.self), gssize(bytes.count))
  }

  /// The digest of the data hashed so far; then starts over with no data, because GLib refuses
  /// (with a critical warning) further updates once the digest has been read.
  func digestAndReset() -> [UInt8] {
    var length = gsize(SHA256.digestByteCount)
    var digest = [UInt8](repeating: 0, count: SHA256.digestByteCount)
    digest.withUnsafeMutableBufferPointer { buffer in
      g_checksum_get_digest(checksum, buffer.baseAddress, &length)
    }
    g_checksum_reset(checksum)
    return digest
  }
}
