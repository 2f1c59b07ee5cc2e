import Foundation
import MaterialSnackbar

/// `snackbar timeline`: runs a scripted scenario through the manager in virtual time and prints
/// what happens when, so the queueing rules of MDC can be seen without a screen.
enum TimelineCommand {
  static let help = """
    USAGE: snackbar timeline

    Runs a short scripted scenario through SnackbarManager on a ManualScheduler (virtual time) and
    prints its timeline: presentation, animations, timers, categories, suspension, an action tap and
    the completion handlers, with the virtual time of each event.
    """

  static func run(_ arguments: [CommandLineArgument], _ output: CLIOutput) throws(CLIError) -> Int32 {
    try ParsedArguments(arguments, valueOptions: []).expectNoPositionals()
    let scheduler = ManualScheduler()
    let manager = SnackbarManager(scheduler: scheduler)
    let log = TimelineLog(scheduler: scheduler, output: output)
    let delegate = TimelineDelegate(log: log)
    manager.delegate = delegate

    func message(_ text: String, category: String? = nil, action: String? = nil) -> SnackbarMessage {
      let message = SnackbarMessage(text: text)
      message.category = category
      if let action {
        let messageAction = SnackbarMessageAction()
        messageAction.title = action
        messageAction.handler = { log.record("action handler of \"\(text)\"") }
        message.action = messageAction
      }
      message.completionHandlerWithReason = { result in
        log.record("completion of \"\(text)\": \(result.reason), userInitiated \(result.userInitiated)")
      }
      return message
    }

    log.section(
      "1. A plain message times out after its 4 s duration (the timer starts after the 0.15 s enter animation)")
    manager.show(message("Photo saved"))
    scheduler.advanceUntilIdle()

    log.section("2. A message without a category replaces whatever is showing")
    manager.show(message("Uploading 3 files…"))
    scheduler.advance(by: 1)
    manager.show(message("Upload finished"))
    scheduler.advanceUntilIdle()

    log.section("3. Categories: same category replaces, other categories queue")
    manager.show(message("Mail sent", category: "mail"))
    manager.show(message("Sync paused", category: "sync"))
    manager.show(message("2 mails sent", category: "mail"))
    scheduler.advanceUntilIdle()

    log.section("4. Suspending a category holds its messages back; releasing the token resumes")
    var token: SnackbarSuspensionToken? = manager.suspendMessages(withCategory: "sync")
    manager.show(message("Sync resumed", category: "sync"))
    manager.show(message("Draft saved", category: "drafts"))
    scheduler.advance(by: 6)
    log.record("releasing the suspension token")
    if token != nil { token = nil }
    scheduler.advanceUntilIdle()

    log.section("5. A message with an action never times out; the user taps the action")
    manager.show(message("Item archived", action: "Undo"))
    scheduler.advance(by: 30)
    log.record("still visible after 30 s: \(manager.currentSnackbar != nil)")
    manager.currentSnackbar?.perform(.tapAction)
    scheduler.advanceUntilIdle()
    log.record("queue empty: \(!manager.hasMessagesShowingOrQueued())")
    return 0
  }
}

/// Collects timeline lines with the virtual time they happened at.
private final class TimelineLog: Sendable {
  private let scheduler: ManualScheduler
  private let output: CLIOutput
  init(scheduler: ManualScheduler, output: CLIOutput) {
    self.scheduler = scheduler
    self.output = output
  }

  func section(_ title: String) {
    output.standardOutput("\n\(title)")
  }

  func record(_ event: String) {
    output.standardOutput(String(format: "  t=%7.3fs  ", scheduler.now) + event)
  }
}

/// Logs the delegate callbacks.
private final class TimelineDelegate: SnackbarManagerDelegate {
  let log: TimelineLog
  init(log: TimelineLog) { self.log = log }

  func snackbarManager(_ snackbarManager: SnackbarManager, willPresentSnackbarWith messageView: SnackbarMessageView) {
    log.record("will present \"\(messageView.message?.text ?? "")\"")
  }

  func snackbarWillDisappear(_ snackbarManager: SnackbarManager) {
    log.record("will disappear")
  }

  func snackbarDidDisappear(_ snackbarManager: SnackbarManager) {
    log.record("did disappear")
  }
}
