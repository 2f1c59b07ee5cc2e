import Foundation
import SnackbarImage
import SnackbarRendering

/// The compact encoder (`snackbar snapshots --compact`, issue 24) against the fast one that
/// recording uses: time and bytes for the benchmark render and for one of the suite's goldens,
/// beside the render itself, to decide whether recording can afford the compact setting.
enum CompactPNGBenchmarks {
  static func run() throws {
    print("== compact PNG encoding (recording's fast encoder vs --compact)")
    let renderer = try SnackbarRenderer()
    let request = RenderingBenchmarks.oneLineRequest(text: "Email archived")
    let image = try renderer.render(request)
    try Benchmark(
      name: "render to pixels (\(image.width)x\(image.height))", iterations: 101, unitsPerIteration: 1, unit: "render"
    )
    .run { _ = try renderer.render(request) }
    try compare(image, label: "the render")
    guard let golden = PNGBenchmarks.goldenFile() else {
      print("no golden beside the benchmarks; skipping the golden")
      return
    }
    try compare(try PNGCodec.decode(contentsOf: golden), label: "golden \(golden.lastPathComponent)")
  }

  /// Prints both encoders' medians and sizes for `image`.
  static func compare(_ image: RGBAImage, label: String) throws {
    let fast = try PNGCodec.encode(image)
    let compact = try PNGCodec.encodeCompact(image)
    print(
      "\(label): fast \(fast.count) bytes, compact \(compact.count) bytes "
        + String(format: "(%.1f %% smaller)", Double(fast.count - compact.count) * 100 / Double(fast.count)))
    let fastTime = try Benchmark(name: "fast encode (recording)", iterations: 101, unitsPerIteration: 1, unit: "encode")
      .run { _ = try PNGCodec.encode(image) }
    let compactTime = try Benchmark(
      name: "compact encode (--compact)", iterations: 11, unitsPerIteration: 1, unit: "encode"
    )
    .run { _ = try PNGCodec.encodeCompact(image) }
    print(String(format: "compact / fast: %.0fx the time", compactTime / fastTime))
  }
}
