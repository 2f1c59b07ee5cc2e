import Foundation

/// fontconfig's own diagnostics, which it prints unasked when the environment says so.
///
/// `FC_DEBUG` makes fontconfig print its matching and scanning on standard output, where a
/// command's results go, from the first font it scans (the renderer's own, when its private
/// configuration loads) to the last match. fontconfig reads the variable itself, once, and keeps
/// no switch to turn the output off: the only way to keep it quiet is to remove the variable
/// before fontconfig first looks. (Its other unasked output, "Cannot load default config file"
/// for a bad `FONTCONFIG_FILE`, cannot happen: the system configuration is never loaded; see
/// ``FontEnvironment``.)
package enum FontconfigDiagnostics {
  /// The variables that make fontconfig print: `FC_DEBUG`, and `FC_DBG_MATCH_FILTER`, which
  /// selects what `FC_DEBUG` prints.
  package static let variables = ["FC_DEBUG", "FC_DBG_MATCH_FILTER"]

  /// Removes ``variables`` from the process environment, so fontconfig prints nothing.
  ///
  /// Call it first thing in a program's `main`, before any thread exists and before any font
  /// loads: `unsetenv` races with `getenv` on other threads, and once fontconfig has read
  /// `FC_DEBUG` removing it changes nothing. The `snackbar` command does this unless given
  /// `--verbose`.
  package static func silence() {
    for name in variables { unsetenv(name) }
  }
}
