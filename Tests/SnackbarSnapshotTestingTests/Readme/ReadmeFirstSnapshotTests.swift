// README, "Use it in your package": the first snapshot in Swift Testing and in XCTest, verbatim.
// Their goldens are Snapshots/ReadmeFirstSnapshotTests/photo-archived.png and
// photo-archived-xctest.png (a README reader's file would be ArchiveSnapshotTests.swift).
import MaterialSnackbar
import SnackbarSnapshotTesting
import Testing
import XCTest

@Test func photoArchived() {
  assertSnapshot(of: SnackbarMessage(text: "Photo archived"), as: .image(), named: "photo-archived")
}

final class ArchiveSnapshotTests: XCTestCase {
  func testPhotoArchived() {
    assertSnapshot(of: SnackbarMessage(text: "Photo archived"), as: .image(), named: "photo-archived-xctest")
  }
}
