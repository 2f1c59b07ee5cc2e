// Stress: 8 threads of show / queued show / hide(item:) / hide() / reads against one SnackbarState,
// while a ninth advances the manager's virtual clock; then everything is hidden and drained, and
// the list and the manager must both be empty. `make tsan` runs this under ThreadSanitizer
// (`--filter ThreadSafety`), which is where a race in the state's list would show.
import Foundation
import MaterialSnackbar
import Testing

@Suite struct SnackbarStateThreadSafetyTests {
  @Test func concurrentShowsAndHidesLeaveNothingBehind() async {
    let scheduler = ManualScheduler()
    let state = SnackbarState(manager: SnackbarManager(scheduler: scheduler))
    let threads = 8
    let rounds = 300
    await withTaskGroup(of: Void.self) { group in
      for thread in 0..<threads {
        group.addTask {
          var shown: [SnackbarState.SnackbarItem] = []
          for round in 0..<rounds {
            switch (thread * 7 + round) % 6 {
            case 0, 1:
              shown.append(state.show(text: "t\(thread) r\(round)", duration: 0.5))
            case 2:
              shown.append(state.show(text: "queued t\(thread) r\(round)", queued: true))
            case 3:
              if let item = shown.popLast() { state.hide(item: item) }
            case 4:
              // Ids in the list are distinct whatever the interleaving.
              let items = state.pendingItems
              #expect(Set(items.map(\.id)).count == items.count)
            default:
              if round % 30 == 0 { state.hide() }
            }
          }
        }
      }
      group.addTask {
        for _ in 0..<(threads * rounds / 4) { scheduler.advance(by: 0.05) }
      }
    }
    state.hide()
    _ = scheduler.advanceUntilIdle()
    #expect(state.pendingItems.isEmpty)
    #expect(!state.manager.hasMessagesShowingOrQueued())
  }
}
