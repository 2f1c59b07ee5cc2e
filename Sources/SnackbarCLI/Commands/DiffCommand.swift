import SnackbarSnapshotTesting

/// `snackbar diff`: compares two PNGs with the snapshot module's comparison engine.
enum DiffCommand {
  static let help = """
    USAGE: snackbar diff REFERENCE.png ACTUAL.png [--output DIFF.png] [--tolerance SPEC]

    Compares two PNG files pixel by pixel, as a snapshot assertion does, and prints the numbers
    when they differ: differing pixels, max channel delta, max delta E, bounding box, or both
    sizes on a size mismatch.

    OPTIONS:
      --output DIFF.png     when they differ, also write a difference image (highlight |
                            amplified difference), as the snapshot artifacts are
      --tolerance SPEC      exact (default), or comma-separated channel=N,fraction=F,deltaE=D:
                              channel   a pixel differs only if a channel differs by more than N
                              fraction  share of pixels allowed to differ, 0...1 or a percentage
                              deltaE    a pixel differs only if its CIEDE2000 difference exceeds D

    EXIT STATUS: 0 match, 1 differ, 2 bad input (usage, unreadable or invalid PNG, bad
    tolerance, unwritable output).
    """

  static func run(_ arguments: [String], _ output: CLIOutput) throws(CLIError) -> Int32 {
    SnapshotDiffCommand.run(
      arguments: arguments, standardOutput: output.standardOutput, standardError: output.standardError)
  }
}
