import Foundation
import SnackbarFiles
import SnackbarLayout
import SnackbarRendering
import Testing

@testable import SnackbarCLI

/// `--text-file PATH` and `--text -`: the same text as `--text`, read bounded, with the same
/// limit, and errors that name the path, the limit or the offending byte.
@Suite final class MessageTextTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  static let limit = SnackbarLayoutMetrics.maximumTextBytes

  /// Writes `bytes` to `name` in the scratch directory and returns the path.
  func file(_ name: String, _ bytes: [UInt8]) throws -> String {
    let path = scratch.path(name)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The PNG `arguments` write to `name`, after checking the run succeeded.
  func png(_ name: String, _ arguments: [String], standardInput: StandardInput? = nil) throws -> Data {
    let output = scratch.path(name)
    let all = arguments + ["--output", output]
    let run = standardInput.map { snackbar(all, standardInput: $0) } ?? snackbar(all)
    #expect(run.status == 0, "\(run.errorText)")
    return try Data(contentsOf: URL(fileURLWithPath: output))
  }

  /// Runs `arguments` with an output in the scratch directory, expecting exit 2, a message holding
  /// `fragment` and no output written.
  func expectRefused(
    _ arguments: [String], _ fragment: String, standardInput: StandardInput = .failing,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let output = scratch.path("refused.png")
    let run = snackbar(arguments + ["--output", output], standardInput: standardInput)
    #expect(run.status == 2, sourceLocation: sourceLocation)
    #expect(run.errorText.contains(fragment), "\(run.errorText)", sourceLocation: sourceLocation)
    #expect(!FileManager.default.fileExists(atPath: output), sourceLocation: sourceLocation)
  }

  // MARK: - The same text

  @Test(arguments: ["render", "screen"])
  func aFileEndingInALineBreakDrawsWhatTextDraws(command: String) throws {
    let path = try file("message.txt", Array("Photo archived\n".utf8))
    let typed = try png("typed.png", [command, "--text", "Photo archived"])
    #expect(try png("file.png", [command, "--text-file", path]) == typed)
  }

  @Test func standardInputDrawsWhatTextDraws() throws {
    let typed = try png("typed.png", ["render", "--text", "Photo archived"])
    let piped = try png(
      "piped.png", ["render", "--text", "-"], standardInput: .bytes(Array("Photo archived\r\n".utf8)))
    #expect(piped == typed)
  }

  @Test func onlyOneTrailingLineBreakIsDropped() throws {
    #expect(try MessageText.decode(Array("hi\n".utf8), source: "f") == "hi")
    #expect(try MessageText.decode(Array("hi\r\n".utf8), source: "f") == "hi")
    #expect(try MessageText.decode(Array("hi\n\n".utf8), source: "f") == "hi\n")
    #expect(try MessageText.decode(Array("a\nb".utf8), source: "f") == "a\nb")
    #expect(try MessageText.decode(Array("hi\r".utf8), source: "f") == "hi\r")
  }

  // MARK: - Limits

  /// A 10 GB file that takes no disk (ftruncate makes it sparse): read whole, it would take
  /// minutes and 10 GB of memory; bounded, it is refused at once, naming the limit.
  @Test func aHugeSparseFileIsRefusedFastNamingTheLimit() throws {
    let path = scratch.path("huge.txt")
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: 10 << 30)
    try handle.close()
    let start = ContinuousClock.now
    expectRefused(
      ["render", "--text-file", path], "huge.txt is larger than the \(Self.limit)-byte limit for a message")
    #expect(ContinuousClock.now - start < .seconds(5))
  }

  @Test func devZeroIsRefusedNamingTheLimit() {
    expectRefused(
      ["render", "--text-file", "/dev/zero"], "--text-file /dev/zero is larger than the \(Self.limit)-byte limit")
  }

  @Test func aFileOfOneMegabyteIsRefusedNamingTheLimit() throws {
    let path = try file("mega.txt", Array(repeating: UInt8(ascii: "a"), count: 1 << 20))
    expectRefused(["screen", "--text-file", path], "is larger than the \(Self.limit)-byte limit")
  }

  /// The limit counts the text, so a text of exactly the limit with a final line break passes the
  /// read (it is then too tall to draw at this width, which the renderer says).
  @Test func theLimitCountsTheTextWithoutItsLineBreak() throws {
    let atLimit = Array(repeating: UInt8(ascii: "a"), count: Self.limit)
    #expect(try MessageText.decode(atLimit + Array("\r\n".utf8), source: "f").utf8.count == Self.limit)
    #expect(throws: CLIError.self) { try MessageText.decode(atLimit + [UInt8(ascii: "a")], source: "f") }
  }

  @Test func standardInputIsReadBounded() {
    let asked = AskedBytes()
    let endless = StandardInput { (maximumBytes) throws(FileSystemError) in
      asked.record(maximumBytes)
      return Array(repeating: UInt8(ascii: "a"), count: maximumBytes)
    }
    expectRefused(
      ["render", "--text", "-"], "standard input (--text -) is larger than the \(Self.limit)-byte limit",
      standardInput: endless)
    #expect(asked.maximum <= Self.limit + 3)
  }

  @Test func aLongTextArgumentHasTheSameLimit() {
    let text = String(repeating: "a", count: Self.limit + 1)
    expectRefused(
      ["render", "--text", text],
      "--text is larger than the \(Self.limit)-byte limit for a message (it is \(Self.limit + 1) bytes)")
  }

  // MARK: - Bad files

  @Test func invalidUTF8IsRefusedWithTheOffsetOfTheFirstBadByte() throws {
    let path = try file("latin1.txt", Array("Café ok ".utf8) + [0x63, 0x61, 0x66, 0xE9, 0x0A])
    expectRefused(
      ["render", "--text-file", path],
      "latin1.txt is not UTF-8 text: the byte at offset 12 (0xE9) does not belong there")
    #expect(MessageText.invalidUTF8Offset(ArraySlice([0x61, 0xC3])) == 1)
    #expect(MessageText.invalidUTF8Offset(ArraySlice(Array("é€𝄞".utf8))) == nil)
  }

  /// `--text` cannot carry a NUL byte; a file holding one is binary, not a message.
  @Test func aNULByteIsRefusedWithItsOffset() throws {
    let path = try file("binary.txt", [0x61, 0x62, 0x00, 0x63])
    expectRefused(["render", "--text-file", path], "binary.txt is not text: it holds a NUL byte at offset 2")
  }

  @Test(arguments: [[UInt8](), Array("\n".utf8), Array("\r\n".utf8)])
  func anEmptyFileIsRefusedAsAnEmptyText(bytes: [UInt8]) throws {
    let path = try file("empty.txt", bytes)
    expectRefused(["render", "--text-file", path], "empty.txt may not be empty")
  }

  @Test func aDirectoryIsRefusedByName() {
    expectRefused(["render", "--text-file", scratch.url.path], "it is a directory, not a file")
  }

  /// A FIFO with no writer would block an ordinary open(2) forever; it is refused without waiting.
  @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
    let path = scratch.path("fifo")
    #expect(mkfifo(path, 0o600) == 0)
    expectRefused(["render", "--text-file", path], "fifo: it is a FIFO (named pipe), not a file")
  }

  @Test func aMissingFileIsNamed() {
    expectRefused(["render", "--text-file", scratch.path("none.txt")], "none.txt: No such file or directory")
  }

  /// Root reads every file, so this runs only as another user.
  @Test(.enabled(if: getuid() != 0, "root can read a file without permissions"))
  func anUnreadableFileIsNamed() throws {
    let path = try file("secret.txt", Array("hi".utf8))
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
    expectRefused(["render", "--text-file", path], "secret.txt: Permission denied")
  }

  // MARK: - Options

  @Test func textAndTextFileAreExclusive() throws {
    let path = try file("message.txt", Array("hi".utf8))
    expectRefused(["render", "--text", "hi", "--text-file", path], "give --text or --text-file, not both")
    expectRefused(["render"], "--text is required (or --text-file PATH, or --text - to read standard input)")
    expectRefused(["render", "--text-file", "-"], "use --text - to read standard input")
  }

  @Test(arguments: ["--output", "--layout-json"])
  func anOutputMayNotOverwriteTheTextFile(option: String) throws {
    let path = try file("message.png", Array("hi".utf8))
    let arguments =
      option == "--output"
      ? ["render", "--text-file", path, "--output", path]
      : ["screen", "--text-file", path, "--output", scratch.path("a.png"), "--layout-json", path]
    let run = snackbar(arguments)
    #expect(run.status == 2)
    #expect(run.errorText.contains("\(option) names the same file as --text-file"), "\(run.errorText)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("hi".utf8))
  }
}
