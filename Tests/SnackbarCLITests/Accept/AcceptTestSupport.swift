import Foundation
import SnackbarFiles
import SnackbarImage
import SnackbarRendering
import SnackbarRenderingStack
import SnackbarSnapshotCore
import SnackbarSnapshotTesting
import Testing

@testable import SnackbarCLI

/// A package in a scratch folder for `snackbar accept`: `Snapshots/<suite>/` holding goldens,
/// and an artifacts folder filled by real failing assertions, as a test run leaves them.
struct AcceptFixture {
  let scratch: ScratchDirectory
  /// The suite, as the artifacts' folder names it (the calling test file's name).
  let suite: String

  init(scratch: ScratchDirectory, suite: String = "AcceptCommandTests") {
    self.scratch = scratch
    self.suite = suite
  }

  /// The package root: accept runs here.
  var root: URL { scratch.url }
  var snapshots: URL { root.appendingPathComponent("Snapshots", isDirectory: true) }
  /// The goldens' folder of ``suite``.
  var goldens: URL { snapshots.appendingPathComponent(suite, isDirectory: true) }
  /// The default artifacts folder.
  var artifacts: URL { root.appendingPathComponent("artifacts", isDirectory: true) }

  /// The golden `<name>.png`.
  func golden(_ name: String, pathExtension: String = "png") -> URL {
    goldens.appendingPathComponent("\(name).\(pathExtension)")
  }

  /// A solid image.
  static func image(_ red: UInt8, width: Int = 6, height: Int = 4) throws -> RGBAImage {
    try RGBAImage(width: width, height: height, fill: RGBAPixel(red: red, green: 40, blue: 90))
  }

  /// A stack that differs from another only in Pango's version.
  static func stack(pango: String) -> SnapshotFingerprintSource {
    SnapshotFingerprintSource { RenderingFingerprint(libraries: ["cairo": "1.16.0", "pango": pango], fonts: [:]) }
  }

  /// The configuration of a run: artifacts to `artifacts`, no ledger, `stack` as the stack.
  func configuration(
    artifacts: URL? = nil, stack: SnapshotFingerprintSource? = nil, record: String? = nil
  ) -> SnapshotConfiguration {
    SnapshotConfiguration(
      environment: SnapshotEnvironment(record.map { ["SNAPSHOT_RECORD": $0] } ?? [:]), fingerprint: stack,
      artifactsDirectory: artifacts ?? self.artifacts, ledger: .disabled)
  }

  /// Asserts `image` against golden `name`: records it when missing (record mode `missing`),
  /// else compares, leaving artifacts on a mismatch. The failure, if any.
  @discardableResult
  func verify(
    _ image: RGBAImage, named name: String, artifacts: URL? = nil, stack: SnapshotFingerprintSource? = nil,
    record: String? = nil, filePath: StaticString = #filePath
  ) -> SnapshotFailure? {
    verifySnapshot(
      of: image, as: .image(), named: name, snapshotDirectory: goldens,
      configuration: configuration(artifacts: artifacts, stack: stack, record: record), filePath: filePath,
      testName: "test\(name)()")
  }

  /// Asserts `text` against the text golden `name`.
  @discardableResult
  func verify(text: String, named name: String, filePath: StaticString = #filePath) -> SnapshotFailure? {
    verifySnapshot(
      of: text, as: .lines, named: name, snapshotDirectory: goldens, configuration: configuration(),
      filePath: filePath, testName: "test\(name)()")
  }

  /// Records `golden`, then fails against it with `actual`: the artifacts a failing run leaves.
  func fail(
    named name: String, golden: RGBAImage, actual: RGBAImage, artifacts: URL? = nil,
    stack: SnapshotFingerprintSource? = nil, filePath: StaticString = #filePath
  ) throws {
    verify(golden, named: name, stack: stack, filePath: filePath)
    let failure = verify(actual, named: name, artifacts: artifacts, stack: stack, filePath: filePath)
    try #require(failure?.kind == .mismatch, "expected a mismatch, got \(failure?.message ?? "a pass")")
  }

  /// The bytes of `url`, or nil when there is no file.
  func bytes(_ url: URL) -> [UInt8]? {
    FileManager.default.contents(atPath: url.path).map { [UInt8]($0) }
  }

  /// Every file under the goldens' root with its bytes, to show that nothing else changed.
  func snapshotFiles() -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: snapshots.path) else { return files }
    while let item = enumerator.nextObject() as? String {
      if let data = FileManager.default.contents(atPath: snapshots.appendingPathComponent(item).path) {
        files[item] = [UInt8](data)
      }
    }
    return files
  }

  /// Runs `snackbar accept arguments…` in the package root, capturing both streams.
  func accept(_ arguments: [String]) -> CLIRun {
    run { (output) throws(CLIError) -> Int32 in
      try AcceptCommand.run(arguments.map { CommandLineArgument($0) }, output, currentDirectory: BytePath(root.path))
    }
  }

  /// Rewrites the failure record of `name` in `artifacts` through `change`.
  func editRecord(
    _ name: String, artifacts: URL? = nil, _ change: (inout SnapshotFailureRecord) -> Void
  ) throws {
    let url = (artifacts ?? self.artifacts).appendingPathComponent(suite).appendingPathComponent(
      "\(name).failure.json")
    var record = try SnapshotFailureRecord.read(from: url)
    change(&record)
    try AtomicFile.write(try record.jsonBytes(), to: url)
  }
}

/// Runs a command body with captured output, as `snackbar` does for a subcommand's errors.
func run(_ body: (CLIOutput) throws(CLIError) -> Int32) -> CLIRun {
  let lines = LockedLines()
  let output = CLIOutput(standardOutput: lines.appendOutput, standardError: lines.appendError)
  let status: Int32
  do {
    status = try body(output)
  } catch {
    output.standardError(error.description)
    status = error.exitStatus
  }
  let captured = lines.snapshot
  return CLIRun(status: status, output: captured.output, errors: captured.errors)
}

/// Lines written to the two streams.
final class LockedLines: @unchecked Sendable {
  private let lock = NSLock()
  private var output: [String] = []
  private var errors: [String] = []

  func appendOutput(_ line: String) { lock.withLock { output.append(line) } }
  func appendError(_ line: String) { lock.withLock { errors.append(line) } }
  var snapshot: (output: [String], errors: [String]) { lock.withLock { (output, errors) } }
}

/// The words of a POSIX shell command line made only of plain words and single-quoted ones (what
/// the report writes), as a shell would pass them.
func shellWords(_ line: String) throws -> [String] {
  var words: [String] = []
  var current = ""
  var inWord = false
  var quoted = false
  var escaped = false
  for character in line {
    if escaped {
      current.append(character)
      escaped = false
      continue
    }
    if quoted {
      if character == "'" { quoted = false } else { current.append(character) }
      continue
    }
    switch character {
    case "'":
      quoted = true
      inWord = true
    case " ":
      if inWord { words.append(current) }
      current = ""
      inWord = false
    case "\\":
      escaped = true
      inWord = true
    case "\"", "$", "`", ";", "&", "|", "<", ">", "(", ")", "*", "?", "\n":
      throw ShellWordsError(line: line, character: character)
    default:
      current.append(character)
      inWord = true
    }
  }
  #expect(!quoted, "unterminated quote in \(line)")
  if inWord { words.append(current) }
  return words
}

/// A character a shell would act on, outside quotes.
struct ShellWordsError: Error {
  let line: String
  let character: Character
}
