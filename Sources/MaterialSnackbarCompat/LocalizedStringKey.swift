#if !canImport(SwiftUI)
  import Foundation
  import MaterialSnackbar

  /// SwiftUI's `LocalizedStringKey`, where SwiftUI is missing: a string written as a literal (or
  /// an interpolation), so that code written for the SwiftUI article's `SnackbarState`
  /// (`state.show(text: key)`) compiles with `import SwiftUI` replaced. It is shown as the main
  /// bundle's translation of the key when there is one, else as written, which is what SwiftUI
  /// shows for a key without a translation.
  public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key, as written.
    public let key: String

    /// A key for `value`.
    public init(_ value: String) {
      key = value
    }

    /// A key written as a literal.
    public init(stringLiteral value: String) {
      key = value
    }

    /// The text shown for the key.
    var resolved: String {
      Bundle.main.localizedString(forKey: key, value: key, table: nil)
    }
  }

  extension SnackbarState {
    /// The article's `show(text:duration:showProgress:showCloseButton:)` with a
    /// `LocalizedStringKey`: shows its text as the `String` form does.
    @discardableResult
    public func show(
      text: LocalizedStringKey, duration: Double = 1.5, showProgress: Bool = false, showCloseButton: Bool = false,
      queued: Bool = false
    ) -> SnackbarItem {
      show(
        text: text.resolved, duration: duration, showProgress: showProgress, showCloseButton: showCloseButton,
        queued: queued)
    }
  }

  extension SnackbarState.SnackbarItem {
    /// The article's memberwise initializer with a `LocalizedStringKey`.
    public init(
      id: String = UUID().uuidString, text: LocalizedStringKey, duration: Double, showProgress: Bool,
      showCloseButton: Bool
    ) {
      self.init(
        id: id, text: text.resolved, duration: duration, showProgress: showProgress, showCloseButton: showCloseButton)
    }
  }
#endif
