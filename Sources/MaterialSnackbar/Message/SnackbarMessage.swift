import Foundation
import SnackbarBasics

/// What a snackbar says and how it behaves: the port of `MDCSnackbarMessage`.
///
/// ``SnackbarManager/show(_:)-method`` displays a ``copy()``, so changing a message after showing it has
/// no effect on the snackbar (the ``action`` object and the handlers are shared, as in MDC).
/// Every property is safe to read and write from any thread.
///
/// Subclasses are allowed, as in MDC: ``init(text:)`` and ``copy()`` preserve the dynamic class.
open class SnackbarMessage: CustomStringConvertible {
  struct Storage {
    /// Plain until read or set as an attributed string (see ``SnackbarMessageText``).
    var content: SnackbarMessageText?
    var action: SnackbarMessageAction?
    var buttonTextColor: SnackbarColor?
    var duration: TimeInterval = 4
    var completionHandler: SnackbarMessageCompletionHandler?
    var completionHandlerWithError: SnackbarMessageCompletionHandlerWithError?
    var completionHandlerWithReason: SnackbarMessageCompletionHandlerWithReason?
    var category: String?
    var attributedAccessibilityLabel: NSAttributedString?
    var accessibilityHint: String?
    var accessibilityIdentifier: String?
    var enableRippleBehavior = false
    var focusOnShow = false
    var elementToFocusOnDismiss = WeakReference<AnyObject>(nil)
    var snackbarMessageWillPresentBlock: (@MainActor (SnackbarMessage, SnackbarMessageView) -> Void)?
    var automaticallyDismisses = true
    var usesLegacyDismissalBehavior = false
    var presentationHostViewOverride = WeakReference<SnackbarHost>(nil)
    var shouldDismissOnOverlayTap = false
    var leadingIcon: SnackbarIcon?
    var progress: SnackbarProgress?
    var showsCloseButton = false
    var interpretsMarkdown = false
    var importance: SnackbarImportance?
    var showsLeadingIcon = true
    var error: NSError?
    /// Internal: the identifier the manager gave this copy in `show`. Never copied.
    var messageID: SnackbarMessageID?
    /// Internal: set when this copy was dismissed, removed from the queue or dropped, after which
    /// a ``SnackbarMessageHandle`` no longer changes it. Never copied.
    var hasEnded = false
    /// Internal: resumes ``SnackbarManager/showAndWait(_:)``. Never copied.
    var resultObserver: (@Sendable (SnackbarResult) -> Void)?

    /// The text as an attributed string, made from plain text on first request and kept, so
    /// every read returns the same object and a message makes at most one.
    mutating func attributedContent() -> NSAttributedString? {
      switch content {
      case nil: return nil
      case .attributed(let attributed): return attributed
      case .plain(let string):
        let attributed = NSAttributedString(string: string)
        content = .attributed(attributed)
        return attributed
      }
    }
  }

  let storage = SnackbarLocked(Storage())

  // MARK: - Creating

  /// Creates an empty message: duration 4 s, dismissed automatically.
  public required init() {}

  /// Creates a message showing `text`, as `+[MDCSnackbarMessage messageWithText:]`.
  public convenience init(text: String) {
    self.init()
    self.text = text
  }

  /// Creates a message showing `attributedText`, as `+messageWithAttributedText:`. Mark bold runs
  /// with `NSAttributedString.Key.snackbarBold`.
  public convenience init(attributedText: NSAttributedString) {
    self.init()
    self.attributedText = attributedText
  }

  /// Selects the pre-2018 look (section 3.10 of the spec) for every message. Stored for the
  /// renderer; the manager's behaviour does not depend on it.
  public class var usesLegacySnackbar: Bool {
    get { legacySnackbarFlag.read { $0 } }
    set { legacySnackbarFlag.withLock { $0 = newValue } }
  }

  // MARK: - Content

  /// The plain text. The getter returns ``attributedText``'s string; the setter replaces the
  /// attributed text. Setting nil gives an empty text (MDC crashes).
  ///
  /// Drawn as `UILabel` draws it (the renderer's `SnackbarDisplayText` rule): LF, CR LF, CR,
  /// U+0085, U+2028 and U+2029 break lines, a tab is a space, and other control characters (C0,
  /// DEL, C1) and Unicode noncharacters draw nothing and take no room. The text itself is kept
  /// as given.
  public var text: String? {
    get { storage.read { $0.content?.string } }
    set { storage.withLock { $0.content = .plain(newValue ?? "") } }
  }

  /// The text with attributes; the view overrides colour and font (see ``textRuns(ignoringBold:)``).
  /// The value is copied on assignment.
  public var attributedText: NSAttributedString? {
    get { storage.withLock { $0.attributedContent() } }
    set {
      let copy = newValue.map { NSAttributedString(attributedString: $0) }
      storage.withLock { $0.content = copy.map { .attributed($0) } }
    }
  }

  /// The button. An action whose title is nil or empty is refused and leaves the property nil
  /// (MDC asserts in debug builds, and sets nil in release builds).
  public var action: SnackbarMessageAction? {
    get { storage[\.action] }
    set {
      let accepted = newValue.flatMap { ($0.title ?? "").isEmpty ? nil : $0 }
      storage.withLock { $0.action = accepted }
    }
  }

  /// How long the snackbar stays after its enter animation, in seconds (default 4).
  ///
  /// Values above ``maximumDuration`` (10) become 10; negative and NaN values become
  /// 0, which dismisses on the turn after the enter animation. Nothing traps.
  public var duration: TimeInterval {
    get { storage[\.duration] }
    set {
      let clamped = newValue.isNaN ? 0 : min(Self.maximumDuration, max(0, newValue))
      storage.withLock { $0.duration = clamped }
    }
  }

  /// The grouping key: a new message replaces the visible and queued messages of its category
  /// (a message without a category replaces everything). See spec 2.2.
  public var category: String? {
    get { storage[\.category] }
    set { storage[\.category] = newValue }
  }

  // MARK: - Completion

  /// Called once when the message leaves, with `userInitiated`; on the scheduler, on a later turn.
  /// Not called for a message dropped under the VoiceOver rule.
  @preconcurrency
  public var completionHandler: SnackbarMessageCompletionHandler? {
    get { storage[\.completionHandler] }
    set { storage[\.completionHandler] = newValue }
  }

  /// Called just before ``completionHandler``, in the same turn, with `userInitiated` and the
  /// animation error (code ``SnackbarError/slideAnimationMisconfigured``) if any.
  @preconcurrency
  public var completionHandlerWithError: SnackbarMessageCompletionHandlerWithError? {
    get { storage[\.completionHandlerWithError] }
    set { storage[\.completionHandlerWithError] = newValue }
  }

  /// Called once when the message ends, after MDC's two handlers, with the reason. Unlike them it
  /// also hears about a message dropped under the VoiceOver rule (``SnackbarDismissReason/dropped``).
  /// An addition to MDC.
  @preconcurrency
  public var completionHandlerWithReason: SnackbarMessageCompletionHandlerWithReason? {
    get { storage[\.completionHandlerWithReason] }
    set { storage[\.completionHandlerWithReason] = newValue }
  }

  // MARK: - Behaviour

  /// Whether the message times out at all (default true).
  public var automaticallyDismisses: Bool {
    get { storage[\.automaticallyDismisses] }
    set { storage[\.automaticallyDismisses] = newValue }
  }

  /// Lets a message with an action time out again, unless VoiceOver runs (the pre-2024 rule).
  public var usesLegacyDismissalBehavior: Bool {
    get { storage[\.usesLegacyDismissalBehavior] }
    set { storage[\.usesLegacyDismissalBehavior] = newValue }
  }

  /// Whether a tap outside the snackbar dismisses it (ignored while VoiceOver runs).
  public var shouldDismissOnOverlayTap: Bool {
    get { storage[\.shouldDismissOnOverlayTap] }
    set { storage[\.shouldDismissOnOverlayTap] = newValue }
  }

  /// With VoiceOver, move focus to the snackbar instead of only announcing it. It does not stop
  /// the timer.
  public var focusOnShow: Bool {
    get { storage[\.focusOnShow] }
    set { storage[\.focusOnShow] = newValue }
  }

  /// Makes the button use a ripple instead of ink.
  public var enableRippleBehavior: Bool {
    get { storage[\.enableRippleBehavior] }
    set { storage[\.enableRippleBehavior] = newValue }
  }

  /// The host for this message only, ahead of the manager's (held weakly).
  public var presentationHostViewOverride: SnackbarHost? {
    get { storage[\.presentationHostViewOverride.object] }
    set { storage.withLock { $0.presentationHostViewOverride = WeakReference(newValue) } }
  }

  /// What VoiceOver should focus after the snackbar leaves, if focus was inside it (held weakly).
  public var elementToFocusOnDismiss: AnyObject? {
    get { storage[\.elementToFocusOnDismiss.object] }
    set { storage.withLock { $0.elementToFocusOnDismiss = WeakReference(newValue) } }
  }

  /// Called right after the delegate's `willPresent`, to customise the view.
  @preconcurrency
  public var snackbarMessageWillPresentBlock: (@MainActor (SnackbarMessage, SnackbarMessageView) -> Void)? {
    get { storage[\.snackbarMessageWillPresentBlock] }
    set { storage[\.snackbarMessageWillPresentBlock] = newValue }
  }

  // MARK: - Accessibility

  /// What VoiceOver reads instead of the text. Setting nil clears it.
  public var accessibilityLabel: String? {
    get { storage.read { $0.attributedAccessibilityLabel?.string } }
    set { storage.withLock { $0.attributedAccessibilityLabel = newValue.map { NSAttributedString(string: $0) } } }
  }

  /// ``accessibilityLabel`` with attributes (copied on assignment).
  public var attributedAccessibilityLabel: NSAttributedString? {
    get { storage[\.attributedAccessibilityLabel] }
    set {
      let copy = newValue.map { NSAttributedString(attributedString: $0) }
      storage.withLock { $0.attributedAccessibilityLabel = copy }
    }
  }

  /// The label's hint; when nil or empty the label says "Double-tap to dismiss".
  public var accessibilityHint: String? {
    get { storage[\.accessibilityHint] }
    set { storage[\.accessibilityHint] = newValue }
  }

  /// The message's own accessibility identifier. As in MDC, ``copy()`` does not copy it.
  public var accessibilityIdentifier: String? {
    get { storage[\.accessibilityIdentifier] }
    set { storage[\.accessibilityIdentifier] = newValue }
  }

  /// What is announced when the snackbar appears: ``attributedAccessibilityLabel`` if set,
  /// otherwise ``attributedText``.
  public var voiceNotificationText: NSAttributedString? {
    storage.withLock { $0.attributedAccessibilityLabel ?? $0.attributedContent() }
  }

  // MARK: - Extras for the renderer (not in MDC)

  /// A symbol before the text, so meaning never rests on colour alone. Copied by ``copy()``.
  public var leadingIcon: SnackbarIcon? {
    get { storage[\.leadingIcon] }
    set { storage[\.leadingIcon] = newValue }
  }

  /// A progress bar inside the snackbar. Copied by ``copy()``.
  ///
  /// Progress holds the auto-dismiss timer: a shown message whose progress is indeterminate, or
  /// determinate and below 1, is not dismissed by its timer. When an update through the
  /// ``SnackbarMessageHandle`` of ``SnackbarManager/showUpdatable(_:)`` completes it (the
  /// fraction reaches 1, or the progress is removed), the timer starts then, with the full
  /// ``duration``. Set it here before showing; change a shown message through its handle.
  public var progress: SnackbarProgress? {
    get { storage[\.progress] }
    set { storage[\.progress] = newValue }
  }

  /// Whether the snackbar shows a close (×) button; tapping it dismisses with
  /// ``SnackbarDismissReason/tap``. Copied by ``copy()``.
  public var showsCloseButton: Bool {
    get { storage[\.showsCloseButton] }
    set { storage[\.showsCloseButton] = newValue }
  }

  /// Whether the text is inline Markdown, drawn as SwiftUI's `Text` draws a `LocalizedStringKey`
  /// (a string from an `.xcstrings` catalog): `**strong**`, `*emphasis*`, `~~strikethrough~~`,
  /// code spans (in backticks) and `[links](url)` are styled and their markup is not drawn;
  /// block syntax stays as typed. Default false, as in MDC, whose label draws the text as typed.
  /// The renderer's layout parses it (`SnackbarMarkdown` in SnackbarLayout), so the audit reads
  /// the text drawn.
  /// Copied by ``copy()``.
  public var interpretsMarkdown: Bool {
    get { storage[\.interpretsMarkdown] }
    set { storage[\.interpretsMarkdown] = newValue }
  }

  // MARK: - Errors and animation hooks

  /// The animation error of the copy being shown (spec 2.10), passed to
  /// ``completionHandlerWithError`` and then cleared. MDC keeps this internal; tests read it.
  public internal(set) var error: NSError? {
    get { storage[\.error] }
    set { storage[\.error] = newValue }
  }

  /// The opacity animation of the enter and exit transitions, as the view's
  /// `animateSnackbarOpacity(from:to:)` upstream. A subclass returning nil here and from
  /// ``animateSnackbarScale(from:to:)`` makes the transition fail with
  /// ``SnackbarError/slideAnimationMisconfigured``.
  open func animateSnackbarOpacity(from: CGFloat, to: CGFloat) -> SnackbarLayerAnimation? {
    SnackbarLayerAnimation(keyPath: "opacity", fromValue: from, toValue: to)
  }

  /// The scale animation of the enter transition, as the view's `animateSnackbarScale(from:to:)`.
  open func animateSnackbarScale(from: CGFloat, to: CGFloat) -> SnackbarLayerAnimation? {
    SnackbarLayerAnimation(keyPath: "transform.scale", fromValue: from, toValue: to)
  }

  // MARK: - View class

  /// The class of the view the manager (and the renderer) make for this message, as MDC's
  /// `viewClass`: ``SnackbarMessageView`` unless a subclass overrides it to return one of its own
  /// subclasses of ``SnackbarMessageView``, which is then made with
  /// ``SnackbarMessageView/init(message:dismissHandler:snackbarManager:)`` and drawn with the
  /// styling it gives itself. A class that is not a ``SnackbarMessageView`` gets the plain view
  /// (MDC would send it an initializer it does not have, and crash).
  open func viewClass() -> AnyClass {
    SnackbarMessageView.self
  }

  /// ``viewClass()`` as a view type, or ``SnackbarMessageView`` when it is not one.
  var resolvedViewClass: SnackbarMessageView.Type {
    viewClass() as? SnackbarMessageView.Type ?? SnackbarMessageView.self
  }

  // MARK: - Copying

  /// A new message of the same class (spec 1.4): values are copied; the action, the handlers,
  /// the will-present block and the weak references are shared. ``accessibilityIdentifier`` is
  /// not copied, and a custom ``attributedAccessibilityLabel`` loses its attributes, as in MDC.
  open func copy() -> Self {
    let copy = Self()
    let source = storage.read { $0 }
    copy.storage.withLock { target in
      target.content = source.content
      target.action = source.action
      target.buttonTextColor = source.buttonTextColor
      target.duration = source.duration
      target.completionHandler = source.completionHandler
      target.completionHandlerWithError = source.completionHandlerWithError
      target.completionHandlerWithReason = source.completionHandlerWithReason
      target.category = source.category
      target.attributedAccessibilityLabel = source.attributedAccessibilityLabel.map {
        NSAttributedString(string: $0.string)
      }
      target.accessibilityHint = source.accessibilityHint
      target.enableRippleBehavior = source.enableRippleBehavior
      target.focusOnShow = source.focusOnShow
      target.elementToFocusOnDismiss = source.elementToFocusOnDismiss
      target.snackbarMessageWillPresentBlock = source.snackbarMessageWillPresentBlock
      target.automaticallyDismisses = source.automaticallyDismisses
      target.usesLegacyDismissalBehavior = source.usesLegacyDismissalBehavior
      target.presentationHostViewOverride = source.presentationHostViewOverride
      target.shouldDismissOnOverlayTap = source.shouldDismissOnOverlayTap
      target.leadingIcon = source.leadingIcon
      target.progress = source.progress
      target.showsCloseButton = source.showsCloseButton
      target.interpretsMarkdown = source.interpretsMarkdown
      target.importance = source.importance
      target.showsLeadingIcon = source.showsLeadingIcon
      target.error = source.error
    }
    return copy
  }

  // MARK: - Description

  /// `<SnackbarMessage: 0x…> {` then `text:`, `action:` (only with an action) and `viewClass:`
  /// lines, laid out as MDC prints it but with the Swift class names (a subclass's own name).
  open var description: String {
    var lines = ["<\(type(of: self)): \(objectAddress(self))> {", "  text: \"\(text ?? "")\","]
    if let title = action?.title { lines.append("  action: \"\(title)\",") }
    lines.append("  viewClass: \"\(String(describing: viewClass()))\",")
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  // MARK: - Internal

  /// Takes the error out (MDC clears it after reporting it, to break a retain cycle).
  func takeError() -> NSError? {
    storage.withLock {
      let error = $0.error
      $0.error = nil
      return error
    }
  }

  /// Overrides the button's normal title colour: MDC's deprecated `buttonTextColor`, whose public
  /// name is in MaterialSnackbarCompat.
  package var buttonTextColorOverride: SnackbarColor? {
    get { storage[\.buttonTextColor] }
    set { storage[\.buttonTextColor] = newValue }
  }

  var resultObserver: (@Sendable (SnackbarResult) -> Void)? {
    get { storage[\.resultObserver] }
    set { storage[\.resultObserver] = newValue }
  }
}

private let legacySnackbarFlag = SnackbarLocked(false)

/// One animation of a transition: a stand-in for the `CABasicAnimation` MDC's factory methods
/// return. The manager only checks that a transition has at least one.
public struct SnackbarLayerAnimation: Sendable, Hashable {
  /// The animated property, e.g. `"opacity"` or `"transform.scale"`.
  public var keyPath: String
  /// The start value.
  public var fromValue: CGFloat
  /// The end value.
  public var toValue: CGFloat

  /// Creates an animation description.
  public init(keyPath: String, fromValue: CGFloat, toValue: CGFloat) {
    self.keyPath = keyPath
    self.fromValue = fromValue
    self.toValue = toValue
  }
}

// Sendable only for Swift 6 clients. An open class that states `@unchecked Sendable` makes Swift
// warn on every subclass that does not restate it ("must restate inherited '@unchecked Sendable'
// conformance"), also in Swift 5 mode, where MDC-era code subclassing MDC's NSObject classes never
// saw such a warning. Swift 5 code does not check sendability, so it loses nothing; Swift 6 code
// (this package, apps written for it) sees the conformance and passes messages across threads, as
// its lock allows.
@available(swift, introduced: 6)
extension SnackbarMessage: @unchecked Sendable {}
