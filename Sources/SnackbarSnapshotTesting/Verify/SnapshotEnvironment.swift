import Foundation

/// The environment variables snapshot assertions read, as a value, so tests can inject them
/// instead of mutating the process environment (which is shared by concurrently running tests).
///
/// | Variable | Meaning |
/// |---|---|
/// | `SNAPSHOT_RECORD` | `never`, `missing`, `failed`, `all`: overrides every assertion's `record:` |
/// | `CI` | set (and not `false`/`0`): default record mode `never`; tolerant stack mode disabled |
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

  /// The mode an assertion uses, by the precedence documented on ``SnapshotRecordMode``.
  public func effectiveRecordMode(argument: SnapshotRecordMode?) throws(SnapshotConfigurationError)
    -> SnapshotRecordMode
  {
    try resolveRecordMode(argument: argument).mode
  }

  /// The effective mode and which rule chose it, in words, for failure messages.
  func resolveRecordMode(argument: SnapshotRecordMode?) throws(SnapshotConfigurationError) -> (
    mode: SnapshotRecordMode, reason: String
  ) {
    if let forced = try recordModeOverride() { return (forced, "SNAPSHOT_RECORD=\(forced)") }
    if let argument { return (argument, "record: .\(argument)") }
    return isCI ? (.never, "the default on CI") : (.missing, "the default")
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
