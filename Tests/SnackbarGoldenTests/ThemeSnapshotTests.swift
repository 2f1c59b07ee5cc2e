import Foundation
import MaterialSnackbar
import SnackbarRendering
import SnackbarSnapshotTesting
import Testing

/// The named themes on one message with an action, each on its theme's screen colour, plus GM3
/// shapes and bold markup, which themes do not cover.
@Suite(.goldenTimings) struct ThemeSnapshotTests {
  static let message = "Photo archived to your library"
  static let action = "Undo"

  @Test(arguments: SnackbarTheme.allCases) func theme(_ theme: SnackbarTheme) {
    let framing = SnackbarFraming.backdrop(color: theme.screenBackgroundColor, inset: 16)
    let traits = SnackbarTraitCollection(userInterfaceStyle: theme == .material3Dark ? .dark : .light)
    assertGolden(
      of: makeMessage(Self.message, action: Self.action),
      as: .image(traits: traits, theme: theme, framing: framing), named: "theme-\(theme.rawValue)",
      layout: .layout(traits: traits, theme: theme))
  }

  /// Material 3 colours with the GM3 shapes flag: elevation 0, a 52-pt single-line minimum, no
  /// capitals. The theme is applied to a copy of the manager, which keeps its GM3 flag.
  @Test func material3LightWithGM3Shapes() {
    let manager = SnackbarManager()
    manager.usesGM3Shapes = true
    let framing = SnackbarFraming.backdrop(color: SnackbarTheme.material3Light.screenBackgroundColor, inset: 16)
    assertGolden(
      of: makeMessage(Self.message, action: Self.action),
      as: .image(theme: .material3Light, manager: manager, framing: framing), named: "theme-m3-light-gm3-shapes",
      layout: .layout(theme: .material3Light, manager: manager))
  }

  /// MDC's bold markup: "Photo" in Body 2 (medium), the rest in Body 1.
  @Test func boldMarkup() {
    let text = NSMutableAttributedString(string: "Photo", attributes: [.snackbarBold: true])
    text.append(NSAttributedString(string: " archived to your library"))
    let message = SnackbarMessage(attributedText: text)
    message.action = SnackbarMessageAction(title: Self.action)
    assertGolden(of: message, as: .image(), named: "theme-mdc-bold-markup", layout: .layout())
  }
}
