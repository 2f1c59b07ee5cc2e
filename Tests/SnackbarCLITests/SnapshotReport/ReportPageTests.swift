import Foundation
import SnackbarFiles
import SnackbarImage
import SnackbarRendering
import Testing

@testable import SnackbarCLI

/// The page is written as it is built: memory stays bounded however large the artifacts are.
@Suite final class ReportPageTests {
  let scratch: ScratchDirectory
  let fixture: ReportFixture

  init() throws {
    scratch = try ScratchDirectory()
    fixture = ReportFixture(scratch: scratch)
  }

  deinit { scratch.cleanUp() }

  /// A file that starts like a 2000x1500 PNG and is `byteCount` bytes long: the report reads
  /// only the header and streams the rest, so it need not be a whole PNG.
  func largePNG(_ relative: String, byteCount: Int) throws -> URL {
    // A valid IHDR (8-bit RGBA), as the report reads sizes only from headers that parse.
    var bytes = PNGCodec.signature + [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0x07, 0xD0, 0, 0, 0x05, 0xDC]
    bytes += [8, 6, 0, 0, 0]
    bytes += [UInt8](repeating: 0xA5, count: byteCount - bytes.count)
    let url = fixture.artifacts.appendingPathComponent(relative)
    try AtomicFile.write(bytes, to: url)
    return url
  }

  @Test func largeImagesAreStreamedNotBuffered() throws {
    let size = 3 * 1024 * 1024
    _ = try largePNG("Suite/big.reference.png", byteCount: size)
    _ = try largePNG("Suite/big.actual.png", byteCount: size)
    let entries = try ReportArtifactScanner.scan(fixture.artifacts)
    let summary = try ReportPage(artifactsDirectories: [fixture.artifacts], entries: entries).write(to: fixture.output)
    #expect(summary.failures == 1)
    // Two images of 3 MiB are 8 MiB of base64 …
    #expect(summary.byteCount > 2 * size * 4 / 3)
    // … but the buffer never held more than one flush's worth plus one chunk of base64.
    let chunkBase64 = ReportFileReader.chunkSize * 4 / 3
    #expect(summary.peakBufferedBytes < ReportPageSink.flushThreshold + chunkBase64 + 4096)
    let attributes = try FileManager.default.attributesOfItem(atPath: fixture.output.path)
    #expect((attributes[.size] as? NSNumber)?.intValue == summary.byteCount)
    let html = try String(contentsOf: fixture.output, encoding: .utf8)
    #expect(html.contains("width=\"2000\" height=\"1500\" style=\"--w:2000\""))
    let images = try ReportHTML.images(html)
    #expect(images.map(\.bytes.count) == [size, size])
  }

  /// A sparse file of 3 GB named like an image made a 4.3 GB page; past the limit an image is
  /// named in a note instead of inlined, and the other images of the failure still show.
  @Test func imagesOverTheLimitAreNamedNotInlined() throws {
    let huge = fixture.artifacts.appendingPathComponent("Suite/big.actual.png")
    _ = try largePNG("Suite/big.actual.png", byteCount: 1024)
    let handle = try FileHandle(forWritingTo: huge)
    try handle.truncate(atOffset: UInt64(ReportFileReader.imageLimit) + 1)
    try handle.close()
    _ = try largePNG("Suite/big.reference.png", byteCount: 2048)
    let entries = try ReportArtifactScanner.scan(fixture.artifacts)
    let summary = try ReportPage(artifactsDirectories: [fixture.artifacts], entries: entries).write(to: fixture.output)
    #expect(summary.failures == 1)
    #expect(summary.byteCount < 64 * 1024)
    let html = try String(contentsOf: fixture.output, encoding: .utf8)
    #expect(try ReportHTML.images(html).map(\.bytes.count) == [2048])
    #expect(
      html.contains(
        "big.actual.png cannot be read: it has \(ReportFileReader.imageLimit + 1) bytes, more than the 32 MiB"))
  }

  @Test func manyFailuresMakeOnePage() throws {
    // 1000 failures of three images each, written as tests leave them (no record).
    // One PNG, hard-linked 3000 times: Foundation's Data.write syncs each file to disk, which
    // takes seconds for thousands of files on a busy machine.
    let source = try fixture.png("source.png", try RGBAImage(width: 6, height: 4, fill: RGBAPixel(white: 90)))
    let files = FileManager.default
    for index in 0..<1000 {
      let folder = fixture.artifacts.appendingPathComponent("Suite\(index % 10)")
      try files.createDirectory(at: folder, withIntermediateDirectories: true)
      let number = String(index + 10000).dropFirst()
      for role in ["reference", "actual", "difference"] {
        try files.linkItem(at: source, to: folder.appendingPathComponent("shot\(number).\(role).png"))
      }
    }
    let entries = try ReportArtifactScanner.scan(fixture.artifacts)
    #expect(entries.count == 1000)
    #expect(entries.first?.title == "Suite0/shot0000")
    let summary = try ReportPage(artifactsDirectories: [fixture.artifacts], entries: entries).write(to: fixture.output)
    #expect(summary.failures == 1000)
    let html = try String(contentsOf: fixture.output, encoding: .utf8)
    #expect(html.occurrences(of: "<section class=\"failure\"") == 1000)
    #expect(html.occurrences(of: "src=\"data:image/png;base64,") == 3000)
    #expect(html.contains("id=\"failure-1000-difference\""))
    #expect(ReportHTML.nestingProblems(html) == [])
  }
}
