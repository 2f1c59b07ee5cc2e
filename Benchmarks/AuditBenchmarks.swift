import Foundation
import MaterialSnackbar
import SnackbarAudit
import SnackbarLayout
import SnackbarRenderAudit
import SnackbarRendering

/// The audit's cost (issue 21): in process, what auditing a snackbar adds to rendering it (the
/// target: at most 10 % of a render), and as the command, what `batch --audit` keeps of `batch`'s
/// throughput (the target: at least 90 %).
///
/// In process, each iteration renders `count` default `render` snackbars with an action, each
/// with its own text (no text is measured twice, as in a batch), to PNG bytes; the audited
/// iteration also audits each one first, by the path `snackbar audit` and `batch --audit` take:
/// the layout, then ``SnackbarAudit/audit(messageView:sizing:traits:language:measurer:behind:)``
/// (the layout again and at AX-XXXL, with the renderer's text measurer) and the colours behind
/// the container. Both variants run alternately in one process, so the ratio compares like with
/// like on a machine whose other core may be busy.
enum AuditBenchmarks {
  static let count = 500

  static func run() throws {
    print("== Audit: what an audit adds to a render, and batch --audit against batch")
    let renderer = try SnackbarRenderer()
    var offset = 0
    func texts() -> Range<Int> {
      defer { offset += count }
      return offset..<(offset + count)
    }
    var renderTimes: [Double] = []
    var auditedTimes: [Double] = []
    var auditOnlyTimes: [Double] = []
    // Warm-up: the fonts and the icon cache.
    for index in texts() { _ = try audit(request(index), renderer: renderer) }
    for _ in 0..<7 {
      renderTimes.append(
        try time {
          for index in texts() { _ = try renderer.renderPNG(request(index)) }
        })
      auditedTimes.append(
        try time {
          for index in texts() {
            let request = request(index)
            _ = try audit(request, renderer: renderer)
            _ = try renderer.renderPNG(request)
          }
        })
      auditOnlyTimes.append(
        try time {
          for index in texts() { _ = try audit(request(index), renderer: renderer) }
        })
    }
    let render = median(renderTimes) / Double(count)
    let audited = median(auditedTimes) / Double(count)
    let auditOnly = median(auditOnlyTimes) / Double(count)
    print("  render to PNG:            \(milliseconds(render)) ms per snackbar (median of 7 x \(count))")
    print("  audit, then render:       \(milliseconds(audited)) ms per snackbar")
    print("  audit alone (cold text):  \(milliseconds(auditOnly)) ms per snackbar")
    print(
      "  audit cost / render = \(percent((audited - render) / render)) (target at most 10 %); "
        + "audit alone / render = \(percent(auditOnly / render))")
    try commandLine()
  }

  /// The audit `snackbar audit` makes of `request`.
  static func audit(_ request: SnackbarRenderRequest, renderer: SnackbarRenderer) throws -> SnackbarAuditReport {
    let layout = try renderer.layout(request)
    return try SnackbarAudit.audit(
      messageView: request.messageView, sizing: request.layoutSizing, traits: request.effectiveTraits,
      language: request.language, measurer: renderer.textMeasurer,
      behind: renderer.colorsBehindContainer(request, layout: layout))
  }

  /// A default `render` request with an action: MDC's theme, one line of text at 2x.
  static func request(_ index: Int) -> SnackbarRenderRequest {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    SnackbarTheme.mdc.apply(to: manager)
    var traits = SnackbarTraitCollection()
    traits.displayScale = 2
    let message = SnackbarMessage(text: "Message \(index) archived")
    message.action = SnackbarMessageAction(title: "Undo")
    return SnackbarRenderRequest(message: message, manager: manager, traits: traits)
  }

  /// `snackbar batch` and `snackbar batch --audit` on the same 5,000-line job list with 2 jobs,
  /// alternately, three times each, into RAM-backed folders when there are some (the file
  /// system's cost is the same for both and would only blur the ratio).
  static func commandLine() throws {
    let executable = ChildProcess.snackbar
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      print("  no snackbar beside the benchmarks (\(executable.path)); `make bench` builds it. Skipping the command.")
      return
    }
    let shared = URL(fileURLWithPath: "/dev/shm")
    let base =
      FileManager.default.isWritableFile(atPath: shared.path) ? shared : FileManager.default.temporaryDirectory
    let scratch = base.appendingPathComponent("snackbar-audit-bench-\(getpid())")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let lines = 5_000
    var plain: [Double] = []
    var audited: [Double] = []
    for round in 0..<3 {
      for audits in [false, true] {
        let folder = scratch.appendingPathComponent("\(round)-\(audits ? "audit" : "plain")")
        let jobList = scratch.appendingPathComponent("jobs-\(round)-\(audits).jsonl")
        try BatchBenchmarks.writeJobList(to: jobList, count: lines) { line in
          "{\"command\": \"render\", \"text\": \"Message \(line) archived\", \"action\": \"Undo\", "
            + "\"output\": \"\(folder.path)/\(line).png\"}"
        }
        let arguments =
          ["batch", jobList.path, "--jobs", "2", "--quiet"]
          + (audits ? ["--audit", scratch.appendingPathComponent("audit-\(round).jsonl").path] : [])
        let rate = Double(lines) / (try ChildProcess.run(executable, arguments)).seconds
        if audits { audited.append(rate) } else { plain.append(rate) }
      }
    }
    let (plainRate, auditedRate) = (median(plain), median(audited))
    print(
      "  snackbar batch, 2 jobs, \(lines) renders with an action: \(Int(plainRate.rounded())) PNG/s; "
        + "with --audit: \(Int(auditedRate.rounded())) PNG/s (medians of 3, in \(base.path))")
    print("  batch --audit / batch = \(percent(auditedRate / plainRate)) (target at least 90 %)")
  }

  static func time(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
  static func milliseconds(_ seconds: Double) -> String { String(format: "%.3f", seconds * 1e3) }
  static func percent(_ ratio: Double) -> String { String(format: "%.1f %%", ratio * 100) }
}
