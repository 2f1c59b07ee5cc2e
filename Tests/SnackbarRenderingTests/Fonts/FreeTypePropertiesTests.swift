import Foundation
import SnackbarRendering
import Testing

/// Cairo's FreeType library holds FreeType's built-in property values once fonts are loaded.
/// (That `FREETYPE_PROPERTIES` cannot change them is tested on a child process, in
/// SnackbarCLITests' ProcessEnvironmentTests.)
@Suite struct FreeTypePropertiesTests {
  @Test func theBuiltInDefaultsIncludeNoStemDarkeningForCFF() throws {
    let defaults = try FreeTypeProperties.defaults()
    let cff = try #require(defaults.first { $0.0.module == "cff" && $0.0.name == "no-stem-darkening" })
    #expect(cff.1.first == 1, "FreeType draws CFF outlines without stem darkening by default")
    #expect(defaults.contains { $0.0.module == "truetype" })
  }

  @Test func cairosLibraryHoldsTheDefaultsOnceFontsAreLoaded() throws {
    let environment = try FontEnvironment.load(locator: FontLocator(environment: [:]))
    let path = try #require(environment.fonts.first?.path)
    let current = try FreeTypeProperties.current(usingFontAt: path)
    let defaults = try FreeTypeProperties.defaults()
    #expect(current.map(\.0) == defaults.map(\.0))
    #expect(current.map(\.1) == defaults.map(\.1))
  }
}
