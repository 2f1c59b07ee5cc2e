import Foundation
import SnackbarRendering

// The whole CLI lives in `SnackbarCLIMain`, so tests can run it in-process with captured output;
// this file only hands it the process's arguments, as bytes, and exits with its status. First,
// while no other thread exists, it sets up what signals do (`ProcessSignals`: every thread must
// inherit the blocked signals) and keeps fontconfig's own debug output off standard output unless
// `--verbose` asks for it.
ProcessSignals.install()
let arguments = CommandLineArgument.processArguments()
if !SnackbarCLIMain.isVerbose(arguments) {
  FontconfigDiagnostics.silence()
}
ProcessSignals.exit(SnackbarCLIMain.run(commandLine: arguments))
