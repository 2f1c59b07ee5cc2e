import SnackbarCatalog

/// Folder names for catalog keys: safe on every file system, one per key, the same on every run
/// and every shard.
///
/// A key may hold anything (`%@ deleted`, `a/b`, `..`, `写真`), so a key is kept as written
/// only when it is plain (letters, digits, `.`, `_`, `-`, not starting with a dot, at most 64
/// bytes); any other key becomes its plain characters plus `~` and a 64-bit hash of the whole
/// key. `~` never appears in a kept key, so a changed name cannot equal a kept one. Two keys that
/// differ only in case (`Save`, `save`) would share a folder on a case-insensitive file system
/// (macOS, Windows), so both get the hash too; two keys whose hashed names are equal get `-2`,
/// `-3`… in code-point order. The choice depends only on the catalog's keys,
/// never on which keys a shard renders, so every shard names a key's folder alike.
///
/// Keys of a catalog of several tables are in a folder per table (`InfoPlist.xcstrings/
/// CFBundleName`), named by the same rules from the table's last path component, or the whole
/// table's hash where that is not plain or two tables share it (`App/InfoPlist.xcstrings` and
/// `Launcher/InfoPlist.xcstrings`).
enum MatrixPathNames {
  /// The folder of each of `keys`, relative to a locale's folder: the key's name, after its
  /// table's when it has one.
  static func folders(for keys: [StringCatalogKey]) -> [StringCatalogKey: String] {
    let tables = Set(keys.compactMap(\.table))
    let tableNames = names(for: Array(tables), shortName: lastComponent, hash: fnv1a)
    var byTable: [String?: [String]] = [:]
    for key in keys { byTable[key.table, default: []].append(key.name) }
    var folders: [StringCatalogKey: String] = [:]
    for (table, keyNames) in byTable {
      // Keys without a table beside tables (Android resources read with Apple tables) get a
      // folder of their own, `~no-table`, which no plain or hashed name can be.
      let tableFolder: String? =
        if let table { tableNames[table] } else if tables.isEmpty { nil } else { "~no-table" }
      let prefix = tableFolder.map { $0 + "/" } ?? ""
      for (name, folder) in names(for: keyNames) { folders[StringCatalogKey(name, table: table)] = prefix + folder }
    }
    return folders
  }

  /// The folder name of each of `keys`.
  static func names(for keys: [String]) -> [String: String] {
    names(for: keys, hash: fnv1a)
  }

  /// ``names(for:)`` with another hash: the tests' way to make two keys collide.
  static func names(for keys: [String], hash: (String) -> UInt64) -> [String: String] {
    names(for: keys, shortName: { $0 }, hash: hash)
  }

  /// The folder name of each of `keys`: its `shortName` when that is plain and no other key's
  /// is the same ignoring case, else the key's plain characters and hash.
  private static func names(
    for keys: [String], shortName: (String) -> String, hash: (String) -> UInt64
  ) -> [String: String] {
    var lowercasedCount: [String: Int] = [:]
    for key in Set(keys) { lowercasedCount[shortName(key).lowercased(), default: 0] += 1 }
    var names: [String: String] = [:]
    var keysByName: [String: [String]] = [:]
    for key in Set(keys) {
      let short = shortName(key)
      let clash = (lowercasedCount[short.lowercased()] ?? 0) > 1
      let name = isPlain(short) && !clash ? short : hashed(key, hash: hash)
      names[key] = name
      keysByName[name.lowercased(), default: []].append(key)
    }
    // A catalog from a pull request can hold two keys whose 64-bit hashes are equal (FNV-1a is
    // no defence against someone who wants a collision): the first key in code-point order keeps
    // the name, the others get `-2`, `-3`… A hashed name ends in 16 hex digits, so the suffixed
    // one is no other key's name.
    for (_, sharing) in keysByName where sharing.count > 1 {
      let ordered = sharing.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
      for (index, key) in ordered.enumerated().dropFirst() {
        names[key, default: key] += "-\(index + 1)"
      }
    }
    return names
  }

  /// The part of `path` after its last `/`.
  private static func lastComponent(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
  }

  /// Whether `name` may be a path component as it is.
  static func isPlain(_ name: String) -> Bool {
    guard !name.isEmpty, name.utf8.count <= 64, name.first != "." else { return false }
    return name.utf8.allSatisfy(isPlainByte)
  }

  private static func isPlainByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
      return true
    default:
      return false
    }
  }

  /// The plain bytes of `key` (at most 40, `_` for the rest, no leading dot), `~` and its hash.
  private static func hashed(_ key: String, hash: (String) -> UInt64) -> String {
    var plain = ""
    for byte in key.utf8.prefix(40) {
      plain.unicodeScalars.append(isPlainByte(byte) ? Unicode.Scalar(byte) : "_")
    }
    while plain.first == "." { plain.removeFirst() }
    let digits = String(hash(key), radix: 16)
    return plain + "~" + String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// FNV-1a, 64 bits: the same on every machine and Swift version (unlike `Hasher`).
  static func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}
