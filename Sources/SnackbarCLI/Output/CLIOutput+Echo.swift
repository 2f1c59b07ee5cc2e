import SnackbarBasics
import SnackbarJSON
import SnackbarRendering

extension CLIOutput {
  /// This output with every line shown by the one escaping rule (``EchoedText``), for commands
  /// whose lines quote files they read (doctor, report, snapshots): a golden's name, a
  /// fingerprint's value or a ledger's test name then cannot retitle the terminal, erase a line
  /// or forge one. Lines the command writes itself are plain text, which the rule leaves alone,
  /// and a line already escaped (a `BytePath`) stays as it is.
  var escapingEchoedText: CLIOutput {
    let (output, error) = (standardOutput, standardError)
    return CLIOutput(
      standardOutput: { output(EchoedText.escaped($0)) }, standardError: { error(EchoedText.escaped($0)) },
      standardInput: standardInput)
  }
}

extension CLIError {
  /// The same error with its message shown by the one escaping rule (``EchoedText``): for the
  /// errors of commands that quote the files they read.
  var escaped: CLIError {
    switch self {
    case .usage(let message): return .usage(EchoedText.escaped(message))
    case .failed(let message): return .failed(EchoedText.escaped(message))
    }
  }
}
