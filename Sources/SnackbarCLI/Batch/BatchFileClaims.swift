import SnackbarFiles
import SnackbarRendering

/// The files a batch's lines write and read, remembered as the lines are fed (in line order),
/// so that no line writes a file the batch depends on:
///
/// - no line writes the job list, which is still being read (it would replace it with an image);
/// - no line writes a file an earlier line writes (the later one would silently win);
/// - no line reads a file an earlier line writes, nor writes a file an earlier line reads: lines
///   run in parallel and finish in any order, so whether the reader saw the old file or the new
///   one would depend on timing (with one job it happened to work, with two it failed).
///
/// A file is the same as another when its canonical path is the same, or when both exist and
/// are the same device and inode (a hard link), as for the outputs of one command
/// (``OutputCheck``). Paths are kept as 128-bit hashes rather than as paths: about 30 bytes
/// a line instead of about 150, so 100,000 lines take a few MB. Two paths share a hash
/// with odds of about 1 in 10^28 at that size, so a refusal is a real clash.
struct BatchFileClaims {
  /// What a file is remembered by.
  enum Identity: Hashable {
    /// The hash of its canonical path.
    case path(PathHash)
    /// Its device and inode, when it exists.
    case file(device: UInt64, inode: UInt64)
  }

  /// The job list's identities: its path's, when it was named, and its file's.
  private let jobList: Set<Identity>
  /// Files the batch itself writes (`--audit`), with the option that named each.
  private var reserved: [Identity: String] = [:]
  /// Files written, with the line that claimed each first.
  private var written: [Identity: Int32] = [:]
  /// Files read, with the first line that reads each.
  private var read: [Identity: Int32] = [:]

  /// - Parameters:
  ///   - jobListPath: the job list's path, nil for standard input.
  ///   - jobListFile: the device and inode of the file it is read from, when that is a regular
  ///     file (also on standard input: `batch - < jobs.jsonl`).
  init(jobListPath: BytePath?, jobListFile: (device: UInt64, inode: UInt64)?) {
    var identities = Set(jobListPath.map { Self.identities(of: $0) } ?? [])
    if let jobListFile { identities.insert(.file(device: jobListFile.device, inode: jobListFile.inode)) }
    jobList = identities
  }

  /// Reserves a file the batch itself writes (`--audit`): no line may write or read it, and it
  /// may not be the job list.
  /// - Throws: ``CLIError/usage(_:)`` when `path` is the job list.
  mutating func reserve(_ path: BytePath, option: String) throws(CLIError) {
    let identities = Self.identities(of: path)
    guard jobList.isDisjoint(with: identities) else {
      throw .usage(
        "\(option) names \(path), the job list being read; writing it would replace the jobs, so give another path")
    }
    for identity in identities { reserved[identity] = option }
  }

  /// Checks a line's outputs and inputs against the earlier lines' files and the job list, then
  /// remembers them. A refused line claims nothing.
  /// - Throws: ``BatchLineError`` naming the field, the path and the line it clashes with.
  mutating func claim(
    line: Int, outputs: [(field: String, path: String)], inputs: [(field: String, path: String)]
  ) throws(BatchLineError) {
    let outputIdentities = outputs.map { Self.identities(of: BytePath($0.path)) }
    let inputIdentities = inputs.map { Self.identities(of: BytePath($0.path)) }
    for ((field, path), identities) in zip(outputs, outputIdentities) {
      let shown = BytePath(path).description
      if !jobList.isDisjoint(with: identities) {
        throw BatchLineError(
          "field \"\(field)\" names \(shown), the job list being read; writing it would replace the jobs, "
            + "so give another path",
          reason: "field \"\(field)\" names the job list")
      }
      if let option = Self.first(identities, in: reserved) {
        throw BatchLineError(
          "field \"\(field)\" names \(shown), which the batch writes as its \(option) file; give another path",
          reason: "field \"\(field)\" names the batch's \(option) file")
      }
      if let earlier = Self.first(identities, in: written) {
        throw BatchLineError(
          "field \"\(field)\" names \(shown), which line \(earlier) already writes; give each line its own outputs",
          reason: "field \"\(field)\" names a file an earlier line writes")
      }
      if let earlier = Self.first(identities, in: read) {
        throw BatchLineError(
          "field \"\(field)\" names \(shown), which line \(earlier) reads; lines run in parallel, so a line may "
            + "not replace another line's input: give another path",
          reason: "field \"\(field)\" names a file an earlier line reads")
      }
    }
    for ((field, path), identities) in zip(inputs, inputIdentities) {
      if let option = Self.first(identities, in: reserved) {
        throw BatchLineError(
          "field \"\(field)\" names \(BytePath(path).description), which the batch writes as its \(option) file; "
            + "a line may not read it",
          reason: "field \"\(field)\" names the batch's \(option) file")
      }
      if let earlier = Self.first(identities, in: written) {
        throw BatchLineError(
          "field \"\(field)\" names \(BytePath(path).description), which line \(earlier) writes; lines run in "
            + "parallel and in any order, so a line may not read another line's output: run a second batch for it",
          reason: "field \"\(field)\" names a file an earlier line writes")
      }
    }
    let number = Int32(truncatingIfNeeded: line)
    for identity in outputIdentities.joined() { written[identity] = number }
    for identity in inputIdentities.joined() where read[identity] == nil { read[identity] = number }
  }

  /// The line (or option) of the first of `identities` in `claims`.
  private static func first<Claim>(_ identities: [Identity], in claims: [Identity: Claim]) -> Claim? {
    identities.lazy.compactMap { claims[$0] }.first
  }

  /// A path's identities: its canonical path's hash, and its file's when it exists.
  static func identities(of path: BytePath) -> [Identity] {
    var identities = [Identity.path(PathHash(FileSystem.canonicalPath(path)))]
    if let status = try? FileSystem.status(of: path) {
      identities.append(.file(device: status.device, inode: status.inode))
    }
    return identities
  }
}

/// A key for a path, not a second path model (that is ``BytePath``): 128 bits of its bytes, as
/// two 64-bit hashes, each with the process's random hashing seed and its own salt, so the halves
/// are independent. "Fingerprint" is kept for the snapshot environment's.
struct PathHash: Hashable {
  let high: UInt64
  let low: UInt64

  init(_ path: BytePath) {
    func hash(salt: UInt8) -> UInt64 {
      var hasher = Hasher()
      hasher.combine(salt)
      path.bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
      return UInt64(bitPattern: Int64(hasher.finalize()))
    }
    high = hash(salt: 0x68)
    low = hash(salt: 0x6C)
  }
}
