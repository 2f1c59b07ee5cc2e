// MaterialSnackbarCompat: MDC-era snackbar code compiles on Linux with its
// `import MaterialComponents…` lines replaced by `import MaterialSnackbarCompat` and nothing else.
//
// The module re-exports MaterialSnackbar (which already carries MDC's names: MDCSnackbarManager,
// MDCSnackbarMessage, the schemes, the themers) and, only where UIKit cannot be imported, adds
// the UIKit and Darwin Foundation names such code uses beside the snackbar, mapped onto the
// port's stand-ins. Where UIKit exists this module adds nothing, so nothing clashes with it.
@_exported import MaterialSnackbar
