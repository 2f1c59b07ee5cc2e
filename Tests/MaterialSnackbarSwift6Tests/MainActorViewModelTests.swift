import MaterialSnackbar
// Issue 7's Swift 6 scenario: a `@MainActor` view model whose snackbar handlers mutate its state.
// Before the threading contract this compiled without a warning and trapped when the action was
// tapped, because the handler ran on the manager's private queue. Now every callback is
// `@MainActor` and runs on the main thread (XCTest on Linux runs tests there), on each scheduler.
import MaterialSnackbarCompat
import XCTest

@MainActor
final class ArchiveViewModel {
  private(set) var archived = ["Photo"]
  private(set) var undoCount = 0
  private(set) var callbackThreads: [String: Bool] = [:]
  private(set) var completions: [Bool] = []
  private var finished: XCTestExpectation?
  let manager: MDCSnackbarManager

  init(manager: MDCSnackbarManager) { self.manager = manager }

  /// Archives the photo and offers to undo, as an app's view model would.
  func archive(then finished: XCTestExpectation) {
    self.finished = finished
    archived.removeAll()
    let message = MDCSnackbarMessage(text: "Photo archived")
    let action = MDCSnackbarMessageAction()
    action.title = "Undo"
    action.handler = { self.undo() }
    message.action = action
    message.completionHandler = { userInitiated in
      self.callbackThreads["completion"] = Thread.isMainThread
      self.completions.append(userInitiated)
      self.finished?.fulfill()
    }
    manager.show(message)
  }

  func undo() {
    callbackThreads["undo"] = Thread.isMainThread
    undoCount += 1
    archived = ["Photo"]
  }
}

/// A `@MainActor` delegate that taps the action as soon as the snackbar is presented.
@MainActor
final class TappingPresenter: MDCSnackbarManagerDelegate {
  private(set) var events: [String] = []

  func snackbarManager(
    _ snackbarManager: MDCSnackbarManager, willPresentSnackbarWith messageView: MDCSnackbarMessageView
  ) {
    events.append("willPresent main:\(Thread.isMainThread)")
  }

  func snackbarManager(
    _ snackbarManager: MDCSnackbarManager, isPresentingSnackbarWith messageView: MDCSnackbarMessageView
  ) {
    events.append("isPresenting main:\(Thread.isMainThread)")
    messageView.perform(.tapAction)
  }

  func snackbarWillDisappear(_ snackbarManager: MDCSnackbarManager) {
    events.append("willDisappear main:\(Thread.isMainThread)")
  }
}

/// A `@MainActor` delegate written for MDC v124.2.0 (the released forms, without the manager).
@MainActor
final class ReleasedFormPresenter: MDCSnackbarManagerDelegate {
  private(set) var events: [String] = []

  func willPresentSnackbar(with messageView: MDCSnackbarMessageView) {
    events.append("willPresent main:\(Thread.isMainThread)")
  }

  func isPresentingSnackbar(with messageView: MDCSnackbarMessageView) {
    events.append("isPresenting main:\(Thread.isMainThread)")
  }

  func snackbarWillDisappear() { events.append("willDisappear main:\(Thread.isMainThread)") }
  func snackbarDidDisappear() { events.append("didDisappear main:\(Thread.isMainThread)") }
}

final class MainActorViewModelTests: XCTestCase {
  /// A `@MainActor` delegate in v124.2.0's form, on a manager whose clock a background task
  /// moves: every event reaches it once, on the main thread, without a trap.
  @MainActor
  func testReleasedFormDelegateOnAManualSchedulerAdvancedOffTheMainThread() async {
    let scheduler = ManualScheduler()
    let manager = MDCSnackbarManager(scheduler: scheduler)
    let presenter = ReleasedFormPresenter()
    manager.delegate = presenter
    manager.show(MDCSnackbarMessage(text: "Saved"))
    _ = await Task.detached { scheduler.advanceUntilIdle() }.value
    XCTAssertEqual(
      presenter.events,
      ["willPresent main:true", "isPresenting main:true", "willDisappear main:true", "didDisappear main:true"])
  }

  /// The default manager runs on the main queue: the handler runs once, on the main thread.
  @MainActor
  func testUndoOnTheDefaultManagerRunsOnceOnTheMainThread() async {
    await runScenario(on: .default)
  }

  /// A manager on a private queue still delivers every callback on the main thread.
  @MainActor
  func testUndoOnAPrivateQueueManagerRunsOnTheMainThread() async {
    await runScenario(on: MDCSnackbarManager(scheduler: DispatchSnackbarScheduler(label: "swift6.private")))
  }

  /// A virtual-time manager advanced from a background task: the callbacks still run on the
  /// main thread, in the same order.
  @MainActor
  func testUndoOnAManualSchedulerAdvancedOffTheMainThread() async {
    let scheduler = ManualScheduler()
    let manager = MDCSnackbarManager(scheduler: scheduler)
    let presenter = TappingPresenter()
    manager.delegate = presenter
    let model = ArchiveViewModel(manager: manager)
    let finished = expectation(description: "completion")
    model.archive(then: finished)
    let jobsRun = await Task.detached { scheduler.advanceUntilIdle() }.value
    XCTAssertGreaterThan(jobsRun, 0)
    await fulfillment(of: [finished], timeout: 5)
    XCTAssertEqual(model.undoCount, 1)
    XCTAssertEqual(model.completions, [true])
    XCTAssertEqual(model.callbackThreads, ["undo": true, "completion": true])
    XCTAssertEqual(
      presenter.events, ["willPresent main:true", "isPresenting main:true", "willDisappear main:true"])
  }

  @MainActor
  private func runScenario(on manager: MDCSnackbarManager) async {
    let presenter = TappingPresenter()
    manager.delegate = presenter
    defer { manager.delegate = nil }
    let model = ArchiveViewModel(manager: manager)
    let finished = expectation(description: "completion")
    model.archive(then: finished)
    await fulfillment(of: [finished], timeout: 5)
    XCTAssertEqual(model.undoCount, 1, "the handler ran exactly once")
    XCTAssertEqual(model.archived, ["Photo"], "and undid the archive")
    XCTAssertEqual(model.completions, [true], "the tap was the user's")
    XCTAssertEqual(model.callbackThreads, ["undo": true, "completion": true])
    XCTAssertEqual(
      presenter.events, ["willPresent main:true", "isPresenting main:true", "willDisappear main:true"])
  }
}
