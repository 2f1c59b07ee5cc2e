import Foundation
import Testing

/// Raw C calls stay inside the wrappers (issue 8, item 7): they own every C object and turn
/// Cairo's sticky errors into thrown ones in one place, so the drawing code calls only Swift.
/// A file that does not import `CPangoCairo` cannot call Cairo, Pango, fontconfig or FreeType.
@Suite struct CLibraryBoundaryTests {
  /// The folders of `Sources/SnackbarRendering` whose files may import `CPangoCairo`.
  static let allowedFolders: Set<String> = [
    "Cairo", "Text", "Fonts",
    // zlib for the PNG encoder and Cairo's PNG reader; both are the PNG codec's own C.
    "Image",
    // The contact sheet still scales cells with raw Cairo; it is being moved to its own module.
    "Gallery",
  ]

  @Test func onlyTheWrapperFoldersImportTheCLibraries() throws {
    // This file is Tests/SnackbarRenderingTests/CLibraryBoundaryTests.swift.
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let sources = packageRoot.appendingPathComponent("Sources/SnackbarRendering")
    let files = try #require(FileManager.default.subpaths(atPath: sources.path)).filter { $0.hasSuffix(".swift") }
    #expect(files.count > 50, "expected the SnackbarRendering sources at \(sources.path)")
    let offenders = try files.filter { path in
      let folder = String(path.split(separator: "/").first ?? "")
      guard !Self.allowedFolders.contains(folder) else { return false }
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      return text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "import CPangoCairo" }
    }
    #expect(offenders.isEmpty, "call the Cairo/, Text/ or Fonts/ wrappers instead of C in \(offenders.sorted())")
  }
}
