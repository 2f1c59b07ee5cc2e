import Foundation
import Testing

@testable import SnackbarCLI

@Suite struct BatchLineReaderTests {
  /// The lines `text` gives through a pipe, read in chunks of `chunkSize` bytes.
  func lines(_ text: String, maximum: Int = 1 << 20, chunkSize: Int = 3) throws -> [BatchLineReader.Line] {
    let pipe = Pipe()
    try pipe.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    try pipe.fileHandleForWriting.close()
    defer { try? pipe.fileHandleForReading.close() }
    let reader = BatchLineReader(
      descriptor: pipe.fileHandleForReading.fileDescriptor, maximumLineLength: maximum, chunkSize: chunkSize)
    return Array(reader)
  }

  @Test func linesAcrossChunksWithCRLFAndNoFinalNewline() throws {
    let read = try lines("first line\r\n\nthird")
    #expect(read.map(\.number) == [1, 2, 3])
    #expect(read.map { $0.bytes.map { String(decoding: $0, as: UTF8.self) } } == ["first line", "", "third"])
  }

  @Test func aTooLongLineIsRefusedWholeAndTheNextIsRead() throws {
    let read = try lines("short\n0123456789ABCDEF\nnext\n", maximum: 8)
    #expect(read.count == 3)
    #expect(read[1].bytes == nil)
    #expect(read[2].bytes == Array("next".utf8))
    #expect(read[2].number == 3)
  }

  @Test func blankMeansOnlySpacesAndTabs() {
    #expect(BatchLineReader.isBlank(Array(" \t ".utf8)))
    #expect(!BatchLineReader.isBlank(Array(" x".utf8)))
  }
}
