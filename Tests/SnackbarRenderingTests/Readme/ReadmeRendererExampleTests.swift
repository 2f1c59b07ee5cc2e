import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarRendering
import SnackbarTestSupport
import Testing

/// The README's renderer example, verbatim but for the output path, so that it keeps compiling.
@Suite("README renderer example")
struct ReadmeRendererExampleTests {
  @Test func rendererExampleWritesAPNGAndALayout() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let output = directory.appendingPathComponent("archived.png")

    let message = SnackbarMessage(text: "Photo archived")
    message.action = SnackbarMessageAction(title: "Undo")
    let renderer = try SnackbarRenderer()  // loads the pinned fonts; one renderer per thread
    var request = SnackbarRenderRequest(
      message: message, traits: SnackbarTraitCollection(displayScale: 2), sizing: .fittingWidth(359))
    request.framing = .backdrop(color: SnackbarColor(white: 0.8), inset: 16)
    try renderer.write(request, to: output)  // atomic
    let layout = try renderer.layout(request)  // the frames, as values or as JSON

    let image = try PNGCodec.decode(contentsOf: output)
    #expect(image.width == (359 + 32) * 2)
    #expect(layout.containerFrame.width == 359)
    #expect(layout.actionButtonFrame != nil)
  }
}
