import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarLayout
import SnackbarRendering
import Testing

/// The extras: leading icon, close button, progress bar.
@Suite struct RenderExtrasTests {
  static func render(_ configure: (SnackbarMessage) -> Void) throws -> (RGBAImage, SnackbarFrames) {
    let message = RenderTestSupport.message("Upload complete", action: "Undo")
    configure(message)
    var request = SnackbarRenderRequest(message: message)
    request.framing = .backdrop(color: .white, inset: 0)
    let renderer = try RenderTestSupport.makeRenderer()
    return (try renderer.render(request), try renderer.layout(request))
  }

  /// Pixels in `rect` (points, @2x) brighter than `threshold`.
  static func brightPixels(_ image: RGBAImage, in rect: CGRect, threshold: UInt8 = 200) -> Int {
    var count = 0
    for y in Int(rect.minY * 2)..<Int(rect.maxY * 2) {
      for x in Int(rect.minX * 2)..<Int(rect.maxX * 2) where image[x, y].red > threshold { count += 1 }
    }
    return count
  }

  @Test func leadingIconDrawsAGlyphInItsFrame() throws {
    let (image, layout) = try Self.render { $0.leadingIcon = .success }
    RenderTestSupport.save(image, "extras-icon")
    let frame = try #require(layout.iconFrame)
    // A filled check circle covers much of its 24-pt box.
    let bright = Self.brightPixels(image, in: frame)
    #expect(bright > 48 * 48 / 3, "\(bright) bright pixels")
    // And the text moved right to make room (16 + 24 + 16).
    #expect(layout.labelFrame.minX == 56)
  }

  @Test func importanceDrawsItsDefaultIconAsAnExplicitIconWould() throws {
    let (byImportance, layout) = try Self.render { $0.importance = .success }
    let (explicit, _) = try Self.render { $0.leadingIcon = .success }
    #expect(layout.iconFrame != nil)
    #expect(byImportance == explicit)
  }

  @Test func tintedIcon() throws {
    let tint = SnackbarColor(rgb: 0x4CAF50)
    let (image, layout) = try Self.render { $0.leadingIcon = SnackbarIcon(name: "check_circle", tintColor: tint) }
    let frame = try #require(layout.iconFrame)
    let green = RGBAPixel(red: 0x4C, green: 0xAF, blue: 0x50)
    let rows = Int(frame.minY * 2)..<Int(frame.maxY * 2)
    #expect(rows.contains { y in (Int(frame.minX * 2)..<Int(frame.maxX * 2)).contains { image[$0, y] == green } })
  }

  @Test func closeButtonDrawsAnX() throws {
    let (image, layout) = try Self.render { $0.showsCloseButton = true }
    RenderTestSupport.save(image, "extras-close")
    let icon = try #require(layout.closeIconFrame)
    #expect(Self.brightPixels(image, in: icon, threshold: 150) > 60)
    // Its centre (where the two strokes cross) is ink at 0.87 white over #323232.
    let centre = image[Int(icon.midX * 2), Int(icon.midY * 2)]
    #expect(abs(Int(centre.red) - Int((0.87 * 255 + 0.13 * 50).rounded())) <= 3, "\(centre)")
  }

  @Test func determinateProgressFillsItsShare() throws {
    let (image, layout) = try Self.render { $0.progress = .determinate(0.25) }
    RenderTestSupport.save(image, "extras-progress")
    let track = try #require(layout.progressFrame)
    let indicator = try #require(layout.progressIndicatorFrame)
    #expect(abs(indicator.width - track.width * 0.25) <= 0.5)
    let y = Int(track.midY * 2)
    // Indicator: the action colour (white at 0.6 → 173); track: white at 0.24 → 98.
    #expect(abs(RenderTestSupport.grey(image, Int(indicator.midX * 2), y) - 173) <= 1)
    #expect(abs(RenderTestSupport.grey(image, Int(track.maxX * 2) - 40, y) - 98) <= 1)
  }

  @Test func indeterminateProgressMovesWithTime() throws {
    let message = RenderTestSupport.message("Syncing")
    message.progress = .indeterminate
    var request = SnackbarRenderRequest(message: message)
    let renderer = try RenderTestSupport.makeRenderer()
    request.progressElapsedTime = 0.4
    let early = try renderer.layout(request).progressIndicatorFrame
    request.progressElapsedTime = 1.2
    let late = try renderer.layout(request).progressIndicatorFrame
    #expect(early != late)
    #expect(
      try renderer.render(request)
        != renderer.render(
          {
            var copy = request; copy.progressElapsedTime = 0.4; return copy
          }()))
  }
}
