import Foundation
import SnackbarImage
import SnackbarRendering
import Testing

@testable import SnackbarCLI

@Suite final class GalleryCommandTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  /// The index links the matrix `make demo` renders into the gallery's `matrix/`, and only
  /// when it is there.
  @Test func indexLinksTheMatrixWhenThereIsOne() throws {
    let directory = scratch.path("gallery")
    #expect(snackbar(["gallery", directory, "--quick"]).status == 0)
    let without = try String(contentsOfFile: directory + "/index.md", encoding: .utf8)
    #expect(!without.contains("matrix/index.html"))
    let catalog = scratch.path("Matrix.xcstrings")
    try Data(MatrixFixtures.catalog.utf8).write(to: URL(fileURLWithPath: catalog))
    let run = matrix([catalog, "--output", directory + "/matrix", "--locales", "en"] + MatrixFixtures.smallPhone)
    #expect(run.status == 0, "\(run.errorText)")
    #expect(snackbar(["gallery", directory, "--quick"]).status == 0)
    let with = try String(contentsOfFile: directory + "/index.md", encoding: .utf8)
    #expect(with.contains("[matrix/index.html](matrix/index.html)"))
  }

  @Test func quickGalleryWritesRendersContactSheetAndIndex() throws {
    let directory = scratch.path("gallery")
    let run = snackbar(["gallery", directory, "--quick"])
    #expect(run.status == 0, "\(run.errors)")
    let expected = ["01-short.png", "02-action.png", "03-rtl-arabic-action.png", "04-screen-iphone-15.png"]
    #expect(scratch.files() == (expected + ["contact-sheet.png", "index.md"]).map { "gallery/" + $0 })
    #expect(run.output == [directory + "/contact-sheet.png", directory + "/index.md"])

    let sheet = try PNGCodec.decode(contentsOf: URL(fileURLWithPath: directory + "/contact-sheet.png"))
    #expect(sheet.width > 1_000 && sheet.height > 500)
    let index = try String(contentsOfFile: directory + "/index.md", encoding: .utf8)
    for name in expected { #expect(index.contains("[\(name)](\(name))")) }
    #expect(index.contains("Right-to-left Arabic"))
  }

  @Test func galleryIsDeterministic() throws {
    let first = scratch.path("first")
    let second = scratch.path("second")
    #expect(snackbar(["gallery", first, "--quick", "--columns", "2"]).status == 0)
    #expect(snackbar(["gallery", second, "--quick", "--columns", "2"]).status == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: first).sorted()
    #expect(names.count == 6)
    for name in names {
      let a = try Data(contentsOf: URL(fileURLWithPath: first + "/" + name))
      let b = try Data(contentsOf: URL(fileURLWithPath: second + "/" + name))
      #expect(a == b, "\(name) differs between runs")
    }
  }

  @Test func showcaseCoversEveryFeatureWithUniqueNames() {
    let entries = GalleryShowcase.entries()
    let slugs = entries.map(\.slug)
    #expect(Set(slugs).count == slugs.count)
    for wanted in [
      "short", "action", "two-line", "action-below", "rtl-arabic-action", "hebrew", "cjk-emoji", "bold-markup",
      "theme-m2", "theme-m3-light", "theme-m3-dark", "icon-success", "icon-warning", "icon-error",
      "progress-determinate", "progress-indeterminate", "close-button", "dynamic-type-ax-xxxl", "elevation-0",
      "elevation-12", "elevation-24", "scale-1", "scale-3", "animation-enter-mid", "animation-exit-mid",
      "upstream-framing", "screen-iphone-15", "screen-keyboard", "screen-tab-bar", "screen-top", "screen-landscape",
      "screen-ipad-centred", "screen-ipad-leading",
    ] {
      #expect(slugs.contains(wanted), "missing \(wanted)")
    }
    #expect(entries.allSatisfy { !$0.caption.isEmpty })
    #expect(GalleryEntry.fileName(index: 0, slug: "short") == "01-short.png")
  }

  /// The whole showcase, as `make demo` runs it: every render succeeds, and the upstream case
  /// has the upstream size.
  @Test func fullGalleryRendersEveryEntry() throws {
    let directory = scratch.path("full")
    let run = snackbar(["gallery", directory])
    #expect(run.status == 0, "\(run.errors)")
    let count = GalleryShowcase.entries().count
    #expect(scratch.files().count == count + 5 + GalleryAudits.fileNames.count)
    let upstream = try #require(scratch.files().first { $0.hasSuffix("-upstream-framing.png") })
    #expect(try pngSize(scratch.path(upstream)) == (560, 296))
    // `make demo` also writes one animation, and the index links it.
    let animation = try APNGDecoder.decode(
      [UInt8](Data(contentsOf: URL(fileURLWithPath: directory + "/flow-animation.png"))))
    #expect(animation.width == 786 && animation.height == 1704 && animation.frames.count > 10)
    let index = try String(contentsOfFile: directory + "/index.md", encoding: .utf8)
    for name in [GalleryFlow.animationName, GalleryFlow.filmstripName, GalleryFlow.eventsName] {
      #expect(index.contains("[\(name)](\(name))"))
      #expect(FileManager.default.fileExists(atPath: directory + "/" + name))
    }
    // And an audit overlay and its findings for each deliberately bad snackbar, linked too: each
    // finds what it was made to show.
    let wanted: [String: Set<String>] = [
      "pale-container": ["contrast.text", "contrast.action"],
      "error-no-symbol": ["feedback.colourOnly", "wording.vague"],
      "ok-action-4s": ["timing.action", "wording.dismissAction"],
      "german-ax-xxxl": ["text.clipped", "text.lines"],
    ]
    #expect(Set(GalleryAudits.cases().map(\.slug)) == Set(wanted.keys))
    for auditCase in GalleryAudits.cases() {
      for name in [auditCase.overlayName, auditCase.findingsName] { #expect(index.contains("[\(name)](\(name))")) }
      let json = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + auditCase.findingsName))
      let report = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
      let rules = Set(try #require(report["findings"] as? [[String: String]]).compactMap { $0["rule"] })
      #expect(rules.isSuperset(of: wanted[auditCase.slug] ?? []), "\(auditCase.slug): \(rules)")
      // The overlay is the screen, with red or amber boxes the plain screen does not have.
      let overlay = try PNGCodec.decode(contentsOf: URL(fileURLWithPath: directory + "/" + auditCase.overlayName))
      let plain = try SnackbarRenderer().render(auditCase.request)
      #expect(overlay.width == plain.width && overlay.height == plain.height)
      #expect(overlay != plain, "\(auditCase.slug)")
    }
  }
}
