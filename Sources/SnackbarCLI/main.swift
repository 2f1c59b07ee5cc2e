import Foundation
import SnackbarRendering

// The whole CLI lives in `SnackbarCLIMain`, so tests can run it in-process with captured output;
// this file only hands it the process's arguments, as bytes, and exits with its status. First,
// while no other thread exists, it keeps fontconfig's own debug output off standard output unless
// `--verbose` asks for it.
let arguments = CommandLineArgument.processArguments()
if !SnackbarCLIMain.isVerbose(arguments) {
  FontconfigDiagnostics.silence()
}
exit(SnackbarCLIMain.run(commandLine: arguments))
