import Foundation
import MaterialSnackbar
import SnackbarRendering

/// Helpers shared by the rendering tests.
enum RenderingTestSupport {
  /// The directory holding the upstream MDC goldens: `SNACKBAR_REFERENCE_DIR/mdc-ios-goldens`, or
  /// the shared reference folder that sits beside the package checkout (`../shared/reference`),
  /// which is where developers and CI find it.
  static var goldensDirectory: URL {
    if let base = ProcessInfo.processInfo.environment["SNACKBAR_REFERENCE_DIR"] {
      return URL(fileURLWithPath: base).appendingPathComponent("mdc-ios-goldens")
    }
    // This file is Tests/SnackbarRenderingTests/Support/RenderingTestSupport.swift.
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/reference/mdc-ios-goldens")
  }

  /// Whether the upstream goldens are there. A clone with nothing beside it has none: the tests
  /// that compare against them are then reported as skipped, not failed (CI has them).
  static var hasUpstreamGoldens: Bool {
    FileManager.default.fileExists(
      atPath: goldensDirectory.appendingPathComponent("testElevationSnackbar_11_2@2x.png").path)
  }

  /// A fresh empty temporary directory; the caller removes it.
  static func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("snackbar-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
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
