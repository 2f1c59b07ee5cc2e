import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarRendering
import Testing

/// A view subclass that styles itself, named by its message's `viewClass()` (MDC's hook). In
/// Swift 6, subclasses restate `@unchecked Sendable`, as Swift asks of every such subclass.
final class TealSnackbarView: SnackbarMessageView, @unchecked Sendable {
  required init(
    message: SnackbarMessage?, dismissHandler: SnackbarMessageDismissHandler?, snackbarManager: SnackbarManager
  ) {
    super.init(message: message, dismissHandler: dismissHandler, snackbarManager: snackbarManager)
    snackbarMessageViewBackgroundColor = SnackbarColor(rgb: 0x00897B)
  }
}

final class TealMessage: SnackbarMessage, @unchecked Sendable {
  override func viewClass() -> AnyClass { TealSnackbarView.self }
}

/// The renderer draws the view the manager would show, of the message's view class.
@Suite struct RenderViewClassTests {
  @Test func aMessagesViewClassIsDrawnWithItsOwnStyling() throws {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    let request = SnackbarRenderRequest(message: TealMessage(text: "Synced"), manager: manager)
    #expect(request.messageView is TealSnackbarView)
    let plain = SnackbarRenderRequest(message: SnackbarMessage(text: "Synced"), manager: manager)
    let renderer = try RenderTestSupport.makeRenderer()
    let image = try renderer.render(request)
    RenderTestSupport.save(image, "view-class-teal")
    let layout = try renderer.layout(request)
    let x = Int((layout.containerFrame.maxX - 3) * 2)
    let y = Int(layout.containerFrame.midY * 2)
    #expect(image[x, y] == RGBAPixel(red: 0x00, green: 0x89, blue: 0x7B))
    #expect(try renderer.render(plain)[x, y] == RGBAPixel(white: 0x32), "the plain view keeps MDC's colour")
  }
}
