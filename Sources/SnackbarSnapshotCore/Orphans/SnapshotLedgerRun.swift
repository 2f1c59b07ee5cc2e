import Foundation
import SnackbarFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one test run logged in the ledger: which goldens were used, by which tests.
package struct SnapshotLedgerRun: Sendable, Equatable {
  /// One ledger line: a golden and the test that asserted it.
  package struct Use: Sendable, Hashable {
    /// The golden's standardized absolute path.
    package var path: String
    /// The asserting test's identity (SnackbarSnapshotTesting's `SnapshotTestIdentity.key`); `nil` in older
    /// ledgers.
    package var test: String?

    /// Creates a use.
    package init(path: String, test: String?) {
      self.path = path
      self.test = test
    }
  }

  /// The run's name (``SnapshotRun/id``); empty for files of the older `<pid>.txt` format.
  package var id: String
  /// The command that started the run, from the files' headers, when recorded.
  package var command: String?
  /// Every use logged, in file order.
  package var uses: [Use]

  /// Creates a run.
  package init(id: String, command: String?, uses: [Use]) {
    self.id = id
    self.command = command
    self.uses = uses
  }

  /// The goldens used.
  package var usedPaths: Set<String> { Set(uses.map(\.path)) }

  /// Whether the run selected tests (`--filter`, `--skip`), so it does not cover the suite.
  package var isFiltered: Bool { SnapshotRun(id: id, command: command).isFiltered }

  /// Goldens asserted by more than one test in this run, across all its processes, with the
  /// tests sorted; sorted by path.
  package var sharedGoldens: [(path: String, tests: [String])] {
    var tests: [String: Set<String>] = [:]
    for use in uses {
      guard let test = use.test else { continue }
      tests[use.path, default: []].insert(test)
    }
    return tests.filter { $0.value.count > 1 }.map { ($0.key, $0.value.sorted()) }.sorted { $0.path < $1.path }
  }
}

extension SnapshotLedger {
  /// The latest run logged in `directory`: the files are grouped by run (the name before
  /// `.<pid>.txt`), and the group with the most recently modified file wins. `nil` when there is
  /// no ledger file (or no directory).
  ///
  /// The ledger sits in a build folder CI caches restore, and `SNAPSHOT_LEDGER` may name a folder
  /// shared with other files, so only ledger files are read: regular `*.txt` files that begin
  /// with the ledger header (or the older `<pid>.txt` of absolute paths), reached without
  /// following a link, each bounded (`SnapshotFileLimits.ledgerFileBytes`, 64 MiB). A note or a
  /// stray `.txt` is ignored rather than taken for a run whose uses are its lines, which would
  /// make every golden an orphan.
  /// - Throws: ``SnapshotLedgerError/cannotRead(path:reason:)`` when the directory cannot be
  ///   listed; a file of that run cannot be read, is too large or holds a line that is not a use
  ///   (an absolute path); or the latest run is dated in the future (a cache restored from a
  ///   machine whose clock was ahead: which run is the latest cannot be told).
  package static func latestRun(in directory: URL, now: Date = Date()) throws(SnapshotLedgerError)
    -> SnapshotLedgerRun?
  {
    let folder: CacheFolder
    do {
      folder = try SnapshotLedger(directory: directory, run: SnapshotRun(id: "read")).openFolder(creating: false)
    } catch {
      // No ledger yet is an answer; a ledger that cannot be opened is not.
      guard (try? FileSystem.status(of: BytePath(directory.path))) != nil else { return nil }
      guard case .cannotWrite(_, let reason) = error else { throw error }
      throw .cannotRead(path: directory.path, reason: reason)
    }
    let names: [[UInt8]]
    do {
      names = try folder.entries(limit: maximumFiles)
    } catch {
      throw .cannotRead(path: directory.path, reason: error.reason.description)
    }
    var newest: [String: Int64] = [:]
    var files: [String: [[UInt8]]] = [:]
    for name in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) where isLedgerFile(name, in: folder) {
      guard let status = try? folder.status(of: name), status.kind == .regular else { continue }
      let run = runID(fileName: String(decoding: name, as: UTF8.self))
      newest[run] = max(newest[run] ?? .min, status.modificationNanoseconds)
      files[run, default: []].append(name)
    }
    // Ties (same modification time) go to the larger name, so the answer does not depend on
    // directory order.
    guard let newestRun = newest.max(by: { ($0.value, $0.key) < ($1.value, $1.key) }) else { return nil }
    let (latest, modified) = (newestRun.key, newestRun.value)
    let slack: Int64 = 5 * 60 * 1_000_000_000
    let nowNanoseconds = Int64(max(min(now.timeIntervalSince1970 * 1e9, 9e18), -9e18))
    if modified > nowNanoseconds &+ slack {
      throw .cannotRead(
        path: directory.path,
        reason: "its latest run (\(latest.isEmpty ? "of the older format" : latest)) is dated in the future, so which "
          + "run is the latest cannot be told (a cache restored from another machine?); run the whole suite again")
    }
    var command: String?
    var uses: [SnapshotLedgerRun.Use] = []
    for name in files[latest] ?? [] {
      let path = directory.appendingPathComponent(String(decoding: name, as: UTF8.self)).path
      let bytes: [UInt8]
      do {
        bytes = try folder.readFile(name, maximumSize: SnapshotFileLimits.ledgerFileBytes)
      } catch {
        guard case .tooLarge = error.reason else { throw .cannotRead(path: path, reason: error.reason.description) }
        let limit = FileSystem.describeLimit(SnapshotFileLimits.ledgerFileBytes)
        throw .cannotRead(path: path, reason: "it is larger than \(limit), the limit for a ledger file")
      }
      // Files of format 2 escape their fields; older ones wrote them raw.
      var escapes = false
      var number = 0
      for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
        number += 1
        if line.isEmpty { continue }
        if line == escapedFormatLine {
          escapes = true
        } else if line.hasPrefix("# command: ") {
          command = command ?? String(line.dropFirst("# command: ".count))
        } else if !line.hasPrefix("#") {
          let use = parse(line, escapes: escapes)
          guard use.path.hasPrefix("/") else {
            throw .cannotRead(path: path, reason: "line \(number) is not a golden's absolute path")
          }
          uses.append(use)
        }
      }
    }
    return SnapshotLedgerRun(id: latest, command: command, uses: uses)
  }

  /// `<run>.<pid>.txt` gives `<run>`; the older `<pid>.txt` gives the empty run.
  static func runID(fileName: String) -> String {
    let stem = fileName.dropLast(".txt".count)
    guard let dot = stem.lastIndex(of: ".") else { return "" }
    return String(stem[..<dot])
  }

  private static func parse(_ line: Substring, escapes: Bool) -> SnapshotLedgerRun.Use {
    let field: (Substring) -> String = { escapes ? unescaped($0) : String($0) }
    guard let tab = line.lastIndex(of: "\t") else { return SnapshotLedgerRun.Use(path: field(line), test: nil) }
    let test = line[line.index(after: tab)...]
    return SnapshotLedgerRun.Use(path: field(line[..<tab]), test: test.isEmpty ? nil : field(test))
  }
}
