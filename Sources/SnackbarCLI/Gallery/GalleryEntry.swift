import Foundation
import MaterialSnackbar
import SnackbarFlow
import SnackbarLayout
import SnackbarRendering

/// One picture of the gallery: what it shows and how to render it.
struct GalleryEntry {
  /// The file name's stem after the number, e.g. `short` for `01-short.png`.
  let slug: String
  /// What the picture shows, for the contact sheet and the index.
  let caption: String
  /// What to draw.
  let request: SnackbarRenderRequest

  /// `NN-slug.png`, numbered from 1 in showcase order.
  static func fileName(index: Int, slug: String) -> String {
    String(format: "%02d-%@.png", index + 1, slug)
  }
}

/// Builders the showcase shares, so each entry reads as what it varies.
enum GalleryBuilder {
  /// A manager with `theme` applied, on a manual clock (nothing is presented; only its styling
  /// is used).
  static func manager(_ theme: SnackbarTheme = .mdc) -> SnackbarManager {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    theme.apply(to: manager)
    return manager
  }

  /// A plain-text message with an optional action.
  static func message(_ text: String, action: String? = nil) -> SnackbarMessage {
    let message = SnackbarMessage(text: text)
    message.action = action.map(Self.action)
    return message
  }

  /// An action button titled `title`.
  static func action(_ title: String) -> SnackbarMessageAction {
    let action = SnackbarMessageAction()
    action.title = title
    return action
  }

  /// Traits at `scale` in the appearance `theme` is meant for.
  static func traits(
    scale: CGFloat = 2, theme: SnackbarTheme = .mdc, direction: SnackbarTraitCollection.LayoutDirection = .leftToRight
  ) -> SnackbarTraitCollection {
    var traits = SnackbarTraitCollection(displayScale: scale)
    traits.userInterfaceStyle = theme == .material3Dark ? .dark : .light
    traits.layoutDirection = direction
    return traits
  }

  /// A snackbar alone, 359 pt wide (a 375-pt phone less its margins), with room for its shadow.
  static func snackbar(
    _ message: SnackbarMessage, manager: SnackbarManager = manager(), traits: SnackbarTraitCollection = traits()
  ) -> SnackbarRenderRequest {
    SnackbarRenderRequest(
      message: message, manager: manager, traits: traits, sizing: .fittingWidth(SnackbarLayoutSizing.defaultWidth))
  }

  /// A whole device screen with the message placed by `manager`.
  static func screen(
    _ message: SnackbarMessage, device: SnackbarDevice, landscape: Bool = false, keyboard: CGFloat = 0,
    manager: SnackbarManager = manager(), theme: SnackbarTheme = .mdc
  ) -> SnackbarRenderRequest {
    let host = device.makeHost(landscape: landscape, keyboardHeight: keyboard, traits: traits(theme: theme))
    var request = SnackbarRenderRequest(
      message: message, manager: manager, traits: host.traitCollection, sizing: .host(host, placement: manager))
    request.screenBackground = theme.screenBackgroundColor
    return request
  }
}
