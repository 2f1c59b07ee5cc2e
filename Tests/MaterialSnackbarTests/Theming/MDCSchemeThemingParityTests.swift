import Foundation
import MaterialSnackbar
import MaterialSnackbarCompat
import Testing

/// The themers given MDC's scheme classes (or any conformer) style a manager exactly as they do
/// given the port's value types, and the MDC-era calling code compiles as written.
@Suite("Theming: MDC schemes through the themers")
struct MDCSchemeThemingParityTests {
  /// Everything a themer can set on a manager, for comparing two managers.
  private struct Styling: Equatable {
    var background: SnackbarColor?
    var text: SnackbarColor?
    var normalTitle: SnackbarColor?
    var highlightedTitle: SnackbarColor?
    var messageFont: SnackbarFont?
    var buttonFont: SnackbarFont?
    var elevation: ShadowElevation

    init(_ manager: SnackbarManager) {
      background = manager.snackbarMessageViewBackgroundColor
      text = manager.messageTextColor
      normalTitle = manager.buttonTitleColor(for: .normal)
      highlightedTitle = manager.buttonTitleColor(for: .highlighted)
      messageFont = manager.messageFont
      buttonFont = manager.buttonFont
      elevation = manager.messageElevation
    }
  }

  private func makeManager() -> SnackbarManager {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    manager.messageElevation = ShadowElevation(1)
    return manager
  }

  private static let customColors: SnackbarColorScheme = {
    var colors = SnackbarColorScheme.material201804
    colors.surfaceColor = SnackbarColor(rgb: 0x202124)
    colors.onSurfaceColor = SnackbarColor(rgb: 0xE8EAED)
    colors.primaryColorVariant = SnackbarColor(rgb: 0x8AB4F8)
    return colors
  }()

  @Test(arguments: MDCColorSchemeDefaults.allCases)
  func colorThemerMatchesForEachDefaults(_ defaults: MDCColorSchemeDefaults) {
    let scheme = MDCSemanticColorScheme(defaults: defaults)
    let fromClass = makeManager()
    let fromValue = makeManager()
    SnackbarColorThemer.applySemanticColorScheme(scheme, to: fromClass)
    SnackbarColorThemer.applySemanticColorScheme(SnackbarColorScheme(scheme), to: fromValue)
    #expect(Styling(fromClass) == Styling(fromValue))
    #expect(Styling(fromClass).background != nil)
  }

  @Test func colorThemerMatchesForAMutatedScheme() {
    let scheme = MDCSemanticColorScheme(Self.customColors)
    let fromClass = makeManager()
    let fromValue = makeManager()
    SnackbarColorThemer.applySemanticColorScheme(scheme, to: fromClass)
    SnackbarColorThemer.applySemanticColorScheme(Self.customColors, to: fromValue)
    #expect(Styling(fromClass) == Styling(fromValue))
    // On-surface #E8EAED at 0.8 over #202124, and surface at 0.87 / 0.6.
    let expectedBackground = MDCSemanticColorScheme.blendColor(
      SnackbarColor(rgb: 0xE8EAED, alpha: 0.8), withBackgroundColor: SnackbarColor(rgb: 0x202124))
    #expect(fromClass.snackbarMessageViewBackgroundColor == expectedBackground)
    #expect(fromClass.messageTextColor == SnackbarColor(rgb: 0x202124, alpha: 0.87))
    #expect(fromClass.buttonTitleColor(for: .normal) == SnackbarColor(rgb: 0x202124, alpha: 0.6))
  }

  @Test func colorThemerMatchesForACustomConformer() {
    let fromClass = makeManager()
    let fromValue = makeManager()
    let custom = CustomColors()
    SnackbarColorThemer.applySemanticColorScheme(custom, to: fromClass)
    SnackbarColorThemer.applySemanticColorScheme(SnackbarColorScheme(custom), to: fromValue)
    #expect(Styling(fromClass) == Styling(fromValue))
    #expect(fromClass.messageTextColor == SnackbarColor(rgb: 0x222222, alpha: 0.87))
  }

  @Test func colorThemerWithoutManagerThemesTheDefaultManager() {
    // The one test that touches `.default`; it restores what it changed.
    let before = Styling(.default)
    defer {
      SnackbarManager.default.snackbarMessageViewBackgroundColor = before.background
      SnackbarManager.default.messageTextColor = before.text
      SnackbarManager.default.setButtonTitleColor(before.normalTitle, for: .normal)
      SnackbarManager.default.setButtonTitleColor(before.highlightedTitle, for: .highlighted)
      SnackbarManager.default.messageFont = before.messageFont
      SnackbarManager.default.buttonFont = before.buttonFont
    }
    let reference = makeManager()
    SnackbarColorThemer.applySemanticColorScheme(Self.customColors, to: reference)
    SnackbarTypographyThemer.applyTypographyScheme(.material201804, to: reference)
    SnackbarColorThemer.applySemanticColorScheme(MDCSemanticColorScheme(Self.customColors))
    SnackbarTypographyThemer.applyTypographyScheme(MDCTypographyScheme(defaults: .material201804))
    let themed = Styling(.default)
    #expect(themed.background == reference.snackbarMessageViewBackgroundColor)
    #expect(themed.text == reference.messageTextColor)
    #expect(themed.normalTitle == reference.buttonTitleColor(for: .normal))
    #expect(themed.messageFont == reference.messageFont)
    #expect(themed.buttonFont == reference.buttonFont)
    // The one-argument forms still take literals of the value types.
    SnackbarColorThemer.applySemanticColorScheme(.material201804)
    SnackbarTypographyThemer.applyTypographyScheme(.material201804)
    #expect(SnackbarManager.default.messageTextColor == SnackbarColor(white: 1, alpha: 0.87))
  }

  @Test func typographyThemerMatches() {
    let typography = MDCTypographyScheme(defaults: .material201902)
    typography.body2 = .systemFont(ofSize: 15, weight: .regular)
    typography.button = .systemFont(ofSize: 15, weight: .bold)
    let fromClass = makeManager()
    let fromValue = makeManager()
    SnackbarTypographyThemer.applyTypographyScheme(typography, to: fromClass)
    SnackbarTypographyThemer.applyTypographyScheme(SnackbarTypographyScheme(typography), to: fromValue)
    #expect(Styling(fromClass) == Styling(fromValue))
    #expect(fromClass.messageFont == .systemFont(ofSize: 15, weight: .regular))
    #expect(fromClass.buttonFont == .systemFont(ofSize: 15, weight: .bold))
  }

  @Test func typographyThemerMatchesForACustomConformer() {
    let fromClass = makeManager()
    SnackbarTypographyThemer.applyTypographyScheme(CustomTypography(), to: fromClass)
    #expect(fromClass.messageFont == .systemFont(ofSize: 13))
    #expect(fromClass.buttonFont == .systemFont(ofSize: 13, weight: .bold))
  }

  @Test func containerThemingMatches() {
    let container = MDCContainerScheme()
    container.colorScheme = MDCSemanticColorScheme(Self.customColors)
    let fromClass = makeManager()
    let fromValue = makeManager()
    fromClass.applyTheme(withScheme: container)
    fromValue.applyTheme(withScheme: SnackbarContainerScheme(container))
    #expect(Styling(fromClass) == Styling(fromValue))
    #expect(fromClass.buttonTitleColor(for: .normal) == SnackbarColor(rgb: 0x8AB4F8))
    #expect(fromClass.messageElevation == .snackbar)
  }

  @Test func containerThemingMatchesForTheDefaults() {
    let fromClass = makeManager()
    let fromValue = makeManager()
    fromClass.applyTheme(withScheme: MDCContainerScheme())
    fromValue.applyTheme(withScheme: SnackbarContainerScheme())
    #expect(Styling(fromClass) == Styling(fromValue))
    #expect(fromClass.snackbarMessageViewBackgroundColor?.hexString == "#333333FF")
  }

  @Test func containerThemingAcceptsACustomConformer() {
    let fromProtocol = makeManager()
    let asProtocol: any MDCContainerScheming = CustomContainer()
    fromProtocol.applyTheme(withScheme: asProtocol)
    #expect(fromProtocol.buttonTitleColor(for: .normal) == SnackbarColor(rgb: 0x020202))
    #expect(fromProtocol.messageFont == .systemFont(ofSize: 13))
  }

  @Test func mdcEraCodeCompilesAndThemes() {
    // Written as MDC Swift code is, with MDC's names.
    let manager: MDCSnackbarManager = makeManager()
    let scheme = MDCSemanticColorScheme(defaults: .material201907)
    scheme.surfaceColor = SnackbarColor(rgb: 0xFAFAFA)
    let typography = MDCTypographyScheme(defaults: .material201902)
    let container = MDCContainerScheme()
    container.colorScheme = scheme
    container.typographyScheme = typography
    MDCSnackbarColorThemer.applySemanticColorScheme(scheme, to: manager)
    #expect(manager.messageTextColor == SnackbarColor(rgb: 0xFAFAFA, alpha: 0.87))
    manager.applyTheme(withScheme: container)
    #expect(manager.buttonTitleColor(for: .normal) == SnackbarColor(rgb: 0x3700B3))
    #expect(manager.messageFont == .systemFont(ofSize: 14, weight: .regular))
    // Literals still pick the value-type overloads.
    SnackbarColorThemer.applySemanticColorScheme(.material201804, to: manager)
    SnackbarTypographyThemer.applyTypographyScheme(.material201804, to: manager)
    #expect(manager.messageTextColor == SnackbarColor(white: 1, alpha: 0.87))
  }
}
