import Foundation
import SnackbarFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which test run this process belongs to, so the ledger can tell the latest run from earlier
/// ones.
///
/// One `swift test` starts several test processes: one for XCTest and one for Swift Testing,
/// and with `--parallel` one XCTest worker per test. They are all children of the same
/// `swift-test` process, so the run is named after that parent: its process id and, on Linux,
/// its start time (from `/proc`, so a recycled process id does not merge two runs). Every
/// process of one `swift test`, parallel or not, thus writes to the same run.
///
/// - `SNAPSHOT_RUN_ID=<name>` overrides this: set it to make several `swift test` invocations
///   one run (a CI job testing two configurations), or to name a run outside SwiftPM.
/// - On Linux, when the parent is not `swift-test` (the test bundle launched by hand or by
///   another runner), each process is its own run.
/// - Elsewhere (macOS), the run is the parent's process id: `swift test`'s children share it;
///   two bundles launched by hand from one shell would share it too, so set `SNAPSHOT_RUN_ID`
///   there.
package struct SnapshotRun: Sendable, Hashable {
  /// The run's name, made of letters, digits, `-` and `_` (it starts ledger file names).
  package var id: String
  /// The command that started the run (the `swift test` command line), when known.
  package var command: String?

  /// A run with an explicit name; characters other than letters, digits, `-` and `_` become `-`.
  package init(id: String, command: String? = nil) {
    self.id = Self.sanitize(id)
    self.command = command
  }

  /// The run this process belongs to: `SNAPSHOT_RUN_ID` from `environment`, else the one derived
  /// from the parent process (computed once per process).
  package static func current(environment: SnapshotEnvironment = .process) -> SnapshotRun {
    if let explicit = environment["SNAPSHOT_RUN_ID"] {
      return SnapshotRun(id: explicit, command: processDerived.command)
    }
    return processDerived
  }

  /// Whether the command that started the run selected tests (`--filter`, `--skip`): then the
  /// ledger does not cover the whole suite, and orphans cannot be listed from it.
  package var isFiltered: Bool {
    guard let command else { return false }
    let words = command.split(separator: " ")
    return words.contains { $0 == "--filter" || $0 == "--skip" || $0.hasPrefix("--filter=") || $0.hasPrefix("--skip=") }
  }

  /// Computed once: the parent does not change while the process runs.
  static let processDerived: SnapshotRun = derive()

  private static func derive() -> SnapshotRun {
    let parent = Int(getppid())
    #if os(Linux)
      if let parentCommand = ProcessInfo.commandLine(of: parent),
        parentCommand.first.map({ ($0 as NSString).lastPathComponent }) == "swift-test",
        let start = ProcessInfo.startTime(of: parent)
      {
        return SnapshotRun(id: "swift-test-\(parent)-\(start)", command: parentCommand.joined(separator: " "))
      }
      let own = Int(getpid())
      let start = ProcessInfo.startTime(of: own).map { "-\($0)" } ?? ""
      return SnapshotRun(id: "process-\(own)\(start)", command: CommandLine.arguments.joined(separator: " "))
    #else
      return SnapshotRun(id: "parent-\(parent)", command: CommandLine.arguments.joined(separator: " "))
    #endif
  }

  static func sanitize(_ id: String) -> String {
    let mapped = id.unicodeScalars.map { scalar -> Character in
      let allowed =
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
        || scalar == "-" || scalar == "_"
      return allowed ? Character(scalar) : "-"
    }
    let result = String(mapped)
    return result.isEmpty ? "-" : result
  }
}

#if os(Linux)
  extension ProcessInfo {
    /// The most bytes read of a `/proc` file: a command line is at most a few MiB (`ARG_MAX`).
    private static let maximumProcFileBytes = 16 << 20

    /// `/proc/<pid>/cmdline` as arguments, or `nil` when unreadable.
    fileprivate static func commandLine(of pid: Int) -> [String]? {
      guard let data = try? FileSystem.read(BytePath("/proc/\(pid)/cmdline"), limit: maximumProcFileBytes),
        !data.isEmpty
      else { return nil }
      return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Field 22 of `/proc/<pid>/stat`: the start time in clock ticks since boot. Fields are
    /// counted after the command name, which is in parentheses and may itself hold spaces.
    fileprivate static func startTime(of pid: Int) -> String? {
      guard let data = try? FileSystem.read(BytePath("/proc/\(pid)/stat"), limit: maximumProcFileBytes) else {
        return nil
      }
      let text = String(decoding: data, as: UTF8.self)
      guard let close = text.lastIndex(of: ")") else { return nil }
      let fields = text[text.index(after: close)...].split(separator: " ")
      // After ")" come fields 3 (state), 4, …; field 22 is at index 19.
      return fields.count > 19 ? String(fields[19]) : nil
    }
  }
#endif
