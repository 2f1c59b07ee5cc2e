import Foundation
import SnackbarCatalog
import Testing

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
  }

  @Test func anUnknownFileOrAMissingPathIsAClearError() throws {
    let fixture = try CatalogFixture()
    let other = try fixture.write("x", to: "notes.txt")
    #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(other) }
    let missing = #expect(throws: StringCatalogError.self) { try StringCatalogReader.read(fixture.path("nope")) }
    #expect(missing?.message == "no such file or folder")
  }
}
