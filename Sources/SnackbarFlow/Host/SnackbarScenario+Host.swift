import Foundation
import MaterialSnackbar

extension SnackbarScenario {
  /// The host the scenario plays in: its device preset (portrait or landscape) or custom size,
  /// in the theme's appearance (dark for m3-dark), at `scale` when given, else the scenario's
  /// `scale`, else the device's own.
  /// - Throws: ``SnackbarScenarioError`` (key `device`) for a name that is not a preset, or (key
  ///   `scale`) for a scale other than 1, 2 or 3.
  public func makeHost(scale: Int? = nil) throws(SnackbarScenarioError) -> SnackbarHost {
    if let scale, !(1...3).contains(scale) {
      throw SnackbarScenarioError(key: "scale", reason: "must be 1, 2 or 3, got \(scale)")
    }
    var traits = SnackbarTraitCollection()
    traits.userInterfaceStyle = theme == .material3Dark ? .dark : .light
    do {
      return try host.scaled(scale).makeHost(traits: traits)
    } catch {
      throw located(error)
    }
  }

  /// The screen behind the snackbars: the theme's screen colour.
  public var screenBackground: SnackbarColor { theme.screenBackgroundColor }
}

extension SnackbarHost {
  /// A new host with this one's size, safe area, keyboard, window flag and traits, at `scale`:
  /// the same screen drawn at another resolution (a filmstrip's smaller pictures).
  public func copy(scale: CGFloat) -> SnackbarHost {
    var traits = traitCollection
    traits.displayScale = scale
    return SnackbarHost(
      size: size, safeAreaInsets: safeAreaInsets, traitCollection: traits, keyboardHeight: keyboardHeight,
      isWindow: isWindow)
  }
}
