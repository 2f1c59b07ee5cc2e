// The SwiftUI article's `SnackbarState` API, used as the article's non-view code uses it (with
// `import SwiftUI` replaced by `import MaterialSnackbarCompat`), on a manager in virtual time.
// Swift 5 mode. `pendingItems` is watched as a SwiftUI view would watch it: through the
// Observation framework. Alone in its file with MaterialSnackbarCompat, so it shows that such code
// needs no other import of this package; ArticleSnackbarStateTests plays it.
import MaterialSnackbarCompat
import Observation
import XCTest

/// README's example of article-style code: a view model that shows through a `SnackbarState`.
final class ComposeViewModel {
  let snackbarState: SnackbarState

  init(snackbarState: SnackbarState = .shared) { self.snackbarState = snackbarState }

  func send() { snackbarState.show(text: "This is a snackbar!") }
  func upload() { snackbarState.show(text: "Uploading…", showProgress: true, showCloseButton: true) }
  func uploaded() { snackbarState.hide() }
}

/// Records what an observer of `pendingItems` sees: one entry per change it is told of, read
/// after the call that changed it.
final class PendingItemsObserver {
  private let state: SnackbarState
  private var notified = false
  private(set) var seen: [[String]] = []

  init(_ state: SnackbarState) {
    self.state = state
    arm()
  }

  private func arm() {
    withObservationTracking {
      _ = state.pendingItems
    } onChange: { [weak self] in
      self?.notified = true
    }
  }

  /// Call after each step: records the list if observers were told it changed, and watches again.
  func step() {
    guard notified else { return }
    notified = false
    seen.append(state.pendingItems.map(\.text))
    arm()
  }
}
