import Foundation
import Testing

/// Bad input exits 2 with a message on standard error, prints nothing on standard output and
/// writes no file.
@Suite final class BadInputTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  /// Each case: arguments, with `OUT` replaced by a path in the scratch directory, and a
  /// fragment of the expected message.
  static let cases: [(arguments: [String], message: String)] = [
    (["render", "--text", "Hi", "--sclae", "2", "--output", "OUT/a.png"], "unknown option --sclae"),
    (["render", "--text", "Hi", "--backdrop", "#GGGGGG", "--output", "OUT/a.png"], "invalid colour"),
    (["render", "--text", "Hi", "--scale", "0", "--output", "OUT/a.png"], "--scale must be 1, 2 or 3"),
    (["render", "--text", "Hi", "--scale", "2.5", "--output", "OUT/a.png"], "--scale must be 1, 2 or 3"),
    (["render", "--text", "Hi", "--width", "0", "--output", "OUT/a.png"], "--width must be in 1...4096"),
    (["render", "--text", "Hi", "--width", "1e9", "--output", "OUT/a.png"], "--width must be in 1...4096"),
    (["render", "--text", "Hi", "--width", "nan", "--output", "OUT/a.png"], "--width must be a number"),
    (["render", "--text", "", "--output", "OUT/a.png"], "--text may not be empty"),
    (["render", "--output", "OUT/a.png"], "--text is required"),
    (["render", "--text", "Hi"], "--output is required"),
    (["render", "--text", "Hi", "--output", "OUT/a.jpg"], "must name a .png, .pdf or .svg file"),
    (["render", "--text", "Hi", "--theme", "m4", "--output", "OUT/a.png"], "--theme must be one of"),
    (["render", "--text", "Hi", "--content-size", "huge", "--output", "OUT/a.png"], "--content-size must be"),
    (["render", "--text", "Hi", "--elevation", "25", "--output", "OUT/a.png"], "--elevation must be in 0...24"),
    (["render", "--text", "Hi", "--icon", "no such", "--output", "OUT/a.png"], "--icon must be"),
    (["render", "--text", "Hi", "--icon", "nosuchicon", "--output", "OUT/a.png"], "nosuchicon"),
    (["render", "--text", "Hi", "--progress", "2", "--output", "OUT/a.png"], "--progress must be in 0...1"),
    (["render", "--text", "Hi", "--scale", "--output", "OUT/a.png"], "--scale needs a value"),
    (["render", "--text", "Hi", "--text", "Ho", "--output", "OUT/a.png"], "--text given twice"),
    (["render", "--text", "Hi", "stray", "--output", "OUT/a.png"], "unexpected argument \"stray\""),
    (["render", "--text", "Hi", "--output", "OUT/file/a.png"], "OUT/file"),
    // Found by the CLI fuzz harness: the layout JSON replaced the PNG, and the command reported the
    // PNG's path with exit 0.
    (["render", "--text", "Hi", "--output", "OUT/a.png", "--layout-json", "OUT/a.png"], "name the same file"),
    (["screen", "--text", "Hi", "--output", "OUT/a.png", "--layout-json=OUT/x/../a.png"], "name the same file"),
    (["screen", "--text", "Hi", "--device", "pixel-9", "--output", "OUT/a.png"], "--device must be one of"),
    (["screen", "--text", "Hi", "--size", "0x100", "--output", "OUT/a.png"], "--size must be WxH"),
    (["screen", "--text", "Hi", "--size", "390x", "--output", "OUT/a.png"], "--size must be WxH"),
    (["screen", "--text", "Hi", "--size", "390x844", "--device", "iphone-15", "--output", "OUT/a.png"], "not both"),
    (["screen", "--text", "Hi", "--safe-area", "1,2,3", "--output", "OUT/a.png"], "--safe-area goes with --size"),
    (["screen", "--text", "Hi", "--keyboard", "-1", "--output", "OUT/a.png"], "--keyboard must be in"),
    (["gallery"], "give the output directory"),
    (["gallery", "OUT/g", "--columns", "0"], "--columns must be in 1...12"),
    (["gallery", "OUT/file"], "is not a directory"),
    (["diff", "OUT/a.png"], "expected two PNG paths"),
    (["diff", "OUT/missing.png", "OUT/file"], "missing.png"),
    (["diff", "OUT/file", "OUT/file", "--tolerance", "bogus"], "is not key=value"),
    (["snapshots"], "--orphans"),
    (["snapshots", "--orphans", "--snapshots", "OUT/none"], "no snapshots directory"),
    (["snapshots", "--orphans", "--snapshots", "OUT", "--ledger", "OUT/none"], "no snapshot ledger"),
  ]

  @Test(arguments: 0..<cases.count)
  func exitsTwoWithAMessageAndWritesNothing(_ index: Int) throws {
    // A regular file, so that "a directory below a file" is unwritable even for root.
    let file = scratch.path("file")
    try Data("not a directory".utf8).write(to: URL(fileURLWithPath: file))
    let (template, message) = Self.cases[index]
    let arguments = template.map { $0.replacingOccurrences(of: "OUT", with: scratch.url.path) }

    let run = snackbar(arguments)

    #expect(run.status == 2, "\(template)")
    #expect(run.output.isEmpty, "\(template): \(run.output)")
    #expect(run.errorText.contains("snackbar"), "\(template)")
    let expected = message.replacingOccurrences(of: "OUT", with: scratch.url.path)
    #expect(run.errorText.contains(expected), "\(template): \(run.errorText)")
    #expect(scratch.files() == ["file"], "\(template) wrote files")
  }

  @Test func aFailedSecondFileRemovesTheFirst() throws {
    let file = scratch.path("file")
    try Data("x".utf8).write(to: URL(fileURLWithPath: file))
    let run = snackbar([
      "render", "--text", "Hi", "--output", scratch.path("a.png"), "--layout-json", scratch.path("file/layout.json"),
    ])
    #expect(run.status == 2)
    #expect(scratch.files() == ["file"])
  }
}
