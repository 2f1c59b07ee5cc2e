/// One element of the snackbar's accessibility container, as VoiceOver would see it.
///
/// A value snapshot: the view computes its elements from its current state each time
/// ``SnackbarMessageView/accessibilityElements`` is read.
public struct SnackbarAccessibilityElement: Sendable, Hashable, CustomStringConvertible {
  /// Which part of the snackbar the element is.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The message label.
    case label
    /// The action button.
    case actionButton
    /// The close button (an addition).
    case closeButton
    /// The invisible "Dismiss popup message" button above the snackbar.
    case dismissalAffordance
  }

  /// Which part this is.
  public var kind: Kind
  /// What VoiceOver reads.
  public var accessibilityLabel: String?
  /// What VoiceOver reads after a pause.
  public var accessibilityHint: String?
  /// The identifier UI tests use.
  public var accessibilityIdentifier: String?
  /// Whether VoiceOver announces it as a button.
  public var isButton: Bool { kind != .label }

  /// Creates an element.
  public init(
    kind: Kind, accessibilityLabel: String?, accessibilityHint: String?, accessibilityIdentifier: String?
  ) {
    self.kind = kind
    self.accessibilityLabel = accessibilityLabel
    self.accessibilityHint = accessibilityHint
    self.accessibilityIdentifier = accessibilityIdentifier
  }

  /// `kind(label: …, hint: …)`, for logs.
  public var description: String {
    "\(kind.rawValue)(label: \(accessibilityLabel ?? "nil"), hint: \(accessibilityHint ?? "nil"))"
  }
}
