import Foundation
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
}
