import MaterialSnackbar
// An app's palette from its asset catalog, as MDC-era code uses it: `UIColor(named:)` into the
// manager's styling. Swift 5 mode, importing only MaterialSnackbarCompat; the asset catalog is this
// target's resource, as a framework ships one. Named colours keep their appearances and are
// resolved when drawn (SnackbarRenderingTests draws one light and dark).
import MaterialSnackbarCompat
import XCTest

final class MDCEraNamedColorTests: XCTestCase {
  func testUnknownNamesAreNil() {
    XCTAssertNil(UIColor(named: "NoSuchColour"))
    XCTAssertNil(UIColor(named: "NoSuchColour", in: .module, compatibleWith: nil))
  }

  /// The app's primary colour styles the snackbar; a dark trait collection resolves it to the
  /// asset catalog's dark variant.
  func testAssetCatalogColorStylesTheSnackbarInEachAppearance() {
    guard let primary = UIColor(named: "BrandPrimary", in: .module, compatibleWith: nil) else {
      return XCTFail("BrandPrimary is in the target's Palette.xcassets")
    }
    let scheduler = ManualScheduler()
    let manager = MDCSnackbarManager(scheduler: scheduler)
    manager.snackbarMessageViewBackgroundColor = primary
    manager.show(MDCSnackbarMessage(text: "Branded"))
    scheduler.runUntilIdle()
    let background = manager.currentSnackbar?.snackbarMessageViewBackgroundColor
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    XCTAssertEqual(
      background?.resolvedColor(with: light), UIColor(red: 0x62 / 255.0, green: 0, blue: 0xEE / 255.0, alpha: 1))
    XCTAssertEqual(
      background?.resolvedColor(with: dark),
      UIColor(red: 0xBB / 255.0, green: 0x86 / 255.0, blue: 0xFC / 255.0, alpha: 1))
    XCTAssertEqual(
      UIColor(named: "BrandPrimary", in: .module, compatibleWith: dark), background?.resolvedColor(with: dark))
  }

  /// A namespaced group prefixes the name; its high-contrast variant answers Increase Contrast.
  func testNamespacedColorWithHighContrast() {
    guard let text = UIColor(named: "Snackbar/Text", in: .module, compatibleWith: nil) else {
      return XCTFail("Snackbar/Text is in the target's Palette.xcassets")
    }
    XCTAssertEqual(text.resolvedColor(with: UITraitCollection()), UIColor(white: 1, alpha: 0.87))
    XCTAssertEqual(text.resolvedColor(with: UITraitCollection(accessibilityContrast: .high)), .white)
    XCTAssertNil(UIColor(named: "Text", in: .module, compatibleWith: nil), "the group's namespace is part of the name")
  }

  /// Colours a program registers are found by the plain `UIColor(named:)`.
  func testRegisteredColorsAreFoundByName() {
    SnackbarNamedColors.register(["Warning": UIColor(light: .orange, dark: .yellow)])
    defer { SnackbarNamedColors.removeAll() }
    XCTAssertEqual(
      UIColor(named: "Warning")?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), .yellow)
  }
}
