import Foundation
import SnackbarRendering
import SnackbarRenderingStack
import Testing

@testable import SnackbarCLI

/// `snackbar doctor` in-process, on goldens directories holding crafted fingerprints.
@Suite final class DoctorCommandTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  /// This machine's stack, as the command sees it.
  static let here = RenderingFingerprint.survey()

  func write(_ text: String, to relative: String) throws {
    let url = scratch.url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func record(_ fingerprint: RenderingFingerprint, suite: String, goldens: [String]) throws {
    try write(fingerprint.stableText, to: "Snapshots/\(suite)/fingerprint.json")
    for golden in goldens { try write("golden", to: "Snapshots/\(suite)/\(golden)") }
  }

  /// Runs `snackbar doctor` on a fake machine whose stack is `here` and whose dpkg reports
  /// `installed` (nil: no dpkg-query), in the scratch directory.
  func doctor(
    _ arguments: [String], here: RenderingFingerprint, installed: [String: String]? = nil
  ) throws -> CLIRun {
    let machine = DoctorCommand.Machine(
      survey: { here }, installedVersions: { names in installed?.filter { names.contains($0.key) } },
      currentDirectory: scratch.url)
    let recorder = CLIOutputRecorder()
    let status: Int32
    do {
      status = try DoctorCommand.run(arguments, recorder.output, machine: machine)
    } catch {
      recorder.output.standardError(error.description)
      status = error.exitStatus
    }
    let (output, errors) = recorder.lines
    return CLIRun(status: status, output: output, errors: errors)
  }

  // MARK: exit 0

  @Test func exitsZeroWithOneLineWhenTheStacksMatch() throws {
    try record(Self.here, suite: "Archive", goldens: ["archived.png", "archived.txt"])
    try record(Self.here, suite: "Nested/Screens", goldens: ["phone.png"])
    let run = snackbar(["doctor", scratch.path("Snapshots")])
    #expect(run.status == 0, "\(run.output) \(run.errors)")
    #expect(run.output.count == 1)
    #expect(run.outputText.contains("matches the rendering stack of all 3 goldens"))
    #expect(run.outputText.contains("pango \(Self.here.libraries["pango"] ?? "?")"))
    #expect(run.errors.isEmpty)
  }

  @Test func aFingerprintFromBeforePackageVersionsStillMatches() throws {
    var old = Self.here
    old.packages = nil
    old.fontOptions = nil
    try record(old, suite: "Archive", goldens: ["archived.png"])
    let run = snackbar(["doctor", scratch.path("Snapshots")])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.outputText.contains("no package versions recorded"))
  }

  // MARK: exit 1

  @Test func exitsOneNamingEveryDifferenceTheGoldensAndTheInstallLine() throws {
    var recorded = Self.here
    recorded.libraries["pango"] = "1.52.1"
    recorded.fonts["Roboto-Regular.ttf"] = String(repeating: "a", count: 64)
    recorded.packages = [
      "libpango-1.0-0": "1.52.1+ds-1", "libpangocairo-1.0-0": "1.52.1+ds-1", "libpangoft2-1.0-0": "1.52.1+ds-1",
      "fonts-roboto-unhinted": "2:0~20990101-1",
    ]
    try record(recorded, suite: "Archive", goldens: ["archived.png", "archived.txt"])
    try record(Self.here, suite: "Screens", goldens: ["phone.png"])

    let run = snackbar(["doctor", scratch.path("Snapshots")])
    #expect(run.status == 1, "\(run.errors)")
    let text = run.outputText
    #expect(text.contains("differs from the one 2 of 3 goldens"))
    #expect(text.contains("goldens in \(scratch.path("Snapshots/Archive"))/: archived.png, archived.txt"))
    #expect(text.contains("library pango: expected 1.52.1, here \(Self.here.libraries["pango"] ?? "?")"))
    #expect(text.contains("font Roboto-Regular.ttf: expected sha256 aaaaaaaaaaaa…, here sha256 "))
    #expect(
      text.contains(
        "apt-get install --allow-downgrades libpango-1.0-0=1.52.1+ds-1 libpangocairo-1.0-0=1.52.1+ds-1 "
          + "libpangoft2-1.0-0=1.52.1+ds-1 fonts-roboto-unhinted=2:0~20990101-1"), "\(text)")
    #expect(text.contains("stack 2 of 2, recorded for 1 golden: matches this machine"))
    #expect(!text.contains("Screens/: phone.png"), "a matching stack's goldens are not listed as differing")
    if Self.here.packages != nil {
      #expect(text.contains("package libpango-1.0-0: expected 1.52.1+ds-1, here "))
    }
  }

  @Test func missingFontsAreDifferencesNotErrors() throws {
    var here = Self.here
    here.fonts.removeValue(forKey: "NotoColorEmoji.ttf")
    let recorded = Self.here
    try record(recorded, suite: "Emoji", goldens: ["smile.png"])
    let run = try doctor([], here: here)
    #expect(run.status == 1)
    #expect(run.outputText.contains("font NotoColorEmoji.ttf: expected sha256 "))
    #expect(run.outputText.contains(", here absent"))
    #expect(run.outputText.contains("goldens in Snapshots/Emoji/: smile.png"))
  }

  @Test func withoutRecordedPackagesTheInstallLineComesFromThePinnedList() throws {
    var recorded = Self.here
    recorded.packages = nil
    recorded.libraries["freetype"] = "2.12.1"
    var here = recorded
    here.libraries["freetype"] = "2.13.2"
    here.packages = ["libfreetype6": "2.13.2+dfsg-1"]
    try record(recorded, suite: "Archive", goldens: ["archived.png"])
    try write("libfreetype6=2.12.1+dfsg-5+deb12u4\nlibcairo2=1.16.0-7\n", to: "pinned.txt")
    let run = try doctor(["--pinned", "pinned.txt"], here: here)
    #expect(run.status == 1)
    #expect(run.outputText.contains("library freetype: expected 2.12.1, here 2.13.2"))
    #expect(
      run.output.contains { $0.hasSuffix("apt-get install --allow-downgrades libfreetype6=2.12.1+dfsg-5+deb12u4") })
    #expect(run.outputText.contains("the versions come from the pinned list"))
  }

  @Test func aPinnedListForAnotherStackIsNotPassedOffAsTheGoldens() throws {
    var recorded = Self.here
    recorded.packages = nil
    recorded.libraries["freetype"] = "2.11.0"
    var here = recorded
    here.libraries["freetype"] = "2.12.1"
    try record(recorded, suite: "Archive", goldens: ["archived.png"])
    try write("libfreetype6=2.12.1+dfsg-5+deb12u4\n", to: "pinned.txt")
    let run = try doctor(["--pinned", "pinned.txt"], here: here)
    #expect(run.status == 1)
    #expect(!run.outputText.contains("apt-get install"))
    #expect(run.outputText.contains("not installable: freetype 2.11.0: the pinned list"))
  }

  @Test func withoutFingerprintsThePinnedListIsTheExpectedStack() throws {
    try write("golden", to: "Snapshots/Archive/archived.png")
    try write("libcairo2=1.16.0-7\nfonts-noto-core=20201225-1\n", to: "pinned.txt")
    let same = try doctor(
      ["--pinned", "pinned.txt"], here: Self.here,
      installed: ["libcairo2": "1.16.0-7", "fonts-noto-core": "20201225-1"])
    #expect(same.status == 0, "\(same.output) \(same.errors)")
    #expect(same.output.count == 1)
    let other = try doctor(["--pinned", "pinned.txt"], here: Self.here, installed: ["libcairo2": "1.18.0-1"])
    #expect(other.status == 1)
    #expect(other.outputText.contains("package libcairo2: expected 1.16.0-7, here 1.18.0-1"))
    #expect(other.outputText.contains("package fonts-noto-core: expected 20201225-1, here absent"))
    #expect(
      other.outputText.contains("apt-get install --allow-downgrades libcairo2=1.16.0-7 fonts-noto-core=20201225-1"))
  }

  // MARK: exit 2

  @Test func exitsTwoForAMissingDirectory() {
    let run = snackbar(["doctor", scratch.path("Nowhere")])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errorText.contains("no goldens directory at \(scratch.path("Nowhere"))"))
  }

  @Test func exitsTwoForACorruptFingerprintNamingIt() throws {
    try record(Self.here, suite: "Good", goldens: ["a.png"])
    try write("{ \"libraries\": ", to: "Snapshots/Bad/fingerprint.json")
    let run = snackbar(["doctor", scratch.path("Snapshots")])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errorText.contains("\(scratch.path("Snapshots/Bad/fingerprint.json")) is not a rendering fingerprint"))
  }

  @Test func exitsTwoForABadPinnedListOrArguments() throws {
    try record(Self.here, suite: "Good", goldens: ["a.png"])
    try write("libcairo2 1.16.0-7\n", to: "pinned.txt")
    let malformed = snackbar(["doctor", scratch.path("Snapshots"), "--pinned", scratch.path("pinned.txt")])
    #expect(malformed.status == 2)
    #expect(malformed.errorText.contains("pinned.txt line 1: expected PACKAGE=VERSION"))
    let missing = snackbar(["doctor", scratch.path("Snapshots"), "--pinned", scratch.path("none.txt")])
    #expect(missing.status == 2)
    #expect(missing.errorText.contains("cannot read the pinned package list"))
    let twoDirectories = snackbar(["doctor", scratch.path("Snapshots"), scratch.path("Other")])
    #expect(twoDirectories.status == 2)
  }

  @Test func exitsTwoWhenThereIsNothingToCompare() throws {
    try write("golden", to: "Snapshots/Archive/archived.png")
    try write("libcairo2=1.16.0-7\n", to: "pinned.txt")
    let run = try doctor(["--pinned", "pinned.txt"], here: Self.here, installed: nil)
    #expect(run.status == 2)
    #expect(run.errorText.contains("no dpkg-query"))
  }
}

/// Collects what a command writes, for calling a command's `run` directly.
final class CLIOutputRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var standardOutput: [String] = []
  private var standardError: [String] = []

  var output: CLIOutput {
    CLIOutput(
      standardOutput: { line in self.lock.withLock { self.standardOutput.append(line) } },
      standardError: { line in self.lock.withLock { self.standardError.append(line) } })
  }

  var lines: (output: [String], errors: [String]) { lock.withLock { (standardOutput, standardError) } }
}
