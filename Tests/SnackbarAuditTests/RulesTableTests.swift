import Foundation
import SnackbarAudit
import Testing

/// The rules table of the catalog's Rules article (the only one; the README links it) lists every
/// rule once in ``SnackbarAuditRule``'s order, and links the source of each threshold, the first
/// link being the rule's ``SnackbarAuditRule/referenceURI``.
@Suite struct RulesTableTests {
  /// The package root, from this file's path (Tests/SnackbarAuditTests/RulesTableTests.swift).
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The table's rows after its header and separator.
  static func rulesTable(in path: String) throws -> [String] {
    let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let header = try #require(lines.firstIndex { $0.hasPrefix("| Rule | Element |") }, "no rules table in \(path)")
    return Array(lines[(header + 2)...].prefix { $0.hasPrefix("|") })
  }

  static func cells(_ row: String) -> [String] {
    row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }

  static let article = "Sources/SnackbarAudit/SnackbarAudit.docc/Articles/Rules.md"

  @Test func theArticleCoversEveryRule() throws {
    let rows = try Self.rulesTable(in: Self.article).map(Self.cells)
    #expect(rows.map { $0.first ?? "" } == SnackbarAuditRule.allCases.map { "`\($0.rawValue)`" })
    for row in rows {
      #expect(row.count == 5, "\(row)")
      #expect(row.last?.contains("](https://") == true, "no linked source: \(row)")
    }
  }

  @Test func eachRulesReferenceIsTheFirstSourceTheTableLinks() throws {
    let rows = try Self.rulesTable(in: Self.article).map(Self.cells)
    for (rule, row) in zip(SnackbarAuditRule.allCases, rows) {
      let source = try #require(row.last)
      let link = try #require(source.range(of: "](https://"), "\(rule)")
      let address = source[source.index(link.lowerBound, offsetBy: 2)...].prefix { $0 != ")" }
      #expect(rule.referenceURI == String(address), "\(rule)")
    }
  }
}
