import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarRendering
import Testing

/// The same request gives the same bytes: twice with one renderer, and with two renderers.
@Suite struct RenderDeterminismTests {
  static func requests() -> [SnackbarRenderRequest] {
    let extras = RenderTestSupport.message("Upload complete: 3 photos saved", action: "Undo")
    extras.leadingIcon = .success
    extras.progress = .indeterminate
    extras.showsCloseButton = true
    var animated = SnackbarRenderRequest(message: extras)
    animated.animation = .entering(0.05)
    animated.progressElapsedTime = 0.7
    return [
      RenderTestSupport.upstreamRequest(text: "Quando", action: "No"),
      RenderTestSupport.upstreamRequest(text: "عل أخذ استطاعوا", action: "قد", direction: .rightToLeft),
      animated,
      SnackbarRenderRequest(message: SnackbarMessage(text: "日本語のテキスト 😀 emoji")),
    ]
  }

  @Test func identicalBytesAcrossRendersAndRenderers() throws {
    let first = try RenderTestSupport.makeRenderer()
    let second = try RenderTestSupport.makeRenderer()
    for request in Self.requests() {
      let png = try first.renderPNG(request)
      #expect(try first.renderPNG(request) == png)
      #expect(try second.renderPNG(request) == png)
      #expect(try PNGCodec.decode(png) == first.render(request))
    }
  }

  @Test func fingerprintNamesLibrariesAndFonts() throws {
    let fingerprint = try RenderTestSupport.makeRenderer().fingerprint
    #expect(fingerprint.libraries["cairo"] != nil && fingerprint.libraries["pango"] != nil)
    #expect(fingerprint.fonts["Roboto-Regular.ttf"]?.count == 64)
  }
}
