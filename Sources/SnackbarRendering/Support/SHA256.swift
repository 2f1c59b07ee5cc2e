import Foundation

/// SHA-256 (FIPS 180-4) in pure Swift, because CryptoKit is not available on Linux.
///
/// Used to fingerprint the pinned font files; hashing them tells two machines apart whose Debian
/// packages carry different font builds. Feed data with ``update(_:)`` (any number of times) and
/// read the digest with ``finalize()``.
public struct SHA256: Sendable {
  /// The digest length in bytes.
  public static let digestByteCount = 32

  private var state: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
  ]
  /// Bytes not yet forming a whole 64-byte block.
  private var pending: [UInt8] = []
  private var totalByteCount: UInt64 = 0

  /// Creates a hasher with the standard initial state.
  public init() {}

  /// Hashes more data.
  public mutating func update(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    totalByteCount &+= UInt64(bytes.count)
    var offset = 0
    if !pending.isEmpty {
      let take = min(64 - pending.count, bytes.count)
      pending.append(contentsOf: UnsafeRawBufferPointer(start: base, count: take))
      offset = take
      guard pending.count == 64 else { return }
      let block = pending
      pending.removeAll(keepingCapacity: true)
      block.withUnsafeBytes { processBlocks($0) }
    }
    let wholeBlocks = (bytes.count - offset) / 64 * 64
    if wholeBlocks > 0 {
      processBlocks(UnsafeRawBufferPointer(start: base + offset, count: wholeBlocks))
      offset += wholeBlocks
    }
    if offset < bytes.count {
      pending.append(contentsOf: UnsafeRawBufferPointer(start: base + offset, count: bytes.count - offset))
    }
  }

  /// Hashes more data.
  public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
    let array = Array(bytes)
    array.withUnsafeBytes { update($0) }
  }

  /// Pads the message and returns the 32-byte digest. The hasher should not be reused afterwards.
  public mutating func finalize() -> [UInt8] {
    let bitLength = totalByteCount &* 8
    var tail = pending
    tail.append(0x80)
    while tail.count % 64 != 56 { tail.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }
    tail.withUnsafeBytes { processBlocks($0) }
    pending.removeAll()
    var digest: [UInt8] = []
    digest.reserveCapacity(Self.digestByteCount)
    for word in state {
      digest.append(contentsOf: [
        UInt8(word >> 24), UInt8(word >> 16 & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word & 0xFF),
      ])
    }
    return digest
  }

  /// The digest of `bytes`.
  public static func hash<Bytes: Sequence>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
    var hasher = SHA256()
    hasher.update(bytes)
    return hasher.finalize()
  }

  /// The digest of `bytes` as 64 lowercase hexadecimal characters.
  public static func hexDigest<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    hex(hash(bytes))
  }

  /// The hex digest of the file at `path`, read in 1 MiB chunks so large fonts need little memory.
  /// - Throws: the `FileHandle` error when the file cannot be opened or read.
  public static func hexDigest(ofFileAtPath path: String) throws -> String {
    let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    var hasher = SHA256()
    while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
      chunk.withUnsafeBytes { hasher.update($0) }
    }
    return hex(hasher.finalize())
  }

  /// Lowercase hexadecimal text of `bytes`.
  public static func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Runs the compression function over whole 64-byte blocks. Works on raw pointers and local
  /// variables so it stays usable in unoptimised (debug) builds, where fonts of 20 MB are hashed.
  private mutating func processBlocks(_ blocks: UnsafeRawBufferPointer) {
    guard let base = blocks.baseAddress else { return }
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { scheduleBuffer in
      Self.roundConstants.withUnsafeBufferPointer { constantsBuffer in
        // Plain pointers: no bounds checks in the hot loop (indices are fixed 0..<64).
        guard let schedule = scheduleBuffer.baseAddress, let constants = constantsBuffer.baseAddress else { return }
        var hash = HashValue(state)
        var blockStart = 0
        // `while` rather than `for in`, here and in the steps: range iterators are generic calls
        // in debug builds, where the 35 MB of pinned fonts are hashed too.
        while blockStart &+ 64 <= blocks.count {
          Self.prepareMessageSchedule(schedule, block: base + blockStart)
          hash.compress(schedule: schedule, constants: constants)
          blockStart &+= 64
        }
        state = hash.words
      }
    }
  }

  /// Fills the 64-word message schedule of one block (FIPS 180-4, 6.2.2 step 1).
  private static func prepareMessageSchedule(_ schedule: UnsafeMutablePointer<UInt32>, block: UnsafeRawPointer) {
    var index = 0
    while index < 16 {
      schedule[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self))
      index &+= 1
    }
    while index < 64 {
      let w15 = schedule[index &- 15]
      let w2 = schedule[index &- 2]
      let s0 = (w15 &>> 7 | w15 &<< 25) ^ (w15 &>> 18 | w15 &<< 14) ^ (w15 &>> 3)
      let s1 = (w2 &>> 17 | w2 &<< 15) ^ (w2 &>> 19 | w2 &<< 13) ^ (w2 &>> 10)
      schedule[index] = schedule[index &- 16] &+ s0 &+ schedule[index &- 7] &+ s1
      index &+= 1
    }
  }

  /// The intermediate hash value H0…H7, in stored properties rather than the `state` array:
  /// no array access per block in debug builds.
  private struct HashValue {
    var h0, h1, h2, h3, h4, h5, h6, h7: UInt32

    init(_ words: [UInt32]) {
      h0 = words[0]
      h1 = words[1]
      h2 = words[2]
      h3 = words[3]
      h4 = words[4]
      h5 = words[5]
      h6 = words[6]
      h7 = words[7]
    }

    var words: [UInt32] { [h0, h1, h2, h3, h4, h5, h6, h7] }

    /// The 64 rounds over one block's schedule, then the sum into the hash value (FIPS 180-4,
    /// 6.2.2 steps 2 to 4).
    mutating func compress(schedule: UnsafePointer<UInt32>, constants: UnsafePointer<UInt32>) {
      var a = h0
      var b = h1
      var c = h2
      var d = h3
      var e = h4
      var f = h5
      var g = h6
      var h = h7
      var index = 0
      while index < 64 {
        let sum1 = (e &>> 6 | e &<< 26) ^ (e &>> 11 | e &<< 21) ^ (e &>> 25 | e &<< 7)
        let choice = (e & f) ^ (~e & g)
        let temp1 = h &+ sum1 &+ choice &+ constants[index] &+ schedule[index]
        let sum0 = (a &>> 2 | a &<< 30) ^ (a &>> 13 | a &<< 19) ^ (a &>> 22 | a &<< 10)
        let majority = (a & b) ^ (a & c) ^ (b & c)
        let temp2 = sum0 &+ majority
        h = g
        g = f
        f = e
        e = d &+ temp1
        d = c
        c = b
        b = a
        a = temp1 &+ temp2
        index &+= 1
      }
      h0 &+= a
      h1 &+= b
      h2 &+= c
      h3 &+= d
      h4 &+= e
      h5 &+= f
      h6 &+= g
      h7 &+= h
    }
  }

  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
  ]
}
