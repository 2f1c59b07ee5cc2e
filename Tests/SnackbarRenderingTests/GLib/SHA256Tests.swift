import Foundation
import SnackbarRendering
import SnackbarTestSupport
import Testing

@Suite struct SHA256Tests {
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
    (
      "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
      "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
    ),
  ])
  func knownVectors(message: String, expected: String) {
    #expect(SHA256.hexDigest(Array(message.utf8)) == expected)
  }

  @Test func oneMillionAsInUnevenChunks() {
    var hasher = SHA256()
    var remaining = 1_000_000
    var chunk = 1
    while remaining > 0 {
      let size = min(chunk, remaining)
      hasher.update([UInt8](repeating: UInt8(ascii: "a"), count: size))
      remaining -= size
      chunk = chunk * 3 + 1
    }
    #expect(SHA256.hex(hasher.finalize()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test func paddingBoundaries() {
    // 55, 56 and 64 bytes straddle the length field; chunked and one-shot must agree.
    for length in [55, 56, 63, 64, 65, 119, 120] {
      let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31) }
      var hasher = SHA256()
      hasher.update(bytes.prefix(7))
      hasher.update(bytes.dropFirst(7))
      #expect(SHA256.hex(hasher.finalize()) == SHA256.hexDigest(bytes), "length \(length)")
    }
    #expect(
      SHA256.hexDigest([UInt8](repeating: 0, count: 64))
        == "f5a5fd42d16a20302798ef6ed309979b43003d2320d9f0e8ea9831a92759fb4b")
  }

  @Test func fileDigestMatchesInMemoryDigest() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let bytes = (0..<(3 << 20) + 17).map { UInt8(truncatingIfNeeded: $0 ^ ($0 >> 8)) }
    let url = directory.appendingPathComponent("data.bin")
    try Data(bytes).write(to: url)
    #expect(try SHA256.hexDigest(ofFileAtPath: url.path) == SHA256.hexDigest(bytes))
    #expect(throws: (any Error).self) {
      try SHA256.hexDigest(ofFileAtPath: directory.appendingPathComponent("none").path)
    }
  }

  @Test func multiChunkFileMatchesADigestFromCoreutils() throws {
    // 3 MiB + 17 bytes: three whole 1 MiB reads and a short one. The expected value comes from
    // `sha256sum` (coreutils), an implementation independent of GLib.
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let bytes = (0..<(3 << 20) + 17).map { UInt8(truncatingIfNeeded: $0 ^ ($0 >> 8)) }
    let url = directory.appendingPathComponent("data.bin")
    try Data(bytes).write(to: url)
    #expect(
      try SHA256.hexDigest(ofFileAtPath: url.path)
        == "6e42801cb3f98f57768e8b725a2cab26c455e5bd224ef22f0f79080afb016746")
  }

  @Test func copiesHashIndependently() {
    // The hasher wraps a C object; a copy must not share its state.
    var original = SHA256()
    original.update(Array("ab".utf8))
    var copy = original
    copy.update(Array("d".utf8))
    original.update(Array("c".utf8))
    #expect(SHA256.hex(original.finalize()) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(SHA256.hex(copy.finalize()) == "a52d159f262b2c6ddb724a61840befc36eb30c88877a4030b65cbe86298449c9")
  }

  @Test func finalizeStartsOver() {
    var hasher = SHA256()
    hasher.update(Array("xyz".utf8))
    _ = hasher.finalize()
    hasher.update(Array("abc".utf8))
    #expect(SHA256.hex(hasher.finalize()) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }
}
