import Foundation

/// The environment variables snapshot assertions read, as a value, so tests can inject them
/// instead of mutating the process environment (which is shared by concurrently running tests).
///
/// | Variable | Meaning |
/// |---|---|
/// | `SNAPSHOT_RECORD` | `never`, `missing`, `failed`, `all`: overrides every `record:` argument, block and trait |
/// | `CI` | set (and not `false`/`0`): record mode `never` whatever the code asks (unless `SNAPSHOT_RECORD` is set); tolerant stack mode disabled |
/// | `SNAPSHOT_DIFF_TOOL` | a program given the reference and actual paths (`ksdiff`, `code --diff`); wins over `diffTool:` |
/// | `SNAPSHOT_RUN_ID` | names the test run in the ledger (see `SnapshotRun`) |
/// | `SNAPSHOT_ARTIFACTS` | directory for failure artifacts (default `<package>/.build/snapshot-artifacts`) |
/// | `SNAPSHOT_TOLERANT_STACK` | `1`/`true`/`yes`: relax image tolerance when the goldens' rendering stack differs (ignored on CI) |
/// | `SNAPSHOT_LEDGER` | directory of used-golden ledgers (default `<package>/.build/snapshot-ledger`); `off` disables |
public struct SnapshotEnvironment: Sendable, Equatable {
  /// The variables, by name.
  public var variables: [String: String]

  /// Creates an environment from explicit variables.
  public init(_ variables: [String: String] = [:]) {
    self.variables = variables
  }

  /// The current process's environment.
  public static var process: SnapshotEnvironment {
    SnapshotEnvironment(ProcessInfo.processInfo.environment)
  }

  /// A variable's value, `nil` when unset or empty (an empty assignment such as `SNAPSHOT_RECORD=`
  /// is how shells "unset" for one command, so it is treated as unset).
  public subscript(name: String) -> String? {
    guard let value = variables[name]?.trimmingWhitespace(), !value.isEmpty else { return nil }
    return value
  }

  /// Whether we run on CI: `CI` is set to anything but `false` or `0`.
  public var isCI: Bool {
    guard let value = self["CI"] else { return false }
    return !["false", "0"].contains(value.lowercased())
  }

  /// The record mode forced by `SNAPSHOT_RECORD`, or `nil` when it is unset.
  /// - Throws: ``SnapshotConfigurationError/invalidRecordMode(_:)`` for any other value: a typo
  ///   such as `SNAPSHOT_RECORD=yes` must not silently compare instead of recording.
  public func recordModeOverride() throws(SnapshotConfigurationError) -> SnapshotRecordMode? {
    guard let value = self["SNAPSHOT_RECORD"] else { return nil }
    guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else { throw .invalidRecordMode(value) }
    return mode
  }

  /// The mode an assertion uses, by the precedence documented on ``SnapshotRecordMode``:
  /// `argument` is the assertion's `record:`, `scoped` the enclosing block's or trait's.
  public func effectiveRecordMode(
    argument: SnapshotRecordMode?, scoped: SnapshotRecordMode? = nil
  ) throws(SnapshotConfigurationError) -> SnapshotRecordMode {
    try resolveRecordMode(argument: argument, scoped: scoped).mode
  }

  /// The effective mode and which rule chose it, in words, for failure messages.
  package func resolveRecordMode(
    argument: SnapshotRecordMode?, scoped: SnapshotRecordMode? = nil
  ) throws(SnapshotConfigurationError) -> (mode: SnapshotRecordMode, reason: String) {
    if let forced = try recordModeOverride() { return (forced, "SNAPSHOT_RECORD=\(forced)") }
    if isCI {
      // Only requests that would have written are worth naming.
      let ignored = [
        argument.flatMap { $0 == .never ? nil : "record: .\($0)" },
        scoped.flatMap { $0 == .never ? nil : "the scope's record: .\($0)" },
      ].compactMap { $0 }
      guard ignored.isEmpty else {
        return (.never, "CI is set, which never records; \(ignored.joined(separator: " and ")) ignored")
      }
      return (.never, "the default on CI")
    }
    if let argument { return (argument, "record: .\(argument)") }
    if let scoped { return (scoped, "withSnapshotTesting/.snapshots(record: .\(scoped))") }
    return (.missing, "the default")
  }

  /// Whether `SNAPSHOT_TOLERANT_STACK` asks for tolerant comparison across rendering stacks.
  /// - Throws: ``SnapshotConfigurationError/invalidFlag(name:value:)`` for a value that is not a
  ///   recognisable yes/no, for the same reason as ``recordModeOverride()``.
  public func tolerantStackRequested() throws(SnapshotConfigurationError) -> Bool {
    try flag("SNAPSHOT_TOLERANT_STACK")
  }

  /// `SNAPSHOT_ARTIFACTS` as a directory URL, relative paths resolved against the current
  /// directory.
  public var artifactsDirectory: URL? {
    self["SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0, isDirectory: true) }
  }

  private func flag(_ name: String) throws(SnapshotConfigurationError) -> Bool {
    guard let value = self[name] else { return false }
    switch value.lowercased() {
    case "1", "true", "yes", "on": return true
    case "0", "false", "no", "off": return false
    default: throw .invalidFlag(name: name, value: value)
    }
  }
}

/// A configuration value that cannot be used. Reported as the assertion's failure.
public enum SnapshotConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// `SNAPSHOT_RECORD` holds something other than a record mode.
  case invalidRecordMode(String)
  /// A yes/no variable holds something else.
  case invalidFlag(name: String, value: String)

  /// A one-line explanation for failure messages and command-line errors.
  public var description: String {
    switch self {
    case .invalidRecordMode(let value):
      let modes = SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
      return "SNAPSHOT_RECORD=\(value) is not a record mode; use one of: \(modes) (or unset it)"
    case .invalidFlag(let name, let value):
      return "\(name)=\(value) is not a yes/no value; use 1 or 0"
    }
  }
}
