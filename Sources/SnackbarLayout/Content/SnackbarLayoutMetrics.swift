import Foundation
import MaterialSnackbar

/// Every number the layout uses, with where it comes from. MDC's come from
/// `MDCSnackbarMessageView.m` and `MDCSnackbarOverlayView.m` as the spec records them; the extras
/// (icon, close button, progress) are not in MDC and follow Material for Android and Compose
/// (peers.md 2.2, 2.3).
public enum SnackbarLayoutMetrics {
  // MARK: Content (spec 3.2, 3.3)

  /// Margins for single-line text in the horizontal layout: (6, 16, 6, 8).
  public static let singleLineMargins = SnackbarDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 8)
  /// Margins for multi-line text or the action-below layout: (16, 16, 16, 8).
  public static let multiLineMargins = SnackbarDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 8)
  /// Legacy margins (spec 3.10): (18, 24, 18, 24).
  public static let legacyMargins = SnackbarDirectionalEdgeInsets(top: 18, leading: 24, bottom: 18, trailing: 24)
  /// The gap between text and button: horizontal in the horizontal layout, vertical in the
  /// action-below layout (`kTitleButtonPadding`).
  public static let textButtonGap: CGFloat = 8
  /// The button's `contentEdgeInsets` on every side (`kButtonPadding`).
  public static let buttonContentInset: CGFloat = 8
  /// The legacy button's insets (`kLegacyButtonPadding`).
  public static let legacyButtonContentInset: CGFloat = 5
  /// The button's minimum size, width and height: the 44-pt touch target.
  public static let buttonMinimumSize: CGFloat = 44
  /// The button's largest share of the available width when the text needs it
  /// (`kMaxButtonRatio`, written as MDC writes it, not 1/3).
  public static let maximumButtonRatio: CGFloat = 0.333333
  /// A button wider than this share of ``maximumWidth(isPad:)`` moves below the text.
  public static let actionBelowWidthRatio: CGFloat = 0.4
  /// At accessibility sizes with a regular vertical size class, a label font above this many
  /// points moves the action below the text (`kMinimumAccessibiltyFontSize`).
  public static let accessibilityFontThreshold: CGFloat = 21
  /// Minimum height of a single-line snackbar (`kMinimumHeight`).
  public static let minimumHeight: CGFloat = 48
  /// Minimum height of a single-line snackbar with GM3 shapes (`kMinimumHeightGM3`).
  public static let minimumHeightGM3: CGFloat = 52
  /// Minimum height of a multi-line snackbar (`kMinimumHeightMultiline`).
  public static let minimumHeightMultiline: CGFloat = 68
  /// The corner radius (`kCornerRadius`, spec 3.1).
  public static let cornerRadius: CGFloat = 4
  /// The legacy corner radius (spec 3.10).
  public static let legacyCornerRadius: CGFloat = 0

  /// The snackbar's minimum width on a regular × regular host: 288 on iPad, 320 elsewhere.
  public static func minimumWidth(isPad: Bool) -> CGFloat { isPad ? 288 : 320 }
  /// The snackbar's maximum width on a regular × regular host: 568 on iPad, 320 elsewhere. The
  /// action-below test uses it on every host (so 128 pt on phones, 227.2 on iPad).
  public static func maximumWidth(isPad: Bool) -> CGFloat { isPad ? 568 : 320 }

  // MARK: Overlay (spec 3.5, 2.12)

  /// Side margin on compact-width hosts.
  public static let compactSideMargin: CGFloat = 8
  /// Side margin on regular-width hosts.
  public static let regularSideMargin: CGFloat = 24
  /// Legacy side margin on compact-width hosts.
  public static let legacyCompactSideMargin: CGFloat = 0
  /// The top margin under the safe area, for top alignment.
  public static let topMargin: CGFloat = 8
  /// The gap above the bottom inset on phones (`staticBottomMargin`).
  public static let phoneBottomMargin: CGFloat = 8
  /// The gap above the bottom inset on iPad.
  public static let padBottomMargin: CGFloat = 24
  /// The share of the host's height above the bottom inset that a snackbar may take.
  public static let maximumHeightRatio: CGFloat = 0.5
  /// The height cap without a window, and always in legacy mode.
  public static let maximumHeightWithoutWindow: CGFloat = 80

  // MARK: Extras (not in MDC; Material for Android and Compose, peers.md 2.2 and 2.3)

  /// The leading icon's size: Compose `SnackbarTokens.IconSize`, 24.
  public static let leadingIconSize: CGFloat = 24
  /// The gap between the leading icon and the text: Material's 16-dp icon-to-text spacing (list
  /// items, chips), so the text starts at 16 + 24 + 16 = 56.
  public static let leadingIconTextGap: CGFloat = 16
  /// The close button's touch target: `mtrl_min_touch_target_size`, 48.
  public static let closeButtonTargetSize: CGFloat = 48
  /// The close icon (`mtrl_close_24px`): 24, centred in the target, so 12 of padding around it
  /// and the icon's trailing edge 12 from the snackbar's.
  public static let closeIconSize: CGFloat = 24
  /// The linear progress bar's thickness: Material's linear indicator track, 4.
  public static let progressBarHeight: CGFloat = 4
  /// One cycle of the indeterminate bar, in seconds: Material's linear indeterminate cycle (1.8 s).
  public static let indeterminateProgressCycle: TimeInterval = 1.8
  /// The indeterminate segment's length as a share of the track.
  public static let indeterminateSegmentRatio: CGFloat = 0.4

  // MARK: Input limits

  /// The largest width, height or inset the layout accepts, in points: well beyond any screen,
  /// small enough that the renderer's pixel counts stay reasonable.
  public static let maximumDimension: CGFloat = 16_384
  /// The largest display scale accepted.
  public static let maximumDisplayScale: CGFloat = 16
  /// The longest message or action title accepted, in UTF-8 bytes (256 KiB).
  public static let maximumTextBytes = 262_144
  /// The most code points one character (a grapheme cluster) may hold: far above any written
  /// language's letter with its marks or the longest emoji sequence (about 10), and low enough
  /// that shaping, whose cost grows with the square of a character's length, stays linear in
  /// the text. Unicode's stream-safe text format allows 30 marks in a row.
  public static let maximumCharacterScalars = 64
}
