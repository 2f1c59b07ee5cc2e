import SnackbarAudit
import SnackbarBasics
import SnackbarJSON

/// A `matrix.jsonl` line as the CI formats report it: one image, one JUnit test case in its
/// locale's suite, a SARIF result per finding pointing at the string's line in its catalog.
///
/// Made from the line, not from the run's own state, so a merge of shards and a resumed run's
/// kept lines give the same SARIF and JUnit as one uninterrupted run.
enum MatrixCase {
  /// The case for `line`; nil when the line lacks the members every line has (a merge refuses
  /// such lines before this is asked).
  static func make(_ line: SnackbarJSONValue) -> SnackbarAuditCase? {
    guard case .object(let members) = line, case .string(let key)? = members["key"],
      case .string(let locale)? = members["locale"], case .string(let path)? = members["path"]
    else { return nil }
    var table: String?
    if case .string(let name)? = members["table"] { table = name }
    let variant = variantName(ofPath: path)
    let subject = SnackbarAuditSubject(key: key, table: table, locale: locale, variant: variant)
    var findings: [SnackbarAuditFinding] = []
    if case .array(let elements)? = members["findings"] {
      findings = elements.compactMap(SnackbarAuditFinding.init(jsonValue:))
    }
    var ignored: [SnackbarAuditIgnoredFinding] = []
    if case .array(let elements)? = members["ignored"] {
      for element in elements {
        guard let finding = SnackbarAuditFinding(jsonValue: element), case .object(let set) = element,
          case .string(let reason)? = set["reason"]
        else { continue }
        ignored.append(SnackbarAuditIgnoredFinding(finding: finding, reason: reason))
      }
    }
    return SnackbarAuditCase(
      name: (table.map { $0 + "/" } ?? "") + key + " · " + locale + " · " + variant, group: locale,
      subject: subject, location: location(members["location"]), actionLocation: location(members["actionLocation"]),
      image: path, findings: findings, ignored: ignored)
  }

  /// The variant's name a line's image path ends in: its file name without `.png`.
  static func variantName(ofPath path: String) -> String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    return file.hasSuffix(".png") ? String(file.dropLast(4)) : file
  }

  /// A line's `location` (`{"column": 9, "file": "de.lproj/Localizable.strings", "line": 12}`);
  /// nil without a file. Numbers must be whole and positive: lines come from strangers' shards.
  private static func location(_ value: SnackbarJSONValue?) -> SnackbarAuditLocation? {
    guard case .object(let members)? = value, case .string(let file)? = members["file"], !file.isEmpty else {
      return nil
    }
    func whole(_ value: SnackbarJSONValue?) -> Int? {
      guard case .number(let number)? = value, number >= 1, number <= Double(Int32.max), number == number.rounded()
      else { return nil }
      return Int(number)
    }
    return SnackbarAuditLocation(file: file, line: whole(members["line"]), column: whole(members["column"]))
  }
}

/// The SARIF and JUnit files beside `matrix.jsonl`, fed line by line: SARIF is written as it
/// goes (a run of fifty thousand images never holds its results), JUnit keeps each test case's
/// text and the counts its suites' opening tags need.
struct MatrixCIFiles {
  static let sarifName = "matrix.sarif"
  static let junitName = "matrix.junit.xml"

  private let sarifText: MatrixOutputWriter
  private var sarif: SnackbarAuditSARIF
  private(set) var junit: SnackbarAuditJUnit
  let failOn: SnackbarAuditSeverity
  /// Images with a finding at or above `failOn` that the baseline does not list.
  private(set) var failingImages = 0
  /// Findings in the baseline, and findings the configuration set aside.
  private(set) var inBaseline = 0
  private(set) var ignored = 0
  /// The first failing findings, for the summary.
  private(set) var firstFailures: [String] = []

  init(sarif: MatrixOutputWriter, failOn: SnackbarAuditSeverity) {
    sarifText = sarif
    self.sarif = SnackbarAuditSARIF(toolVersion: SnackbarCLIMain.version, rulesHelpURI: "")
    junit = SnackbarAuditJUnit(name: "snackbar matrix", failOn: failOn)
    self.failOn = failOn
    sarifText.write(self.sarif.header())
  }

  /// Adds the image of `line`.
  mutating func add(_ line: SnackbarJSONValue) {
    guard let auditCase = MatrixCase.make(line) else { return }
    sarifText.write(sarif.results(for: auditCase))
    junit.add(auditCase)
    inBaseline += auditCase.findings.count(where: \.isInBaseline)
    ignored += auditCase.ignored.count
    let failures = auditCase.failures(at: failOn)
    if !failures.isEmpty {
      failingImages += 1
      // The severity and rule first: a line that starts (after spaces) with a stranger's key
      // could start with `::`, which GitHub's runner takes for a workflow command.
      if firstFailures.count < 10, let first = failures.first {
        firstFailures.append(
          EchoedText.escaped("\(first.severity.rawValue) \(first.rule.rawValue): \(auditCase.name): \(first.message)"))
      }
    }
  }

  /// Ends the SARIF document; the JUnit document is ``junit``'s.
  func finish() {
    sarifText.write(sarif.footer())
  }

  /// A warning when the SARIF has more results than GitHub's code scanning takes in one run.
  var sarifLimitWarning: String? {
    guard sarif.resultCount > SnackbarAuditSARIF.gitHubResultLimit else { return nil }
    return "\(Self.sarifName) has \(sarif.resultCount) results; GitHub code scanning refuses a run with more than "
      + "\(SnackbarAuditSARIF.gitHubResultLimit): upload one shard's (--shard) or some locales' at a time, or "
      + "record the known findings in a baseline"
  }
}
