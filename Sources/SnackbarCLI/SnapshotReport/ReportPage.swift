import Foundation
import SnackbarFiles
import SnackbarRendering
import SnackbarSnapshotCore

/// The HTML report of the failed snapshots in an artifacts directory: one self-contained page,
/// images inline as `data:` URIs, written piece by piece into a temporary file that replaces
/// the output only once it is complete.
struct ReportPage {
  /// The directories the entries were found in (one per CI shard), as shown on the page.
  let artifactsDirectories: [URL]
  /// The failed snapshots, in page order.
  let entries: [ReportEntry]

  /// What was written.
  struct Summary: Equatable {
    /// Failed snapshots on the page.
    var failures: Int
    /// The page's size in bytes.
    var byteCount: Int
    /// The most bytes held in the write buffer at once (bounded, however large the page).
    var peakBufferedBytes: Int
    /// For each entry, in page order, the SHA-256 of its actual file as the page shows it; nil
    /// where the page does not show it whole (``ReportEntrySection/write(into:)``).
    var actualDigests: [[UInt8]?] = []
  }

  /// Writes the page to `output` atomically.
  /// - Throws: ``ReportError/outputNotWritten(_:)`` naming the path and the reason.
  func write(to output: URL) throws(ReportError) -> Summary {
    var summary = Summary(failures: entries.count, byteCount: 0, peakBufferedBytes: 0)
    do {
      try AtomicFile.write(to: output) { file throws(FileSystemError) in
        var page = ReportPageSink(file)
        summary = try write(into: &page, extraScript: nil)
      }
    } catch {
      throw .outputNotWritten(error.description)
    }
    return summary
  }

  /// The page in memory, with `extraScript` in a script element of its own after the page's
  /// (the review's buttons): the page `write(to:)` writes, plus that element.
  func bytes(extraScript: String?) throws(ReportError) -> (page: [UInt8], summary: Summary) {
    var page = ReportPageSink()
    do {
      let summary = try write(into: &page, extraScript: extraScript)
      return (page.collected, summary)
    } catch {
      throw .outputNotWritten(error.description)
    }
  }

  private func write(into page: inout ReportPageSink, extraScript: String?) throws(FileSystemError) -> Summary {
    var summary = Summary(failures: entries.count, byteCount: 0, peakBufferedBytes: 0)
    try writeHead(&page)
    for (index, entry) in entries.enumerated() {
      summary.actualDigests.append(
        try ReportEntrySection(entry: entry, id: "failure-\(index + 1)", shards: artifactsDirectories.count)
          .write(into: &page))
    }
    try writeTail(&page, extraScript: extraScript)
    try page.flush()
    summary.byteCount = page.byteCount
    summary.peakBufferedBytes = page.peakBufferedBytes
    return summary
  }

  private func writeHead(_ page: inout ReportPageSink) throws(FileSystemError) {
    let title = entries.isEmpty ? "No snapshot failures" : "Snapshot failures: \(entries.count)"
    try page.raw(
      """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title)</title>
      <style>
      \(ReportPageAssets.style)
      </style>
      </head>
      <body>
      <header>
      <h1>\(title)</h1>
      <p>Artifacts:
      """)
    for directory in artifactsDirectories {
      try page.raw(" <code>")
      try page.text(directory.path)
      try page.raw("</code>")
    }
    try page.raw("</p>\n")
    guard !entries.isEmpty else {
      try page.raw("</header>\n<main>\n<p class=\"empty\">No failed snapshots: the directory holds no artifacts. ")
      try page.raw("Nothing to review.</p>\n")
      return
    }
    try page.raw(
      """
      <div class="toolbar">
      <label for="zoom">Zoom</label>
      <select id="zoom">
      <option value="1" selected>1× (image pixels)</option>
      <option value="2">2×</option>
      <option value="4">4×</option>
      <option value="8">8×</option>
      </select>
      <span>Images are never smoothed, so single pixels stay sharp when zoomed.</span>
      </div>
      <nav aria-label="Failed snapshots">
      <ol>

      """)
    for (index, entry) in entries.enumerated() {
      try page.raw("<li><a href=\"#failure-\(index + 1)\">")
      try page.text(entry.title)
      try page.raw("</a>")
      if let kind = Self.kind(of: entry) {
        try page.raw(" — ")
        try page.text(ReportFailureFacts.title(kind))
      }
      try page.raw("</li>\n")
    }
    try page.raw("</ol>\n</nav>\n</header>\n<main>\n")
  }

  private func writeTail(_ page: inout ReportPageSink, extraScript: String?) throws(FileSystemError) {
    try page.raw("</main>\n<script>\n\(ReportPageAssets.script)\n</script>\n")
    if let extraScript { try page.raw("<script>\n\(extraScript)\n</script>\n") }
    try page.raw("</body>\n</html>\n")
  }

  /// The kind from the entry's record, for the table of contents; records are small, so reading
  /// them again for the sections costs little and keeps nothing in memory between the two.
  private static func kind(of entry: ReportEntry) -> SnapshotFailureRecord.Kind? {
    guard let url = entry.files[.record] else { return nil }
    return try? SnapshotFailureRecord.read(from: url).kind
  }
}
