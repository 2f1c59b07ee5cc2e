// Fixtures for the unit tests (the behaviour suites' own are in BehaviourSupport.swift).
import Foundation
import MaterialSnackbar
import XCTest

/// The port of upstream's `FakeMDCSnackbarManagerDelegate` (spec 5.8): records the presented view,
/// can make it modal, and counts the optional callbacks.
final class FakeMDCSnackbarManagerDelegate: SnackbarManagerDelegate, @unchecked Sendable {
  var presentedView: SnackbarMessageView?
  var shouldSetSnackbarViewAccessibilityViewIsModal = false
  var willPresentCount = 0
  var isPresentingCount = 0
  var willDisappearCount = 0
  var didDisappearCount = 0
  /// Every callback in order, as `willPresent`, `isPresenting`, `willDisappear`, `didDisappear`.
  var calls: [String] = []

  func snackbarManager(_ snackbarManager: SnackbarManager, willPresentSnackbarWith messageView: SnackbarMessageView) {
    presentedView = messageView
    if shouldSetSnackbarViewAccessibilityViewIsModal { messageView.accessibilityViewIsModal = true }
    willPresentCount += 1
    calls.append("willPresent")
  }

  func snackbarManager(_ snackbarManager: SnackbarManager, isPresentingSnackbarWith messageView: SnackbarMessageView) {
    isPresentingCount += 1
    calls.append("isPresenting")
  }

  func snackbarWillDisappear(_ snackbarManager: SnackbarManager) {
    willDisappearCount += 1
    calls.append("willDisappear")
  }

  func snackbarDidDisappear(_ snackbarManager: SnackbarManager) {
    didDisappearCount += 1
    calls.append("didDisappear")
  }
}

/// A thread-safe ordered log for callbacks that may run on a scheduler thread.
final class UnitLog: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [String] = []

  func append(_ entry: String) {
    lock.lock()
    entries.append(entry)
    lock.unlock()
  }

  var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return entries
  }
}

/// A thread-safe counter.
final class UnitCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var counts: [Int: Int] = [:]

  func increment(_ key: Int = 0) {
    lock.lock()
    counts[key, default: 0] += 1
    lock.unlock()
  }

  func count(_ key: Int = 0) -> Int {
    lock.lock()
    defer { lock.unlock() }
    return counts[key] ?? 0
  }

  var snapshot: [Int: Int] {
    lock.lock()
    defer { lock.unlock() }
    return counts
  }
}

/// A manager on a virtual clock, with the upstream fake delegate.
struct VirtualManager {
  let scheduler = ManualScheduler()
  let manager: SnackbarManager
  let delegate = FakeMDCSnackbarManagerDelegate()

  init() {
    manager = SnackbarManager(scheduler: scheduler)
    manager.delegate = delegate
  }

  /// Upstream's "one turn": the queued main-queue blocks, and what they queue.
  func turn() { scheduler.runUntilIdle() }
}
