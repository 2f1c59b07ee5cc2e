import Foundation
import MaterialSnackbar
import MaterialSnackbarCompat
import Testing

/// `MDCSemanticColorScheme`, `MDCColorSchemeDefaults` and `blendColor`, checked against the numbers
/// in upstream `MDCSemanticColorScheme.m` and the cases of `MDCSemanticColorSchemeTests.m`.
@Suite("Theming: MDCSemanticColorScheme")
struct MDCSemanticColorSchemeThemingTests {
  /// The roles in header order, with the flag: what one defaults case must produce.
  private struct Expected {
    var primary: UInt32
    var primaryVariant: UInt32
    var secondary: UInt32
    var error: UInt32
    var surface: UInt32
    var background: UInt32
    var onPrimary: UInt32
    var onSecondary: UInt32
    var onSurface: UInt32
    var onBackground: UInt32
    var elevationOverlay: Bool
  }

  private static let material201804 = Expected(
    primary: 0x6200EE, primaryVariant: 0x3700B3, secondary: 0x03DAC6, error: 0xB00020, surface: 0xFFFFFF,
    background: 0xFFFFFF, onPrimary: 0xFFFFFF, onSecondary: 0x000000, onSurface: 0x000000,
    onBackground: 0x000000, elevationOverlay: false)
  private static let materialDark201907 = Expected(
    primary: 0xBB86FC, primaryVariant: 0x3700B3, secondary: 0x03DAC6, error: 0xCF6679, surface: 0x121212,
    background: 0x121212, onPrimary: 0x000000, onSecondary: 0x000000, onSurface: 0xFFFFFF,
    onBackground: 0xFFFFFF, elevationOverlay: true)
  // The light, normal-contrast variants of the dynamic 2019 scheme, with the overlay flag on.
  private static let material201907 = Expected(
    primary: 0x6200EE, primaryVariant: 0x3700B3, secondary: 0x03DAC6, error: 0xB00020, surface: 0xFFFFFF,
    background: 0xFFFFFF, onPrimary: 0xFFFFFF, onSecondary: 0x000000, onSurface: 0x000000,
    onBackground: 0x000000, elevationOverlay: true)

  private func check(_ scheme: any MDCColorScheming, _ expected: Expected) {
    #expect(scheme.primaryColor == SnackbarColor(rgb: expected.primary))
    #expect(scheme.primaryColorVariant == SnackbarColor(rgb: expected.primaryVariant))
    #expect(scheme.secondaryColor == SnackbarColor(rgb: expected.secondary))
    #expect(scheme.errorColor == SnackbarColor(rgb: expected.error))
    #expect(scheme.surfaceColor == SnackbarColor(rgb: expected.surface))
    #expect(scheme.backgroundColor == SnackbarColor(rgb: expected.background))
    #expect(scheme.onPrimaryColor == SnackbarColor(rgb: expected.onPrimary))
    #expect(scheme.onSecondaryColor == SnackbarColor(rgb: expected.onSecondary))
    #expect(scheme.onSurfaceColor == SnackbarColor(rgb: expected.onSurface))
    #expect(scheme.onBackgroundColor == SnackbarColor(rgb: expected.onBackground))
    #expect(scheme.elevationOverlayEnabledForDarkMode == expected.elevationOverlay)
  }

  @Test func material201804Defaults() {
    check(MDCSemanticColorScheme(defaults: .material201804), Self.material201804)
  }

  @Test func materialDark201907Defaults() {
    check(MDCSemanticColorScheme(defaults: .materialDark201907), Self.materialDark201907)
  }

  @Test func material201907DefaultsAreTheLightVariants() {
    check(MDCSemanticColorScheme(defaults: .material201907), Self.material201907)
  }

  @Test func plainInitIsThe2018Defaults() {
    check(MDCSemanticColorScheme(), Self.material201804)
  }

  @Test func defaultsKeepTheObjectiveCRawValues() {
    #expect(MDCColorSchemeDefaults.material201804.rawValue == 0)
    #expect(MDCColorSchemeDefaults.materialDark201907.rawValue == 1)
    #expect(MDCColorSchemeDefaults.material201907.rawValue == 2)
    #expect(MDCColorSchemeDefaults(rawValue: 3) == nil)
  }

  @Test func defaultsAgreeWithTheValueTypeStatics() {
    #expect(SnackbarColorScheme(MDCSemanticColorScheme(defaults: .material201804)) == .material201804)
    #expect(SnackbarColorScheme(MDCSemanticColorScheme(defaults: .materialDark201907)) == .material201907Dark)
  }

  @Test func mutationThroughLetIsSeenByEveryReference() {
    let scheme = MDCSemanticColorScheme(defaults: .material201907)
    let other = scheme
    let asProtocol: any MDCColorScheming = scheme
    scheme.surfaceColor = SnackbarColor(rgb: 0xFF0000)
    scheme.elevationOverlayEnabledForDarkMode = false
    #expect(other.surfaceColor == SnackbarColor(rgb: 0xFF0000))
    #expect(asProtocol.surfaceColor == SnackbarColor(rgb: 0xFF0000))
    #expect(asProtocol.elevationOverlayEnabledForDarkMode == false)
    // The other roles are untouched.
    #expect(other.backgroundColor == .white)
  }

  @Test func everyRoleIsSettable() {
    let scheme = MDCSemanticColorScheme()
    let colors = (1...10).map { SnackbarColor(rgb: UInt32($0) * 0x111111) }
    scheme.primaryColor = colors[0]
    scheme.primaryColorVariant = colors[1]
    scheme.secondaryColor = colors[2]
    scheme.errorColor = colors[3]
    scheme.surfaceColor = colors[4]
    scheme.backgroundColor = colors[5]
    scheme.onPrimaryColor = colors[6]
    scheme.onSecondaryColor = colors[7]
    scheme.onSurfaceColor = colors[8]
    scheme.onBackgroundColor = colors[9]
    let value = SnackbarColorScheme(scheme)
    #expect(
      [
        value.primaryColor, value.primaryColorVariant, value.secondaryColor, value.errorColor, value.surfaceColor,
        value.backgroundColor, value.onPrimaryColor, value.onSecondaryColor, value.onSurfaceColor,
        value.onBackgroundColor,
      ] == colors)
  }

  @Test func copyIsIndependent() throws {
    let scheme = MDCSemanticColorScheme(defaults: .materialDark201907)
    let copy = try #require(scheme.copy() as? MDCSemanticColorScheme)
    #expect(copy !== scheme)
    check(copy, Self.materialDark201907)
    copy.primaryColor = .black
    #expect(scheme.primaryColor == SnackbarColor(rgb: 0xBB86FC))
  }

  @Test func convertsBothWays() {
    let value = SnackbarColorScheme.material201907Dark
    let scheme = MDCSemanticColorScheme(value, elevationOverlayEnabledForDarkMode: true)
    check(scheme, Self.materialDark201907)
    #expect(SnackbarColorScheme(scheme) == value)
    #expect(MDCSemanticColorScheme(.material201804).elevationOverlayEnabledForDarkMode == false)
    // The class is a snapshot source, not a view: later changes do not reach an earlier value.
    let snapshot = SnackbarColorScheme(scheme)
    scheme.errorColor = .white
    #expect(snapshot.errorColor == SnackbarColor(rgb: 0xCF6679))
  }

  @Test func concurrentReadsAndWritesAreSafe() {
    let scheme = MDCSemanticColorScheme()
    DispatchQueue.concurrentPerform(iterations: 200) { index in
      if index.isMultiple(of: 2) {
        scheme.surfaceColor = SnackbarColor(white: CGFloat(index) / 200)
      } else {
        _ = SnackbarColorScheme(scheme)
      }
    }
    #expect(scheme.surfaceColor.red == scheme.surfaceColor.blue)
  }

  // MARK: blendColor (MDC v124.2.0 `+blendColor:withBackgroundColor:` and its unit tests)

  private func expectClose(_ color: SnackbarColor, _ components: (CGFloat, CGFloat, CGFloat, CGFloat)) {
    let tolerance: CGFloat = 1e-9
    #expect(abs(color.red - components.0) < tolerance, "red \(color.red)")
    #expect(abs(color.green - components.1) < tolerance, "green \(color.green)")
    #expect(abs(color.blue - components.2) < tolerance, "blue \(color.blue)")
    #expect(abs(color.alpha - components.3) < tolerance, "alpha \(color.alpha)")
  }

  @Test func blendingAnOpaqueColorGivesThatColor() {
    let result = MDCSemanticColorScheme.blendColor(.black, withBackgroundColor: .white)
    #expect(result == .black)
  }

  @Test func blendingHalfBlackOverWhiteGivesMidGrey() {
    let result = MDCSemanticColorScheme.blendColor(
      .black.withAlphaComponent(0.5), withBackgroundColor: .white)
    expectClose(result, (0.5, 0.5, 0.5, 1))
  }

  @Test func blendingHalfWhiteOverBlackGivesMidGrey() {
    let result = MDCSemanticColorScheme.blendColor(
      SnackbarColor(white: 1, alpha: 0.5), withBackgroundColor: .black)
    expectClose(result, (0.5, 0.5, 0.5, 1))
  }

  @Test func blendingLightGreyAt60PercentOverWhite() {
    let result = MDCSemanticColorScheme.blendColor(
      SnackbarColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 0.6), withBackgroundColor: .white)
    expectClose(result, (0.94, 0.94, 0.94, 1))
  }

  @Test func blendingTwoTranslucentColors() {
    let result = MDCSemanticColorScheme.blendColor(
      SnackbarColor(red: 0.1, green: 0.8, blue: 0.8, alpha: 0.2),
      withBackgroundColor: SnackbarColor(red: 0.4, green: 0.6, blue: 0.9, alpha: 0.8))
    expectClose(result, (0.32857142857142863, 0.64761904761904765, 0.87619047619047618, 0.84000000000000008))
  }

  @Test func blendingOverAColorGivenInHueSaturationBrightness() {
    // MDC's case uses hue 0.7, saturation 0.6, brightness 0.2, alpha 0.7 for the background. In
    // RGB that is (0.104, 0.08, 0.2): the hue falls in the blue-to-magenta sixth, so blue is the
    // brightness, green is brightness × (1 − saturation), and red sits 0.2 of the way from green up to blue.
    let background = SnackbarColor(red: 0.104, green: 0.08, blue: 0.2, alpha: 0.7)
    let result = MDCSemanticColorScheme.blendColor(
      SnackbarColor(red: 0.3, green: 0.3, blue: 0.2, alpha: 0.8), withBackgroundColor: background)
    expectClose(result, (0.27080851063829786, 0.2672340425531915, 0.20000000000000004, 0.93999999999999994))
  }

  @Test func blendingOverATranslucentGrey() {
    let result = MDCSemanticColorScheme.blendColor(
      SnackbarColor(red: 0.9, green: 0.82, blue: 0.1, alpha: 0.6),
      withBackgroundColor: SnackbarColor(white: 0.3, alpha: 0.8))
    expectClose(result, (0.69130434782608696, 0.63913043478260867, 0.16956521739130434, 0.92000000000000004))
  }

  @Test func blendingTheSnackbarContainerColor() {
    // The Material 2 snackbar container: on-surface at 0.8 over surface, #333333 for the 2018 scheme.
    let scheme = MDCSemanticColorScheme(defaults: .material201804)
    let container = MDCSemanticColorScheme.blendColor(
      scheme.onSurfaceColor.withAlphaComponent(0.8), withBackgroundColor: scheme.surfaceColor)
    #expect(container.hexString == "#333333FF")
  }

  @Test func blendingTwoClearColorsIsClear() {
    #expect(MDCSemanticColorScheme.blendColor(.clear, withBackgroundColor: .clear) == .clear)
  }
}
