import Foundation
import SnackbarBasics
import SnackbarImage
import SnackbarJSON
import SnackbarRendering
import SnackbarSnapshotCore

/// `snackbar diff`: compares two PNGs with the snapshot module's comparison engine.
///
/// `REFERENCE` is the golden, `ACTUAL` the new image; the difference image, written only when
/// they differ, is the snapshot artifact (highlight | amplified difference, or reference | actual |
/// overlay when the sizes differ; stacked top to bottom when side by side would be too wide).
enum DiffCommand: SnackbarCommand {
  static let configuration = CommandConfiguration(
    name: "diff", abstract: "compare two PNGs (exit 0 match, 1 differ, 2 bad input)")

  static let help = CommandHelp([
    .text(
      """
      USAGE: snackbar diff REFERENCE.png ACTUAL.png [--output DIFF.png] [--tolerance SPEC]

      Compares two PNG files pixel by pixel, as a snapshot assertion does, and prints the numbers
      when they differ: differing pixels, max channel delta, max delta E, bounding box, or both
      sizes on a size mismatch.

      OPTIONS:
      """),
    .options(
      OptionGroup([
        OptionDeclaration(
          "output", .path, valueName: "DIFF.png",
          help: """
            when they differ, also write a difference image, as the
            snapshot artifacts are: highlight | amplified difference, or
            reference | actual | overlay when the sizes differ (stacked
            top to bottom when too wide); the output explains it. Written
            atomically, and never over REFERENCE or ACTUAL
            """),
        OptionDeclaration(
          "tolerance", .text, valueName: "SPEC",
          help: """
            exact (default), or comma-separated channel=N,fraction=F,deltaE=D:
              channel   a pixel differs only if a channel differs by more than N
              fraction  share of pixels allowed to differ, 0...1 or a percentage
              deltaE    a pixel differs only if its CIEDE2000 difference exceeds D
            """),
      ])),
    .text(
      """

      EXIT STATUS: 0 match, 1 differ, 2 bad input (usage, unreadable or invalid PNG, bad
      tolerance, unwritable output).
      """),
  ])

  /// Exit status when the images match under the tolerance.
  static let matchStatus: Int32 = 0
  /// Exit status when they differ.
  static let differStatus: Int32 = 1

  static func run(_ arguments: [CommandLineArgument], _ output: CLIOutput) throws(CLIError) -> Int32 {
    let parsed = try parse(arguments)
    guard parsed.pathPositionals.count == 2 else {
      throw .usage("expected two PNG paths, REFERENCE.png and ACTUAL.png; got \(parsed.pathPositionals.count)")
    }
    let reference = CommandFile(role: "REFERENCE", path: parsed.pathPositionals[0])
    let actual = CommandFile(role: "ACTUAL", path: parsed.pathPositionals[1])
    let tolerance: ImageTolerance
    do {
      tolerance = try parsed.value("tolerance").map(ImageTolerance.parse) ?? .exact
    } catch {
      // The parser's message quotes the part of the spec it refused, as given.
      throw .usage("--tolerance: \(EchoedText.escaped(error.description))")
    }
    // The difference image is checked before the comparison, so a bad --output fails whether or
    // not the images differ, and can never be one of the inputs.
    let difference = parsed.path("output").map { CommandFile(role: "--output", path: $0) }
    if let difference { try OutputCheck.check([difference], inputs: [reference, actual]) }
    let referenceImage = try InputFiles.readPNG(reference)
    let actualImage = try InputFiles.readPNG(actual)

    let result = ImageComparison.compare(reference: referenceImage, actual: actualImage, tolerance: tolerance)
    if result.isMatch {
      output.standardOutput("match: " + result.message.replacingOccurrences(of: "\n", with: "\n  "))
      return matchStatus
    }
    output.standardOutput("differ: \(reference.path) vs \(actual.path)")
    for line in result.message.split(separator: "\n") { output.standardOutput("  " + line) }
    if let difference {
      let image: RGBAImage
      do {
        image = try DifferenceImage.artifact(reference: referenceImage, actual: actualImage, tolerance: tolerance)
      } catch {
        throw .failed("cannot make the difference image: \(error)")
      }
      let png: [UInt8]
      do {
        png = try image.pngData()
      } catch {
        throw .failed("cannot encode the difference image: \(error)")
      }
      try OutputFiles.write([(png, difference.path)])
      output.standardOutput("difference image: \(difference.path)")
      output.standardOutput("  " + DifferenceImage.explanation(reference: referenceImage, actual: actualImage))
    }
    return differStatus
  }
}
