import Foundation
import SnackbarFiles
import SnackbarFuzzSupport
import SnackbarImage
import SnackbarRendering
import SnackbarRenderingStack
import SnackbarSnapshotCore
import SnackbarSnapshotTesting
import Testing

@testable import SnackbarCLI

/// The files `report` and `doctor` read from strangers, fuzzed through the commands in-process
/// (issue 19): failure records through `snackbar report`, fingerprints through `snackbar doctor`,
/// mutated from valid files by ``JSONMutator``. The oracle: no trap; an exit status the command
/// documents (report always writes its page, as a bad record is only a note on it; doctor 0, 1
/// or 2); no raw control character in any line printed or on the page; doctor's install line
/// holds only words in Debian's syntax; no temporary file left; and no input takes long (a hang
/// shows as a slow input, or as a harness that never ends).
@Suite(.tags(.fuzz)) struct RecordFuzzTests {
  /// Inputs in `make test`, each harness: about 0.9 s for fingerprints and 1.7 to 3.8 s for
  /// records (each input writes a page) on the shared 2-core machine, beside the rest of the suite.
  /// A few inputs write a 1 MiB file to check the size limits.
  static let defaultInputs = 400
  /// An input slower than this is a failure: the slowest honest one takes some 50 ms.
  static let slowInput: Duration = .seconds(10)

  /// A folder for one harness, on a RAM disk when there is one: report's page is flushed to disk
  /// once per input, which costs nothing there.
  struct Sandbox {
    let root: URL

    init(_ name: String) throws {
      let shm = URL(fileURLWithPath: "/dev/shm", isDirectory: true)
      let base = access(shm.path, W_OK) == 0 ? shm : FileManager.default.temporaryDirectory
      root = base.appendingPathComponent("snackbar-\(name)-fuzz-\(UUID().uuidString)", isDirectory: true)
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    /// Names in `relative`, hidden ones included.
    func names(in relative: String) -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: url(relative).path)) ?? []).sorted()
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  /// What is wrong with lines a command printed: a raw control character (C0, DEL, C1) or a
  /// bidirectional override; nil when nothing is.
  static func rawControl(in lines: [String]) -> String? {
    for line in lines where line.unicodeScalars.contains(where: isRaw) {
      return "a line holds a raw control character: \(line.debugDescription.prefix(300))"
    }
    return nil
  }

  static func isRaw(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
      || (0x2066...0x2069).contains(scalar.value)
  }

  /// Runs `body` and fails the input when it took longer than ``slowInput``.
  static func timed(_ body: () -> FuzzOutcome) -> FuzzOutcome {
    let clock = ContinuousClock()
    let start = clock.now
    let outcome = body()
    let elapsed = clock.now - start
    guard elapsed < slowInput else { return .failed("the input took \(elapsed)") }
    return outcome
  }

  // MARK: report

  @Test func failureRecordsThroughReport() throws {
    let campaign = FuzzCampaign(
      name: "failure-records", configuration: try FuzzConfiguration(defaultInputs: Self.defaultInputs),
      filter: "RecordFuzzTests/failureRecordsThroughReport")
    let sandbox = try Sandbox("report")
    defer { sandbox.remove() }
    let mutator = JSONMutator(corpus: try Self.writeArtifacts(in: sandbox))
    let artifacts = sandbox.url("artifacts").path
    let output = sandbox.url("out/report.html")
    try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
    let record = sandbox.url("artifacts/Suite/a.failure.json")

    let report = campaign.run { _, random in
      let (bytes, mutations) = mutator.mutant(using: &random)
      do {
        try Data(bytes).write(to: record)
      } catch {
        return .failed("cannot write the record: \(error)")
      }
      return Self.timed {
        let run = snackbar(["report", artifacts, "--output", output.path])
        guard let problem = Self.reportProblem(run, output: output, sandbox: sandbox) else {
          // Whether the record was read (its numbers on the page) or refused (a note instead).
          let page = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
          return .passed(page.contains("<dl class=\"facts\">") ? "record read" : "record refused")
        }
        return .failed(
          "\(problem)\nmutations: \(mutations)\nrecord: \(String(decoding: bytes.prefix(600), as: UTF8.self))")
      }
    }
    for message in report.failureMessages { Issue.record(Comment(rawValue: message)) }
    #expect(report.inputs > 0)
  }

  /// What is wrong with one report run; nil when nothing is.
  static func reportProblem(_ run: CLIRun, output: URL, sandbox: Sandbox) -> String? {
    // A bad record is a note on the page, never a failed report.
    guard run.status == 0 else { return "exit \(run.status): \(run.errorText.prefix(300))" }
    if let problem = rawControl(in: run.output + run.errors) { return problem }
    if let left = sandbox.names(in: "out").first(where: { $0.hasPrefix(".") }) { return "left \(left) behind" }
    guard let page = try? String(contentsOf: output, encoding: .utf8) else { return "no page (or not UTF-8)" }
    if let raw = page.unicodeScalars.first(where: { $0 != "\n" && $0 != "\t" && isRaw($0) }) {
      return "the page holds a raw U+\(String(raw.value, radix: 16, uppercase: true))"
    }
    let problems = ReportHTML.nestingProblems(page)
    return problems.isEmpty ? nil : "the page's elements do not nest: \(problems.prefix(3))"
  }

  /// Two images and the valid records mutations start from: a pixel mismatch, a size mismatch, a
  /// missing golden.
  static func writeArtifacts(in sandbox: Sandbox) throws -> [[UInt8]] {
    let folder = sandbox.url("artifacts/Suite")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let reference = try RGBAImage(width: 6, height: 4, fill: RGBAPixel(red: 255, green: 0, blue: 0))
    var actual = reference
    actual[2, 1] = RGBAPixel(red: 0, green: 0, blue: 255)
    try AtomicFile.write(try PNGCodec.encode(reference), to: folder.appendingPathComponent("a.reference.png"))
    try AtomicFile.write(try PNGCodec.encode(actual), to: folder.appendingPathComponent("a.actual.png"))
    let other = try RGBAImage(width: 3, height: 5, fill: RGBAPixel(white: 9))
    let comparisons: [ImageComparisonResult?] = [
      ImageComparison.compare(reference: reference, actual: actual, tolerance: .exact),
      ImageComparison.compare(reference: reference, actual: other, tolerance: .exact), nil,
    ]
    return try comparisons.map { comparison in
      let roles = comparison == nil ? ["actual"] : ["reference", "actual", "difference"]
      let failure = SnapshotFailure(
        kind: comparison == nil ? .missingReference : .mismatch, message: "Snapshot \"a\" in testA() differs",
        goldenURL: URL(fileURLWithPath: "/goldens/Suite/a.png"),
        artifacts: roles.map { SnapshotArtifactFile(role: $0, url: folder.appendingPathComponent("a.\($0).png")) },
        imageComparison: comparison)
      return try #require(SnapshotFailureRecord(failure, suite: "Suite", name: "a", test: "testA()")).jsonBytes()
    }
  }

  // MARK: doctor

  @Test func fingerprintsThroughDoctor() throws {
    let campaign = FuzzCampaign(
      name: "fingerprints", configuration: try FuzzConfiguration(defaultInputs: Self.defaultInputs),
      filter: "RecordFuzzTests/fingerprintsThroughDoctor")
    let sandbox = try Sandbox("doctor")
    defer { sandbox.remove() }
    let folder = sandbox.url("Snapshots/Suite")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for golden in ["a.png", "b.png"] { try Data("png".utf8).write(to: folder.appendingPathComponent(golden)) }
    try Data("libcairo2=1.16.0-7\nlibpixman-1-0=0.42.2-1\n".utf8).write(to: sandbox.url("pinned.txt"))
    let mutator = JSONMutator(corpus: Self.fingerprints)
    let fingerprint = folder.appendingPathComponent("fingerprint.json")
    let machine = DoctorCommand.Machine(
      survey: { Self.here }, installedVersions: { _ in ["libcairo2": "1.18.0-1"] }, currentDirectory: sandbox.root)
    try Data(Self.fingerprints[0]).write(to: fingerprint)
    let before = sandbox.names(in: "Snapshots/Suite")

    let report = campaign.run { _, random in
      let (bytes, mutations) = mutator.mutant(using: &random)
      do {
        try Data(bytes).write(to: fingerprint)
      } catch {
        return .failed("cannot write the fingerprint: \(error)")
      }
      return Self.timed {
        let run = DoctorHostileInputTests.run(["Snapshots", "--pinned", "pinned.txt"], machine: machine)
        var problem = Self.doctorProblem(run)
        if problem == nil, sandbox.names(in: "Snapshots/Suite") != before {
          problem = "doctor changed the goldens folder"
        }
        guard let problem else { return .passed("exit \(run.status)") }
        return .failed(
          "\(problem)\nmutations: \(mutations)\nfingerprint: \(String(decoding: bytes.prefix(600), as: UTF8.self))")
      }
    }
    for message in report.failureMessages { Issue.record(Comment(rawValue: message)) }
    #expect(report.inputs > 0)
  }

  /// What is wrong with one doctor run; nil when nothing is.
  static func doctorProblem(_ run: CLIRun) -> String? {
    switch run.status {
    case 0, 1: if run.output.isEmpty { return "exit \(run.status) with nothing on standard output" }
    case 2: if run.errors.isEmpty { return "exit 2 with nothing on standard error" }
    default: return "exit \(run.status)"
    }
    if let problem = rawControl(in: run.output + run.errors) { return problem }
    // The line a reviewer pastes as root: apt-get's own words, then PACKAGE=VERSION words in
    // Debian's syntax, which no shell acts on.
    for line in run.output where line.contains("apt-get") {
      guard let start = line.range(of: "apt-get install --allow-downgrades ") else {
        return "an apt-get line of another form: \(line.debugDescription)"
      }
      for word in line[start.upperBound...].split(separator: " ") {
        let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, DebianPackages.packageNameProblem(parts[0]) == nil,
          DebianPackages.versionProblem(parts[1]) == nil
        else { return "the install line holds \(word.debugDescription): \(line.debugDescription)" }
      }
    }
    return nil
  }

  /// The stack doctor's fake machine has: not the corpus's, so a valid file prints an install line.
  static let here = RenderingFingerprint(
    libraries: ["cairo": "1.18.0", "pango": "1.50.12"], fonts: ["Roboto-Regular.ttf": "b"],
    packages: ["libcairo2": "1.18.0-1", "libpixman-1-0": "0.44.0-1"], fontOptions: ["hintStyle": "none"])

  /// Valid fingerprints: one stack with package versions and font options, one without packages
  /// (the pinned list then gives versions), and one whose `otherStacks` holds a second stack.
  static let fingerprints: [[UInt8]] = {
    let recorded = RenderingFingerprint(
      libraries: ["cairo": "1.16.0", "pango": "1.50.12"], fonts: ["Roboto-Regular.ttf": "a"],
      packages: ["libcairo2": "1.16.0-7", "libpixman-1-0": "0.42.2-1", "fonts-roboto-unhinted": "2:0~20170802-3"],
      fontOptions: ["hintStyle": "none", "antialias": "gray"])
    var old = recorded
    old.packages = nil
    old.fontOptions = nil
    let main = recorded.stableText.trimmingCharacters(in: .whitespacesAndNewlines)
    let grouped =
      String(main.dropLast()) + ", \"otherStacks\": [{\"goldens\": [\"b.png\"], \"stack\": " + old.stableText + "}]}"
    return [recorded.stableText, old.stableText, grouped].map { Array($0.utf8) }
  }()
}
