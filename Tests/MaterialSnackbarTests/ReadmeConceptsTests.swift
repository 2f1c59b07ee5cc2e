import Foundation
import Testing

/// The README's "Where each idea lives" table says where each concept's types are, and it stays
/// true: every folder it names exists, and every type it names is declared exactly once in
/// `Sources/`, inside one of its row's folders. A second declaration of a rectangle, a device or
/// a JSON reader, or a type moved without the README, fails here.
@Suite struct ReadmeConceptsTests {
  /// One row of the table.
  struct Row {
    let idea: String
    /// Folders under `Sources/`, each ending in `/`.
    let homes: [String]
    let types: [String]
  }

  static let sources = ReadmeArchitectureTests.packageRoot.appendingPathComponent("Sources")

  /// The table's rows, read from the README.
  static func rows() throws -> [Row] {
    let lines = try ReadmeArchitectureTests.readme()
    guard let heading = lines.firstIndex(of: "### Where each idea lives") else {
      Issue.record("README.md has no \"### Where each idea lives\" section")
      return []
    }
    var rows: [Row] = []
    for line in lines[heading...].dropFirst() {
      if line.hasPrefix("#") { break }
      guard line.hasPrefix("| "), !line.hasPrefix("| Idea |") else { continue }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count == 6 else {
        Issue.record("row with \(cells.count - 2) cells, not 4: \(line)")
        continue
      }
      rows.append(
        Row(
          idea: cells[1], homes: codeSpans(cells[3]).filter { $0.hasSuffix("/") },
          types: codeSpans(cells[4])))
    }
    return rows
  }

  /// The text inside each pair of backticks.
  static func codeSpans(_ text: String) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// The keywords that declare a type.
  static let typeKeywords: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "actor"]

  /// Every type declared in `files`, with the paths declaring it: the word after a type keyword,
  /// where the keyword starts its line or follows only modifiers and attributes.
  static func declarations(in files: [(path: String, text: String)]) -> [String: [String]] {
    let modifiers: Set<Substring> = [
      "public", "package", "internal", "private", "fileprivate", "final", "indirect", "open",
    ]
    var found: [String: [String]] = [:]
    for file in files {
      for line in file.text.split(separator: "\n") {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let keyword = words.firstIndex(where: { !modifiers.contains($0) && !$0.hasPrefix("@") }),
          typeKeywords.contains(words[keyword]), keyword + 1 < words.count
        else { continue }
        let name = words[keyword + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        // `typealias ImageTolerance = SnackbarSnapshotCore.ImageTolerance` names a type under
        // another module's name, so that one import suffices: not a second declaration.
        if words[keyword] == "typealias", let aliased = words.last, aliased.hasSuffix(".\(name)") { continue }
        found[String(name), default: []].append(file.path)
      }
    }
    return found
  }

  static func swiftFiles() throws -> [(path: String, text: String)] {
    guard let walker = FileManager.default.enumerator(atPath: sources.path) else { return [] }
    var files: [(path: String, text: String)] = []
    while let relative = walker.nextObject() as? String {
      guard relative.hasSuffix(".swift") else { continue }
      files.append((relative, try String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)))
    }
    return files
  }

  @Test func theTableHasTheIdeasANewcomerLooksFor() throws {
    let ideas = try Self.rows().map(\.idea).joined(separator: "\n")
    for word in ["scenario", "device", "file the package writes", "JSON", "rectangle", "MDC"] {
      #expect(ideas.contains(word), "no row for \(word)")
    }
  }

  @Test func everyFolderExists() throws {
    for row in try Self.rows() {
      #expect(!row.homes.isEmpty, "\(row.idea): no folder")
      for home in row.homes {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(
          atPath: Self.sources.appendingPathComponent(home).path, isDirectory: &isDirectory)
        #expect(exists && isDirectory.boolValue, "\(row.idea): Sources/\(home) is not a folder")
      }
    }
  }

  @Test func everyTypeIsDeclaredOnceInItsHome() throws {
    let declarations = Self.declarations(in: try Self.swiftFiles())
    let rows = try Self.rows()
    #expect(rows.count >= 15)
    for row in rows {
      #expect(!row.types.isEmpty, "\(row.idea): no types")
      for type in row.types {
        let found = declarations[type] ?? []
        #expect(found.count == 1, "\(type) is declared \(found.count) times: \(found)")
        for path in found {
          #expect(
            row.homes.contains { path.hasPrefix($0) },
            "\(type) is declared in Sources/\(path), outside \(row.homes.map { "Sources/" + $0 })")
        }
      }
    }
  }

  /// The declaration search itself: it finds a declaration under modifiers and attributes, and not
  /// a use or a longer name.
  @Test func theSearchFindsDeclarationsOnly() {
    let files: [(path: String, text: String)] = [
      ("A/One.swift", "@frozen public final class PixelRect: Sendable {}"),
      ("B/Two.swift", "let rect: PixelRect = .zero\nstruct PixelRectangle {}\n// a struct PixelRect"),
      ("C/Three.swift", "  package typealias PixelRect = Other"),
      ("D/Four.swift", "public typealias PixelRect = SnackbarLayout.PixelRect"),
    ]
    let found = Self.declarations(in: files)
    #expect(found["PixelRect"] == ["A/One.swift", "C/Three.swift"])
    #expect(found["PixelRectangle"] == ["B/Two.swift"])
  }
}
