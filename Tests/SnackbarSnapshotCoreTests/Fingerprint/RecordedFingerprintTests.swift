import Foundation
import SnackbarRenderingStack
import SnackbarSnapshotCore
import SnackbarSnapshotTestSupport
import Testing

@Suite final class RecordedFingerprintTests {
  let temporary: TemporaryDirectory

  init() throws {
    temporary = try TemporaryDirectory()
  }

  deinit {
    temporary.cleanUp()
  }

  func write(_ text: String, to relative: String) throws {
    let url = temporary.path(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  @Test func readsEveryFingerprintWithTheGoldensBesideIt() throws {
    let cairo16 = RenderingFingerprint(libraries: ["cairo": "1.16.0"], fonts: ["Roboto.ttf": "aa"])
    let cairo18 = RenderingFingerprint(
      libraries: ["cairo": "1.18.0"], fonts: ["Roboto.ttf": "aa"], packages: ["libcairo2": "1.18.0-1"])
    try write(cairo16.stableText, to: "Snapshots/A/fingerprint.json")
    try write("png", to: "Snapshots/A/light.png")
    try write("txt", to: "Snapshots/A/light.txt")
    try write("tmp", to: "Snapshots/A/.light.png.tmp")
    try write(cairo18.stableText, to: "Snapshots/Nested/B/fingerprint.json")
    try write("png", to: "Snapshots/Nested/B/dark.png")
    try write("png", to: "Snapshots/NoFingerprint/orphan.png")

    let recorded = try RecordedFingerprint.all(under: temporary.path("Snapshots"))
    let root = temporary.path("Snapshots").standardizedFileURL
    #expect(
      recorded.map(\.file.path) == ["A/fingerprint.json", "Nested/B/fingerprint.json"].map { root.path + "/" + $0 })
    #expect(recorded.map { $0.goldens.map(\.lastPathComponent) } == [["light.png", "light.txt"], ["dark.png"]])
    #expect(recorded.map(\.fingerprint) == [cairo16, cairo18])
    // A single suite's directory works too.
    #expect(try RecordedFingerprint.all(under: temporary.path("Snapshots/Nested/B")).count == 1)
  }

  /// A golden re-recorded on another stack is listed under its own stack, not the directory's.
  @Test func goldensRecordedOnOtherStacksAreTheirOwnStack() throws {
    let cairo16 = RenderingFingerprint(libraries: ["cairo": "1.16.0"], fonts: ["Roboto.ttf": "aa"])
    let cairo18 = RenderingFingerprint(libraries: ["cairo": "1.18.0"], fonts: ["Roboto.ttf": "aa"])
    let main = cairo16.stableText.trimmingCharacters(in: .whitespacesAndNewlines)
    let file =
      String(main.dropLast()) + ", \"otherStacks\": [{\"goldens\": [\"dark.png\"], \"stack\": "
      + cairo18.stableText + "}]}"
    try write(file, to: "Snapshots/A/fingerprint.json")
    try write("png", to: "Snapshots/A/light.png")
    try write("png", to: "Snapshots/A/dark.png")

    let recorded = try RecordedFingerprint.all(under: temporary.path("Snapshots"))
    let byGolden = Dictionary(
      uniqueKeysWithValues: recorded.map { ($0.goldens.map(\.lastPathComponent), $0.fingerprint) })
    #expect(byGolden == [["light.png"]: cairo16, ["dark.png"]: cairo18])
  }

  @Test func anEmptyTreeHasNoFingerprints() throws {
    try write("png", to: "Snapshots/A/light.png")
    #expect(try RecordedFingerprint.all(under: temporary.path("Snapshots")).isEmpty)
  }

  @Test func badInputIsNamed() throws {
    let missing = temporary.path("Nowhere").path
    #expect(throws: RecordedFingerprintError.notFound(path: missing)) {
      try RecordedFingerprint.all(under: temporary.path("Nowhere"))
    }
    try write("x", to: "file.png")
    #expect(throws: RecordedFingerprintError.notADirectory(path: temporary.path("file.png").path)) {
      try RecordedFingerprint.all(under: temporary.path("file.png"))
    }
    try write("{ not json", to: "Snapshots/A/fingerprint.json")
    let error = #expect(throws: RecordedFingerprintError.self) {
      try RecordedFingerprint.all(under: temporary.path("Snapshots"))
    }
    // The strict reader's errors: where, and what.
    #expect(
      error
        == .corrupt(
          path: temporary.path("Snapshots/A/fingerprint.json").path,
          reason: "line 1, column 3: expected a key in double quotes, found 'n'"))
    #expect(error?.description.contains("SNAPSHOT_RECORD=all") == true)
    try write(#"{ "fonts": {} }"#, to: "Snapshots/A/fingerprint.json")
    #expect(
      throws: RecordedFingerprintError.corrupt(
        path: temporary.path("Snapshots/A/fingerprint.json").path,
        reason: "line 1, column 1: the key \"libraries\" is required")
    ) {
      try RecordedFingerprint.all(under: temporary.path("Snapshots"))
    }
  }

  /// The committed goldens' fingerprints read the same through the strict reader as through
  /// `JSONDecoder`, which read them before.
  @Test func theCommittedFingerprintsReadAsBefore() throws {
    let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Snapshots")
    let recorded = try RecordedFingerprint.all(under: snapshots)
    #expect(recorded.count >= 10)
    for entry in recorded {
      let data = try Data(contentsOf: entry.file)
      #expect(
        try JSONDecoder().decode(RenderingFingerprint.self, from: data) == entry.fingerprint, "\(entry.file.path)")
      #expect(!entry.goldens.isEmpty, "\(entry.file.path)")
    }
  }

  @Test func repeatedKeysAreRefusedNamingBothPlaces() throws {
    try write(
      #"{"libraries": {"cairo": "1.16.0"},\#n "fonts": {}, "libraries": {}}"#, to: "Snapshots/A/fingerprint.json")
    let error = #expect(throws: RecordedFingerprintError.self) {
      try RecordedFingerprint.all(under: temporary.path("Snapshots"))
    }
    #expect(
      error?.description.contains("line 2, column 15: key \"libraries\" given twice (first at line 1, column 2)")
        == true, "\(String(describing: error))")
  }

  @Test func packagesAreHeldToDebiansSyntaxInEveryStack() throws {
    let good = RenderingFingerprint(
      libraries: ["cairo": "1.16.0"], fonts: [:],
      packages: ["libcairo2": "1.16.0-7", "fonts-noto-cjk": "1:20220127+repack1-1"])
    let main = good.stableText.trimmingCharacters(in: .whitespacesAndNewlines)
    let bad = #"{"libraries": {}, "fonts": {}, "packages": {"libcairo2": "1.18.0-1 || true"}}"#
    try write(
      String(main.dropLast()) + #", "otherStacks": [{"goldens": ["b.png"], "stack": "# + bad + "}]}",
      to: "Snapshots/A/fingerprint.json")
    try write("png", to: "Snapshots/A/b.png")
    let error = #expect(throws: RecordedFingerprintError.self) {
      try RecordedFingerprint.all(under: temporary.path("Snapshots"))
    }
    let description = error?.description ?? ""
    #expect(
      description.contains("otherStacks[0].stack.packages.libcairo2: \"1.18.0-1 || true\" is not a Debian version"),
      "\(description)")
    // The honest file reads.
    try write(good.stableText, to: "Snapshots/A/fingerprint.json")
    #expect(try RecordedFingerprint.all(under: temporary.path("Snapshots")).map(\.fingerprint) == [good])
  }

  @Test func anOversizedOrSpecialFingerprintIsUnreadableNotAHang() throws {
    try write(
      "{\"libraries\": {}, \"fonts\": {}, \"x\": \"" + String(repeating: " ", count: 1 << 20) + "\"}",
      to: "Snapshots/A/fingerprint.json")
    let large = #expect(throws: RecordedFingerprintError.self) {
      try RecordedFingerprint.all(under: temporary.path("Snapshots"))
    }
    #expect(large?.description.contains("larger than 1 MiB (1048576 bytes), the limit for a fingerprint.json") == true)
    try FileManager.default.removeItem(at: temporary.path("Snapshots/A/fingerprint.json"))
    #expect(mkfifo(temporary.path("Snapshots/A/fingerprint.json").path, 0o644) == 0)
    let fifo = #expect(throws: RecordedFingerprintError.self) {
      try RecordedFingerprint.all(under: temporary.path("Snapshots"))
    }
    #expect(fifo?.description.contains("FIFO") == true, "\(String(describing: fifo))")
  }
}
