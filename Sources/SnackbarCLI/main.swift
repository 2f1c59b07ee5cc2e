import Foundation

// The whole CLI lives in `SnackbarCLIMain`, so tests can run it in-process with captured output;
// this file only hands it the process's arguments, as bytes, and exits with its status.
exit(SnackbarCLIMain.run(commandLine: CommandLineArgument.processArguments()))
