import Foundation
import SnackbarFiles
import SnackbarRendering
import Testing

@testable import SnackbarCLI

extension StandardInput {
  /// A standard input holding `bytes`, read as a pipe would be: at most what is asked for. Counts
  /// the bytes asked for, so tests can check that reads are bounded.
  static func bytes(_ bytes: [UInt8], asked: AskedBytes = AskedBytes()) -> StandardInput {
    StandardInput { (maximumBytes) throws(FileSystemError) in
      asked.record(maximumBytes)
      return Array(bytes.prefix(maximumBytes))
    }
  }

  /// A standard input that fails as a broken device does.
  static let failing = StandardInput { (_) throws(FileSystemError) in
    throw FileSystemError(.read, path: "standard input", reason: .system(errno: EIO))
  }
}

/// The largest read a test's standard input was asked for.
final class AskedBytes: @unchecked Sendable {
  private let lock = NSLock()
  private var largest = 0

  func record(_ count: Int) { lock.withLock { largest = max(largest, count) } }
  var maximum: Int { lock.withLock { largest } }
}

/// Lines written by one run; locked, since the sinks must be Sendable.
private final class Lines: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []

  func append(_ line: String) { lock.withLock { lines.append(line) } }
  var all: [String] { lock.withLock { lines } }
}

/// Runs `snackbar arguments…` in this process with `standardInput` as its standard input.
func snackbar(_ arguments: [String], standardInput: StandardInput) -> CLIRun {
  let (output, errors) = (Lines(), Lines())
  let cli = CLIOutput(standardOutput: output.append, standardError: errors.append, standardInput: standardInput)
  let status = SnackbarCLIMain.run(arguments: arguments, output: cli)
  return CLIRun(status: status, output: output.all, errors: errors.all)
}

@Suite struct StandardInputTests {
  /// The process's own standard input, end to end: `printf 'Saved\n' | snackbar render --text -`
  /// draws what `--text Saved` draws, in a child process so this one's standard input is untouched.
  @Test func theExecutableReadsThePipedTextWithoutItsLineBreak() throws {
    let directory = try ScratchDirectory()
    defer { directory.cleanUp() }
    let (piped, typed) = (directory.path("piped.png"), directory.path("typed.png"))
    let child = try ProcessEnvironmentTests.run(
      ["render", "--text", "-", "--output", piped], input: Data("Saved\n".utf8))
    #expect(child.status == 0, "\(child.errors)")
    let run = snackbar(["render", "--text", "Saved", "--output", typed])
    #expect(run.status == 0, "\(run.errorText)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: piped)) == Data(contentsOf: URL(fileURLWithPath: typed)))
  }

  /// Outputs made for tests read an empty input, never the test runner's standard input (where
  /// an in-process `--text -`, which the fuzz harness can draw, would wait forever).
  @Test func anOutputWithoutAnInputReadsNothing() {
    let run = snackbar(["render", "--text", "-", "--output", "/tmp/unused.png"])
    #expect(run.status == 2)
    #expect(run.errorText.contains("standard input (--text -) may not be empty"), "\(run.errorText)")
  }

  @Test func aFailingStandardInputIsNamed() {
    let run = snackbar(["render", "--text", "-", "--output", "/tmp/unused.png"], standardInput: .failing)
    #expect(run.status == 2)
    #expect(run.errorText.contains("cannot read standard input (--text -): Input/output error"))
  }
}
