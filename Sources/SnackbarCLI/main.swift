import Foundation

// The whole CLI lives in `SnackbarCLIMain`, so tests can run it in-process with captured output;
// this file only hands it the process's arguments and exits with its status.
exit(SnackbarCLIMain.run(arguments: Array(CommandLine.arguments.dropFirst())))
