import Foundation
import SnackbarRendering
import Testing

@testable import SnackbarSnapshotTesting

@Suite final class SnapshotDiffCommandTests: Sendable {
  let temporary: TemporaryDirectory

  init() throws {
    temporary = try TemporaryDirectory()
  }

  // One temporary directory per test (Swift Testing makes an instance per test), removed here so
  // early exits from `#require` leave nothing behind.
  deinit {
    temporary.cleanUp()
  }

  func write(_ image: RGBAImage, _ name: String) throws -> String {
    let url = temporary.path(name)
    try AtomicFile.write(try PNGCodec.encode(image), to: url)
    return url.path
  }

  func run(_ arguments: [String]) -> (status: Int32, output: [String], errors: [String]) {
    var output: [String] = []
    var errors: [String] = []
    let status = SnapshotDiffCommand.run(
      arguments: arguments, standardOutput: { output.append($0) }, standardError: { errors.append($0) })
    return (status, output, errors)
  }

  @Test func identicalFilesExitZero() throws {
    let a = try write(try TestImages.gradient(), "a.png")
    let b = try write(try TestImages.gradient(), "b.png")
    let result = run([a, b])
    #expect(result.status == 0)
    #expect(result.output.joined().contains("identical"))
  }

  @Test func differingFilesExitOneWithNumbersAndDiffImage() throws {
    let image = try TestImages.gradient()
    let a = try write(image, "a.png")
    let b = try write(TestImages.with(image, changes: [(1, 1, RGBAPixel(white: 0))]), "b.png")
    let output = temporary.path("out/diff.png").path
    let result = run([a, b, "--output", output])
    #expect(result.status == 1)
    let text = result.output.joined(separator: "\n")
    #expect(text.contains("1 of 128 pixels"))
    #expect(text.contains("max channel delta"))
    #expect(text.contains("difference image: \(output)"))
    #expect(try PNGCodec.decode(contentsOf: URL(fileURLWithPath: output))[1, 1] == DifferenceImage.differingColor)
  }

  @Test func toleranceCanMakeThemMatch() throws {
    let a = try write(try TestImages.solid(4, 4, RGBAPixel(white: 10)), "a.png")
    let b = try write(try TestImages.solid(4, 4, RGBAPixel(white: 12)), "b.png")
    #expect(run([a, b, "--tolerance", "channel=2"]).status == 0)
    #expect(run([a, b, "--tolerance=channel=1,fraction=0.5"]).status == 1)
    #expect(run([a, b, "--tolerance", "fraction=1"]).status == 0)
  }

  @Test func badInputExitsTwo() throws {
    let a = try write(try TestImages.gradient(), "a.png")
    try Data("junk".utf8).write(to: temporary.path("junk.png"))
    #expect(run([a]).status == 2)
    #expect(run([a, a, a]).status == 2)
    #expect(run([a, temporary.path("missing.png").path]).status == 2)
    let junk = run([a, temporary.path("junk.png").path])
    #expect(junk.status == 2)
    #expect(junk.errors.joined().contains("junk.png"))
    let badTolerance = run([a, a, "--tolerance", "speed=1"])
    #expect(badTolerance.status == 2)
    #expect(badTolerance.errors.joined().contains("unknown tolerance key 'speed'"))
    #expect(run([a, a, "--frobnicate"]).status == 2)
    #expect(run([a, a, "--output"]).status == 2)
  }

  @Test func helpPrintsUsage() {
    let result = run(["--help"])
    #expect(result.status == 0)
    #expect(result.output.joined().contains("usage: snackbar diff"))
  }
}
