import SnackbarBasics
import SnackbarJSON

/// A project's choices about the audit, from its `.snackbar-audit.json`: rules turned off or
/// given another severity, findings ignored with a reason, and the thresholds the team follows.
///
/// ```json
/// {
///   "rules": {"target.action": "off", "text.lines": "error"},
///   "ignore": [
///     {"rule": "l10n.expansion", "key": "settings.*", "locale": "de*",
///      "reason": "German settings titles are long; design signed off on two lines"}
///   ],
///   "options": {"targetSize": "apple"}
/// }
/// ```
///
/// - `rules`: a rule id, then `off`, `info`, `warning` or `error`. A rule turned off still runs:
///   its findings are listed as ignored, so a report says what it no longer counts.
/// - `ignore`: entries with a `reason` and at least one of `rule` (an id), `key` and `locale`
///   (globs: `*` any run of characters, `?` one character). A finding matches when every given
///   member does; the subject's table is matched as `table/key` too, so `Settings/*` names a table.
/// - `options.targetSize`: `both` (Apple's 44 pt an error, Material's 48 dp a warning; the
///   default), `apple` or `material`.
///
/// The file is read with the package's strict JSON reader. Unknown members, unknown rule ids and
/// values of the wrong kind are errors naming the file, line and column.
public struct SnackbarAuditConfiguration: Sendable, Hashable {
  /// The name the commands look for, in the current folder and each folder above it.
  public static let fileName = ".snackbar-audit.json"
  /// The largest configuration file read: a hand-written file of rules and ignores.
  public static let maximumFileBytes = 1 << 20

  /// What a rule is set to.
  public enum RuleSetting: Sendable, Hashable {
    /// Its findings are ignored.
    case off
    /// Its findings get this severity.
    case severity(SnackbarAuditSeverity)
  }

  /// One ignore entry: which findings, and why.
  public struct Ignore: Sendable, Hashable {
    /// The rule it covers; nil for every rule.
    public var rule: SnackbarAuditRule?
    /// A glob over the key (and `table/key`); nil for every key.
    public var key: String?
    /// A glob over the locale; nil for every locale.
    public var locale: String?
    /// Why these findings do not count, as reports print it.
    public var reason: String
    /// The entry's line in the file, for the reports.
    public var line: Int?

    /// An entry.
    public init(
      rule: SnackbarAuditRule? = nil, key: String? = nil, locale: String? = nil, reason: String, line: Int? = nil
    ) {
      self.rule = rule
      self.key = key
      self.locale = locale
      self.reason = reason
      self.line = line
    }

    /// Whether the entry covers `finding` made for `subject`.
    public func matches(_ finding: SnackbarAuditFinding, subject: SnackbarAuditSubject) -> Bool {
      if let rule, rule != finding.rule { return false }
      if let key {
        guard let name = subject.key else { return false }
        let qualified = subject.table.map { $0 + "/" + name }
        guard SnackbarGlob.matches(key, name) || qualified.map({ SnackbarGlob.matches(key, $0) }) == true else {
          return false
        }
      }
      if let locale {
        guard let drawn = subject.locale, SnackbarGlob.matches(locale, drawn) else { return false }
      }
      return true
    }
  }

  /// The file the configuration was read from; nil for one made in code.
  public var file: String?
  /// Rules turned off or given another severity.
  public var rules: [SnackbarAuditRule: RuleSetting]
  /// Rule settings' lines in the file, for the reasons reports print.
  public var ruleLines: [SnackbarAuditRule: Int]
  /// Ignore entries, in the file's order; the first that matches gives the reason.
  public var ignores: [Ignore]
  /// The thresholds the rules apply.
  public var options: SnackbarAuditOptions

  /// A configuration; the default changes nothing.
  public init(
    file: String? = nil, rules: [SnackbarAuditRule: RuleSetting] = [:], ignores: [Ignore] = [],
    options: SnackbarAuditOptions = SnackbarAuditOptions()
  ) {
    self.file = file
    self.rules = rules
    self.ruleLines = [:]
    self.ignores = ignores
    self.options = options
  }

  /// Reads a configuration file's bytes; `file` names it in errors and reasons.
  /// - Throws: ``SnackbarAuditFileError`` naming the line and column of what is wrong.
  public init(json bytes: [UInt8], file: String) throws(SnackbarAuditFileError) {
    self.init(file: file)
    let root = try SnackbarAuditFileError.read(bytes, file: file)
    func fail(_ node: SnackbarJSONNode, _ message: String) -> SnackbarAuditFileError {
      SnackbarAuditFileError(file: file, position: node.position, message: message)
    }
    guard let members = root.members else { throw fail(root, "expected an object, found \(root.kind)") }
    for member in members {
      switch member.key {
      case "rules":
        guard let settings = member.value.members else {
          throw fail(member.value, "\"rules\" must be an object of rule ids to off, info, warning or error")
        }
        for setting in settings {
          let rule = try Self.rule(setting.key, at: setting.keyPosition, file: file)
          guard case .string(let text) = setting.value.content else {
            throw fail(setting.value, "the setting of \(setting.key) must be a string, found \(setting.value.kind)")
          }
          if text == "off" {
            rules[rule] = .off
          } else if let severity = SnackbarAuditSeverity(rawValue: text) {
            rules[rule] = .severity(severity)
          } else {
            throw fail(
              setting.value,
              "the setting of \(setting.key) must be off, info, warning or error, got \(EchoedText.quoted(text))")
          }
          ruleLines[rule] = setting.value.position.line
        }
      case "ignore":
        guard case .array(let entries) = member.value.content else {
          throw fail(member.value, "\"ignore\" must be an array of objects, found \(member.value.kind)")
        }
        for entry in entries { ignores.append(try Self.ignore(entry, file: file)) }
      case "options":
        guard let values = member.value.members else {
          throw fail(member.value, "\"options\" must be an object, found \(member.value.kind)")
        }
        for value in values {
          switch value.key {
          case "targetSize":
            let names = SnackbarAuditTargetSize.allCases.map(\.rawValue)
            guard case .string(let text) = value.value.content, let size = SnackbarAuditTargetSize(rawValue: text)
            else {
              throw fail(value.value, "\"targetSize\" must be one of \(names.joined(separator: ", "))")
            }
            options.targetSize = size
          default:
            throw fail(value.value, "unknown option \(EchoedText.quoted(value.key)); the options are: targetSize")
          }
        }
      default:
        throw fail(
          member.value, "unknown member \(EchoedText.quoted(member.key)); a configuration has rules, ignore and options"
        )
      }
    }
  }

  private static func rule(
    _ id: String, at position: SnackbarJSONPosition, file: String
  ) throws(SnackbarAuditFileError) -> SnackbarAuditRule {
    guard let rule = SnackbarAuditRule(rawValue: id) else {
      throw SnackbarAuditFileError(
        file: file, position: position,
        message: "unknown rule \(EchoedText.quoted(id)); the rules are "
          + SnackbarAuditRule.allCases.map(\.rawValue).joined(separator: ", "))
    }
    return rule
  }

  private static func ignore(_ node: SnackbarJSONNode, file: String) throws(SnackbarAuditFileError) -> Ignore {
    func fail(_ node: SnackbarJSONNode, _ message: String) -> SnackbarAuditFileError {
      SnackbarAuditFileError(file: file, position: node.position, message: message)
    }
    guard let members = node.members else { throw fail(node, "an ignore entry must be an object, found \(node.kind)") }
    var entry = Ignore(reason: "", line: node.position.line)
    var reason: String?
    for member in members {
      guard case .string(let text) = member.value.content else {
        throw fail(member.value, "\"\(member.key)\" must be a string, found \(member.value.kind)")
      }
      switch member.key {
      case "rule": entry.rule = try rule(text, at: member.value.position, file: file)
      case "key": entry.key = text
      case "locale": entry.locale = text
      case "reason": reason = text
      default:
        throw fail(
          member.value,
          "unknown member \(EchoedText.quoted(member.key)) of an ignore entry; it has rule, key, locale, reason")
      }
    }
    guard let reason, !reason.allSatisfy(\.isWhitespace) else {
      throw fail(node, "an ignore entry needs a \"reason\": reports print it beside each finding it sets aside")
    }
    guard entry.rule != nil || entry.key != nil || entry.locale != nil else {
      throw fail(node, "an ignore entry needs a rule, key or locale: one with none would ignore every finding")
    }
    entry.reason = reason
    return entry
  }

  /// What becomes of a finding.
  public enum Disposition: Sendable, Hashable {
    /// It counts, with the severity its rule is set to.
    case counted(SnackbarAuditFinding)
    /// It is set aside, with the reason.
    case ignored(SnackbarAuditIgnoredFinding)
  }

  /// `finding` as this configuration has it for `subject`: with its rule's severity, or set
  /// aside with the reason (the rule is off, or an ignore entry matches).
  public func apply(to finding: SnackbarAuditFinding, subject: SnackbarAuditSubject) -> Disposition {
    var finding = finding
    switch rules[finding.rule] {
    case .off?:
      return .ignored(
        SnackbarAuditIgnoredFinding(
          finding: finding, reason: "\(finding.rule.rawValue) is off in \(place(ruleLines[finding.rule]))"))
    case .severity(let severity)?:
      finding.severity = severity
    case nil:
      break
    }
    if let entry = ignores.first(where: { $0.matches(finding, subject: subject) }) {
      return .ignored(SnackbarAuditIgnoredFinding(finding: finding, reason: entry.reason + " (\(place(entry.line)))"))
    }
    return .counted(finding)
  }

  /// `report` with this configuration applied to its findings, worst first again.
  public func apply(to report: SnackbarAuditReport, subject: SnackbarAuditSubject) -> SnackbarAuditReport {
    var result = report
    (result.findings, result.ignored) = apply(to: report.findings, subject: subject)
    result.ignored = report.ignored + result.ignored
    return result
  }

  /// `findings` split into those that count (with their severities, worst first, the rules'
  /// order kept within one) and those set aside.
  public func apply(
    to findings: [SnackbarAuditFinding], subject: SnackbarAuditSubject
  ) -> (counted: [SnackbarAuditFinding], ignored: [SnackbarAuditIgnoredFinding]) {
    var counted: [SnackbarAuditFinding] = []
    var ignored: [SnackbarAuditIgnoredFinding] = []
    for finding in findings {
      switch apply(to: finding, subject: subject) {
      case .counted(let kept): counted.append(kept)
      case .ignored(let set): ignored.append(set)
      }
    }
    return (counted.worstFirst, ignored)
  }

  /// `.snackbar-audit.json, line 4`.
  private func place(_ line: Int?) -> String {
    let name = file ?? "the configuration"
    return line.map { "\(name), line \($0)" } ?? name
  }
}

/// Why a configuration or baseline file could not be read: the file, the line and column where
/// known, and what is wrong.
public struct SnackbarAuditFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file as named to the reader.
  public let file: String
  /// The line, from 1; nil for the whole file.
  public let line: Int?
  /// The column, from 1.
  public let column: Int?
  /// What is wrong.
  public let message: String

  /// An error at `line` and `column` of `file`.
  public init(file: String, line: Int?, column: Int?, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  init(file: String, position: SnackbarJSONPosition?, message: String) {
    self.init(file: file, line: position?.line, column: position?.column, message: message)
  }

  /// `bytes` read with the strict JSON reader, its error named by `file`.
  static func read(_ bytes: [UInt8], file: String) throws(SnackbarAuditFileError) -> SnackbarJSONNode {
    do {
      return try SnackbarJSONReader.read(bytes)
    } catch {
      throw SnackbarAuditFileError(file: file, position: error.position, message: error.message)
    }
  }

  /// `.snackbar-audit.json, line 3, column 5: unknown rule "target.size"`, the path escaped for a
  /// terminal.
  public var description: String {
    var text = EchoedText.escaped(file)
    if let line { text += ", line \(line)" }
    if let column { text += ", column \(column)" }
    return text + ": " + message
  }
}

/// Shell-style globs for ignore entries: `*` any run of characters, `?` one, everything else
/// itself; matched by Unicode scalars, so a key's case and accents count.
enum SnackbarGlob {
  static func matches(_ pattern: String, _ text: String) -> Bool {
    let pattern = Array(pattern.unicodeScalars)
    let text = Array(text.unicodeScalars)
    // The linear two-pointer match with one star to go back to: no backtracking blow-up on
    // patterns like `*a*a*a*b` from a stranger's configuration.
    var (p, t) = (0, 0)
    var star: (pattern: Int, text: Int)?
    while t < text.count {
      if p < pattern.count, pattern[p] == "?" || (pattern[p] != "*" && pattern[p] == text[t]) {
        p += 1
        t += 1
      } else if p < pattern.count, pattern[p] == "*" {
        star = (p, t)
        p += 1
      } else if let last = star {
        p = last.pattern + 1
        t = last.text + 1
        star = (last.pattern, last.text + 1)
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
