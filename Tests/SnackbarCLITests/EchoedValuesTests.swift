import Foundation
import Testing

@testable import SnackbarCLI

/// Values from the command line echoed in messages (issue 19, point 9): whatever a subcommand
/// name, an option name or an option's value holds, no message carries a raw control character
/// (an escape sequence, a carriage return, a line feed), so none can clear the screen, retitle
/// the terminal or forge a line of output. Each shows the value by the one escaping rule
/// (`EchoedText`): `\x1B`, `\x0D`, `\x0A`.
@Suite struct EchoedValuesTests {
  /// An escape sequence, a carriage return and a forged line.
  static let hostile = "\u{1B}[2J\r\nsnackbar: all good"
  /// The same as a message shows it.
  static let shown = #"\x1B[2J\x0D\x0Asnackbar: all good"#

  static let commandLines: [[String]] = [
    [hostile],
    ["render", "--te\u{1B}xt", "A", "--output", "a.png"],
    ["render", "--text", "A", "--theme", hostile, "--output", "a.png"],
    ["render", "--text", "A", "--direction", hostile, "--output", "a.png"],
    ["render", "--text", "A", "--content-size", hostile, "--output", "a.png"],
    ["render", "--text", "A", "--appearance", hostile, "--output", "a.png"],
    ["render", "--text", "A", "--scale", hostile, "--output", "a.png"],
    ["render", "--text", "A", "--width", hostile, "--output", "a.png"],
    ["render", "--text", "A", "--elevation", hostile, "--output", "a.png"],
    ["render", "--text", "A", "--progress", hostile, "--output", "a.png"],
    ["render", "--text", "A", "--backdrop", hostile, "--output", "a.png"],
    ["render", "--text", "A", "--format", hostile, "--output", "a.png"],
    ["render", "--text", "A", "--output", "a.png", hostile],
    ["screen", "--text", "A", "--device", hostile, "--output", "a.png"],
    ["screen", "--text", "A", "--size", hostile, "--output", "a.png"],
    ["screen", "--text", "A", "--size", "100x100", "--safe-area", hostile, "--output", "a.png"],
    ["screen", "--text", "A", "--keyboard", hostile, "--output", "a.png"],
    ["diff", "a.png", "b.png", "--tolerance", hostile],
    ["diff", "a.png", "b.png", "--tolerance", hostile + "=1"],
    ["diff", "a.png", "b.png", "--tolerance", "channel=" + hostile],
    ["gallery", "--columns", hostile, "g"],
    ["timeline", hostile],
    ["batch", "-", "--jobs", hostile],
    ["batch", "-", "--format", hostile],
  ]

  @Test(arguments: commandLines)
  func noMessageCarriesARawControlCharacter(arguments: [String]) {
    let run = snackbar(arguments)
    #expect(run.status == 2)
    // Some messages span lines on purpose (the overview after an unknown subcommand), so a line
    // feed alone is allowed in what is printed, but never one that starts the forged line.
    for text in run.output + run.errors {
      #expect(!text.utf8.contains { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }, "\(text.debugDescription)")
      #expect(!text.contains("\nsnackbar: all good"), "a forged line in \(text.debugDescription)")
    }
    #expect(run.errorText.contains(Self.shown) || run.errorText.contains(#"\x1B"#), "\(run.errorText)")
  }
}
