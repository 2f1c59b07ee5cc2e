import Foundation
import SnackbarFiles
import SnackbarJSON
import SnackbarLayout
import SnackbarRendering
import SnackbarSnapshotCore

/// A failing flow's differing moments (`<name>.frames.png` and `<name>.frames.json`, written by a
/// failing `.timeline()` assertion) as a frame scrubber: a slider over the moments, showing one
/// row of the frames image at a time (golden left, this run right) with its time, events and
/// differing pixels; without scripts, the whole image and the list.
///
/// The index comes from anyone's test run: read bounded, parsed strictly, every number checked to
/// be a whole number that fits the image, every text escaped.
struct ReportFrames {
  /// One differing moment: its caption and its row on the frames image.
  struct Frame: Equatable {
    var caption: String
    var y: Int
    var height: Int
  }

  /// The index is a few hundred bytes per moment; 1 MiB is thousands of them.
  static let indexBytes = 1 << 20

  var frames: [Frame]
  /// The moments of the run's page, and the times its event log differs at.
  var momentCount: Int
  var logChangedAt: [String]

  /// Parses the index against the frames image's `height`.
  /// - Throws: a message saying what is wrong with the index.
  init(index url: URL, imageHeight: Int) throws(ReportFileProblem) {
    let bytes: [UInt8]
    do {
      bytes = try SnapshotFileLimits.read(url.path, limit: Self.indexBytes)
    } catch {
      throw ReportFileProblem(reason: SnapshotFileLimits.reason(error))
    }
    let root: SnackbarJSONNode
    do {
      root = try SnackbarJSONReader.read(bytes)
    } catch {
      throw ReportFileProblem(reason: "not JSON: \(error)")
    }
    guard case .array(let list)? = root["frames"]?.content, list.count <= 10_000 else {
      throw ReportFileProblem(reason: "no \"frames\" list")
    }
    momentCount = try Self.whole(root["moments"], "moments", upTo: 1 << 30)
    if case .array(let times)? = root["logChangedAt"]?.content {
      logChangedAt = times.prefix(100).compactMap { node in
        if case .string(let text) = node.content { return text }
        return nil
      }
    } else {
      logChangedAt = []
    }
    frames = []
    for node in list {
      let y = try Self.whole(node["y"], "y", upTo: imageHeight - 1)
      let height = try Self.whole(node["height"], "height", upTo: imageHeight - y)
      guard height > 0 else { throw ReportFileProblem(reason: "a frame of height 0") }
      let pixels = try Self.whole(node["differingPixels"], "differingPixels", upTo: Int(Int32.max))
      guard case .number(let time)? = node["t"]?.content, Double(time)?.isFinite == true else {
        throw ReportFileProblem(reason: "a frame without a time \"t\"")
      }
      var events: [String] = []
      if case .array(let list)? = node["events"]?.content {
        events = list.prefix(20).compactMap { event in
          if case .string(let text) = event.content { return text }
          return nil
        }
      }
      let eventText = events.isEmpty ? "no events" : events.joined(separator: ", ")
      frames.append(Frame(caption: "\(time) s · \(eventText) · \(pixels) pixels differ", y: y, height: height))
    }
    guard !frames.isEmpty else { throw ReportFileProblem(reason: "an empty \"frames\" list") }
  }

  /// A whole number from 0 to `limit`.
  private static func whole(_ node: SnackbarJSONNode?, _ key: String, upTo limit: Int) throws(ReportFileProblem) -> Int
  {
    guard case .number(let text)? = node?.content, let value = Int(text), value >= 0, value <= limit else {
      throw ReportFileProblem(reason: "\"\(key)\" is not a whole number from 0 to \(max(limit, 0))")
    }
    return value
  }

  /// Writes the scrubber for section `id`; the image is streamed from `image`.
  func write(id: String, title: String, image: URL, size: (width: Int, height: Int), into page: inout ReportPageSink)
    throws(FileSystemError) -> String?
  {
    try page.raw("<div class=\"frames\" data-frames=\"\(id)\">\n<h3>")
    try page.text("Moments that differ: \(frames.count) of \(momentCount), golden (left) beside this run (right)")
    try page.raw("</h3>\n")
    if !logChangedAt.isEmpty {
      try page.raw("<p>")
      try page.text("The event logs differ at " + logChangedAt.map { "\($0) s" }.joined(separator: ", ") + ".")
      try page.raw("</p>\n")
    }
    try page.raw(
      """
      <div class="scrub" hidden>
      <label for="\(id)-moment">Moment</label>
      <input type="range" id="\(id)-moment" min="0" max="\(frames.count - 1)" step="1" value="0" aria-describedby="\(id)-moment-status">
      <output id="\(id)-moment-status" aria-live="polite"></output>
      </div>
      <div class="frameview"><img class="px" alt="
      """)
    try page.text("The differing moments of \(title), golden beside this run, \(size.width)×\(size.height) pixels")
    try page.raw(
      "\" width=\"\(size.width)\" height=\"\(size.height)\" style=\"--w:\(size.width)\" src=\"data:image/png;base64,")
    let failure = try ReportFileReader.streamBase64(image, into: &page)
    try page.raw("\"></div>\n<ol class=\"moments\">\n")
    for frame in frames {
      try page.raw("<li data-y=\"\(frame.y)\" data-h=\"\(frame.height)\">")
      try page.text(frame.caption)
      try page.raw("</li>\n")
    }
    try page.raw("</ol>\n</div>\n")
    return failure
  }
}
