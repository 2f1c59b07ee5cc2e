import Foundation
import SnackbarRendering
import SnackbarRenderingStack
import SnackbarSnapshotCore

/// The lines `snackbar doctor` prints for a diagnosis: one summary line when the machine matches;
/// otherwise, per recorded stack, which goldens, every difference (expected vs here) and the
/// `apt-get install` line.
struct DoctorReport {
  /// The goldens directory as the user named it.
  let root: String
  /// Paths are shown relative to this directory when they are inside it.
  let currentDirectory: URL

  /// The single line printed when every stack matches.
  func summary(of diagnosis: StackDiagnosis) -> String {
    let goldens = diagnosis.stacks.reduce(0) { $0 + $1.goldens.count }
    let here = diagnosis.here
    var parts = [
      here.libraries.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "),
      "\(here.fonts.count) font file\(here.fonts.count == 1 ? "" : "s")",
    ]
    if diagnosis.packagesUncompared {
      parts.append("package versions not compared: no dpkg-query here")
    } else if diagnosis.stacks.contains(where: { $0.fingerprint.packages != nil }), let packages = here.packages {
      parts.append("\(packages.count) package versions")
    } else {
      parts.append("no package versions recorded")
    }
    return "snackbar doctor: this machine matches the rendering stack of all \(goldens) golden"
      + "\(goldens == 1 ? "" : "s") under \(root) (\(parts.joined(separator: "; ")))"
  }

  /// The lines printed when some stack differs.
  func differences(of diagnosis: StackDiagnosis) -> [String] {
    let differing = diagnosis.stacks.filter { !$0.differences.isEmpty }
    let differingGoldens = differing.reduce(0) { $0 + $1.goldens.count }
    let allGoldens = diagnosis.stacks.reduce(0) { $0 + $1.goldens.count }
    var lines = [
      "snackbar doctor: this machine's rendering stack differs from the one \(differingGoldens) of \(allGoldens) "
        + "goldens under \(root) were recorded on"
    ]
    for (index, stack) in diagnosis.stacks.enumerated() {
      let count = stack.goldens.count
      let heading =
        "stack \(index + 1) of \(diagnosis.stacks.count), recorded for \(count) golden\(count == 1 ? "" : "s")"
      guard !stack.differences.isEmpty else {
        lines.append("\(heading): matches this machine")
        continue
      }
      lines.append("\(heading): differs")
      lines += goldenLines(stack.sources)
      lines += stack.differences.map { "  \(line(for: $0))" }
      lines += installLines(stack.plan, fingerprintHasPackages: stack.fingerprint.packages != nil)
    }
    if diagnosis.packagesUncompared {
      lines.append(
        "note: this machine has no dpkg-query, so Debian package versions were not compared (libraries, "
          + "font hashes and font options were)")
    }
    if diagnosis.stacks.count > 1 {
      lines.append(
        "note: the goldens under \(root) were recorded on \(diagnosis.stacks.count) different stacks, and a machine "
          + "matches at most one: re-record the others on the stack you keep (SNAPSHOT_RECORD=all swift test "
          + "--filter SUITE)")
    }
    return lines
  }

  /// `library pango: expected 1.50.12, here 1.52.1`.
  func line(for difference: RenderingDifference) -> String {
    "\(difference.kind.rawValue) \(difference.name): expected \(difference.shortRecorded ?? "absent"), "
      + "here \(difference.shortHere ?? "absent")"
  }

  /// One line per directory of goldens: `goldens in Snapshots/Suite/: a.png, b.png`.
  func goldenLines(_ sources: [RecordedFingerprint]) -> [String] {
    var byDirectory: [(directory: URL, goldens: [URL])] = []
    for source in sources {
      for golden in source.goldens {
        let directory = golden.deletingLastPathComponent().standardizedFileURL
        if let index = byDirectory.firstIndex(where: { $0.directory == directory }) {
          byDirectory[index].goldens.append(golden)
        } else {
          byDirectory.append((directory, [golden]))
        }
      }
      if source.goldens.isEmpty {
        byDirectory.append((source.file.deletingLastPathComponent().standardizedFileURL, []))
      }
    }
    return byDirectory.map { entry in
      let names = entry.goldens.map(\.lastPathComponent)
      return "  goldens in \(display(entry.directory))/: "
        + (names.isEmpty ? "none (only a fingerprint)" : names.joined(separator: ", "))
    }
  }

  /// The install command and what it cannot fix.
  func installLines(_ plan: InstallPlan, fingerprintHasPackages: Bool) -> [String] {
    var lines: [String] = []
    if let command = plan.command {
      lines.append("  to install this stack (as root, on Debian 12): \(command)")
    }
    if plan.usesPinnedList, !fingerprintHasPackages {
      lines.append(
        "  note: this fingerprint records no package versions (written before they were recorded, or "
          + "without dpkg-query), so the versions come from the pinned list, which may describe another "
          + "machine than the goldens'; run snackbar doctor again after installing")
    }
    lines += plan.unresolved.map { "  not installable: \($0)" }
    return lines
  }

  /// `path` relative to the current directory when inside it.
  func display(_ url: URL) -> String {
    let base = currentDirectory.standardizedFileURL.path
    let path = url.standardizedFileURL.path
    if path == base { return "." }
    return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
  }
}
