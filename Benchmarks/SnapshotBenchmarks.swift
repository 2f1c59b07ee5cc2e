import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarRendering
import SnackbarSnapshotCore
import SnackbarSnapshotTesting

/// The snapshot module's costs (issue 4): one whole assertion against a golden on disk (render,
/// read and decode the golden, compare), and 100 image comparisons, the suite's comparison budget
/// (target: the suite's comparisons under one second in total).
enum SnapshotBenchmarks {
  static func run() throws {
    print("== Snapshot testing")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("snackbar-benchmarks-\(getpid())", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // No environment (no CI, no SNAPSHOT_RECORD), no fingerprint, no ledger: only the assertion.
    let configuration = SnapshotConfiguration(
      environment: SnapshotEnvironment([:]), fingerprint: nil, ledger: .disabled)
    let request = RenderingBenchmarks.oneLineRequest(text: "Email archived")
    let strategy = Snapshotting<SnackbarRenderRequest, RGBAImage>.image()
    func assertion(record: SnapshotRecordMode) -> SnapshotFailure? {
      verifySnapshot(
        of: request, as: strategy, named: "benchmark", record: record, snapshotDirectory: directory,
        configuration: configuration)
    }
    // The first call records the golden (and reports that as a failure, by design).
    _ = assertion(record: .missing)
    if let failure = assertion(record: .never) {
      print("snapshot assertion unexpectedly failed: \(failure.message)")
      return
    }
    Benchmark(
      name: "one snapshot assertion (render + read golden + compare)", iterations: 201, unitsPerIteration: 1,
      unit: "assertion"
    )
    .run {
      precondition(assertion(record: .never) == nil, "the golden matches")
    }

    let renderer = try SnackbarRenderer()
    let reference = try renderer.render(request)
    // A copy made through PNG, so the comparison cannot short-cut on shared storage.
    let identical = try PNGCodec.decode(try PNGCodec.encode(reference))
    var bytes = identical.bytes
    bytes[(reference.height / 2 * reference.width + reference.width / 2) * 4] ^= 0x08
    let oneOff = try RGBAImage(width: reference.width, height: reference.height, bytes: bytes)
    let comparisons = 100
    Benchmark(
      name: "100 comparisons, identical (\(reference.width)x\(reference.height))", iterations: 21,
      unitsPerIteration: comparisons, unit: "comparison"
    )
    .run {
      for _ in 0..<comparisons {
        precondition(ImageComparison.compare(reference: reference, actual: identical, tolerance: .exact).isMatch)
      }
    }
    let tolerance = try ImageTolerance.parse("channel=8")
    Benchmark(
      name: "100 comparisons, one pixel off, within tolerance", iterations: 21, unitsPerIteration: comparisons,
      unit: "comparison"
    )
    .run {
      for _ in 0..<comparisons {
        precondition(ImageComparison.compare(reference: reference, actual: oneOff, tolerance: tolerance).isMatch)
      }
    }
    Benchmark(
      name: "100 comparisons, one pixel off, exact (failure message)", iterations: 21, unitsPerIteration: comparisons,
      unit: "comparison"
    )
    .run {
      for _ in 0..<comparisons {
        precondition(!ImageComparison.compare(reference: reference, actual: oneOff, tolerance: .exact).isMatch)
      }
    }
    try goldenSuite()
  }

  /// Every golden of the project's own suite (Snapshots/**/*.png): reading and decoding each from
  /// disk twice, and comparing the two copies, as each assertion of the suite does. The
  /// comparisons' total is the number the issue budgets (under one second).
  static func goldenSuite() throws {
    // Benchmarks/SnapshotBenchmarks.swift → the package root.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    let snapshots = root.appendingPathComponent("Snapshots")
    guard let enumerator = FileManager.default.enumerator(at: snapshots, includingPropertiesForKeys: nil) else {
      print("no Snapshots/ folder beside the benchmarks; skipping the golden suite")
      return
    }
    let files = enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "png" }.sorted { $0.path < $1.path }
    var pairs: [(RGBAImage, RGBAImage)] = []
    Benchmark(
      name: "golden suite: read + decode \(files.count) goldens twice", iterations: 5, unitsPerIteration: files.count,
      unit: "golden"
    ).run {
      pairs = files.compactMap { file in
        guard let first = try? PNGCodec.decode(contentsOf: file), let second = try? PNGCodec.decode(contentsOf: file)
        else { return nil }
        return (first, second)
      }
    }
    precondition(pairs.count == files.count, "every golden decodes")
    let total = Benchmark(
      name: "golden suite: compare all \(pairs.count) goldens", iterations: 11, unitsPerIteration: pairs.count,
      unit: "comparison"
    ).run {
      for (reference, actual) in pairs {
        precondition(ImageComparison.compare(reference: reference, actual: actual, tolerance: .exact).isMatch)
      }
    }
    print(String(format: "golden suite: all image comparisons take %.1f ms in total (budget 1000 ms)", total * 1000))
  }
}
