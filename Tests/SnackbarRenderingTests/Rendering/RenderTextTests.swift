import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarRendering
import Testing

/// Text placement and colour (spec 3.1, 3.2): the 16-pt leading inset, the action title 16 pt
/// from the trailing edge, natural alignment mirrored in right-to-left.
@Suite struct RenderTextTests {
  static let fill = RGBAPixel(white: 50)
  /// The snackbar's pixel rect in the upstream framing at @2x.
  static let left = 100
  static let right = 460
  static let rows = 104..<192

  @Test func messageStartsSixteenPointsFromTheLeadingEdge() throws {
    let image = try RenderTestSupport.makeRenderer().render(RenderTestSupport.upstreamRequest(text: "Quando"))
    let ink = try #require(
      RenderTestSupport.inkColumns(image, rows: Self.rows, columns: 104..<456, background: Self.fill))
    let inset = Double(ink.lowerBound - Self.left) / 2
    print("LTR text ink starts \(inset) pt from the leading edge")
    #expect(inset >= 16 && inset < 20)
    // White text: the brightest ink is the text colour.
    let brightest = (ink.lowerBound...ink.upperBound).flatMap { x in Self.rows.map { image[x, $0].red } }.max()
    #expect(brightest == 255)
  }

  @Test func actionTitleEndsSixteenPointsFromTheTrailingEdge() throws {
    let image = try RenderTestSupport.makeRenderer().render(
      RenderTestSupport.upstreamRequest(text: "Quando", action: "No"))
    let ink = try #require(
      RenderTestSupport.inkColumns(image, rows: Self.rows, columns: 300..<456, background: Self.fill))
    let gap = Double(Self.right - 1 - ink.upperBound) / 2
    print("action title ink ends \(gap) pt from the trailing edge")
    #expect(gap >= 15 && gap <= 19)
    // The title is white at 0.6 over #323232: grey 173 at its strongest (spec 3.1).
    let brightest = (ink.lowerBound...ink.upperBound).flatMap { x in Self.rows.map { image[x, $0].red } }.max()
    #expect(brightest.map { abs(Int($0) - 173) <= 2 } == true, "\(String(describing: brightest))")
  }

  @Test func arabicRightToLeftRendersInkRightAligned() throws {
    let request = RenderTestSupport.upstreamRequest(text: "عل أخذ", direction: .rightToLeft)
    let image = try RenderTestSupport.makeRenderer().render(request)
    RenderTestSupport.save(image, "text-rtl-arabic")
    let ink = try #require(
      RenderTestSupport.inkColumns(image, rows: Self.rows, columns: 104..<456, background: Self.fill))
    let trailingInset = Double(Self.right - 1 - ink.upperBound) / 2
    print("RTL text ink ends \(trailingInset) pt from the right edge")
    #expect(trailingInset >= 16 && trailingInset < 20)
    // Right-aligned: the left half of the snackbar stays empty.
    #expect(ink.lowerBound > Self.left + 180)
  }

  @Test func rightToLeftMirrorsTheActionToTheLeft() throws {
    let request = RenderTestSupport.upstreamRequest(text: "عل", action: "قد", direction: .rightToLeft)
    let renderer = try RenderTestSupport.makeRenderer()
    let image = try renderer.render(request)
    let layout = try renderer.layout(request)
    let title = try #require(layout.actionTitleFrame)
    #expect(abs(title.minX - 16) < 0.01, "\(title)")
    let ink = try #require(
      RenderTestSupport.inkColumns(image, rows: Self.rows, columns: 104..<200, background: Self.fill))
    let inset = Double(ink.lowerBound - Self.left) / 2
    #expect(inset >= 15 && inset <= 19)
  }

  @Test func boldMarkupDrawsHeavierInk() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    func inkSum(bold: Bool) throws -> Int {
      let attributed = NSMutableAttributedString(string: "Archived")
      if bold {
        attributed.addAttribute(.snackbarBold, value: true, range: NSRange(location: 0, length: attributed.length))
      }
      let image = try renderer.render(
        SnackbarRenderRequest(message: SnackbarMessage(attributedText: attributed), sizing: .fittingWidth(200)))
      return image.bytes.enumerated().reduce(0) { $0 + ($1.offset % 4 == 0 && $1.element > 100 ? Int($1.element) : 0) }
    }
    #expect(try inkSum(bold: true) > inkSum(bold: false))
  }

  @Test func customTextColor() throws {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    manager.messageTextColor = SnackbarColor(rgb: 0xFFEB3B)
    var request = SnackbarRenderRequest(
      message: SnackbarMessage(text: "Warning"), manager: manager, sizing: .fittingWidth(200))
    request.framing = .backdrop(color: SnackbarColor(white: 0.8), inset: 0)
    let image = try RenderTestSupport.makeRenderer().render(request)
    let yellow = RGBAPixel(red: 0xFF, green: 0xEB, blue: 0x3B)
    let found = (0..<image.height).contains { y in (0..<image.width).contains { image[$0, y] == yellow } }
    #expect(found)
  }
}
