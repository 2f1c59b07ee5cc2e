import Foundation
import SnackbarFiles

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
/// $XDG_CACHE_HOME/material-snackbar/shadow-masks-2/<program and libraries>/<key>.mask
/// ```
///
/// The store is untrusted input (``CacheFolder``): below the renderer's folder no link is
/// followed, a `.mask` is read only when it is a regular file no larger than a valid one, and a
/// mask is stored by renaming a new file over the entry. The checksum finds damage, not forgery:
/// whoever can write the cache can change a shadow's pixels, as with any build cache;
/// `snackbar doctor --cache` re-renders every mask of its build and compares them byte for byte.
struct ShadowMaskDiskStore: Sendable {
  /// The renderer's cache folder, `$XDG_CACHE_HOME/material-snackbar` (links followed: it is
  /// the user's to place).
  let rendererFolder: BytePath
  /// The folder for this program and these libraries, below ``layoutName``.
  let buildName: [UInt8]

  /// The layout below the renderer's cache folder; changed when the file format changes.
  static let layoutName = "shadow-masks-2"
  /// A file's first bytes.
  static let magic = Array("SNKMASK2".utf8)
  /// Masks larger than this are not stored (a mask of a whole 3x tablet is about 25 MB).
  static let largestStoredBytes = 16 << 20

  init(rendererFolder: BytePath, buildName: String) {
    self.rendererFolder = rendererFolder
    self.buildName = Array(buildName.utf8)
  }

  /// The folder this store reads and writes.
  var folder: BytePath { rendererFolder.appending(Self.layoutName).appending(buildName) }

  /// The store for this process: nil when there is no cache folder or the executable cannot be
  /// identified (then every mask is rendered, as before the store existed). Its folder, when it
  /// exists, is marked as used now (its modification time), so that ``prune(keeping:)`` in
  /// another build's process keeps the folders of programs still run, not only of those that
  /// still add masks.
  static func forThisProcess(environment: [String: String]) -> ShadowMaskDiskStore? {
    guard environment["SNACKBAR_SHADOW_DISK_CACHE"] != "0",
      let base = FontCache.rendererFolder(environment: environment),
      let executable = try? FileSystem.status(of: BytePath("/proc/self/exe")), executable.kind == .regular
    else { return nil }
    let libraries = LibraryVersions.current().sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let identity =
      "exe=\(executable.device):\(executable.inode):\(executable.size):\(executable.modificationNanoseconds) "
      + libraries.joined(separator: " ")
    let store = ShadowMaskDiskStore(rendererFolder: base, buildName: name(identity))
    (try? store.openFolder(creating: false))?.markUsed()
    return store
  }

  /// This store's folder, opened without following a link below ``rendererFolder``; made (with
  /// the layout folder) when `creating`.
  func openFolder(creating: Bool) throws(FileSystemError) -> CacheFolder {
    try CacheFolder.open(rendererFolder, creating: creating)
      .folder(path: [Array(Self.layoutName.utf8), buildName], creating: creating)
  }

  /// The stored mask for `key`, or nil when there is none that matches in full.
  func load(_ key: ShadowMaskKey) -> ShadowMask? {
    guard let folder = try? openFolder(creating: false),
      let bytes = try? folder.readFile(fileName(for: key), maximumSize: Self.largestFileSize(for: key))
    else { return nil }
    return Self.decode(bytes, key: key)
  }

  /// Stores `mask` for `key`; failures (a read-only or full disk) are ignored: the store only
  /// saves time. The first mask of a new folder (a new build of the program) also prunes the
  /// folders of older builds (``prune(keeping:)``).
  func save(_ mask: ShadowMask, for key: ShadowMaskKey) {
    guard mask.alpha.count <= Self.largestStoredBytes,
      let layout = try? CacheFolder.open(rendererFolder, creating: true).folder(
        Array(Self.layoutName.utf8), creating: true)
    else { return }
    let isNewFolder = (try? layout.status(of: buildName)) == nil
    guard let folder = try? layout.folder(buildName, creating: true),
      (try? folder.replaceFile(fileName(for: key), with: Self.encode(mask, key: key))) != nil
    else { return }
    if isNewFolder { prune(keeping: Self.keptFolderCount) }
  }

  /// How many programs' folders are kept. Every build of a program (a test binary too) gets a
  /// folder of its own, so without pruning they pile up: a developer's day of rebuilds left
  /// dozens, each with a few hundred KiB of masks.
  static let keptFolderCount = 8

  /// Keeps this folder and the `count - 1` most recently used folders beside it, removing the
  /// others, and removes the folders of earlier store layouts (`shadow-masks-1`, …; a later
  /// layout belongs to a newer version of the library and stays).
  ///
  /// A folder counts as used when a process of its program starts (``forThisProcess(environment:)``
  /// sets its modification time) or adds a mask to it; when one is removed anyway, that program
  /// renders its masks again and stores them anew. A reader racing the removal gets a miss, never
  /// a wrong mask. Only real folders count (links and files beside them are left alone), and
  /// nothing is removed through a link. Failures are ignored.
  func prune(keeping count: Int) {
    guard let renderer = try? CacheFolder.open(rendererFolder, creating: false) else { return }
    let layoutPrefix = String(Self.layoutName.prefix(while: { !$0.isNumber }))
    let layoutNumber = Int(Self.layoutName.dropFirst(layoutPrefix.count)) ?? 0
    for name in (try? renderer.entries(limit: Self.largestListing)) ?? [] {
      guard let text = String(validating: name, as: UTF8.self), text.hasPrefix(layoutPrefix),
        let number = Int(text.dropFirst(layoutPrefix.count)), number < layoutNumber
      else { continue }
      renderer.remove(name)
    }
    guard let layout = try? renderer.folder(Array(Self.layoutName.utf8), creating: false),
      let siblings = try? layout.entries(limit: Self.largestListing)
    else { return }
    let dated = siblings.compactMap { name -> (name: [UInt8], modified: Int64)? in
      guard name != buildName, let status = try? layout.status(of: name), status.kind == .directory else {
        return nil
      }
      return (name, status.modificationNanoseconds)
    }
    for old in dated.sorted(by: { $0.modified > $1.modified }).dropFirst(max(0, count - 1)) {
      layout.remove(old.name)
    }
  }

  /// The most entries a listing of the store's folders reads; beyond, pruning waits (a planted
  /// million files must not cost every new build's first render).
  static let largestListing = 4096

  /// The path of `key`'s file, for messages and tests.
  func path(for key: ShadowMaskKey) -> BytePath {
    folder.appending(fileName(for: key))
  }

  /// The name of `key`'s file in the store's folder.
  func fileName(for key: ShadowMaskKey) -> [UInt8] {
    Array("\(Self.name(Self.description(of: key))).mask".utf8)
  }

  /// The size of a file holding the largest mask stored for `key`: a larger file is not read.
  static func largestFileSize(for key: ShadowMaskKey) -> Int {
    headerSize(keyLength: description(of: key).utf8.count) + largestStoredBytes
  }

  /// Magic, key length, key, four integers and the checksum.
  static func headerSize(keyLength: Int) -> Int {
    magic.count + 4 + keyLength + 16 + 8
  }

  /// Every field of the key, spelled exactly (Doubles round-trip through their description).
  static func description(of key: ShadowMaskKey) -> String {
    "w16=\(key.widthSixteenths) h16=\(key.heightSixteenths) r16=\(key.cornerSixteenths) "
      + "elevation=\(key.elevation) scale=\(key.scale) sigma=\(key.style.sigmaFactor) "
      + "cutoff=\(key.style.alphaCutoff)"
  }

  /// Magic, the key's length and text, width, height, origin x and y (little-endian UInt32), a
  /// checksum (``checksum(_:continuing:)`` of everything before it, then of the alpha bytes), then
  /// the alpha bytes. The checksum comes before the pixels so that a reader can drop the header
  /// in place and keep the rest as the mask, without a second copy of it.
  static func encode(_ mask: ShadowMask, key: ShadowMaskKey) -> [UInt8] {
    let keyBytes = Array(description(of: key).utf8)
    var bytes = magic
    bytes.reserveCapacity(headerSize(keyLength: keyBytes.count) + mask.alpha.count)
    func append(_ value: Int) {
      withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { bytes.append(contentsOf: $0) }
    }
    append(keyBytes.count)
    bytes += keyBytes
    for value in [mask.width, mask.height, mask.originX, mask.originY] { append(value) }
    let headerSum = bytes.withUnsafeBytes { checksum($0) }
    let sum = mask.alpha.withUnsafeBytes { checksum($0, continuing: headerSum) }
    withUnsafeBytes(of: sum.littleEndian) { bytes.append(contentsOf: $0) }
    bytes += mask.alpha
    return bytes
  }

  /// The mask in `bytes` if they are a whole, intact file for exactly `key`. Takes the bytes, so
  /// that the alpha values stay in their buffer (the header is removed in place).
  static func decode(_ file: consuming [UInt8], key: ShadowMaskKey) -> ShadowMask? {
    var bytes = consume file
    var offset = 0
    func integer() -> Int? {
      guard bytes.count - offset >= 4 else { return nil }
      defer { offset += 4 }
      return bytes[offset..<offset + 4].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
    func take(_ count: Int) -> ArraySlice<UInt8>? {
      guard count >= 0, bytes.count - offset >= count else { return nil }
      defer { offset += count }
      return bytes[offset..<offset + count]
    }
    guard take(magic.count).map(Array.init) == magic,
      let keyLength = integer(), let keyBytes = take(keyLength),
      keyBytes.elementsEqual(description(of: key).utf8),
      let width = integer(), let height = integer(), let originX = integer(), let originY = integer(),
      width > 0, height > 0, width <= 1 << 16, height <= 1 << 16
    else { return nil }
    let headerCount = offset
    guard let stored = take(8), bytes.count - offset == width * height else { return nil }
    let expected = stored.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    let sum = bytes.withUnsafeBytes { all in
      checksum(
        UnsafeRawBufferPointer(rebasing: all[offset...]),
        continuing: checksum(UnsafeRawBufferPointer(rebasing: all[..<headerCount])))
    }
    guard sum == expected else { return nil }
    bytes.removeSubrange(..<offset)
    return ShadowMask(width: width, height: height, originX: originX, originY: originY, alpha: bytes)
  }

  /// A 64-bit checksum against truncated or damaged files, not against tampering: FNV-1a's
  /// xor-and-multiply over 8-byte words (then the last few bytes one by one), starting from
  /// `seed`. Each step is a bijection of the state, so a change to any one word always changes
  /// the sum. Byte-wise FNV-1a (format 1) spent a quarter of a millisecond of every render
  /// process on a snackbar's mask; SHA-256 would cost more still.
  static func checksum(_ bytes: UnsafeRawBufferPointer, continuing seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
    let prime: UInt64 = 0x0000_0100_0000_01b3
    var hash = seed
    guard let base = bytes.baseAddress else { return hash }
    var offset = 0
    while offset + 8 <= bytes.count {
      hash = (hash ^ UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) &* prime
      offset += 8
    }
    while offset < bytes.count {
      hash = (hash ^ UInt64(base.load(fromByteOffset: offset, as: UInt8.self))) &* prime
      offset += 1
    }
    return hash
  }

  /// A file or folder name for `text`: 32 hex digits of its SHA-256, as the font cache names its
  /// folders.
  static func name(_ text: String) -> String {
    String(SHA256.hexDigest(Array(text.utf8)).prefix(32))
  }
}
