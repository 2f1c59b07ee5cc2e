import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A log of the goldens a test run used, for finding orphaned goldens.
///
/// How used names are collected: every verification (pass or fail) appends its golden's absolute
/// path, one per line, to `<ledger directory>/<pid>.txt`. One file per process, because XCTest
/// and Swift Testing may run in separate processes; within a process, appends use `O_APPEND` so
/// concurrent tests never interleave partial lines. The default directory is
/// `<package>/.build/snapshot-ledger` (override: `SNAPSHOT_LEDGER=<dir>`; `SNAPSHOT_LEDGER=off`
/// disables).
///
/// Orphans are then the goldens on disk minus the union of all ledgers
/// (``SnapshotOrphans/find(snapshotsDirectory:used:)``). The ledger only knows what ran, so:
/// ``reset(directory:)`` before a full, unfiltered test run, then list orphans. That is what
/// `snackbar snapshots --orphans` is meant to do.
public struct SnapshotLedger: Sendable, Equatable {
  /// Whether and where assertions log used goldens.
  public enum Setting: Sendable, Equatable {
    /// `SNAPSHOT_LEDGER` if set (a directory, or `off`), else `<package>/.build/snapshot-ledger`.
    case automatic
    /// Log into this directory.
    case directory(URL)
    /// Do not log.
    case disabled
  }

  /// The directory holding the per-process ledger files.
  public var directory: URL

  /// A ledger in `directory`.
  public init(directory: URL) {
    self.directory = directory
  }

  /// The default ledger directory for a package.
  public static func defaultDirectory(packageRoot: URL) -> URL {
    packageRoot.appendingPathComponent(".build").appendingPathComponent("snapshot-ledger")
  }

  /// The ledger a setting resolves to, or `nil` when disabled or when nothing says where.
  static func resolve(_ setting: Setting, environment: SnapshotEnvironment, packageRoot: URL?) -> SnapshotLedger? {
    switch setting {
    case .disabled: return nil
    case .directory(let url): return SnapshotLedger(directory: url)
    case .automatic:
      if let value = environment["SNAPSHOT_LEDGER"] {
        if value.lowercased() == "off" { return nil }
        return SnapshotLedger(directory: URL(fileURLWithPath: value, isDirectory: true))
      }
      return packageRoot.map { SnapshotLedger(directory: defaultDirectory(packageRoot: $0)) }
    }
  }

  /// This process's ledger file.
  public var fileURL: URL {
    directory.appendingPathComponent("\(getpid()).txt")
  }

  /// Appends `golden`'s absolute path.
  /// - Throws: ``SnapshotLedgerError`` when the directory or file cannot be written.
  public func record(_ golden: URL) throws(SnapshotLedgerError) {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw .cannotWrite(path: directory.path, reason: "\(error)")
    }
    let line = Array((golden.standardizedFileURL.path + "\n").utf8)
    let descriptor = open(fileURL.path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
    guard descriptor >= 0 else { throw .cannotWrite(path: fileURL.path, reason: String(cString: strerror(errno))) }
    defer { close(descriptor) }
    // One write(2) per line: with O_APPEND the kernel positions and writes it as a unit.
    let written = line.withUnsafeBytes { buffer in
      buffer.baseAddress.map { write(descriptor, $0, buffer.count) } ?? 0
    }
    guard written == line.count else {
      throw .cannotWrite(path: fileURL.path, reason: String(cString: strerror(errno)))
    }
  }

  /// The union of the golden paths in every ledger file in `directory` (empty if none).
  /// - Throws: ``SnapshotLedgerError`` when a ledger file exists but cannot be read.
  public static func usedPaths(in directory: URL) throws(SnapshotLedgerError) -> Set<String> {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    } catch {
      return []
    }
    var used = Set<String>()
    for name in names where name.hasSuffix(".txt") {
      let path = directory.appendingPathComponent(name).path
      guard let data = FileManager.default.contents(atPath: path) else {
        throw .cannotRead(path: path)
      }
      for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where !line.isEmpty {
        used.insert(String(line))
      }
    }
    return used
  }

  /// Deletes every ledger file in `directory`, before a full run.
  /// - Throws: ``SnapshotLedgerError`` when one cannot be removed.
  public static func reset(directory: URL) throws(SnapshotLedgerError) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
    for name in names where name.hasSuffix(".txt") {
      let path = directory.appendingPathComponent(name).path
      do {
        try FileManager.default.removeItem(atPath: path)
      } catch {
        throw .cannotWrite(path: path, reason: "\(error)")
      }
    }
  }
}

/// Why a ledger could not be written or read.
public enum SnapshotLedgerError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Creating, appending to or removing a ledger file failed.
  case cannotWrite(path: String, reason: String)
  /// A ledger file could not be read.
  case cannotRead(path: String)

  /// A one-line explanation for failure messages and command-line errors.
  public var description: String {
    switch self {
    case .cannotWrite(let path, let reason): return "cannot write snapshot ledger \(path): \(reason)"
    case .cannotRead(let path): return "cannot read snapshot ledger \(path)"
    }
  }
}
