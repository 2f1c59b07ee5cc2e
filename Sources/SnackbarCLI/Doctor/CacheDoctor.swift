import Foundation
import SnackbarRendering

/// `snackbar doctor --cache [--repair]`: checks the renderer's caches
/// (``RendererCacheCheck``) and says what is wrong; `--repair` removes it.
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
    let check: RendererCacheCheck
    do {
      check = try RendererCacheCheck.run(environment: environment, repair: repair)
    } catch {
      throw .failed(error.description)
    }
    for line in lines(for: check, repaired: repair) { output.standardOutput(line) }
    return check.findings.isEmpty ? cleanStatus : foundStatus
  }

  /// What is printed for `check`.
  static func lines(for check: RendererCacheCheck, repaired: Bool) -> [String] {
    var lines = ["snackbar doctor: the renderer's caches in \(check.folder)"]
    if let folder = check.maskFolder {
      lines.append(
        "  shadow masks of this build (\(folder)): \(count(check.masksChecked, "mask")) rendered again, identical")
    } else {
      lines.append("  shadow masks: this program cannot be identified (/proc/self/exe), not checked")
    }
    if let skipped = check.fontCacheSkipped {
      lines.append("  font cache (\(check.fontCacheFolder)): not checked, \(skipped)")
    } else {
      let links = check.fontLinksIntact ? "the pinned fonts' links intact" : "no link directory of the pinned fonts"
      lines.append(
        "  font cache (\(check.fontCacheFolder)): \(links); \(count(check.fontconfigFilesChecked, "fontconfig cache file")) "
          + "matching the digest, \(check.fontconfigFilesMatchingScan) identical to a fresh scan")
    }
    for finding in check.findings {
      lines.append("  bad: \(finding.path): \(finding.reason)\(repaired ? " (removed)" : "")")
    }
    if check.findings.isEmpty {
      lines.append("snackbar doctor: the caches hold nothing this build would not have written")
    } else if repaired {
      lines.append("snackbar doctor: removed \(count(check.findings.count, "bad entry", plural: "bad entries"))")
    } else {
      lines.append(
        "snackbar doctor: \(count(check.findings.count, "bad entry", plural: "bad entries")); "
          + "`snackbar doctor --cache --repair` removes them")
    }
    return lines
  }

  private static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
    "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
  }
}
