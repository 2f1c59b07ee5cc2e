import Foundation
import SnackbarImage
import SnackbarRendering
import Testing

@testable import SnackbarCLI

/// `snackbar snapshots --compact [DIR]` (issue 24): goldens shrink with the same pixels, links,
/// colour-managed files and broken files are left alone, and a second run finds nothing to do.
@Suite final class SnapshotsCompactTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  var snapshots: String { scratch.path("Snapshots") }

  /// A golden as the fast encoder writes it: a light backdrop with a dark card, few colours.
  static let golden: RGBAImage = {
    var image = (try? RGBAImage(width: 64, height: 24, fill: RGBAPixel(white: 204)))!
    for y in 4..<20 {
      for x in 4..<60 { image[x, y] = RGBAPixel(red: 50, green: 50, blue: 52, alpha: x < 8 ? 128 : 255) }
    }
    return image
  }()

  /// Writes `bytes` at `relative` under the scratch directory and returns its path.
  @discardableResult
  func file(_ relative: String, _ bytes: [UInt8]) throws -> String {
    let url = scratch.url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
    return url.path
  }

  func bytes(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }

  /// `bytes` with a chunk of `type` inserted after IHDR (33 bytes in), its CRC left zero: the
  /// compaction refuses on the chunk's type before anything checks a CRC.
  static func inserting(_ type: String, _ data: [UInt8], into bytes: [UInt8]) -> [UInt8] {
    let length = [UInt8(0), 0, 0, UInt8(data.count)]
    return Array(bytes[..<33]) + length + Array(type.utf8) + data + [0, 0, 0, 0] + Array(bytes[33...])
  }

  @Test func goldensShrinkWithTheSamePixelsAndTheSavingIsPrinted() throws {
    let original = try PNGCodec.encode(Self.golden)
    let first = try file("Snapshots/Suite/a.png", original)
    let second = try file("Snapshots/Suite/Nested/b.png", original)
    try file("Snapshots/Suite/fingerprint.json", Array("{}".utf8))
    let run = snackbar(["snapshots", "--compact", snapshots])
    #expect(run.status == 0, "\(run.errorText)")
    let after = try bytes(first)
    #expect(after.count < original.count)
    #expect(try PNGCodec.decode(after) == Self.golden)
    #expect(try bytes(second) == after)
    let saving = "\(GoldenCompactor.grouped(original.count)) → \(GoldenCompactor.grouped(after.count)) bytes (−"
    #expect(run.output.count == 2)
    #expect(run.output.first?.hasPrefix("\(first): \(saving)") == true, "\(run.outputText)")
    #expect(run.output.last?.hasPrefix("\(second): \(saving)") == true)
    let total = "\(GoldenCompactor.grouped(2 * original.count)) → \(GoldenCompactor.grouped(2 * after.count)) bytes (−"
    #expect(
      run.errors.last?.hasPrefix("compacted 2 of 2 PNG goldens under \(snapshots): \(total)") == true,
      "\(run.errorText)")
    #expect(try bytes(scratch.path("Snapshots/Suite/fingerprint.json")) == Array("{}".utf8))
  }

  @Test func aSecondRunFindsNothingToDo() throws {
    let path = try file("Snapshots/Suite/a.png", try PNGCodec.encode(Self.golden))
    #expect(snackbar(["snapshots", "--compact", snapshots]).status == 0)
    let compacted = try bytes(path)
    let again = snackbar(["snapshots", "--compact", snapshots])
    #expect(again.status == 0)
    #expect(again.output.isEmpty)
    #expect(again.errors.last?.hasSuffix("(0.0 %); 1 already smallest") == true, "\(again.errorText)")
    #expect(try bytes(path) == compacted)
  }

  @Test func aLinkIsLeftAloneAndWhatItPointsToIsNotWritten() throws {
    let outside = try file("outside.png", try PNGCodec.encode(Self.golden))
    let before = try bytes(outside)
    try FileManager.default.createDirectory(atPath: scratch.path("Snapshots/Suite"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("Snapshots/Suite/a.png"), withDestinationPath: outside)
    let run = snackbar(["snapshots", "--compact", snapshots])
    #expect(run.status == 0, "\(run.errorText)")
    #expect(try bytes(outside) == before)
    #expect(run.output.isEmpty)
  }

  @Test func colorManagedAndAnimatedGoldensAreKept() throws {
    let plain = try PNGCodec.encode(Self.golden)
    let gamma = try file("Snapshots/gamma.png", Self.inserting("gAMA", [0, 0, 0xB1, 0x8F], into: plain))
    let animated = try file("Snapshots/animated.png", Self.inserting("acTL", [0, 0, 0, 1, 0, 0, 0, 0], into: plain))
    // An orientation viewers apply, and a private chunk nobody here knows: dropping either could
    // change what some reader shows.
    let rotated = try file("Snapshots/rotated.png", Self.inserting("eXIf", Array("MM\0*".utf8), into: plain))
    let unknown = try file("Snapshots/private.png", Self.inserting("prVt", [1], into: plain))
    let before = try [gamma, animated, rotated, unknown].map(bytes)
    let run = snackbar(["snapshots", "--compact", snapshots])
    #expect(run.status == 0, "\(run.errorText)")
    #expect(try [gamma, animated, rotated, unknown].map(bytes) == before)
    #expect(run.errors.contains("kept \(gamma): it has a gAMA chunk, which re-encoding would drop"))
    #expect(run.errors.contains("kept \(animated): it has an acTL chunk, which re-encoding would drop"))
    #expect(run.errors.contains("kept \(rotated): it has an eXIf chunk, which re-encoding would drop"))
    #expect(run.errors.contains("kept \(unknown): it has a prVt chunk, which re-encoding would drop"))
  }

  @Test func aBrokenGoldenFailsTheRunButTheOthersAreCompacted() throws {
    let good = try file("Snapshots/a.png", try PNGCodec.encode(Self.golden))
    let goodBefore = try bytes(good)
    // A chunk length past the end of the file.
    let overrun = try file("Snapshots/b.png", PNGCodec.signature + [0x7F, 0xFF, 0xFF, 0xFF] + Array("IHDR".utf8))
    let notPNG = try file("Snapshots/c.png", Array("not a png\u{1B}[31m".utf8))
    let run = snackbar(["snapshots", "--compact", snapshots])
    #expect(run.status == 2)
    #expect(try bytes(good).count < goodBefore.count)
    #expect(try bytes(overrun).count == 16)
    #expect(run.errors.contains { $0.hasPrefix("cannot compact \(overrun): ") })
    #expect(run.errors.contains { $0.hasPrefix("cannot compact \(notPNG): ") && !$0.contains("\u{1B}") })
    #expect(run.errors.last == "snackbar snapshots: 2 goldens could not be compacted (named above)")
  }

  @Test func badUsageIsRefused() throws {
    #expect(snackbar(["snapshots", "--compact", scratch.path("missing")]).status == 2)
    #expect(snackbar(["snapshots", "--compact", "--orphans"]).status == 2)
    #expect(snackbar(["snapshots", "--compact", "a", "b"]).status == 2)
    #expect(snackbar(["snapshots", "--compact", snapshots, "--snapshots", snapshots]).status == 2)
    #expect(snackbar(["snapshots", "--compact", "--ledger", snapshots]).status == 2)
  }
}
