import Foundation

/// The manager's styling values, copied into each message view when it is created (spec 1.1).
struct SnackbarStyling {
  var snackbarMessageViewBackgroundColor: SnackbarColor?
  var snackbarMessageViewShadowColor: SnackbarColor?
  var messageElevation: ShadowElevation = .snackbar
  var messageFont: SnackbarFont?
  var messageTextColor: SnackbarColor?
  var buttonFont: SnackbarFont?
  var uppercaseButtonTitle = true
  var buttonInkColor: SnackbarColor?
  var buttonTitleColors: [UInt: SnackbarColor] = [:]
  var shouldApplyStyleChangesToVisibleSnackbars = false
  var enableDismissalAccessibilityAffordance = false
  var usesGM3Shapes = false
  var shouldEnableAccessibilityViewIsModal = false
  var shouldShowMessageWhenVoiceOverIsRunning = true
  var isMessageAnimationEnabled = true
  var focusAccessibilityNotification: SnackbarAccessibilityNotification = .layoutChanged
  var traitCollectionDidChangeBlockForMessageView: (@MainActor (SnackbarMessageView, SnackbarTraitCollection?) -> Void)?
  var elevationDidChangeBlockForMessageView: (@MainActor (SnackbarMessageView, CGFloat) -> Void)?
  var overrideBaseElevation: CGFloat = -1
  var adjustsFontForContentSizeCategory = false
  var adjustsFontForContentSizeCategoryWhenScaledFontIsUnavailable = true
  var disabledButtonAlpha: CGFloat = 0.12
}

/// The colours a message view falls back to (spec 1.6, 3.1).
enum SnackbarDefaults {
  static let backgroundColor = SnackbarColor(rgb: 0x323232)
  static let shadowColor = SnackbarColor.black
  static let messageTextColor = SnackbarColor.white
  static let buttonTitleColorNormal = SnackbarColor(white: 1, alpha: 0.6)
  static let buttonTitleColorHighlighted = SnackbarColor.white
  static let buttonInkColor = SnackbarColor(white: 1, alpha: 0.06)
  static let cornerRadius: CGFloat = 4

  /// The title colour `setButtonTitleColor(nil, for:)` restores: white when highlighted, white at
  /// 0.6 for every other state.
  static func buttonTitleColor(for state: SnackbarControlState) -> SnackbarColor {
    state == .highlighted ? buttonTitleColorHighlighted : buttonTitleColorNormal
  }
}
