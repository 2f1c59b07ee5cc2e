import Foundation
import Testing

@testable import SnackbarCLI

/// An interrupted `snackbar matrix` keeps its finished keys (`matrix.jsonl`, `index.html` under a
/// banner, `matrix.partial.json`), and `--resume` finishes it with the bytes of one uninterrupted
/// run. The stop is injected after a chosen number of images, so each case lands where it says.
@Suite final class MatrixResumeTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  /// Five keys in English, German and Arabic at two text sizes: six images a key, 30 in all.
  static let imagesPerKey = 6
  static let imageCount = 30
  static let options = ["--devices", "iphone-se", "--content-sizes", "S,AX-XXXL", "--scale", "1", "--quiet"]

  /// The catalog, with `change` applied to its text; returns its path.
  func writeCatalog(_ name: String = "Resume.xcstrings", german: (Int) -> String = { "Nachricht \($0)" }) throws
    -> String
  {
    var strings: [String] = []
    for index in 0..<5 {
      strings.append(
        """
        "key.\(index)": {"localizations": {
          "ar": {"stringUnit": {"state": "translated", "value": "رسالة \(index)"}},
          "de": {"stringUnit": {"state": "translated", "value": "\(german(index))"}},
          "en": {"stringUnit": {"state": "translated", "value": "Message \(index)"}}}}
        """)
    }
    let text = "{\"sourceLanguage\": \"en\", \"strings\": {\(strings.joined(separator: ",\n"))}, \"version\": \"1.0\"}"
    let path = scratch.path(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  func read(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

  /// The reference: one uninterrupted run of `catalog` into `reference`.
  func uninterrupted(_ catalog: String, into folder: String = "reference", extra: [String] = []) throws -> [String:
    Data]
  {
    let run = matrix([catalog, "--output", scratch.path(folder), "--jobs", "2"] + Self.options + extra)
    #expect(run.status == 0, "\(run.errorText)")
    return try contents(scratch.path(folder))
  }

  /// A run of `catalog` into `folder` stopped after `images` images; checks what it leaves.
  @discardableResult
  func interrupted(_ catalog: String, into folder: String, after images: Int, resume: Bool = false) throws -> CLIRun {
    let output = scratch.path(folder)
    let run = matrix(
      [catalog, "--output", output, "--jobs", "2"] + Self.options + (resume ? ["--resume"] : []),
      stop: MatrixStop(afterImages: images, signal: SIGTERM))
    #expect(run.status == 128 + SIGTERM, "\(run.errorText)")
    #expect(run.errorText.contains("interrupted by SIGTERM"), "\(run.errorText)")
    #expect(run.errorText.contains("--resume"), "\(run.errorText)")
    #expect(FileManager.default.fileExists(atPath: output + "/matrix.partial.json"))
    let page = String(decoding: try read(output + "/index.html"), as: UTF8.self)
    #expect(page.contains("class=\"interrupted\""), "the page is marked partial")
    #expect(page.contains("--resume"), "the banner says how to finish")
    return run
  }

  /// Stops after 0 images, in the middle of a key, just after a key, in a later key and after the
  /// last image (every key done, the files still partial until resumed).
  @Test(arguments: [0, 2, 6, 15, 30])
  func aResumedRunWritesTheBytesOfAnUninterruptedOne(images: Int) throws {
    let catalog = try writeCatalog()
    let reference = try uninterrupted(catalog)
    #expect(reference.keys.filter { $0.hasSuffix(".png") }.count == Self.imageCount)
    try interrupted(catalog, into: "out", after: images)
    // The finished keys' lines are the reference's first lines, whole keys only: by the feed's
    // order, every key before the one the stop fell in is finished.
    let partial = try read(scratch.path("out/matrix.jsonl"))
    let referenceLines = reference["matrix.jsonl"] ?? Data()
    #expect(referenceLines.starts(with: partial))
    let partialLines = partial.count { $0 == 0x0A }
    #expect(partialLines == images / Self.imagesPerKey * Self.imagesPerKey, "\(partialLines) lines after \(images)")

    let resumed = matrix([catalog, "--output", scratch.path("out"), "--jobs", "2", "--resume"] + Self.options)
    #expect(resumed.status == 0, "\(resumed.errorText)")
    let finished = try contents(scratch.path("out"))
    #expect(finished["matrix.partial.json"] == nil, "the record is removed when the run is finished")
    #expect(finished.keys.sorted() == reference.keys.sorted())
    for (name, bytes) in reference { #expect(finished[name] == bytes, "\(name) differs after a stop at \(images)") }
    // The lines kept from before the stop keep every member, the catalog location included.
    let lines = try matrixLines(scratch.path("out/matrix.jsonl"))
    #expect(lines.allSatisfy { ($0["location"] as? [String: Any])?["line"] as? Int != nil })
  }

  /// A resumed run stopped again records its own progress; resumed once more, the output is still
  /// the uninterrupted run's.
  @Test func aResumedRunCanBeInterruptedAndResumedAgain() throws {
    let catalog = try writeCatalog()
    let reference = try uninterrupted(catalog)
    try interrupted(catalog, into: "out", after: 4)
    try interrupted(catalog, into: "out", after: 13, resume: true)
    // 4 images finish no key; 13 more from the first finish the first two.
    #expect(try read(scratch.path("out/matrix.jsonl")).count { $0 == 0x0A } == 12)
    let resumed = matrix([catalog, "--output", scratch.path("out"), "--resume"] + Self.options)
    #expect(resumed.status == 0, "\(resumed.errorText)")
    let finished = try contents(scratch.path("out"))
    for (name, bytes) in reference { #expect(finished[name] == bytes, "\(name)") }
    #expect(finished["matrix.partial.json"] == nil)
  }

  /// A run killed before it handled signals left nothing: resuming it draws everything, as one
  /// run does. Where an earlier run's matrix.jsonl is beside no record, there is nothing to
  /// finish, and resuming is a usage error that changes nothing.
  @Test func aResumeWithoutARecordDrawsEverythingOrIsRefusedBesideAnEarlierRun() throws {
    let catalog = try writeCatalog()
    let whole = matrix([catalog, "--output", scratch.path("whole")] + Self.options)
    #expect(whole.status == 0, "\(whole.errorText)")
    let fresh = matrix([catalog, "--output", scratch.path("out"), "--resume"] + Self.options)
    #expect(fresh.status == 0, "\(fresh.errorText)")
    #expect(try contents(scratch.path("out")) == contents(scratch.path("whole")))
    let again = matrix([catalog, "--output", scratch.path("out"), "--resume"] + Self.options)
    #expect(again.status == 2)
    #expect(again.errorText.contains("no matrix.partial.json"), "\(again.errorText)")
    #expect(again.errorText.contains("without --resume"), "\(again.errorText)")
    #expect(try contents(scratch.path("out")) == contents(scratch.path("whole")))
  }

  /// A finished key drawn otherwise now (a translation or an option changed) would leave lines
  /// that no single run writes: refused, and the interrupted files are left as they were.
  @Test func aResumeWithOtherCatalogsOrOptionsForTheFinishedKeysIsRefused() throws {
    let catalog = try writeCatalog()
    try interrupted(catalog, into: "out", after: 12)
    let before = try contents(scratch.path("out"))
    let changed = try writeCatalog("Changed.xcstrings") { $0 == 1 ? "Geänderte Nachricht" : "Nachricht \($0)" }
    let cases: [[String]] = [
      [changed, "--output", scratch.path("out"), "--resume"] + Self.options,
      [catalog, "--output", scratch.path("out"), "--resume", "--themes", "m2"] + Self.options,
      [catalog, "--output", scratch.path("out"), "--resume", "--frame", "screen"] + Self.options,
      [catalog, "--output", scratch.path("out"), "--resume", "--missing", "skip", "--locales", "en,de"]
        + Self.options,
    ]
    for arguments in cases {
      let run = matrix(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.errorText.contains("differ from the interrupted run"), "\(run.errorText)")
      #expect(try contents(scratch.path("out")) == before, "a refused resume changes nothing")
    }
  }

  /// The finished keys' findings were judged with the interrupted run's configuration and
  /// baseline (ignored, given a severity, marked known): a resume with another is refused too.
  @Test func aResumeWithAnotherAuditConfigurationOrBaselineIsRefused() throws {
    let catalog = try writeCatalog()
    try interrupted(catalog, into: "out", after: 12)
    let before = try contents(scratch.path("out"))
    let config = scratch.path("audit.json")
    try Data(#"{"rules": {"text.lines": "off"}}"#.utf8).write(to: URL(fileURLWithPath: config))
    let baseline = scratch.path("baseline.json")
    try Data(#"{"findings": [], "version": 1}"#.utf8).write(to: URL(fileURLWithPath: baseline))
    for extra in [["--config", config], ["--baseline", baseline]] {
      let run = matrix([catalog, "--output", scratch.path("out"), "--resume"] + Self.options + extra)
      #expect(run.status == 2, "\(extra): \(run.errorText)")
      #expect(run.errorText.contains("audit configuration or baseline differ"), "\(run.errorText)")
      #expect(try contents(scratch.path("out")) == before, "a refused resume changes nothing")
    }
    let same = matrix([catalog, "--output", scratch.path("out"), "--resume"] + Self.options)
    #expect(same.status == 0, "\(same.errorText)")
  }

  /// Keys the interrupted run had not finished are drawn by the resumed run as it is: the result
  /// is what one run of the resumed command writes.
  @Test func aChangeInAKeyNotFinishedIsDrawnAsTheResumedCommandSays() throws {
    let catalog = try writeCatalog()
    try interrupted(catalog, into: "out", after: 6)
    // The same file, changed in a later key: the finished keys' lines still point at their text.
    let changed = try writeCatalog { $0 == 4 ? "Geänderte Nachricht" : "Nachricht \($0)" }
    let reference = try uninterrupted(changed, into: "changed-reference")
    let resumed = matrix([changed, "--output", scratch.path("out"), "--resume"] + Self.options)
    #expect(resumed.status == 0, "\(resumed.errorText)")
    let finished = try contents(scratch.path("out"))
    for (name, bytes) in reference { #expect(finished[name] == bytes, "\(name)") }
  }

  /// The record and the lines are untrusted: a broken, huge or linked record, or lines that are
  /// not the ones it describes, are refused with a message naming the file.
  @Test func aDamagedRecordOrLinesAreRefused() throws {
    let catalog = try writeCatalog()
    try interrupted(catalog, into: "out", after: 12)
    let folder = scratch.path("out")
    let recordPath = folder + "/matrix.partial.json"
    let good = try read(recordPath)
    let lines = try read(folder + "/matrix.jsonl")
    let resume = [catalog, "--output", folder, "--resume"] + Self.options

    func expectRefused(_ expected: String, _ comment: Comment) {
      let run = matrix(resume)
      #expect(run.status == 2, comment)
      #expect(run.errorText.contains(expected), "\(comment): \(run.errorText)")
    }
    let record = String(decoding: good, as: UTF8.self)
    try #require(record.contains("\"keys\" : 2") && record.contains("\"lines\" : 12"), "\(record)")
    let damaged: [(String, String, Comment)] = [
      ("{\"format\": 1", "not a record of an interrupted run", "cut short"),
      (String(repeating: " ", count: 5000), "larger than 4096 bytes", "huge"),
      (
        record.replacingOccurrences(of: "\"keys\" : 2", with: "\"keys\" : -2"), "\"keys\" must be a whole number",
        "negative"
      ),
      (
        record.replacingOccurrences(of: "\"keys\" : 2", with: "\"keys\" : 2.5"), "\"keys\" must be a whole number",
        "fraction"
      ),
      (record.replacingOccurrences(of: "\"format\" : 2", with: "\"format\" : 9"), "format is 9", "format"),
      (record.replacingOccurrences(of: "\"keys\" : 2", with: "\"keys\" : 2, \"keys\": 3"), "not a record", "repeat"),
      (
        record.replacingOccurrences(of: "\"keys\" : 2", with: "\"keys\" : 3"), "differ from the interrupted run", "keys"
      ),
      (record.replacingOccurrences(of: "\"lines\" : 12", with: "\"lines\" : 11"), "is not the file", "lines"),
    ]
    for (text, expected, comment) in damaged {
      try Data(text.utf8).write(to: URL(fileURLWithPath: recordPath))
      expectRefused(expected, comment)
    }

    // A link is not followed, even to the real record.
    try FileManager.default.removeItem(atPath: recordPath)
    try good.write(to: URL(fileURLWithPath: scratch.path("record.json")))
    try FileManager.default.createSymbolicLink(atPath: recordPath, withDestinationPath: scratch.path("record.json"))
    expectRefused("cannot read", "a linked record")
    try FileManager.default.removeItem(atPath: recordPath)
    try good.write(to: URL(fileURLWithPath: recordPath))

    // Lines edited after the stop: same size, other bytes.
    var edited = lines
    if let index = edited.firstIndex(of: UInt8(ascii: "M")) { edited[index] = UInt8(ascii: "N") }
    try edited.write(to: URL(fileURLWithPath: folder + "/matrix.jsonl"))
    expectRefused("is not the file the interrupted run left", "edited lines")
    try (lines + Data("{}\n".utf8)).write(to: URL(fileURLWithPath: folder + "/matrix.jsonl"))
    expectRefused("is not the file the interrupted run left", "a line more")

    // Put back, the run resumes.
    try lines.write(to: URL(fileURLWithPath: folder + "/matrix.jsonl"))
    #expect(matrix(resume).status == 0)
  }

  /// An image that failed in a finished key is not drawn again, but the finished run still says
  /// an image failed and exits 2, as one uninterrupted run does.
  @Test func failuresInTheKeptKeysStillFailTheFinishedRun() throws {
    let long = String(repeating: "x", count: MessageText.maximumBytes + 1)
    let catalog = try writeCatalog { $0 == 0 ? long : "Nachricht \($0)" }
    let whole = matrix([catalog, "--output", scratch.path("reference")] + Self.options)
    #expect(whole.status == 2, "\(whole.errorText)")
    let stopped = matrix(
      [catalog, "--output", scratch.path("out")] + Self.options, stop: MatrixStop(afterImages: 12))
    #expect(stopped.status == 128 + SIGTERM, "\(stopped.errorText)")
    let record = String(decoding: try read(scratch.path("out/matrix.partial.json")), as: UTF8.self)
    #expect(record.contains("\"failed\" : 2"), "\(record)")
    let resumed = matrix([catalog, "--output", scratch.path("out"), "--resume"] + Self.options)
    #expect(resumed.status == 2, "\(resumed.errorText)")
    #expect(
      resumed.errorText.contains("2 images of the keys kept from the interrupted run failed"), "\(resumed.errorText)")
    let reference = try contents(scratch.path("reference"))
    let finished = try contents(scratch.path("out"))
    for (name, bytes) in reference { #expect(finished[name] == bytes, "\(name)") }
  }

  /// A shard stopped early is not a shard's whole output: `merge` refuses it until it is resumed.
  @Test func mergeRefusesAnInterruptedShard() throws {
    let catalog = try writeCatalog()
    let first = scratch.path("shard1")
    let second = scratch.path("shard2")
    #expect(matrix([catalog, "--output", first, "--shard", "1/2"] + Self.options).status == 0)
    let stopped = matrix(
      [catalog, "--output", second, "--shard", "2/2"] + Self.options, stop: MatrixStop(afterImages: 1))
    #expect(stopped.status == 128 + SIGTERM, "\(stopped.errorText)")
    let refused = matrix(["merge", first, second, "--output", scratch.path("merged")])
    #expect(refused.status == 2)
    #expect(refused.errorText.contains("holds an interrupted run"), "\(refused.errorText)")
    let resumed = matrix([catalog, "--output", second, "--shard", "2/2", "--resume"] + Self.options)
    #expect(resumed.status == 0, "\(resumed.errorText)")
    let merged = matrix(["merge", first, second, "--output", scratch.path("merged")])
    #expect(merged.status == 0, "\(merged.errorText)")
    let reference = try uninterrupted(catalog)
    #expect(try read(scratch.path("merged/matrix.jsonl")) == reference["matrix.jsonl"])
    #expect(try read(scratch.path("merged/index.html")) == reference["index.html"])
  }

  /// The whole process: SIGTERM in the middle of a run leaves the partial pair and the record,
  /// the process ends by the signal, and `--resume` gives the uninterrupted run's bytes.
  @Test func aRealSIGTERMKeepsTheFinishedKeysAndResumeFinishesTheRun() throws {
    var strings: [String] = []
    for index in 0..<30 {
      strings.append(
        """
        "key.\(index)": {"localizations": {
          "de": {"stringUnit": {"state": "translated", "value": "Nachricht \(index)"}},
          "en": {"stringUnit": {"state": "translated", "value": "Message \(index)"}}}}
        """)
    }
    let text = "{\"sourceLanguage\": \"en\", \"strings\": {\(strings.joined(separator: ",\n"))}, \"version\": \"1.0\"}"
    let catalog = scratch.path("Many.xcstrings")
    try Data(text.utf8).write(to: URL(fileURLWithPath: catalog))
    let output = scratch.path("out")
    let arguments = ["matrix", catalog, "--output", output, "--jobs", "2"] + Self.options
    let child = try ChildProcess(arguments)
    // Stopped once images are on disk, so some keys are finished and others in flight.
    let deadline = Date().addingTimeInterval(120)
    var drawn = 0
    while drawn < 12, child.process.isRunning, Date() < deadline {
      Thread.sleep(forTimeInterval: 0.01)
      drawn = (FileManager.default.enumerator(atPath: output)?.allObjects as? [String] ?? []).count {
        $0.hasSuffix(".png")
      }
    }
    child.send(SIGTERM)
    let ending = child.finish()
    #expect(ending.signal == SIGTERM, "\(ending.reason) \(ending.status): \(ending.errors)")
    #expect(ending.errors.contains("--resume"), "\(ending.errors)")
    #expect(FileManager.default.fileExists(atPath: output + "/matrix.partial.json"))
    let page = String(decoding: try read(output + "/index.html"), as: UTF8.self)
    #expect(page.contains("class=\"interrupted\""))
    #expect(FileManager.default.fileExists(atPath: output + "/matrix.jsonl"))
    #expect(try contents(output).keys.allSatisfy { !$0.contains(".tmp-") })

    let resumed = try ChildProcess(arguments + ["--resume"]).finish()
    #expect(resumed.reason == .exit && resumed.status == 0, "\(resumed.errors)")
    let reference = try uninterrupted(catalog, into: "reference")
    let finished = try contents(output)
    #expect(finished.keys.sorted() == reference.keys.sorted())
    for (name, bytes) in reference { #expect(finished[name] == bytes, "\(name)") }
  }
}
