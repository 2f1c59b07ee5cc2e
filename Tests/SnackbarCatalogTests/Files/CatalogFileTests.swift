import Foundation
import SnackbarFiles
import Testing

@testable import SnackbarCatalog

/// Catalog files are untrusted: bounded, and only regular files.
@Suite struct CatalogFileTests {
  @Test func aFileLargerThanTheLimitIsRefused() throws {
    let fixture = try CatalogFixture()
    let path = try fixture.write(String(repeating: "x", count: 2000), to: "big.strings")
    let error = #expect(throws: StringCatalogError.self) { try CatalogFile.read(path, limit: 1000) }
    #expect(error?.message == "the file is larger than 1000 bytes, the limit for a catalog file")
    #expect(try CatalogFile.read(path, limit: 2000).count == 2000)
    #expect(CatalogFile.maximumFileBytes == 16 << 20)
  }

  @Test func fifosAndDevicesAreRefusedWithoutBlocking() throws {
    let fixture = try CatalogFixture()
    let fifo = fixture.path("pipe.xcstrings")
    #expect(mkfifo(fifo, 0o600) == 0)
    let error = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(fifo) }
    #expect(error?.message.contains("not a regular file") == true)
    let device = #expect(throws: StringCatalogError.self) { try CatalogFile.read("/dev/zero") }
    #expect(device?.message == "not a regular file (a device); catalogs are read from files")
    #expect(
      device?.fileSystemError == FileSystemError(.read, path: "/dev/zero", reason: .notARegularFile(.characterDevice)))
  }

  /// A file the catalog reader cannot read or list carries the files module's error: what was
  /// done, to which path, and why.
  @Test func fileErrorsCarryTheFileSystemError() throws {
    let fixture = try CatalogFixture()
    let folder = fixture.path("de.lproj")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    let directory = #expect(throws: StringCatalogError.self) { try CatalogFile.read(folder) }
    #expect(directory?.message == "not a regular file (a folder); catalogs are read from files")
    #expect(directory?.fileSystemError == FileSystemError(.read, path: folder, reason: .isADirectory))
    let path = try fixture.write("xx", to: "big.strings")
    let large = #expect(throws: StringCatalogError.self) { try CatalogFile.read(path, limit: 1) }
    #expect(large?.fileSystemError == FileSystemError(.read, path: path, reason: .tooLarge(size: nil, limit: 1)))
    let missing = fixture.path("nowhere")
    let listing = #expect(throws: StringCatalogError.self) { try CatalogFile.list(missing) }
    #expect(listing?.message == "cannot list the folder")
    #expect(
      listing?.fileSystemError == FileSystemError(.list, path: missing, reason: .system(errno: ENOENT)))
  }

  /// Inside a catalog folder a link is never followed: one from a pull request could point at
  /// any file of the machine that parses as a catalog, whose text would be drawn and uploaded.
  /// The path the user names may still be a link.
  @Test func aLinkInsideACatalogFolderIsRefused() throws {
    let fixture = try CatalogFixture()
    let secret = try fixture.write(#"<resources><string name="token">SECRET</string></resources>"#, to: "secret.xml")
    try fixture.write(#"<resources><string name="hi">Hi</string></resources>"#, to: "app/res/values/strings.xml")
    try FileManager.default.createDirectory(
      atPath: fixture.path("app/res/values-de"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: fixture.path("app/res/values-de/strings.xml"), withDestinationPath: secret)
    let error = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(fixture.path("app")) }
    #expect(error?.message.contains("a symbolic link inside a catalog folder") == true, "\(String(describing: error))")
    try FileManager.default.removeItem(atPath: fixture.path("app/res/values-de/strings.xml"))
    try FileManager.default.createSymbolicLink(
      atPath: fixture.path("app/res/values-fr"), withDestinationPath: fixture.path("app/res/values"))
    #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(fixture.path("app")) }
    try FileManager.default.removeItem(atPath: fixture.path("app/res/values-fr"))
    try FileManager.default.createSymbolicLink(atPath: fixture.path("linked"), withDestinationPath: fixture.path("app"))
    #expect(try StringCatalogReader.read(fixture.path("linked")).keys.contains("hi"))
  }

  @Test func anUnknownFileOrAMissingPathIsAClearError() throws {
    let fixture = try CatalogFixture()
    let other = try fixture.write("x", to: "notes.txt")
    #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(other) }
    let missing = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(fixture.path("nope")) }
    #expect(missing?.message == "no such file or folder")
  }
}
