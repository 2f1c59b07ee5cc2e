import Foundation
import SnackbarImage
import SnackbarRendering
import Testing

@Suite final class DiffCommandTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  @Test func identicalImagesExitZero() throws {
    let a = try scratch.writePNG("a.png", fill: RGBAPixel(white: 200))
    let b = try scratch.writePNG("b.png", fill: RGBAPixel(white: 200))
    let run = snackbar(["diff", a, b])
    #expect(run.status == 0)
    #expect(run.outputText.hasPrefix("match"))
  }

  @Test func differentImagesExitOneWithTheNumbersAndADiffImage() throws {
    let a = try scratch.writePNG("a.png", fill: RGBAPixel(white: 200))
    let b = try scratch.writePNG("b.png", fill: RGBAPixel(white: 190))
    let difference = scratch.path("out/diff.png")
    let run = snackbar(["diff", a, b, "--output", difference])
    #expect(run.status == 1)
    #expect(run.outputText.contains("48 of 48 pixels"))
    #expect(run.outputText.contains("max channel delta"))
    #expect(FileManager.default.fileExists(atPath: difference))
  }

  @Test func toleranceDecidesAndSizeMismatchDiffers() throws {
    let a = try scratch.writePNG("a.png", fill: RGBAPixel(white: 200))
    let b = try scratch.writePNG("b.png", fill: RGBAPixel(white: 198))
    #expect(snackbar(["diff", a, b, "--tolerance", "channel=2"]).status == 0)
    #expect(snackbar(["diff", a, b, "--tolerance", "channel=1"]).status == 1)
    let small = try scratch.writePNG("small.png", width: 4, height: 4, fill: RGBAPixel(white: 200))
    let mismatch = snackbar(["diff", a, small])
    #expect(mismatch.status == 1)
    #expect(mismatch.outputText.contains("8x6"))
  }

  @Test func veryWideImagesStillGetARealDifferenceImage() throws {
    // Side by side, highlight | amplified would be 2 * 8191 + 4 pixels wide: above the limit.
    let a = try scratch.writePNG("a.png", width: 8191, height: 2, fill: RGBAPixel(white: 200))
    let b = try scratch.writePNG("b.png", width: 8191, height: 2, fill: RGBAPixel(white: 190))
    let difference = scratch.path("diff.png")
    let run = snackbar(["diff", a, b, "--output", difference])
    #expect(run.status == 1, "\(run.errors)")
    let size = try pngSize(difference)
    #expect(size.width == 8191)
    #expect(size.height == 2 + 4 + 2)
  }

  @Test func unreadableOrInvalidInputExitsTwo() throws {
    let a = try scratch.writePNG("a.png", fill: RGBAPixel(white: 200))
    let text = scratch.path("text.png")
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: text))
    for arguments in [[a, scratch.path("missing.png")], [a, text], [a], [a, a, "--bogus"]] {
      let run = snackbar(["diff"] + arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(!run.errors.isEmpty)
    }
  }

  /// One parser for every command: the rules `diff` used to break on its own (issue 8).
  @Test func diffArgumentsFollowTheCLIRules() throws {
    let a = try scratch.writePNG("a.png", fill: RGBAPixel(white: 200))
    let repeated = snackbar(["diff", a, a, "--tolerance", "channel=1", "--tolerance", "channel=9"])
    #expect(repeated.status == 2)
    #expect(repeated.errors.joined().contains("--tolerance given twice"))
    let optionAsValue = snackbar(["diff", a, a, "--tolerance", "--x"])
    #expect(optionAsValue.status == 2)
    #expect(optionAsValue.errors.joined().contains("--tolerance needs a value"))
    let badSpec = snackbar(["diff", a, a, "--tolerance", "speed=3"])
    #expect(badSpec.status == 2)
    #expect(badSpec.errors.joined().contains("unknown tolerance key 'speed'"))
    #expect(snackbar(["diff", a, a, "--tolerance=channel=1,fraction=0.5"]).status == 0)
    #expect(snackbar(["diff", a, a, a]).status == 2)
    #expect(snackbar(["diff", a, a, "--output"]).status == 2)
  }

  @Test func invalidPNGIsNamedInTheError() throws {
    let junk = scratch.path("junk.png")
    try Data("junk".utf8).write(to: URL(fileURLWithPath: junk))
    let run = snackbar(["diff", junk, junk])
    #expect(run.status == 2)
    #expect(run.errors.joined().contains("junk.png"))
  }

  @Test func diffHasOneHelpText() {
    let run = snackbar(["diff", "--help"])
    #expect(run.status == 0)
    #expect(run.outputText.contains("USAGE: snackbar diff REFERENCE.png ACTUAL.png"))
  }

  /// The images are decoded as they are read: a FIFO is refused before a byte is read (reading
  /// the whole file first waited forever for a writer), and a directory is named as one.
  @Test func aFIFOOrADirectoryIsRefusedWithoutWaiting() throws {
    let a = try scratch.writePNG("a.png", fill: RGBAPixel(white: 200))
    let fifo = scratch.path("reference.png")
    #expect(mkfifo(fifo, 0o600) == 0)
    let run = snackbar(["diff", fifo, a])
    #expect(run.status == 2)
    #expect(
      run.errorText.contains("cannot read REFERENCE \(fifo): it is a FIFO (named pipe), not a file"), "\(run.errorText)"
    )
    let directory = snackbar(["diff", a, scratch.url.path])
    #expect(directory.status == 2)
    #expect(
      directory.errorText.contains("cannot read ACTUAL \(scratch.url.path): Is a directory"), "\(directory.errorText)")
  }

  /// A huge file is not read whole before it is decoded: a 3 GiB sparse file of zeros fails as
  /// "not a PNG" after its first bytes, and the process's peak memory does not grow by the file's
  /// size (reading it whole first took 3 GiB, or the test process).
  @Test func aHugeFileIsNotReadWhole() throws {
    let a = try scratch.writePNG("a.png", fill: RGBAPixel(white: 200))
    let huge = scratch.path("huge.png")
    let descriptor = open(huge, O_CREAT | O_WRONLY, 0o600)
    #expect(descriptor >= 0)
    #expect(ftruncate(descriptor, 3 << 30) == 0)
    close(descriptor)
    let before = Self.peakResidentBytes()
    let run = snackbar(["diff", a, huge])
    #expect(run.status == 2)
    #expect(run.errorText.contains("cannot decode ACTUAL \(huge)"), "\(run.errorText)")
    #expect(Self.peakResidentBytes() - before < 256 << 20)
  }

  /// This process's peak resident memory so far, in bytes.
  static func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
  }
}
