import Foundation
import SnackbarRendering
import SnackbarRenderingStack
import SnackbarSnapshotCore

/// What `snackbar doctor` found: each distinct recorded stack, compared with this machine's.
struct StackDiagnosis {
  /// One distinct stack and everything recorded on it.
  struct Stack {
    /// The recorded fingerprint (the expected stack).
    let fingerprint: RenderingFingerprint
    /// The stored fingerprints holding it, with their goldens.
    let sources: [RecordedFingerprint]
    /// What differs on this machine; empty when it matches.
    let differences: [RenderingDifference]
    /// How to install the recorded stack; empty when it matches.
    let plan: InstallPlan

    /// Every golden recorded on this stack.
    var goldens: [URL] { sources.flatMap(\.goldens) }
  }

  /// The stacks, in the order their first fingerprint was found.
  let stacks: [Stack]
  /// This machine's stack.
  let here: RenderingFingerprint

  /// Compares every distinct fingerprint in `recorded` with `here`.
  init(recorded: [RecordedFingerprint], here: RenderingFingerprint, pinned: PinnedPackageList?) {
    var groups: [(fingerprint: RenderingFingerprint, sources: [RecordedFingerprint])] = []
    for entry in recorded {
      if let index = groups.firstIndex(where: { $0.fingerprint == entry.fingerprint }) {
        groups[index].sources.append(entry)
      } else {
        groups.append((entry.fingerprint, [entry]))
      }
    }
    stacks = groups.map { group in
      let differences = here.differenceList(from: group.fingerprint)
      return Stack(
        fingerprint: group.fingerprint, sources: group.sources, differences: differences,
        plan: InstallPlan(differences: differences, recorded: group.fingerprint, here: here, pinned: pinned))
    }
    self.here = here
  }

  /// Whether this machine matches every recorded stack.
  var matches: Bool { stacks.allSatisfy { $0.differences.isEmpty } }

  /// Whether some stack records package versions this machine could not report (no `dpkg-query`),
  /// so they were not compared.
  var packagesUncompared: Bool {
    here.packages == nil && stacks.contains { $0.fingerprint.packages != nil }
  }
}
