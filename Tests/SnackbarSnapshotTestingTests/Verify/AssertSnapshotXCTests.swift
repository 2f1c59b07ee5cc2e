import Foundation
import SnackbarRendering
import SnackbarSnapshotTestSupport
import XCTest

@testable import SnackbarSnapshotTesting

/// The XCTest side of `assertSnapshot`: detection of the running framework and a passing
/// assertion that reports nothing (a failing one would fail this test case).
final class AssertSnapshotXCTests: XCTestCase {
  func testReportsThroughXCTestOutsideSwiftTesting() {
    XCTAssertEqual(SnapshotFailureReporter.currentFramework, .xcTest)
  }

  func testMatchingSnapshotPasses() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let configuration = isolatedConfiguration(artifacts: temporary.path("artifacts"))
    let image = try TestImages.gradient()
    let recorded = verifySnapshot(
      of: image, as: .image(), named: "xc", snapshotDirectory: temporary.url, configuration: configuration)
    XCTAssertEqual(recorded?.kind, .recorded)
    assertSnapshot(of: image, as: .image(), named: "xc", snapshotDirectory: temporary.url, configuration: configuration)
  }
}
