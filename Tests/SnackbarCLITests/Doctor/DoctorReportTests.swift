import Foundation
import SnackbarRendering
import SnackbarRenderingStack
import Testing

@testable import SnackbarCLI

@Suite struct DoctorReportTests {
  let report = DoctorReport(root: "Snapshots", currentDirectory: URL(fileURLWithPath: "/p"))

  @Test func goldensAreListedByDirectoryRelativeToTheCurrentOne() {
    let stack = StackDiagnosisTests.stack
    #expect(
      report.goldenLines([
        StackDiagnosisTests.recorded(stack, "A", ["a.png", "b.txt"]), StackDiagnosisTests.recorded(stack, "B", []),
      ]) == ["  goldens in Snapshots/A/: a.png, b.txt", "  goldens in Snapshots/B/: none (only a fingerprint)"])
    #expect(report.display(URL(fileURLWithPath: "/elsewhere/Snapshots")) == "/elsewhere/Snapshots")
  }

  @Test func differencesReadExpectedThenHere() {
    #expect(
      report.line(for: RenderingDifference(kind: .library, name: "pango", recorded: "1.50.12", here: "1.52.1"))
        == "library pango: expected 1.50.12, here 1.52.1")
    #expect(
      report.line(
        for: RenderingDifference(kind: .font, name: "A.ttf", recorded: String(repeating: "f", count: 64), here: nil))
        == "font A.ttf: expected sha256 ffffffffffff…, here absent")
    #expect(
      report.line(for: RenderingDifference(kind: .fontOption, name: "hintStyle", recorded: "none", here: "full"))
        == "font option hintStyle: expected none, here full")
  }

  @Test func theSummaryIsOneLineSayingWhatWasCompared() {
    var here = StackDiagnosisTests.stack
    here.packages = nil
    let diagnosis = StackDiagnosis(
      recorded: [StackDiagnosisTests.recorded(StackDiagnosisTests.stack, "A", ["a.png"])], here: here, pinned: nil)
    let summary = report.summary(of: diagnosis)
    #expect(!summary.contains("\n"))
    #expect(summary.contains("matches the rendering stack of all 1 golden under Snapshots (cairo 1.16.0; 1 font file;"))
    #expect(summary.contains("package versions not compared: no dpkg-query here"))
  }
}
