import SnackbarBasics
import SnackbarJSON

/// The findings a project already knows of: written by `--write-baseline`, read by `--baseline`
/// so that only new findings fail a run. An entry names a finding by its rule, element, and the
/// subject's key, table, locale and variant, never by the measured value: a contrast that moves
/// from 2.9:1 to 3.1:1 is still the finding the team accepted.
///
/// ```json
/// {"findings": [
/// {"element": "action", "key": "archive.done", "locale": "de", "rule": "target.action", "variant": "mdc.iphone-15.L"}
/// ], "version": 1}
/// ```
///
/// One entry a line, sorted, so a pull request that fixes findings shows the lines it removes.
public struct SnackbarAuditBaseline: Sendable, Hashable {
  /// The largest baseline read: about half a million entries.
  public static let maximumFileBytes = 64 << 20
  /// The version written; a file of another version is refused.
  public static let version = 1

  /// One known finding.
  public struct Entry: Sendable, Hashable, Comparable {
    /// The rule.
    public var rule: SnackbarAuditRule
    /// The part of the snackbar.
    public var element: SnackbarAuditElement
    /// The subject: key, table, locale, variant.
    public var subject: SnackbarAuditSubject

    /// The entry for `finding` made for `subject`.
    public init(_ finding: SnackbarAuditFinding, subject: SnackbarAuditSubject) {
      self.init(rule: finding.rule, element: finding.element, subject: subject)
    }

    /// An entry.
    public init(rule: SnackbarAuditRule, element: SnackbarAuditElement, subject: SnackbarAuditSubject) {
      self.rule = rule
      self.element = element
      self.subject = subject
    }

    /// The parts compared, in the order entries sort by: table, key, locale, variant, rule,
    /// element; by Unicode scalars, so the file's order is the same on every machine.
    private var sortKey: [String] {
      [
        subject.table ?? "", subject.key ?? "", subject.locale ?? "", subject.variant ?? "", rule.rawValue,
        element.rawValue,
      ]
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
      for (left, right) in zip(lhs.sortKey, rhs.sortKey) where left != right {
        return left.unicodeScalars.lexicographicallyPrecedes(right.unicodeScalars)
      }
      return false
    }

    /// `target.action (action) of "archive.done" in de, mdc.iphone-15.L`, escaped for a terminal.
    public var description: String {
      var text = "\(rule.rawValue) (\(element.rawValue))"
      if let key = subject.key {
        text += " of " + EchoedText.quoted(subject.table.map { $0 + "/" + key } ?? key)
      }
      if let locale = subject.locale { text += " in " + EchoedText.escaped(locale) }
      if let variant = subject.variant { text += ", " + EchoedText.escaped(variant) }
      return text
    }

    package var jsonValue: SnackbarJSONValue {
      var members: SnackbarJSONObject = ["rule": .string(rule.rawValue), "element": .string(element.rawValue)]
      if let key = subject.key { members["key"] = .string(key) }
      if let table = subject.table { members["table"] = .string(table) }
      if let locale = subject.locale { members["locale"] = .string(locale) }
      if let variant = subject.variant { members["variant"] = .string(variant) }
      return .object(members)
    }
  }

  /// The known findings.
  public var entries: Set<Entry>

  /// A baseline of `entries`.
  public init(entries: Set<Entry> = []) {
    self.entries = entries
  }

  /// Whether the baseline lists `finding` made for `subject`.
  public func contains(_ finding: SnackbarAuditFinding, subject: SnackbarAuditSubject) -> Bool {
    entries.contains(Entry(finding, subject: subject))
  }

  /// The file's text: the version and the entries sorted, one a line, ending in a newline.
  public func text() -> String {
    let lines = entries.sorted().map { $0.jsonValue.canonicalText() }
    let body = lines.isEmpty ? "" : "\n" + lines.joined(separator: ",\n") + "\n"
    return "{\"findings\": [" + body + "], \"version\": \(Self.version)}\n"
  }

  /// Reads a baseline file's bytes; `file` names it in errors.
  /// - Throws: ``SnackbarAuditFileError`` naming the line of what is wrong: not JSON, another
  ///   version, an unknown rule or element, a member of the wrong kind.
  public init(json bytes: [UInt8], file: String) throws(SnackbarAuditFileError) {
    let root = try SnackbarAuditFileError.read(bytes, file: file)
    func fail(_ node: SnackbarJSONNode, _ message: String) -> SnackbarAuditFileError {
      SnackbarAuditFileError(file: file, position: node.position, message: message)
    }
    guard root.members != nil else { throw fail(root, "expected a baseline object, found \(root.kind)") }
    guard let version = root["version"], version.number == Double(Self.version) else {
      throw fail(root["version"] ?? root, "expected \"version\": \(Self.version) (a baseline `--write-baseline` wrote)")
    }
    guard let list = root["findings"], case .array(let nodes) = list.content else {
      throw fail(root, "expected a \"findings\" array")
    }
    for member in root.members ?? [] where member.key != "version" && member.key != "findings" {
      throw fail(member.value, "unknown member \(EchoedText.quoted(member.key)); a baseline has findings and version")
    }
    var entries = Set<Entry>()
    for node in nodes {
      guard let members = node.members else {
        throw fail(node, "a baseline entry must be an object, found \(node.kind)")
      }
      var texts: [String: String] = [:]
      for member in members {
        guard ["rule", "element", "key", "table", "locale", "variant"].contains(member.key) else {
          throw fail(
            member.value,
            "unknown member \(EchoedText.quoted(member.key)); an entry has rule, element, key, table, locale, variant")
        }
        guard case .string(let text) = member.value.content else {
          throw fail(member.value, "\"\(member.key)\" must be a string, found \(member.value.kind)")
        }
        texts[member.key] = text
      }
      guard let ruleName = texts["rule"], let rule = SnackbarAuditRule(rawValue: ruleName) else {
        throw fail(
          node, "an entry needs a known \"rule\", got \(texts["rule"].map { EchoedText.quoted($0) } ?? "none")")
      }
      guard let elementName = texts["element"], let element = SnackbarAuditElement(rawValue: elementName) else {
        throw fail(
          node, "an entry needs a known \"element\", got \(texts["element"].map { EchoedText.quoted($0) } ?? "none")")
      }
      entries.insert(
        Entry(
          rule: rule, element: element,
          subject: SnackbarAuditSubject(
            key: texts["key"], table: texts["table"], locale: texts["locale"], variant: texts["variant"])))
    }
    self.init(entries: entries)
  }
}

/// What a run does with its findings before they are reported: the configuration applied, the
/// baseline's findings marked, and, for `--write-baseline`, every counted finding recorded.
/// One gate serves a whole run, subject after subject, and then says which baseline entries no
/// longer occur.
public struct SnackbarAuditGate: Sendable {
  /// The project's configuration.
  public let configuration: SnackbarAuditConfiguration
  /// The known findings, when a baseline was given.
  public let baseline: SnackbarAuditBaseline?
  /// The baseline entries seen in this run.
  public private(set) var matched = Set<SnackbarAuditBaseline.Entry>()
  /// Every counted finding of this run, as a baseline (what `--write-baseline` writes).
  public private(set) var recorded = SnackbarAuditBaseline()

  /// A gate.
  public init(
    configuration: SnackbarAuditConfiguration = SnackbarAuditConfiguration(), baseline: SnackbarAuditBaseline? = nil
  ) {
    self.configuration = configuration
    self.baseline = baseline
  }

  /// `findings` of `subject` as reported: the configuration applied (ignored ones apart), the
  /// baseline's marked.
  public mutating func judge(
    _ findings: [SnackbarAuditFinding], subject: SnackbarAuditSubject
  ) -> (counted: [SnackbarAuditFinding], ignored: [SnackbarAuditIgnoredFinding]) {
    var (counted, ignored) = configuration.apply(to: findings, subject: subject)
    for index in counted.indices {
      let entry = SnackbarAuditBaseline.Entry(counted[index], subject: subject)
      recorded.entries.insert(entry)
      if baseline?.entries.contains(entry) == true {
        counted[index].isInBaseline = true
        matched.insert(entry)
      }
    }
    return (counted, ignored)
  }

  /// Counts findings judged earlier in the same run (the lines an interrupted run kept) as if
  /// judged now: recorded for the baseline to write, and their baseline entries seen.
  public mutating func remember(_ findings: [SnackbarAuditFinding], subject: SnackbarAuditSubject) {
    for finding in findings {
      let entry = SnackbarAuditBaseline.Entry(finding, subject: subject)
      recorded.entries.insert(entry)
      if baseline?.entries.contains(entry) == true { matched.insert(entry) }
    }
  }

  /// `report` as reported for `subject` (``judge(_:subject:)``).
  public mutating func judge(_ report: SnackbarAuditReport, subject: SnackbarAuditSubject) -> SnackbarAuditReport {
    var result = report
    let (counted, ignored) = judge(report.findings, subject: subject)
    result.findings = counted
    result.ignored = report.ignored + ignored
    return result
  }

  /// The baseline's entries this run did not see, sorted, among those `isCovered` says the run
  /// looked at (a shard sees only its keys): fixed findings, whose entries can go.
  public func unmatchedBaseline(
    where isCovered: (SnackbarAuditBaseline.Entry) -> Bool = { _ in true }
  ) -> [SnackbarAuditBaseline.Entry] {
    guard let baseline else { return [] }
    return baseline.entries.subtracting(matched).filter(isCovered).sorted()
  }
}
