import CPangoCairo
import Testing

@testable import SnackbarRendering

/// The encoder's own zlib framing: it deflates raw and adds the header and Adler-32 itself, so
/// both must match what zlib writes.
@Suite struct PNGEncoderTests {
  /// The vectorised Adler-32 equals zlib's for every length around the chunk (16) and block
  /// (5,552) boundaries, on zeros, on maximal bytes (the overflow case) and on varied bytes.
  @Test func adler32MatchesZlib() {
    let lengths = Array(0...40) + [5_535, 5_551, 5_552, 5_553, 5_568, 11_104, 11_105, 100_003]
    for length in lengths {
      let contents: [(String, [UInt8])] = [
        ("zeros", [UInt8](repeating: 0, count: length)),
        ("255s", [UInt8](repeating: 255, count: length)),
        ("varied", (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }),
      ]
      for (name, bytes) in contents {
        let expected = bytes.withUnsafeBufferPointer { UInt32(adler32(1, $0.baseAddress, uInt($0.count))) }
        #expect(PNGEncoder.adler32(bytes) == expected, "\(name), length \(length)")
      }
    }
  }

  /// The two header bytes are zlib's for the encoder's level and window (`78 5E` for level 3).
  @Test func zlibHeaderMatchesZlib() {
    let input = [UInt8](repeating: 7, count: 100)
    var length = compressBound(uLong(input.count))
    var output = [UInt8](repeating: 0, count: Int(length))
    let status = compress2(&output, &length, input, uLong(input.count), PNGEncoder.compressionLevel)
    #expect(status == Z_OK)
    #expect(Array(output.prefix(2)) == PNGEncoder.zlibHeader)
    #expect(PNGEncoder.zlibHeader == [0x78, 0x5E])
  }
}
