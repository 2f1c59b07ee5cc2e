import Foundation

/// Shadow masks kept on disk, so a short process (one `snackbar render`) reads its shadow
/// instead of rasterising and blurring it: the mask was about a seventh of such a process.
///
/// A mask depends on its key, on this program's code and on Cairo, which rasterises the shape.
/// So the store's folder is named after the running executable (device, inode, size and
/// modification time: any rebuild is another folder) and the native library versions; a file
/// holds its full key and a checksum, and anything that does not match (another key, a truncated
/// or corrupt file, an unreadable folder) is a miss, after which the mask is rendered as before.
/// Writes are atomic, so concurrent processes never read half a file. The pixels are the same
/// either way: a stored mask is the rendered one, byte for byte.
///
/// ```
/// $XDG_CACHE_HOME/material-snackbar/shadow-masks-1/<program and libraries>/<key>.mask
/// ```
struct ShadowMaskDiskStore: Sendable {
  /// The folder for this program and these libraries.
  let folder: BytePath

  /// The layout below the renderer's cache folder; changed when the file format changes.
  static let layoutName = "shadow-masks-1"
  /// A file's first bytes.
  private static let magic = Array("SNKMASK1".utf8)
  /// Masks larger than this are not stored (a mask of a whole 3x tablet is about 25 MB).
  static let largestStoredBytes = 16 << 20

  init(folder: BytePath) {
    self.folder = folder
  }

  /// The store for this process: nil when there is no cache folder or the executable cannot be
  /// identified (then every mask is rendered, as before the store existed).
  static func forThisProcess(environment: [String: String]) -> ShadowMaskDiskStore? {
    guard environment["SNACKBAR_SHADOW_DISK_CACHE"] != "0",
      let base = FontCache.rendererFolder(environment: environment),
      let executable = try? FileSystem.status(of: BytePath("/proc/self/exe")), executable.kind == .regular
    else { return nil }
    let libraries = LibraryVersions.current().sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let identity =
      "exe=\(executable.device):\(executable.inode):\(executable.size):\(executable.modificationNanoseconds) "
      + libraries.joined(separator: " ")
    return ShadowMaskDiskStore(folder: BytePath("\(base)/\(layoutName)/\(name(identity))"))
  }

  /// The stored mask for `key`, or nil when there is none that matches in full.
  func load(_ key: ShadowMaskKey) -> ShadowMask? {
    guard let bytes = try? FileSystem.readFile(path(for: key)) else { return nil }
    return Self.decode(bytes, key: key)
  }

  /// Stores `mask` for `key`; failures (a read-only or full disk) are ignored: the store only
  /// saves time.
  func save(_ mask: ShadowMask, for key: ShadowMaskKey) {
    guard mask.alpha.count <= Self.largestStoredBytes else { return }
    try? AtomicFile.write(Self.encode(mask, key: key), to: URL(fileURLWithPath: path(for: key).description))
  }

  func path(for key: ShadowMaskKey) -> BytePath {
    folder.appending("\(Self.name(Self.description(of: key))).mask")
  }

  /// Every field of the key, spelled exactly (Doubles round-trip through their description).
  static func description(of key: ShadowMaskKey) -> String {
    "w16=\(key.widthSixteenths) h16=\(key.heightSixteenths) r16=\(key.cornerSixteenths) "
      + "elevation=\(key.elevation) scale=\(key.scale) sigma=\(key.style.sigmaFactor) "
      + "cutoff=\(key.style.alphaCutoff)"
  }

  /// Magic, the key's length and text, width, height, origin x and y (little-endian UInt32), the
  /// alpha bytes, then an FNV-1a checksum of everything before it.
  static func encode(_ mask: ShadowMask, key: ShadowMaskKey) -> [UInt8] {
    let keyBytes = Array(description(of: key).utf8)
    var bytes = magic
    bytes.reserveCapacity(magic.count + 4 + keyBytes.count + 16 + mask.alpha.count + 8)
    func append(_ value: Int) {
      withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { bytes.append(contentsOf: $0) }
    }
    append(keyBytes.count)
    bytes += keyBytes
    for value in [mask.width, mask.height, mask.originX, mask.originY] { append(value) }
    bytes += mask.alpha
    withUnsafeBytes(of: fnv1a(bytes[...]).littleEndian) { bytes.append(contentsOf: $0) }
    return bytes
  }

  /// The mask in `bytes` if they are a whole, intact file for exactly `key`.
  static func decode(_ bytes: [UInt8], key: ShadowMaskKey) -> ShadowMask? {
    var offset = 0
    func take(_ count: Int) -> ArraySlice<UInt8>? {
      guard count >= 0, bytes.count - offset >= count else { return nil }
      defer { offset += count }
      return bytes[offset..<offset + count]
    }
    func integer() -> Int? {
      guard let slice = take(4) else { return nil }
      return slice.reversed().reduce(0) { $0 << 8 | Int($1) }
    }
    guard bytes.count >= magic.count + 8, take(magic.count).map(Array.init) == magic,
      let keyLength = integer(), let keyBytes = take(keyLength),
      Array(keyBytes) == Array(description(of: key).utf8),
      let width = integer(), let height = integer(), let originX = integer(), let originY = integer(),
      width > 0, height > 0, width <= 1 << 16, height <= 1 << 16,
      let alpha = take(width * height), bytes.count - offset == 8,
      let stored = take(8)
    else { return nil }
    let checksum = stored.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    guard checksum == fnv1a(bytes[..<(bytes.count - 8)]) else { return nil }
    return ShadowMask(width: width, height: height, originX: originX, originY: originY, alpha: Array(alpha))
  }

  /// 64-bit FNV-1a: a checksum against truncated or damaged files, not against tampering. Not
  /// SHA-256: it runs over the whole mask on the start-up path, where FNV-1a is the cheaper.
  static func fnv1a(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    bytes.withUnsafeBufferPointer { buffer in
      for byte in buffer { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    }
    return hash
  }

  /// A file or folder name for `text`: 32 hex digits of its SHA-256, as the font cache names its
  /// folders.
  static func name(_ text: String) -> String {
    String(SHA256.hexDigest(Array(text.utf8)).prefix(32))
  }
}
