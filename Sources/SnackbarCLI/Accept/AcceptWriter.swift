import Foundation
import SnackbarFiles
import SnackbarRendering
import SnackbarSnapshotCore

/// Writes accepted goldens, with the `fingerprint.json` beside them, all or nothing.
enum AcceptWriter {
  /// What was done, a line per golden (and per fingerprint file), for standard output.
  struct Outcome: Equatable {
    /// `replaced Snapshots/Suite/a.png with artifacts/Suite/a.actual.png`, one per golden.
    var lines: [String] = []
    /// Goldens written (replaced or created).
    var written = 0
    /// Goldens that already held the actual bytes.
    var unchanged = 0
  }

  /// Stages every accepted golden whose content changes, and the fingerprint files that record
  /// the run's stack for them, in one ``OutputTransaction``, after checking that no output is an
  /// input (an artifact, under any name).
  /// - Throws: ``CLIError`` when an output cannot be written or is an artifact; nothing is then
  ///   written.
  static func write(
    _ accepted: [AcceptedGolden], planner: AcceptPlanner, inputs: [CommandFile]
  ) throws(CLIError) -> Outcome {
    var outcome = Outcome()
    var files: [(bytes: [UInt8], path: BytePath)] = []
    var byFolder: [BytePath: [AcceptedGolden]] = [:]
    for golden in accepted {
      let shown = planner.display(golden.golden)
      if golden.isAlreadyAccepted {
        outcome.unchanged += 1
        outcome.lines.append("unchanged \(shown): it already holds \(planner.display(golden.actual.path))")
        continue
      }
      files.append((golden.bytes, golden.golden))
      outcome.written += 1
      let verb = golden.isNew ? "created" : "replaced"
      var line = "\(verb) \(shown) with \(planner.display(golden.actual.path))"
      if !golden.forcedStackDifferences.isEmpty {
        line += " (--force: drawn on another stack: \(golden.forcedStackDifferences.joined(separator: "; ")))"
      }
      outcome.lines.append(line)
      if golden.stack != nil { byFolder[golden.golden.parent, default: []].append(golden) }
    }
    for (folder, goldens) in byFolder.sorted(by: { $0.key.bytes.lexicographicallyPrecedes($1.key.bytes) }) {
      let stacks = goldens.compactMap { golden in
        golden.stack.map { (name: String(decoding: golden.golden.lastComponent, as: UTF8.self), stack: $0) }
      }
      let directory = URL(fileURLWithPath: String(decoding: folder.bytes, as: UTF8.self), isDirectory: true)
      let content: [UInt8]?
      do {
        content = try FingerprintStore.contentAssigning(stacks, directory: directory)
      } catch {
        throw .failed(error.description)
      }
      guard let content else { continue }
      let path = folder.appending(FingerprintStore.fileName)
      files.append((content, path))
      let names = stacks.map(\.name).joined(separator: ", ")
      outcome.lines.append("updated \(planner.display(path)): \(names) recorded on the run's rendering stack")
    }
    guard !files.isEmpty else { return outcome }
    let outputs = files.map { CommandFile(role: "the golden \(planner.display($0.path))", path: $0.path) }
    try OutputCheck.check(outputs, inputs: inputs)
    try OutputFiles.write(files)
    return outcome
  }
}
