// MaterialSnackbarCompat: MDC-era snackbar code compiles on Linux with its
// `import MaterialComponents…` lines replaced by `import MaterialSnackbarCompat` and nothing else.
//
// The module re-exports MaterialSnackbar, which speaks Swift only, and holds every MDC name: the
// `MDC…` typealiases, handler types and globals (MDCNames.swift), the `mdc_` members, MDC's
// scheme classes (Schemes/), the class-level API MDC deleted in v118, the members MDC deprecated
// or dropped (MDCOnlyMembers.swift), and MDC's delegate protocol.
// Only where UIKit cannot be imported does it add the UIKit and Darwin Foundation names such code
// uses beside the snackbar, mapped onto the port's stand-ins; where UIKit exists those are left
// out, so nothing clashes with it.
@_exported import MaterialSnackbar
