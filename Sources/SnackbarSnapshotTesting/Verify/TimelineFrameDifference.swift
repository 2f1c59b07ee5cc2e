import Foundation
import SnackbarBasics
import SnackbarFlow
import SnackbarImage
import SnackbarJSON
import SnackbarRendering
import SnackbarSnapshotCore

/// A failing `.timeline()` snapshot compared moment by moment: which rows of the filmstrip differ
/// from the golden's (time, events, differing pixels), and how the event logs differ, moment by
/// moment, instead of two filmstrips and a pixel count for the whole page.
///
/// The golden's page holds no record of where its rows lie, so each moment of this run is
/// compared with the same rectangle of the golden's page (a pixel the golden's page does not
/// have counts as differing). Up to the first moment that was added or removed the rows line up
/// exactly; after one, the event logs' comparison (which needs no geometry) says what changed.
package struct TimelineFrameDifference: Sendable, Equatable {
  /// One moment of this run whose row differs from the golden page's.
  package struct Moment: Sendable, Equatable {
    package var time: TimeInterval
    package var events: [String]
    package var differingPixels: Int
    /// The row on this run's page.
    package var row: PixelRect
  }

  /// The event-log lines of one moment that only one log has.
  package struct LogChange: Sendable, Equatable {
    /// The moment's time as the log writes it (`0.5`).
    package var time: String
    package var onlyInGolden: [String]
    package var onlyInActual: [String]
  }

  /// How many moments this run's page has.
  package var momentCount: Int
  /// The moments whose rows differ, in time order.
  package var moments: [Moment]
  /// The moments whose event-log lines differ, in time order; nil when the golden's log could not
  /// be read.
  package var logChanges: [LogChange]?

  /// The most moments and log lines the failure message lists; the artifacts hold every moment.
  static let listedLimit = 20
  /// The most moments the frames artifact shows.
  static let framesLimit = 64

  /// Compares `actual` with the golden page and event log.
  package init(actual: SnackbarTimeline, goldenPage: RGBAImage, goldenLog: String?) {
    momentCount = actual.moments.count
    moments = actual.moments.compactMap { moment in
      let count = Self.differingPixels(actual.filmstrip, goldenPage, in: moment.row)
      guard count > 0 else { return nil }
      return Moment(time: moment.time, events: moment.events, differingPixels: count, row: moment.row)
    }
    logChanges = goldenLog.map { Self.logChanges(golden: $0, actual: actual.eventLog) }
  }

  /// Pixels of `region` (of `actual`) that `golden` does not have or has in another colour.
  static func differingPixels(_ actual: RGBAImage, _ golden: RGBAImage, in region: PixelRect) -> Int {
    guard let region = actual.bounds.intersection(region) else { return 0 }
    var count = 0
    actual.bytes.withUnsafeBufferPointer { a in
      golden.bytes.withUnsafeBufferPointer { g in
        for y in region.y..<(region.y + region.height) {
          for x in region.x..<(region.x + region.width) {
            guard x < golden.width, y < golden.height else {
              count += 1
              continue
            }
            let i = (y * actual.width + x) * 4
            let j = (y * golden.width + x) * 4
            if a[i] != g[j] || a[i + 1] != g[j + 1] || a[i + 2] != g[j + 2] || a[i + 3] != g[j + 3] { count += 1 }
          }
        }
      }
    }
    return count
  }

  /// The log lines each log has and the other has not, grouped by moment (`"t"`); a line that is
  /// not a JSON object with a number `t` is grouped under `?`.
  static func logChanges(golden: String, actual: String) -> [LogChange] {
    let goldenLines = grouped(golden)
    let actualLines = grouped(actual)
    let times = Set(goldenLines.keys).union(actualLines.keys).sorted {
      (Double($0) ?? .infinity, $0) < (Double($1) ?? .infinity, $1)
    }
    return times.compactMap { time in
      let (onlyInGolden, onlyInActual) = Self.difference(goldenLines[time] ?? [], actualLines[time] ?? [])
      guard !onlyInGolden.isEmpty || !onlyInActual.isEmpty else { return nil }
      return LogChange(time: time, onlyInGolden: onlyInGolden, onlyInActual: onlyInActual)
    }
  }

  /// The lines of `log` by their moment.
  private static func grouped(_ log: String) -> [String: [String]] {
    var groups: [String: [String]] = [:]
    for line in log.split(separator: "\n") where !line.isEmpty {
      var time = "?"
      if let node = try? SnackbarJSONReader.read(String(line)), case .number(let text)? = node["t"]?.content {
        time = text
      }
      groups[time, default: []].append(String(line))
    }
    return groups
  }

  /// The lines of `a` not matched in `b`, and of `b` not matched in `a` (as multisets, in order).
  private static func difference(_ a: [String], _ b: [String]) -> ([String], [String]) {
    var remaining = b
    var onlyInA: [String] = []
    for line in a {
      if let index = remaining.firstIndex(of: line) {
        remaining.remove(at: index)
      } else {
        onlyInA.append(line)
      }
    }
    return (onlyInA, remaining)
  }

  /// The failure message's part: the differing moments and the event logs' differences.
  package var summary: String {
    var lines: [String] = []
    if moments.isEmpty {
      lines.append("Frame by frame: every moment's row matches the golden page's (the page differs elsewhere).")
    } else {
      lines.append(
        "Frame by frame: \(moments.count) of \(momentCount) moment\(momentCount == 1 ? "" : "s") differ "
          + "(each row of this run's page against the same rectangle of the golden's):")
      for moment in moments.prefix(Self.listedLimit) {
        let events = moment.events.isEmpty ? "no events" : moment.events.joined(separator: ", ")
        lines.append(
          "  \(SnackbarFlowEventLog.seconds(moment.time)) s (\(events)): \(moment.differingPixels) pixels differ")
      }
      if moments.count > Self.listedLimit { lines.append("  … and \(moments.count - Self.listedLimit) more") }
    }
    switch logChanges {
    case nil:
      lines.append("Event logs: the golden's log could not be read.")
    case let changes? where changes.isEmpty:
      lines.append("Event logs: the same (the pictures changed, not what the manager did).")
    case let changes?:
      lines.append(
        "Event logs: differ at \(changes.count) moment\(changes.count == 1 ? "" : "s") (- golden, + this run):")
      var listed = 0
      for change in changes {
        guard listed < Self.listedLimit else {
          lines.append("  …")
          break
        }
        lines.append("  \(EchoedText.escaped(change.time)) s:")
        // The golden's log is a file anyone's pull request can change: shown escaped.
        for line in change.onlyInGolden { lines.append("    - \(EchoedText.escaped(line))") }
        for line in change.onlyInActual { lines.append("    + \(EchoedText.escaped(line))") }
        listed += change.onlyInGolden.count + change.onlyInActual.count
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The frames artifact: one row per differing moment (up to ``framesLimit``), the golden page's
  /// rectangle on the left and this run's row on the right, 16 px apart; nil when no row differs.
  package func frames(actual: SnackbarTimeline, goldenPage: RGBAImage) -> (image: RGBAImage, rows: [PixelRect])? {
    let shown = moments.prefix(Self.framesLimit)
    guard let width = shown.map(\.row.width).max(), width > 0 else { return nil }
    let gap = 16
    let height = shown.reduce(0) { $0 + $1.row.height + gap } - gap
    guard height > 0, var page = try? RGBAImage(width: 2 * width + gap, height: height, fill: RGBAPixel(white: 255))
    else { return nil }
    var y = 0
    var rows: [PixelRect] = []
    for moment in shown {
      if let region = goldenPage.bounds.intersection(moment.row), let golden = try? goldenPage.cropped(to: region) {
        page.place(golden, atX: region.x - moment.row.x, y: y + region.y - moment.row.y)
      }
      if let region = actual.filmstrip.bounds.intersection(moment.row),
        let row = try? actual.filmstrip.cropped(to: region)
      {
        page.place(row, atX: width + gap + region.x - moment.row.x, y: y + region.y - moment.row.y)
      }
      rows.append(PixelRect(x: 0, y: y, width: 2 * width + gap, height: moment.row.height))
      y += moment.row.height + gap
    }
    return (page, rows)
  }

  /// The frames artifact's index, for the report's scrubber: a JSON object whose `frames` list
  /// each differing moment's time, events, differing pixels and row on the frames image.
  package func framesIndex(rows: [PixelRect]) -> String {
    let frames = zip(moments, rows).map { moment, row -> SnackbarJSONValue in
      .object([
        "t": .number(moment.time),
        "events": .array(moment.events.map { .string($0) }),
        "differingPixels": .number(Double(moment.differingPixels)),
        "y": .number(Double(row.y)),
        "height": .number(Double(row.height)),
      ])
    }
    let changedTimes = (logChanges ?? []).map { SnackbarJSONValue.string($0.time) }
    var members: SnackbarJSONObject = [
      "moments": .number(Double(momentCount)),
      "frames": .array(frames),
      "logChangedAt": .array(changedTimes),
    ]
    if let width = rows.first?.width { members["width"] = .number(Double(width)) }
    return SnackbarJSONValue.object(members).canonicalText() + "\n"
  }
}
