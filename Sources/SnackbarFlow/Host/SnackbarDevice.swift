import Foundation
import MaterialSnackbar

/// A device's screen, to build a `SnackbarHost` that looks like it: size, safe area, scale,
/// idiom and size classes, in portrait. Numbers are the devices' published point sizes and safe
/// areas.
public struct SnackbarDevice: Sendable, Hashable, CustomStringConvertible {
  /// The preset's name on the command line (`iphone-15`).
  public var name: String
  /// Portrait size in points.
  public var portraitSize: CGSize
  /// Portrait safe area.
  public var portraitSafeArea: SnackbarEdgeInsets
  /// Landscape safe area (the notch side and the home indicator).
  public var landscapeSafeArea: SnackbarEdgeInsets
  /// Points to pixels.
  public var displayScale: CGFloat
  /// Phone or tablet.
  public var idiom: SnackbarTraitCollection.UserInterfaceIdiom

  /// Creates a device description.
  public init(
    name: String, portraitSize: CGSize, portraitSafeArea: SnackbarEdgeInsets, landscapeSafeArea: SnackbarEdgeInsets,
    displayScale: CGFloat, idiom: SnackbarTraitCollection.UserInterfaceIdiom
  ) {
    self.name = name
    self.portraitSize = portraitSize
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea = landscapeSafeArea
    self.displayScale = displayScale
    self.idiom = idiom
  }

  public var description: String {
    "\(name) (\(Int(portraitSize.width))x\(Int(portraitSize.height)) pt @\(Int(displayScale))x)"
  }

  /// iPhone 7/8/SE (2nd and 3rd generation): 375x667, no notch; the upstream snapshot device.
  public static let iPhoneSE = SnackbarDevice(
    name: "iphone-se", portraitSize: CGSize(width: 375, height: 667),
    portraitSafeArea: SnackbarEdgeInsets(top: 20), landscapeSafeArea: .zero, displayScale: 2, idiom: .phone)
  /// iPhone 15: 393x852 with the Dynamic Island and home indicator.
  public static let iPhone15 = SnackbarDevice(
    name: "iphone-15", portraitSize: CGSize(width: 393, height: 852),
    portraitSafeArea: SnackbarEdgeInsets(top: 59, bottom: 34),
    landscapeSafeArea: SnackbarEdgeInsets(left: 59, bottom: 21, right: 59), displayScale: 3, idiom: .phone)
  /// iPhone 15 Pro Max: 430x932.
  public static let iPhone15ProMax = SnackbarDevice(
    name: "iphone-15-pro-max", portraitSize: CGSize(width: 430, height: 932),
    portraitSafeArea: SnackbarEdgeInsets(top: 59, bottom: 34),
    landscapeSafeArea: SnackbarEdgeInsets(left: 59, bottom: 21, right: 59), displayScale: 3, idiom: .phone)
  /// iPad Pro 11-inch: 834x1194, regular × regular when full screen.
  public static let iPadPro11 = SnackbarDevice(
    name: "ipad-pro-11", portraitSize: CGSize(width: 834, height: 1194),
    portraitSafeArea: SnackbarEdgeInsets(top: 24, bottom: 20),
    landscapeSafeArea: SnackbarEdgeInsets(top: 24, bottom: 20), displayScale: 2, idiom: .pad)

  /// Every preset.
  public static let presets: [SnackbarDevice] = [.iPhoneSE, .iPhone15, .iPhone15ProMax, .iPadPro11]

  /// The preset with this name, or nil.
  public static func named(_ name: String) -> SnackbarDevice? {
    presets.first { $0.name == name.lowercased() }
  }

  /// A host for this device: its size and safe area for the orientation, traits with its scale,
  /// idiom and size classes (tablets are regular × regular; phones compact width, and compact
  /// height in landscape), and the given keyboard height.
  public func makeHost(
    landscape: Bool = false,
    keyboardHeight: CGFloat = 0,
    traits base: SnackbarTraitCollection = SnackbarTraitCollection()
  ) -> SnackbarHost {
    var traits = base
    traits.displayScale = displayScale
    traits.userInterfaceIdiom = idiom
    switch (idiom, landscape) {
    case (.pad, _):
      traits.horizontalSizeClass = .regular
      traits.verticalSizeClass = .regular
    case (_, false):
      traits.horizontalSizeClass = .compact
      traits.verticalSizeClass = .regular
    case (_, true):
      traits.horizontalSizeClass = .compact
      traits.verticalSizeClass = .compact
    }
    let size = landscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
    return SnackbarHost(
      size: size, safeAreaInsets: landscape ? landscapeSafeArea : portraitSafeArea, traitCollection: traits,
      keyboardHeight: keyboardHeight, isWindow: true)
  }
}
