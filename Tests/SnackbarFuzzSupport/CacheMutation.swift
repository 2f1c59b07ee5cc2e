import Foundation

/// One change to an entry of the renderer's caches, as a careless tool or an adversary with write
/// access to a CI cache makes it: flipped bits, truncation, extension, links (elsewhere, to
/// /dev/zero, to a sibling, dangling, looping), FIFOs, devices, huge sparse files, permission
/// changes, a folder for a file and a file for a folder.
///
/// Generated from a seeded generator (``random(targets:using:)``) and applied without ever
/// following a link (``apply(in:outside:)``): the font cache's links point at the system's font
/// files, which a harness must never write.
package struct CacheMutation: Sendable, CustomStringConvertible {
  /// What a link made by a mutation points at.
  package enum LinkTarget: Sendable, Equatable, CustomStringConvertible {
    /// The decoy file outside the cache, which must keep its bytes.
    case decoy
    /// The folder outside the cache, which must stay empty.
    case outsideFolder
    /// /dev/zero: endless bytes.
    case devZero
    /// Nothing.
    case dangling
    /// The link itself.
    case loop
    /// Another entry of the cache (relative path).
    case sibling(String)

    package var description: String {
      switch self {
      case .decoy: return "the decoy outside"
      case .outsideFolder: return "a folder outside"
      case .devZero: return "/dev/zero"
      case .dangling: return "nothing"
      case .loop: return "itself"
      case .sibling(let path): return path.debugDescription
      }
    }
  }

  /// The change.
  package enum Change: Sendable, Equatable {
    /// These bits (byte offset × 8 + bit) inverted in place.
    case flipBits([Int])
    /// Cut to this many bytes.
    case truncate(Int)
    /// This many random bytes appended (generated from `seed`).
    case extend(count: Int, seed: UInt64)
    /// Grown to this size without data (a sparse file).
    case sparse(Int64)
    /// The mode set to this.
    case permissions(UInt16)
    /// Replaced by a symbolic link.
    case link(LinkTarget)
    /// Replaced by a FIFO.
    case fifo
    /// Replaced by a character device node of /dev/zero (a link to it when not root).
    case device
    /// Replaced by an empty folder.
    case folder
    /// Replaced by a file of this many random bytes.
    case file(count: Int, seed: UInt64)
  }

  /// The entry, relative to the cache home (`XDG_CACHE_HOME`).
  package let target: String
  /// What is done to it.
  package let change: Change

  package var description: String { "\(change) on \(target.debugDescription)" }

  /// A short label for statistics: the change's kind and what kind of cache entry it hit.
  package var label: String {
    let kind: String
    switch change {
    case .flipBits: kind = "bit flips"
    case .truncate: kind = "truncation"
    case .extend: kind = "extension"
    case .sparse: kind = "sparse"
    case .permissions: kind = "permissions"
    case .link(.sibling): kind = "link to a sibling"
    case .link(let target): kind = "link to \(target)"
    case .fifo: kind = "FIFO"
    case .device: kind = "device"
    case .folder: kind = "folder"
    case .file: kind = "file"
    }
    let entry =
      target.hasSuffix(".mask")
      ? "mask" : target.contains(".cache-") ? "fontconfig file" : target.hasSuffix(".sha256") ? "digest" : "other"
    return "\(kind) (\(entry))"
  }
}

/// An entry of a cache, as ``CacheMutation/random(targets:using:)`` chooses among them.
package struct CacheEntry: Sendable, Equatable {
  /// The kinds of entry a mutation treats differently.
  package enum Kind: Sendable, Equatable { case file, folder, link, other }

  /// Relative to the cache home.
  package let path: String
  package let kind: Kind
  /// For a file, its size.
  package let size: Int

  /// Every entry below `home/material-snackbar` (not that folder itself: it is the user's to
  /// place, and the renderer follows a link there by design), found without following links.
  package static func all(in home: String) -> [CacheEntry] {
    var entries: [CacheEntry] = []
    func walk(_ relative: String) {
      for name in ((try? FileManager.default.contentsOfDirectory(atPath: home + "/" + relative)) ?? []).sorted() {
        let path = relative + "/" + name
        var status = stat()
        guard lstat(home + "/" + path, &status) == 0 else { continue }
        switch status.st_mode & S_IFMT {
        case S_IFREG: entries.append(CacheEntry(path: path, kind: .file, size: Int(status.st_size)))
        case S_IFLNK: entries.append(CacheEntry(path: path, kind: .link, size: 0))
        case S_IFDIR:
          entries.append(CacheEntry(path: path, kind: .folder, size: 0))
          walk(path)
        default: entries.append(CacheEntry(path: path, kind: .other, size: 0))
        }
      }
    }
    walk("material-snackbar")
    return entries
  }
}

extension CacheMutation {
  /// A random mutation of one of `targets`: a mask 40% of the time, a fontconfig cache file 30%,
  /// the digest 10%, any other entry (folders, the font links) 20%, so that the few files that
  /// are read are hit more often than the many links. Files get bit flips most often (a flipped
  /// bit is what crashed fontconfig), aimed at the first 256 bytes (headers and offsets) half the
  /// time.
  package static func random(targets: [CacheEntry], using random: inout SplitMix64) -> CacheMutation {
    let masks = targets.filter { $0.path.hasSuffix(".mask") }
    let fontconfig = targets.filter { $0.path.contains(".cache-") }
    let digests = targets.filter { $0.path.hasSuffix(".sha256") }
    let others = targets.filter { !masks.contains($0) && !fontconfig.contains($0) && !digests.contains($0) }
    let roll = Double.random(in: 0..<1, using: &random)
    let group = [(0.4, masks), (0.7, fontconfig), (0.8, digests), (1.0, others)].first { roll < $0.0 && !$0.1.isEmpty }
    let target = random.pick(group?.1 ?? targets)
    let files = targets.filter { $0.kind == .file && $0.path != target.path }.map(\.path)
    let links: [LinkTarget] =
      [.decoy, .outsideFolder, .devZero, .dangling, .loop] + (files.isEmpty ? [] : [.sibling(random.pick(files))])
    let replacements: [Change] = [
      .link(random.pick(links)), .fifo, .device, .folder,
      .file(count: Int.random(in: 0...4096, using: &random), seed: random.next()),
    ]
    let change: Change
    switch target.kind {
    case .file:
      let size = max(target.size, 1)
      let choices: [Change] = [
        .flipBits(flips(size: size, using: &random)), .flipBits(flips(size: size, using: &random)),
        .flipBits(flips(size: size, using: &random)), .flipBits(flips(size: size, using: &random)),
        .truncate(Int.random(in: 0..<size, using: &random)),
        .extend(count: Int.random(in: 1...65536, using: &random), seed: random.next()),
        .sparse(random.pick([17 << 20, 1 << 30, 8 << 30, 64 << 30])),
        .permissions(random.pick([0, 0o200, 0o444])),
      ]
      change = random.pick(choices + replacements)
    case .folder:
      change = random.pick(replacements.filter { $0 != .folder } + [.permissions(random.pick([0, 0o500, 0o300]))])
    case .link, .other:
      change = random.pick(replacements)
    }
    return CacheMutation(target: target.path, change: change)
  }

  private static func flips(size: Int, using random: inout SplitMix64) -> [Int] {
    let limit = random.chance(0.5) ? min(size, 256) : size
    return (0..<Int.random(in: 1...8, using: &random)).map { _ in Int.random(in: 0..<limit * 8, using: &random) }
  }

  /// Applies the mutation to the cache in `home`, with links outside pointing into `outside`.
  /// Never follows a link: files are opened with O_NOFOLLOW, and a link's mode is left alone.
  /// - Throws: ``CacheMutationError`` when a system call fails.
  package func apply(in home: String, outside: String) throws(CacheMutationError) {
    let path = home + "/" + target
    func check(_ result: Int32, _ call: String) throws(CacheMutationError) {
      if result != 0 { throw CacheMutationError(call: call, path: path, code: errno) }
    }
    func open(_ flags: Int32) throws(CacheMutationError) -> Int32 {
      let descriptor = Glibc.open(path, flags | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
      guard descriptor >= 0 else { throw CacheMutationError(call: "open", path: path, code: errno) }
      return descriptor
    }
    switch change {
    case .flipBits(let bits):
      let file = try open(O_RDWR)
      defer { close(file) }
      for bit in bits {
        var byte: UInt8 = 0
        guard pread(file, &byte, 1, off_t(bit / 8)) == 1 else { continue }
        byte ^= 1 << UInt8(bit % 8)
        guard pwrite(file, &byte, 1, off_t(bit / 8)) == 1 else {
          throw CacheMutationError(call: "pwrite", path: path, code: errno)
        }
      }
    case .truncate(let size):
      let file = try open(O_WRONLY)
      defer { close(file) }
      try check(ftruncate(file, off_t(size)), "ftruncate")
    case .sparse(let size):
      let file = try open(O_WRONLY)
      defer { close(file) }
      try check(ftruncate(file, off_t(size)), "ftruncate")
    case .extend(let count, let seed):
      let file = try open(O_WRONLY | O_APPEND)
      defer { close(file) }
      var generator = SplitMix64(seed: seed)
      let bytes = generator.bytes(count)
      guard write(file, bytes, bytes.count) == bytes.count else {
        throw CacheMutationError(call: "write", path: path, code: errno)
      }
    case .permissions(let mode):
      var status = stat()
      try check(lstat(path, &status), "lstat")
      // chmod follows a link: a link keeps its mode.
      guard status.st_mode & S_IFMT != S_IFLNK else { return }
      try check(chmod(path, mode_t(mode)), "chmod")
    case .link(let target):
      try CacheMutation.remove(path)
      let destination: String
      switch target {
      case .decoy: destination = outside + "/decoy"
      case .outsideFolder: destination = outside + "/folder"
      case .devZero: destination = "/dev/zero"
      case .dangling: destination = outside + "/missing"
      case .loop: destination = path
      case .sibling(let sibling): destination = home + "/" + sibling
      }
      try check(symlink(destination, path), "symlink")
    case .fifo:
      try CacheMutation.remove(path)
      try check(mkfifo(path, 0o600), "mkfifo")
    case .device:
      try CacheMutation.remove(path)
      // 1:5 is /dev/zero; glibc's makedev is a macro Swift does not import.
      if getuid() == 0, mknod(path, S_IFCHR | 0o600, dev_t(1 << 8 | 5)) == 0 { return }
      try check(symlink("/dev/zero", path), "symlink")
    case .folder:
      try CacheMutation.remove(path)
      try check(mkdir(path, 0o700), "mkdir")
    case .file(let count, let seed):
      try CacheMutation.remove(path)
      var generator = SplitMix64(seed: seed)
      guard FileManager.default.createFile(atPath: path, contents: Data(generator.bytes(count))) else {
        throw CacheMutationError(call: "create", path: path, code: errno)
      }
    }
  }

  /// Removes `path` and, for a folder, everything in it, never following a link; folders made
  /// unreadable by a mutation are opened up first.
  package static func remove(_ path: String) throws(CacheMutationError) {
    var status = stat()
    guard lstat(path, &status) == 0 else { return }
    if status.st_mode & S_IFMT == S_IFDIR {
      chmod(path, 0o700)
      for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
        try remove(path + "/" + name)
      }
      guard rmdir(path) == 0 else { throw CacheMutationError(call: "rmdir", path: path, code: errno) }
    } else {
      guard unlink(path) == 0 else { throw CacheMutationError(call: "unlink", path: path, code: errno) }
    }
  }
}

/// A mutation's system call failed.
package struct CacheMutationError: Error, CustomStringConvertible {
  package let call: String
  package let path: String
  package let code: Int32

  package var description: String { "\(call) \(path): \(String(cString: strerror(code)))" }
}
