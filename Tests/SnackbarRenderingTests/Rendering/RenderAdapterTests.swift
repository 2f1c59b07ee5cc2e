import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarLayout
import SnackbarRendering
import Testing

/// From a message view to the layout's input (spec 2.13, 3.1, 3.9).
@Suite struct RenderAdapterTests {
  static func input(
    _ message: SnackbarMessage, manager: SnackbarManager = SnackbarManager(scheduler: ManualScheduler()),
    traits: SnackbarTraitCollection = SnackbarTraitCollection(), language: String? = nil
  ) -> SnackbarLayoutInput {
    let view = SnackbarMessageView(message: message, dismissHandler: nil, snackbarManager: manager)
    return SnackbarLayoutInput(messageView: view, sizing: .fittingWidth(359), traits: traits, language: language)
  }

  static func boldMessage() -> SnackbarMessage {
    let text = NSMutableAttributedString(string: "Moved to ")
    text.append(NSAttributedString(string: "Archive", attributes: [.snackbarBold: true]))
    return SnackbarMessage(attributedText: text)
  }

  @Test func boldRunsAreMediumAndTheRestRegular() {
    let runs = Self.input(Self.boldMessage()).message.runs
    #expect(runs.map(\.text) == ["Moved to ", "Archive"])
    #expect(runs.map(\.font) == [.defaultMessageFont, .defaultBoldMessageFont])
  }

  @Test func customMessageFontWinsForAllText() {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    let custom = SnackbarFont(name: "Noto Sans Hebrew", size: 16)
    manager.messageFont = custom
    let runs = Self.input(Self.boldMessage(), manager: manager).message.runs
    #expect(runs.count == 1 && runs[0].font == custom && runs[0].text == "Moved to Archive")
  }

  @Test func fontsScaleOnlyWhenTheyFollowDynamicType() {
    var traits = SnackbarTraitCollection()
    traits.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    // MDC's defaults are fixed at 14 pt.
    let fixed = Self.input(RenderTestSupport.message("Saved", action: "Undo"), traits: traits)
    #expect(fixed.message.runs[0].font.pointSize == 14 && fixed.buttonFont.pointSize == 14)
    let manager = SnackbarManager(scheduler: ManualScheduler())
    manager.messageFont = .preferredFont(forTextStyle: .body1)
    manager.buttonFont = .preferredFont(forTextStyle: .button)
    let scaled = Self.input(RenderTestSupport.message("Saved", action: "Undo"), manager: manager, traits: traits)
    // Body 1 at AX-XXXL is 52; the Button style stops at XXXL's 20 (spec 3.1).
    #expect(scaled.message.runs[0].font.pointSize == 52 && scaled.buttonFont.pointSize == 20)
  }

  @Test func mdcAdjustsFontForContentSizeCategoryScalesTheDefaults() {
    var traits = SnackbarTraitCollection()
    traits.preferredContentSizeCategory = .extraExtraExtraLarge
    let manager = SnackbarManager(scheduler: ManualScheduler())
    manager.adjustsFontForContentSizeCategory = true
    let input = Self.input(Self.boldMessage(), manager: manager, traits: traits)
    // Body 1, Body 2 and Button at XXXL are 20 pt (spec 3.1); bold keeps its medium weight.
    #expect(input.message.runs.map(\.font.pointSize) == [20, 20])
    #expect(input.message.runs.map(\.font.weight) == [.regular, .medium])
    #expect(input.buttonFont.pointSize == 20)
  }

  /// Issue 7: a snapshot at a large content size was byte-identical to the default one. It still
  /// is with the flag off (MDC's fixed defaults), and is not with it on.
  @Test func dynamicTypeChangesThePixelsOnlyWithTheFlag() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    func render(adjusts: Bool, category: SnackbarContentSizeCategory) throws -> RGBAImage {
      let manager = SnackbarManager(scheduler: ManualScheduler())
      manager.adjustsFontForContentSizeCategory = adjusts
      var traits = SnackbarTraitCollection()
      traits.preferredContentSizeCategory = category
      return try renderer.render(
        SnackbarRenderRequest(
          message: RenderTestSupport.message("Saved", action: "Undo"), manager: manager, traits: traits))
    }
    #expect(try render(adjusts: false, category: .large) == render(adjusts: false, category: .extraExtraExtraLarge))
    #expect(try render(adjusts: true, category: .large) == render(adjusts: false, category: .large))
    #expect(try render(adjusts: true, category: .large) != render(adjusts: true, category: .extraExtraExtraLarge))
  }

  @Test func actionTitleUppercasesWithTheTextsLocale() {
    #expect(Self.input(RenderTestSupport.message("Saved", action: "Undo")).actionTitle == "UNDO")
    #expect(
      Self.input(RenderTestSupport.message("Kaydedildi", action: "geri al"), language: "tr").actionTitle == "GERİ AL")
    let gm3 = SnackbarManager(scheduler: ManualScheduler())
    gm3.usesGM3Shapes = true
    let input = Self.input(RenderTestSupport.message("Saved", action: "Undo"), manager: gm3)
    #expect(input.actionTitle == "Undo" && input.usesGM3Shapes)
    let plain = SnackbarManager(scheduler: ManualScheduler())
    plain.uppercaseButtonTitle = false
    #expect(Self.input(RenderTestSupport.message("Saved", action: "Undo"), manager: plain).actionTitle == "Undo")
  }

  @Test func extrasDirectionAndLanguage() {
    let message = RenderTestSupport.message("عل")
    message.leadingIcon = .warning
    message.progress = .determinate(0.5)
    message.showsCloseButton = true
    var traits = SnackbarTraitCollection()
    traits.layoutDirection = .rightToLeft
    let input = Self.input(message, traits: traits)
    #expect(input.leadingIcon == .warning && input.progress == .determinate(0.5) && input.showsCloseButton)
    #expect(input.message.direction == .rightToLeft && input.message.language == "ar")
    #expect(input.cornerRadius == 4)
  }

  @Test func importanceSuppliesTheIconUnlessTheMessageHasOne() {
    let message = RenderTestSupport.message("Upload failed")
    message.importance = .error
    #expect(Self.input(message).leadingIcon == .error)
    message.leadingIcon = .info
    #expect(Self.input(message).leadingIcon == .info)
  }

  @Test func aHandlesUpdateReachesTheVisibleViewsInput() throws {
    let scheduler = ManualScheduler()
    let manager = SnackbarManager(scheduler: scheduler)
    let upload = SnackbarMessage(text: "Uploading")
    upload.progress = .determinate(0)
    let handle = manager.showUpdatable(upload)
    scheduler.runUntilIdle()
    handle.update(text: "Uploaded", progress: .determinate(1))
    let view = try #require(manager.currentSnackbar)
    let input = SnackbarLayoutInput(messageView: view, sizing: .fittingWidth(359), traits: SnackbarTraitCollection())
    #expect(input.message.runs.map(\.text).joined() == "Uploaded")
    #expect(input.progress == .determinate(1))
  }

  @Test func languageInference() {
    #expect(SnackbarLanguage.infer(from: "Saved") == "en")
    #expect(SnackbarLanguage.infer(from: "שלום") == "he")
    #expect(SnackbarLanguage.infer(from: "保存しました") == "ja")
    #expect(SnackbarLanguage.infer(from: "已保存") == "zh")
    #expect(SnackbarLanguage.infer(from: "저장됨") == "ko")
    #expect(SnackbarLanguage.infer(from: "OK: تم") == "ar")
    #expect(SnackbarLanguage.infer(from: "😀 123") == "en")
  }

  @Test func requestCopiesTheMessage() throws {
    let message = SnackbarMessage(text: "Before")
    let request = SnackbarRenderRequest(message: message)
    message.text = "After, and much longer than before"
    #expect(request.messageView.message?.text == "Before")
  }

  @Test func placementFromManagerAndHost() {
    let host = SnackbarHost(
      size: CGSize(width: 400, height: 800), safeAreaInsets: SnackbarEdgeInsets(bottom: 20), keyboardHeight: 100,
      isWindow: false)
    let manager = SnackbarManager(scheduler: ManualScheduler())
    manager.setBottomOffset(50)
    manager.verticalAlignment = .top
    manager.leadingMargin = 100
    let placement = SnackbarPlacementInput(host: host, manager: manager)
    #expect(placement.hostSize == CGSize(width: 400, height: 800) && placement.keyboardHeight == 100)
    #expect(!placement.isWindow && placement.bottomOffset == 50 && placement.verticalAlignment == .top)
    #expect(placement.leadingMargin == 100 && placement.trailingMargin == nil)
  }

  @Test func marginsSetToEightStayEightWhileUnsetOnesTakeTheOverlayDefault() {
    let host = SnackbarHost(size: CGSize(width: 400, height: 800))
    let manager = SnackbarManager(scheduler: ManualScheduler())
    #expect(manager.leadingMargin == 8)
    manager.trailingMargin = 8
    let placement = SnackbarPlacementInput(host: host, manager: manager)
    // Unset: left to the overlay's size-class rule (24 on regular-width hosts). Set: as given.
    #expect(placement.leadingMargin == nil)
    #expect(placement.trailingMargin == 8)
  }
}
