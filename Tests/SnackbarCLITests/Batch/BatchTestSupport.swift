import Foundation
import SnackbarRendering

@testable import SnackbarCLI

/// What one in-process `snackbar batch` run printed, the raw writes (the live line) included.
struct BatchRun {
  let status: Int32
  let output: [String]
  let errors: [String]
  let raw: [String]

  var errorText: String { errors.joined(separator: "\n") }
}

/// Lines and raw writes of a run; locked, since the sinks must be Sendable.
private final class BatchCapture: @unchecked Sendable {
  private let lock = NSLock()
  private var output: [String] = []
  private var errors: [String] = []
  private var raw: [String] = []

  func appendOutput(_ line: String) { lock.withLock { output.append(line) } }
  func appendError(_ line: String) { lock.withLock { errors.append(line) } }
  func appendRaw(_ text: String) { lock.withLock { raw.append(text) } }
  var snapshot: (output: [String], errors: [String], raw: [String]) { lock.withLock { (output, errors, raw) } }
}

/// A clock that moves `step` seconds each time it is read: progress tests without sleeping.
final class SteppingClock: @unchecked Sendable {
  private let lock = NSLock()
  private var now = 100.0
  let step: Double

  init(step: Double) { self.step = step }

  func read() -> Double {
    lock.withLock {
      now += step
      return now
    }
  }
}

/// Runs `snackbar batch arguments…` in this process with `standardInput` on a pipe (or
/// `standardInputDescriptor`, an open file, as `batch - < FILE` has), a stepping clock and the
/// terminal check given.
func batch(
  _ arguments: [String], standardInput: String = "", standardInputDescriptor: Int32? = nil, isTerminal: Bool = false,
  clockStep: Double = 0
) throws -> BatchRun {
  let capture = BatchCapture()
  let pipe = Pipe()
  // Small inputs only: the pipe's buffer must hold it all, as nothing reads until the run.
  try pipe.fileHandleForWriting.write(contentsOf: Data(standardInput.utf8))
  try pipe.fileHandleForWriting.close()
  let clock = SteppingClock(step: clockStep)
  let environment = BatchEnvironment(
    standardInput: standardInputDescriptor ?? pipe.fileHandleForReading.fileDescriptor, isTerminal: isTerminal,
    clock: { clock.read() },
    writeRaw: capture.appendRaw)
  let output = CLIOutput(standardOutput: capture.appendOutput, standardError: capture.appendError)
  let status: Int32
  do {
    status = try BatchCommand.run(arguments.map { CommandLineArgument($0) }, output, environment: environment)
  } catch {
    capture.appendError(error.description)
    status = error.exitStatus
  }
  try pipe.fileHandleForReading.close()
  let captured = capture.snapshot
  return BatchRun(status: status, output: captured.output, errors: captured.errors, raw: captured.raw)
}
