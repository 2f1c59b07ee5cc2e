import Foundation
import SnackbarFiles
import SnackbarTestSupport
import Testing

/// A folder as one output (`play --frames`): filled under a hidden name, swapped in at the
/// commit, the old folder removed, and nothing left behind by an abort. (A signal's removal is
/// tested on a child `snackbar play`: it acts on the whole process.)
@Suite struct OutputTransactionFolderTests {
  static func contents(_ path: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  /// A second run with fewer files replaces the folder: the first run's extra files are gone.
  @Test func aStagedFolderReplacesTheOldOneAsAUnit() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let frames = directory.path + "/out/frames"
    for count in [3, 1] {
      let transaction = OutputTransaction()
      try transaction.stage([9], at: BytePath(directory.path + "/out/a.bin"))
      let staged = try transaction.stageFolder(at: BytePath(frames))
      for index in 0..<count {
        try transaction.stage([UInt8(index)], named: Array("\(index).bin".utf8), inFolder: staged)
      }
      #expect(PendingOutputs.recordedFolders.contains(staged))
      if count == 1 {
        // The old folder is untouched until the commit.
        #expect(try Self.contents(frames) == ["0.bin", "1.bin", "2.bin"])
      }
      try transaction.commit()
      #expect(!PendingOutputs.recordedFolders.contains(staged))
    }
    #expect(try Self.contents(frames) == ["0.bin"])
    #expect(try Self.contents(directory.path + "/out") == ["a.bin", "frames"])
  }

  @Test func abortRemovesTheStagedFolderAndItsFiles() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let transaction = OutputTransaction()
    let staged = try transaction.stageFolder(at: BytePath(directory.path + "/new/frames"))
    for index in 0..<50 { try transaction.stage([1, 2, 3], named: Array("\(index).png".utf8), inFolder: staged) }
    transaction.abort()
    #expect(try Self.contents(directory.path).isEmpty)
    #expect(!PendingOutputs.recordedFolders.contains(staged))
  }

  /// A rename that fails after the folder was swapped in swaps it back: all old.
  @Test func aFailedCommitPutsTheOldFolderBack() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let frames = directory.path + "/frames"
    try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: false)
    try Data([7]).write(to: URL(fileURLWithPath: frames + "/old.png"))
    let transaction = OutputTransaction()
    let staged = try transaction.stageFolder(at: BytePath(frames))
    try transaction.stage([1], named: Array("new.png".utf8), inFolder: staged)
    let blocker = directory.path + "/file.bin"
    try transaction.stage([2], at: BytePath(blocker))
    try FileManager.default.createDirectory(atPath: blocker, withIntermediateDirectories: false)
    try Data([9]).write(to: URL(fileURLWithPath: blocker + "/keep"))
    #expect(throws: FileSystemError.self) { try transaction.commit() }
    #expect(try Self.contents(frames) == ["old.png"])
    #expect(try Self.contents(directory.path) == ["file.bin", "frames"])
  }

  @Test(arguments: ["file", "link"])
  func aFileOrALinkInTheFoldersPlaceIsRefused(kind: String) throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let frames = directory.path + "/frames"
    if kind == "file" {
      try Data([1]).write(to: URL(fileURLWithPath: frames))
    } else {
      try FileManager.default.createDirectory(atPath: directory.path + "/elsewhere", withIntermediateDirectories: false)
      try FileManager.default.createSymbolicLink(atPath: frames, withDestinationPath: directory.path + "/elsewhere")
    }
    let error = #expect(throws: FileSystemError.self) { try OutputTransaction().stageFolder(at: BytePath(frames)) }
    #expect(error?.description.contains("not a folder") == true, "\(String(describing: error))")
  }
}
