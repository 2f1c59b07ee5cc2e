import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarRendering

/// Helpers shared by the renderer tests.
enum RenderTestSupport {
  /// One renderer per thread: Pango font maps are not thread-safe and Swift Testing runs tests
  /// in parallel, so each test that needs one makes its own (they share the loaded fonts).
  static func makeRenderer() throws -> SnackbarRenderer {
    try SnackbarRenderer(fontEnvironment: try FontEnvironment.load(locator: FontLocator(environment: [:])))
  }

  /// The upstream snapshot framing (spec 6.1): width 180, scale 2, grey 204 backdrop, inset 50.
  static func upstreamRequest(
    text: String, action: String? = nil, elevation: CGFloat? = nil,
    direction: SnackbarTraitCollection.LayoutDirection =
      .leftToRight
  ) -> SnackbarRenderRequest {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    if let elevation { manager.messageElevation = ShadowElevation(elevation) }
    var traits = SnackbarTraitCollection(displayScale: 2)
    traits.layoutDirection = direction
    var request = SnackbarRenderRequest(
      message: message(text, action: action), manager: manager, traits: traits, sizing: .fittingWidth(180))
    request.framing = .backdrop(color: SnackbarColor(white: 0.8), inset: 50)
    return request
  }

  /// A message with an optional action.
  static func message(_ text: String, action: String? = nil) -> SnackbarMessage {
    let message = SnackbarMessage(text: text)
    if let action {
      let messageAction = SnackbarMessageAction()
      messageAction.title = action
      message.action = messageAction
    }
    return message
  }

  /// Where the tests leave their images for people to look at.
  static let outputDirectory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
    "snackbar-render-tests")

  /// Writes `image` as `name`.png under ``outputDirectory`` (best effort: a test image that
  /// cannot be saved is not a failure).
  static func save(_ image: RGBAImage, _ name: String) {
    try? image.writePNG(to: outputDirectory.appendingPathComponent(name + ".png"))
  }

  /// The grey level (red channel) at pixel (x, y).
  static func grey(_ image: RGBAImage, _ x: Int, _ y: Int) -> Int { Int(image[x, y].red) }

  /// The columns (inclusive range) holding pixels that differ from `background` by more than
  /// `threshold` in any colour channel, within `rows` and `columns`; nil without any.
  static func inkColumns(
    _ image: RGBAImage, rows: Range<Int>, columns: Range<Int>, background: RGBAPixel, threshold: Int = 40
  ) -> ClosedRange<Int>? {
    var lower: Int?
    var upper: Int?
    for x in columns {
      for y in rows where differs(image[x, y], background, threshold) {
        lower = min(lower ?? x, x)
        upper = max(upper ?? x, x)
        break
      }
    }
    guard let lower, let upper else { return nil }
    return lower...upper
  }

  /// Whether two pixels differ by more than `threshold` in red, green or blue.
  static func differs(_ a: RGBAPixel, _ b: RGBAPixel, _ threshold: Int) -> Bool {
    abs(Int(a.red) - Int(b.red)) > threshold || abs(Int(a.green) - Int(b.green)) > threshold
      || abs(Int(a.blue) - Int(b.blue)) > threshold
  }

  /// The resident set size of this process in bytes, from /proc/self/statm.
  static func residentBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
