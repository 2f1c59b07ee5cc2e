import Foundation

/// A child process of the tests, `snackbar` by default, started with its standard output and
/// standard error on pipes: the one way these tests start, stop and wait for a whole process.
///
/// A watchdog kills it (SIGKILL) after `timeout` seconds, so a hang fails its test instead of
/// stalling the whole run; ``Ending/timedOut`` tells that death from any other.
final class ChildProcess {
  /// How a child ended and what it wrote.
  struct Ending {
    /// Whether it exited or a signal ended it.
    let reason: Process.TerminationReason
    /// Its exit status, or the number of the signal that ended it.
    let status: Int32
    /// What it wrote on standard output after ``ChildProcess/waitForOutput()`` returned (all of
    /// it when that was not called), empty when the test closed the pipe.
    let output: String
    /// What it wrote on standard error.
    let errors: String
    /// Whether the watchdog killed it.
    let timedOut: Bool

    /// The signal that ended it, if one did.
    var signal: Int32? { reason == .uncaughtSignal ? status : nil }

    /// ``errors`` as lines.
    var errorLines: [String] { errors.split(separator: "\n").map(String.init) }
  }

  /// How long a child may run before the watchdog kills it: far longer than any test's child
  /// needs, so that only a hang reaches it.
  static let defaultTimeout = 300.0

  let process: Process
  private let output = Pipe()
  private let errors = Pipe()
  private var outputClosed = false
  private let watchdog: DispatchWorkItem
  private let killed = KilledFlag()

  /// Starts `executable` (the `snackbar` beside the test binary when nil) with `arguments` and
  /// `environment` (this process's when nil). Standard input is `input` through a pipe, written
  /// whole before this returns (so it must fit a pipe's buffer, 64 KiB), or `/dev/null`.
  init(
    _ arguments: [String], executable: URL? = nil, environment: [String: String]? = nil, input: Data? = nil,
    timeout: Double = defaultTimeout
  ) throws {
    process = Process()
    process.executableURL = try executable ?? ProcessEnvironmentTests.executable()
    process.arguments = arguments
    if let environment { process.environment = environment }
    process.standardOutput = output
    process.standardError = errors
    let standardInput = input.map { _ in Pipe() }
    process.standardInput = standardInput ?? FileHandle.nullDevice
    try process.run()
    let child = process.processIdentifier
    let killed = killed
    watchdog = DispatchWorkItem {
      killed.set()
      kill(child, SIGKILL)
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
    if let standardInput, let input {
      standardInput.fileHandleForWriting.write(input)
      try standardInput.fileHandleForWriting.close()
    }
  }

  /// Runs `snackbar arguments…`, waits for its first output (for a batch, its first finished
  /// file: outputs are then in flight), stops it with `interrupt`, and waits for it to end.
  static func interrupted(_ arguments: [String], by interrupt: (ChildProcess) throws -> Void) throws -> Ending {
    let child = try ChildProcess(arguments)
    child.waitForOutput()
    try interrupt(child)
    return child.finish()
  }

  /// Returns once the child has written something on standard output (or closed it): for a
  /// batch, its first finished file, so that outputs are in flight when it is stopped.
  func waitForOutput() {
    _ = output.fileHandleForReading.availableData
  }

  /// Sends `signal` to the child.
  func send(_ signal: Int32) {
    kill(process.processIdentifier, signal)
  }

  /// Closes the test's end of standard output, as a reader that went away does (`| head`).
  func closeOutput() throws {
    try output.fileHandleForReading.close()
    outputClosed = true
  }

  /// Reads standard output and standard error to their ends (output first: standard error must
  /// then fit a pipe's buffer) and waits for the child to end.
  func finish() -> Ending {
    let outputData = outputClosed ? Data() : output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    return Ending(
      reason: process.terminationReason, status: process.terminationStatus,
      output: String(decoding: outputData, as: UTF8.self), errors: String(decoding: errorData, as: UTF8.self),
      timedOut: killed.isSet)
  }
}

/// Set once by a watchdog, read after the wait.
private final class KilledFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}
