import Foundation
import MaterialSnackbar
import MaterialSnackbarCompat
import Testing

/// `MDCTypographyScheme` and `MDCTypographySchemeDefaults`, checked against the sizes and weights in
/// upstream `MDCTypographyScheme.m` and the cases of `MDCTypographySchemeTests.m` that apply.
@Suite("Theming: MDCTypographyScheme")
struct MDCTypographySchemeThemingTests {
  private typealias Role = (name: String, font: SnackbarFont)

  private func roles(_ scheme: any MDCTypographyScheming) -> [Role] {
    [
      ("headline1", scheme.headline1), ("headline2", scheme.headline2), ("headline3", scheme.headline3),
      ("headline4", scheme.headline4), ("headline5", scheme.headline5), ("headline6", scheme.headline6),
      ("subtitle1", scheme.subtitle1), ("subtitle2", scheme.subtitle2), ("body1", scheme.body1),
      ("body2", scheme.body2), ("caption", scheme.caption), ("button", scheme.button),
      ("overline", scheme.overline),
    ]
  }

  /// The Material 2 scale of both defaults, in header order: system font, size, weight.
  private static let expected: [(String, CGFloat, SnackbarFont.Weight)] = [
    ("headline1", 96, .light), ("headline2", 60, .light), ("headline3", 48, .regular),
    ("headline4", 34, .regular), ("headline5", 24, .regular), ("headline6", 20, .medium),
    ("subtitle1", 16, .regular), ("subtitle2", 14, .regular), ("body1", 16, .regular),
    ("body2", 14, .regular), ("caption", 12, .regular), ("button", 14, .medium), ("overline", 12, .medium),
  ]

  private func checkScale(_ scheme: any MDCTypographyScheming) {
    let actual = roles(scheme)
    #expect(actual.map(\.name) == Self.expected.map(\.0))
    for (role, (name, size, weight)) in zip(actual, Self.expected) {
      #expect(role.font == .systemFont(ofSize: size, weight: weight), "\(name): \(role.font)")
      #expect(role.font.isSystemFont, "\(name)")
    }
  }

  @Test(arguments: MDCTypographySchemeDefaults.allCases)
  func defaultsHaveTheMaterial2Scale(_ defaults: MDCTypographySchemeDefaults) {
    let scheme = MDCTypographyScheme(defaults: defaults)
    checkScale(scheme)
    #expect(scheme.useCurrentContentSizeCategoryWhenApplied == false)
  }

  @Test func plainInitIsTheLatestDefaults() {
    let latest = MDCTypographyScheme()
    let explicit = MDCTypographyScheme(defaults: .material201902)
    #expect(roles(latest).map(\.font) == roles(explicit).map(\.font))
  }

  @Test func fontsAreFixedSizeInBothDefaults() {
    // The 2019 scale's scaling curves cannot be carried (see MDCTypographySchemeDefaults), so every
    // font keeps its size at every Dynamic Type category, as the 2018 scale does on iOS.
    for defaults in MDCTypographySchemeDefaults.allCases {
      for role in roles(MDCTypographyScheme(defaults: defaults)) {
        #expect(role.font.textStyle == nil, "\(defaults) \(role.name)")
        #expect(role.font.scaled(for: .accessibilityExtraExtraExtraLarge) == role.font)
      }
    }
  }

  @Test func defaultsKeepTheObjectiveCRawValues() {
    #expect(MDCTypographySchemeDefaults.material201804.rawValue == 0)
    #expect(MDCTypographySchemeDefaults.material201902.rawValue == 1)
  }

  @Test func mutationThroughLetIsSeenByEveryReference() {
    let typography = MDCTypographyScheme(defaults: .material201902)
    let other = typography
    let asProtocol: any MDCTypographyScheming = typography
    typography.body2 = .systemFont(ofSize: 15, weight: .bold)
    typography.useCurrentContentSizeCategoryWhenApplied = true
    #expect(other.body2 == .systemFont(ofSize: 15, weight: .bold))
    #expect(asProtocol.body2 == .systemFont(ofSize: 15, weight: .bold))
    #expect(asProtocol.useCurrentContentSizeCategoryWhenApplied)
    #expect(other.body1 == .systemFont(ofSize: 16, weight: .regular))
  }

  @Test func everyRoleIsSettable() {
    let scheme = MDCTypographyScheme()
    let fonts = (1...13).map { SnackbarFont(name: "Role\($0)", size: CGFloat($0)) }
    scheme.headline1 = fonts[0]
    scheme.headline2 = fonts[1]
    scheme.headline3 = fonts[2]
    scheme.headline4 = fonts[3]
    scheme.headline5 = fonts[4]
    scheme.headline6 = fonts[5]
    scheme.subtitle1 = fonts[6]
    scheme.subtitle2 = fonts[7]
    scheme.body1 = fonts[8]
    scheme.body2 = fonts[9]
    scheme.caption = fonts[10]
    scheme.button = fonts[11]
    scheme.overline = fonts[12]
    #expect(roles(scheme).map(\.font) == fonts)
  }

  @Test func adjustsFontFlagIsTheOldNameOfTheContentSizeFlag() {
    let scheme = MDCTypographyScheme()
    #expect(scheme.mdc_adjustsFontForContentSizeCategory == false)
    scheme.mdc_adjustsFontForContentSizeCategory = true
    #expect(scheme.useCurrentContentSizeCategoryWhenApplied)
    scheme.useCurrentContentSizeCategoryWhenApplied = false
    #expect(scheme.mdc_adjustsFontForContentSizeCategory == false)
  }

  @Test func copyIsIndependent() throws {
    let scheme = MDCTypographyScheme()
    scheme.useCurrentContentSizeCategoryWhenApplied = true
    scheme.overline = .systemFont(ofSize: 10, weight: .bold)
    let copy = try #require(scheme.copy() as? MDCTypographyScheme)
    #expect(copy !== scheme)
    #expect(roles(copy).map(\.font) == roles(scheme).map(\.font))
    #expect(copy.useCurrentContentSizeCategoryWhenApplied)
    copy.body1 = .systemFont(ofSize: 30)
    #expect(scheme.body1 == .systemFont(ofSize: 16, weight: .regular))
  }

  @Test func convertsBothWays() {
    let value = SnackbarTypographyScheme(
      body1: .systemFont(ofSize: 17), body2: .systemFont(ofSize: 15), button: .systemFont(ofSize: 13, weight: .bold))
    let scheme = MDCTypographyScheme(value)
    #expect(scheme.body1 == value.body1)
    #expect(scheme.body2 == value.body2)
    #expect(scheme.button == value.button)
    // Roles the value type lacks come from the 2018 scale.
    #expect(scheme.headline1 == .systemFont(ofSize: 96, weight: .light))
    #expect(scheme.overline == .systemFont(ofSize: 12, weight: .medium))
    #expect(SnackbarTypographyScheme(scheme) == value)
    #expect(SnackbarTypographyScheme(MDCTypographyScheme(defaults: .material201804)) == .material201804)
    #expect(SnackbarTypographyScheme(MDCTypographyScheme(defaults: .material201902)) == .material201804)
  }
}
