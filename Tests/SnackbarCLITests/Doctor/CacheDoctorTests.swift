import Foundation
import Testing

@testable import SnackbarRendering

/// `snackbar doctor --cache`: what a render cannot afford to check (a forged mask with a correct
/// checksum, a forged fontconfig cache with its digest) is found by rendering and scanning again;
/// exit 0 clean, 1 bad entries found, 2 error. Run as child processes, so that "this build" is
/// the `snackbar` that rendered the masks.
@Suite struct CacheDoctorTests {
  static func doctor(_ arguments: [String] = [], cacheHome: String) throws -> ChildProcess.Ending {
    try ProcessEnvironmentTests.run(
      ["doctor", "--cache"] + arguments, environment: ["XDG_CACHE_HOME": cacheHome],
      timeout: RendererCacheTests.timeout)
  }

  @Test func aCleanCacheExitsZero() throws {
    let sandbox = try RendererCacheTests.Sandbox()
    defer { sandbox.cleanUp() }
    let run = try Self.doctor(cacheHome: sandbox.cacheHome)
    #expect(run.status == 0, "\(run.output)\(run.errors)")
    #expect(run.output.contains("1 mask rendered again, identical"), "\(run.output)")
    #expect(run.output.contains("1 identical to a fresh scan"), "\(run.output)")
  }

  /// Point 10: a mask forged with a correct checksum changes pixels silently; the doctor renders
  /// it again and finds it, and `--repair` removes it, so the next render is right again.
  @Test func aForgedMaskIsFoundAndRemoved() throws {
    let sandbox = try RendererCacheTests.Sandbox()
    defer { sandbox.cleanUp() }
    let path = try #require(try sandbox.masks().first)
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let key = try #require(ShadowMaskDiskStore.storedKey(in: bytes))
    let mask = try #require(ShadowMaskDiskStore.decode(bytes, key: key))
    // Every shadow pixel at full strength, with the checksum the store computes.
    let forged = ShadowMask(
      width: mask.width, height: mask.height, originX: mask.originX, originY: mask.originY,
      alpha: mask.alpha.map { $0 == 0 ? 0 : 255 })
    try Data(ShadowMaskDiskStore.encode(forged, key: key)).write(to: URL(fileURLWithPath: path))
    let wrong = try RendererCacheTests.render(cacheHome: sandbox.cacheHome, to: sandbox.scratch.path("forged.png"))
    #expect(wrong.png != sandbox.reference, "the forgery is used by a render: that is the trust model")

    let found = try Self.doctor(cacheHome: sandbox.cacheHome)
    #expect(found.status == 1)
    #expect(found.output.contains("\(path): it differs from a fresh render"), "\(found.output)")
    #expect(FileManager.default.fileExists(atPath: path), "without --repair nothing is removed")
    let repaired = try Self.doctor(["--repair"], cacheHome: sandbox.cacheHome)
    #expect(repaired.status == 1)
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(try Self.doctor(cacheHome: sandbox.cacheHome).status == 0)
    try sandbox.expectSameRender("after the repair")
  }

  /// A fontconfig cache file changed and its digest recomputed passes a render's check; the
  /// doctor compares it with a fresh scan.
  @Test func aForgedFontconfigCacheWithItsDigestIsFound() throws {
    let sandbox = try RendererCacheTests.Sandbox()
    defer { sandbox.cleanUp() }
    let file = try #require(try sandbox.fontconfigFiles().first)
    var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
    bytes[bytes.count - 3] ^= 1
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    let name = URL(fileURLWithPath: file).lastPathComponent
    let digest = "fontconfig cache digest 1\n\(SHA256.hexDigest(bytes)) \(bytes.count) \(name)\n"
    try Data(digest.utf8).write(to: URL(fileURLWithPath: sandbox.renderer + "/fontconfig-1/cache.sha256"))
    let run = try Self.doctor(cacheHome: sandbox.cacheHome)
    #expect(run.status == 1)
    #expect(run.output.contains("\(file): it differs from a fresh scan"), "\(run.output)")
  }

  /// Special files are reported without being opened, and names from disk are printed escaped.
  @Test func specialFilesAreReportedAndNamesEscaped() throws {
    let sandbox = try RendererCacheTests.Sandbox()
    defer { sandbox.cleanUp() }
    let folder = try sandbox.maskFolder()
    #expect(mkfifo(folder + "/fifo.mask", 0o600) == 0)
    try FileManager.default.createSymbolicLink(atPath: folder + "/link.mask", withDestinationPath: "/dev/zero")
    try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/evil\u{1B}]0;title\u{07}\n.mask"))
    let run = try Self.doctor(cacheHome: sandbox.cacheHome)
    #expect(!run.timedOut)
    #expect(run.status == 1)
    #expect(run.output.contains("fifo.mask: a FIFO (named pipe)"), "\(run.output)")
    #expect(run.output.contains("link.mask: a symbolic link"), "\(run.output)")
    #expect(run.output.contains("evil\\x1B]0;title\\x07\\x0A.mask: "), "\(run.output)")
    #expect(!run.output.contains("\u{1B}") && !run.output.contains("\u{07}"), "raw control characters printed")
  }

  @Test func noCacheFolderIsAnError() throws {
    let run = try ProcessEnvironmentTests.run(
      ["doctor", "--cache"], environment: ["XDG_CACHE_HOME": "relative", "HOME": "relative"])
    #expect(run.status == 2)
    #expect(run.errors.contains("no cache folder"), "\(run.errors)")
  }
}
