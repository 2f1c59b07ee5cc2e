import MaterialSnackbar

/// The SwiftUI article's `SnackbarState`, under its name here too: code written to the article
/// replaces `import SwiftUI` with `import MaterialSnackbarCompat` and nothing else, and this module
/// re-exports nothing of `MaterialSnackbar`.
public typealias SnackbarState = MaterialSnackbar.SnackbarState
