import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarLayout
import SnackbarRendering
import Testing

/// A message read as SwiftUI's Markdown is drawn styled, without its markup, and measured in the
/// runs it is drawn in.
@Suite struct RenderMarkdownTests {
  static func request(_ text: String, markdown: Bool = true, width: CGFloat = 300) -> SnackbarRenderRequest {
    let message = SnackbarMessage(text: text)
    message.interpretsMarkdown = markdown
    return SnackbarRenderRequest(message: message, sizing: .fittingWidth(width))
  }

  /// The text of an image's message: the runs the layout measures and the renderer draws.
  static func runs(_ request: SnackbarRenderRequest) -> [SnackbarParagraphRun] {
    SnackbarLayoutInput(
      messageView: request.messageView, sizing: request.layoutSizing, traits: request.effectiveTraits
    ).message.runs
  }

  /// `**Archive**` draws the word bold, as SwiftUI does: heavier than MDC's medium bold markup,
  /// and not what the asterisks typed out or the plain word draw.
  @Test func strongDrawsBold() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let markdown = try renderer.render(Self.request("Moved to **Archive**"))
    RenderTestSupport.save(markdown, "markdown-strong")
    let attributed = NSMutableAttributedString(string: "Moved to ")
    attributed.append(NSAttributedString(string: "Archive", attributes: [.snackbarBold: true]))
    let medium = try renderer.render(
      SnackbarRenderRequest(message: SnackbarMessage(attributedText: attributed), sizing: .fittingWidth(300)))
    let literal = try renderer.render(Self.request("Moved to **Archive**", markdown: false))
    let plain = try renderer.render(Self.request("Moved to Archive", markdown: false))
    #expect(Self.runs(Self.request("Moved to **Archive**")).map(\.font.weight) == [.regular, .bold])
    #expect(Self.ink(markdown) > Self.ink(medium) && Self.ink(medium) > Self.ink(plain))
    #expect(markdown.bytes != literal.bytes)
  }

  /// `**不会**` is bold in CJK text too: the pinned bold face draws it heavier than the regular.
  @Test func strongCJKDrawsBold() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let bold = try renderer.render(Self.request("这个**不会**删除"))
    RenderTestSupport.save(bold, "markdown-strong-cjk")
    let plain = try renderer.render(Self.request("这个不会删除", markdown: false))
    #expect(Self.ink(bold) > Self.ink(plain))
  }

  /// The sum of the bright (text) red values: heavier strokes, more ink.
  static func ink(_ image: RGBAImage) -> Int {
    image.bytes.enumerated().reduce(0) { $0 + ($1.offset % 4 == 0 && $1.element > 100 ? Int($1.element) : 0) }
  }

  /// Each style changes the pixels of the same word: italic, code, strikethrough and link.
  @Test(arguments: ["*Archive*", "`Archive`", "~~Archive~~", "[Archive](https://example.com/a_b)"])
  func eachStyleDrawsDifferentlyFromPlainText(_ text: String) throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let plain = try renderer.render(Self.request("Archive", markdown: false))
    let styled = try renderer.render(Self.request(text))
    #expect(Self.runs(Self.request(text)).map(\.text) == ["Archive"])
    #expect(styled.bytes != plain.bytes, "\(text)")
  }

  /// A link is drawn in the action's colour (MDC's white at 0.6: grey 173 over #323232), not the
  /// message's white, and its address is never drawn.
  @Test func aLinkIsDrawnInTheActionColor() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    func brightest(_ text: String) throws -> Int {
      let image = try renderer.render(Self.request(text, width: 200))
      return Int(image.bytes.enumerated().filter { $0.offset % 4 == 0 }.map(\.element).max() ?? 0)
    }
    let link = try brightest("[Help](https://example.com)")
    #expect(abs(link - 173) <= 2, "\(link)")
    #expect(try brightest("Help") == 255)
    let runs = Self.runs(Self.request("See [Help](https://example.com)"))
    #expect(runs.map(\.text) == ["See ", "Help"])
    #expect(runs.map(\.color) == [nil, SnackbarColor(white: 1, alpha: 0.6)])
  }

  /// The layout measures the runs drawn: at a width between the plain and the bold text's, the
  /// bold text takes two lines and the plain one line, and the layout counts what is drawn.
  @Test func aStrongTextThatWrapsIsCountedInItsBoldRuns() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let text = "Moved several photos into the shared album"
    let strong = Self.runs(Self.request("**\(text)**"))
    let plain = Self.runs(Self.request(text, markdown: false))
    #expect(strong.map(\.text) == [text] && strong.first?.font == .defaultBoldMessageFont.withWeight(.bold))
    let measure = { (runs: [SnackbarParagraphRun], width: CGFloat?) in
      try renderer.textMeasurer.measure(SnackbarParagraph(runs: runs), wrapWidth: width)
    }
    let boldWidth = try measure(strong, nil).size.width
    let plainWidth = try measure(plain, nil).size.width
    #expect(boldWidth > plainWidth)
    let between = (boldWidth + plainWidth) / 2
    #expect(try measure(strong, between).lineCount == 2)
    #expect(try measure(plain, between).lineCount == 1)
  }

  /// Markdown is the text's own markup: a strong piece takes the bold weight of a custom
  /// message font too (which ignores MDC's bold attribute), and the action title loses its
  /// markup.
  @Test func strongSurvivesACustomFontAndTheTitleLosesItsMarkup() {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    let custom = SnackbarFont(name: "Noto Sans Hebrew", size: 16)
    manager.messageFont = custom
    let message = RenderTestSupport.message("Moved to **Archive**", action: "**Undo**")
    message.interpretsMarkdown = true
    let view = SnackbarMessageView(message: message, dismissHandler: nil, snackbarManager: manager)
    let input = SnackbarLayoutInput(messageView: view, sizing: .fittingWidth(359), traits: SnackbarTraitCollection())
    #expect(input.message.runs.map(\.text) == ["Moved to ", "Archive"])
    #expect(input.message.runs.map(\.font) == [custom, custom.withWeight(.bold)])
    #expect(input.actionTitle == "UNDO")
  }

  /// A code span is drawn in the pinned monospaced family: eight narrow letters take as much room
  /// as eight wide ones.
  @Test func codeIsMonospaced() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    func width(_ text: String) throws -> CGFloat {
      try renderer.textMeasurer.measure(SnackbarParagraph(runs: Self.runs(Self.request(text))), wrapWidth: nil).size
        .width
    }
    #expect(abs(try width("`iiiiiiii`") - width("`MMMMMMMM`")) < 0.01)
    #expect(try width("iiiiiiii") < width("MMMMMMMM") / 2)
  }
}
