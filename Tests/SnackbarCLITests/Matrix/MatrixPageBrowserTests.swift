import Foundation
import SnackbarRendering
import Testing

@testable import SnackbarCLI

/// The matrix page in headless chromium: thumbnails show, and the filter (set from the page's
/// address, as a reviewer's link would) hides the images without warnings or errors.
@Suite final class MatrixPageBrowserTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  /// Red and green pixels in a screenshot of the page at `fragment`.
  func colours(_ chromium: URL, page: URL, fragment: String) throws -> (red: Int, green: Int) {
    let screenshot = scratch.url.appendingPathComponent("shot-\(fragment).png")
    var address = URLComponents(url: page, resolvingAgainstBaseURL: false)
    address?.fragment = fragment.isEmpty ? nil : fragment
    let target = try #require(address?.url)
    let result = try Chromium.screenshot(
      chromium, page: target, to: screenshot, width: 800, height: 600, scratch: scratch.url)
    try #require(result.status == 0, "chromium failed: \(result.log.suffix(2000))")
    let image = try PNGCodec.decode(contentsOf: screenshot)
    var (red, green) = (0, 0)
    for y in 0..<image.height {
      for x in 0..<image.width {
        let pixel = image[x, y]
        if pixel.red >= 200, pixel.green <= 60, pixel.blue <= 60 { red += 1 }
        if pixel.green >= 200, pixel.red <= 60, pixel.blue <= 60 { green += 1 }
      }
    }
    return (red, green)
  }

  @Test(
    .enabled(
      if: Chromium.executable != nil,
      "needs Debian's chromium on PATH: `make test-browser` installs it (apt-get) and runs this test"))
  func thumbnailsShowAndTheFilterHidesCleanImages() throws {
    let chromium = try #require(Chromium.executable)
    let red = try RGBAImage(width: 64, height: 110, fill: RGBAPixel(red: 255, green: 0, blue: 0))
    let green = try RGBAImage(width: 64, height: 110, fill: RGBAPixel(red: 0, green: 255, blue: 0))
    for (path, image) in [("en/k/v.png", red), ("de/k/v.png", green)] {
      let url = scratch.url.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try AtomicFile.write(try PNGCodec.encode(image), to: url)
    }
    var html = ""
    var page = MatrixIndexPage { html += $0 }
    page.add(matrixLine(key: "k", locale: "de", variant: "v", text: "Zwei", findings: [("l10n.expansion", "warning")]))
    page.add(matrixLine(key: "k", locale: "en", variant: "v", text: "Two"))
    page.finish()
    let pageURL = scratch.url.appendingPathComponent("index.html")
    try Data(html.utf8).write(to: pageURL)

    // The page loads thumbnails from an IntersectionObserver, whose callbacks run after the load
    // event at which headless chromium takes its screenshot; on a busy machine the shot can come
    // first. A page that never shows them still fails all three tries.
    var all = try colours(chromium, page: pageURL, fragment: "")
    for _ in 0..<2 where all.red == 0 || all.green == 0 {
      all = try colours(chromium, page: pageURL, fragment: "")
    }
    // Each thumbnail is drawn 128 pt wide, so the 64-pixel images at least fill their own size.
    #expect(all.red >= 64 * 110 && all.green >= 64 * 110, "\(all)")
    var problems = try colours(chromium, page: pageURL, fragment: "problems")
    for _ in 0..<2 where problems.green == 0 {
      problems = try colours(chromium, page: pageURL, fragment: "problems")
    }
    #expect(problems.red == 0 && problems.green >= 64 * 110, "\(problems)")
  }
}
