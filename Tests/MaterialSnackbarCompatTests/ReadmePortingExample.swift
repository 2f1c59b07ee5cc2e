// README.md's "Porting from MDC iOS" example, verbatim from `import` to the end of the class, so
// that it keeps compiling in Swift 5 mode and keeps doing what the README says. Alone in its file
// with MaterialSnackbarCompat and XCTest (for NSObject, as UIKit brings it to an app), so it shows
// that a port needs no other import: MaterialSnackbarCompat re-exports nothing, and every name
// MDC code uses is declared there. ReadmePortingExampleTests runs it.
import MaterialSnackbarCompat
import XCTest

final class ArchiveController: NSObject, MDCSnackbarManagerDelegate {
  private var suspension: MDCSnackbarSuspensionToken?
  private(set) var undoCount = 0

  func applyTheme() {
    let scheme = MDCContainerScheme()
    scheme.colorScheme = MDCSemanticColorScheme(defaults: .material201907)
    scheme.colorScheme.primaryColorVariant = UIColor(red: 0.22, green: 0, blue: 0.7, alpha: 1)
    MDCSnackbarManager.default.applyTheme(withScheme: scheme)
    MDCSnackbarManager.default.mdc_adjustsFontForContentSizeCategory = true
    MDCSnackbarManager.default.delegate = self
  }

  func archive() {
    let message = MDCSnackbarMessage(text: "Photo archived")
    let action = MDCSnackbarMessageAction()
    action.title = "Undo"
    action.handler = { self.undoCount += 1 }
    message.action = action
    message.completionHandler = { userInitiated in print("gone; by the user: \(userInitiated)") }
    MDCSnackbarManager.default.show(message)
  }

  func beginEditing() { suspension = MDCSnackbarManager.default.suspendAllMessages() }
  func endEditing() { suspension = nil }

  func willPresentSnackbar(with messageView: MDCSnackbarMessageView) {
    messageView.accessibilityViewIsModal = false
  }
}
