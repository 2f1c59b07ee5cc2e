import Foundation
import Testing

@testable import SnackbarRendering

@Suite struct RenderingPackagesTests {
  static let installed = [
    "libcairo2": "1.16.0-7", "libpango-1.0-0": "1.50.12+ds-1", "libpangocairo-1.0-0": "1.50.12+ds-1",
    "libpangoft2-1.0-0": "1.50.12+ds-1", "libpixman-1-0": "0.42.2-1", "libfribidi0": "1.0.8-2.1",
    "fonts-roboto-unhinted": "2:0~20170802-3", "fonts-noto-core": "20201225-1",
  ]

  @Test func everyLibraryOfTheFingerprintHasItsPackages() {
    for library in ["cairo", "pango", "harfbuzz", "fontconfig", "freetype"] {
      #expect(RenderingPackages.libraryPackages[library]?.isEmpty == false, "\(library)")
    }
    #expect(RenderingPackages.library(shippedBy: "libpangoft2-1.0-0") == "pango")
    #expect(RenderingPackages.library(shippedBy: "fonts-noto-core") == nil)
    #expect(Set(RenderingPackages.fontPackages) == Set(PinnedFont.all.map(\.package)))
    #expect(RenderingPackages.all == RenderingPackages.all.sorted())
  }

  @Test func recordsWhatRendersAndOnlyThat() throws {
    let roboto = try #require(PinnedFont.all.first)
    let noto = try #require(PinnedFont.all.first { $0.package == "fonts-noto-core" })
    let fonts = [
      ResolvedFont(font: roboto, path: roboto.debianPath),
      // Taken from SNACKBAR_FONTS_DIR: the package did not provide the file in use.
      ResolvedFont(font: noto, path: "/elsewhere/\(noto.fileName)"),
    ]
    // A Pango built from source: the loaded library is not the package's.
    let libraries = ["cairo": "1.16.0", "pango": "1.54.0"]
    let recorded = RenderingPackages.recorded(libraries: libraries, fonts: fonts, installed: Self.installed)
    #expect(
      recorded == [
        "libcairo2": "1.16.0-7", "libpixman-1-0": "0.42.2-1", "libfribidi0": "1.0.8-2.1",
        "fonts-roboto-unhinted": "2:0~20170802-3",
      ])
  }
}
