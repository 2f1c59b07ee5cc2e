import Foundation
import Testing

/// Comments in `Sources/` say why the code is as it is, for a reader who has only the tree: a
/// tracker number ("issue 11's flow", "see #42") sends them to a thread they may not have, and
/// tells history instead of reasons. Checked in every Swift file's comments, in the DocC catalogs
/// and in `Package.swift`'s comments; each hit is named by file and line.
@Suite struct TrackerReferenceBoundaryTests {
  /// The comment text of one line of Swift (`//`, `///`, the inside of `/* */`), nil for a line
  /// without a comment. `inBlockComment` carries a block comment over lines.
  static func comment(of line: Substring, inBlockComment: inout Bool) -> Substring? {
    if inBlockComment {
      if let end = line.range(of: "*/") {
        inBlockComment = false
        return line[..<end.lowerBound]
      }
      return line
    }
    // A `//` outside a string literal: an even number of quotes before it.
    var searchFrom = line.startIndex
    while let slashes = line.range(of: "//", range: searchFrom..<line.endIndex) {
      if line[..<slashes.lowerBound].filter({ $0 == "\"" }).count % 2 == 0 { return line[slashes.upperBound...] }
      searchFrom = slashes.upperBound
    }
    if let start = line.range(of: "/*"), line[..<start.lowerBound].filter({ $0 == "\"" }).count % 2 == 0 {
      let rest = line[start.upperBound...]
      if let end = rest.range(of: "*/") { return rest[..<end.lowerBound] }
      inBlockComment = true
      return rest
    }
    return nil
  }

  /// The tracker references in `text`, in order: "issue 11", "issues 9 and 12", "Issue #3",
  /// "PR 7", "pull request #8", and a bare "#12" of one to five digits, not starting with 0 (so not
  /// a hex colour such as #323232, printf's `#0` flag, or an HTML entity such as `&#39;`). An
  /// upstream project's report cited by its repository (`swiftlang/swift-corelibs-foundation#5256`)
  /// is evidence for a workaround, not this package's history, and is left alone.
  static func references(in text: Substring) -> [String] {
    let string = String(text)
    let patterns = [
      #"\b[Ii]ssues?\s+#?[0-9]+"#, #"\b(PR|[Pp]ull [Rr]equest)\s*#?[0-9]+"#,
      #"(?<![&#\w])#[1-9][0-9]{0,4}(?![0-9A-Fa-f\w])"#,
    ]
    var found: [NSRange] = []
    for pattern in patterns {
      guard let expression = try? NSRegularExpression(pattern: pattern) else { return ["bad pattern \(pattern)"] }
      // A bare "#3" inside "Issue #3" is the same reference.
      for match in expression.matches(in: string, range: NSRange(string.startIndex..., in: string))
      where !found.contains(where: { NSIntersectionRange($0, match.range).length > 0 }) {
        found.append(match.range)
      }
    }
    return found.sorted { $0.location < $1.location }.compactMap { Range($0, in: string).map { String(string[$0]) } }
  }

  /// `file:line: reference` for each tracker reference in the comments of `text` (all of it when
  /// `isDocumentation`: a DocC article is prose).
  static func findings(in text: String, file: String, isDocumentation: Bool) -> [String] {
    var inBlockComment = false
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap { index, line in
      let prose = isDocumentation ? line : Self.comment(of: line, inBlockComment: &inBlockComment)
      return prose.map { Self.references(in: $0).map { "\(file):\(index + 1): \($0)" } } ?? []
    }
  }

  @Test func noCommentInSourcesNamesATrackerNumber() throws {
    let root = ReadmeArchitectureTests.packageRoot
    let sources = root.appendingPathComponent("Sources")
    let paths = try #require(FileManager.default.subpaths(atPath: sources.path))
    var found: [String] = []
    var checked = 0
    for path in paths.sorted() where path.hasSuffix(".swift") || path.hasSuffix(".md") {
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      found += Self.findings(in: text, file: "Sources/\(path)", isDocumentation: path.hasSuffix(".md"))
      checked += 1
    }
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    found += Self.findings(in: manifest, file: "Package.swift", isDocumentation: false)
    #expect(checked > 300, "expected the sources below \(sources.path)")
    for finding in found {
      Issue.record(Comment(rawValue: "\(finding): say why, not which ticket"))
    }
  }

  @Test func plantedReferencesAreFoundInCommentsOnly() {
    let swift = """
      /// The gallery's animation: issue 11's flow.
      let css = "color: #555; &#39;"  // see #42
      let text = "issue 9 is a string, not a comment"
      /* Measured for issues 9
         and PR #7. */
      let colour = "#A0B1C2"  // #A0B1C2, #323232 and #121212 are colours; `%#0x` a printf flag
      """
    #expect(
      Self.findings(in: swift, file: "Sources/X/A.swift", isDocumentation: false) == [
        "Sources/X/A.swift:1: issue 11", "Sources/X/A.swift:2: #42", "Sources/X/A.swift:4: issues 9",
        "Sources/X/A.swift:5: PR #7",
      ])
    #expect(
      Self.findings(in: "Since Issue #3, frames are cached.", file: "A.md", isDocumentation: true) == [
        "A.md:1: Issue #3"
      ])
    #expect(Self.findings(in: "/// Why, not when.\nlet x = 1", file: "B.swift", isDocumentation: false).isEmpty)
    #expect(
      Self.findings(
        in: "// a leak (swiftlang/swift-corelibs-foundation#5256, not pull request 5256)", file: "C.swift",
        isDocumentation: false) == ["C.swift:1: pull request 5256"])
  }
}
