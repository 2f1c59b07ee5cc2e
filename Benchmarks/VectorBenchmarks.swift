import Foundation
import SnackbarRendering

/// PDF and SVG output (issue 12): median render times of one request as PNG, PDF and SVG, and of
/// a whole 2x screen, so the vector formats' cost reads as a ratio to the PNG's.
enum VectorBenchmarks {
  static func run() throws {
    print("== PDF and SVG output")
    let renderer = try SnackbarRenderer()
    let snackbar = RenderingBenchmarks.oneLineRequest(text: "Email archived")
    let screen = RenderingBenchmarks.screenRequest()
    for (label, request) in [("snackbar", snackbar), ("iphone-se screen", screen)] {
      for format in SnackbarOutputFormat.allCases {
        let size = try renderer.render(request, format: format).count
        try Benchmark(
          name: "\(label) as \(format) (\(size) bytes)", iterations: 101, unitsPerIteration: 1, unit: "render"
        ).run { _ = try renderer.render(request, format: format) }
      }
    }
  }
}
