import Foundation
import SnackbarBasics

/// The button of a snackbar: its title and what tapping it does, as `MDCSnackbarMessageAction`.
///
/// Like MDC's, an action is shared (not copied) when a message is copied for display, so a change
/// to the action after `show` still reaches the snackbar.
open class SnackbarMessageAction: CustomStringConvertible {
  private struct Storage {
    var title: String?
    var handler: SnackbarMessageActionHandler?
    var accessibilityIdentifier: String?
    var accessibilityHint: String?
  }

  private let storage = SnackbarLocked(Storage())

  /// Creates an action without a title. Give it one before assigning it to a message: a message
  /// refuses an untitled action.
  public required init() {}

  /// Creates an action with a title and a handler.
  @preconcurrency
  public convenience init(title: String, handler: SnackbarMessageActionHandler? = nil) {
    self.init()
    self.title = title
    self.handler = handler
  }

  /// The button's title. As in MDC, assigning nil or an empty string is ignored and the previous
  /// title is kept.
  public var title: String? {
    get { storage[\.title] }
    set {
      guard let newValue, !newValue.isEmpty else { return }
      storage.withLock { $0.title = newValue }
    }
  }

  /// Called when the user taps the button: on the manager's scheduler, on a later turn, before
  /// the message's completion handlers.
  @preconcurrency
  public var handler: SnackbarMessageActionHandler? {
    get { storage[\.handler] }
    set { storage[\.handler] = newValue }
  }

  /// The button's accessibility identifier, for UI tests.
  public var accessibilityIdentifier: String? {
    get { storage[\.accessibilityIdentifier] }
    set { storage[\.accessibilityIdentifier] = newValue }
  }

  /// The button's accessibility hint.
  public var accessibilityHint: String? {
    get { storage[\.accessibilityHint] }
    set { storage[\.accessibilityHint] = newValue }
  }

  /// A new action of the same class with the same title, handler, identifier and hint (the
  /// handler is shared).
  open func copy() -> Self {
    let copy = Self()
    let values = storage.read { $0 }
    copy.storage.withLock { $0 = values }
    return copy
  }

  /// `<SnackbarMessageAction: 0x…> { title: "…" }` (a subclass's own name), for logs.
  open var description: String {
    "<\(type(of: self)): \(objectAddress(self))> { title: \"\(title ?? "")\" }"
  }
}

/// The `0x…` address of an object, as Objective-C descriptions print it.
func objectAddress(_ object: AnyObject) -> String {
  "\(Unmanaged.passUnretained(object).toOpaque())"
}

// Sendable only for Swift 6 clients. An open class that states `@unchecked Sendable` makes Swift
// warn on every subclass that does not restate it ("must restate inherited '@unchecked Sendable'
// conformance"), also in Swift 5 mode, where MDC-era code subclassing MDC's NSObject classes never
// saw such a warning. Swift 5 code does not check sendability, so it loses nothing; Swift 6 code
// (this package, apps written for it) sees the conformance and passes actions across threads, as
// its lock allows.
@available(swift, introduced: 6)
extension SnackbarMessageAction: @unchecked Sendable {}
