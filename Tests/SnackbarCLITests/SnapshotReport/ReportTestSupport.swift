import Foundation
import SnackbarFiles
import SnackbarImage
import SnackbarRendering
import SnackbarSnapshotCore
import SnackbarSnapshotTesting
import Testing

/// An artifacts directory for report tests, filled with crafted files or with the real artifacts
/// of failed `verifySnapshot` calls.
struct ReportFixture {
  let scratch: ScratchDirectory

  /// The artifacts directory (created by the first file written into it).
  var artifacts: URL { scratch.url.appendingPathComponent("artifacts", isDirectory: true) }
  /// Where reports are written.
  var output: URL { scratch.url.appendingPathComponent("out/report.html") }

  /// Writes `image` as a PNG at `relative` below the artifacts directory.
  @discardableResult
  func png(_ relative: String, _ image: RGBAImage) throws -> URL {
    let url = artifacts.appendingPathComponent(relative)
    try AtomicFile.write(try PNGCodec.encode(image), to: url)
    return url
  }

  /// Writes `content` at `relative` below the artifacts directory.
  func text(_ relative: String, _ content: String) throws {
    try AtomicFile.write(Array(content.utf8), to: artifacts.appendingPathComponent(relative))
  }

  /// Writes the failure record of an image mismatch between `reference` and `actual` for
  /// `<folder>/<name>`, listing `roles` as its artifacts.
  func imageRecord(
    folder: String, name: String, reference: RGBAImage, actual: RGBAImage,
    roles: [String] = ["reference", "actual", "difference"], message: String = "the images differ"
  ) throws {
    let comparison = ImageComparison.compare(reference: reference, actual: actual, tolerance: .exact)
    try record(folder: folder, name: name, kind: .mismatch, roles: roles, message: message, comparison: comparison)
  }

  /// Writes a failure record for `<folder>/<name>`.
  func record(
    folder: String, name: String, kind: SnapshotFailure.Kind, roles: [String], message: String,
    comparison: ImageComparisonResult? = nil, pathExtension: String = "png"
  ) throws {
    let directory = artifacts.appendingPathComponent(folder)
    let suffixes = ["difference": "difference.png", "diff": "diff"]
    let files = roles.map { role in
      SnapshotArtifactFile(
        role: role,
        url: directory.appendingPathComponent("\(name).\(suffixes[role] ?? "\(role).\(pathExtension)")"))
    }
    let failure = SnapshotFailure(
      kind: kind, message: message, goldenURL: URL(fileURLWithPath: "/goldens/\(folder)/\(name).\(pathExtension)"),
      artifacts: files, imageComparison: comparison)
    let record = try #require(SnapshotFailureRecord(failure, suite: folder, name: name, test: "test\(name)()"))
    try AtomicFile.write(try record.jsonBytes(), to: directory.appendingPathComponent("\(name).failure.json"))
  }

  /// Fails a real snapshot assertion: records `golden`, then compares `actual` against it, so the
  /// artifacts and the record are exactly what a test run leaves.
  /// The artifacts go to `<artifacts>/<calling test file's name>/`.
  func failSnapshot<Value, Format>(
    named name: String, golden: Value, actual: Value, as strategy: Snapshotting<Value, Format>,
    filePath: StaticString = #filePath, testName: String = #function
  ) -> SnapshotFailure? {
    let configuration = SnapshotConfiguration(
      environment: SnapshotEnvironment([:]), fingerprint: nil, artifactsDirectory: artifacts, ledger: .disabled)
    let goldens = scratch.url.appendingPathComponent("goldens", isDirectory: true)
    _ = verifySnapshot(
      of: golden, as: strategy, named: name, snapshotDirectory: goldens, configuration: configuration,
      filePath: filePath, testName: testName)
    return verifySnapshot(
      of: actual, as: strategy, named: name, snapshotDirectory: goldens, configuration: configuration,
      filePath: filePath, testName: testName)
  }

  /// Runs `snackbar report` on the artifacts directory and returns the run and the page.
  func report() throws -> (run: CLIRun, html: String) {
    let run = snackbar(["report", artifacts.path, "--output", output.path])
    let html = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    return (run, html)
  }
}

/// Reading a report page in tests. Hand-written scanners rather than regular expressions: pages
/// with thousands of inline images are megabytes long.
enum ReportHTML {
  /// The page's images with a base64 PNG data URI: element id and the decoded bytes.
  static func images(_ html: String) throws -> [(id: String, bytes: [UInt8])] {
    let bytes = Array(html.utf8)
    let opening = Array("<img class=\"px\" id=\"".utf8)
    let source = Array(" src=\"data:image/png;base64,".utf8)
    let quote = Array("\"".utf8)
    var images: [(String, [UInt8])] = []
    var index = 0
    while let start = find(opening, in: bytes, from: index) {
      let idStart = start + opening.count
      let idEnd = try #require(find(quote, in: bytes, from: idStart))
      let id = String(decoding: bytes[idStart..<idEnd], as: UTF8.self)
      let sourceStart = try #require(find(source, in: bytes, from: idEnd), "no data URI in \(id)") + source.count
      let sourceEnd = try #require(find(quote, in: bytes, from: sourceStart))
      let data = try #require(Data(base64Encoded: Data(bytes[sourceStart..<sourceEnd])), "invalid base64 in \(id)")
      images.append((id, [UInt8](data)))
      index = sourceEnd
    }
    return images
  }

  /// Where `needle` first occurs in `bytes` at or after `start`.
  static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard let first = needle.first, bytes.count >= needle.count else { return nil }
    var index = start
    while index <= bytes.count - needle.count {
      if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }

  /// Elements that have no closing tag.
  static let voidElements: Set<String> = ["meta", "img", "input", "br", "hr", "link"]

  /// Tags that are not closed, closed without being open, or closed out of order; empty for a
  /// page whose elements nest properly. Script and style contents are skipped. Attribute values
  /// hold no `>` (the page escapes them), so a tag ends at the first `>`.
  static func nestingProblems(_ html: String) -> [String] {
    let bytes = Array(html.utf8)
    var stack: [String] = []
    var problems: [String] = []
    var rawTextEnd: String?
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      let closing = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")
      var end = index + (closing ? 2 : 1)
      let nameStart = end
      while end < bytes.count, isNameByte(bytes[end], first: end == nameStart) { end += 1 }
      let name = String(decoding: bytes[nameStart..<end], as: UTF8.self).lowercased()
      while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
      index = end + 1
      if name.isEmpty { continue }  // `<!DOCTYPE`, or a `<` in script text.
      if let rawText = rawTextEnd {
        guard closing, name == rawText else { continue }
        rawTextEnd = nil
      }
      if voidElements.contains(name) { continue }
      if !closing {
        stack.append(name)
        if name == "script" || name == "style" { rawTextEnd = name }
      } else if stack.last == name {
        stack.removeLast()
      } else {
        problems.append("</\(name)> closes <\(stack.last ?? "nothing")>")
      }
    }
    return problems + stack.map { "<\($0)> never closed" }
  }

  private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
    let letter =
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    return letter || (!first && byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }
}

extension String {
  /// How often `needle` occurs.
  func occurrences(of needle: String) -> Int {
    components(separatedBy: needle).count - 1
  }
}
