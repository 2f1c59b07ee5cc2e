import Foundation

/// The colours a message view draws each part in, resolved for one trait collection: what the
/// renderer paints and what an audit measures, from one set of rules.
///
/// Colours may be translucent; each is drawn over the container (and the container over what is
/// behind the snackbar), so a contrast check composites them first.
public struct SnackbarResolvedColors: Sendable, Hashable {
  /// The container fill (MDC's #323232 by default).
  public var container: SnackbarColor
  /// The message text (white by default).
  public var text: SnackbarColor
  /// The action title in the normal state (white at 0.6 by default).
  public var actionTitle: SnackbarColor
  /// The elevation shadow's colour (black by default).
  public var shadow: SnackbarColor
  /// The leading icon: its tint, else the text colour.
  public var icon: SnackbarColor
  /// The close icon: the text colour at 0.87 (Material's high-emphasis icon alpha); with GM3
  /// shapes the text colour itself, as Material 3's icon colour equals its supporting text.
  public var closeIcon: SnackbarColor
  /// The progress track: the text colour at 0.24 (Material's track alpha).
  public var progressTrack: SnackbarColor
  /// The progress indicator: the action title's colour, or the text colour without action.
  public var progressIndicator: SnackbarColor

  /// Creates a set of colours.
  public init(
    container: SnackbarColor, text: SnackbarColor, actionTitle: SnackbarColor, shadow: SnackbarColor,
    icon: SnackbarColor, closeIcon: SnackbarColor, progressTrack: SnackbarColor, progressIndicator: SnackbarColor
  ) {
    self.container = container
    self.text = text
    self.actionTitle = actionTitle
    self.shadow = shadow
    self.icon = icon
    self.closeIcon = closeIcon
    self.progressTrack = progressTrack
    self.progressIndicator = progressIndicator
  }
}

extension SnackbarMessageView {
  /// The colours this view draws with in `traits`' appearance (light or dark, normal or
  /// increased contrast), as UIKit resolves dynamic colours at draw time. A colour set to nil
  /// after creation falls back to MDC's default (spec 3.1).
  public func resolvedColors(with traits: SnackbarTraitCollection) -> SnackbarResolvedColors {
    let container = (snackbarMessageViewBackgroundColor ?? SnackbarColor(rgb: 0x323232)).resolvedColor(with: traits)
    let text = (messageTextColor ?? .white).resolvedColor(with: traits)
    let shadow = (snackbarMessageViewShadowColor ?? .black).resolvedColor(with: traits)
    let actionTitle = (actionButton?.titleColor(for: .normal) ?? SnackbarColor(white: 1, alpha: 0.6))
      .resolvedColor(with: traits)
    let hasAction = actionButton?.title.map { !$0.isEmpty } ?? false
    return SnackbarResolvedColors(
      container: container, text: text, actionTitle: actionTitle, shadow: shadow,
      icon: leadingIcon?.tintColor?.resolvedColor(with: traits) ?? text,
      closeIcon: usesGM3Shapes ? text : text.withAlphaComponent(text.alpha * 0.87),
      progressTrack: text.withAlphaComponent(text.alpha * 0.24), progressIndicator: hasAction ? actionTitle : text)
  }
}
