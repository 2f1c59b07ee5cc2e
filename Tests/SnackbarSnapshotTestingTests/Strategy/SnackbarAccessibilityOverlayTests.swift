import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarLayout
import SnackbarRendering
import Testing

@testable import SnackbarSnapshotTesting

/// The accessibility overlay's marks (from the manager's own data) and its image.
@Suite struct SnackbarAccessibilityOverlayTests {
  static func message(action: String? = "Undo", closeButton: Bool = false) -> SnackbarMessage {
    let message = SnackbarMessage(text: "Photo archived")
    message.action = action.map { SnackbarMessageAction(title: $0) }
    message.showsCloseButton = closeButton
    return message
  }

  static func marks(
    _ message: SnackbarMessage, manager: SnackbarManager = SnackbarManager()
  ) throws -> (annotations: [SnackbarAnnotation], legend: [SnackbarLegendEntry], layout: SnackbarFrames) {
    let request = SnackbarRenderRequest(message: message, manager: manager)
    let layout = try SnackbarRendererCache.renderer().layout(request)
    let marks = SnackbarAccessibilityOverlay.marks(for: request.messageView, layout: layout)
    return (marks.annotations, marks.legend, layout)
  }

  @Test func eachElementIsNumberedInReadingOrderWithItsLabelHintTraitsAndHitRegion() throws {
    let (annotations, legend, layout) = try Self.marks(Self.message(closeButton: true))
    #expect(annotations.map(\.badge) == ["1", "2", "3"])
    #expect(annotations.map(\.style) == [.outline, .region, .region])
    let origin = layout.containerFrame.origin
    #expect(annotations[0].frame == layout.labelViewportFrame.offsetBy(dx: origin.x, dy: origin.y))
    #expect(annotations[1].frame == layout.actionButtonFrame?.offsetBy(dx: origin.x, dy: origin.y))
    #expect(legend[0].badge == nil)
    #expect(legend[0].lines == ["VoiceOver: focus moves into the snackbar, read in this order; stays until acted on"])
    #expect(legend[1].lines == ["“Photo archived”, static text", "hint: “Double-tap to dismiss”"])
    #expect(legend[2].lines.count == 2)
    #expect(legend[2].lines[0] == "“Undo”, button")
    // MDC's buttons keep Apple's 44-pt height.
    #expect(legend[2].lines[1].hasPrefix("hit region "))
    #expect(legend[2].lines[1].hasSuffix("×44 pt"))
    #expect(legend[3].lines.first == "“Close”, button")
  }

  @Test func aTimedMessageIsAnnouncedAndTheAffordanceHasNoFrame() throws {
    let manager = SnackbarManager()
    manager.enableDismissalAccessibilityAffordance = true
    let message = Self.message(action: nil)
    message.importance = .warning
    message.accessibilityLabel = "Photo\narchived"
    let (annotations, legend, _) = try Self.marks(message, manager: manager)
    #expect(
      legend[0].lines == [
        "VoiceOver: announces “Photo\\x0Aarchived” (assertive); focus stays where it was; dismisses after 4 s"
      ])
    // The custom label, escaped, and no hint with the affordance on; the affordance is listed,
    // not drawn.
    #expect(legend[1].lines == ["“Photo\\x0Aarchived”, static text"])
    #expect(legend[2].lines.last == "not drawn: an invisible button above the snackbar")
    #expect(annotations.count == 1)
  }

  @Test func theImageIsTheRenderWithALegendUnderIt() throws {
    let plain = try Snapshotting<SnackbarMessage, RGBAImage>.image().snapshot(Self.message())
    let overlay = try Snapshotting<SnackbarMessage, RGBAImage>.accessibilityOverlay().snapshot(Self.message())
    #expect(overlay.width == plain.width)
    #expect(overlay.height > plain.height)
    // The backdrop's corner is untouched; the legend's background fills the bottom row.
    #expect(overlay[0, 0] == plain[0, 0])
    #expect(overlay[overlay.width - 1, overlay.height - 1] == RGBAPixel(red: 0xFA, green: 0xFA, blue: 0xFA))
  }

  @Test func aChangedHintChangesTheImage() throws {
    let strategy = Snapshotting<SnackbarMessage, RGBAImage>.accessibilityOverlay()
    let message = Self.message()
    let before = try strategy.snapshot(message)
    message.accessibilityHint = "Restores the photo"
    let after = try strategy.snapshot(message)
    #expect(before != after)
  }

  @Test func theAuditOverlayDrawsAsBeforeWithoutALegend() throws {
    let renderer = try SnackbarRendererCache.renderer()
    var request = SnackbarRenderRequest(message: Self.message())
    request.framing = .snapshotDefault
    let annotation = SnackbarAnnotation(
      frame: CGRect(x: 20, y: 20, width: 60, height: 30), color: SnackbarColor(rgb: 0xD32F2F), labels: ["rule 1"])
    let png = try renderer.renderPNG(request, annotations: [annotation])
    let image = try renderer.render(request, annotations: [annotation])
    #expect(try PNGCodec.decode(png) == image)
    #expect(image.height == (try renderer.render(request)).height)
  }
}
