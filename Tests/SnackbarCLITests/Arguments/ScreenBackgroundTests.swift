import Foundation
import SnackbarImage
import SnackbarRendering
import Testing

@testable import SnackbarCLI

/// `snackbar screen --background SCREENSHOT.png`.
@Suite final class ScreenBackgroundTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  @Test func aScreenshotOfTheDevicesPixelSizeIsTheScreen() throws {
    // iphone-15 at 2x: 393 x 852 pt, 786 x 1704 px.
    let background = try scratch.writePNG(
      "shot.png", width: 786, height: 1704, fill: RGBAPixel(red: 12, green: 200, blue: 90))
    let output = scratch.path("screen.png")
    let run = snackbar(["screen", "--text", "Hi", "--scale", "2", "--background", background, "--output", output])
    #expect(run.status == 0, "\(run.errorText)")
    let image = try PNGCodec.decode(contentsOf: URL(fileURLWithPath: output))
    #expect((image.width, image.height) == (786, 1704))
    // The status bar is the screenshot's, not tinted.
    #expect(image[5, 5] == RGBAPixel(red: 12, green: 200, blue: 90))
  }

  @Test func aScreenshotAtTheDeviceScaleIsAccepted() throws {
    // 1179 x 2556 is iphone-15 at 3x; 393 x 852 at 1x is within 1 % of its aspect ratio too.
    let background = try scratch.writePNG("shot.png", width: 393, height: 852, fill: RGBAPixel(white: 200))
    let run = snackbar(["screen", "--text", "Hi", "--background", background, "--output", scratch.path("a.png")])
    #expect(run.status == 0, "\(run.errorText)")
    #expect(try pngSize(scratch.path("a.png")) == (1179, 2556))
  }

  @Test func aDifferentAspectRatioIsAUsageErrorNamingBothSizes() throws {
    let square = try scratch.writePNG("square.png", width: 1000, height: 1000, fill: RGBAPixel(white: 0))
    let output = scratch.path("a.png")
    let run = snackbar(["screen", "--text", "Hi", "--background", square, "--output", output])
    #expect(run.status == 2)
    #expect(
      run.errorText.contains(
        "--background is 1000x1000 px but the host is 1179x2556 px (iphone-15 at 3x): "
          + "the aspect ratios differ by more than 1 %"), "\(run.errorText)")
    #expect(!FileManager.default.fileExists(atPath: output))
    let custom = snackbar([
      "screen", "--text", "Hi", "--size", "390x844", "--scale", "2", "--background", square, "--output", output,
    ])
    #expect(custom.errorText.contains("the host is 780x1688 px (390x844 pt at 2x)"), "\(custom.errorText)")
    let landscape = snackbar(["screen", "--text", "Hi", "--landscape", "--background", square, "--output", output])
    #expect(landscape.errorText.contains("(iphone-15 landscape at 3x)"), "\(landscape.errorText)")
  }

  /// Half a percent passes; one and a half does not.
  @Test func theToleranceIsOnePercent() throws {
    // 200 x 400 pt at 1x; 201 x 400 is 0.5 % wider, 203 x 400 1.5 %.
    let within = try scratch.writePNG("within.png", width: 201, height: 400, fill: RGBAPixel(white: 0))
    let beyond = try scratch.writePNG("beyond.png", width: 203, height: 400, fill: RGBAPixel(white: 0))
    let base = ["screen", "--text", "Hi", "--size", "200x400", "--scale", "1", "--output", scratch.path("a.png")]
    #expect(snackbar(base + ["--background", within]).status == 0)
    #expect(snackbar(base + ["--background", beyond]).status == 2)
  }

  @Test func anOutputMayNotOverwriteTheScreenshot() throws {
    let background = try scratch.writePNG("shot.png", width: 393, height: 852, fill: RGBAPixel(white: 9))
    let before = try Data(contentsOf: URL(fileURLWithPath: background))
    let run = snackbar(["screen", "--text", "Hi", "--background", background, "--output", background])
    #expect(run.status == 2)
    #expect(run.errorText.contains("--output names the same file as --background"), "\(run.errorText)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: background)) == before)
  }

  @Test func aFileThatIsNotAPNGIsNamed() throws {
    let path = scratch.path("notes.png")
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: path))
    let run = snackbar(["screen", "--text", "Hi", "--background", path, "--output", scratch.path("a.png")])
    #expect(run.status == 2)
    #expect(run.errorText.contains("cannot decode --background \(path)"), "\(run.errorText)")
  }

  /// A FIFO with no writer would block the read forever; a directory is named as one.
  @Test func aFIFOOrADirectoryIsRefusedWithoutReading() throws {
    let fifo = scratch.path("shot.png")
    #expect(mkfifo(fifo, 0o600) == 0)
    let output = scratch.path("a.png")
    let run = snackbar(["screen", "--text", "Hi", "--background", fifo, "--output", output])
    #expect(run.status == 2)
    #expect(run.errorText.contains("shot.png: it is a FIFO (named pipe), not a PNG file"), "\(run.errorText)")
    let directory = snackbar(["screen", "--text", "Hi", "--background", scratch.url.path, "--output", output])
    #expect(directory.errorText.contains("it is a directory, not a PNG file"), "\(directory.errorText)")
  }

  @Test func theHelpSaysWhatIsDrawnOverAScreenshot() {
    #expect(ScreenCommand.help.text.contains("--background PNG"))
    #expect(ScreenCommand.help.text.contains("The screenshot shows its own status bar,"))
  }
}
