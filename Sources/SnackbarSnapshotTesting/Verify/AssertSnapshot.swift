import Foundation
import SnackbarSnapshotCore
import Testing
import XCTest

/// Asserts that `value`, snapshotted with `snapshotting`, matches its golden file; records the
/// golden when the record mode says so (which also fails, saying where it wrote).
///
/// Works in Swift Testing and XCTest: inside a Swift Testing test (`Test.current != nil`) the
/// failure is an `Issue` at the call site whose headline is the message, otherwise an `XCTFail`.
///
/// ```swift
/// @Test func errorBanner() {
///   assertSnapshot(of: try renderBanner(), as: .image(tolerance: .exact), named: "error-banner")
/// }
/// ```
///
/// See `verifySnapshot(of:as:named:record:snapshotDirectory:configuration:file:filePath:testName:line:column:)`
/// for what is compared, where files go and how record modes apply.
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String,
  record: SnapshotRecordMode? = nil,
  snapshotDirectory: URL? = nil,
  configuration: SnapshotConfiguration = .current,
  file: StaticString = #fileID,
  filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  guard
    let failure = verifySnapshot(
      of: try value(), as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
      configuration: configuration, file: file, filePath: filePath, testName: testName, line: line, column: column)
  else { return }
  SnapshotFailureReporter.report(failure, file: file, filePath: filePath, line: line, column: column)
}

/// Sends a failure to whichever test framework is running.
enum SnapshotFailureReporter {
  /// The frameworks a failure can be reported to.
  enum Framework: Equatable {
    case swiftTesting
    case xcTest
  }

  /// Swift Testing when a Swift Testing test is running on this task, otherwise XCTest (which
  /// is also the right sink outside any test: it prints the failure).
  static var currentFramework: Framework {
    Test.current != nil ? .swiftTesting : .xcTest
  }

  static func report(
    _ failure: SnapshotFailure, file: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    if currentFramework == .swiftTesting {
      // Recorded as the error itself, not as a comment: Swift Testing prints an issue's kind as
      // its headline, and a comment-only issue's kind is "Issue recorded", which would push the
      // message into the detail lines. An error's kind prints as "Caught error: <message>".
      Issue.record(
        failure,
        sourceLocation: SourceLocation(
          fileID: "\(file)", filePath: "\(filePath)", line: max(1, Int(line)), column: max(1, Int(column))))
    } else {
      XCTFail(failure.message, file: filePath, line: line)
    }
  }
}
