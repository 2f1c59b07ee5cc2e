import Foundation
import MaterialSnackbar

// target.*: the hit regions the layout assigns, against Apple's 44 pt and Material's 48 dp.
extension SnackbarAuditRun {
  /// Apple's minimum (HIG): an error below it.
  static let appleTarget: CGFloat = 44
  /// Material's and Android ATF's minimum: a warning below it.
  static let materialTarget: CGFloat = 48

  mutating func checkTargets() {
    if let frame = input.layout.actionButtonFrame {
      checkTarget(frame, rule: .targetAction, element: .action, name: "The action button")
    }
    if let frame = input.layout.closeButtonFrame {
      checkTarget(frame, rule: .targetClose, element: .close, name: "The close button")
    }
  }

  private mutating func add(
    _ rule: SnackbarAuditRule, _ severity: SnackbarAuditSeverity, _ element: SnackbarAuditElement,
    _ text: (measured: String, threshold: String, message: String, hint: String)
  ) {
    add(
      rule, severity, element, measured: text.measured, threshold: text.threshold, message: text.message,
      hint: text.hint)
  }

  private mutating func checkTarget(
    _ frame: CGRect, rule: SnackbarAuditRule, element: SnackbarAuditElement, name: String
  ) {
    let (width, height) = (frame.width, frame.height)
    let measured = "\(points(width))×\(points(height)) pt"
    // Frames sit on the device-pixel grid, where 44 pt at 3x may come out as 43.99999999.
    func reaches(_ target: CGFloat) -> Bool { width >= target - 1e-6 && height >= target - 1e-6 }
    let apple = { [name] in
      (
        measured: measured, threshold: "44×44 pt",
        message: "\(name)'s hit region is \(measured), under Apple's 44×44-pt minimum.",
        hint: "Give the snackbar more width, or shorten the text beside the button, so it keeps 44 pt."
      )
    }
    let material = { (hint: String) in
      (
        measured: measured, threshold: "48×48 dp",
        message: "\(name)'s hit region is \(measured), under Material's 48×48-dp target.", hint: hint
      )
    }
    let materialHint = "MDC iOS sizes buttons to Apple's 44 pt; extend the hit region to 48 pt for Material's target."
    switch options.targetSize {
    case .both:
      if !reaches(Self.appleTarget) {
        add(rule, .error, element, apple())
      } else if !reaches(Self.materialTarget) {
        add(rule, .warning, element, material(materialHint))
      }
    case .apple:
      if !reaches(Self.appleTarget) { add(rule, .error, element, apple()) }
    case .material:
      if !reaches(Self.materialTarget) {
        add(
          rule, .error, element,
          material("Extend the hit region to 48 pt (this project's configuration follows Material's target)."))
      }
    }
  }
}
