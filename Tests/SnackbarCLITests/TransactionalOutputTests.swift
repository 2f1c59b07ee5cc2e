import Foundation
import SnackbarFiles
import SnackbarImage
import SnackbarRendering
import Testing

@testable import SnackbarCLI

/// A command either writes all its outputs or changes nothing on disk (issue 9, points 6–11).
@Suite final class TransactionalOutputTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

  /// Point 6: a later output that cannot be written leaves an earlier, existing one as it was.
  @Test func failedLayoutJSONKeepsTheExistingPNG() throws {
    let keep = scratch.path("keep.png")
    #expect(snackbar(["render", "--text", "Hi", "--output", keep]).status == 0)
    let before = try bytes(keep)
    // /proc refuses new files, even for root.
    let run = snackbar(["render", "--text", "Hello there", "--output", keep, "--layout-json", "/proc/l.json"])
    #expect(run.status == 2)
    #expect(run.errorText.contains("/proc/l.json"), "\(run.errorText)")
    #expect(try bytes(keep) == before)
    #expect(scratch.files() == ["keep.png"])
  }

  /// Point 7: two outputs naming one file are refused before anything is written.
  @Test func outputsThatAliasAreRefused() throws {
    let same = scratch.path("same.png")
    let run = snackbar(["render", "--text", "Hi", "--output", same, "--layout-json", same])
    #expect(run.status == 2)
    #expect(run.errorText.contains("--output") && run.errorText.contains("--layout-json"), "\(run.errorText)")
    #expect(scratch.files().isEmpty)

    // The same file under another spelling, and through a hard link.
    let first = snackbar([
      "screen", "--text", "Hi", "--output", same, "--layout-json", scratch.path("sub/../same.png"),
    ])
    #expect(first.status == 2, "\(first.errorText)")
    try Data("x".utf8).write(to: URL(fileURLWithPath: same))
    try FileManager.default.linkItem(atPath: same, toPath: scratch.path("link.png"))
    let linked = snackbar(["render", "--text", "Hi", "--output", same, "--layout-json", scratch.path("link.png")])
    #expect(linked.status == 2, "\(linked.errorText)")
    #expect(try bytes(same) == Data("x".utf8))
  }

  /// Point 8: `diff` never writes its difference image over one of its inputs.
  @Test func diffOutputMayNotBeAnInput() throws {
    let reference = try scratch.writePNG("ref.png", fill: RGBAPixel(white: 200))
    let actual = try scratch.writePNG("act.png", fill: RGBAPixel(white: 100))
    let before = try bytes(reference)
    let run = snackbar(["diff", reference, actual, "--output", reference])
    #expect(run.status == 2)
    #expect(run.errorText.contains("--output") && run.errorText.contains("REFERENCE"), "\(run.errorText)")
    #expect(try bytes(reference) == before)
    let symlink = scratch.path("alias.png")
    try FileManager.default.createSymbolicLink(atPath: symlink, withDestinationPath: actual)
    let throughLink = snackbar(["diff", reference, actual, "--output", symlink])
    #expect(throughLink.status == 2)
    #expect(throughLink.errorText.contains("ACTUAL"), "\(throughLink.errorText)")
  }

  /// Point 9: folders created for the outputs are removed again when the command fails.
  @Test func createdFoldersAreRemovedOnFailure() throws {
    try Data("x".utf8).write(to: URL(fileURLWithPath: scratch.path("file")))
    let run = snackbar([
      "render", "--text", "Hi", "--output", scratch.path("new/dir/a.png"), "--layout-json",
      scratch.path("file/x.json"),
    ])
    #expect(run.status == 2)
    #expect(!FileManager.default.fileExists(atPath: scratch.path("new")))
  }

  /// Point 11: a directory given as input is named with the system's reason, not Foundation's code.
  @Test func unreadableInputSaysWhy() throws {
    let actual = try scratch.writePNG("act.png", fill: RGBAPixel(white: 100))
    let run = snackbar(["diff", scratch.url.path, actual])
    #expect(run.status == 2)
    #expect(!run.errorText.contains("NSCocoaErrorDomain"), "\(run.errorText)")
    #expect(run.errorText.contains("Is a directory"), "\(run.errorText)")
    #expect(run.errorText.contains(scratch.url.path))
  }

  /// Point 11: a folder that cannot be created is reported with strerror's words.
  @Test func uncreatableFolderSaysWhy() throws {
    let run = snackbar(["gallery", "/proc/snackbar-gallery-test", "--quick"])
    #expect(run.status == 2)
    #expect(!run.errorText.contains("could not be completed"), "\(run.errorText)")
    #expect(run.errorText.contains("/proc/snackbar-gallery-test"), "\(run.errorText)")
  }

  /// Point 11: an existing output that is not a regular file (here a FIFO, which needs no root)
  /// is refused, and stays what it was: a rename would have replaced it with a regular file.
  @Test func nonRegularOutputIsRefusedAndLeftAlone() throws {
    let fifo = scratch.path("pipe.json")
    #expect(mkfifo(fifo, 0o644) == 0)
    let run = snackbar(["render", "--text", "Hi", "--output", scratch.path("a.png"), "--layout-json", fifo])
    #expect(run.status == 2)
    #expect(run.errorText.contains("not a regular file"), "\(run.errorText)")
    #expect(run.errorText.contains(fifo))
    var status = stat()
    #expect(lstat(fifo, &status) == 0)
    #expect(status.st_mode & S_IFMT == S_IFIFO)
    #expect(!FileManager.default.fileExists(atPath: scratch.path("a.png")))
  }

  /// Point 10: an output path that is not UTF-8 is created with exactly its bytes, and shown
  /// escaped.
  @Test func outputPathsAreBytes() throws {
    let name: [UInt8] = Array("out".utf8) + [0xFF] + Array(".png".utf8)
    let output = BytePath(scratch.url.path).appending(name)
    let run = snackbar(commandLine: ["render", "--text", "Hi", "--output", CommandLineArgument(bytes: output.bytes)])
    #expect(run.status == 0, "\(run.errorText)")
    #expect(run.output == [scratch.url.path + "/out\\xFF.png"])
    #expect(try FileSystem.status(of: output)?.kind == .regular)
    #expect(try FileSystem.status(of: BytePath(scratch.path("out\u{FFFD}.png"))) == nil)
  }

  /// Text options are text: bytes that are not UTF-8 are a usage error naming the option.
  @Test func textThatIsNotUTF8IsRefused() {
    let run = snackbar(commandLine: [
      "render", "--text", CommandLineArgument(bytes: Array("caf".utf8) + [0xE9]), "--output",
      CommandLineArgument(scratch.path("a.png")),
    ])
    #expect(run.status == 2)
    #expect(run.errorText.contains("--text must be UTF-8 text, got \"caf\\xE9\""), "\(run.errorText)")
    #expect(scratch.files().isEmpty)
  }

  /// Point 11: a full disk is reported for the output the user named, not a temporary file.
  @Test func fullDiskNamesTheOutput() throws {
    let output = scratch.path("new/a.png")
    let run = FileWriter.$current.withValue(.failing(ENOSPC)) {
      snackbar(["render", "--text", "Hi", "--output", output])
    }
    #expect(run.status == 2)
    #expect(run.errorText == "snackbar render: cannot write \(output): No space left on device")
    #expect(scratch.files().isEmpty)
    #expect(!FileManager.default.fileExists(atPath: scratch.path("new")))
  }

  /// A gallery that fails part-way leaves an existing gallery as it was, and a new one not at all.
  @Test func failedGalleryChangesNothing() throws {
    let existing = scratch.path("existing")
    #expect(snackbar(["gallery", existing, "--quick"]).status == 0)
    let before = try scratch.files().map { ($0, try bytes(scratch.path($0))) }
    let failures = FileWriter.$current.withValue(.failing(EIO)) {
      [
        snackbar(["gallery", existing, "--quick", "--columns", "2"]),
        snackbar(["gallery", scratch.path("fresh/gallery"), "--quick"]),
      ]
    }
    for run in failures {
      #expect(run.status == 2)
      #expect(run.errorText.contains("Input/output error"), "\(run.errorText)")
    }
    let after = try scratch.files().map { ($0, try bytes(scratch.path($0))) }
    #expect(after.map(\.0) == before.map(\.0))
    #expect(after.map(\.1) == before.map(\.1))
    #expect(!FileManager.default.fileExists(atPath: scratch.path("fresh")))
  }
}
