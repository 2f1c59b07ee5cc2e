import Foundation
import MaterialSnackbar

/// The screen a scenario plays in: a device preset or a custom size, as for `snackbar screen`.
///
/// A device is named here and resolved to its preset (``SnackbarDevice``) when the host is built
/// (``SnackbarScenario/makeHost(scale:)``), which refuses unknown names before anything is drawn.
public enum SnackbarScenarioHost: Sendable, Equatable {
  /// A device preset by name (`iphone-15`), in portrait or landscape, at the device's own scale
  /// unless `scale` is set (1, 2 or 3).
  case device(name: String, landscape: Bool = false, scale: Int? = nil)
  /// A custom host: a size in points (each 1...4096), its safe area, regular × regular size
  /// classes (a full-screen tablet) or compact ones, and a display scale (1, 2 or 3).
  case custom(size: CGSize, safeArea: SnackbarEdgeInsets = .zero, regular: Bool = false, scale: Int = 2)

  /// The scale the host asks for, if any.
  public var requestedScale: Int? {
    switch self {
    case .device(_, _, let scale): return scale
    case .custom(_, _, _, let scale): return scale
    }
  }

  /// Checks sizes, insets and scales (device names are checked when the host is built).
  func validate() throws(SnackbarScenarioError) {
    if let scale = requestedScale, !(1...3).contains(scale) {
      throw SnackbarScenarioError(key: "scale", reason: "must be 1, 2 or 3, got \(scale)")
    }
    switch self {
    case .device(let name, _, _):
      guard !name.isEmpty else { throw SnackbarScenarioError(key: "device", reason: "may not be empty") }
    case .custom(let size, let safeArea, _, _):
      guard size.width.isFinite, size.height.isFinite, (1...4096).contains(size.width), (1...4096).contains(size.height)
      else {
        throw SnackbarScenarioError(
          key: "size", reason: "must be WxH in points, each 1...4096, got \(size.width)x\(size.height)")
      }
      let insets = [safeArea.top, safeArea.left, safeArea.bottom, safeArea.right]
      guard insets.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1000 }) else {
        throw SnackbarScenarioError(
          key: "safeArea", reason: "must be four insets [T, L, B, R] in points, each 0...1000")
      }
    }
  }

  /// The host of a custom size, with `traits` (their scale, idiom and size classes are set from
  /// the case); nil for a device preset (``SnackbarDevice/makeHost(landscape:keyboardHeight:traits:)``).
  public func makeCustomHost(
    traits base: SnackbarTraitCollection = SnackbarTraitCollection(), keyboardHeight: CGFloat = 0
  ) -> SnackbarHost? {
    guard case .custom(let size, let safeArea, let regular, let scale) = self else { return nil }
    var traits = base
    traits.displayScale = CGFloat(scale)
    if regular {
      traits.horizontalSizeClass = .regular
      traits.verticalSizeClass = .regular
      traits.userInterfaceIdiom = .pad
    }
    return SnackbarHost(size: size, safeAreaInsets: safeArea, traitCollection: traits, keyboardHeight: keyboardHeight)
  }

  /// The host, by the one set of host rules `snackbar play` and `snackbar screen` share: a device
  /// preset's (``SnackbarDevice/makeHost(landscape:keyboardHeight:traits:)``, at the device's own
  /// scale unless the case asks for one) or the custom size's (``makeCustomHost(traits:keyboardHeight:)``),
  /// with `traits` and a keyboard of `keyboardHeight`.
  /// - Throws: ``SnackbarScenarioError`` (key `device`) for a name that is not a preset.
  public func makeHost(
    traits: SnackbarTraitCollection = SnackbarTraitCollection(), keyboardHeight: CGFloat = 0
  ) throws(SnackbarScenarioError) -> SnackbarHost {
    switch self {
    case .device(let name, let landscape, let scale):
      guard let device = SnackbarDevice.named(name) else {
        let names = SnackbarDevice.presets.map(\.name).joined(separator: ", ")
        throw SnackbarScenarioError(
          key: "device", reason: "must be one of \(names), got \"\(name.count > 60 ? name.prefix(60) + "…" : name)\"")
      }
      let host = device.makeHost(landscape: landscape, keyboardHeight: keyboardHeight, traits: traits)
      // The preset brings its own scale, so a requested one is applied afterwards.
      if let scale { host.traitCollection.displayScale = CGFloat(scale) }
      return host
    case .custom:
      guard let host = makeCustomHost(traits: traits, keyboardHeight: keyboardHeight) else {
        throw SnackbarScenarioError(key: "size", reason: "is not a custom size")
      }
      return host
    }
  }

  /// The same screen at `scale`; nil keeps the scale the case asks for.
  func scaled(_ scale: Int?) -> SnackbarScenarioHost {
    guard let scale else { return self }
    switch self {
    case .device(let name, let landscape, _): return .device(name: name, landscape: landscape, scale: scale)
    case .custom(let size, let safeArea, let regular, _):
      return .custom(size: size, safeArea: safeArea, regular: regular, scale: scale)
    }
  }
}
