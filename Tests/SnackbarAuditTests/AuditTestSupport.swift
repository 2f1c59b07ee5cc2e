import Foundation
import MaterialSnackbar
import SnackbarAudit
import SnackbarLayout

/// Audits made with `FixedAdvanceTextMeasurer` (a Latin character 7 pt wide at 14 pt), so every
/// rule is checked without fonts.
enum AuditFixture {
  static let measurer = FixedAdvanceTextMeasurer()

  static func phone(
    category: SnackbarContentSizeCategory = .large, horizontal: SnackbarTraitCollection.SizeClass = .compact
  ) -> SnackbarTraitCollection {
    SnackbarTraitCollection(
      displayScale: 2, preferredContentSizeCategory: category, horizontalSizeClass: horizontal,
      verticalSizeClass: .regular, userInterfaceIdiom: .phone)
  }

  /// A message: text, optional action, styled by `configure` on a fresh manager.
  static func view(
    _ text: String, action: String? = nil, manager: SnackbarManager = SnackbarManager(),
    configure: (SnackbarMessage) -> Void = { _ in }
  ) -> SnackbarMessageView {
    let message = SnackbarMessage(text: text)
    if let action { message.action = SnackbarMessageAction(title: action) }
    configure(message)
    return SnackbarMessageView.make(for: message, manager: manager)
  }

  static func audit(
    _ view: SnackbarMessageView, sizing: SnackbarLayoutSizing = .fittingWidth(359),
    traits: SnackbarTraitCollection = phone(), language: String? = nil, behind: [SnackbarColor] = [.white]
  ) throws -> SnackbarAuditReport {
    try SnackbarAudit.audit(
      messageView: view, sizing: sizing, traits: traits, language: language, measurer: measurer, behind: behind)
  }

  static func audit(
    _ text: String, action: String? = nil, manager: SnackbarManager = SnackbarManager(),
    sizing: SnackbarLayoutSizing = .fittingWidth(359), traits: SnackbarTraitCollection = phone(),
    language: String? = nil, behind: [SnackbarColor] = [.white], configure: (SnackbarMessage) -> Void = { _ in }
  ) throws -> SnackbarAuditReport {
    try audit(
      view(text, action: action, manager: manager, configure: configure), sizing: sizing, traits: traits,
      language: language, behind: behind)
  }

  /// A manager with these colours (hex), the rest MDC's.
  static func manager(container: String? = nil, text: String? = nil, action: String? = nil) -> SnackbarManager {
    let manager = SnackbarManager()
    if let container { manager.snackbarMessageViewBackgroundColor = color(container) }
    if let text { manager.messageTextColor = color(text) }
    if let action { manager.setButtonTitleColor(color(action), for: .normal) }
    return manager
  }

  static func color(_ hex: String) -> SnackbarColor {
    (try? SnackbarColor(hex: hex)) ?? .clear
  }

  /// A phone host 375×667 (a window: the cap is half its height).
  static func host(width: CGFloat = 375, height: CGFloat = 667) -> SnackbarLayoutSizing {
    .inHost(SnackbarPlacementInput(hostSize: CGSize(width: width, height: height)))
  }
}

extension SnackbarAuditReport {
  /// The rule ids that fired, in order, for compact expectations.
  var rules: [String] { findings.map(\.rule.rawValue) }

  func severity(of rule: SnackbarAuditRule) -> SnackbarAuditSeverity? {
    findings(of: rule).map(\.severity).max()
  }

  func measurement(_ element: SnackbarAuditElement) -> SnackbarContrastMeasurement? {
    contrast.first { $0.element == element }
  }
}
