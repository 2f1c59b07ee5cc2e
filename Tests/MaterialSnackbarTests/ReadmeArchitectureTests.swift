import Foundation
import Testing

/// The README's architecture diagram and module table say what `Package.swift` says: every
/// module, in an order where dependencies only go up the page, with exactly its declared
/// dependencies (the manifest's, not the sources' `import` lines), and each module's row names
/// every folder of its sources. The diagram is generated here; when the manifest changes, the
/// failure prints the block to paste.
@Suite struct ReadmeArchitectureTests {
  /// The package root, from this file's path (Tests/MaterialSnackbarTests/ReadmeArchitectureTests.swift).
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// One module of the manifest: a library or executable target, or a system library.
  struct Module: Equatable {
    let name: String
    let dependencies: [String]
    /// The pkg-config name of a system library; nil for Swift targets and header-only ones.
    let pkgConfig: String?
    /// Whether it is a system library (a module map over C headers).
    var isSystemLibrary = false
  }

  /// The manifest's modules, test targets and test-support targets (under `Tests/`) left out.
  static func modules(inManifest text: String) throws -> [Module] {
    var modules: [Module] = []
    for kind in [".target(", ".executableTarget(", ".systemLibrary("] {
      var searchStart = text.startIndex
      while let found = text.range(of: kind, range: searchStart..<text.endIndex) {
        let call = try balancedCall(in: text, from: found.upperBound)
        searchStart = found.upperBound
        guard let name = firstQuoted(after: "name:", in: call) else { continue }
        if let path = firstQuoted(after: "path:", in: call), path.hasPrefix("Tests/") { continue }
        var dependencies: [String] = []
        if let list = call.range(of: "dependencies:"),
          let open = call[list.upperBound...].firstIndex(of: "["),
          let close = call[open...].firstIndex(of: "]")
        {
          dependencies = quotedStrings(in: call[open...close]).sorted()
        }
        modules.append(
          Module(
            name: name, dependencies: dependencies, pkgConfig: firstQuoted(after: "pkgConfig:", in: call),
            isSystemLibrary: kind == ".systemLibrary("))
      }
    }
    return modules
  }

  /// The text between `start` (just after an opening parenthesis) and its closing one.
  static func balancedCall(in text: String, from start: String.Index) throws -> Substring {
    var depth = 1
    var index = start
    var inString = false
    while index < text.endIndex {
      let character = text[index]
      if character == "\"" { inString.toggle() }
      if !inString {
        if character == "(" { depth += 1 }
        if character == ")" {
          depth -= 1
          if depth == 0 { return text[start..<index] }
        }
      }
      index = text.index(after: index)
    }
    throw ManifestError.unbalanced
  }

  enum ManifestError: Error { case unbalanced, cycle([String]) }

  static func firstQuoted(after label: String, in text: Substring) -> String? {
    guard let range = text.range(of: label) else { return nil }
    return quotedStrings(in: text[range.upperBound...]).first
  }

  static func quotedStrings(in text: Substring) -> [String] {
    text.split(separator: "\"", omittingEmptySubsequences: false).enumerated().compactMap { index, part in
      index % 2 == 1 ? String(part) : nil
    }
  }

  /// The diagram: one module per line, bottom of the graph first, each after everything it
  /// imports (by depth, then name), with its direct dependencies.
  static func diagram(_ modules: [Module]) throws -> [String] {
    let byName = Dictionary(uniqueKeysWithValues: modules.map { ($0.name, $0) })
    var depths: [String: Int] = [:]
    func depth(_ name: String, _ path: [String]) throws -> Int {
      if let known = depths[name] { return known }
      if path.contains(name) { throw ManifestError.cycle(path + [name]) }
      let dependencies = byName[name]?.dependencies ?? []
      let result = try dependencies.map { try depth($0, path + [name]) + 1 }.max() ?? 0
      depths[name] = result
      return result
    }
    let ordered = try modules.map { ($0, try depth($0.name, [])) }.sorted {
      $0.1 != $1.1 ? $0.1 < $1.1 : $0.0.name < $1.0.name
    }
    let width = (modules.map(\.name.count).max() ?? 0) + 2
    return ordered.map { module, _ in
      let name = module.name.padding(toLength: width, withPad: " ", startingAt: 0)
      if let pkgConfig = module.pkgConfig { return "\(name)system library, pkg-config \(pkgConfig)" }
      if module.isSystemLibrary { return "\(name)system library, headers only" }
      if module.dependencies.isEmpty { return "\(name)depends on Foundation only" }
      return "\(name)depends on \(module.dependencies.joined(separator: ", "))"
    }
  }

  static func readme() throws -> [String] {
    try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The manifest's modules, each with its dependencies on other modules (a dependency on a
  /// test-support target, such as the benchmarks' on the fuzz helpers, is not architecture).
  static func manifestModules() throws -> [Module] {
    let all = try modules(
      inManifest: String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8))
    let names = Set(all.map(\.name))
    return all.map {
      Module(
        name: $0.name, dependencies: $0.dependencies.filter(names.contains), pkgConfig: $0.pkgConfig,
        isSystemLibrary: $0.isSystemLibrary)
    }
  }

  /// The ```text block after "## Architecture" is the generated diagram, line for line.
  @Test func diagramIsTheManifests() throws {
    let lines = try Self.readme()
    let heading = try #require(lines.firstIndex(of: "## Architecture"), "no architecture section")
    let open = try #require(lines[heading...].firstIndex(of: "```text"), "no diagram")
    let close = try #require(lines[(open + 1)...].firstIndex(of: "```"))
    let expected = try Self.diagram(Self.manifestModules())
    let actual = Array(lines[(open + 1)..<close])
    #expect(
      actual == expected,
      "README.md's architecture diagram differs from Package.swift; paste:\n```text\n\(expected.joined(separator: "\n"))\n```"
    )
  }

  /// The module table's rows, split into cells.
  static func moduleRows() throws -> [[String]] {
    let lines = try readme()
    let header = try #require(lines.firstIndex { $0.hasPrefix("| Module | What | Depends on |") })
    return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.map { row in
      row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        .map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  /// The module a row is about: `snackbar` (`SnackbarCLI`) is the last name in backticks of the
  /// first cell.
  static func moduleName(_ row: [String]) -> String? {
    quotedStrings(in: Substring(row[0].replacingOccurrences(of: "`", with: "\""))).last
  }

  /// The folders directly under `Sources/<module>/` (the DocC catalog aside), each ending in `/`.
  static func sourceFolders(of module: String) throws -> [String] {
    let folder = packageRoot.appendingPathComponent("Sources").appendingPathComponent(module)
    let children = try FileManager.default.contentsOfDirectory(
      at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    return try children.filter { try $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory == true }
      .map(\.lastPathComponent).filter { !$0.hasSuffix(".docc") }.map { $0 + "/" }.sorted()
  }

  /// Each Swift module's row names every folder of its sources as `` `Folder/` ``, so a reader
  /// who looks for a folder finds it in the table.
  @Test func moduleRowsNameEveryFolder() throws {
    var checked = 0
    for row in try Self.moduleRows() {
      guard let name = Self.moduleName(row) else { continue }
      let sources = Self.packageRoot.appendingPathComponent("Sources").appendingPathComponent(name)
      guard FileManager.default.fileExists(atPath: sources.path) else { continue }
      checked += 1
      for folder in try Self.sourceFolders(of: name) {
        #expect(row[1].contains("`\(folder)`"), "the README's row of \(name) does not name its folder \(folder)")
      }
    }
    #expect(checked >= 10)
  }

  /// Each row of the module table names a module of the manifest, every module has a row, and
  /// its "Depends on" cell lists exactly the manifest's dependencies.
  @Test func moduleTableIsTheManifests() throws {
    let rows = try Self.moduleRows()
    let modules = try Self.manifestModules()
    var seen: Set<String> = []
    for row in rows {
      let module = try #require(
        modules.first { $0.name == Self.moduleName(row) }, "no module \(row[0]) in Package.swift")
      seen.insert(module.name)
      let cell = row[2]
      if let pkgConfig = module.pkgConfig {
        #expect(cell.contains("`\(pkgConfig)`"), "\(module.name): \(cell)")
        continue
      }
      if module.isSystemLibrary { continue }
      let listed: [String] =
        cell == "Foundation" ? [] : cell.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(listed.sorted() == module.dependencies, "\(module.name) depends on \(module.dependencies), not \(cell)")
    }
    #expect(seen == Set(modules.map(\.name)), "modules without a row: \(Set(modules.map(\.name)).subtracting(seen))")
  }
}
