import Foundation
import SnackbarImage
import SnackbarRendering

/// PNG decoding (issue 9): the benchmark snackbar (774x160 at 2x) encoded by our encoder and
/// decoded from bytes, and one of the suite's goldens decoded from bytes and from its file, as
/// the snapshot module and `snackbar diff` read them.
enum PNGBenchmarks {
  static func run() throws {
    print("== PNG decoding")
    let renderer = try SnackbarRenderer()
    let image = try renderer.render(RenderingBenchmarks.oneLineRequest(text: "Email archived"))
    let encoded = try PNGCodec.encode(image)
    try Benchmark(
      name: "decode our PNG of the render (\(image.width)x\(image.height) RGBA)", iterations: 301,
      unitsPerIteration: 1, unit: "decode"
    ).run {
      let decoded = try PNGCodec.decode(encoded)
      precondition(decoded == image, "the round trip is exact")
    }

    guard let golden = goldenFile() else {
      print("no golden beside the benchmarks; skipping the golden decode")
      return
    }
    let bytes = try [UInt8](Data(contentsOf: golden))
    let decoded = try PNGCodec.decode(bytes)
    print("golden: \(golden.lastPathComponent), \(decoded.width)x\(decoded.height), \(bytes.count) bytes")
    try Benchmark(name: "decode the golden from bytes", iterations: 301, unitsPerIteration: 1, unit: "decode")
      .run { _ = try PNGCodec.decode(bytes) }
    try Benchmark(name: "decode the golden from its file", iterations: 301, unitsPerIteration: 1, unit: "decode")
      .run { _ = try PNGCodec.decode(contentsOf: golden) }
  }

  /// The first 160-pixel-high golden of Snapshots/MatrixSnapshotTests, by name, so every run
  /// decodes the same file.
  static func goldenFile() -> URL? {
    // Benchmarks/PNGBenchmarks.swift → the package root.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    let folder = root.appendingPathComponent("Snapshots/MatrixSnapshotTests")
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
    return names.filter { $0.hasSuffix(".png") }.sorted().lazy.map { folder.appendingPathComponent($0) }.first { url in
      guard let image = try? PNGCodec.decode(contentsOf: url) else { return false }
      return image.height == 160
    }
  }
}
