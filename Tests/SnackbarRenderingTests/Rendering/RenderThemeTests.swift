import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarLayout
import SnackbarRendering
import Testing

/// Themes reach the pixels: container, text and action colours (peers.md 2.6).
@Suite struct RenderThemeTests {
  struct Expectation: CustomStringConvertible, Sendable {
    let theme: SnackbarTheme
    let container: RGBAPixel
    let text: RGBAPixel
    let action: RGBAPixel?
    var description: String { theme.rawValue }
  }

  static let expectations = [
    Expectation(theme: .mdc, container: RGBAPixel(white: 0x32), text: RGBAPixel(white: 255), action: nil),
    Expectation(
      theme: .material3Light, container: RGBAPixel(red: 0x32, green: 0x2F, blue: 0x35),
      text: RGBAPixel(red: 0xF5, green: 0xEF, blue: 0xF7), action: RGBAPixel(red: 0xD0, green: 0xBC, blue: 0xFF)),
    Expectation(
      theme: .material3Dark, container: RGBAPixel(red: 0xE6, green: 0xE0, blue: 0xE9),
      text: RGBAPixel(red: 0x32, green: 0x2F, blue: 0x35), action: RGBAPixel(red: 0x67, green: 0x50, blue: 0xA4)),
  ]

  static func render(_ theme: SnackbarTheme, dark: Bool = false) throws -> (RGBAImage, SnackbarFrames) {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    theme.apply(to: manager)
    var traits = SnackbarTraitCollection()
    traits.userInterfaceStyle = dark ? .dark : .light
    var request = SnackbarRenderRequest(
      message: RenderTestSupport.message("Message archived", action: "Undo"), manager: manager, traits: traits)
    request.framing = .backdrop(color: theme.screenBackgroundColor, inset: 0)
    let renderer = try RenderTestSupport.makeRenderer()
    let image = try renderer.render(request)
    RenderTestSupport.save(image, "theme-\(theme.rawValue)\(dark ? "-dark" : "")")
    return (image, try renderer.layout(request))
  }

  static func contains(_ image: RGBAImage, _ pixel: RGBAPixel, in rect: CGRect) -> Bool {
    let rows = Int(rect.minY * 2)..<Int(rect.maxY * 2)
    let columns = Int(rect.minX * 2)..<Int(rect.maxX * 2)
    return rows.contains { y in columns.contains { image[$0, y] == pixel } }
  }

  @Test(arguments: expectations) func themeColorsReachThePixels(_ expected: Expectation) throws {
    let (image, layout) = try Self.render(expected.theme)
    // Container: between the text and the action, mid-height.
    let label = layout.labelFrame
    #expect(image[Int(label.maxX * 2) - 4, Int(layout.containerFrame.midY * 2)] == expected.container)
    #expect(Self.contains(image, expected.text, in: label))
    if let action = expected.action, let title = layout.actionTitleFrame {
      #expect(Self.contains(image, action, in: title))
    }
  }

  @Test func materialThreeKeepsSentenceCaseTitles() throws {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    SnackbarTheme.material3Light.apply(to: manager)
    let request = SnackbarRenderRequest(message: RenderTestSupport.message("Saved", action: "Undo"), manager: manager)
    let mdc = SnackbarRenderRequest(message: RenderTestSupport.message("Saved", action: "Undo"))
    let renderer = try RenderTestSupport.makeRenderer()
    // "Undo" is narrower than "UNDO" in the same font.
    let sentence = try #require(try renderer.layout(request).actionTitleFrame)
    let upper = try #require(try renderer.layout(mdc).actionTitleFrame)
    #expect(sentence.width < upper.width)
  }

  @Test func darkAppearanceDoesNotChangeMDCColors() throws {
    let (light, _) = try Self.render(.mdc)
    let (dark, _) = try Self.render(.mdc, dark: true)
    #expect(light == dark)
  }

  @Test func materialTwoContainer() throws {
    let (image, layout) = try Self.render(.material2)
    let pixel = image[Int(layout.labelFrame.maxX * 2) - 4, Int(layout.containerFrame.midY * 2)]
    // On-surface (black) at 0.8 over surface (white): #333333 (peers.md 2.6).
    #expect(abs(Int(pixel.red) - 0x33) <= 1 && pixel.red == pixel.green && pixel.green == pixel.blue, "\(pixel)")
  }
}
