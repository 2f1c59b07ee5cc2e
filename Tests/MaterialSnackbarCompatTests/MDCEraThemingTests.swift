// MDC-era theming code: MDC's scheme classes mutated through `let`, the defaults of each scheme
// version, and the themers and `applyTheme(withScheme:)` fed with them. Swift 5, importing only
// MaterialSnackbarCompat and XCTest.
import MaterialSnackbarCompat
import XCTest

final class MDCEraThemingTests: XCTestCase {
  var manager: MDCSnackbarManager!

  /// The container colour MDC's themers derive: on-surface at 0.8 over surface.
  private let expectedBackground: (MDCSemanticColorScheme) -> UIColor = { scheme in
    MDCSemanticColorScheme.blendColor(
      scheme.onSurfaceColor.withAlphaComponent(0.8), withBackgroundColor: scheme.surfaceColor)
  }

  override func setUp() {
    super.setUp()
    manager = MDCSnackbarManager()
  }

  override func tearDown() {
    manager = nil
    super.tearDown()
  }

  func testSchemesAreClassesMutatedThroughLet() {
    let scheme = MDCSemanticColorScheme()
    let sameScheme = scheme
    scheme.surfaceColor = .red
    XCTAssertEqual(sameScheme.surfaceColor, .red, "a class: both references see the change")

    let typography = MDCTypographyScheme()
    typography.body2 = UIFont.systemFont(ofSize: 15)
    XCTAssertEqual(typography.body2.pointSize, 15)

    let container = MDCContainerScheme()
    container.colorScheme = scheme
    container.typographyScheme = typography
    XCTAssertTrue(container.colorScheme === scheme)
  }

  func testDefaultContainerSchemeThemesTheManager() {
    let container = MDCContainerScheme()
    let colors = container.colorScheme
    manager.applyTheme(withScheme: container)
    XCTAssertEqual(manager.buttonTitleColor(for: .normal), colors.primaryColorVariant)
    XCTAssertEqual(manager.snackbarMessageViewBackgroundColor, expectedBackground(colors))
    XCTAssertEqual(manager.snackbarMessageViewBackgroundColor?.hexString, "#333333FF", "opaque #333333")
    XCTAssertEqual(manager.messageTextColor, colors.surfaceColor.withAlphaComponent(0.87))
    XCTAssertEqual(manager.buttonFont, container.typographyScheme.button)
    XCTAssertEqual(manager.messageFont, container.typographyScheme.body2)
  }

  func testLaterSchemeVersionsThemeTheManager() {
    let container = MDCContainerScheme()
    let colors = MDCSemanticColorScheme(defaults: .material201907)
    let typography = MDCTypographyScheme(defaults: .material201902)
    colors.surfaceColor = UIColor(red: 0.98, green: 0.98, blue: 0.98, alpha: 1)
    container.colorScheme = colors
    container.typographyScheme = typography
    manager.applyTheme(withScheme: container)
    XCTAssertEqual(manager.buttonTitleColor(for: .normal), colors.primaryColorVariant)
    XCTAssertEqual(manager.snackbarMessageViewBackgroundColor, expectedBackground(colors))
    XCTAssertEqual(manager.messageTextColor, colors.surfaceColor.withAlphaComponent(0.87))
    XCTAssertEqual(manager.buttonFont, typography.button)
    XCTAssertEqual(manager.messageFont, typography.body2)
  }

  func testColorAndTypographyThemersTakeMDCSchemes() {
    let colors = MDCSemanticColorScheme(defaults: .material201804)
    colors.onSurfaceColor = .blue
    MDCSnackbarColorThemer.applySemanticColorScheme(colors, to: manager)
    MDCSnackbarTypographyThemer.applyTypographyScheme(MDCTypographyScheme(), to: manager)
    XCTAssertEqual(manager.snackbarMessageViewBackgroundColor, expectedBackground(colors))
    XCTAssertEqual(manager.buttonTitleColor(for: .highlighted), colors.surfaceColor.withAlphaComponent(0.6))
    XCTAssertEqual(manager.messageFont, MDCTypographyScheme().body2)
  }
}
