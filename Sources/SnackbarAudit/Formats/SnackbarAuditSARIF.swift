import SnackbarBasics
import SnackbarJSON

/// Audit findings as a SARIF 2.1.0 log, for GitHub code scanning and other SARIF readers,
/// written a case at a time so that tens of thousands of cases never sit in memory together:
/// ``header()``, then ``results(for:)`` for each case, then ``footer()``.
///
/// The log has one run whose tool is `snackbar`, with one rule per ``SnackbarAuditRule`` in
/// `allCases` order and, last, ``errorRuleID`` for a case that could not be drawn or audited.
/// Each counted finding is one result:
///
/// - `level` from its severity (`info` is SARIF's `note`); `message.text` is the finding's
///   message and hint, so the alert's title says what is wrong and how to fix it.
/// - `locations`: where the text is written (``SnackbarAuditCase/location(of:)``), as a
///   relative URI with the line and column; else the image drawn; else none. Code scanning
///   shows only results with a location, so a case with neither is kept in the log for other
///   readers and not shown there.
/// - `partialFingerprints["snackbarFinding/v1"]` from the rule, element, table, key, locale and
///   variant, never the measured value or the message, so a finding whose number moves stays
///   the same alert.
/// - `baselineState`: `unchanged` for a finding in the baseline, `new` otherwise.
///
/// Ignored findings are left out. A case with an ``SnackbarAuditCase/error`` gives one result of
/// ``errorRuleID`` at level `error`: an image that could not be audited is a problem a reviewer
/// should see, and leaving it out would make a broken job look clean.
///
/// Code scanning refuses a run with more than ``gitHubResultLimit`` results; ``resultCount`` says
/// how many were written so a caller can warn or split the log.
public struct SnackbarAuditSARIF: Sendable {
  /// The rule id of a case that could not be drawn or audited.
  public static let errorRuleID = "snackbar.error"
  /// The most results GitHub code scanning accepts in one run.
  public static let gitHubResultLimit = 25_000
  /// `$schema`: the address the OASIS schema gives itself (errata 01).
  public static let schemaURI =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  private let toolVersion: String
  private let rulesHelpURI: String
  /// The code scanning category, written as `automationDetails.id` (`category/`), so that
  /// several snackbar logs of one commit (a matrix and a batch) do not replace each other.
  public var category: String?
  /// How many results ``results(for:)`` has written.
  public private(set) var resultCount = 0

  /// A writer. `rulesHelpURI` is the rules table's address (anchors allowed); every rule's
  /// `helpUri` is it, and the tool's `informationUri` is its document. Empty, each rule's
  /// `helpUri` is its source's page (``SnackbarAuditRule/referenceURI``).
  public init(toolVersion: String, rulesHelpURI: String) {
    self.toolVersion = toolVersion
    self.rulesHelpURI = rulesHelpURI
  }

  /// The log's start, up to the opening of the results array.
  public func header() -> String {
    var run = "    {\n      \"tool\": {\"driver\": " + driver().canonicalText().replacingIndent(by: 6) + "},\n"
    if let category {
      run += "      \"automationDetails\": {\"id\": \(SnackbarJSONValue.quoted(category + "/"))},\n"
    }
    run += "      \"columnKind\": \"unicodeCodePoints\",\n      \"results\": ["
    return "{\n  \"$schema\": \"\(Self.schemaURI)\",\n  \"version\": \"2.1.0\",\n  \"runs\": [\n" + run
  }

  /// The results of one case, one a line, each preceded by a comma when a result came before.
  public mutating func results(for auditCase: SnackbarAuditCase) -> String {
    var output = ""
    for result in Self.resultValues(for: auditCase) {
      output += (resultCount == 0 ? "\n        " : ",\n        ") + result.lineText()
      resultCount += 1
    }
    return output
  }

  /// The log's end: closes the results, the run and the runs.
  public func footer() -> String {
    (resultCount == 0 ? "" : "\n      ") + "]\n    }\n  ]\n}\n"
  }
}

extension SnackbarAuditSARIF {
  /// The rule ids in the order of the `rules` array: every audit rule, then the error rule.
  static var ruleIDs: [String] { SnackbarAuditRule.allCases.map(\.rawValue) + [errorRuleID] }

  private func driver() -> SnackbarJSONValue {
    var driver: SnackbarJSONObject = [
      "name": .string("snackbar"), "version": .string(toolVersion),
      "rules": .array(SnackbarAuditRule.allCases.map(ruleDescriptor) + [errorRuleDescriptor()]),
    ]
    if Self.isSemanticVersion(toolVersion) { driver["semanticVersion"] = .string(toolVersion) }
    let document = String(rulesHelpURI.prefix { $0 != "#" })
    if !document.isEmpty { driver["informationUri"] = .string(document) }
    return .object(driver)
  }

  private func ruleDescriptor(_ rule: SnackbarAuditRule) -> SnackbarJSONValue {
    let full = Self.sentence(rule.summary) + " Threshold: \(rule.threshold). Source: \(rule.source)."
    let markdown =
      "`\(rule.rawValue)`: \(rule.summary).\n\n**Threshold:** \(rule.threshold).\n\n**Source:** \(rule.source)."
      + (rulesHelpURI.isEmpty ? "" : "\n\n[The rules table](\(rulesHelpURI))")
    return descriptor(
      id: rule.rawValue, summary: rule.summary, full: full, markdown: markdown,
      level: rule.defaultSeverity, tags: rule.tags, helpURI: rulesHelpURI.isEmpty ? rule.referenceURI : rulesHelpURI)
  }

  private func errorRuleDescriptor() -> SnackbarJSONValue {
    let summary = "a snackbar that could not be drawn or audited (a batch line that failed)"
    return descriptor(
      id: Self.errorRuleID, summary: summary,
      full: Self.sentence(summary) + " Threshold: every snackbar is audited: error.",
      markdown: "`\(Self.errorRuleID)`: \(summary).", level: .error, tags: ["reliability"],
      helpURI: rulesHelpURI.isEmpty ? nil : rulesHelpURI)
  }

  private func descriptor(
    id: String, summary: String, full: String, markdown: String, level: SnackbarAuditSeverity, tags: [String],
    helpURI: String?
  ) -> SnackbarJSONValue {
    var descriptor: SnackbarJSONObject = [
      "id": .string(id), "name": .string(Self.upperCamelCase(id)),
      "shortDescription": .object(["text": .string(summary)]),
      "fullDescription": .object(["text": .string(full)]),
      "help": .object(["text": .string(full), "markdown": .string(markdown)]),
      "defaultConfiguration": .object(["level": .string(Self.level(level))]),
      "properties": .object([
        "tags": .array(tags.map(SnackbarJSONValue.string)),
        "problem.severity": .string(level == .info ? "recommendation" : level.rawValue),
      ]),
    ]
    if let helpURI { descriptor["helpUri"] = .string(helpURI) }
    return .object(descriptor)
  }

  static func resultValues(for auditCase: SnackbarAuditCase) -> [SnackbarJSONValue] {
    if let error = auditCase.error {
      return [
        result(
          ruleID: errorRuleID, ruleIndex: ruleIDs.count - 1, level: .error,
          text: "\(auditCase.name) could not be drawn or audited: \(error)",
          location: auditCase.location, auditCase: auditCase, element: nil, baseline: false, extra: [:])
      ]
    }
    return auditCase.findings.map { finding in
      result(
        ruleID: finding.rule.rawValue, ruleIndex: SnackbarAuditRule.allCases.firstIndex(of: finding.rule) ?? 0,
        level: finding.severity,
        text: finding.hint.isEmpty ? finding.message : finding.message + " " + finding.hint,
        location: auditCase.location(of: finding), auditCase: auditCase, element: finding.element,
        baseline: finding.isInBaseline,
        extra: ["measured": finding.measured, "threshold": finding.threshold])
    }
  }

  private static func result(
    ruleID: String, ruleIndex: Int, level: SnackbarAuditSeverity, text: String,
    location: SnackbarAuditLocation?, auditCase: SnackbarAuditCase, element: SnackbarAuditElement?,
    baseline: Bool, extra: [String: String]
  ) -> SnackbarJSONValue {
    var result: SnackbarJSONObject = [
      "ruleId": .string(ruleID), "ruleIndex": .numeral(String(ruleIndex)), "level": .string(Self.level(level)),
      "message": .object(["text": .string(text)]),
      "partialFingerprints": .object([
        fingerprintKey: .string(fingerprint(ruleID: ruleID, element: element?.rawValue, subject: auditCase.subject))
      ]),
      "baselineState": .string(baseline ? "unchanged" : "new"),
    ]
    if let physical = physicalLocation(location, image: auditCase.image) {
      result["locations"] = .array([.object(["physicalLocation": physical])])
    }
    var properties = SnackbarJSONObject()
    let subject = auditCase.subject
    let known: [(String, String?)] = [
      ("case", auditCase.name), ("group", auditCase.group), ("element", element?.rawValue), ("key", subject.key),
      ("table", subject.table), ("locale", subject.locale), ("variant", subject.variant),
      ("image", auditCase.image),
    ]
    for (key, value) in known { if let value { properties[key] = .string(value) } }
    for (key, value) in extra { properties[key] = .string(value) }
    result["properties"] = .object(properties)
    return .object(result)
  }

  private static func physicalLocation(_ location: SnackbarAuditLocation?, image: String?) -> SnackbarJSONValue? {
    if let location {
      var physical: SnackbarJSONObject = ["artifactLocation": .object(["uri": .string(uriReference(location.file))])]
      if let line = location.line, line >= 1 {
        var region: SnackbarJSONObject = ["startLine": .numeral(String(line))]
        if let column = location.column, column >= 1 { region["startColumn"] = .numeral(String(column)) }
        physical["region"] = .object(region)
      }
      return .object(physical)
    }
    guard let image else { return nil }
    return .object(["artifactLocation": .object(["uri": .string(uriReference(image))])])
  }

  /// The key of the result's fingerprint in `partialFingerprints`.
  static let fingerprintKey = "snackbarFinding/v1"

  /// FNV-1a 64 of the finding's identity, 16 hex digits. Each part is written with its length
  /// first, and an unknown part as `-`, so no two identities run together into the same bytes.
  static func fingerprint(ruleID: String, element: String?, subject: SnackbarAuditSubject) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for part in [ruleID, element, subject.table, subject.key, subject.locale, subject.variant] {
      let bytes = part.map { "\($0.utf8.count):\($0)" } ?? "-"
      for byte in bytes.utf8 + [0x1F] {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
      }
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// `path` as a URI: every byte but the unreserved characters and `/` percent-encoded (UTF-8),
  /// so spaces, `%`, `#`, `?`, `:` and non-ASCII names stay one path; `.` segments and a segment
  /// followed by `..` taken out, as a URI's reader resolves them (leading `..` of a relative path
  /// stay). Code scanning reads a relative reference from the repository's root, so an absolute
  /// path is written as the absolute URI `file:///…`, which it makes relative to the checkout;
  /// `/home/runner/…` alone would name a file under the root of the repository.
  static func uriReference(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var segments: [Substring] = []
    for segment in path.split(separator: "/") where segment != "." {
      if segment == "..", let last = segments.last, last != ".." {
        segments.removeLast()
      } else if segment != ".." || !absolute {
        segments.append(segment)
      }
    }
    return (absolute ? "file:///" : "") + percentEncoded(segments.joined(separator: "/"))
  }

  private static func percentEncoded(_ path: String) -> String { URLPath.percentEncoded(path) }

  static func level(_ severity: SnackbarAuditSeverity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .info: return "note"
    }
  }

  /// `contrast.text` → `ContrastText`, `feedback.colourOnly` → `FeedbackColourOnly`.
  static func upperCamelCase(_ id: String) -> String {
    id.split(separator: ".").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// `1.2.3`, `1.2.3-beta.1`, `1.2.3+sha`: what `semanticVersion` may hold.
  static func isSemanticVersion(_ text: String) -> Bool {
    let core = text.prefix { $0 != "-" && $0 != "+" }
    let numbers = core.split(separator: ".", omittingEmptySubsequences: false)
    return numbers.count == 3
      && numbers.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
      && (core.count == text.count || text.count > core.count + 1)
  }

  private static func sentence(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst() + "."
  }
}

extension String {
  /// Each line after the first indented by `spaces` more, so a canonical JSON text nests inside
  /// hand-written JSON.
  fileprivate func replacingIndent(by spaces: Int) -> String {
    let pad = String(repeating: " ", count: spaces)
    return split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .map { $0.offset == 0 ? String($0.element) : pad + $0.element }.joined(separator: "\n")
  }
}
