import Foundation
import MaterialSnackbar
import SnackbarRendering

extension SnackbarFraming {
  /// The framing the snackbar image strategies use unless told otherwise: the upstream harness'
  /// grey (#CCCCCC) with 16 pt of it around the snackbar. Opaque, so the golden shows what a
  /// reviewer sees (transparent pixels look different in every viewer), and wide enough for the
  /// elevation-6 shadow's visible part while keeping images small. Use
  /// `.backdrop(color: SnackbarColor(rgb: 0xCCCCCC), inset: 50)` for MDC's own 50-pt harness.
  public static let snapshotDefault = SnackbarFraming.backdrop(color: SnackbarColor(rgb: 0xCCCCCC), inset: 16)
}

/// How the snackbar strategies turn their `manager` and `theme` arguments into the manager a
/// view is styled by.
enum SnackbarSnapshotStyling {
  /// The manager to build views with.
  ///
  /// * No theme: `base` as it is (a fresh manager, MDC's defaults, when `base` is nil). The
  ///   manager is read when the snapshot is taken, so later styling changes are seen then.
  /// * A theme: applied to a new manager, never to `base`, so a strategy does not change the
  ///   caller's manager (a shared `.default` would leak the theme into other tests). A theme
  ///   sets every styling value it knows, so what survives from `base` is what themes do not
  ///   touch: GM3 shapes, the base elevation override and Dynamic Type
  ///   (`adjustsFontForContentSizeCategory`). (Placement is not styling: screens
  ///   place the snackbar with `base` itself.)
  static func manager(base: SnackbarManager?, theme: SnackbarTheme?) -> SnackbarManager {
    guard let theme else { return base ?? SnackbarManager() }
    let manager = SnackbarManager()
    if let base {
      manager.usesGM3Shapes = base.usesGM3Shapes
      manager.overrideBaseElevation = base.overrideBaseElevation
      manager.adjustsFontForContentSizeCategory = base.adjustsFontForContentSizeCategory
    }
    theme.apply(to: manager)
    return manager
  }

  /// `traits` at `scale`: the strategies' `scale:` argument wins over the traits' own.
  static func traits(_ traits: SnackbarTraitCollection, scale: CGFloat) -> SnackbarTraitCollection {
    var traits = traits
    traits.displayScale = scale
    return traits
  }
}
