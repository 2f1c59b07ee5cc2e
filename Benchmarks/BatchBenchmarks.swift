import Foundation
import MaterialSnackbar
import SnackbarRendering

/// Batch throughput (issue 12): 10,000 one-line 774x160 PNGs (the default `render --text`: 359 pt
/// wide at 2x, tight framing), each with its own text, through ``SnackbarRendererPool`` with 1
/// and 2 jobs, to bytes only and to files in a temporary folder. The ratio of the rates is the
/// scaling. Target: 2,400 PNG/s with 2 jobs.
enum BatchBenchmarks {
  static let count = 10_000

  static func run() throws {
    print("== Batch: \(count) one-line PNGs through SnackbarRendererPool (target 2,400 PNG/s with 2 jobs)")
    let probe = try SnackbarRenderer().render(request(0))
    print("image: \(probe.width)x\(probe.height) px")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snackbar-batch-bench-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    try baseline()
    for writesFiles in [false, true] {
      var rates: [Int: Double] = [:]
      for jobs in [1, 2] {
        rates[jobs] = try measure(jobs: jobs, folder: writesFiles ? folder : nil)
      }
      let ratio = (rates[2] ?? 0) / max(rates[1] ?? 1, 1)
      print("  \(writesFiles ? "to files" : "to bytes"): 2 jobs / 1 job = \(String(format: "%.2f", ratio))x")
    }
  }

  /// The same work without a pool, to see the pool's own cost: making the requests alone, then
  /// making and rendering them on this thread with one renderer.
  static func baseline() throws {
    var start = DispatchTime.now().uptimeNanoseconds
    for index in 0..<count { _ = request(index) }
    let making = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print("  making the requests only: \(String(format: "%.3f", making * 1e3 / Double(count))) ms/request")
    let renderer = try SnackbarRenderer()
    start = DispatchTime.now().uptimeNanoseconds
    for index in 0..<count { _ = try renderer.renderPNG(request(index)) }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print(
      "  no pool, one renderer: \(String(format: "%.2f", seconds)) s, \(Int((Double(count) / seconds).rounded())) PNG/s, "
        + "\(String(format: "%.3f", seconds * 1e3 / Double(count))) ms/PNG")
  }

  /// A default `render` request: MDC's theme, one line of text.
  static func request(_ index: Int) -> SnackbarRenderRequest {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    SnackbarTheme.mdc.apply(to: manager)
    var traits = SnackbarTraitCollection()
    traits.displayScale = 2
    return SnackbarRenderRequest(
      message: SnackbarMessage(text: "Message \(index) archived"), manager: manager, traits: traits)
  }

  /// PNGs per second for `count` requests made as they are read, as `snackbar batch` does.
  static func measure(jobs: Int, folder: URL?) throws -> Double {
    let pool = try SnackbarRendererPool(jobs: jobs)
    var failures = 0
    let start = DispatchTime.now().uptimeNanoseconds
    pool.process(
      (0..<count).lazy.map { (index: $0, request: request($0)) },
      work: { renderer, item throws(SnackbarRenderError) -> Int in
        let bytes = try renderer.renderPNG(item.request)
        if let folder {
          do throws(AtomicFileError) {
            try AtomicFile.write(bytes, to: folder.appendingPathComponent("\(item.index).png"))
          } catch {
            throw .writing(error)
          }
        }
        return bytes.count
      }
    ) { result in
      if case .failure = result.result { failures += 1 }
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    precondition(failures == 0, "\(failures) renders failed")
    let rate = Double(count) / seconds
    let target = folder == nil ? "bytes" : "files"
    print(
      "  \(jobs) job\(jobs == 1 ? " " : "s") to \(target): \(String(format: "%.2f", seconds)) s, "
        + "\(Int(rate.rounded())) PNG/s, \(String(format: "%.3f", seconds * 1e3 / Double(count))) ms/PNG")
    return rate
  }
}
