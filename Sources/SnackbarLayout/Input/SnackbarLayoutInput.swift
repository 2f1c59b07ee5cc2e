import Foundation
import MaterialSnackbar

/// Everything the layout needs, as plain values: the adapter from a message view and its manager
/// builds one; tests and the CLI build them directly.
public struct SnackbarLayoutInput: Sendable, Hashable {
  /// The message with resolved fonts (bold runs already in the medium font, spec 2.13).
  public var message: SnackbarParagraph
  /// The action's title as drawn (already uppercased when the manager uppercases, spec 3.1); nil
  /// or empty for no action (upstream sets an empty title to nil in release builds, spec 7.3).
  public var actionTitle: String?
  /// The action title's font (MDC: 14-pt medium).
  public var buttonFont: SnackbarFont
  /// Scale, direction, Dynamic Type, size classes and idiom.
  public var traits: SnackbarTraitCollection
  /// The manager's `usesGM3Shapes` (spec 3.9): 52-pt single-line minimum, equal side margins
  /// when the text spans the width.
  public var usesGM3Shapes: Bool
  /// `MDCSnackbarMessage.usesLegacySnackbar` (spec 3.10): margins (18, 24, 18, 24), button insets
  /// 5, never action-below, corner radius 0, 80-pt height cap.
  public var isLegacy: Bool
  /// A symbol before the text (not in MDC).
  public var leadingIcon: SnackbarIcon?
  /// A linear progress bar along the bottom (not in MDC).
  public var progress: SnackbarProgress?
  /// Seconds since the indeterminate progress bar started, which places its moving segment.
  public var progressElapsedTime: TimeInterval
  /// Whether a close button sits at the trailing edge (not in MDC).
  public var showsCloseButton: Bool
  /// The corner radius; nil for MDC's (4, legacy 0).
  public var cornerRadius: CGFloat?
  /// A fixed width, or a host to place the snackbar in.
  public var sizing: SnackbarLayoutSizing

  /// Creates an input; every default is MDC's.
  public init(
    message: SnackbarParagraph,
    actionTitle: String? = nil,
    buttonFont: SnackbarFont = .defaultButtonFont,
    traits: SnackbarTraitCollection = SnackbarTraitCollection(),
    usesGM3Shapes: Bool = false,
    isLegacy: Bool = false,
    leadingIcon: SnackbarIcon? = nil,
    progress: SnackbarProgress? = nil,
    progressElapsedTime: TimeInterval = 0,
    showsCloseButton: Bool = false,
    cornerRadius: CGFloat? = nil,
    sizing: SnackbarLayoutSizing
  ) {
    self.message = message
    self.actionTitle = actionTitle
    self.buttonFont = buttonFont
    self.traits = traits
    self.usesGM3Shapes = usesGM3Shapes
    self.isLegacy = isLegacy
    self.leadingIcon = leadingIcon
    self.progress = progress
    self.progressElapsedTime = progressElapsedTime
    self.showsCloseButton = showsCloseButton
    self.cornerRadius = cornerRadius
    self.sizing = sizing
  }

  /// Creates an input for plain text in MDC's default message font, in the traits' direction.
  public init(
    text: String,
    font: SnackbarFont = .defaultMessageFont,
    actionTitle: String? = nil,
    traits: SnackbarTraitCollection = SnackbarTraitCollection(),
    sizing: SnackbarLayoutSizing
  ) {
    self.init(
      message: SnackbarParagraph(text: text, font: font, direction: SnackbarWritingDirection(traits.layoutDirection)),
      actionTitle: actionTitle, traits: traits, sizing: sizing)
  }

  /// The action title when there is one to draw.
  public var effectiveActionTitle: String? {
    guard let actionTitle, !actionTitle.isEmpty else { return nil }
    return actionTitle
  }

  /// The action title as the button draws it: one line in the button's font, in the message's
  /// direction and language; nil without a title. The one paragraph the layout measures and the
  /// audit checks for glyphs, so both ask the measurer about the same text.
  package var actionTitleParagraph: SnackbarParagraph? {
    effectiveActionTitle.map {
      SnackbarParagraph(
        text: $0, font: buttonFont, direction: message.direction, language: message.language, maxLines: 1)
    }
  }

  /// The corner radius in effect.
  public var effectiveCornerRadius: CGFloat {
    cornerRadius ?? (isLegacy ? SnackbarLayoutMetrics.legacyCornerRadius : SnackbarLayoutMetrics.cornerRadius)
  }
}
