import Foundation
import MaterialSnackbar
import SnackbarAudit
import SnackbarLayout
import SnackbarRendering

/// A render request audited as drawn: `snackbar audit`, `batch --audit`, `play`'s `audit.jsonl`,
/// the gallery's overlays and the `.audit` snapshot strategy all audit through
/// `SnackbarRenderer/audit(_:options:)`, so they agree finding for finding.
public struct SnackbarRequestAudit {
  /// The layout at the request's own size (host coordinates for a screen).
  public let layout: SnackbarFrames
  /// What the audit found.
  public let report: SnackbarAuditReport
  /// The opaque colours the container was measured over (`SnackbarRenderer/colorsBehindContainer(_:layout:)`).
  public let behind: [SnackbarColor]
}

extension SnackbarRenderer {
  /// Audits what `request` draws: lays it out with this renderer's fonts, reads what is behind the
  /// container (the backdrop, the screen, or a screenshot's darkest and lightest pixels under
  /// it), and runs every rule of `SnackbarAudit` on the message view.
  /// `options` are the thresholds the team chose (a configuration file's `options`).
  /// - Throws: `SnackbarRenderError` when the request cannot be laid out.
  public func audit(
    _ request: SnackbarRenderRequest, options: SnackbarAuditOptions = SnackbarAuditOptions()
  ) throws(SnackbarRenderError) -> SnackbarRequestAudit {
    let layout = try layout(request)
    let behind = colorsBehindContainer(request, layout: layout)
    do {
      let report = try SnackbarAudit.audit(
        messageView: request.messageView, sizing: request.layoutSizing, traits: request.effectiveTraits,
        language: request.language, measurer: textMeasurer, behind: behind, options: options)
      return SnackbarRequestAudit(layout: layout, report: report, behind: behind)
    } catch {
      throw .layout(error)
    }
  }
}
