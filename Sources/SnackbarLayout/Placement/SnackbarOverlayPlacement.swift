import Foundation
import MaterialSnackbar

/// MDC's overlay rules (spec 3.5, 2.12): the snackbar's width, position and height cap in a host.
struct SnackbarOverlayPlacement {
  let placement: SnackbarPlacementInput
  let traits: SnackbarTraitCollection
  let isLegacy: Bool

  /// Regular × regular hosts limit the width to 288…568 (320…320 off iPad) and honour the
  /// horizontal alignment; every other host gets a full-width snackbar between the margins.
  var isWidthLimited: Bool { traits.isRegularRegular }

  private var defaultSideMargin: CGFloat {
    if traits.horizontalSizeClass == .regular { return SnackbarLayoutMetrics.regularSideMargin }
    return isLegacy ? SnackbarLayoutMetrics.legacyCompactSideMargin : SnackbarLayoutMetrics.compactSideMargin
  }

  var leadingMargin: CGFloat { placement.leadingMargin ?? defaultSideMargin }
  var trailingMargin: CGFloat { placement.trailingMargin ?? defaultSideMargin }
  var topMargin: CGFloat { placement.topMargin ?? SnackbarLayoutMetrics.topMargin }

  /// The gap between the snackbar and the bottom inset: 8 on phones, 24 on iPad, 0 in legacy.
  var staticBottomMargin: CGFloat {
    if isLegacy { return 0 }
    return traits.isPad ? SnackbarLayoutMetrics.padBottomMargin : SnackbarLayoutMetrics.phoneBottomMargin
  }

  /// `max(keyboard, max(bottomOffset, safeArea.bottom))`; legacy leaves the safe area out
  /// (spec 2.12).
  var dynamicBottomMargin: CGFloat {
    let offset = isLegacy ? placement.bottomOffset : max(placement.bottomOffset, placement.safeAreaInsets.bottom)
    return max(placement.keyboardHeight, offset)
  }

  /// Legacy snackbars anchored to the screen bottom (bottom alignment, no offset) grow by the
  /// bottom safe inset and keep their content above it (`contentSafeBottomInset`, spec 3.10).
  var contentBottomInset: CGFloat {
    guard isLegacy, placement.isWindow, placement.verticalAlignment == .bottom, placement.bottomOffset == 0 else {
      return 0
    }
    return placement.safeAreaInsets.bottom
  }

  private var isRightToLeft: Bool { traits.isRightToLeft }

  /// The widest the snackbar may be. Full width: the host minus margins and the leading and
  /// trailing safe-area insets. Width-limited: the host minus the margins only.
  var availableWidth: CGFloat {
    let margins = leadingMargin + trailingMargin
    if isWidthLimited { return placement.hostSize.width - margins }
    return placement.hostSize.width - margins - placement.safeAreaInsets.left - placement.safeAreaInsets.right
  }

  /// The snackbar's width given the width its content would like (text on one line).
  ///
  /// Width-limited hosts: UIKit sizes the snackbar to its content between the minimum and
  /// maximum width; the content's wish is its single-line width, so the result is
  /// `clamp(natural, min, max)`, and never wider than the host allows (the `≤ container − margins`
  /// constraint wins over the minimum when the host is narrower than 288 + margins).
  func width(naturalWidth: CGFloat) -> CGFloat {
    guard isWidthLimited else { return availableWidth }
    let minimum = SnackbarLayoutMetrics.minimumWidth(isPad: traits.isPad)
    let maximum = SnackbarLayoutMetrics.maximumWidth(isPad: traits.isPad)
    return min(availableWidth, min(maximum, max(minimum, naturalWidth)))
  }

  /// The snackbar's left edge.
  func originX(width: CGFloat) -> CGFloat {
    let hostWidth = placement.hostSize.width
    let insets = placement.safeAreaInsets
    if !isWidthLimited {
      // The leading edge is leadingMargin + safeArea.leading, which is the right side in RTL.
      return isRightToLeft ? trailingMargin + insets.left : leadingMargin + insets.left
    }
    switch placement.horizontalAlignment {
    case .center:
      return (hostWidth - width) / 2
    case .leading:
      // container.leading + leadingMargin; the safe area is not added (spec 3.5).
      return isRightToLeft ? hostWidth - leadingMargin - width : leadingMargin
    }
  }

  /// The height cap: half the host above the bottom inset (at least `minimumLayoutHeight`) with a
  /// window, 80 without; legacy always 80, plus the bottom safe inset at the bottom.
  func maximumHeight(minimumLayoutHeight: CGFloat) -> CGFloat {
    if isLegacy {
      let cap = SnackbarLayoutMetrics.maximumHeightWithoutWindow
      return placement.verticalAlignment == .bottom ? cap + placement.safeAreaInsets.bottom : cap
    }
    guard placement.isWindow else { return SnackbarLayoutMetrics.maximumHeightWithoutWindow }
    let half = (placement.hostSize.height - dynamicBottomMargin) * SnackbarLayoutMetrics.maximumHeightRatio
    return max(half, minimumLayoutHeight)
  }

  /// The snackbar's top edge: under the top safe area by the top margin, or with its bottom at
  /// `host.height − dynamicBottomMargin − staticBottomMargin`.
  func originY(height: CGFloat) -> CGFloat {
    switch placement.verticalAlignment {
    case .top:
      return placement.safeAreaInsets.top + topMargin
    case .bottom:
      return placement.hostSize.height - dynamicBottomMargin - staticBottomMargin - height
    }
  }
}
