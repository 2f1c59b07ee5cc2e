import Foundation
import SnackbarRendering
import SnackbarSnapshotTesting
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
    #expect(error == .corrupt(path: temporary.path("Snapshots/A/fingerprint.json").path, reason: "invalid JSON"))
    #expect(error?.description.contains("SNAPSHOT_RECORD=all") == true)
    try write(#"{ "fonts": {} }"#, to: "Snapshots/A/fingerprint.json")
    #expect(
      throws: RecordedFingerprintError.corrupt(
        path: temporary.path("Snapshots/A/fingerprint.json").path, reason: "no \"libraries\" key")
    ) {
      try RecordedFingerprint.all(under: temporary.path("Snapshots"))
    }
  }
}
