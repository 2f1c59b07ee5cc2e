import Foundation
import MaterialSnackbar
import MaterialSnackbarCompat
import Testing

/// `MDCContainerScheme` and `MDCContainerScheming`, after upstream `MDCContainerSchemeTests.m`.
@Suite("Theming: MDCContainerScheme")
struct MDCContainerSchemeThemingTests {
  @Test func initHoldsThe2018Schemes() {
    let container = MDCContainerScheme()
    #expect(SnackbarColorScheme(container.colorScheme) == .material201804)
    #expect(container.colorScheme.elevationOverlayEnabledForDarkMode == false)
    let expected = MDCTypographyScheme(defaults: .material201804)
    let typography = container.typographyScheme
    #expect(typography.headline1 == expected.headline1)
    #expect(typography.headline6 == expected.headline6)
    #expect(typography.subtitle2 == expected.subtitle2)
    #expect(typography.body2 == expected.body2)
    #expect(typography.button == expected.button)
    #expect(typography.overline == expected.overline)
    #expect(typography.useCurrentContentSizeCategoryWhenApplied == false)
  }

  @Test func assignedSchemesAreSharedNotCopied() {
    let scheme = MDCSemanticColorScheme(defaults: .material201907)
    let typography = MDCTypographyScheme(defaults: .material201902)
    let container = MDCContainerScheme()
    container.colorScheme = scheme
    container.typographyScheme = typography
    #expect(container.colorScheme === scheme)
    #expect(container.typographyScheme === typography)
    scheme.surfaceColor = SnackbarColor(rgb: 0xFF0000)
    typography.button = .systemFont(ofSize: 18, weight: .bold)
    #expect(container.colorScheme.surfaceColor == SnackbarColor(rgb: 0xFF0000))
    #expect(container.typographyScheme.button == .systemFont(ofSize: 18, weight: .bold))
    // Through the container, too: the concrete property is settable and returns the class.
    container.colorScheme.primaryColor = .black
    #expect(scheme.primaryColor == .black)
  }

  @Test func theProtocolSeesTheSameObjects() {
    let container = MDCContainerScheme()
    let asProtocol: any MDCContainerScheming = container
    #expect(asProtocol.colorScheme === container.colorScheme)
    #expect(asProtocol.typographyScheme === container.typographyScheme)
    let replacement = MDCSemanticColorScheme(defaults: .materialDark201907)
    container.colorScheme = replacement
    #expect(asProtocol.colorScheme === replacement)
    #expect(asProtocol.colorScheme.surfaceColor == SnackbarColor(rgb: 0x121212))
  }

  @Test func convertsBothWays() {
    let value = SnackbarContainerScheme(
      colorScheme: .material201907Dark,
      typographyScheme: SnackbarTypographyScheme(
        body1: .systemFont(ofSize: 18), body2: .systemFont(ofSize: 16), button: .systemFont(ofSize: 15)))
    let container = MDCContainerScheme(value)
    #expect(SnackbarColorScheme(container.colorScheme) == value.colorScheme)
    #expect(container.typographyScheme.body2 == .systemFont(ofSize: 16))
    #expect(SnackbarContainerScheme(container) == value)
    #expect(SnackbarContainerScheme(MDCContainerScheme()) == SnackbarContainerScheme())
  }

  @Test func aCustomConformerConverts() {
    let custom = CustomContainer()
    let value = SnackbarContainerScheme(custom)
    #expect(value.colorScheme.surfaceColor == SnackbarColor(rgb: 0x222222))
    #expect(value.colorScheme.onSurfaceColor == SnackbarColor(rgb: 0xEEEEEE))
    #expect(value.typographyScheme.body2 == .systemFont(ofSize: 13))
    #expect(value.typographyScheme.button == .systemFont(ofSize: 13, weight: .bold))
  }
}

/// A container written the way app code implements MDC's protocols: its own classes, typed as the
/// protocols, not MDC's classes.
final class CustomContainer: MDCContainerScheming {
  let colorScheme: any MDCColorScheming = CustomColors()
  let typographyScheme: any MDCTypographyScheming = CustomTypography()
}

/// A hand-written ``MDCColorScheming``: a dark surface, every other role distinct.
final class CustomColors: MDCColorScheming {
  let primaryColor = SnackbarColor(rgb: 0x010101)
  let primaryColorVariant = SnackbarColor(rgb: 0x020202)
  let secondaryColor = SnackbarColor(rgb: 0x030303)
  let errorColor = SnackbarColor(rgb: 0x040404)
  let surfaceColor = SnackbarColor(rgb: 0x222222)
  let backgroundColor = SnackbarColor(rgb: 0x050505)
  let onPrimaryColor = SnackbarColor(rgb: 0x060606)
  let onSecondaryColor = SnackbarColor(rgb: 0x070707)
  let onSurfaceColor = SnackbarColor(rgb: 0xEEEEEE)
  let onBackgroundColor = SnackbarColor(rgb: 0x080808)
  let elevationOverlayEnabledForDarkMode = true
}

/// A hand-written ``MDCTypographyScheming``: 13 pt everywhere, bold button.
final class CustomTypography: MDCTypographyScheming {
  let headline1 = SnackbarFont.systemFont(ofSize: 13)
  let headline2 = SnackbarFont.systemFont(ofSize: 13)
  let headline3 = SnackbarFont.systemFont(ofSize: 13)
  let headline4 = SnackbarFont.systemFont(ofSize: 13)
  let headline5 = SnackbarFont.systemFont(ofSize: 13)
  let headline6 = SnackbarFont.systemFont(ofSize: 13)
  let subtitle1 = SnackbarFont.systemFont(ofSize: 13)
  let subtitle2 = SnackbarFont.systemFont(ofSize: 13)
  let body1 = SnackbarFont.systemFont(ofSize: 13)
  let body2 = SnackbarFont.systemFont(ofSize: 13)
  let caption = SnackbarFont.systemFont(ofSize: 13)
  let button = SnackbarFont.systemFont(ofSize: 13, weight: .bold)
  let overline = SnackbarFont.systemFont(ofSize: 13)
  let useCurrentContentSizeCategoryWhenApplied = false
}
