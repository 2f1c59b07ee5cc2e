import Foundation
import MaterialSnackbar
import SnackbarAudit
import SnackbarLayout
import SnackbarRendering

extension Snapshotting where Value == SnackbarRenderRequest, Format == String {
  /// A `.txt` snapshot of the request's audit, as `snackbar audit` makes it: what was audited
  /// (sizing, traits, the colours behind the container), the timeout and what VoiceOver is given
  /// (the announcement, or the elements in reading order with label, hint and traits), every
  /// finding (severity, rule, element, measured value, threshold, message, hint; worst first) and
  /// each part's contrast (both colours after compositing, the WCAG ratio and APCA Lc).
  ///
  /// A suite pins its accessibility with it: a colour change that drops the action's contrast
  /// under 4.5:1, a longer title that shrinks the close button's hit region, a reworded message
  /// that becomes vague, each fails the snapshot with a line diff of the findings.
  ///
  /// Colours, ratios and spoken text are exact; sizes and line counts come from real Pango
  /// metrics, rounded to a tenth of a point, so they move only when the text wraps differently.
  /// The animation phase is not audited: an audit is of the snackbar fully shown.
  ///
  /// The project's `.snackbar-audit.json` applies, as it does to `snackbar audit`: the nearest
  /// from the current folder up (the package's root under `swift test`). Findings it sets aside
  /// are listed last, each with its reason; a configuration that cannot be read fails the
  /// snapshot with its line.
  public static var audit: Snapshotting<SnackbarRenderRequest, String> {
    Snapshotting<String, String>.lines.pullback { request in
      try SnackbarAuditSnapshotText.text(
        for: request, renderer: SnackbarRendererCache.renderer(),
        configuration: SnackbarAuditSnapshotText.projectConfiguration.get())
    }
  }

  /// ``audit`` with `configuration` instead of the project's file.
  public static func audit(configuration: SnackbarAuditConfiguration) -> Snapshotting<SnackbarRenderRequest, String> {
    Snapshotting<String, String>.lines.pullback { request in
      try SnackbarAuditSnapshotText.text(
        for: request, renderer: SnackbarRendererCache.renderer(), configuration: configuration)
    }
  }
}

extension Snapshotting where Value == SnackbarMessage, Format == String {
  /// A `.txt` snapshot of a message's audit, for the snackbar
  /// ``Snapshotting/image(width:scale:traits:theme:manager:framing:animation:language:tolerance:)``
  /// draws with the same arguments; see ``Snapshotting/audit`` (the request strategy) for the
  /// content.
  ///
  /// ```swift
  /// let message = SnackbarMessage(text: "Couldn't send. Check your connection and try again.")
  /// message.action = SnackbarMessageAction(title: "Retry")
  /// assertSnapshot(of: message, as: .audit(theme: .material3Light), named: "send-failed")
  /// ```
  ///
  /// - Parameters:
  ///   - width: the snackbar's width in points.
  ///   - scale: points to pixels; wins over `traits.displayScale`.
  ///   - traits: direction, appearance, Dynamic Type (the size audited; AX-XXXL is checked for
  ///     clipping too), size classes and idiom.
  ///   - theme: a named look applied to a copy of `manager`'s styling; nil audits `manager` as
  ///     it is, or MDC's defaults without one.
  ///   - manager: the styling source, read when the snapshot is taken; never changed.
  ///   - framing: what surrounds the snackbar; its backdrop colour is what a translucent
  ///     container is measured over (a transparent framing tries white and black).
  ///   - language: the text's BCP 47 tag; nil infers it. The wording rules read English only.
  public static func audit(
    width: CGFloat = SnackbarLayoutSizing.defaultWidth,
    scale: CGFloat = 2,
    traits: SnackbarTraitCollection = SnackbarTraitCollection(),
    theme: SnackbarTheme? = nil,
    manager: SnackbarManager? = nil,
    framing: SnackbarFraming = .snapshotDefault,
    language: String? = nil
  ) -> Snapshotting<SnackbarMessage, String> {
    Snapshotting<SnackbarRenderRequest, String>.audit.pullback { message in
      SnackbarSnapshotRequest.message(
        message, width: width, scale: scale, traits: traits, theme: theme, manager: manager, framing: framing,
        animation: .visible, language: language)
    }
  }
}

extension Snapshotting where Value == SnackbarMessageView, Format == String {
  /// A `.txt` snapshot of a message view's audit, with the styling it has; see
  /// ``Snapshotting/audit`` (the request strategy) for the content.
  public static func audit(
    width: CGFloat = SnackbarLayoutSizing.defaultWidth,
    scale: CGFloat = 2,
    traits: SnackbarTraitCollection = SnackbarTraitCollection(),
    framing: SnackbarFraming = .snapshotDefault,
    language: String? = nil
  ) -> Snapshotting<SnackbarMessageView, String> {
    Snapshotting<SnackbarRenderRequest, String>.audit.pullback { view in
      SnackbarSnapshotRequest.messageView(
        view, width: width, scale: scale, traits: traits, framing: framing, animation: .visible, language: language)
    }
  }
}

extension Snapshotting where Value == SnackbarScreen, Format == String {
  /// A `.txt` snapshot of the audit of a whole screen: the snackbar placed in its host and
  /// measured over the screen behind it (its colour, or a screenshot's darkest and lightest
  /// pixels under the container); see ``Snapshotting/audit`` (the request strategy) for the
  /// content.
  public static func audit(theme: SnackbarTheme? = nil, scale: CGFloat? = nil) -> Snapshotting<SnackbarScreen, String> {
    Snapshotting<SnackbarRenderRequest, String>.audit.pullback { screen in
      screen.renderRequest(theme: theme, scale: scale)
    }
  }
}
