import SnackbarFiles

/// `snackbar doctor --cache` for the mask store: every file in this build's folder must be a
/// mask this build renders, byte for byte.
///
/// A mask's checksum catches damage but not a forged file with a recomputed checksum, which would
/// change a shadow's pixels. Any file can be checked by rendering its key again, since the
/// folder's name pins the program and the libraries that rendered it: so the check reads each
/// file as the store does (a regular file within its bound), takes the key from its header,
/// checks that the key names the file and that its size is the one that key renders, renders
/// it and compares the whole file with a fresh encoding.
extension ShadowMaskDiskStore {
  /// What the check of one folder found.
  struct Check: Sendable {
    /// Masks that are exactly what this build renders.
    var checked = 0
    /// Entries that are not: names and reasons.
    var rejected: [(name: [UInt8], reason: String)] = []
  }

  /// The most entries the check reads in the folder: one mask per snackbar size rendered.
  static let largestCheckListing = 1 << 16

  /// Checks every entry of this store's folder; with `repair`, removes those that fail. A folder
  /// that does not exist holds nothing to check; a link or file in its place is rejected.
  /// - Throws: ``FileSystemError`` when the folder cannot be opened or listed.
  func check(repair: Bool) throws(FileSystemError) -> Check {
    var check = Check()
    let folder: CacheFolder
    do {
      folder = try openFolder(creating: false)
    } catch  where error.reason == .missing {
      return check
    } catch {
      guard case .notADirectory(let kind) = error.reason else { throw error }
      check.rejected.append((buildName, "\(kind.name) in place of the store's folder"))
      if repair { (try? openLayout())?.remove(buildName) }
      return check
    }
    for name in try folder.entries(limit: Self.largestCheckListing).sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      if let reason = problem(with: name, in: folder) {
        check.rejected.append((name, reason))
        if repair { folder.remove(name) }
      } else {
        check.checked += 1
      }
    }
    return check
  }

  private func openLayout() throws(FileSystemError) -> CacheFolder {
    try CacheFolder.open(rendererFolder, creating: false).folder(Array(Self.layoutName.utf8), creating: false)
  }

  /// Why the entry `name` is not a mask this build would store; `nil` when it is one.
  private func problem(with name: [UInt8], in folder: CacheFolder) -> String? {
    guard name.first != UInt8(ascii: "."), name.count > 5, name.suffix(5).elementsEqual(".mask".utf8) else {
      return name.first == UInt8(ascii: ".") ? "an unfinished write (its process stopped)" : "not a mask file"
    }
    let bytes: [UInt8]
    do {
      bytes = try folder.readFile(
        name, maximumSize: Self.headerSize(keyLength: Self.longestKey) + Self.largestStoredBytes)
    } catch {
      return error.reason.cacheEntryDescription
    }
    guard let key = Self.storedKey(in: bytes) else { return "no key this build writes" }
    guard fileName(for: key) == name else { return "a mask stored under another key's name" }
    guard let stored = Self.decode(bytes, key: key) else { return "damaged (its size or checksum does not match)" }
    // The key's mask must be the stored size before it is rendered: a forged key cannot ask for
    // more than the 16 MiB the file could hold.
    guard let frame = ShadowMask.frame(for: key), frame.width == stored.width, frame.height == stored.height else {
      return "its size is not the one its key renders"
    }
    do {
      guard let rendered = try ShadowMask.render(key), Self.encode(rendered, key: key) == bytes else {
        return "it differs from a fresh render of its key (forged, or stored by other code)"
      }
    } catch {
      return "its key cannot be rendered: \(error)"
    }
    return nil
  }

  /// The longest key text the store writes is about 90 bytes.
  static let longestKey = 1024

  /// The key written in a file's header, if the header holds one in the store's spelling.
  static func storedKey(in bytes: [UInt8]) -> ShadowMaskKey? {
    guard bytes.count >= magic.count + 4, bytes.starts(with: magic) else { return nil }
    let length = bytes[magic.count..<magic.count + 4].reversed().reduce(0) { $0 << 8 | Int($1) }
    guard length <= longestKey, bytes.count >= magic.count + 4 + length,
      let text = String(validating: bytes[(magic.count + 4)..<(magic.count + 4 + length)], as: UTF8.self)
    else { return nil }
    return ShadowMaskKey(description: text)
  }
}

extension ShadowMaskKey {
  /// The key ``ShadowMaskDiskStore/description(of:)`` spells as `text`, exactly: `nil` for any
  /// other text, and for values no render uses (elevation beyond 0...1000, scale beyond
  /// 0...100, sizes beyond what a stored mask can hold), so that checking a forged key costs no
  /// more than a real one.
  init?(description text: String) {
    let fields = text.split(separator: " ", omittingEmptySubsequences: false)
    let names = ["w16=", "h16=", "r16=", "elevation=", "scale=", "sigma=", "cutoff="]
    guard fields.count == names.count, zip(fields, names).allSatisfy({ $0.hasPrefix($1) }) else { return nil }
    let values = zip(fields, names).map { String($0.dropFirst($1.count)) }
    guard let width = Int(values[0]), let height = Int(values[1]), let corner = Int(values[2]),
      let elevation = Double(values[3]), let scale = Double(values[4]), let sigma = Double(values[5]),
      let cutoff = Double(values[6]),
      (1...(1 << 24)).contains(width), (1...(1 << 24)).contains(height), (0...(1 << 24)).contains(corner),
      (0...1000).contains(elevation), scale > 0, scale <= 100, (0...10).contains(sigma), (0...255).contains(cutoff)
    else { return nil }
    widthSixteenths = width
    heightSixteenths = height
    cornerSixteenths = corner
    self.elevation = elevation
    self.scale = scale
    style = ShadowStyle(sigmaFactor: sigma, alphaCutoff: cutoff)
    guard ShadowMaskDiskStore.description(of: self) == text else { return nil }
  }
}
