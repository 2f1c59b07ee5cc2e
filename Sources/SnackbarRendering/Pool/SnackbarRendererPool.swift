import Foundation

/// Renders many requests at once: a fixed number of worker threads, each with its own
/// ``SnackbarRenderer``, fed through a bounded queue.
///
/// ```swift
/// let pool = try SnackbarRendererPool(jobs: 2)
/// let requests = ["Photo archived", "Email sent"].map {
///   SnackbarRenderRequest(message: SnackbarMessage(text: $0))
/// }
/// let pngs = await pool.renderPNGs(requests)  // in input order
/// ```
///
/// Renderers are not `Sendable` (Pango font maps stay on one thread), so each worker makes its
/// own on its own thread; they share the loaded fonts and the shadow cache. The workers are
/// threads rather than tasks because a render blocks its thread for its whole duration, which
/// would starve Swift's cooperative thread pool.
///
/// For inputs too large to hold in memory, ``process(_:work:onResult:)`` reads its input
/// sequence lazily, at most ``queueCapacity`` elements ahead of the workers, and hands back each
/// result as it finishes: memory stays flat however long the sequence is. The same request gives
/// the same bytes in a pool as from a lone renderer, whatever the number of jobs.
public final class SnackbarRendererPool: Sendable {
  /// How many worker threads (and renderers) a run uses.
  public let jobs: Int
  /// How many inputs may wait for a worker; the input sequence is read no further ahead.
  public let queueCapacity: Int
  private let fontEnvironment: FontEnvironment

  /// The number of processors available to this process: one job per core.
  public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// A pool over the pinned fonts (Debian paths, or `SNACKBAR_FONTS_DIR`).
  /// - Parameters:
  ///   - jobs: worker threads, 1 or more; default one per core.
  ///   - queueCapacity: inputs read ahead of the workers; default four per job.
  /// - Throws: ``SnackbarRenderError/font(_:)`` naming the Debian package of a missing font,
  ///   ``SnackbarRenderError/invalidRequest(field:value:expected:)`` for fewer than one job.
  public convenience init(jobs: Int = defaultJobs, queueCapacity: Int? = nil) throws(SnackbarRenderError) {
    let environment: FontEnvironment
    do {
      environment = try FontEnvironment.load(locator: FontLocator())
    } catch {
      throw .font(error)
    }
    try self.init(fontEnvironment: environment, jobs: jobs, queueCapacity: queueCapacity)
  }

  /// A pool whose renderers draw with an already loaded font environment.
  /// - Throws: ``SnackbarRenderError/invalidRequest(field:value:expected:)`` for fewer than one
  ///   job or a queue capacity below 1.
  public init(fontEnvironment: FontEnvironment, jobs: Int, queueCapacity: Int? = nil) throws(SnackbarRenderError) {
    guard jobs >= 1 else { throw .invalidRequest(field: "jobs", value: "\(jobs)", expected: "1 or more") }
    let capacity = queueCapacity ?? jobs * 4
    guard capacity >= 1 else {
      throw .invalidRequest(field: "queueCapacity", value: "\(capacity)", expected: "1 or more")
    }
    self.fontEnvironment = fontEnvironment
    self.jobs = jobs
    self.queueCapacity = capacity
  }

  /// Runs `work` on every element of `inputs` on the worker threads and calls `onResult` with
  /// each result as it finishes (completion order; ``SnackbarPoolResult/index`` is the input's
  /// position). Returns when every input is done.
  ///
  /// `inputs` is iterated on the calling thread, lazily, which blocks while ``queueCapacity``
  /// inputs wait; `onResult` is called on the calling thread too, never concurrently, so it may
  /// update state without locks. A worker whose renderer cannot be made reports that error for
  /// each input it takes.
  public func process<Inputs: Sequence, Output: Sendable>(
    _ inputs: Inputs,
    work: @escaping @Sendable (SnackbarRenderer, Inputs.Element) throws(SnackbarRenderError) -> Output,
    onResult: (SnackbarPoolResult<Output>) -> Void
  ) where Inputs.Element: Sendable {
    let queue = PoolQueue<Inputs.Element, Output>(capacity: queueCapacity, workers: jobs)
    for _ in 0..<jobs {
      startWorker(queue, work: work)
    }
    for (index, input) in inputs.enumerated() {
      while true {
        let (accepted, results) = queue.offer(index: index, input)
        results.forEach(onResult)
        if accepted { break }
      }
    }
    queue.endInput()
    while let results = queue.nextResults() {
      results.forEach(onResult)
    }
  }

  /// Renders each request to PNG bytes, calling `onResult` as each finishes (completion order,
  /// with the request's index), with the back-pressure of ``process(_:work:onResult:)``.
  public func renderPNGs(
    _ requests: some Sequence<SnackbarRenderRequest>, onResult: (SnackbarPoolResult<[UInt8]>) -> Void
  ) {
    process(requests, work: { renderer, request throws(SnackbarRenderError) in try renderer.renderPNG(request) }) {
      onResult($0)
    }
  }

  /// Renders each request to PNG bytes and returns the results in input order.
  ///
  /// The feeding happens on a thread of its own, so the calling task is suspended, not blocked.
  /// Every result is held until all are done; for very many requests use
  /// ``renderPNGs(_:onResult:)``, which hands each back as it finishes.
  public func renderPNGs(_ requests: [SnackbarRenderRequest]) async -> [Result<[UInt8], SnackbarRenderError>] {
    await withCheckedContinuation { continuation in
      let thread = Thread { [self] in
        var results = [Result<[UInt8], SnackbarRenderError>](
          repeating: .failure(.invalidRequest(field: "request", value: "not rendered", expected: "a result")),
          count: requests.count)
        renderPNGs(requests) { results[$0.index] = $0.result }
        continuation.resume(returning: results)
      }
      thread.stackSize = Self.workerStackSize
      thread.start()
    }
  }

  /// Pango, HarfBuzz and Cairo recurse on the worker's stack; 8 MiB is the main thread's size,
  /// where the renderer is known to work.
  private static let workerStackSize = 8 << 20

  /// Starts one worker: it makes its renderer on its own thread, then takes inputs until the
  /// queue is closed and empty.
  private func startWorker<Input: Sendable, Output: Sendable>(
    _ queue: PoolQueue<Input, Output>,
    work: @escaping @Sendable (SnackbarRenderer, Input) throws(SnackbarRenderError) -> Output
  ) {
    let environment = fontEnvironment
    let thread = Thread {
      let renderer = Result { () throws(SnackbarRenderError) in try SnackbarRenderer(fontEnvironment: environment) }
      while let (index, input) = queue.take() {
        let result = renderer.flatMap { renderer in
          Result { () throws(SnackbarRenderError) in try work(renderer, input) }
        }
        queue.finish(SnackbarPoolResult(index: index, result: result))
      }
      queue.workerStopped()
    }
    thread.stackSize = Self.workerStackSize
    thread.start()
  }
}
