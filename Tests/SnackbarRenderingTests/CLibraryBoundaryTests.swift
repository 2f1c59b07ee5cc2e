import Foundation
import Testing

/// Raw C calls stay inside the wrappers (issue 8, item 7): they own every C object and turn
/// Cairo's sticky errors into thrown ones in one place, so the drawing code calls only Swift.
/// A file that does not import `CPangoCairo` cannot call Cairo, Pango, fontconfig or FreeType.
@Suite struct CLibraryBoundaryTests {
  /// The folders of `Sources/SnackbarRendering` whose files may import `CPangoCairo`.
  static let allowedFolders: Set<String> = [
    "Cairo", "Text", "Fonts",
    // GLib's checksum (SHA-256 of the pinned font files), linked through Pango.
    "GLib",
    // zlib for the PNG encoder and Cairo's PNG reader; both are the PNG codec's own C.
    "Image",
  ]

  /// The modules that must not import the C libraries at all: the manager, the layout (pure
  /// geometry), flows (scenarios and their event log), the snapshot module and the CLI (whose
  /// contact sheet draws through the wrappers).
  static let cFreeModules = [
    "MaterialSnackbar", "MaterialSnackbarCompat", "SnackbarLayout", "SnackbarFlow", "SnackbarSnapshotTesting",
    "SnackbarCLI",
  ]

  /// `Sources/`, from this file's path (Tests/SnackbarRenderingTests/CLibraryBoundaryTests.swift).
  static let sourcesRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources")

  /// The Swift files below `module`'s folder that import `CPangoCairo`, as paths in that folder.
  static func filesImportingC(in module: String) throws -> (all: [String], importing: [String]) {
    let folder = sourcesRoot.appendingPathComponent(module)
    let files = try #require(FileManager.default.subpaths(atPath: folder.path)).filter { $0.hasSuffix(".swift") }
    let importing = try files.filter { path in
      let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      return text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "import CPangoCairo" }
    }
    return (files, importing)
  }

  @Test func onlyTheWrapperFoldersImportTheCLibraries() throws {
    let (files, importing) = try Self.filesImportingC(in: "SnackbarRendering")
    #expect(files.count > 50, "expected the SnackbarRendering sources below \(Self.sourcesRoot.path)")
    let offenders = importing.filter { !Self.allowedFolders.contains(String($0.split(separator: "/").first ?? "")) }
    #expect(offenders.isEmpty, "call the Cairo/, Text/ or Fonts/ wrappers instead of C in \(offenders.sorted())")
  }

  @Test(arguments: cFreeModules)
  func otherModulesDoNotImportTheCLibraries(module: String) throws {
    let (files, importing) = try Self.filesImportingC(in: module)
    #expect(!files.isEmpty, "expected the \(module) sources below \(Self.sourcesRoot.path)")
    #expect(importing.isEmpty, "\(module) must not call C; use SnackbarRendering: \(importing.sorted())")
  }
}
