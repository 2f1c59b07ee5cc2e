// The SwiftUI article's `SnackbarState` sequence (ArticleSnackbarStateExample.swift), played on a
// manager in virtual time.
import MaterialSnackbar
import MaterialSnackbarCompat
import XCTest

final class ArticleSnackbarStateTests: XCTestCase {
  private var scheduler = ManualScheduler()
  private lazy var state = SnackbarState(manager: MDCSnackbarManager(scheduler: scheduler))

  /// The article's sequence: show, then hide that item; `pendingItems` changes before each call
  /// returns, and the manager shows and then dismisses the message.
  func testShowThenHideItemAsObserved() {
    let observer = PendingItemsObserver(state)
    state.show(text: "Hello, world!")
    observer.step()
    guard let item = state.pendingItems.first else { return XCTFail("show left nothing pending") }
    XCTAssertEqual(item.text, "Hello, world!")
    XCTAssertEqual(item.duration, 1.5)
    XCTAssertFalse(item.showProgress)
    XCTAssertFalse(item.showCloseButton)

    scheduler.runUntilIdle()
    XCTAssertEqual(state.manager.currentSnackbar?.message?.text, "Hello, world!")

    state.hide(item: item)
    observer.step()
    XCTAssertEqual(observer.seen, [["Hello, world!"], []])
    scheduler.advanceUntilIdle()
    XCTAssertFalse(state.manager.hasMessagesShowingOrQueued())
    observer.step()
    XCTAssertEqual(observer.seen, [["Hello, world!"], []], "nothing more to tell once hidden")
  }

  /// The article's default duration (1.5 s) is the manager's timer: the item leaves with it.
  func testItemLeavesWhenItsTimerFires() {
    let observer = PendingItemsObserver(state)
    state.show(text: "Saved")
    observer.step()
    scheduler.advance(by: 0.15 + 1.4)
    observer.step()
    XCTAssertEqual(state.pendingItems.map(\.text), ["Saved"])
    scheduler.advance(by: 0.1)
    observer.step()
    XCTAssertEqual(observer.seen, [["Saved"], []])
  }

  /// An item with progress never hides by itself, as in the article.
  func testProgressItemNeverHidesByItself() {
    let item = state.show(text: "Uploading", duration: 2, showProgress: true)
    scheduler.advance(by: 120)
    XCTAssertEqual(state.pendingItems, [item])
    XCTAssertEqual(state.manager.currentSnackbar?.message?.progress, .indeterminate)
    state.hide()
    XCTAssertEqual(state.pendingItems, [])
  }

  /// A duration of 0 keeps the item until hidden, as the article's view does.
  func testZeroDurationKeepsTheItem() {
    state.show(text: "Offline", duration: 0)
    scheduler.advance(by: 60)
    XCTAssertEqual(state.pendingItems.map(\.text), ["Offline"])
  }

  /// The close button hides the item, through the manager's own close button.
  func testCloseButtonHidesTheItem() {
    state.show(text: "Read me", duration: 0, showCloseButton: true)
    scheduler.runUntilIdle()
    let view = state.manager.currentSnackbar
    XCTAssertEqual(view?.message?.showsCloseButton, true)
    view?.perform(.tapCloseButton)
    scheduler.runUntilIdle()
    XCTAssertEqual(state.pendingItems, [])
  }

  /// Showing replaces what is pending, as the article's `pendingItems = [item]`.
  func testShowReplaces() {
    let observer = PendingItemsObserver(state)
    state.show(text: "First")
    observer.step()
    scheduler.runUntilIdle()
    let second = state.show(text: "Second")
    observer.step()
    XCTAssertEqual(state.pendingItems, [second])
    scheduler.advance(by: 0.125)  // the first leaves
    XCTAssertEqual(state.manager.currentSnackbar?.message?.text, "Second")
    XCTAssertEqual(state.pendingItems, [second], "the first's end does not remove the second")
    scheduler.advanceUntilIdle()
    observer.step()
    XCTAssertEqual(observer.seen, [["First"], ["Second"], []])
  }

  /// Asked to queue, an item waits behind the others and shows when they end.
  func testQueuedItemsWaitTheirTurn() {
    state.show(text: "One")
    state.show(text: "Two", queued: true)
    XCTAssertEqual(state.pendingItems.map(\.text), ["One", "Two"])
    scheduler.runUntilIdle()
    XCTAssertEqual(state.manager.currentSnackbar?.message?.text, "One")
    scheduler.advance(by: 0.15 + 1.5 + 0.125)
    XCTAssertEqual(state.pendingItems.map(\.text), ["Two"])
    XCTAssertEqual(state.manager.currentSnackbar?.message?.text, "Two")
    scheduler.advanceUntilIdle()
    XCTAssertEqual(state.pendingItems, [])
  }

  /// `hide()` (and `hide(item: nil)`) hides everything.
  func testHideHidesEverything() {
    state.show(text: "One")
    state.show(text: "Two", queued: true)
    state.hide(item: nil)
    XCTAssertEqual(state.pendingItems, [])
    scheduler.advanceUntilIdle()
    XCTAssertFalse(state.manager.hasMessagesShowingOrQueued())
  }

  /// README's view model, on a state in virtual time.
  func testReadmeViewModel() {
    let model = ComposeViewModel(snackbarState: state)
    model.send()
    model.upload()
    XCTAssertEqual(state.pendingItems.map(\.text), ["Uploading…"], "the upload replaced the first")
    XCTAssertEqual(state.pendingItems.first?.showCloseButton, true)
    scheduler.advance(by: 30)
    XCTAssertEqual(state.pendingItems.count, 1, "progress keeps it")
    model.uploaded()
    XCTAssertEqual(state.pendingItems, [])
    scheduler.advanceUntilIdle()
    XCTAssertFalse(state.manager.hasMessagesShowingOrQueued())
  }

  /// The article's types, names and defaults, with a `LocalizedStringKey`.
  func testArticleSurface() {
    let key: LocalizedStringKey = "This is a snackbar!"
    let item = state.show(text: key)
    XCTAssertEqual(item.text, "This is a snackbar!")
    XCTAssertFalse(item.id.isEmpty)
    let made = SnackbarState.SnackbarItem(text: "Made", duration: 1.5, showProgress: false, showCloseButton: false)
    XCTAssertNotEqual(made, item)
    XCTAssertTrue(SnackbarState.shared.manager === MDCSnackbarManager.default)
    XCTAssertFalse(SnackbarState.sheet.manager === MDCSnackbarManager.default)
    XCTAssertFalse(SnackbarState().manager === SnackbarState.sheet.manager)
  }
}
