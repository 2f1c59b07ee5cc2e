import Foundation
import SnackbarFiles
import SnackbarTestSupport
import Testing

/// Folders of outputs removed with their files, never through a link.
@Suite struct FileSystemFoldersTests {
  @Test func aFolderOfFilesIsRemovedWithItsFilesAndLinksButNotWhatTheyPointTo() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let root = temporary.url
    let kept = root.appendingPathComponent("kept")
    try Data([7]).write(to: kept)
    let frames = root.appendingPathComponent("frames")
    try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: false)
    try Data([1]).write(to: frames.appendingPathComponent("0001.png"))
    try FileManager.default.createSymbolicLink(
      atPath: frames.appendingPathComponent("link").path, withDestinationPath: kept.path)
    #expect(FileSystem.removeFolderOfFiles(BytePath(frames.path)))
    #expect(!FileManager.default.fileExists(atPath: frames.path))
    #expect(try Data(contentsOf: kept) == Data([7]))
  }

  /// A folder inside is left, so the folder stays: the package's own output folders hold files.
  @Test func aFolderInsideIsLeft() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let frames = temporary.url.appendingPathComponent("frames")
    try FileManager.default.createDirectory(
      at: frames.appendingPathComponent("inner"), withIntermediateDirectories: true)
    try Data([1]).write(to: frames.appendingPathComponent("a.png"))
    #expect(!FileSystem.removeFolderOfFiles(BytePath(frames.path)))
    #expect(try FileManager.default.contentsOfDirectory(atPath: frames.path) == ["inner"])
  }

  /// A folder swapped for a link to another folder (while a long `play --frames` filled it) loses
  /// the link; the files of the folder it points to are untouched. opendir(3) followed the link
  /// and emptied that folder.
  @Test func aLinkWhereTheFolderWasIsRemovedNotFollowed() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let root = temporary.url
    let precious = root.appendingPathComponent("precious")
    try FileManager.default.createDirectory(at: precious, withIntermediateDirectories: false)
    try Data([7]).write(to: precious.appendingPathComponent("thesis.tex"))
    let frames = root.appendingPathComponent(".frames-staged")
    try FileManager.default.createSymbolicLink(atPath: frames.path, withDestinationPath: precious.path)
    #expect(FileSystem.removeFolderOfFiles(BytePath(frames.path)))
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: frames.path)) == nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: precious.path) == ["thesis.tex"])
  }
}
