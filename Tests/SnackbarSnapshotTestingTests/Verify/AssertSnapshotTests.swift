import Foundation
import SnackbarRendering
import SnackbarSnapshotCore
import SnackbarSnapshotTestSupport
import Testing

@testable import SnackbarSnapshotTesting

/// `assertSnapshot` reports through Swift Testing when a Swift Testing test is running.
@Suite struct AssertSnapshotTests {
  @Test func reportsThroughSwiftTestingInsideATest() {
    #expect(SnapshotFailureReporter.currentFramework == .swiftTesting)
  }

  @Test func matchingSnapshotRecordsNoIssue() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let configuration = isolatedConfiguration(artifacts: temporary.path("artifacts"))
    let image = try TestImages.gradient()
    withKnownIssue {
      assertSnapshot(
        of: image, as: .image(), named: "first", snapshotDirectory: temporary.url, configuration: configuration)
    }
    // Recorded above; now it matches and must not report anything.
    assertSnapshot(
      of: image, as: .image(), named: "first", snapshotDirectory: temporary.url, configuration: configuration)
  }

  @Test func failureIsRecordedAsAnIssueWithTheMessage() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let configuration = isolatedConfiguration(artifacts: temporary.path("artifacts"))
    withKnownIssue {
      assertSnapshot(
        of: "text", as: .lines, named: "missing", record: .never, snapshotDirectory: temporary.url,
        configuration: configuration)
    } matching: { issue in
      (issue.error as? SnapshotFailure)?.message.contains("no golden at \(temporary.url.path)/missing.txt") == true
    }
  }

  @Test func failureHeadlineIsTheMessageNotIssueRecorded() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let configuration = isolatedConfiguration(artifacts: temporary.path("artifacts"))
    withKnownIssue {
      assertSnapshot(
        of: "text", as: .lines, named: "missing", record: .never, snapshotDirectory: temporary.url,
        configuration: configuration)
    } matching: { issue in
      // The console prints `issue.kind` as the headline: it must carry the message, not
      // "Issue recorded" with the message only in the detail lines.
      "\(issue.kind)".contains("no golden at \(temporary.url.path)/missing.txt")
    }
  }
}
