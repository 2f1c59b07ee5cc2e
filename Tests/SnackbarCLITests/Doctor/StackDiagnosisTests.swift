import Foundation
import SnackbarRendering
import SnackbarRenderingStack
import SnackbarSnapshotCore
import SnackbarSnapshotTesting
import Testing

@testable import SnackbarCLI

@Suite struct StackDiagnosisTests {
  static let stack = RenderingFingerprint(
    libraries: ["cairo": "1.16.0"], fonts: ["Roboto-Regular.ttf": "aa"], packages: ["libcairo2": "1.16.0-7"])

  static func recorded(_ fingerprint: RenderingFingerprint, _ suite: String, _ goldens: [String]) -> RecordedFingerprint
  {
    let directory = URL(fileURLWithPath: "/p/Snapshots/\(suite)")
    return RecordedFingerprint(
      file: directory.appendingPathComponent("fingerprint.json"),
      goldens: goldens.map { directory.appendingPathComponent($0) }, fingerprint: fingerprint)
  }

  @Test func equalFingerprintsAreOneStack() {
    var other = Self.stack
    other.libraries["cairo"] = "1.18.0"
    let diagnosis = StackDiagnosis(
      recorded: [
        Self.recorded(Self.stack, "A", ["a.png"]), Self.recorded(other, "B", ["b.png", "c.png"]),
        Self.recorded(Self.stack, "C", ["d.png"]),
      ], here: Self.stack, pinned: nil)
    #expect(diagnosis.stacks.count == 2)
    #expect(diagnosis.stacks[0].goldens.map(\.lastPathComponent) == ["a.png", "d.png"])
    #expect(diagnosis.stacks[0].differences.isEmpty)
    #expect(diagnosis.stacks[1].differences.map(\.name) == ["cairo"])
    #expect(diagnosis.stacks[1].plan.command == "apt-get install --allow-downgrades libcairo2=1.16.0-7")
    #expect(!diagnosis.matches)
  }

  @Test func aMachineWithoutDpkgIsSaidNotToHaveComparedPackages() {
    var here = Self.stack
    here.packages = nil
    let diagnosis = StackDiagnosis(recorded: [Self.recorded(Self.stack, "A", ["a.png"])], here: here, pinned: nil)
    #expect(diagnosis.matches)
    #expect(diagnosis.packagesUncompared)
  }
}
