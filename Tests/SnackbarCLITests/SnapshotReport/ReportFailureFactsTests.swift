import SnackbarImage
import SnackbarLayout
import SnackbarRendering
import SnackbarSnapshotCore
import SnackbarSnapshotTesting
import Testing

@testable import SnackbarCLI

@Suite struct ReportFailureFactsTests {
  @Test func percentagesKeepSmallCountsVisible() {
    #expect(ReportFailureFacts.percent(0, of: 100) == "0%")
    #expect(ReportFailureFacts.percent(1, of: 0) == "0%")
    #expect(ReportFailureFacts.percent(2, of: 128) == "1.56%")
    #expect(ReportFailureFacts.percent(1, of: 1_000_000) == "0.0001%")
  }

  @Test func boundsReadAsTheFailureMessagePrintsThem() {
    let rect = PixelRect(x: 10, y: 3, width: 41, height: 18)
    #expect(ReportFailureFacts.rect(rect) == "x 10...50, y 3...20 (41×18)")
    // A Rect made in code can hold anything; the page still never traps.
    let huge = PixelRect(x: .max, y: .min, width: .max, height: 0)
    #expect(
      ReportFailureFacts.rect(huge) == "x \(Int.max)...(out of range), y \(Int.min)...(out of range) (\(Int.max)×0)")
  }

  @Test func everyKindHasAName() {
    let titles = SnapshotFailureRecord.Kind.allCases.map(ReportFailureFacts.title)
    #expect(Set(titles).count == SnapshotFailureRecord.Kind.allCases.count)
  }
}
