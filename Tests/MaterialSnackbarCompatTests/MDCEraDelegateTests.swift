import MaterialSnackbar
// Delegate classes as apps wrote them against each MDC generation: v124.2.0 and the releases
// before it (no manager parameter; a nullable view before v118.2), and the untagged development
// branch (the manager passed first). Swift 5 mode, importing only MaterialSnackbarCompat, on a
// virtual clock: every event must reach the delegate exactly once, in MDC's order, on the main
// thread, through whichever form the class implements.
import MaterialSnackbarCompat
import XCTest

/// An app's presenter written for v124.2.0 (the last tag): every method, the non-null view.
final class ReleasedPresenter: NSObject, MDCSnackbarManagerDelegate {
  var events: [String] = []

  func willPresentSnackbar(with messageView: MDCSnackbarMessageView) {
    messageView.accessibilityViewIsModal = true
    events.append("willPresent \(messageView.message?.text ?? "") main:\(Thread.isMainThread)")
  }

  func isPresentingSnackbar(with messageView: MDCSnackbarMessageView) {
    events.append("isPresenting \(messageView.message?.text ?? "") main:\(Thread.isMainThread)")
  }

  func snackbarWillDisappear() {
    events.append("willDisappear main:\(Thread.isMainThread)")
  }

  func snackbarDidDisappear() {
    events.append("didDisappear main:\(Thread.isMainThread)")
  }
}

/// Written for MDC v109.5 to v118.1, where the view parameters were nullable.
final class NullableViewPresenter: NSObject, MDCSnackbarManagerDelegate {
  var events: [String] = []

  func willPresentSnackbar(with messageView: MDCSnackbarMessageView?) {
    events.append("willPresent \(messageView?.message?.text ?? "nil")")
  }

  func isPresentingSnackbar(with messageView: MDCSnackbarMessageView?) {
    events.append("isPresenting \(messageView?.message?.text ?? "nil")")
  }

  func snackbarWillDisappear() { events.append("willDisappear") }
  func snackbarDidDisappear() { events.append("didDisappear") }
}

/// Written against MDC's development branch: the manager comes first.
final class DevelopmentPresenter: NSObject, MDCSnackbarManagerDelegate {
  var events: [String] = []

  func snackbarManager(
    _ snackbarManager: MDCSnackbarManager, willPresentSnackbarWith messageView: MDCSnackbarMessageView
  ) {
    events.append("willPresent \(messageView.message?.text ?? "")")
  }

  func snackbarManager(
    _ snackbarManager: MDCSnackbarManager, isPresentingSnackbarWith messageView: MDCSnackbarMessageView
  ) {
    events.append("isPresenting \(messageView.message?.text ?? "")")
  }

  func snackbarWillDisappear(_ snackbarManager: MDCSnackbarManager) { events.append("willDisappear") }
  func snackbarDidDisappear(_ snackbarManager: MDCSnackbarManager) { events.append("didDisappear") }
}

/// Only the method v124.2.0 requires.
final class RequiredOnlyPresenter: NSObject, MDCSnackbarManagerDelegate {
  var events: [String] = []

  func willPresentSnackbar(with messageView: MDCSnackbarMessageView) {
    events.append("willPresent \(messageView.message?.text ?? "")")
  }
}

/// Nothing at all: every event is a no-op.
final class SilentPresenter: NSObject, MDCSnackbarManagerDelegate {}

/// Several forms of the same events, as code migrated half-way might have: each event still
/// arrives once, through the newest form.
final class LayeredPresenter: NSObject, MDCSnackbarManagerDelegate {
  var events: [String] = []

  func snackbarManager(
    _ snackbarManager: MDCSnackbarManager, willPresentSnackbarWith messageView: MDCSnackbarMessageView
  ) {
    events.append("willPresent development")
  }

  func willPresentSnackbar(with messageView: MDCSnackbarMessageView) { events.append("willPresent v124") }
  func willPresentSnackbar(with messageView: MDCSnackbarMessageView?) { events.append("willPresent nullable") }
  func isPresentingSnackbar(with messageView: MDCSnackbarMessageView) { events.append("isPresenting v124") }
  func isPresentingSnackbar(with messageView: MDCSnackbarMessageView?) { events.append("isPresenting nullable") }
  func snackbarWillDisappear(_ snackbarManager: MDCSnackbarManager) { events.append("willDisappear development") }
  func snackbarWillDisappear() { events.append("willDisappear v124") }
  func snackbarDidDisappear() { events.append("didDisappear v124") }
}

/// A released form for one event and the development form for another.
final class MixedPresenter: NSObject, MDCSnackbarManagerDelegate {
  var events: [String] = []

  func willPresentSnackbar(with messageView: MDCSnackbarMessageView) { events.append("willPresent") }
  func snackbarDidDisappear(_ snackbarManager: MDCSnackbarManager) { events.append("didDisappear") }
}

final class MDCEraDelegateTests: XCTestCase {
  /// Shows one message on a virtual clock and runs it to the end: presented, timed out, gone.
  private func runOneMessage(to delegate: MDCSnackbarManagerDelegate, text: String = "Saved") {
    let scheduler = ManualScheduler()
    let manager = MDCSnackbarManager(scheduler: scheduler)
    manager.delegate = delegate
    let message = MDCSnackbarMessage(text: text)
    message.duration = 1
    manager.show(message)
    scheduler.advanceUntilIdle()
    XCTAssertFalse(manager.hasMessagesShowingOrQueued())
  }

  /// The v124.2.0 presenter hears every event once, in MDC's order, on the main thread, and its
  /// change to the view is the one presented.
  func testV124DelegateReceivesEveryEventOnceInOrder() {
    let scheduler = ManualScheduler()
    let manager = MDCSnackbarManager(scheduler: scheduler)
    let presenter = ReleasedPresenter()
    manager.delegate = presenter
    manager.show(MDCSnackbarMessage(text: "Saved"))
    scheduler.runUntilIdle()
    XCTAssertEqual(presenter.events, ["willPresent Saved main:true", "isPresenting Saved main:true"])
    XCTAssertEqual(manager.currentSnackbar?.accessibilityViewIsModal, true)
    scheduler.advanceUntilIdle()
    XCTAssertEqual(
      presenter.events,
      [
        "willPresent Saved main:true", "isPresenting Saved main:true", "willDisappear main:true",
        "didDisappear main:true",
      ])
  }

  /// MDC's dismissal order around the handlers: will disappear, the action, the completion, did
  /// disappear (spec 2.7), with the delegate in its released form.
  func testV124DelegateEventsSurroundTheHandlersAsInMDC() {
    let scheduler = ManualScheduler()
    let manager = MDCSnackbarManager(scheduler: scheduler)
    let presenter = ReleasedPresenter()
    manager.delegate = presenter
    let message = MDCSnackbarMessage(text: "Photo archived")
    let action = MDCSnackbarMessageAction()
    action.title = "Undo"
    action.handler = { presenter.events.append("undo") }
    message.action = action
    message.completionHandler = { userInitiated in presenter.events.append("completion \(userInitiated)") }
    manager.show(message)
    scheduler.runUntilIdle()
    manager.currentSnackbar?.perform(.tapAction)
    scheduler.advanceUntilIdle()
    XCTAssertEqual(
      presenter.events,
      [
        "willPresent Photo archived main:true", "isPresenting Photo archived main:true", "willDisappear main:true",
        "undo", "completion true", "didDisappear main:true",
      ])
  }

  /// Two messages, two rounds of events: nothing is delivered twice or dropped between them.
  func testV124DelegateHearsEachMessageOnce() {
    let scheduler = ManualScheduler()
    let manager = MDCSnackbarManager(scheduler: scheduler)
    let presenter = RequiredOnlyPresenter()
    manager.delegate = presenter
    let first = MDCSnackbarMessage(text: "one")
    first.category = "a"
    let second = MDCSnackbarMessage(text: "two")
    second.category = "b"
    manager.show(first)
    manager.show(second)
    scheduler.advanceUntilIdle()
    XCTAssertEqual(presenter.events, ["willPresent one", "willPresent two"])
  }

  func testNullableReleasedFormsAreCalled() {
    let presenter = NullableViewPresenter()
    runOneMessage(to: presenter)
    XCTAssertEqual(presenter.events, ["willPresent Saved", "isPresenting Saved", "willDisappear", "didDisappear"])
  }

  func testDevelopmentFormsAreCalled() {
    let presenter = DevelopmentPresenter()
    runOneMessage(to: presenter)
    XCTAssertEqual(presenter.events, ["willPresent Saved", "isPresenting Saved", "willDisappear", "didDisappear"])
  }

  func testRequiredMethodAloneIsEnough() {
    let presenter = RequiredOnlyPresenter()
    runOneMessage(to: presenter)
    XCTAssertEqual(presenter.events, ["willPresent Saved"])
  }

  /// A delegate implementing nothing is legal and every event is a no-op; the message still ends.
  func testDelegateWithoutMethodsIsHarmless() {
    let scheduler = ManualScheduler()
    let manager = MDCSnackbarManager(scheduler: scheduler)
    let presenter = SilentPresenter()
    manager.delegate = presenter
    var completions: [Bool] = []
    let message = MDCSnackbarMessage(text: "Saved")
    message.completionHandler = { completions.append($0) }
    manager.show(message)
    scheduler.advanceUntilIdle()
    XCTAssertEqual(completions, [false])
    XCTAssertTrue(manager.delegate === presenter)
  }

  /// Several forms of one event: the newest is called, once, and the older ones are not.
  func testSeveralFormsOfOneEventCallOnlyTheNewest() {
    let presenter = LayeredPresenter()
    runOneMessage(to: presenter)
    XCTAssertEqual(
      presenter.events,
      ["willPresent development", "isPresenting v124", "willDisappear development", "didDisappear v124"])
  }

  func testFormsCanBeMixedAcrossEvents() {
    let presenter = MixedPresenter()
    runOneMessage(to: presenter)
    XCTAssertEqual(presenter.events, ["willPresent", "didDisappear"])
  }

  /// Calling the protocol's methods directly, as a test of an app's delegate might: each form
  /// reaches the implemented one (a bare view has no message). The forwarding defaults are
  /// main-actor methods.
  @MainActor
  func testTheForwardingChainWhenCalledDirectly() {
    let presenter = NullableViewPresenter()
    let view = MDCSnackbarMessageView()
    presenter.willPresentSnackbar(with: view)
    presenter.snackbarManager(.default, isPresentingSnackbarWith: view)
    presenter.snackbarWillDisappear(.default)
    XCTAssertEqual(presenter.events, ["willPresent nil", "isPresenting nil", "willDisappear"])
  }
}
