import Foundation
import SnackbarRendering
import SnackbarTestSupport
import Testing

@Suite struct FontEnvironmentTests {
  @Test func pinnedFontsExistAtTheirDebianPaths() throws {
    let resolved = try FontLocator(environment: [:]).resolve()
    #expect(resolved.count == PinnedFont.all.count)
    #expect(Set(PinnedFont.all.map(\.fileName)).count == PinnedFont.all.count, "file names must be unique")
    for font in resolved { #expect(font.path == font.font.debianPath) }
    let packages = Set(PinnedFont.all.map(\.package))
    #expect(
      packages == [
        "fonts-roboto-unhinted", "fonts-noto-core", "fonts-noto-cjk", "fonts-noto-color-emoji",
        "fonts-material-design-icons-iconfont", "fonts-dejavu-core",
      ])
  }

  @Test func emptyFontsDirectoryNamesThePackageToInstall() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let locator = FontLocator(environment: [FontLocator.fontsDirectoryVariable: directory.path])
    let error = #expect(throws: FontError.self) { try FontEnvironment.load(locator: locator) }
    guard case .missingFont(let path, let package)? = error else {
      Issue.record("expected missingFont, got \(String(describing: error))")
      return
    }
    #expect(package == "fonts-roboto-unhinted")
    #expect(path.hasPrefix(directory.path) && path.hasSuffix("Roboto-Regular.ttf"))
    #expect(error?.description.contains("apt-get install fonts-roboto-unhinted") == true)
  }

  @Test func missingSingleFontNamesItsOwnPackage() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    // Everything present (as symlinks, in nested folders) except the emoji font.
    for (index, font) in PinnedFont.all.enumerated() where font.package != "fonts-noto-color-emoji" {
      let folder = directory.appendingPathComponent("set\(index % 3)/deeper")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        atPath: folder.appendingPathComponent(font.fileName).path, withDestinationPath: font.debianPath)
    }
    let locator = FontLocator(environment: [FontLocator.fontsDirectoryVariable: directory.path])
    #expect(
      throws: FontError.missingFont(path: "\(directory.path)/**/NotoColorEmoji.ttf", package: "fonts-noto-color-emoji")
    ) {
      try locator.resolve()
    }
    let robotoOnly = try locator.resolve(PinnedFont.all.filter { $0.family == "Roboto" })
    #expect(robotoOnly.allSatisfy { $0.path.hasPrefix(directory.path) && $0.path.contains("/deeper/") })
  }

  @Test func environmentIsCachedPerProcess() throws {
    let first = try FontEnvironment.load(locator: FontLocator(environment: [:]))
    let second = try FontEnvironment.load(locator: FontLocator(environment: [:]))
    #expect(first.fonts == second.fonts)
    let context = try first.makeFontContext()
    let other = try second.makeFontContext()
    #expect(context.fontMap != other.fontMap, "each renderer gets its own font map")
  }

  @Test func fontMapSeesOnlyPinnedFamilies() throws {
    let engine = try PangoTextEngine(locator: FontLocator(environment: [:]))
    // Pango lists the families of the private configuration: the system's DejaVu Sans and
    // friends must not appear; of DejaVu only the pinned monospaced family does.
    let families = engine.availableFamilies
    #expect(families.contains("Roboto"))
    #expect(families.contains("Noto Sans Arabic"))
    #expect(families.contains("Noto Color Emoji"))
    #expect(families.contains("Material Icons"))
    #expect(families.contains(FontEnvironment.monospacedFamily))
    #expect(
      !families.contains { ($0.hasPrefix("DejaVu") && $0 != "DejaVu Sans Mono") || $0.hasPrefix("Liberation") },
      "\(families)")
  }
}
