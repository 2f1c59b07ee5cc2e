import Foundation
import MaterialSnackbar
import SnackbarBasics
import SnackbarImage
import SnackbarJSON
import SnackbarLayout

/// What VoiceOver is given for a snackbar, drawn on it: each element's reading-order number on
/// its frame (the message's viewport, the buttons' hit regions tinted), and a legend under the
/// image with what the manager would announce and, per element, the spoken label, hint, traits
/// and hit-region size.
///
/// Everything comes from the manager's own data (`SnackbarManager.presentationPlan(for:)`:
/// `voiceNotificationText`, the message's and buttons' accessibility labels and hints, the
/// focus-on-show rule), not from pixels, so the picture shows what VoiceOver would really read.
package enum SnackbarAccessibilityOverlay {
  /// The colours of the reading-order badges, in turn.
  static let palette: [SnackbarColor] = [
    SnackbarColor(rgb: 0x1565C0), SnackbarColor(rgb: 0x6A1B9A), SnackbarColor(rgb: 0x2E7D32),
    SnackbarColor(rgb: 0xC62828), SnackbarColor(rgb: 0x00838F),
  ]

  /// The annotations and legend for `view` laid out as `layout` (the layout of the request it is
  /// drawn with).
  package static func marks(
    for view: SnackbarMessageView, layout: SnackbarFrames
  ) -> (annotations: [SnackbarAnnotation], legend: [SnackbarLegendEntry]) {
    let plan = SnackbarMarkdown.spoken(SnackbarManager.presentationPlan(for: view), of: view)
    var legend: [SnackbarLegendEntry] = [
      SnackbarLegendEntry(badge: nil, color: .black, lines: [summary(of: plan)])
    ]
    var annotations: [SnackbarAnnotation] = []
    for (index, element) in plan.elements.enumerated() {
      let badge = String(index + 1)
      let color = palette[index % palette.count]
      let frame = self.frame(of: element.kind, in: layout)
      var lines = ["\(quoted(element.accessibilityLabel)), \(traits(of: element))"]
      if let hint = element.accessibilityHint, !hint.isEmpty { lines.append("hint: \(quoted(hint))") }
      if let frame, element.isButton {
        lines.append("hit region \(points(frame.width))×\(points(frame.height)) pt")
      } else if frame == nil {
        lines.append("not drawn: an invisible button above the snackbar")
      }
      if let frame {
        annotations.append(
          SnackbarAnnotation(
            frame: frame, color: color, labels: [], badge: badge, style: element.isButton ? .region : .outline))
      }
      legend.append(SnackbarLegendEntry(badge: badge, color: color, lines: lines))
    }
    return (annotations, legend)
  }

  /// The first legend line: focus or announcement, and the timeout.
  static func summary(of plan: SnackbarPresentationPlan) -> String {
    let voiceOver: String
    if plan.takesFocus {
      voiceOver = "VoiceOver: focus moves into the snackbar, read in this order"
    } else {
      let urgency = plan.isAssertive ? "assertive" : "polite"
      voiceOver = "VoiceOver: announces \(quoted(plan.announcement)) (\(urgency)); focus stays where it was"
    }
    let timeout = plan.timeout.map { "dismisses after \(SnackbarJSONNumber.format($0)) s" } ?? "stays until acted on"
    return voiceOver + "; " + timeout
  }

  /// The element's frame in the layout's coordinates: the message's viewport, or a button's hit
  /// region; nil for the dismissal affordance, which has no frame on the snackbar.
  static func frame(of kind: SnackbarAccessibilityElement.Kind, in layout: SnackbarFrames) -> CGRect? {
    let local: CGRect?
    switch kind {
    case .label: local = layout.labelViewportFrame
    case .actionButton: local = layout.actionButtonFrame
    case .closeButton: local = layout.closeButtonFrame
    case .dismissalAffordance: local = nil
    }
    let origin = layout.containerFrame.origin
    return local?.offsetBy(dx: origin.x, dy: origin.y)
  }

  /// The traits VoiceOver speaks, as UIKit names them.
  static func traits(of element: SnackbarAccessibilityElement) -> String {
    element.isButton ? "button" : "static text"
  }

  /// A spoken text in quotation marks, escaped as the package escapes echoed text; an empty or
  /// missing one says so.
  static func quoted(_ text: String?) -> String {
    guard let text, !text.isEmpty else { return "(nothing)" }
    return "“" + EchoedText.escaped(text) + "”"
  }

  /// `44`, `43.5`.
  static func points(_ value: CGFloat) -> String {
    SnackbarJSONNumber.format((Double(value) * 10).rounded() / 10)
  }
}

extension SnackbarRenderer {
  /// Draws the request with what VoiceOver is given marked on it (`SnackbarAccessibilityOverlay`):
  /// reading-order badges on each element, the buttons' hit regions tinted, and a legend under
  /// the image with the announcement, each element's label, hint and traits, and the hit sizes.
  /// - Throws: ``SnackbarRenderError`` as ``render(_:)``.
  public func renderAccessibilityOverlay(_ request: SnackbarRenderRequest) throws(SnackbarRenderError) -> RGBAImage {
    let marks = SnackbarAccessibilityOverlay.marks(for: request.messageView, layout: try layout(request))
    return try render(request, annotations: marks.annotations, legend: marks.legend)
  }
}
