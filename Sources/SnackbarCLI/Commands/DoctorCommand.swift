import Foundation
import SnackbarBasics
import SnackbarFiles
import SnackbarJSON
import SnackbarRendering
import SnackbarRenderingStack
import SnackbarSnapshotCore

/// `snackbar doctor`: compares this machine's rendering stack with the one the goldens were
/// recorded on, and says how to install that one.
enum DoctorCommand: SnackbarCommand {
  static let configuration = CommandConfiguration(
    name: "doctor",
    abstract: "compare this machine's rendering stack with the goldens' (exit 0 same, 1 differ, 2 bad input)")

  static let help = CommandHelp([
    .text(
      """
      USAGE: snackbar doctor [SNAPSHOTS_DIR] [--pinned FILE]
             snackbar doctor --cache [--repair]

      Compares this machine's rendering stack (Cairo, Pango, HarfBuzz, fontconfig and FreeType
      versions, the pinned fonts' SHA-256s, the font options, and the Debian package versions when
      recorded) with every fingerprint.json under SNAPSHOTS_DIR (default Snapshots), the stacks the
      goldens were recorded on.

      When they match it prints one line. Otherwise it names every difference (expected, as
      recorded, vs here) with the goldens concerned, and prints the `apt-get install
      PACKAGE=VERSION` line that installs the recorded stack: versions from the fingerprint, or,
      for a fingerprint written before package versions were recorded, from the pinned list.
      Without any fingerprint, the pinned list is the expected stack and this machine's installed
      packages are compared with it.

      It also warns (without changing the exit status) when the PNG goldens are large (20 MiB in
      all, or one of 2 MiB) and no .gitattributes between the repository's root and SNAPSHOTS_DIR
      stores them with Git LFS, and prints the line to add (Snapshots/**/*.png filter=lfs ...).

      OPTIONS:
      """),
    .options(
      OptionGroup([
        OptionDeclaration(
          "pinned", .text, valueName: "FILE",
          help: """
            the pinned list, PACKAGE=VERSION a line (default: the
            scripts/pinned-packages.txt of the MaterialSnackbar checkout this
            tool was built from)
            """)
      ])),
    .options(OptionGroup(CacheDoctor.options)),
    .text(
      """

      EXIT STATUS: 0 the stacks match, 1 they differ, 2 bad input (no such directory, an
      unreadable or corrupt fingerprint.json or pinned list, nothing to compare).
      """),
  ])

  /// Exit status when this machine has every recorded stack.
  static let matchStatus: Int32 = 0
  /// Exit status when some recorded stack differs.
  static let differStatus: Int32 = 1

  /// What the command asks of the machine; tests substitute their own.
  struct Machine {
    /// This machine's rendering stack.
    var survey: () -> RenderingFingerprint
    /// Installed versions of the given packages, `nil` without `dpkg-query`.
    var installedVersions: ([String]) -> [String: String]?
    /// The working directory, for relative paths.
    var currentDirectory: URL

    /// The real machine.
    static var current: Machine {
      Machine(
        survey: { RenderingFingerprint.survey() },
        installedVersions: { DebianPackages.installedVersions(of: $0) },
        currentDirectory: FileSystem.currentDirectoryURL)
    }
  }

  static func run(_ arguments: [CommandLineArgument], _ output: CLIOutput) throws(CLIError) -> Int32 {
    if CacheDoctor.isRequested(arguments) { return try CacheDoctor.run(arguments, output) }
    return try run(arguments, output, machine: .current)
  }

  /// The command with string arguments (tests).
  static func run(_ arguments: [String], _ output: CLIOutput, machine: Machine = .current) throws(CLIError) -> Int32 {
    try run(arguments.map { CommandLineArgument($0) }, output, machine: machine)
  }

  static func run(
    _ arguments: [CommandLineArgument], _ output: CLIOutput, machine: Machine
  ) throws(CLIError) -> Int32 {
    // `--cache` and `--repair` are the cache check's (``CacheDoctor``); the stacks take the rest.
    let parsed = try ParsedArguments(arguments, declaring: options.filter { $0.name == "pinned" })
    guard parsed.pathPositionals.count <= 1 else {
      throw .usage("expected at most one SNAPSHOTS_DIR; got \(parsed.pathPositionals.count) paths")
    }
    // Goldens are found through URL, which cannot hold bytes that are not UTF-8: refuse, never mangle.
    var rootName = "Snapshots"
    if let path = parsed.pathPositionals.first {
      guard let text = path.utf8String else {
        throw .usage("SNAPSHOTS_DIR must be a UTF-8 path, got \"\(path)\"; rename the folder")
      }
      rootName = text
    }
    let root = URL(fileURLWithPath: rootName, isDirectory: true, relativeTo: machine.currentDirectory).absoluteURL
    let recorded: [RecordedFingerprint]
    do {
      recorded = try RecordedFingerprint.all(under: root)
    } catch {
      if case .notFound = error, parsed.positionals.isEmpty {
        throw .usage("\(error.description) (run in the package root, or give SNAPSHOTS_DIR)")
      }
      throw .usage(error.description)
    }
    let pinned = try pinnedList(parsed.value("pinned"), currentDirectory: machine.currentDirectory)
    // Every line quotes the fingerprints (names, versions, goldens' file names): shown by the one
    // escaping rule, so a stranger's file cannot act on the terminal. The folder's name too.
    let output = output.escapingEchoedText
    let shownRoot = EchoedText.escaped(rootName)
    let report = DoctorReport(root: shownRoot, currentDirectory: machine.currentDirectory)
    let status = try compareStacks(recorded: recorded, pinned: pinned, report: report, machine: machine, output: output)
    let goldens = BytePath(root.standardizedFileURL.path)
    for line in GoldenStorage.warnings(root: goldens, shownRoot: shownRoot) { output.standardOutput(line) }
    return status
  }

  /// Compares this machine with the recorded stacks, or with the pinned list when there are none.
  private static func compareStacks(
    recorded: [RecordedFingerprint], pinned: (list: PinnedPackageList?, note: String?)?, report: DoctorReport,
    machine: Machine, output: CLIOutput
  ) throws(CLIError) -> Int32 {
    let shownRoot = report.root
    guard !recorded.isEmpty else {
      return try comparePinned(pinned, root: shownRoot, machine: machine, report: report, output: output)
    }
    let diagnosis = StackDiagnosis(recorded: recorded, here: machine.survey(), pinned: pinned?.list)
    if diagnosis.matches {
      output.standardOutput(report.summary(of: diagnosis))
      return matchStatus
    }
    for line in report.differences(of: diagnosis) { output.standardOutput(line) }
    if let note = pinned?.note, diagnosis.stacks.contains(where: { $0.fingerprint.packages == nil }) {
      output.standardOutput("note: \(note)")
    }
    return differStatus
  }

  /// The pinned list: `--pinned FILE` (which must exist), else the checkout's list if it is there.
  /// `note` says why there is none, for when a fingerprint needs it.
  private static func pinnedList(
    _ option: String?, currentDirectory: URL
  ) throws(CLIError) -> (list: PinnedPackageList?, note: String?)? {
    let url: URL
    if let option {
      url = URL(fileURLWithPath: option, relativeTo: currentDirectory).absoluteURL
    } else {
      url = PinnedPackageList.defaultURL
      guard (try? FileSystem.status(of: BytePath(url.path))) != nil else {
        return (
          nil,
          "no pinned list at \(url.path) (this snackbar was moved away from its MaterialSnackbar checkout); "
            + "give one with --pinned FILE"
        )
      }
    }
    do {
      return (try PinnedPackageList.load(from: url), nil)
    } catch {
      throw .usage(error.description)
    }
  }

  /// Without fingerprints, the pinned list is the expected stack: compares the installed versions
  /// of its packages with it.
  private static func comparePinned(
    _ pinned: (list: PinnedPackageList?, note: String?)?, root: String, machine: Machine, report: DoctorReport,
    output: CLIOutput
  ) throws(CLIError) -> Int32 {
    guard let list = pinned?.list else {
      throw .usage("no fingerprint.json under \(root), and \(pinned?.note ?? "no pinned list"): nothing to compare")
    }
    guard let installed = machine.installedVersions(list.entries.map(\.package)) else {
      throw .usage(
        "no fingerprint.json under \(root), and this machine has no dpkg-query to compare with the pinned list "
          + "\(list.path): nothing to compare")
    }
    var plan = InstallPlan()
    var lines: [String] = []
    for entry in list.entries where installed[entry.package] != entry.version {
      let difference = RenderingDifference(
        kind: .package, name: entry.package, recorded: entry.version, here: installed[entry.package])
      lines.append("  " + report.line(for: difference))
      plan.packages.append(.init(name: entry.package, version: entry.version, source: .pinnedList))
    }
    let source = "no fingerprint.json under \(root); the pinned list \(list.path) is the expected stack"
    guard let command = plan.command else {
      output.standardOutput(
        "snackbar doctor: this machine has every package of the pinned list at its version (\(source))")
      return matchStatus
    }
    output.standardOutput("snackbar doctor: this machine differs from the pinned list (\(source))")
    for line in lines { output.standardOutput(line) }
    output.standardOutput("  to install it (as root, on Debian 12): \(command)")
    return differStatus
  }
}
