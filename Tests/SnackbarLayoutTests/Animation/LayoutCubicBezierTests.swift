import Foundation
import SnackbarLayout
import Testing

@Suite struct LayoutCubicBezierTests {
  let curve = SnackbarCubicBezier.easeInEaseOut

  @Test func endsAndMiddle() {
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    #expect(abs(curve.value(at: 0.5) - 0.5) < 1e-12)
  }

  @Test func knownValues() {
    // Reference values from 200-step bisection.
    #expect(abs(curve.value(at: 0.1) - 0.01972245354831119) < 1e-10)
    #expect(abs(curve.value(at: 0.25) - 0.1291619310473198) < 1e-10)
    #expect(abs(curve.value(at: 0.75) - 0.8708380689526801) < 1e-10)
  }

  @Test func symmetricAndMonotonic() {
    var previous = 0.0
    for step in 1...1000 {
      let x = Double(step) / 1000
      let y = curve.value(at: x)
      #expect(y >= previous)
      #expect(abs(y + curve.value(at: 1 - x) - 1) < 1e-10)
      previous = y
    }
  }

  @Test func linearIsTheIdentity() {
    for x in stride(from: 0.0, through: 1.0, by: 0.125) {
      #expect(abs(SnackbarCubicBezier.linear.value(at: x) - x) < 1e-12)
    }
  }

  @Test func outOfRangeInputIsClamped() {
    #expect(curve.value(at: -3) == 0)
    #expect(curve.value(at: 7) == 1)
    #expect(curve.value(at: .nan) == 0)
    #expect(curve.value(at: .infinity) == 1)
  }

  @Test func steepCurvesStillSolve() {
    // Flat slope at the ends: Newton alone stalls; bisection finishes the job.
    let steep = SnackbarCubicBezier(x1: 1, y1: 0, x2: 0, y2: 1)
    var previous = 0.0
    for step in 0...200 {
      let y = steep.value(at: Double(step) / 200)
      #expect(y.isFinite && y >= previous - 1e-12)
      previous = y
    }
  }
}
