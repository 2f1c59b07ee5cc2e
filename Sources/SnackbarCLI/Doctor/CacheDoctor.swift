import Foundation
import SnackbarRendering

/// `snackbar doctor --cache [--repair]`: checks the renderer's caches
/// (``RendererCacheAudit``) and says what is wrong; `--repair` removes it.
///
/// Kept apart from the stack comparison of ``DoctorCommand``, which only hands `--cache` over.
/// Every path printed comes from disk or the environment, so it is printed through
/// `BytePath.description`, which escapes control characters.
enum CacheDoctor {
  /// The lines ``DoctorCommand/help`` adds for the options.
  static let options = [
    OptionDeclaration(
      "cache", .flag,
      help: """
        check the renderer's caches in $XDG_CACHE_HOME/material-snackbar
        instead: this build's shadow masks are rendered again and compared
        byte for byte, fontconfig's cache is checked against its digest and
        a fresh scan (exit 0 clean, 1 bad entries found, 2 error)
        """),
    OptionDeclaration(
      "repair", .flag, help: "with --cache: remove the bad entries (the next render rebuilds them)"),
  ]

  /// Exit status when the caches hold nothing bad.
  static let cleanStatus: Int32 = 0
  /// Exit status when some entry is bad (removed or not).
  static let foundStatus: Int32 = 1

  /// Whether `arguments` ask for the cache check.
  static func isRequested(_ arguments: [CommandLineArgument]) -> Bool {
    arguments.contains { $0.bytes == Array("--cache".utf8) }
  }

  static func run(
    _ arguments: [CommandLineArgument], _ output: CLIOutput,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(CLIError) -> Int32 {
    let parsed = try ParsedArguments(arguments, declaring: options)
    guard parsed.pathPositionals.isEmpty else {
      throw .usage("--cache takes no SNAPSHOTS_DIR; got \(parsed.positionals.joined(separator: " "))")
    }
    let repair = parsed.flag("repair")
    let audit: RendererCacheAudit
    do {
      audit = try RendererCacheAudit.run(environment: environment, repair: repair)
    } catch {
      throw .failed(error.description)
    }
    for line in lines(for: audit, repaired: repair) { output.standardOutput(line) }
    return audit.findings.isEmpty ? cleanStatus : foundStatus
  }

  /// What is printed for `audit`.
  static func lines(for audit: RendererCacheAudit, repaired: Bool) -> [String] {
    var lines = ["snackbar doctor: the renderer's caches in \(audit.folder)"]
    if let folder = audit.maskFolder {
      lines.append(
        "  shadow masks of this build (\(folder)): \(count(audit.masksChecked, "mask")) rendered again, identical")
    } else {
      lines.append("  shadow masks: this program cannot be identified (/proc/self/exe), not checked")
    }
    if let skipped = audit.fontCacheSkipped {
      lines.append("  font cache (\(audit.fontCacheFolder)): not checked, \(skipped)")
    } else {
      let links = audit.fontLinksIntact ? "the pinned fonts' links intact" : "no link directory of the pinned fonts"
      lines.append(
        "  font cache (\(audit.fontCacheFolder)): \(links); \(count(audit.fontconfigFilesChecked, "fontconfig cache file")) "
          + "matching the digest, \(audit.fontconfigFilesMatchingScan) identical to a fresh scan")
    }
    for finding in audit.findings {
      lines.append("  bad: \(finding.path): \(finding.reason)\(repaired ? " (removed)" : "")")
    }
    if audit.findings.isEmpty {
      lines.append("snackbar doctor: the caches hold nothing this build would not have written")
    } else if repaired {
      lines.append("snackbar doctor: removed \(count(audit.findings.count, "bad entry", plural: "bad entries"))")
    } else {
      lines.append(
        "snackbar doctor: \(count(audit.findings.count, "bad entry", plural: "bad entries")); "
          + "`snackbar doctor --cache --repair` removes them")
    }
    return lines
  }

  private static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
    "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
  }
}
