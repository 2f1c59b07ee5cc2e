import Foundation
import MaterialSnackbar
import SnackbarRendering

/// The renderer and messages the render-audit tests use, made as the renderer's own tests make
/// theirs.
enum RenderTestSupport {
  /// One renderer per thread: Pango font maps are not thread-safe and Swift Testing runs tests
  /// in parallel, so each test that needs one makes its own (they share the loaded fonts).
  static func makeRenderer() throws -> SnackbarRenderer {
    try SnackbarRenderer(fontEnvironment: try FontEnvironment.load(locator: FontLocator(environment: [:])))
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
}
