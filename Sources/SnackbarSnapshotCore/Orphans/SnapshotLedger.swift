import Foundation
import MaterialSnackbar
import SnackbarBasics
import SnackbarFiles
import SnackbarJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A log of the goldens the latest test run used, and by which tests: for finding orphaned
/// goldens (`SnapshotOrphans`) and goldens two tests share.
///
/// How it is written: every verification (pass or fail) appends its golden's absolute path and
/// the asserting test, one line each, to `<ledger directory>/<run>.<pid>.txt`. One file per
/// process, because one `swift test` runs several processes (XCTest and Swift Testing apart,
/// and with `--parallel` one XCTest worker per test); all of them carry the same run
/// (`SnapshotRun`). Appends use `O_APPEND`, one `write(2)` per line, so concurrent tests never
/// interleave partial lines. The first append of a process deletes the files of other runs, so
/// the directory holds the latest run only. The default directory is
/// `<package>/.build/snapshot-ledger` (override: `SNAPSHOT_LEDGER=<dir>`; `SNAPSHOT_LEDGER=off`
/// disables).
///
/// How it is read: `latestRun(in:now:)` groups the files by run and takes the run written last
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
  package var directory: URL
  /// The run this ledger writes to.
  package var run: SnapshotRun

  /// A ledger in `directory` for `run` (by default this process's run).
  package init(directory: URL, run: SnapshotRun = .current()) {
    self.directory = directory
    self.run = run
  }

  /// The default ledger directory for a package.
  package static func defaultDirectory(packageRoot: URL) -> URL {
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
  package var fileURL: URL {
    directory.appendingPathComponent(fileName)
  }

  private var fileName: String { "\(run.id).\(getpid()).txt" }

  /// How every ledger file begins; files that do not are never removed, whatever their name.
  static let headerPrefix = "# snapshot ledger: run "
  /// Marks files whose paths and test names escape `\`, tab, line feed and carriage return.
  static let escapedFormatLine = "# format: 2"

  /// Appends `golden`'s absolute path and the test that asserted it (`test`, an identity such as
  /// SnackbarSnapshotTesting's `SnapshotTestIdentity.key`; a tab separates the two). Both are
  /// escaped (`\\`, `\t`, `\n`, `\r`), so a path holding a line break stays one line.
  /// - Throws: ``SnapshotLedgerError`` when the directory or file cannot be written.
  package func record(_ golden: URL, test: String? = nil) throws(SnapshotLedgerError) {
    let folder = try prepare()
    var line = Self.escaped(golden.standardizedFileURL.path)
    if let test, !test.isEmpty {
      line += "\t" + Self.escaped(test)
    }
    try append(line + "\n", to: folder)
  }

  /// The ledger folders this process has set up (folder made, other runs removed, header
  /// written), by file path.
  private static let prepared = SnackbarLocked<[String: CacheFolder]>([:])

  /// Once per process and file: opens (or makes) the folder, deletes other runs' files, writes
  /// the header. Under the lock, so concurrent first appends do not race each other.
  private func prepare() throws(SnapshotLedgerError) -> CacheFolder {
    let path = fileURL.path
    let result: Result<CacheFolder, SnapshotLedgerError> = Self.prepared.withLock { prepared in
      if let folder = prepared[path] { return .success(folder) }
      do throws(SnapshotLedgerError) {
        let folder = try openFolder(creating: true)
        removeOtherRuns(in: folder)
        let name = Array(fileName.utf8)
        // Anything but a regular file under this process's name (a planted link, a FIFO) goes.
        if let status = try? folder.status(of: name), status.kind != .regular { folder.remove(name) }
        if (try? folder.status(of: name)) == nil {
          var header = Self.headerPrefix + "\(run.id), process \(getpid())\n" + Self.escapedFormatLine + "\n"
          if let command = run.command { header += "# command: \(command.replacingOccurrences(of: "\n", with: " "))\n" }
          try append(header, to: folder)
        }
        prepared[path] = folder
        return .success(folder)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// The ledger folder. The folder a setting names is the user's and is opened as any path they
  /// give, links included; the default one sits in a build folder that CI caches restore, so
  /// there a link (or anything but a folder) is replaced by a real folder, never followed: a
  /// planted `snapshot-ledger` link must not lead the deletion of other runs' files elsewhere.
  func openFolder(creating: Bool) throws(SnapshotLedgerError) -> CacheFolder {
    do {
      guard !isDefaultLocation else {
        let parent = try CacheFolder.open(
          BytePath(directory.deletingLastPathComponent().path), creating: creating, mode: Self.folderMode)
        return try parent.folder(Array(directory.lastPathComponent.utf8), creating: creating, mode: Self.folderMode)
      }
      return try CacheFolder.open(BytePath(directory.path), creating: creating, mode: Self.folderMode)
    } catch {
      throw .cannotWrite(path: directory.path, reason: error.reason.cacheEntryDescription)
    }
  }

  /// A build folder's usual mode (the umask applies), not a private cache's 0700: tools run by
  /// other users read the ledger (`snackbar snapshots --orphans`).
  private static let folderMode: mode_t = 0o755

  /// Whether ``directory`` is a package's default ledger folder (`.build/snapshot-ledger`).
  private var isDefaultLocation: Bool {
    directory.standardizedFileURL.path.hasSuffix("/.build/snapshot-ledger")
  }

  /// Best effort: a file another process removes first, or cannot be removed, is left alone;
  /// reading still picks the latest run. Only ledger files are removed: regular files named
  /// `*.txt` that begin with the ledger header, so that `SNAPSHOT_LEDGER=.` or a folder shared
  /// with other files loses nothing else.
  private func removeOtherRuns(in folder: CacheFolder) {
    guard let names = try? folder.entries(limit: Self.maximumFiles) else { return }
    let ownPrefix = Array((run.id + ".").utf8)
    for name in names where Self.isLedgerFile(name, in: folder) && !name.starts(with: ownPrefix) {
      folder.remove(name)
    }
  }

  /// A folder holding more names than this is not listed: one run writes one file per process.
  static let maximumFiles = 1 << 16

  /// Whether `name` is a ledger file: a regular `*.txt` file beginning with the header, or one of
  /// the older format (`<pid>.txt`, no header, lines of absolute paths).
  static func isLedgerFile(_ name: [UInt8], in folder: CacheFolder) -> Bool {
    guard name.count > 4, name.suffix(4).elementsEqual(".txt".utf8) else { return false }
    if folder.fileBegins(name, with: Array(headerPrefix.utf8)) { return true }
    let stem = name.dropLast(4)
    return stem.allSatisfy { (0x30...0x39).contains($0) } && folder.fileBegins(name, with: Array("/".utf8))
  }

  private func append(_ text: String, to folder: CacheFolder) throws(SnapshotLedgerError) {
    do {
      try folder.append(Array(fileName.utf8), Array(text.utf8))
    } catch {
      throw .cannotWrite(path: fileURL.path, reason: error.reason.cacheEntryDescription)
    }
  }

  /// `text` with `\`, tab, line feed and carriage return escaped, so it fits a ledger field.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch character {
      case "\\": result += "\\\\"
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// The inverse of ``escaped(_:)``; an unknown escape is kept as written.
  static func unescaped<Text: StringProtocol>(_ text: Text) -> String {
    guard text.contains("\\") else { return String(text) }
    var result = ""
    var escaping = false
    for character in text.unicodeScalars {
      if escaping {
        switch character {
        case "t": result += "\t"
        case "n": result += "\n"
        case "r": result += "\r"
        case "\\": result += "\\"
        default: result += "\\" + String(character)
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.unicodeScalars.append(character)
      }
    }
    if escaping { result += "\\" }
    return result
  }

  /// The golden paths the latest run used (empty if there is no ledger).
  /// - Throws: ``SnapshotLedgerError`` when a ledger file exists but cannot be read.
  package static func usedPaths(in directory: URL) throws(SnapshotLedgerError) -> Set<String> {
    try latestRun(in: directory)?.usedPaths ?? []
  }

  /// Deletes every ledger file in `directory` (regular `*.txt` files that begin with the ledger
  /// header; nothing else, and nothing through a link).
  /// - Throws: ``SnapshotLedgerError`` when one cannot be removed.
  package static func reset(directory: URL) throws(SnapshotLedgerError) {
    // This process's next record starts its file again, header first: a file without the header
    // is not read as a ledger.
    let prefix = directory.appendingPathComponent("x").path.dropLast()
    prepared.withLock { prepared in prepared = prepared.filter { !$0.key.hasPrefix(prefix) } }
    let ledger = SnapshotLedger(directory: directory, run: SnapshotRun(id: "reset"))
    let folder: CacheFolder
    do {
      folder = try ledger.openFolder(creating: false)
    } catch {
      return  // No folder: nothing to delete.
    }
    guard let names = try? folder.entries(limit: maximumFiles) else { return }
    for name in names where isLedgerFile(name, in: folder) && !folder.remove(name) {
      throw .cannotWrite(
        path: directory.appendingPathComponent(String(decoding: name, as: UTF8.self)).path, reason: "cannot be removed")
    }
  }
}

/// Why a ledger could not be written or read.
package enum SnapshotLedgerError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Creating, appending to or removing a ledger file failed.
  case cannotWrite(path: String, reason: String)
  /// The ledger directory or one of its files could not be read: not listable, not a file, too
  /// large.
  case cannotRead(path: String, reason: String)

  /// A one-line explanation for failure messages and command-line errors; paths and reasons by
  /// the one escaping rule (`EchoedText`).
  package var description: String {
    switch self {
    case .cannotWrite(let path, let reason):
      return "cannot write snapshot ledger \(EchoedText.escaped(path)): \(EchoedText.escaped(reason))"
    case .cannotRead(let path, let reason):
      return "cannot read snapshot ledger \(EchoedText.escaped(path)): \(EchoedText.escaped(reason))"
    }
  }
}
