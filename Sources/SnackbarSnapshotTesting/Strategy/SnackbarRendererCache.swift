import Foundation
import SnackbarRendering

/// The renderer the snackbar strategies draw with: one `SnackbarRenderer` per thread, made on
/// first use and kept for the thread's life.
///
/// Why per thread: a renderer owns a Pango font map, which must stay on the thread that made it,
/// so renderers cannot be shared between concurrently running tests. Why cached: making one
/// costs about 100 ms (fontconfig and Pango set-up), far more than rendering a snackbar, and a
/// suite of a hundred goldens would spend seconds making renderers. Test runners (Swift Testing's
/// cooperative pool, XCTest's main thread) run on a handful of long-lived threads, so a suite
/// makes at most one renderer per core.
///
/// A task-local would not do: a task can resume on another thread after a suspension, taking a
/// renderer with it. Snapshot strategies are synchronous, so a thread-local renderer is used
/// only by the thread that owns it. Do not pass the returned renderer to another thread.
public enum SnackbarRendererCache {
  /// The key under which a thread keeps its renderer in `Thread.threadDictionary`.
  static let threadKey = "SnackbarSnapshotTesting.SnackbarRenderer"

  /// This thread's renderer, made now if the thread has none.
  /// - Throws: `SnackbarRenderError/font(_:)` naming the Debian package of a missing font. A
  ///   failure is not cached, so a later call retries.
  public static func renderer() throws(SnackbarRenderError) -> SnackbarRenderer {
    let dictionary = Thread.current.threadDictionary
    if let cached = dictionary[threadKey] as? SnackbarRenderer { return cached }
    let renderer = try SnackbarRenderer()
    dictionary[threadKey] = renderer
    return renderer
  }
}
