import Foundation
import MaterialSnackbar
import SnackbarFlow
import SnackbarImage
import SnackbarLayout
import SnackbarRendering

/// A flow on one page: a row per moment at which the manager did something (or a step was
/// applied), the moment's time, steps (marked » and coloured: what the user or the app did) and
/// events (what the manager did) on the left and the screen right after them on the right. The
/// picture a reviewer reads in a pull request.
///
/// Every row shows the same horizontal band of the screen: the rows any snackbar of the flow
/// (with its shadow) touched, plus ``bandPadding``, so the rows line up and the empty rest of the
/// screen is left out. A flow in which no snackbar appears shows whole screens.
///
/// Sizes are in pixels: key frames are drawn at the player's filmstrip scale and the page at 1:1.
public struct SnackbarFilmstrip: Sendable {
  /// A heading over the rows; nil for none.
  public var title: String?
  /// The width of the caption column, in pixels.
  public var captionWidth: Int
  /// Space around the page and between rows and columns, in pixels.
  public var spacing: Int
  /// Screen rows kept above and below the snackbars' band, in pixels.
  public var bandPadding: Int
  /// The caption font (sizes in pixels).
  public var captionFont: TextFont
  /// The font of each row's time.
  public var timeFont: TextFont
  /// The heading font.
  public var titleFont: TextFont
  /// The page colour.
  public var backgroundColor: SnackbarColor
  /// Captions (the time and the events) and heading.
  public var textColor: SnackbarColor
  /// The steps in captions, set apart from the manager's events.
  public var stepColor: SnackbarColor
  /// The line around each screen band.
  public var frameColor: SnackbarColor

  /// A filmstrip with 300-px captions in 13-px Roboto on a light page.
  public init(title: String? = nil) {
    self.title = title
    captionWidth = 300
    spacing = 16
    bandPadding = 16
    captionFont = TextFont(pointSize: 13)
    timeFont = TextFont(pointSize: 14, weight: .medium)
    titleFont = TextFont(pointSize: 18, weight: .medium)
    backgroundColor = SnackbarColor(rgb: 0xFAFAFA)
    textColor = SnackbarColor(rgb: 0x202124)
    stepColor = SnackbarColor(rgb: 0x1A62C7)
    frameColor = SnackbarColor(rgb: 0xC4C7C5)
  }

  /// The most lines a caption gives the steps of one moment, and the most it gives the events:
  /// a moment of 20,000 steps says "… and 19,989 more steps" rather than laying out 20,000 lines
  /// (which took seconds, for a page far beyond any image's size).
  public static let maximumCaptionLines = 12
  /// The most characters of one caption line; a longer one (a message of a whole page) ends in
  /// "…". Line breaks in a message show as spaces, so each step or event is one line.
  public static let maximumCaptionLineLength = 160

  /// The band of rows every key frame shows: the union of the snackbars' regions, padded, within
  /// the frames; the whole frame when no key frame has a snackbar.
  public func band(of keyFrames: [SnackbarKeyFrame]) -> PixelRect? {
    guard let first = keyFrames.first else { return nil }
    let bounds = first.bounds
    let union = keyFrames.compactMap(\.snackbarRegion).reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) {
      $0.union($1)
    }
    return band(around: union, in: bounds) ?? bounds
  }

  /// The rows of `bounds` that `union` (the snackbars' regions) covers, padded; nil when it is
  /// empty or outside.
  func band(around union: PixelRect, in bounds: PixelRect) -> PixelRect? {
    guard !union.isEmpty else { return nil }
    let padded = PixelRect(
      x: 0, y: union.y - bandPadding, width: bounds.width, height: union.height + 2 * bandPadding)
    return bounds.intersection(padded)
  }

  /// The caption of a key frame: its time, one line per step (marked ») and one per event, at
  /// most ``maximumCaptionLines`` of each (the last saying how many more there are), each at
  /// most ``maximumCaptionLineLength`` characters. Linear in the key frame's steps and events.
  public static func caption(_ keyFrame: SnackbarKeyFrame) -> (time: String, steps: String, events: String) {
    (
      SnackbarFlowEventLog.seconds(keyFrame.time) + " s",
      lines(keyFrame.steps.lazy.map { "» " + $0.action.summary }, count: keyFrame.steps.count, noun: "step"),
      lines(keyFrame.events.lazy.map(\.summary), count: keyFrame.events.count, noun: "event")
    )
  }

  /// The first of `count` lines, shortened, and "… and N more NOUNs" for the rest.
  private static func lines(_ all: some Sequence<String>, count: Int, noun: String) -> String {
    let shown = count > maximumCaptionLines ? maximumCaptionLines - 1 : count
    var lines = all.prefix(shown).map(shortened)
    if shown < count {
      let more = count - shown
      lines.append("… and \(grouped(more)) more \(noun)\(more == 1 ? "" : "s")")
    }
    return lines.joined(separator: "\n")
  }

  /// `19,989`: thousands set apart, the same on every machine (no locale).
  static func grouped(_ number: Int) -> String {
    var digits = Array(String(number))
    var index = digits.count - 3
    while index > 0 {
      digits.insert(",", at: index)
      index -= 3
    }
    return String(digits)
  }

  /// One caption line: line breaks as spaces, cut after ``maximumCaptionLineLength`` characters.
  private static func shortened(_ line: String) -> String {
    var text = line
    if text.contains(where: \.isNewline) {
      text = String(text.map { $0.isNewline ? " " : $0 })
    }
    guard text.count > maximumCaptionLineLength else { return text }
    return String(text.prefix(maximumCaptionLineLength - 1)) + "…"
  }

  /// Refuses a page of `width` x `height` pixels (or at least that) for `moments` rows when it
  /// is larger than an image may be; called before anything of the page is drawn.
  func checkSize(width: Int, height: Int, moments: Int) throws(SnackbarRenderError) {
    let side = RGBAImage.maximumDimension
    let total = SnackbarCanvas.maximumPixelCount
    guard
      width > side || height > side || width.multipliedReportingOverflow(by: height).partialValue > total
        || width.multipliedReportingOverflow(by: height).overflow
    else { return }
    throw .filmstripTooLarge(width: width, height: height, moments: moments, maximumSide: side, maximumPixels: total)
  }

  /// Composes `keyFrames` (all of one size) into the page.
  /// - Throws: `SnackbarRenderError/invalidRequest(field:value:expected:)` for no key frames
  ///   or key frames of different sizes, `SnackbarRenderError/text(_:)` when a caption cannot be
  ///   laid out, `SnackbarRenderError/filmstripTooLarge(width:height:moments:maximumSide:maximumPixels:)`
  ///   for a page beyond the image limits (checked before anything is drawn),
  ///   `SnackbarRenderError/drawing(_:)` on a Cairo failure.
  public func compose(_ keyFrames: [SnackbarKeyFrame], using renderer: SnackbarRenderer)
    throws(SnackbarRenderError) -> RGBAImage
  {
    try composeRows(keyFrames, using: renderer).image
  }

  /// ``compose(_:using:)``, with where each key frame's row (caption and band) lies on the page:
  /// what a frame-by-frame comparison of two pages compares.
  package func composeRows(_ keyFrames: [SnackbarKeyFrame], using renderer: SnackbarRenderer)
    throws(SnackbarRenderError) -> (image: RGBAImage, rows: [PixelRect])
  {
    guard let band = band(of: keyFrames), let size = keyFrames.first?.bounds else {
      throw .invalidRequest(field: "keyFrames", value: "0", expected: "at least one key frame")
    }
    guard keyFrames.allSatisfy({ $0.bounds == size }) else {
      throw .invalidRequest(field: "keyFrames", value: "mixed sizes", expected: "key frames of one size")
    }
    guard captionWidth > 0, spacing >= 0, bandPadding >= 0 else {
      throw .invalidRequest(
        field: "filmstrip", value: "caption \(captionWidth), spacing \(spacing)", expected: "positive sizes")
    }
    let engine = renderer.textMeasurer.engine
    let captions = try keyFrames.map { (keyFrame) throws(SnackbarRenderError) -> [(TextParagraph, SnackbarColor)] in
      let caption = Self.caption(keyFrame)
      var blocks = [(try layOut([TextRun(caption.time, font: timeFont)], engine: engine), textColor)]
      for (text, color) in [(caption.steps, stepColor), (caption.events, textColor)] where !text.isEmpty {
        blocks.append((try layOut([TextRun(text, font: captionFont)], engine: engine), color))
      }
      return blocks
    }
    let heading = try title.map { (text) throws(SnackbarRenderError) in
      try layOut([TextRun(text, font: titleFont)], engine: engine)
    }
    let layout = SnackbarFilmstripLayout(
      filmstrip: self, band: band,
      captionHeights: captions.map { blocks in blocks.reduce(0) { $0 + Int($1.0.metrics.size.height.rounded(.up)) } },
      titleHeight: heading.map { Int($0.metrics.size.height.rounded(.up)) })
    // Before any pixel: a page too large for an image is refused while it is still numbers.
    try checkSize(width: layout.width, height: layout.height, moments: keyFrames.count)
    // One row's band at a time, each drawn from what its key frame kept, so the page is the
    // only whole picture held.
    var screens = SnackbarKeyFrameScreen.Cache()
    let image = try SnackbarFilmstripPainter.paint(
      filmstrip: self, layout: layout, captions: captions, heading: heading
    ) { (index) throws(SnackbarRenderError) -> RGBAImage in
      try keyFrames[index].image(of: band, using: renderer, screens: &screens)
    }
    let rows = zip(layout.rows, layout.rowHeights).map { row, height in
      PixelRect(x: 0, y: Int(row.caption.y), width: layout.width, height: height)
    }
    return (image, rows)
  }

  private func layOut(_ runs: [TextRun], engine: PangoTextEngine) throws(SnackbarRenderError) -> TextParagraph {
    do {
      return try engine.layout(runs, options: TextLayoutOptions(wrapWidth: Double(captionWidth)))
    } catch {
      throw .text(error)
    }
  }
}

/// Where everything on a filmstrip page goes, in pixels.
struct SnackbarFilmstripLayout {
  /// The page size.
  let width: Int
  let height: Int
  /// The heading's origin, if there is one.
  let titleOrigin: CGPoint?
  /// Per row: the caption's origin and the band's rectangle.
  let rows: [(caption: CGPoint, band: CGRect)]
  /// Per row: its height (the taller of caption and band).
  let rowHeights: [Int]

  init(filmstrip: SnackbarFilmstrip, band: PixelRect, captionHeights: [Int], titleHeight: Int?) {
    let spacing = filmstrip.spacing
    var y = spacing
    if let titleHeight {
      titleOrigin = CGPoint(x: spacing, y: y)
      y += titleHeight + spacing
    } else {
      titleOrigin = nil
    }
    let bandX = spacing + filmstrip.captionWidth + spacing
    var rows: [(CGPoint, CGRect)] = []
    rowHeights = captionHeights.map { max($0, band.height) }
    for captionHeight in captionHeights {
      rows.append(
        (
          CGPoint(x: spacing, y: y),
          CGRect(x: bandX, y: y, width: band.width, height: band.height)
        ))
      y += max(captionHeight, band.height) + spacing
    }
    self.rows = rows
    width = bandX + band.width + spacing
    height = y
  }
}

/// Whether a filmstrip page still has room for a player's key frames so far: a lower bound of the
/// page's size (every row is at least as tall as the band of the snackbars so far, and the band
/// only grows), checked as each key frame comes, so a flow of thousands of moments stops at the
/// first one that cannot fit rather than keeping them all to fail at the end.
struct SnackbarFilmstripRoom {
  let filmstrip: SnackbarFilmstrip
  private var union = PixelRect(x: 0, y: 0, width: 0, height: 0)
  private var rows = 0

  init(filmstrip: SnackbarFilmstrip) {
    self.filmstrip = filmstrip
  }

  /// Counts `keyFrame`.
  /// - Throws: `SnackbarRenderError/filmstripTooLarge(width:height:moments:maximumSide:maximumPixels:)`
  ///   when the page would be larger than an image may be.
  mutating func add(_ keyFrame: SnackbarKeyFrame) throws(SnackbarRenderError) {
    rows += 1
    if let region = keyFrame.snackbarRegion { union = union.union(region) }
    // Before any snackbar the band is unknown (a later one narrows it): count a row as a line.
    let bandHeight = filmstrip.band(around: union, in: keyFrame.bounds)?.height ?? 1
    let spacing = max(0, filmstrip.spacing)
    let width = 3 * spacing + max(0, filmstrip.captionWidth) + keyFrame.bounds.width
    let (rowsHeight, overflow) = rows.multipliedReportingOverflow(by: bandHeight + spacing)
    try filmstrip.checkSize(width: width, height: overflow ? Int.max : spacing + rowsHeight, moments: rows)
  }
}
