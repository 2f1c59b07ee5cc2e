import Foundation
import SnackbarFiles
import SnackbarImage
import SnackbarJSON
import SnackbarRendering
import Testing

@testable import SnackbarCLI

/// The matrix page in headless chromium: thumbnails show on the first screen without
/// scrolling, and the filters (set from the page's address, as a reviewer's link would) show
/// only what they name, on a small page and on pages of 1,000 and 50,000 images.
@Suite(
  .enabled(
    if: Chromium.executable != nil,
    "needs Debian's chromium on PATH: `make test-browser` installs it (apt-get) and runs this test"))
final class MatrixPageBrowserTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  struct Colors: CustomStringConvertible {
    var red = 0
    var green = 0
    var blue = 0
    var description: String { "red \(red), green \(green), blue \(blue)" }
  }

  static let red = RGBAPixel(red: 255, green: 0, blue: 0)
  static let green = RGBAPixel(red: 0, green: 255, blue: 0)
  static let blue = RGBAPixel(red: 0, green: 0, blue: 255)

  /// Red, green and blue pixels in a screenshot of the page at `fragment`, and how long
  /// chromium took to start, open the page and take it.
  func colors(page: URL, fragment: String, height: Int = 900) throws -> (colors: Colors, seconds: Double) {
    let chromium = try #require(Chromium.executable)
    let screenshot = scratch.url.appendingPathComponent("shot.png")
    try? FileManager.default.removeItem(at: screenshot)
    var address = URLComponents(url: page, resolvingAgainstBaseURL: false)
    address?.fragment = fragment.isEmpty ? nil : fragment
    let target = try #require(address?.url)
    let start = Date()
    let result = try Chromium.screenshot(
      chromium, page: target, to: screenshot, width: 1280, height: height, scratch: scratch.url)
    let seconds = Date().timeIntervalSince(start)
    try #require(result.status == 0, "chromium failed: \(result.log.suffix(2000))")
    let image = try PNGCodec.decode(contentsOf: screenshot)
    var found = Colors()
    for y in 0..<image.height {
      for x in 0..<image.width {
        let pixel = image[x, y]
        if pixel.red >= 200, pixel.green <= 60, pixel.blue <= 60 { found.red += 1 }
        if pixel.green >= 200, pixel.red <= 60, pixel.blue <= 60 { found.green += 1 }
        if pixel.blue >= 200, pixel.red <= 60, pixel.green <= 60 { found.blue += 1 }
      }
    }
    return (found, seconds)
  }

  /// A line with a 640 x 160 snackbar region, as `snackbar matrix` writes it.
  func line(key: String, locale: String, variant: String, findings: [(rule: String, severity: String)])
    -> SnackbarJSONValue
  {
    guard
      case .object(var members) = matrixLine(key: key, locale: locale, variant: variant, text: "T", findings: findings)
    else { return .null }
    members["frame"] = .object([
      "width": .number(640), "height": .number(160),
      "snackbar": .object(["x": .number(0), "y": .number(0), "width": .number(640), "height": .number(160)]),
    ])
    return .object(members)
  }

  /// Writes a 640 x 160 image of one colour at `path` under the scratch folder.
  func writeImage(_ path: String, _ color: RGBAPixel) throws {
    let url = scratch.url.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try AtomicFile.write(try PNGCodec.encode(try RGBAImage(width: 640, height: 160, fill: color)), to: url)
  }

  /// Writes the page of `lines` into the scratch folder.
  func writePage(_ lines: some Sequence<SnackbarJSONValue>) throws -> URL {
    let url = scratch.url.appendingPathComponent("index.html")
    try Data().write(to: url)
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    var page = MatrixIndexPage { handle.write(Data($0.utf8)) }
    for line in lines { page.add(line) }
    try page.finish()
    return url
  }

  /// Screenshots until `accept` holds, three tries: the page's observer loads thumbnails past the
  /// first screen after the load event, and a busy machine can take the shot first.
  func settled(
    page: URL, fragment: String, height: Int = 900, _ accept: (Colors) -> Bool
  ) throws -> (colors: Colors, seconds: Double) {
    var shot = try colors(page: page, fragment: fragment, height: height)
    for _ in 0..<2 where !accept(shot.colors) { shot = try colors(page: page, fragment: fragment, height: height) }
    return shot
  }

  /// German images red with a warning, English green and clean, French blue with an error:
  /// each filter shows exactly its colours.
  @Test func filtersShowOnlyWhatTheyName() throws {
    var lines: [SnackbarJSONValue] = []
    for key in ["a", "b"] {
      for (locale, color, findings) in [
        ("de", Self.red, [("l10n.expansion", "warning")]), ("en", Self.green, []),
        ("fr", Self.blue, [("l10n.placeholders", "error")]),
      ] {
        try writeImage("\(locale)/\(key)/v.png", color)
        lines.append(line(key: key, locale: locale, variant: "v", findings: findings))
      }
    }
    let page = try writePage(lines)
    // A window tall enough for the summary and both keys' three rows.
    let all = try settled(page: page, fragment: "", height: 1600) { $0.red > 0 && $0.green > 0 && $0.blue > 0 }.colors
    #expect(all.red >= 320 * 80 && all.green >= 320 * 80 && all.blue >= 320 * 80, "\(all)")
    for (fragment, red, green, blue) in [
      ("problems", true, false, true), ("locale=en", false, true, false),
      ("rule=l10n.placeholders", false, false, true),
      ("findings&locale=de", true, false, false), ("rule=l10n.expansion&locale=fr", false, false, false),
    ] {
      // A thumbnail is 320 x 80 pixels of its colour; the page's links are blue too, but a few
      // thousand pixels at most.
      func shown(_ count: Int) -> Bool { count >= 320 * 80 / 2 }
      let shot = try settled(page: page, fragment: fragment, height: 1600) {
        shown($0.red) == red && shown($0.green) == green
      }
      .colors
      #expect(shown(shot.red) == red, "\(fragment): \(shot)")
      #expect(shown(shot.green) == green, "\(fragment): \(shot)")
      #expect(shown(shot.blue) == blue, "\(fragment): \(shot)")
    }
  }

  /// With `--frame screen` each image is a whole screen, and its thumbnail is cropped to the
  /// line's snackbar region: a green screen with a red snackbar shows only red.
  @Test func aWholeScreenIsCroppedToItsSnackbar() throws {
    var screen = try RGBAImage(width: 640, height: 1000, fill: Self.green)
    screen.place(try RGBAImage(width: 640, height: 160, fill: Self.red), atX: 0, y: 800)
    let url = scratch.url.appendingPathComponent("en/k/v.png")
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try AtomicFile.write(try PNGCodec.encode(screen), to: url)
    guard case .object(var members) = matrixLine(key: "k", locale: "en", variant: "v", text: "T") else { return }
    members["frame"] = .object([
      "width": .number(640), "height": .number(1000),
      "snackbar": .object(["x": .number(0), "y": .number(800), "width": .number(640), "height": .number(160)]),
    ])
    let page = try writePage([.object(members)])
    let shot = try settled(page: page, fragment: "") { $0.red > 0 }.colors
    #expect(shot.red >= 320 * 78 && shot.green < 320 * 2, "\(shot)")
  }

  /// Pages of 1,000 and 50,000 images (synthetic lines, ten locales by two variants per key,
  /// one key in ten with a warning in German): the first screen's thumbnails are drawn without
  /// scrolling, within a bound, and the problems view shows only the problem images. Only the
  /// images a first screen can show are written.
  @Test(arguments: [1_000, 50_000])
  func aLargePageOpensWithItsFirstScreenDrawn(images: Int) throws {
    let locales = ["ar", "de", "en", "es", "fr", "it", "ja", "ko", "pt", "ru"]
    let variants = ["mdc.iphone-15.L", "mdc.iphone-15.XXXL"]
    let keys = images / (locales.count * variants.count)
    for key in 0..<min(keys, 40) {
      for locale in locales.prefix(6) {
        for variant in variants {
          let warned = key % 10 == 0 && locale == "de"
          try writeImage("\(locale)/key.\(key)/\(variant).png", warned ? Self.blue : Self.red)
        }
      }
    }
    let lines = (0..<keys).lazy.flatMap { key in
      locales.lazy.flatMap { locale in
        variants.lazy.map { variant in
          self.line(
            key: "key.\(key)", locale: locale, variant: variant,
            findings: key % 10 == 0 && locale == "de" ? [("text.lines", "warning")] : [])
        }
      }
    }
    let page = try writePage(lines)
    let size = try FileManager.default.attributesOfItem(atPath: page.path)[.size] as? Int ?? 0
    let opened = try settled(page: page, fragment: "") { $0.red > 0 }
    // Below the filters and the summary, at least two rows of two 320 x 80 thumbnails.
    #expect(opened.colors.red >= 4 * 320 * 80, "\(opened.colors)")
    let problems = try settled(page: page, fragment: "problems") { $0.blue > 0 }
    #expect(problems.colors.blue >= 2 * 320 * 80 && problems.colors.red == 0, "\(problems.colors)")
    print(
      "matrix page of \(images) images (\(size / 1024) KiB): first screen drawn in "
        + "\(String(format: "%.2f", opened.seconds)) s, problems view in \(String(format: "%.2f", problems.seconds)) s")
    // Chromium's cold start is most of it; the bound leaves room for a loaded CI machine.
    #expect(opened.seconds < 30 && problems.seconds < 30)
  }
}
