import Foundation
import Testing

/// Nothing in the image module calls the system's file functions itself: PNG files
/// are opened and read through the files module (SnackbarFiles' `ReadOnlyFile`), which refuses
/// FIFOs and devices and names the path in its errors, and written through its atomic writes.
@Suite struct ImageModuleFileAccessTests {
  /// The POSIX file calls, as a call (`open(`), not as a method (`.open(`, `func read(`).
  static let fileCalls = [
    "open", "openat", "fopen", "close", "read", "pread", "write", "pwrite", "fstat", "stat", "lstat",
  ]

  @Test func theImageModuleCallsNoFileFunctions() throws {
    // Sources/SnackbarImage, from this file's path (Tests/SnackbarImageTests/<this file>).
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/SnackbarImage")
    let files = try #require(FileManager.default.subpaths(atPath: folder.path)).filter { $0.hasSuffix(".swift") }
    #expect(files.count > 10, "expected the SnackbarImage sources below \(folder.path)")
    var offenders: [String] = []
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let code = line.components(separatedBy: "//").first ?? ""
        for call in Self.fileCalls where Self.calls(call, in: code) {
          offenders.append("\(file):\(number + 1): \(call)(")
        }
      }
    }
    #expect(offenders.isEmpty, "file calls belong in SnackbarFiles: \(offenders)")
  }

  /// Whether `code` calls the free function `name`: `name(` not preceded by a letter, digit,
  /// underscore or dot, nor declared (`func name(`), nor with a labelled first argument.
  static func calls(_ name: String, in code: String) -> Bool {
    var searchStart = code.startIndex
    while let range = code.range(of: name + "(", range: searchStart..<code.endIndex) {
      searchStart = range.upperBound
      let before = code[..<range.lowerBound]
      // `Glibc.open(` is the C function too; any other `x.open(` is a method.
      let qualified = ["Glibc.", "Musl.", "Darwin."].contains { before.hasSuffix($0) }
      if !qualified, let last = before.last, last.isLetter || last.isNumber || last == "_" || last == "." { continue }
      if before.hasSuffix("func ") { continue }
      // The C functions take no argument labels; `read(into: buffer)` is a Swift method.
      let arguments = code[range.upperBound...].drop { $0 == " " }
      let label = arguments.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !label.isEmpty, arguments.dropFirst(label.count).first == ":" { continue }
      return true
    }
    return false
  }

  /// The matcher itself: it finds the calls this test exists to catch, and not methods,
  /// declarations or labelled Swift calls.
  @Test func theMatcherFindsCallsOnly() {
    #expect(Self.calls("open", in: "let fd = open(path, O_RDONLY)"))
    #expect(Self.calls("read", in: "  let n = read(fd, buffer, 16)"))
    #expect(Self.calls("open", in: "let fd = Glibc.open(path, O_RDONLY)"))
    #expect(!Self.calls("open", in: "let file = try ReadOnlyFile.open(path)"))
    #expect(!Self.calls("read", in: "func read(into buffer: UnsafeMutableRawBufferPointer) -> Int"))
    #expect(!Self.calls("read", in: "let n = try source.read(into: buffer)"))
    #expect(!Self.calls("read", in: "let n = read(into: buffer)"))
    #expect(!Self.calls("stat", in: "var status = fstat(fd, &st)"))
  }
}
