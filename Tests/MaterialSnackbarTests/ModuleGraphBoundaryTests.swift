import Foundation
import Testing

/// The module graph is what `Package.swift` says, and nothing else: no module re-exports another
/// (`@_exported` makes a module's imports part of its API, so an edge nobody declared reaches every
/// client), and each module of `Sources/` imports exactly the modules it declares. A declared
/// dependency no file imports is an edge that only slows the build and misleads the reader of the
/// manifest; an import the manifest does not declare is one the manifest hides. Each failure names
/// the file and line, or the target and the dependency.
///
/// And what each module links through those edges: the snapshot core, the audit and the image
/// module reach no drawing library (Cairo, Pango, GLib); the manager and the layout reach no C and
/// no file reading. A failure names the module and the path of edges to what it must not reach.
@Suite struct ModuleGraphBoundaryTests {
  /// `Sources/`.
  static let sources = ReadmeArchitectureTests.packageRoot.appendingPathComponent("Sources")

  /// One import declaration: the module it names, and where.
  struct Import: Equatable, CustomStringConvertible {
    let module: String
    let file: String
    let line: Int
    /// Whether it carries `@_exported`.
    var isExported = false
    /// Whether it carries `@testable`.
    var isTestable = false

    var description: String { "\(file):\(line): import \(module)" }
  }

  /// The import declarations of `text` (the file `file`), comments and string literals left out:
  /// `import X`, `public import X`, `package import X`, `internal import X`, `import struct X.Y`,
  /// with any attributes (`@_exported`, `@testable`, `@preconcurrency`).
  static func imports(in text: String, file: String) -> [Import] {
    var found: [Import] = []
    var inBlockComment = false
    var inString = false
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if inBlockComment {
        if line.contains("*/") { inBlockComment = false }
        continue
      }
      let quotes = line.components(separatedBy: "\"\"\"").count - 1
      if inString {
        if quotes % 2 == 1 { inString = false }
        continue
      }
      if quotes % 2 == 1 { inString = true }
      if line.hasPrefix("/*") {
        inBlockComment = !line.contains("*/")
        continue
      }
      if line.hasPrefix("//") { continue }
      var words = line.split(whereSeparator: \.isWhitespace).map(String.init)
      var attributes: [String] = []
      while let first = words.first, first.hasPrefix("@") {
        attributes.append(String(first.prefix { $0 != "(" }))
        words.removeFirst()
      }
      if let first = words.first, ["public", "package", "internal", "fileprivate", "private", "open"].contains(first) {
        words.removeFirst()
      }
      guard words.first == "import", words.count >= 2 else { continue }
      var path = words[1]
      if ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"].contains(path), words.count >= 3 {
        path = words[2]
      }
      let module = String(path.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      found.append(
        Import(
          module: module, file: file, line: index + 1, isExported: attributes.contains("@_exported"),
          isTestable: attributes.contains("@testable")))
    }
    return found
  }

  /// The Swift files of `Sources/<module>/`, as paths from the package root, with their text.
  static func swiftFiles(of module: String) throws -> [(path: String, text: String)] {
    let folder = sources.appendingPathComponent(module)
    let paths = try #require(FileManager.default.subpaths(atPath: folder.path)).filter { $0.hasSuffix(".swift") }
    return try paths.sorted().map { path in
      ("Sources/\(module)/\(path)", try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8))
    }
  }

  /// The modules with a folder in `Sources/`, from the manifest, each with its declared
  /// dependencies; and the names of every module the package defines (test-support targets in
  /// `Tests/` too), so an import of any of them counts and the toolchain's (Foundation, Glibc,
  /// Dispatch, Testing, …) do not.
  static func manifest() throws -> (modules: [ReadmeArchitectureTests.Module], packageModules: Set<String>) {
    let text = try String(
      contentsOf: ReadmeArchitectureTests.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let all = try ReadmeArchitectureTests.modules(inManifest: text)
    let testFolders = try FileManager.default.contentsOfDirectory(
      atPath: ReadmeArchitectureTests.packageRoot.appendingPathComponent("Tests").path)
    let inSources = all.filter {
      FileManager.default.fileExists(atPath: sources.appendingPathComponent($0.name).path)
    }
    return (inSources, Set(all.map(\.name)).union(testFolders))
  }

  /// What is wrong with one module's imports against its declared dependencies: each import of a
  /// package module it does not declare (by file and line), each declared dependency no file
  /// imports, and each `@testable` import (test-only access, never in a library).
  static func problems(
    module: String, declared: [String], imports: [Import], packageModules: Set<String>
  ) -> [String] {
    let relevant = imports.filter { packageModules.contains($0.module) && $0.module != module }
    var problems = relevant.filter { !declared.contains($0.module) }.map {
      "\($0): \(module) does not declare \($0.module) in Package.swift"
    }
    let imported = Set(relevant.map(\.module))
    problems += declared.filter { !imported.contains($0) }.map {
      "Package.swift: \(module) declares \($0), which no file in Sources/\(module) imports"
    }
    problems += imports.filter(\.isTestable).map { "\($0): @testable in Sources" }
    return problems
  }

  @Test func noModuleReexportsAnother() throws {
    let (modules, _) = try Self.manifest()
    var files = 0
    for module in modules where !module.isSystemLibrary {
      for file in try Self.swiftFiles(of: module.name) {
        files += 1
        for found in Self.imports(in: file.text, file: file.path) where found.isExported {
          Issue.record("\(found): @_exported; import what you use where you use it, or name it with a typealias")
        }
      }
    }
    #expect(files > 300, "expected the Swift files of \(modules.count) modules below \(Self.sources.path)")
  }

  @Test func eachModuleImportsExactlyWhatItDeclares() throws {
    let (modules, packageModules) = try Self.manifest()
    let swiftModules = modules.filter { !$0.isSystemLibrary }
    #expect(swiftModules.count >= 12, "expected the modules of Sources/ in Package.swift: \(swiftModules.map(\.name))")
    for module in swiftModules {
      let imports = try Self.swiftFiles(of: module.name).flatMap { Self.imports(in: $0.text, file: $0.path) }
      for problem in Self.problems(
        module: module.name, declared: module.dependencies, imports: imports, packageModules: packageModules)
      {
        Issue.record(Comment(rawValue: problem))
      }
    }
  }

  // What a module links, through every edge of the manifest: its dependency closure.

  /// The drawing libraries: what only the renderer (and what sits above it) may link.
  static let drawingLibraries: Set<String> = ["CCairo", "CPango", "CGLib"]

  /// The modules that compare, store or check what the renderer made, and must do so without
  /// linking it: the snapshot core (so `snackbar` commands and tests that only compare images load
  /// no Cairo), the audit (rules over measured values), and what the core stands on.
  static let drawingFreeModules = ["SnackbarSnapshotCore", "SnackbarAudit", "SnackbarImage", "SnackbarRenderingStack"]

  /// The modules that read no files and call no C: the manager (pure Swift) and the layout (pure
  /// geometry). Their closure may hold only Swift modules that do neither, so no system library at
  /// all (not even SnackbarFiles' CSystemCalls) and not SnackbarFiles: they reach SnackbarBasics and
  /// SnackbarJSON (which parses bytes it is given) and nothing else of the package.
  static let fileAndCFreeModules = ["MaterialSnackbar", "SnackbarLayout"]

  /// The file-reading module those must not reach.
  static let fileModules: Set<String> = ["SnackbarFiles"]

  /// Each module `module` reaches through the manifest's dependencies, with the path of edges
  /// that first reaches it (breadth first, so the shortest; ties broken by name), `module` first.
  static func closure(of module: String, in modules: [ReadmeArchitectureTests.Module]) -> [String: [String]] {
    let dependencies = Dictionary(modules.map { ($0.name, $0.dependencies) }, uniquingKeysWith: { first, _ in first })
    var paths: [String: [String]] = [module: [module]]
    var queue = [module]
    while !queue.isEmpty {
      let current = queue.removeFirst()
      for next in (dependencies[current] ?? []).sorted() where paths[next] == nil {
        paths[next] = (paths[current] ?? []) + [next]
        queue.append(next)
      }
    }
    return paths
  }

  /// What is wrong with `module`'s closure: each forbidden module it reaches, with the edges that
  /// reach it.
  static func closureProblems(
    of module: String, forbidden: (ReadmeArchitectureTests.Module) -> Bool, why: String,
    in modules: [ReadmeArchitectureTests.Module]
  ) -> [String] {
    let byName = Dictionary(modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    return closure(of: module, in: modules).filter { $0.key != module }.sorted { $0.key < $1.key }.compactMap {
      name, path in
      guard let target = byName[name], forbidden(target) else { return nil }
      return "Package.swift: \(module) reaches \(name) (\(why)): \(path.joined(separator: " → "))"
    }
  }

  /// The problems of the whole manifest `text` against both rules.
  static func linkProblems(inManifest text: String) throws -> [String] {
    let modules = try ReadmeArchitectureTests.modules(inManifest: text)
    let names = Set(modules.map(\.name))
    var problems: [String] = []
    for module in drawingFreeModules + fileAndCFreeModules where !names.contains(module) {
      problems.append("Package.swift: no target \(module); update the rule in ModuleGraphBoundaryTests")
    }
    for module in drawingFreeModules {
      problems += closureProblems(
        of: module, forbidden: { drawingLibraries.contains($0.name) }, why: "a drawing library", in: modules)
    }
    for module in fileAndCFreeModules {
      problems += closureProblems(
        of: module, forbidden: { $0.isSystemLibrary || fileModules.contains($0.name) },
        why: "C or file reading", in: modules)
    }
    return problems
  }

  @Test func theSnapshotCoreTheAuditTheLayoutAndTheManagerLinkWhatTheirRulesAllow() throws {
    let text = try String(
      contentsOf: ReadmeArchitectureTests.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    for problem in try Self.linkProblems(inManifest: text) {
      Issue.record(Comment(rawValue: problem))
    }
    // The closure is computed, not assumed: the snapshot core does reach the image codecs' C.
    let modules = try ReadmeArchitectureTests.modules(inManifest: text)
    let core = Self.closure(of: "SnackbarSnapshotCore", in: modules)
    #expect(core["CSpng"] == ["SnackbarSnapshotCore", "SnackbarImage", "CSpng"], "\(core.keys.sorted())")
  }

  /// The modules `module` depends on, directly or through others.
  static func reach(of module: String, in modules: [ReadmeArchitectureTests.Module]) -> Set<String> {
    let dependencies = Dictionary(modules.map { ($0.name, $0.dependencies) }, uniquingKeysWith: { first, _ in first })
    var reached: Set<String> = []
    var pending = dependencies[module] ?? []
    while let next = pending.popLast() {
      guard reached.insert(next).inserted else { continue }
      pending += dependencies[next] ?? []
    }
    return reached
  }

  /// What the renderer draws is one moment: scenarios (SnackbarFlow) and the rules (SnackbarAudit)
  /// come to it from the modules above it, so it reaches none of them and none of those above.
  static let aboveTheRenderer = ["SnackbarFlow", "SnackbarAudit", "SnackbarPlayer", "SnackbarRenderAudit"]

  /// Each module of `aboveTheRenderer` that SnackbarRendering reaches, as a message.
  static func rendererProblems(in modules: [ReadmeArchitectureTests.Module]) -> [String] {
    let reached = reach(of: "SnackbarRendering", in: modules)
    return aboveTheRenderer.filter(reached.contains).map {
      "Package.swift: SnackbarRendering reaches \($0); the renderer draws one moment, and the module above it brings it what it needs"
    }
  }

  @Test func theRendererReachesNeitherFlowsNorTheAudit() throws {
    let (modules, _) = try Self.manifest()
    #expect(modules.contains { $0.name == "SnackbarRendering" })
    for problem in Self.rendererProblems(in: modules) {
      Issue.record(Comment(rawValue: problem))
    }
  }

  // The checks above can fail: planted violations, in memory.

  @Test func aModuleReachingADrawingLibraryOrFilesIsNamedWithItsPath() throws {
    // Two planted edges: the snapshot core on the renderer, and the layout on the files module.
    let manifest = """
      .systemLibrary(name: "CCairo", pkgConfig: "cairo"),
      .systemLibrary(name: "CPango", pkgConfig: "pangocairo"),
      .systemLibrary(name: "CSystemCalls"),
      .target(name: "SnackbarBasics"),
      .target(name: "SnackbarJSON", dependencies: ["SnackbarBasics"]),
      .target(name: "MaterialSnackbar", dependencies: ["SnackbarBasics"]),
      .target(name: "SnackbarFiles", dependencies: ["SnackbarBasics", "CSystemCalls"]),
      .target(name: "SnackbarLayout", dependencies: ["MaterialSnackbar", "SnackbarFiles"]),
      .target(name: "SnackbarAudit", dependencies: ["SnackbarLayout"]),
      .target(name: "SnackbarImage", dependencies: ["SnackbarFiles"]),
      .target(name: "SnackbarRenderingStack", dependencies: ["SnackbarJSON"]),
      .target(name: "SnackbarRendering", dependencies: ["SnackbarLayout", "CCairo", "CPango"]),
      .target(name: "SnackbarSnapshotCore", dependencies: ["SnackbarImage", "SnackbarRendering"]),
      """
    #expect(
      try Self.linkProblems(inManifest: manifest) == [
        "Package.swift: SnackbarSnapshotCore reaches CCairo (a drawing library): "
          + "SnackbarSnapshotCore → SnackbarRendering → CCairo",
        "Package.swift: SnackbarSnapshotCore reaches CPango (a drawing library): "
          + "SnackbarSnapshotCore → SnackbarRendering → CPango",
        "Package.swift: SnackbarLayout reaches CSystemCalls (C or file reading): "
          + "SnackbarLayout → SnackbarFiles → CSystemCalls",
        "Package.swift: SnackbarLayout reaches SnackbarFiles (C or file reading): SnackbarLayout → SnackbarFiles",
      ])
    // The same graph with those two edges gone passes.
    let fixed = manifest.replacingOccurrences(of: ", \"SnackbarRendering\"]", with: "]")
      .replacingOccurrences(of: "[\"MaterialSnackbar\", \"SnackbarFiles\"]", with: "[\"MaterialSnackbar\"]")
    #expect(try Self.linkProblems(inManifest: fixed) == [])
  }

  @Test func aRendererThatReachesTheAuditThroughAnotherModuleIsNamed() {
    let modules = [
      ReadmeArchitectureTests.Module(name: "SnackbarRendering", dependencies: ["SnackbarLayout", "X"], pkgConfig: nil),
      ReadmeArchitectureTests.Module(name: "X", dependencies: ["SnackbarAudit"], pkgConfig: nil),
      ReadmeArchitectureTests.Module(name: "SnackbarAudit", dependencies: ["SnackbarLayout"], pkgConfig: nil),
      ReadmeArchitectureTests.Module(name: "SnackbarLayout", dependencies: [], pkgConfig: nil),
    ]
    #expect(
      Self.rendererProblems(in: modules) == [
        "Package.swift: SnackbarRendering reaches SnackbarAudit; the renderer draws one moment, and the module above it brings it what it needs"
      ])
    #expect(Self.rendererProblems(in: Array(modules.suffix(2)) + [modules[0]]).isEmpty)
  }

  @Test func theParserFindsEveryFormOfImportAndSkipsCommentsAndStrings() {
    let text = """
      import Foundation
      @_exported import SnackbarFiles
      public import SnackbarJSON
      @preconcurrency package import SnackbarLayout
      internal import struct SnackbarFlow.SnackbarDevice
      // import SnackbarAudit
      /// import SnackbarCatalog
      /*
      import SnackbarRendering
      */
      let example = \"\"\"
        import SnackbarSnapshotCore
        \"\"\"
      #if canImport(Glibc)
        import Glibc
      #endif
      @testable import SnackbarCLI
      """
    let found = Self.imports(in: text, file: "Sources/X/A.swift")
    #expect(
      found.map(\.module) == [
        "Foundation", "SnackbarFiles", "SnackbarJSON", "SnackbarLayout", "SnackbarFlow", "Glibc", "SnackbarCLI",
      ])
    #expect(found.filter(\.isExported).map(\.description) == ["Sources/X/A.swift:2: import SnackbarFiles"])
    #expect(found.filter(\.isTestable).map(\.line) == [17])
  }

  @Test func anUndeclaredImportAnUnusedDependencyAndATestableImportAreNamed() {
    let imports = [
      Import(module: "Foundation", file: "Sources/X/A.swift", line: 1),
      Import(module: "SnackbarFiles", file: "Sources/X/A.swift", line: 2),
      Import(module: "SnackbarLayout", file: "Sources/X/B.swift", line: 3),
      Import(module: "SnackbarJSON", file: "Sources/X/B.swift", line: 4, isTestable: true),
    ]
    let problems = Self.problems(
      module: "X", declared: ["SnackbarFiles", "SnackbarJSON", "SnackbarBasics"], imports: imports,
      packageModules: ["SnackbarFiles", "SnackbarJSON", "SnackbarLayout", "SnackbarBasics", "X"])
    #expect(
      problems == [
        "Sources/X/B.swift:3: import SnackbarLayout: X does not declare SnackbarLayout in Package.swift",
        "Package.swift: X declares SnackbarBasics, which no file in Sources/X imports",
        "Sources/X/B.swift:4: import SnackbarJSON: @testable in Sources",
      ])
    #expect(
      Self.problems(
        module: "X", declared: ["SnackbarFiles"], imports: Array(imports.prefix(2)),
        packageModules: ["SnackbarFiles", "X"]
      ).isEmpty)
  }
}
