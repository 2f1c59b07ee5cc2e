import Foundation
import MaterialSnackbar
import SnackbarRendering

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A log of the goldens the latest test run used, and by which tests: for finding orphaned
/// goldens (``SnapshotOrphans``) and goldens two tests share.
///
/// How it is written: every verification (pass or fail) appends its golden's absolute path and
/// the asserting test, one line each, to `<ledger directory>/<run>.<pid>.txt`. One file per
/// process, because one `swift test` runs several processes (XCTest and Swift Testing apart,
/// and with `--parallel` one XCTest worker per test); all of them carry the same run
/// (``SnapshotRun``). Appends use `O_APPEND`, one `write(2)` per line, so concurrent tests never
/// interleave partial lines. The first append of a process deletes the files of other runs, so
/// the directory holds the latest run only. The default directory is
/// `<package>/.build/snapshot-ledger` (override: `SNAPSHOT_LEDGER=<dir>`; `SNAPSHOT_LEDGER=off`
/// disables).
///
/// How it is read: ``latestRun(in:)`` groups the files by run and takes the run written last
/// (files of an older format, `<pid>.txt`, form one run of their own). So a renamed test's old
/// golden is an orphan after the next full run, without deleting anything by hand. A filtered
/// run (`swift test --filter …`) is recorded as such, and `snackbar snapshots --orphans` refuses
/// to list from it.
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
  /// The run this ledger writes to.
  public var run: SnapshotRun

  /// A ledger in `directory` for `run` (by default this process's run).
  public init(directory: URL, run: SnapshotRun = .current()) {
    self.directory = directory
    self.run = run
  }

  /// The default ledger directory for a package.
  public static func defaultDirectory(packageRoot: URL) -> URL {
    packageRoot.appendingPathComponent(".build").appendingPathComponent("snapshot-ledger")
  }

  /// The ledger a setting resolves to, or `nil` when disabled or when nothing says where.
  package static func resolve(_ setting: Setting, environment: SnapshotEnvironment, packageRoot: URL?)
    -> SnapshotLedger?
  {
    let run = SnapshotRun.current(environment: environment)
    switch setting {
    case .disabled: return nil
    case .directory(let url): return SnapshotLedger(directory: url, run: run)
    case .automatic:
      if let value = environment["SNAPSHOT_LEDGER"] {
        if value.lowercased() == "off" { return nil }
        return SnapshotLedger(directory: URL(fileURLWithPath: value, isDirectory: true), run: run)
      }
      return packageRoot.map { SnapshotLedger(directory: defaultDirectory(packageRoot: $0), run: run) }
    }
  }

  /// This process's ledger file: `<run>.<pid>.txt`.
  public var fileURL: URL {
    directory.appendingPathComponent("\(run.id).\(getpid()).txt")
  }

  /// Appends `golden`'s absolute path and the test that asserted it (`test`, an identity such as
  /// SnackbarSnapshotTesting's `SnapshotTestIdentity.key`; a tab separates the two).
  /// - Throws: ``SnapshotLedgerError`` when the directory or file cannot be written.
  public func record(_ golden: URL, test: String? = nil) throws(SnapshotLedgerError) {
    try prepare()
    var line = golden.standardizedFileURL.path
    if let test, !test.isEmpty {
      line += "\t" + test.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ")
    }
    try append(line + "\n")
  }

  /// Ledger files this process has set up (directory made, other runs removed, header written).
  private static let prepared = SnackbarLocked<Set<String>>([])

  /// Once per process and file: creates the directory, deletes other runs' files, writes the
  /// header. Under the lock, so concurrent first appends do not race each other.
  private func prepare() throws(SnapshotLedgerError) {
    let path = fileURL.path
    let result: Result<Void, SnapshotLedgerError> = Self.prepared.withLock { prepared in
      if prepared.contains(path) { return .success(()) }
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      } catch {
        return .failure(.cannotWrite(path: directory.path, reason: "\(error)"))
      }
      removeOtherRuns()
      if !FileManager.default.fileExists(atPath: path) {
        var header = "# snapshot ledger: run \(run.id), process \(getpid())\n"
        if let command = run.command { header += "# command: \(command.replacingOccurrences(of: "\n", with: " "))\n" }
        do throws(SnapshotLedgerError) {
          try append(header)
        } catch {
          return .failure(error)
        }
      }
      prepared.insert(path)
      return .success(())
    }
    try result.get()
  }

  /// Best effort: a file another process removes first, or cannot be removed, is left alone;
  /// reading still picks the latest run.
  private func removeOtherRuns() {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
    for name in names where name.hasSuffix(".txt") && !name.hasPrefix(run.id + ".") {
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    }
  }

  private func append(_ text: String) throws(SnapshotLedgerError) {
    let bytes = Array(text.utf8)
    let descriptor = open(fileURL.path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
    guard descriptor >= 0 else { throw .cannotWrite(path: fileURL.path, reason: String(cString: strerror(errno))) }
    defer { close(descriptor) }
    // One write(2) per line: with O_APPEND the kernel positions and writes it as a unit.
    let written = bytes.withUnsafeBytes { buffer in
      buffer.baseAddress.map { write(descriptor, $0, buffer.count) } ?? 0
    }
    guard written == bytes.count else {
      throw .cannotWrite(path: fileURL.path, reason: String(cString: strerror(errno)))
    }
  }

  /// The golden paths the latest run used (empty if there is no ledger).
  /// - Throws: ``SnapshotLedgerError`` when a ledger file exists but cannot be read.
  public static func usedPaths(in directory: URL) throws(SnapshotLedgerError) -> Set<String> {
    try latestRun(in: directory)?.usedPaths ?? []
  }

  /// Deletes every ledger file in `directory`.
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
  /// The ledger directory or one of its files could not be read: not listable, not a file, too
  /// large.
  case cannotRead(path: String, reason: String)

  /// A one-line explanation for failure messages and command-line errors; paths and reasons by
  /// the one escaping rule (`EchoedText`).
  public var description: String {
    switch self {
    case .cannotWrite(let path, let reason):
      return "cannot write snapshot ledger \(EchoedText.escaped(path)): \(EchoedText.escaped(reason))"
    case .cannotRead(let path, let reason):
      return "cannot read snapshot ledger \(EchoedText.escaped(path)): \(EchoedText.escaped(reason))"
    }
  }
}
