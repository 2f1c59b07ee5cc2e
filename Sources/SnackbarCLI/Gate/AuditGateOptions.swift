import SnackbarAudit
import SnackbarBasics
import SnackbarFiles
import SnackbarJSON
import SnackbarRenderAudit
import SnackbarRendering

/// The options every auditing command shares for gating CI on its findings: the project's
/// configuration, a baseline of known findings, the baseline to write, and the severity that
/// fails the run.
struct AuditGateOptions {
  /// The options every auditing command shares, but `--fail-on`, which each command words for
  /// its own runs (``failOn(_:)``).
  static let options = OptionGroup([
    OptionDeclaration(
      "config", .path, valueName: "FILE",
      help: """
        the audit configuration: rules off or at another severity, findings
        ignored with a reason, thresholds (default: \(SnackbarAuditConfiguration.fileName) in
        the current folder or the nearest folder above it; see CONFIGURATION)
        """),
    OptionDeclaration("no-config", .flag, help: "no configuration, even when a file is found"),
    OptionDeclaration(
      "baseline", .path, valueName: "FILE",
      help: """
        findings FILE lists are reported as known ("baseline") and do not
        count toward --fail-on; entries no longer found are listed as fixed
        """),
    OptionDeclaration(
      "write-baseline", .path, valueName: "FILE",
      help: """
        write this run's counted findings to FILE as a baseline (with the
        --baseline entries a run of some keys or locales could not see;
        not when an image or job failed)
        """),
  ])

  /// `--fail-on LEVEL`, with the command's own words for it.
  static func failOn(_ help: String) -> OptionDeclaration {
    OptionDeclaration(
      "fail-on", .text, valueName: "LEVEL", validation: .choices(["error", "warning", "info"]), help: help)
  }

  /// The configuration file's format, for every command that reads one.
  static let configurationHelp = """
    CONFIGURATION (\(SnackbarAuditConfiguration.fileName), strict JSON):
      {"rules": {"target.action": "off", "text.lines": "error"},
       "ignore": [{"rule": "l10n.expansion", "key": "settings.*", "locale": "de*",
                   "reason": "German settings titles are long; signed off by design"}],
       "options": {"targetSize": "apple"}}
      rules: a rule id, then off, info, warning or error. ignore: a reason, and a rule, a key and
      a locale (globs: * and ?), any of them. options.targetSize: both (44 pt error, 48 dp warning;
      the default), apple (44 pt only) or material (48 dp, an error). Ignored findings are listed
      apart with their reasons and never count. Unknown members or rule ids are errors.
    """

  /// The configuration (empty when there is none) and where it was read.
  let configuration: SnackbarAuditConfiguration
  let configurationPath: BytePath?
  /// The known findings (`--baseline`), and where they were read.
  let baseline: SnackbarAuditBaseline?
  let baselinePath: BytePath?
  /// Where to write this run's findings as a baseline.
  let writeBaseline: BytePath?
  /// `--fail-on`; nil when not given.
  let failOn: SnackbarAuditSeverity?

  /// Reads the configuration (`--config`, or the one found from the current folder up) and the
  /// baseline.
  /// - Throws: ``CLIError/usage(_:)`` for a file that cannot be read or is not valid, naming its
  ///   line.
  init(_ parsed: ParsedArguments) throws(CLIError) {
    failOn = try parsed.value("fail-on").map(Self.severity)
    if parsed.flag("no-config") {
      if parsed.path("config") != nil { throw .usage("give --config or --no-config, not both") }
      configurationPath = nil
    } else if let path = parsed.path("config") {
      configurationPath = path
    } else {
      do {
        configurationPath = try SnackbarAuditConfigurationFile.find()
      } catch {
        throw .usage(error.description + " (or give --no-config)")
      }
    }
    if let configurationPath {
      do {
        configuration = try SnackbarAuditConfigurationFile.read(
          configurationPath, followingLinks: parsed.path("config") != nil)
      } catch {
        throw .usage(error.description)
      }
    } else {
      configuration = SnackbarAuditConfiguration()
    }
    baselinePath = parsed.path("baseline")
    if let baselinePath {
      let bytes = try Self.read(
        baselinePath, role: "--baseline", limit: SnackbarAuditBaseline.maximumFileBytes, followingLinks: true)
      do {
        baseline = try SnackbarAuditBaseline(json: bytes, file: baselinePath.description)
      } catch {
        throw .usage(error.description)
      }
    } else {
      baseline = nil
    }
    writeBaseline = parsed.path("write-baseline")
  }

  /// A gate applying these options, for one run.
  func makeGate() -> SnackbarAuditGate {
    SnackbarAuditGate(configuration: configuration, baseline: baseline)
  }

  /// What decides how a finding is reported, as one text: the configuration (its file, which
  /// its reasons name; each rule's setting and line; each ignore entry; the options) and the
  /// baseline's entries. A resumed matrix run keeps the interrupted run's lines only when this is
  /// unchanged, since those lines were judged with it.
  var judgement: String {
    func text(_ value: String?) -> SnackbarJSONValue { value.map(SnackbarJSONValue.string) ?? .null }
    func number(_ value: Int?) -> SnackbarJSONValue { value.map { .number(Double($0)) } ?? .null }
    let rules = configuration.rules.sorted { $0.key.rawValue < $1.key.rawValue }.map { rule, setting in
      let name: String
      switch setting {
      case .off: name = "off"
      case .severity(let severity): name = severity.rawValue
      }
      return SnackbarJSONValue.array([.string(rule.rawValue), .string(name), number(configuration.ruleLines[rule])])
    }
    let ignores = configuration.ignores.map { entry in
      SnackbarJSONValue.array([
        text(entry.rule?.rawValue), text(entry.key), text(entry.locale), .string(entry.reason), number(entry.line),
      ])
    }
    return SnackbarJSONValue.array([
      text(configuration.file), .array(rules), .array(ignores), .string(configuration.options.targetSize.rawValue),
      text(baseline?.text()),
    ]).lineText()
  }

  /// The files read, for the output checks: no output may overwrite them. A baseline rewritten
  /// in place (`--baseline B --write-baseline B`, to drop fixed entries) is the exception: it is
  /// read whole before the run and replaced all at once after it.
  var inputs: [CommandFile] {
    (configurationPath.map { [CommandFile(role: "--config", path: $0)] } ?? [])
      + (baselinePath.flatMap { $0 == writeBaseline ? nil : [CommandFile(role: "--baseline", path: $0)] } ?? [])
  }

  /// The baseline to write, as an output.
  var outputs: [CommandFile] {
    writeBaseline.map { [CommandFile(role: "--write-baseline", path: $0)] } ?? []
  }

  /// The baseline file `gate` recorded, with its path, when `--write-baseline` was given: the
  /// run's counted findings, and the entries of `--baseline` the run could not have seen
  /// (`isCovered` false: another shard's keys, the locales or keys left out), which it has no
  /// reason to drop.
  func baselineFile(
    _ gate: SnackbarAuditGate, covering isCovered: (SnackbarAuditBaseline.Entry) -> Bool = { _ in true }
  ) -> (bytes: [UInt8], path: BytePath)? {
    guard let writeBaseline else { return nil }
    var written = gate.recorded
    if let baseline { written.entries.formUnion(baseline.entries.filter { !isCovered($0) }) }
    return (Array(written.text().utf8), writeBaseline)
  }

  /// The line for standard error when `--write-baseline` was given but the run could not judge
  /// every snackbar (`failed` of them failed): a baseline without their findings would call
  /// them new in the next run, and list their entries as fixed.
  func baselineNotWritten(failed: Int, what: String) -> String? {
    guard let writeBaseline, failed > 0 else { return nil }
    return "--write-baseline \(writeBaseline) not written: \(failed) \(what)\(failed == 1 ? "" : "s") failed, so their "
      + "findings are unknown"
  }

  /// Lines for standard error after a run with a configuration or a baseline: how many findings
  /// were ignored and known, and each baseline entry no longer found (so the file can shrink).
  static func summary(
    ignored: Int, inBaseline: Int, fixed: [SnackbarAuditBaseline.Entry], options: AuditGateOptions
  ) -> [String] {
    var lines: [String] = []
    if ignored > 0, let path = options.configurationPath {
      lines.append("\(ignored) finding\(ignored == 1 ? "" : "s") ignored by \(path) (listed with their reasons)")
    }
    if let path = options.baselinePath {
      lines.append("\(inBaseline) finding\(inBaseline == 1 ? "" : "s") known from the baseline \(path)")
      if !fixed.isEmpty {
        lines.append(
          "\(fixed.count) baseline entr\(fixed.count == 1 ? "y is" : "ies are") no longer found; remove "
            + "\(fixed.count == 1 ? "it" : "them") from \(path) (or rewrite it with --write-baseline):")
        for entry in fixed.prefix(20) { lines.append("  fixed: \(entry.description)") }
        if fixed.count > 20 { lines.append("  … and \(fixed.count - 20) more") }
      }
    }
    return lines
  }

  /// `--fail-on`'s value.
  static func severity(_ text: String) throws(CLIError) -> SnackbarAuditSeverity {
    guard let severity = SnackbarAuditSeverity(rawValue: text) else {
      throw .usage("--fail-on must be error, warning or info, got \"\(EchoedText.escaped(text))\"")
    }
    return severity
  }

  /// The bytes of the regular file at `path`, at most `limit`.
  private static func read(
    _ path: BytePath, role: String, limit: Int, followingLinks: Bool
  ) throws(CLIError) -> [UInt8] {
    do {
      return try FileSystem.read(path, limit: limit, kinds: .regularFiles(followingLinks: followingLinks))
    } catch {
      guard case .tooLarge = error.reason else {
        throw .usage("cannot read \(role) \(path): \(EchoedText.escaped(error.description))")
      }
      throw .usage("\(role) \(path) is larger than the limit of \(limit >> 20) MiB")
    }
  }
}
