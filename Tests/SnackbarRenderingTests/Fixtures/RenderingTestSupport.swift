import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarRendering
import Testing

/// Helpers shared by the rendering tests.
enum RenderingTestSupport {
  /// Why the upstream-golden tests are skipped where they are.
  static let upstreamGoldensReason = Comment(
    rawValue: "needs the upstream MDC goldens in ../shared/reference/mdc-ios-goldens or "
      + "$SNACKBAR_REFERENCE_DIR/mdc-ios-goldens; SNACKBAR_REQUIRE_REFERENCE=1 (as in CI) makes their absence a failure"
  )

  /// The directory holding the upstream MDC goldens: `SNACKBAR_REFERENCE_DIR/mdc-ios-goldens`, or
  /// the shared reference folder that sits beside the package checkout (`../shared/reference`),
  /// which is where developers and CI find it.
  static var goldensDirectory: URL { goldensDirectory(environment: ProcessInfo.processInfo.environment) }

  static func goldensDirectory(environment: [String: String]) -> URL {
    if let base = environment["SNACKBAR_REFERENCE_DIR"] {
      return URL(fileURLWithPath: base).appendingPathComponent("mdc-ios-goldens")
    }
    // This file is Tests/SnackbarRenderingTests/Support/RenderingTestSupport.swift.
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/reference/mdc-ios-goldens")
  }

  /// Whether the upstream goldens are there. A clone with nothing beside it has none.
  static var hasUpstreamGoldens: Bool {
    FileManager.default.fileExists(
      atPath: goldensDirectory.appendingPathComponent("testElevationSnackbar_11_2@2x.png").path)
  }

  /// Whether the tests that compare against the upstream goldens run: where the goldens are, and
  /// wherever `SNACKBAR_REQUIRE_REFERENCE=1` says they must be (CI sets it, since it has
  /// `../shared` beside the checkout), so that there their absence fails instead of skipping.
  static func runsUpstreamGoldenTests(goldensPresent: Bool, environment: [String: String]) -> Bool {
    goldensPresent || environment["SNACKBAR_REQUIRE_REFERENCE"] == "1"
  }

  /// The upstream golden `fileName` (e.g. `testWithZeroElevation_11_2@2x.png`), decoded.
  /// - Throws: ``MissingUpstreamGolden`` when it is not there, saying where it was looked for
  ///   and how to provide it; a `PNGError` when it does not decode.
  static func upstreamGolden(
    _ fileName: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> RGBAImage {
    let url = goldensDirectory(environment: environment).appendingPathComponent(fileName)
    guard FileManager.default.fileExists(atPath: url.path) else { throw MissingUpstreamGolden(path: url.path) }
    return try PNGCodec.decode(contentsOf: url)
  }

  /// A scene of `size` points at `scale`, filled with an opaque grey.
  static func makeCanvas(width: Double, height: Double, scale: Double, grey: UInt8) throws -> CairoContext {
    let surface = try CairoImageSurface(
      width: Int((width * scale).rounded()), height: Int((height * scale).rounded()))
    let context = try CairoContext(surface: surface)
    context.scale(x: scale, y: scale)
    context.paint(SnackbarColor(RGBAPixel(white: grey)))
    return context
  }

  /// Counts pixels whose colour differs from `background` by more than `threshold` in any channel.
  static func inkPixelCount(_ image: RGBAImage, background: RGBAPixel, threshold: Int = 16) -> Int {
    var count = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let pixel = image[x, y]
        let difference = max(
          abs(Int(pixel.red) - Int(background.red)), abs(Int(pixel.green) - Int(background.green)),
          abs(Int(pixel.blue) - Int(background.blue)), abs(Int(pixel.alpha) - Int(background.alpha)))
        if difference > threshold { count += 1 }
      }
    }
    return count
  }
}

/// An upstream golden a test needs is missing.
struct MissingUpstreamGolden: Error, CustomStringConvertible {
  let path: String

  var description: String {
    "the upstream MDC golden \(path) is missing: put the shared reference folder beside the checkout "
      + "(../shared/reference) or point SNACKBAR_REFERENCE_DIR at a folder holding mdc-ios-goldens/; "
      + "without SNACKBAR_REQUIRE_REFERENCE=1 these tests are skipped instead"
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs the test where the upstream MDC goldens are, or where `SNACKBAR_REQUIRE_REFERENCE=1`
  /// requires them (it then fails on the missing file); skips it, saying why, elsewhere.
  static var upstreamGoldens: Self {
    .enabled(RenderingTestSupport.upstreamGoldensReason) {
      RenderingTestSupport.runsUpstreamGoldenTests(
        goldensPresent: RenderingTestSupport.hasUpstreamGoldens, environment: ProcessInfo.processInfo.environment)
    }
  }
}
