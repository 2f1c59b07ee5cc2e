import Foundation
import Testing

/// Every ```swift block of README.md, and of the DocC articles that hold the reference moved out of
/// it, appears verbatim in a test file, so every example a reader copies is compiled (and, where
/// it can run in a test, run) with the suite.
///
/// "Verbatim" allows only what `swift format` changes or a test file needs: indentation, runs of
/// spaces (aligned comments), blank lines, and the block's leading `import` lines appearing among
/// the file's imports rather than right above the code (imports are sorted, and a test file also
/// imports Testing or XCTest). Everything else, comments included, must match line for line.
@Suite struct ReadmeCodeBlocksTests {
  /// The package root, from this file's path (Tests/MaterialSnackbarTests/ReadmeCodeBlocksTests.swift).
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The README's reference, moved into the DocC article of the module it describes.
  static let articles = [
    "Sources/MaterialSnackbar/MaterialSnackbar.docc/Articles/TheManager.md",
    "Sources/MaterialSnackbarCompat/MaterialSnackbarCompat.docc/Articles/PortingReference.md",
    "Sources/SnackbarRendering/SnackbarRendering.docc/Articles/TheRenderer.md",
    "Sources/SnackbarRendering/SnackbarRendering.docc/Articles/CommandLine.md",
    "Sources/SnackbarSnapshotTesting/SnackbarSnapshotTesting.docc/Articles/SnapshotTestingYourSnackbars.md",
    "Sources/SnackbarSnapshotTesting/SnackbarSnapshotTesting.docc/Articles/GoldensAndTheirStack.md",
    "Sources/SnackbarFlow/SnackbarFlow.docc/Articles/Flows.md",
    "Sources/SnackbarPlayer/SnackbarPlayer.docc/Articles/PlayingAFlow.md",
    "Sources/SnackbarAudit/SnackbarAudit.docc/Articles/TheAudit.md",
    "Sources/SnackbarAudit/SnackbarAudit.docc/Articles/CIGate.md",
    "Sources/SnackbarCatalog/SnackbarCatalog.docc/Articles/StringCatalogs.md",
    "Sources/SnackbarCatalog/SnackbarCatalog.docc/Articles/StringMatrix.md",
    "Sources/SnackbarFiles/SnackbarFiles.docc/Articles/Reliability.md",
  ]

  /// One ```swift block: the document and line it starts on, its leading imports and the rest.
  struct Block: CustomStringConvertible {
    var document = "README.md"
    let line: Int
    let imports: [String]
    let body: [String]

    var description: String { "\(document) line \(line)" }
  }

  /// Indentation and runs of whitespace removed; blank lines dropped.
  static func normalized(_ lines: [Substring]) -> [String] {
    lines.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }.filter { !$0.isEmpty }
  }

  static func swiftBlocks(in markdown: String) -> [Block] {
    var blocks: [Block] = []
    var start: Int?
    var lines: [Substring] = []
    for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if start == nil, trimmed == "```swift" {
        start = index + 2
        lines = []
      } else if let first = start, trimmed == "```" {
        let code = normalized(lines)
        let imports = code.prefix { $0.hasPrefix("import ") }
        blocks.append(Block(line: first, imports: Array(imports), body: Array(code.dropFirst(imports.count))))
        start = nil
      } else if start != nil {
        lines.append(line)
      }
    }
    return blocks
  }

  /// Every Swift file under Tests/, normalized.
  static func testFiles() throws -> [(path: String, lines: [String])] {
    let root = packageRoot.appendingPathComponent("Tests")
    let paths = try #require(FileManager.default.subpaths(atPath: root.path)).filter { $0.hasSuffix(".swift") }
    return try paths.sorted().map { path in
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      return (path, normalized(text.split(separator: "\n", omittingEmptySubsequences: false)))
    }
  }

  static func contains(_ file: [String], _ block: Block) -> Bool {
    guard block.imports.allSatisfy(file.contains) else { return false }
    guard !block.body.isEmpty else { return true }
    guard file.count >= block.body.count else { return false }
    return (0...(file.count - block.body.count)).contains { start in
      file[start..<(start + block.body.count)].elementsEqual(block.body)
    }
  }

  static func blocks(of document: String) throws -> [Block] {
    let text = try String(contentsOf: packageRoot.appendingPathComponent(document), encoding: .utf8)
    return swiftBlocks(in: text).map { block in
      var block = block
      block.document = document
      return block
    }
  }

  @Test func everySwiftBlockIsInATestFile() throws {
    let readme = try Self.blocks(of: "README.md")
    #expect(readme.count >= 5, "expected the README's Swift examples")
    let articles = try Self.articles.flatMap(Self.blocks(of:))
    #expect(articles.count >= 15, "expected the articles' Swift examples")
    let blocks = readme + articles
    let files = try Self.testFiles()
    for block in blocks {
      #expect(
        files.contains { Self.contains($0.lines, block) },
        "\(block) is not verbatim in any file under Tests/: copy it into the test that compiles it")
    }
  }

  @Test func theComparisonSeesAChangedLine() {
    let block = Self.swiftBlocks(in: "```swift\nimport A\n\nlet x = 1   // one\nprint(x)\n```\n")[0]
    #expect(block.line == 2 && block.imports == ["import A"] && block.body == ["let x = 1 // one", "print(x)"])
    #expect(Self.contains(["import A", "import Testing", "func f() {", "let x = 1 // one", "print(x)", "}"], block))
    #expect(!Self.contains(["import A", "let x = 2 // one", "print(x)"], block))
    #expect(!Self.contains(["let x = 1 // one", "print(x)"], block), "its imports must be there too")
  }
}
