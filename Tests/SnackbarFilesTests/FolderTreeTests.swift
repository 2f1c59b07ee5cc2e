import Foundation
import SnackbarFiles
import SnackbarTestSupport
import Testing

/// `FolderTree`: the one folder walk, which names a folder it cannot list instead of skipping it.
@Suite struct FolderTreeTests {
  func make(_ files: [String], in temporary: TemporaryDirectory) throws {
    for file in files {
      let url = temporary.path(file)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("x".utf8).write(to: url)
    }
  }

  func listing(_ folders: [FolderTree.Folder], under root: URL) -> [String: [String]] {
    var result: [String: [String]] = [:]
    for folder in folders {
      let path = String(decoding: folder.path.bytes, as: UTF8.self)
      let relative = path == root.path ? "." : String(path.dropFirst(root.path.count + 1))
      result[relative] = folder.files.map { String(decoding: $0, as: UTF8.self) }
    }
    return result
  }

  @Test func everyFolderInNameOrderWithItsFilesLinksToFilesIncluded() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    try make(["b/two.png", "a/one.png", "a/deep/three.png", ".hidden/four.png", "top.json"], in: temporary)
    try FileManager.default.createSymbolicLink(
      atPath: temporary.path("a/link.png").path, withDestinationPath: temporary.path("top.json").path)
    try FileManager.default.createSymbolicLink(
      atPath: temporary.path("b/up").path, withDestinationPath: temporary.url.path)
    try FileManager.default.createSymbolicLink(
      atPath: temporary.path("b/dangling").path, withDestinationPath: "/no/such")
    let folders = try FolderTree.folders(under: BytePath(temporary.url.path))
    #expect(folders.map { String(decoding: $0.path.bytes, as: UTF8.self) }.first == temporary.url.path)
    #expect(
      listing(folders, under: temporary.url) == [
        ".": ["top.json"], ".hidden": ["four.png"], "a": ["link.png", "one.png"], "a/deep": ["three.png"],
        "b": ["two.png"],
      ])
    let visible = try FolderTree.folders(under: BytePath(temporary.url.path), skippingHidden: true)
    #expect(listing(visible, under: temporary.url).keys.sorted() == [".", "a", "a/deep", "b"])
  }

  @Test func aFolderThatCannotBeListedIsAnErrorNamingIt() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    try make(["file"], in: temporary)
    let file = temporary.path("file").path
    #expect(throws: FileSystemError(.list, path: file, reason: .system(errno: ENOTDIR))) {
      try FolderTree.folders(under: BytePath(file))
    }
    #expect(throws: FileSystemError(.list, path: temporary.path("none").path, reason: .system(errno: ENOENT))) {
      try FolderTree.folders(under: BytePath(temporary.path("none").path))
    }
    // Only a search that wants what it can reach leaves it out.
    #expect(try FolderTree.folders(under: BytePath(file), skippingUnreadable: true).isEmpty)
  }
}
