import Foundation
import SnackbarRendering
import SnackbarSnapshotTesting

/// `snackbar diff`: compares two PNGs with the snapshot module's comparison engine.
///
/// `REFERENCE` is the golden, `ACTUAL` the new image; the difference image, written only when
/// they differ, is the snapshot artifact (highlight | amplified difference, or reference | actual |
/// overlay when the sizes differ; stacked top to bottom when side by side would be too wide).
enum DiffCommand {
  static let help = """
    USAGE: snackbar diff REFERENCE.png ACTUAL.png [--output DIFF.png] [--tolerance SPEC]

    Compares two PNG files pixel by pixel, as a snapshot assertion does, and prints the numbers
    when they differ: differing pixels, max channel delta, max delta E, bounding box, or both
    sizes on a size mismatch.

    OPTIONS:
      --output DIFF.png     when they differ, also write a difference image, as the
                            snapshot artifacts are: highlight | amplified difference, or
                            reference | actual | overlay when the sizes differ (stacked
                            top to bottom when too wide); the output explains it
      --tolerance SPEC      exact (default), or comma-separated channel=N,fraction=F,deltaE=D:
                              channel   a pixel differs only if a channel differs by more than N
                              fraction  share of pixels allowed to differ, 0...1 or a percentage
                              deltaE    a pixel differs only if its CIEDE2000 difference exceeds D

    EXIT STATUS: 0 match, 1 differ, 2 bad input (usage, unreadable or invalid PNG, bad
    tolerance, unwritable output).
    """

  /// Exit status when the images match under the tolerance.
  static let matchStatus: Int32 = 0
  /// Exit status when they differ.
  static let differStatus: Int32 = 1

  static func run(_ arguments: [String], _ output: CLIOutput) throws(CLIError) -> Int32 {
    let parsed = try ParsedArguments(arguments, valueOptions: ["output", "tolerance"])
    guard parsed.positionals.count == 2 else {
      throw .usage("expected two PNG paths, REFERENCE.png and ACTUAL.png; got \(parsed.positionals.count)")
    }
    let referencePath = parsed.positionals[0]
    let actualPath = parsed.positionals[1]
    let tolerance: ImageTolerance
    do {
      tolerance = try parsed.value("tolerance").map(ImageTolerance.parse) ?? .exact
    } catch {
      throw .usage("--tolerance: \(error)")
    }
    let reference = try decode(referencePath)
    let actual = try decode(actualPath)

    let result = ImageComparison.compare(reference: reference, actual: actual, tolerance: tolerance)
    if result.isMatch {
      output.standardOutput("match: " + result.message.replacingOccurrences(of: "\n", with: "\n  "))
      return matchStatus
    }
    output.standardOutput("differ: \(referencePath) vs \(actualPath)")
    for line in result.message.split(separator: "\n") { output.standardOutput("  " + line) }
    if let differencePath = parsed.value("output") {
      let difference: RGBAImage
      do {
        difference = try DifferenceImage.artifact(reference: reference, actual: actual, tolerance: tolerance)
      } catch {
        throw .failed("cannot make the difference image: \(error)")
      }
      do {
        try difference.writePNG(to: URL(fileURLWithPath: differencePath))
      } catch {
        throw .failed("cannot write the difference image: \(error)")
      }
      output.standardOutput("difference image: \(differencePath)")
      output.standardOutput("  " + DifferenceImage.explanation(reference: reference, actual: actual))
    }
    return differStatus
  }

  private static func decode(_ path: String) throws(CLIError) -> RGBAImage {
    do {
      return try PNGCodec.decode(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .failed("\(error)")
    }
  }
}
