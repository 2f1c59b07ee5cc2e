import Foundation
import SnackbarFiles

/// SHA-256 (FIPS 180-4), computed by GLib's `GChecksum`: CryptoKit is not available on Linux, and
/// GLib is already linked through Pango.
///
/// Used to fingerprint the pinned font files; hashing them tells two machines apart whose Debian
/// packages carry different font builds. Feed data with `update(_:)` (any number of times) and
/// read the digest with ``finalize()``.
///
/// Package-wide rather than public: a public `SHA256` clashed with swift-crypto's (and
/// CryptoKit's) for anyone importing both, and only the package's own fingerprints use it.
package struct SHA256: Sendable {
  /// The digest length in bytes.
  package static let digestByteCount = 32

  private var checksum = GLibChecksum()

  /// Creates a hasher with the standard initial state.
  package init() {}

  /// Hashes more data.
  package mutating func update(_ bytes: UnsafeRawBufferPointer) {
    uniqueChecksum().update(bytes)
  }

  /// Hashes more data.
  package mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
    let array = Array(bytes)
    array.withUnsafeBytes { update($0) }
  }

  /// Returns the 32-byte digest of everything hashed so far. The hasher then starts over, as if
  /// newly created.
  package mutating func finalize() -> [UInt8] {
    uniqueChecksum().digestAndReset()
  }

  /// The digest of `bytes`.
  package static func hash<Bytes: Sequence>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
    var hasher = SHA256()
    hasher.update(bytes)
    return hasher.finalize()
  }

  /// The digest of `bytes` as 64 lowercase hexadecimal characters.
  package static func hexDigest<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    hex(hash(bytes))
  }

  /// The hex digest of the file at `path`, read in 1 MiB chunks so large fonts need little memory.
  /// - Throws: `FileSystemError` when the file cannot be opened or read.
  package static func hexDigest(ofFileAtPath path: String) throws(FileSystemError) -> String {
    let file = try ReadOnlyFile(BytePath(path))
    var hasher = SHA256()
    while true {
      let chunk = try file.readBytes(upTo: 1 << 20)
      if chunk.isEmpty { break }
      hasher.update(chunk)
    }
    return hex(hasher.finalize())
  }

  /// Lowercase hexadecimal text of `bytes`.
  package static func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The checksum, copied first when another ``SHA256`` value still shares it, so that hashing into
  /// one copy never changes another (value semantics over a C object).
  private mutating func uniqueChecksum() -> GLibChecksum {
    if !isKnownUniquelyReferenced(&checksum) { checksum = checksum.copy() }
    return checksum
  }
}
