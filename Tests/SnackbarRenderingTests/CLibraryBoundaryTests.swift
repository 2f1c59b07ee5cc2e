import Foundation
import Testing

/// Raw C calls stay inside the wrappers (issue 8, item 7): they own every C object and turn
/// Cairo's sticky errors into thrown ones in one place, so the drawing code calls only Swift.
/// A file that does not import a C module cannot call its library.
@Suite struct CLibraryBoundaryTests {
  /// Each C module of the package, with the folders of `Sources/SnackbarRendering` whose files may
  /// import it.
  static let allowedFolders: [String: Set<String>] = [
    // Cairo: the wrappers, and the text and font code where Pango draws through a Cairo context.
    "CCairo": ["Cairo", "Text", "Fonts"],
    // Pango, HarfBuzz, fontconfig, FreeType: text and fonts only.
    "CPango": ["Text", "Fonts"],
    // GLib: GChecksum (SHA-256 of the pinned font files), and Pango's object references.
    "CGLib": ["GLib", "Text", "Fonts"],
    // zlib and libspng are the PNG codec's own C, in SnackbarImage: no folder here calls them.
    "CZlib": [],
    "CSpng": [],
  ]

  /// The C modules SnackbarImage may import: the codecs' own, never the drawing libraries.
  static let imageCModules: Set<String> = ["CZlib", "CSpng"]

  /// The C modules, sorted, as test arguments.
  static let cModules = allowedFolders.keys.sorted()

  /// The modules that must not import the C libraries at all: the manager, the JSON layer, the
  /// files module (whose only C is its own system-call declarations, CSystemCalls), the layout
  /// (pure geometry), asset catalogs, the audit, string catalogs, flows (scenarios and their event
  /// log), the player and the render audit (which draw and measure through the renderer), the
  /// snapshot modules and the CLI (whose contact sheet draws through the wrappers).
  static let cFreeModules = [
    "MaterialSnackbar", "MaterialSnackbarCompat", "SnackbarJSON", "SnackbarFiles", "SnackbarLayout",
    "SnackbarAssetCatalogs", "SnackbarAudit", "SnackbarCatalog", "SnackbarFlow", "SnackbarPlayer",
    "SnackbarRenderAudit", "SnackbarSnapshotCore",
    "SnackbarSnapshotTesting", "SnackbarCLI",
  ]

  /// The modules that must not import a test framework (issue 12): the toolchain has no static
  /// libTesting or libXCTest, so the `snackbar` command, linked with `--static-swift-stdlib`, may
  /// depend on nothing that imports them. The snapshot core is what it uses of snapshot testing.
  static let testFrameworkFreeModules = ["SnackbarSnapshotCore", "SnackbarCLI"]

  /// The test frameworks, as test arguments.
  static let testFrameworks = ["Testing", "XCTest"]

  /// `Sources/`, from this file's path (Tests/SnackbarRenderingTests/CLibraryBoundaryTests.swift).
  static let sourcesRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources")

  /// The Swift files below `module`'s folder, and those of them that import `cModule`, as paths in
  /// that folder.
  static func filesImporting(_ cModule: String, in module: String) throws -> (all: [String], importing: [String]) {
    let folder = sourcesRoot.appendingPathComponent(module)
    let files = try #require(FileManager.default.subpaths(atPath: folder.path)).filter { $0.hasSuffix(".swift") }
    let importing = try files.filter { path in
      let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      return text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "import \(cModule)" }
    }
    return (files, importing)
  }

  @Test(arguments: cModules)
  func onlyTheWrapperFoldersImportTheCLibraries(cModule: String) throws {
    let allowed = try #require(Self.allowedFolders[cModule])
    let (files, importing) = try Self.filesImporting(cModule, in: "SnackbarRendering")
    #expect(files.count > 50, "expected the SnackbarRendering sources below \(Self.sourcesRoot.path)")
    let offenders = importing.filter { !allowed.contains(String($0.split(separator: "/").first ?? "")) }
    #expect(offenders.isEmpty, "only \(allowed.sorted()) may import \(cModule); it is in \(offenders.sorted())")
  }

  @Test(arguments: cModules)
  func theImageModuleImportsOnlyTheCodecLibraries(cModule: String) throws {
    let (files, importing) = try Self.filesImporting(cModule, in: "SnackbarImage")
    #expect(files.count > 10, "expected the SnackbarImage sources below \(Self.sourcesRoot.path)")
    if !Self.imageCModules.contains(cModule) {
      #expect(
        importing.isEmpty, "SnackbarImage must not call \(cModule) (draw in SnackbarRendering): \(importing.sorted())")
    }
  }

  @Test(arguments: cFreeModules, cModules)
  func otherModulesDoNotImportTheCLibraries(module: String, cModule: String) throws {
    let (files, importing) = try Self.filesImporting(cModule, in: module)
    #expect(!files.isEmpty, "expected the \(module) sources below \(Self.sourcesRoot.path)")
    #expect(importing.isEmpty, "\(module) must not call C (\(cModule)); use SnackbarRendering: \(importing.sorted())")
  }

  @Test(arguments: testFrameworkFreeModules, testFrameworks)
  func theCLIAndTheSnapshotCoreDoNotImportTestFrameworks(module: String, framework: String) throws {
    let folder = Self.sourcesRoot.appendingPathComponent(module)
    let files = try #require(FileManager.default.subpaths(atPath: folder.path)).filter { $0.hasSuffix(".swift") }
    #expect(!files.isEmpty, "expected the \(module) sources below \(Self.sourcesRoot.path)")
    // Any form: `import Testing`, `@testable import XCTest`, `public import Testing`,
    // `import struct Testing.Test`.
    let importing = try files.filter { path in
      let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      return text.split(separator: "\n").contains { line in
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
        else { return false }
        return words[(index + 1)...].contains { $0.split(separator: ".").first.map(String.init) == framework }
      }
    }
    #expect(
      importing.isEmpty, "\(module) must not import \(framework) (no static library of it): \(importing.sorted())")
  }
}
