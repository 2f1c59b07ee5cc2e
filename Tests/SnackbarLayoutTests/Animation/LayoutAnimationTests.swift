import Foundation
import SnackbarLayout
import Testing

@Suite struct LayoutAnimationTests {
  func state(_ phase: SnackbarAnimationPhase) -> SnackbarAnimationState { SnackbarAnimation.state(at: phase) }

  @Test func enterFadesAndScalesFromPoint8Over150Milliseconds() {
    #expect(state(.entering(0)) == SnackbarAnimationState(opacity: 0, scale: 0.8))
    let middle = state(.entering(0.075))
    #expect(abs(middle.opacity - 0.5) < 1e-12 && abs(middle.scale - 0.9) < 1e-12)
    #expect(state(.entering(0.15)) == .identity)
    #expect(state(.entering(3)) == .identity)
    let quarter = state(.entering(0.0375))
    #expect(abs(quarter.opacity - 0.1291619310473198) < 1e-10)
  }

  @Test func exitFadesOnlyOver125Milliseconds() {
    #expect(state(.exiting(0)) == .identity)
    let middle = state(.exiting(0.0625))
    #expect(abs(middle.opacity - 0.5) < 1e-12 && middle.scale == 1)
    #expect(state(.exiting(0.125)) == SnackbarAnimationState(opacity: 0, scale: 1))
  }

  @Test func visibleIsIdentity() {
    #expect(state(.visible) == .identity)
  }

  @Test func negativeAndNaNTimesAreTheStartInfinityTheEnd() {
    #expect(state(.entering(-1)) == state(.entering(0)))
    #expect(state(.entering(.nan)) == state(.entering(0)))
    #expect(state(.exiting(.nan)) == .identity)
    #expect(state(.entering(.infinity)) == .identity)
    #expect(state(.exiting(.infinity)).opacity == 0)
  }

  @Test func opacityNeverDecreasesWhileEntering() {
    var previous = -1.0
    for step in 0...150 {
      let opacity = state(.entering(Double(step) / 1000)).opacity
      #expect(opacity >= previous)
      previous = opacity
    }
  }
}
