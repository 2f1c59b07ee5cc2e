import MaterialSnackbar
import Testing

@Suite("Theming")
struct SnackbarThemingTests {
  private func makeManager() -> SnackbarManager { SnackbarManager(scheduler: ManualScheduler()) }

  @Test func colorThemerBlendsOnSurfaceOverSurface() {
    let manager = makeManager()
    SnackbarColorThemer.applySemanticColorScheme(.material201804, to: manager)
    // Black at 0.8 over white is an opaque #333333 (spec 1.8).
    #expect(manager.snackbarMessageViewBackgroundColor?.hexString == "#333333FF")
    #expect(manager.messageTextColor == SnackbarColor(white: 1, alpha: 0.87))
    #expect(manager.buttonTitleColor(for: .normal) == SnackbarColor(white: 1, alpha: 0.6))
    #expect(manager.buttonTitleColor(for: .highlighted) == SnackbarColor(white: 1, alpha: 0.6))
  }

  @Test func typographyThemerSetsBody2AndButton() {
    let manager = makeManager()
    SnackbarTypographyThemer.applyTypographyScheme(.material201804, to: manager)
    #expect(manager.messageFont == .systemFont(ofSize: 14, weight: .regular))
    #expect(manager.buttonFont == .systemFont(ofSize: 14, weight: .medium))
  }

  @Test func containerSchemeUsesPrimaryVariantForTheButtonTitle() {
    let manager = makeManager()
    manager.messageElevation = ShadowElevation(2)
    manager.applyTheme(withScheme: SnackbarContainerScheme())
    #expect(manager.buttonTitleColor(for: .normal) == SnackbarColor(rgb: 0x3700B3))
    #expect(manager.buttonTitleColor(for: .highlighted) == SnackbarColor(white: 1, alpha: 0.6))
    #expect(manager.messageElevation == .snackbar)
    #expect(manager.messageFont == SnackbarTypographyScheme.material201804.body2)
  }

  @Test func themedStylingReachesNewViews() {
    let scheduler = ManualScheduler()
    let manager = SnackbarManager(scheduler: scheduler)
    SnackbarTheme.material3Dark.apply(to: manager)
    let action = SnackbarMessageAction()
    action.title = "Undo"
    let message = SnackbarMessage(text: "Archived")
    message.action = action
    manager.show(message)
    scheduler.runUntilIdle()
    let view = manager.currentSnackbar
    #expect(view?.snackbarMessageViewBackgroundColor == SnackbarColor(rgb: 0xE6E0E9))
    #expect(view?.messageTextColor == SnackbarColor(rgb: 0x322F35))
    #expect(view?.buttonTitleColor(for: .normal) == SnackbarColor(rgb: 0x6750A4))
    #expect(view?.actionButton?.uppercaseTitle == false)
    manager.dismissAndCallCompletionBlocks(withCategory: nil)
    scheduler.advanceUntilIdle()
  }

  @Test func applyingMdcResetsWhatAnotherThemeSet() {
    let manager = makeManager()
    SnackbarTheme.material3Light.apply(to: manager)
    SnackbarTheme.mdc.apply(to: manager)
    #expect(manager.snackbarMessageViewBackgroundColor == nil)
    #expect(manager.messageTextColor == nil)
    #expect(manager.messageFont == nil)
    #expect(manager.buttonTitleColor(for: .normal) == nil)
    #expect(manager.uppercaseButtonTitle)
  }

  @Test(arguments: SnackbarTheme.allCases)
  func everyThemeHasAnOpaqueScreenBackground(theme: SnackbarTheme) {
    #expect(theme.screenBackgroundColor.alpha == 1)
  }
}

@Suite("Named themes")
struct SnackbarNamedThemeTests {
  @Test func material2UsesTheReleasedThemersLegibleAction() {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    SnackbarTheme.material2.apply(to: manager)
    #expect(manager.snackbarMessageViewBackgroundColor?.hexString == "#333333FF")
    #expect(manager.buttonTitleColor(for: .normal) == SnackbarColor(white: 1, alpha: 0.6))
    #expect(manager.messageFont == SnackbarTypographyScheme.material201804.body2)
  }
}
