import Foundation
import SnackbarBasics
import SnackbarFiles
import SnackbarJSON
import SnackbarRendering
import SnackbarSnapshotCore

/// `snackbar snapshots --compact [DIR]`: every PNG golden under DIR re-encoded at the smallest
/// size the encoder reaches (``GoldenCompaction``), each replaced atomically once its pixels are
/// checked, with the saving printed.
enum GoldenCompactor {
  /// What the run did, for the summary.
  struct Tally {
    var goldens = 0
    var compacted = 0
    var alreadySmallest = 0
    var kept = 0
    var failed = 0
    var bytesBefore = 0
    var bytesAfter = 0
  }

  static func run(_ parsed: ParsedArguments, _ output: CLIOutput) throws(CLIError) -> Int32 {
    guard parsed.pathPositionals.count <= 1 else {
      throw .usage("expected at most one DIR after --compact; got \(parsed.pathPositionals.count)")
    }
    guard parsed.path("ledger") == nil else { throw .usage("--compact reads no ledger: drop --ledger") }
    guard parsed.pathPositionals.isEmpty || parsed.path("snapshots") == nil else {
      throw .usage("give the goldens' folder once: DIR or --snapshots DIR")
    }
    let root = parsed.pathPositionals.first ?? parsed.path("snapshots") ?? BytePath("Snapshots")
    guard (try? FileSystem.status(of: root))?.kind == .directory else {
      throw .usage("no snapshots directory at \(root) (run in the package root, or give DIR)")
    }
    let folders: [FolderTree.Folder]
    do {
      folders = try FolderTree.folders(under: root)
    } catch {
      throw .failed("cannot list \(error.path): \(EchoedText.escaped(error.reason.description))")
    }
    var tally = Tally()
    for folder in folders {
      for name in folder.files where name.first != UInt8(ascii: ".") {
        let path = folder.path.appending(name)
        guard path.hasSuffix(ignoringCase: ".png") else { continue }
        tally.goldens += 1
        compact(path, tally: &tally, output)
      }
    }
    output.standardError(summary(tally, root: root))
    guard tally.failed == 0 else {
      throw .failed("\(tally.failed) golden\(tally.failed == 1 ? "" : "s") could not be compacted (named above)")
    }
    return 0
  }

  /// One golden: read, re-encoded, checked, replaced when smaller.
  private static func compact(_ path: BytePath, tally: inout Tally, _ output: CLIOutput) {
    let status = try? FileSystem.status(of: path, followingLinks: false)
    guard status?.kind == .regular else {
      tally.kept += 1
      output.standardError("kept \(path): it is \(status?.kind.name ?? "gone"), not a file of its own")
      return
    }
    let bytes: [UInt8]
    switch AcceptPlanner.readBounded(path) {
    case .success(let read): bytes = read
    case .failure(let problem):
      tally.failed += 1
      output.standardError("cannot read \(path): \(problem.reason)")
      return
    }
    let outcome: GoldenCompaction.Outcome
    do {
      outcome = try GoldenCompaction.compact(bytes)
    } catch {
      tally.failed += 1
      output.standardError("cannot compact \(path): \(EchoedText.escaped(error.description))")
      return
    }
    tally.bytesBefore += bytes.count
    switch outcome {
    case .alreadySmallest:
      tally.alreadySmallest += 1
      tally.bytesAfter += bytes.count
    case .kept(let reason):
      tally.kept += 1
      tally.bytesAfter += bytes.count
      output.standardError("kept \(path): \(reason)")
    case .smaller(let smaller, _):
      do {
        try checkUnchanged(path, since: status)
        try OutputCheck.check([CommandFile(role: "the golden", path: path)])
        try OutputFiles.write([(smaller, path)])
      } catch {
        tally.failed += 1
        tally.bytesAfter += bytes.count
        output.standardError("cannot rewrite \(path): \(error.description)")
        return
      }
      tally.compacted += 1
      tally.bytesAfter += smaller.count
      output.standardOutput(
        "\(path): \(grouped(bytes.count)) → \(grouped(smaller.count)) bytes (\(percent(smaller.count, of: bytes.count)))"
      )
    }
  }

  /// Refuses to write when `path` is no longer the regular file that was read: a link now (the
  /// transaction would write through it, to wherever it points) or another file or content (a
  /// test recording meanwhile, whose golden must not be replaced by the old pixels).
  private static func checkUnchanged(_ path: BytePath, since read: FileStatus?) throws(CLIError) {
    let now = try? FileSystem.status(of: path, followingLinks: false)
    guard let now, let read, now.kind == .regular else {
      throw .failed("it is no longer a regular file (\(now?.kind.name ?? "gone")); left alone")
    }
    guard now.device == read.device, now.inode == read.inode, now.size == read.size,
      now.modificationNanoseconds == read.modificationNanoseconds
    else { throw .failed("it changed while it was being compacted; left alone") }
  }

  /// `compacted 120 of 158 PNG goldens under Snapshots: 3,849,234 → 2,600,000 bytes (−32.5 %)…`
  static func summary(_ tally: Tally, root: BytePath) -> String {
    var text =
      "compacted \(tally.compacted) of \(tally.goldens) PNG golden\(tally.goldens == 1 ? "" : "s") under \(root): "
    text += "\(grouped(tally.bytesBefore)) → \(grouped(tally.bytesAfter)) bytes"
    if tally.bytesBefore > 0 { text += " (\(percent(tally.bytesAfter, of: tally.bytesBefore)))" }
    text += "; \(tally.alreadySmallest) already smallest"
    if tally.kept > 0 { text += ", \(tally.kept) kept as they are" }
    return text
  }

  /// `−32.5 %`: the change from `before` to `after`.
  static func percent(_ after: Int, of before: Int) -> String {
    guard before > 0, after != before else { return "0.0 %" }
    let change = Double(after - before) * 100 / Double(before)
    return (change < 0 ? "−" : "+") + String(format: "%.1f %%", abs(change))
  }

  /// `3,849,234`.
  static func grouped(_ number: Int) -> String {
    var digits = Array(String(number))
    var index = digits.count - 3
    while index > 0 {
      digits.insert(",", at: index)
      index -= 3
    }
    return String(digits)
  }
}
