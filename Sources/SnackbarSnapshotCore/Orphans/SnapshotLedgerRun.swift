import Foundation
import SnackbarRendering

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one test run logged in the ledger: which goldens were used, by which tests.
public struct SnapshotLedgerRun: Sendable, Equatable {
  /// One ledger line: a golden and the test that asserted it.
  public struct Use: Sendable, Hashable {
    /// The golden's standardized absolute path.
    public var path: String
    /// The asserting test's identity (SnackbarSnapshotTesting's `SnapshotTestIdentity.key`); `nil` in older
    /// ledgers.
    public var test: String?

    /// Creates a use.
    public init(path: String, test: String?) {
      self.path = path
      self.test = test
    }
  }

  /// The run's name (``SnapshotRun/id``); empty for files of the older `<pid>.txt` format.
  public var id: String
  /// The command that started the run, from the files' headers, when recorded.
  public var command: String?
  /// Every use logged, in file order.
  public var uses: [Use]

  /// Creates a run.
  public init(id: String, command: String?, uses: [Use]) {
    self.id = id
    self.command = command
    self.uses = uses
  }

  /// The goldens used.
  public var usedPaths: Set<String> { Set(uses.map(\.path)) }

  /// Whether the run selected tests (`--filter`, `--skip`), so it does not cover the suite.
  public var isFiltered: Bool { SnapshotRun(id: id, command: command).isFiltered }

  /// Goldens asserted by more than one test in this run, across all its processes, with the
  /// tests sorted; sorted by path.
  public var sharedGoldens: [(path: String, tests: [String])] {
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
  /// Each file of the run is read bounded (`SnapshotFileLimits.ledgerFileBytes`, 64 MiB) and never from
  /// a FIFO, since the ledger sits in a build folder CI caches restore.
  /// - Throws: ``SnapshotLedgerError/cannotRead(path:reason:)`` when the directory cannot be
  ///   listed, or a file of that run cannot be read or is too large.
  public static func latestRun(in directory: URL) throws(SnapshotLedgerError) -> SnapshotLedgerRun? {
    let names: [String]
    do {
      names = try FileSystem.directoryEntries(BytePath(directory.path)).map { String(decoding: $0, as: UTF8.self) }
    } catch {
      // No ledger yet is an answer; a ledger that cannot be listed is not.
      if error.code == ENOENT { return nil }
      throw .cannotRead(path: directory.path, reason: error.description)
    }
    var newest: [String: Date] = [:]
    var files: [String: [String]] = [:]
    for name in names.sorted() where name.hasSuffix(".txt") {
      let run = runID(fileName: name)
      let path = directory.appendingPathComponent(name).path
      let modified = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? nil
      newest[run] = max(newest[run] ?? .distantPast, modified ?? .distantPast)
      files[run, default: []].append(path)
    }
    // Ties (same modification time) go to the larger name, so the answer does not depend on
    // directory order.
    guard let latest = newest.max(by: { ($0.value, $0.key) < ($1.value, $1.key) })?.key else { return nil }
    var command: String?
    var uses: [SnapshotLedgerRun.Use] = []
    for path in files[latest] ?? [] {
      let bytes: [UInt8]
      do {
        bytes = try SnapshotFileLimits.read(path, limit: SnapshotFileLimits.ledgerFileBytes)
      } catch {
        let limit = error == .tooLarge(limit: SnapshotFileLimits.ledgerFileBytes) ? ", the limit for a ledger file" : ""
        throw .cannotRead(path: path, reason: "\(error)\(limit)")
      }
      // Files of format 2 escape their fields; older ones wrote them raw.
      var escapes = false
      for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where !line.isEmpty {
        if line == escapedFormatLine {
          escapes = true
        } else if line.hasPrefix("# command: ") {
          command = command ?? String(line.dropFirst("# command: ".count))
        } else if !line.hasPrefix("#") {
          uses.append(parse(line, escapes: escapes))
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
