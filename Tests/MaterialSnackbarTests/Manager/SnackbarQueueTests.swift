import XCTest

@testable import MaterialSnackbar

final class SnackbarQueueTests: XCTestCase {
  private func message(_ text: String, _ category: String?) -> SnackbarMessage {
    let message = SnackbarMessage(text: text)
    message.category = category
    return message
  }

  func testRemoveTakesOutThatMessageOnly() {
    var queue = SnackbarQueue()
    let a = message("a", "x")
    let b = message("b", "x")
    let c = message("c", nil)
    for item in [a, b, c] { queue.append(item) }
    XCTAssertTrue(queue.remove(b) === b)
    XCTAssertNil(queue.remove(b))
    XCTAssertNil(queue.remove(message("b", "x")), "by identity, not by content")
    XCTAssertEqual(queue.count, 2)
    XCTAssertTrue(queue.remove(a) === a)
    XCTAssertEqual(queue.removeAll(inCategory: "x").count, 0, "the category count followed the removals")
    XCTAssertEqual(queue.removeFirst { _ in true }?.text, "c")
    XCTAssertTrue(queue.isEmpty)
  }

  func testFIFOAndEligibility() {
    var queue = SnackbarQueue()
    queue.append(message("a", "x"))
    queue.append(message("b", "y"))
    queue.append(message("c", nil))
    XCTAssertEqual(queue.count, 3)
    XCTAssertEqual(queue.removeFirst { $0 != "x" }?.text, "b")
    XCTAssertEqual(queue.removeFirst { _ in true }?.text, "a")
    XCTAssertEqual(queue.removeFirst { _ in true }?.text, "c")
    XCTAssertTrue(queue.isEmpty)
    XCTAssertNil(queue.removeFirst { _ in true })
  }

  func testRemoveAllByCategoryKeepsOrder() {
    var queue = SnackbarQueue()
    for index in 0..<10 { queue.append(message("\(index)", index.isMultiple(of: 2) ? "even" : "odd")) }
    XCTAssertEqual(queue.removeAll(inCategory: "even").compactMap(\.text), ["0", "2", "4", "6", "8"])
    XCTAssertEqual(queue.removeAll(inCategory: "even").count, 0)
    XCTAssertEqual(queue.removeAll(inCategory: "missing").count, 0)
    XCTAssertEqual(queue.count, 5)
    XCTAssertEqual(queue.removeFirst { _ in true }?.text, "1")
    XCTAssertEqual(queue.removeAll(inCategory: nil).compactMap(\.text), ["3", "5", "7", "9"])
    XCTAssertTrue(queue.isEmpty)
  }

  func testManyDequeuesCompact() {
    var queue = SnackbarQueue()
    for index in 0..<1000 { queue.append(message("\(index)", "c\(index)")) }
    for index in 0..<1000 { XCTAssertEqual(queue.removeFirst { _ in true }?.text, "\(index)") }
    XCTAssertTrue(queue.isEmpty)
  }
}
