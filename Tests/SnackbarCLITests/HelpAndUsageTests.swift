import Testing

@testable import SnackbarCLI

@Suite struct HelpAndUsageTests {
  static let subcommandNames = [
    "render", "screen", "audit", "batch", "matrix", "gallery", "diff", "report", "accept", "review", "snapshots",
    "doctor", "timeline", "play",
  ]

  @Test func everySubcommandIsRegistered() {
    #expect(SnackbarCLIMain.commands.map { $0.configuration.name } == Self.subcommandNames)
  }

  @Test(arguments: subcommandNames)
  func helpExitsZeroOnStandardOutput(_ name: String) {
    for flag in ["--help", "-h"] {
      let run = snackbar([name, flag])
      #expect(run.status == 0)
      #expect(run.outputText.uppercased().contains("USAGE: SNACKBAR \(name.uppercased())"))
      #expect(run.errors.isEmpty)
    }
  }

  @Test func helpWinsOverInvalidOptions() {
    let run = snackbar(["render", "--no-such-option", "--help"])
    #expect(run.status == 0)
    #expect(run.outputText.contains("--backdrop"))
  }

  @Test func topLevelHelpListsEverySubcommand() {
    for flag in ["--help", "-h", "help"] {
      let run = snackbar([flag])
      #expect(run.status == 0)
      for name in Self.subcommandNames { #expect(run.outputText.contains("  \(name) ")) }
    }
  }

  @Test func noArgumentsPrintsUsageOnStandardErrorWithStatusTwo() {
    let run = snackbar([])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errorText.contains("SUBCOMMANDS"))
  }

  @Test func unknownSubcommandIsBadInput() {
    let run = snackbar(["rendr", "--text", "Hi"])
    #expect(run.status == 2)
    #expect(run.errorText.contains("unknown subcommand \"rendr\""))
  }

  @Test func snapshotsHelpSaysWhereTheLedgerComesFrom() {
    #expect(snackbar(["snapshots", "--help"]).outputText.contains("LATEST `swift test` run only"))
  }

  @Test func timelineHelpDescribesTheBundledScenario() {
    let help = snackbar(["timeline", "--help"]).outputText
    #expect(help.contains("USAGE: snackbar timeline [SCENARIO.json]"))
    #expect(help.contains("--print-scenario"))
    #expect(help.contains("a tour of the manager's queueing rules"))
  }

  /// Commands that write files say how: all or nothing, never over a device or an input.
  @Test(arguments: ["render", "screen", "gallery"])
  func writingCommandsDescribeTheirOutputs(_ name: String) {
    let help = snackbar([name, "--help"]).outputText
    #expect(help.contains("OUTPUTS: written all or nothing"))
    #expect(help.contains("not a\ndirectory or a device such as /dev/null"))
  }
}
