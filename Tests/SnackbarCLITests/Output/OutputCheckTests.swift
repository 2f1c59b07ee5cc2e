import Foundation
import SnackbarFiles
import SnackbarRendering
import Testing

@testable import SnackbarCLI

@Suite final class OutputCheckTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  func file(_ role: String, _ path: String) -> CommandFile { CommandFile(role: role, path: BytePath(path)) }

  @Test func distinctWritableOutputsPass() throws {
    try OutputCheck.check(
      [file("--output", scratch.path("a.png")), file("--layout-json", scratch.path("new/a.json"))],
      inputs: [file("REFERENCE", scratch.path("a.json"))])
    #expect(scratch.files().isEmpty)
  }

  @Test func aliasesNameBothArguments() throws {
    do {
      try OutputCheck.check([file("--output", scratch.path("x.png")), file("--layout-json", scratch.path("./x.png"))])
      Issue.record("accepted two spellings of one file")
    } catch {
      #expect(error.description.hasPrefix("--output and --layout-json name the same file ("), "\(error)")
      #expect(error.description.contains(scratch.path("./x.png")))
    }
    try Data([1]).write(to: URL(fileURLWithPath: scratch.path("in.png")))
    try FileManager.default.linkItem(atPath: scratch.path("in.png"), toPath: scratch.path("hard.png"))
    do {
      try OutputCheck.check(
        [file("--output", scratch.path("hard.png"))], inputs: [file("ACTUAL", scratch.path("in.png"))])
      Issue.record("accepted a hard link to an input")
    } catch {
      #expect(error.description.hasPrefix("--output names the same file as ACTUAL"), "\(error)")
    }
  }

  @Test func unwritableOutputsAreFailures() {
    do {
      try OutputCheck.check([file("--layout-json", "/dev/null")])
      Issue.record("accepted /dev/null")
    } catch {
      guard case .failed(let message) = error else {
        Issue.record("expected a failure, got \(error)")
        return
      }
      #expect(message.hasPrefix("cannot write /dev/null: it is a character device, not a regular file"))
    }
  }
}
