import Foundation
import MaterialSnackbar
import SnackbarFlow

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

  /// The band of rows every key frame shows: the union of the snackbars' regions, padded, within
  /// the frames; the whole frame when no key frame has a snackbar.
  public func band(of keyFrames: [SnackbarKeyFrame]) -> ImageRegion? {
    guard let first = keyFrames.first else { return nil }
    let bounds = first.image.bounds
    let union = keyFrames.compactMap(\.snackbarRegion).reduce(ImageRegion(x: 0, y: 0, width: 0, height: 0)) {
      $0.union($1)
    }
    guard !union.isEmpty else { return bounds }
    let padded = ImageRegion(
      x: 0, y: union.y - bandPadding, width: bounds.width, height: union.height + 2 * bandPadding)
    return bounds.intersection(padded)
  }

  /// The caption of a key frame: its time, one line per step (marked ») and one per event.
  public static func caption(_ keyFrame: SnackbarKeyFrame) -> (time: String, steps: String, events: String) {
    (
      SnackbarFlowEventLog.seconds(keyFrame.time) + " s",
      keyFrame.steps.map { "» " + $0.action.summary }.joined(separator: "\n"),
      keyFrame.events.map(\.summary).joined(separator: "\n")
    )
  }

  /// Composes `keyFrames` (all of one size) into the page.
  /// - Throws: ``SnackbarRenderError/invalidRequest(field:value:expected:)`` for no key frames
  ///   or key frames of different sizes, ``SnackbarRenderError/text(_:)`` when a caption cannot be
  ///   laid out, ``SnackbarRenderError/imageTooLarge(width:height:maximumSide:maximumPixels:)``
  ///   for a page beyond the image limits, ``SnackbarRenderError/drawing(_:)`` on a Cairo failure.
  public func compose(_ keyFrames: [SnackbarKeyFrame], using renderer: SnackbarRenderer)
    throws(SnackbarRenderError) -> RGBAImage
  {
    guard let band = band(of: keyFrames), let size = keyFrames.first?.image.bounds else {
      throw .invalidRequest(field: "keyFrames", value: "0", expected: "at least one key frame")
    }
    guard keyFrames.allSatisfy({ $0.image.bounds == size }) else {
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
    let bands = try keyFrames.map { (keyFrame) throws(SnackbarRenderError) -> RGBAImage in
      do {
        return try keyFrame.image.cropped(to: band)
      } catch {
        throw .invalidRequest(field: "band", value: "\(band)", expected: "a region of the key frames")
      }
    }
    return try SnackbarFilmstripPainter.paint(
      filmstrip: self, layout: layout, bands: bands, captions: captions, heading: heading)
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

  init(filmstrip: SnackbarFilmstrip, band: ImageRegion, captionHeights: [Int], titleHeight: Int?) {
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
