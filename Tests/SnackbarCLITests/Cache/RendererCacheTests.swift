import Foundation
import Testing

/// The renderer's caches as untrusted input (issue 19, points 1, 3, 4 and 10): a link, a FIFO, a
/// device, a huge sparse file or a damaged fontconfig cache file in
/// `$XDG_CACHE_HOME/material-snackbar` changes no pixel, is never written through, never hangs
/// a render and never crashes one. Each render is a `snackbar` child process, so a crash is a
/// signal and a hang is killed by the timeout, never the test run's end; every cache lives in a
/// temporary folder.
@Suite struct RendererCacheTests {
  /// Longer than any render takes on a loaded 2-core machine; only a hang reaches it.
  static let timeout = 60.0
  /// `ulimit -v` for the cases that read huge files: a render needs about 250 MB of address
  /// space; reading an 8 GB file, or /dev/zero to its end, fails past this.
  static let addressSpaceLimit = 1 << 30

  /// A temporary `XDG_CACHE_HOME` filled by one render, and a folder outside it holding a file a
  /// link may point at.
  struct Sandbox {
    let scratch: ScratchDirectory
    /// `XDG_CACHE_HOME`.
    let cacheHome: String
    /// Outside the cache: `decoy` (``decoyText``) and whatever else a case makes there.
    let outside: String
    /// The PNG of a render into the empty cache (which it filled).
    let reference: Data

    static let decoyText = "precious, not a mask"
    var decoy: String { outside + "/decoy" }
    var renderer: String { cacheHome + "/material-snackbar" }
    var maskLayout: String { renderer + "/shadow-masks-2" }
    var fontconfigCache: String { renderer + "/fontconfig-1/cache" }

    init(cacheHome name: String = "cache") throws {
      scratch = try ScratchDirectory()
      cacheHome = scratch.path(name)
      outside = scratch.path("outside")
      try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
      try Data(Self.decoyText.utf8).write(to: URL(fileURLWithPath: outside + "/decoy"))
      let first = try RendererCacheTests.render(cacheHome: cacheHome, to: scratch.path("reference.png"))
      #expect(first.run.status == 0 && first.run.signal == nil, "\(first.run.errors)")
      reference = try #require(first.png)
    }

    /// The one build folder of the mask store (the test's `snackbar`).
    func maskFolder() throws -> String {
      let builds = try FileManager.default.contentsOfDirectory(atPath: maskLayout)
      #expect(builds.count == 1, "\(builds)")
      return maskLayout + "/" + (try #require(builds.first))
    }

    /// The stored masks.
    func masks() throws -> [String] {
      let folder = try maskFolder()
      let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".mask") }
      #expect(!names.isEmpty, "the first render stored no mask")
      return names.sorted().map { folder + "/" + $0 }
    }

    /// fontconfig's cache files.
    func fontconfigFiles() throws -> [String] {
      let names = try FileManager.default.contentsOfDirectory(atPath: fontconfigCache).filter { $0.contains(".cache-") }
      #expect(names.count == 1, "\(names)")
      return names.sorted().map { fontconfigCache + "/" + $0 }
    }

    /// Renders again: exit 0, no signal, no timeout, the reference's pixels, and the decoy as it
    /// was.
    func expectSameRender(_ comment: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
      let again = try RendererCacheTests.render(
        cacheHome: cacheHome, to: scratch.path("again.png"), addressSpaceLimit: RendererCacheTests.addressSpaceLimit)
      #expect(!again.run.timedOut, "\(comment): the render hung", sourceLocation: sourceLocation)
      #expect(
        again.run.signal == nil, "\(comment): the render died of signal \(again.run.status)",
        sourceLocation: sourceLocation)
      #expect(again.run.status == 0, "\(comment): \(again.run.errors)", sourceLocation: sourceLocation)
      #expect(again.png == reference, "\(comment): the pixels changed", sourceLocation: sourceLocation)
      let decoy = try String(decoding: Data(contentsOf: URL(fileURLWithPath: decoy)), as: UTF8.self)
      #expect(
        decoy == Self.decoyText, "\(comment): the file outside the cache was written", sourceLocation: sourceLocation)
    }

    func cleanUp() { scratch.cleanUp() }
  }

  /// One `snackbar render` child with `cacheHome` as `XDG_CACHE_HOME`; the run and the PNG, if
  /// one was written.
  static func render(
    cacheHome: String, to output: String, addressSpaceLimit: Int? = nil
  ) throws -> (run: ChildProcess.Ending, png: Data?) {
    try? FileManager.default.removeItem(atPath: output)
    let run = try ProcessEnvironmentTests.run(
      ["render", "--text", ProcessEnvironmentTests.text, "--output", output],
      environment: ["XDG_CACHE_HOME": cacheHome, "SNACKBAR_SHADOW_DISK_CACHE": "1"], timeout: timeout,
      addressSpaceLimit: addressSpaceLimit)
    return (run, try? Data(contentsOf: URL(fileURLWithPath: output)))
  }

  static func kind(_ path: String) -> String {
    var status = stat()
    guard lstat(path, &status) == 0 else { return "missing" }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return "file"
    case S_IFDIR: return "folder"
    case S_IFLNK: return "link"
    case S_IFIFO: return "fifo"
    case S_IFCHR: return "device"
    default: return "other"
    }
  }

  /// Point 1: a `.mask` replaced by a link to another file. The render used to write the mask
  /// through the link (as root, into /etc/passwd); now the link is replaced by the mask.
  @Test func aMaskLinkedToAnotherFileIsReplacedNotWrittenThrough() throws {
    let sandbox = try Sandbox()
    defer { sandbox.cleanUp() }
    let mask = try #require(try sandbox.masks().first)
    try FileManager.default.removeItem(atPath: mask)
    try FileManager.default.createSymbolicLink(atPath: mask, withDestinationPath: sandbox.decoy)
    try sandbox.expectSameRender("a .mask linked to a file outside the cache")
    #expect(Self.kind(mask) == "file", "the link is replaced by the mask")
  }

  /// Point 1: the build's mask folder, or the store's whole layout folder, replaced by a link to
  /// a folder elsewhere: nothing is written there.
  @Test func aLinkedMaskFolderIsNotWrittenThrough() throws {
    let sandbox = try Sandbox()
    defer { sandbox.cleanUp() }
    for (name, folder) in [("build", try sandbox.maskFolder()), ("layout", sandbox.maskLayout)] {
      let elsewhere = sandbox.outside + "/" + name
      try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
      try FileManager.default.removeItem(atPath: folder)
      try FileManager.default.createSymbolicLink(atPath: folder, withDestinationPath: elsewhere)
      try sandbox.expectSameRender("the \(name) folder linked elsewhere")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty, "written through the \(name) link")
      #expect(Self.kind(folder) == "folder", "the \(name) link is replaced by a folder")
    }
  }

  /// Point 4: a FIFO in place of a `.mask`; every render used to wait forever in open(2).
  @Test func aFIFOInPlaceOfAMaskIsAMiss() throws {
    let sandbox = try Sandbox()
    defer { sandbox.cleanUp() }
    let mask = try #require(try sandbox.masks().first)
    try FileManager.default.removeItem(atPath: mask)
    #expect(mkfifo(mask, 0o600) == 0)
    try sandbox.expectSameRender("a FIFO for a .mask")
    #expect(Self.kind(mask) == "file", "the FIFO is replaced by the mask")
  }

  /// Point 4: a `.mask` linked to /dev/zero (2 GB read in 2 s), or, when the tests run as root,
  /// a character device node of /dev/zero in its place: a miss, never opened.
  @Test func aMaskThatIsADeviceIsNeverRead() throws {
    let sandbox = try Sandbox()
    defer { sandbox.cleanUp() }
    let mask = try #require(try sandbox.masks().first)
    try FileManager.default.removeItem(atPath: mask)
    try FileManager.default.createSymbolicLink(atPath: mask, withDestinationPath: "/dev/zero")
    try sandbox.expectSameRender("a .mask linked to /dev/zero")
    guard getuid() == 0 else { return }
    try FileManager.default.removeItem(atPath: mask)
    // Device 1:5 (/dev/zero); glibc's makedev is a macro Swift does not import, and for small
    // numbers it is major << 8 | minor.
    #expect(mknod(mask, S_IFCHR | 0o600, dev_t(1 << 8 | 5)) == 0)
    try sandbox.expectSameRender("a /dev/zero device node as the .mask")
  }

  /// Point 4: an 8 GB sparse `.mask` was allocated whole before reading (SIGABRT under a memory
  /// limit); its size alone now makes it a miss.
  @Test func anEightGigabyteSparseMaskIsNotRead() throws {
    let sandbox = try Sandbox()
    defer { sandbox.cleanUp() }
    let mask = try #require(try sandbox.masks().first)
    #expect(truncate(mask, 8 << 30) == 0)
    try sandbox.expectSameRender("an 8 GB sparse .mask")
    let size = try #require(try FileManager.default.attributesOfItem(atPath: mask)[.size] as? Int)
    #expect(size < 1 << 20, "the sparse file is replaced by the mask")
  }

  /// Point 3: a flipped bit in fontconfig's cache file, size unchanged. Flipping the high part of
  /// the font set's offset made fontconfig read far outside its mapping: SIGSEGV, in every later
  /// render too. Now the digest rejects the file and fontconfig rescans; the other positions are
  /// the header's directory checksum, the middle and the last byte.
  @Test func aFlippedBitInFontconfigsCacheIsRescannedNotACrash() throws {
    let sandbox = try Sandbox()
    defer { sandbox.cleanUp() }
    let file = try #require(try sandbox.fontconfigFiles().first)
    let pristine = try Data(contentsOf: URL(fileURLWithPath: file))
    // FcCache on 64-bit: magic, version, size, dir, dirs, dirs_count (and padding), then the font
    // set's offset at byte 40; the set's own `fonts` offset is 8 bytes into the set.
    let set = pristine[40..<48].reversed().reduce(0) { $0 << 8 | Int($1) }
    for position in [set + 12, 48, pristine.count / 2, pristine.count - 1] {
      // Each case from the file as first written (a rescan of the same folder writes it again).
      var damaged = pristine
      damaged[position] ^= 0x40
      try damaged.write(to: URL(fileURLWithPath: file))
      try sandbox.expectSameRender("fontconfig's cache with byte \(position) flipped")
      try sandbox.expectSameRender("the render after that one")
    }
  }

  /// Point 4: a FIFO in place of fontconfig's cache file; fontconfig opened it with a blocking
  /// open(2), forever.
  @Test func aFIFOInPlaceOfFontconfigsCacheDoesNotHang() throws {
    let sandbox = try Sandbox()
    defer { sandbox.cleanUp() }
    let file = try #require(try sandbox.fontconfigFiles().first)
    try FileManager.default.removeItem(atPath: file)
    #expect(mkfifo(file, 0o600) == 0)
    try sandbox.expectSameRender("a FIFO for fontconfig's cache file")
    #expect(Self.kind(file) == "file", "fontconfig wrote its cache again")
  }

  /// Point 10: `XDG_CACHE_HOME` holding a newline sent masks to the escaped display path
  /// (`nl\x0Acache`); the path's bytes now reach the kernel unchanged, and fontconfig's cache
  /// (whose folder goes through XML) is written there too.
  @Test func aNewlineInXDGCacheHomeIsUsedAsIs() throws {
    let sandbox = try Sandbox(cacheHome: "nl\ncache")
    defer { sandbox.cleanUp() }
    #expect(!FileManager.default.fileExists(atPath: sandbox.scratch.path("nl\\x0Acache")), "the display path was used")
    #expect(try !sandbox.masks().isEmpty)
    #expect(try sandbox.fontconfigFiles().count == 1)
    try sandbox.expectSameRender("the second render with the newline")
  }

  /// Foundation decodes the environment as UTF-8, so `XDG_CACHE_HOME=/…/u\xFFx` reached the cache
  /// as `u\xEF\xBF\xBDx` (U+FFFD); the variable's own bytes are used now. (fontconfig's XML cannot
  /// name such a folder, so the fonts are scanned without their cache.) The variable is set by a
  /// shell, since a Swift string cannot hold the byte.
  @Test func aCacheHomeThatIsNotUTF8IsUsedAsItsBytes() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.cleanUp() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", "XDG_CACHE_HOME=\"$(printf '%s/u\\377x' \"$0\")\" exec \"$1\" render --text hi --output \"$0/u.png\"",
      scratch.url.path, try ProcessEnvironmentTests.executable().path,
    ]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let names = try FileManager.default.contentsOfDirectoryAtPathAsBytes(scratch.url.path)
    #expect(names.contains(Array("u".utf8) + [0xFF] + Array("x".utf8)), "\(names)")
    #expect(!names.contains(Array("u\u{FFFD}x".utf8)), "the decoded name was used")
  }
}

extension FileManager {
  /// The names in a folder as bytes (contentsOfDirectory decodes them).
  fileprivate func contentsOfDirectoryAtPathAsBytes(_ path: String) throws -> [[UInt8]] {
    guard let stream = opendir(path) else { throw CocoaError(.fileReadNoSuchFile) }
    defer { closedir(stream) }
    var names: [[UInt8]] = []
    while let entry = readdir(stream) {
      names.append(withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) })
    }
    return names
  }
}
