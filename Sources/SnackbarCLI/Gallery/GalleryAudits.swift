import Foundation
import MaterialSnackbar
import SnackbarAudit
import SnackbarFlow
import SnackbarRendering

/// The gallery's audits: deliberately bad snackbars on whole screens, each written as an overlay
/// (`snackbar audit --overlay`) and its findings (`snackbar audit --json`), so `make demo` shows
/// what the audit catches and where.
enum GalleryAudits {
  /// One bad snackbar: what is wrong with it, and the screen that shows it.
  struct Case {
    let slug: String
    let caption: String
    let request: SnackbarRenderRequest

    /// `audit-slug.png`, the screen with the findings drawn on it.
    var overlayName: String { "audit-\(slug).png" }
    /// `audit-slug.json`, the report as `snackbar audit --json` prints it.
    var findingsName: String { "audit-\(slug).json" }
  }

  static func cases() -> [Case] {
    typealias Build = GalleryBuilder
    // A pale container with white text: the custom colours nobody checked.
    let pale = Build.manager()
    pale.snackbarMessageViewBackgroundColor = SnackbarColor(rgb: 0xB2DFDB)
    pale.messageTextColor = .white
    pale.setButtonTitleColor(.white, for: .normal)
    // A red-coded error with neither a symbol nor words that say what happened.
    let error = Build.message("Error")
    error.importance = .error
    error.showsLeadingIcon = false
    // An action titled OK that times out after MDC's 4 s (the legacy rule).
    let okay = Build.message("Your changes were saved as a draft", action: "OK")
    okay.usesLegacyDismissalBehavior = true
    okay.duration = 4
    // German at the largest accessibility size on the smallest phone, with fonts that follow
    // Dynamic Type (as an app using preferred fonts has them).
    let german = Build.message(
      "Die Datei konnte nicht hochgeladen werden, weil die Verbindung zum Server unterbrochen wurde. "
        + "Bitte überprüfen Sie Ihre Internetverbindung und versuchen Sie es später erneut.",
      action: "Wiederholen")
    let large = Build.manager()
    large.messageFont = .preferredFont(forTextStyle: .body1, contentSizeCategory: .accessibilityExtraExtraExtraLarge)
    large.buttonFont = .preferredFont(forTextStyle: .button, contentSizeCategory: .accessibilityExtraExtraExtraLarge)
    var traits = Build.traits()
    traits.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    let smallPhone = SnackbarDevice.iPhoneSE.makeHost(traits: traits)
    var germanRequest = SnackbarRenderRequest(
      message: german, manager: large, traits: smallPhone.traitCollection, sizing: .host(smallPhone, placement: large))
    germanRequest.screenBackground = SnackbarTheme.mdc.screenBackgroundColor
    germanRequest.language = "de"
    return [
      Case(
        slug: "pale-container", caption: "White text on a pale custom container",
        request: Build.screen(Build.message("Photo archived", action: "Undo"), device: .iPhone15, manager: pale)),
      Case(
        slug: "error-no-symbol", caption: "“Error”, error importance, no symbol",
        request: Build.screen(error, device: .iPhone15)),
      Case(
        slug: "ok-action-4s", caption: "An action titled OK that times out after 4 s",
        request: Build.screen(okay, device: .iPhone15)),
      Case(
        slug: "german-ax-xxxl", caption: "German at AX-XXXL on an iPhone SE", request: germanRequest),
    ]
  }

  /// The overlay PNG and findings JSON of every case, by name, with each case's rule ids.
  static func files(
    using renderer: SnackbarRenderer
  ) throws(CLIError) -> (files: [(name: String, bytes: [UInt8])], rules: [(Case, [String])]) {
    var files: [(name: String, bytes: [UInt8])] = []
    var rules: [(Case, [String])] = []
    for auditCase in cases() {
      let (report, layout) = try AuditJob.audit(auditCase.request, with: renderer)
      do {
        let overlay = try renderer.renderPNG(
          auditCase.request, annotations: AuditJob.annotations(report, layout: layout))
        files.append((auditCase.overlayName, overlay))
      } catch {
        throw .failed("the gallery's audit \(auditCase.slug): \(error)")
      }
      files.append((auditCase.findingsName, Array((report.jsonString() + "\n").utf8)))
      rules.append((auditCase, report.findings.map { "\($0.severity.rawValue) `\($0.rule.rawValue)`" }))
    }
    return (files, rules)
  }

  /// Every file name the audits write, for the output check.
  static var fileNames: [String] { cases().flatMap { [$0.overlayName, $0.findingsName] } }
}
