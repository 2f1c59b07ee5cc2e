import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarRendering
import SnackbarSnapshotTesting
import Synchronization
import Testing

/// The texts of the upstream snapshot harness (spec 6.1), used across the suite so goldens can be
/// compared with MDC's.
enum GoldenText {
  static let shortLatin = "Quando"
  static let shortActionLatin = "No"
  static let longLatin = "Quando volumus maluisset cum ei, ad zril quodsi cum."
  static let longActionLatin = "No quis modo nam, sea ea dicit tollit."
  static let shortArabic = "عل"
  static let shortActionArabic = "قد"
  static let longArabic = "عل أخذ استطاعوا الانجليزية. قد وحتّى بزمام التبرعات مكن."
  static let longActionArabic = "وتم عل والقرى إتفاقية, عن هذا وباءت الغالي وفرنسا."
}

/// A message built in one expression.
func makeMessage(
  _ text: String, action: String? = nil, icon: SnackbarIcon? = nil, progress: SnackbarProgress? = nil,
  closeButton: Bool = false
) -> SnackbarMessage {
  let message = SnackbarMessage(text: text)
  message.action = action.map { SnackbarMessageAction(title: $0) }
  message.leadingIcon = icon
  message.progress = progress
  message.showsCloseButton = closeButton
  return message
}

/// The upstream harness' framing: grey 204 with 50 pt on every side (spec 6.1).
let upstreamFraming = SnackbarFraming.backdrop(color: SnackbarColor(rgb: 0xCCCCCC), inset: 50)

/// Where the golden suite's time goes, summed over every assertion: rendering (and layout),
/// reading goldens (PNG decode, file read included) and comparing. Printed after each suite when
/// `SNAPSHOT_TIMINGS=1`.
final class GoldenTimings: Sendable {
  struct Totals {
    var assertions = 0
    var snapshot: Duration = .zero
    var decode: Duration = .zero
    var compare: Duration = .zero
  }

  static let shared = GoldenTimings()
  let totals = Mutex(Totals())

  func add(_ keyPath: WritableKeyPath<Totals, Duration>, _ duration: Duration) {
    totals.withLock { $0[keyPath: keyPath] += duration }
  }

  func countAssertion() { totals.withLock { $0.assertions += 1 } }

  var summary: String {
    let totals = totals.withLock { $0 }
    func seconds(_ duration: Duration) -> String {
      let components = duration.components
      return String(format: "%.3f s", Double(components.seconds) + Double(components.attoseconds) / 1e18)
    }
    return "golden timings so far: \(totals.assertions) assertions; snapshot (render/layout) "
      + "\(seconds(totals.snapshot)), golden decode \(seconds(totals.decode)), comparison \(seconds(totals.compare))"
  }

  /// `strategy` with its snapshot, decode and compare steps timed.
  static func timed<Value, Format>(_ strategy: Snapshotting<Value, Format>) -> Snapshotting<Value, Format> {
    let clock = ContinuousClock()
    let diffing = strategy.diffing
    let timedDiffing = Diffing<Format>(
      toData: diffing.toData,
      fromData: { bytes in
        var result: Format?
        shared.add(\.decode, try clock.measure { result = try diffing.fromData(bytes) })
        return result!
      },
      compare: { reference, actual, context in
        var result: DiffingFailure?
        shared.add(\.compare, clock.measure { result = diffing.compare(reference, actual, context) })
        return result
      })
    let snapshot = strategy.snapshot
    return Snapshotting(pathExtension: strategy.pathExtension, diffing: timedDiffing) { value in
      shared.countAssertion()
      var result: Format?
      shared.add(\.snapshot, try clock.measure { result = try snapshot(value) })
      return result!
    }
  }
}

/// Prints ``GoldenTimings`` after the suite it is attached to, when `SNAPSHOT_TIMINGS=1`.
struct GoldenTimingsReport: SuiteTrait, TestScoping {
  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await function()
    if ProcessInfo.processInfo.environment["SNAPSHOT_TIMINGS"] == "1" {
      print("\(test.name): \(GoldenTimings.shared.summary)")
    }
  }
}

extension Trait where Self == GoldenTimingsReport {
  /// Reports the golden timings after the suite (with `SNAPSHOT_TIMINGS=1`).
  static var goldenTimings: Self { GoldenTimingsReport() }
}

/// `assertSnapshot` with the strategy timed (``GoldenTimings``). The call site is passed through,
/// so goldens land in `Snapshots/<calling file>/`.
func assertGolden<Value>(
  of value: @autoclosure () throws -> Value,
  as strategy: Snapshotting<Value, RGBAImage>,
  named name: String,
  layout: Snapshotting<Value, String>? = nil,
  filePath: StaticString = #filePath,
  file: StaticString = #fileID,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let resolved = Result { try value() }
  assertSnapshot(
    of: try resolved.get(), as: GoldenTimings.timed(strategy), named: name, file: file, filePath: filePath,
    testName: testName, line: line, column: column)
  if let layout {
    assertSnapshot(
      of: try resolved.get(), as: GoldenTimings.timed(layout), named: name, file: file, filePath: filePath,
      testName: testName, line: line, column: column)
  }
}
