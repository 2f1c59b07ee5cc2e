// MaterialSnackbarCompat: MDC-era snackbar code compiles on Linux with its
// `import MaterialComponents…` lines replaced by `import MaterialSnackbarCompat` and nothing else.
//
// The module is built on MaterialSnackbar, which speaks Swift only, and re-exports nothing of it:
// it declares every name such code uses instead, so a file importing only this module compiles
// (ReadmePortingExample.swift in its tests shows it). They are the `MDC…` typealiases, handler
// types and globals (MDCNames.swift), the article's `SnackbarState` (ArticleNames.swift), the
// `mdc_` members, MDC's scheme classes (Schemes/), the class-level API MDC deleted in v118, the
// members MDC deprecated or dropped (MDCOnlyMembers.swift), and MDC's delegate protocol. Members of
// the manager's types need no re-export: they come with the types the aliases name.
// Only where UIKit cannot be imported does it add the UIKit and Darwin Foundation names such code
// uses beside the snackbar, mapped onto the port's stand-ins; where UIKit exists those are left
// out, so nothing clashes with it.
