import SnackbarFuzzSupport

/// Mutates valid PNGs into the damaged ones a decoder meets: flipped bits, inserted and deleted
/// bytes, chunks dropped, repeated, swapped or spliced in from another file, chunk data changed
/// behind a recomputed CRC (so the damage gets past the checksum), lengths and CRCs edited, and
/// IHDR's size and format fields set to boundary values.
struct PNGMutator {
  /// The valid files mutations start from, and splice chunks from.
  let corpus: [[UInt8]]

  /// One to four stacked mutations of a random corpus file, and the names of those applied.
  func mutant(using random: inout SplitMix64) -> (bytes: [UInt8], mutations: [String]) {
    var bytes = random.pick(corpus)
    var applied: [String] = []
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let mutation = random.pick(Self.mutations)
      mutation.apply(self, &bytes, &random)
      applied.append(mutation.name)
    }
    return (bytes, applied)
  }

  private struct Mutation: Sendable {
    let name: String
    let apply: @Sendable (PNGMutator, inout [UInt8], inout SplitMix64) -> Void
  }

  private static let mutations: [Mutation] = [
    Mutation(name: "flip bits") { _, bytes, random in flipBits(&bytes, &random) },
    Mutation(name: "set bytes") { _, bytes, random in setBytes(&bytes, &random) },
    Mutation(name: "insert bytes") { _, bytes, random in
      bytes.insert(contentsOf: random.bytes(Int.random(in: 1...16, using: &random)), at: position(bytes, &random))
    },
    Mutation(name: "delete bytes") { _, bytes, random in
      guard !bytes.isEmpty else { return }
      let start = Int.random(in: 0..<bytes.count, using: &random)
      bytes.removeSubrange(start..<min(bytes.count, start + Int.random(in: 1...32, using: &random)))
    },
    Mutation(name: "truncate") { _, bytes, random in bytes = Array(bytes.prefix(position(bytes, &random))) },
    Mutation(name: "drop chunk") { _, bytes, random in
      editChunks(&bytes) { chunks in
        guard !chunks.isEmpty else { return }
        chunks.remove(at: Int.random(in: 0..<chunks.count, using: &random))
      }
    },
    Mutation(name: "repeat chunk") { _, bytes, random in
      editChunks(&bytes) { chunks in
        guard !chunks.isEmpty else { return }
        let chunk = random.pick(chunks)
        chunks.insert(chunk, at: Int.random(in: 0...chunks.count, using: &random))
      }
    },
    Mutation(name: "swap chunks") { _, bytes, random in
      editChunks(&bytes) { chunks in
        guard chunks.count > 1 else { return }
        chunks.swapAt(
          Int.random(in: 0..<chunks.count, using: &random), Int.random(in: 0..<chunks.count, using: &random))
      }
    },
    Mutation(name: "splice chunk") { mutator, bytes, random in
      guard let donor = PNGBytes.File(random.pick(mutator.corpus)), !donor.chunks.isEmpty else { return }
      let chunk = random.pick(donor.chunks)
      editChunks(&bytes) { chunks in chunks.insert(chunk, at: Int.random(in: 0...chunks.count, using: &random)) }
    },
    Mutation(name: "edit chunk data, fix CRC") { _, bytes, random in
      editChunks(&bytes) { chunks in
        guard !chunks.isEmpty else { return }
        let index = Int.random(in: 0..<chunks.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: flipBits(&chunks[index].data, &random)
        case 1: chunks[index].data = Array(chunks[index].data.prefix(position(chunks[index].data, &random)))
        default: chunks[index].data += random.bytes(Int.random(in: 1...64, using: &random))
        }
      }
    },
    Mutation(name: "edit chunk type") { _, bytes, random in
      editChunks(&bytes) { chunks in
        guard !chunks.isEmpty else { return }
        let index = Int.random(in: 0..<chunks.count, using: &random)
        // Bit 5 of each letter is the ancillary/private/reserved/safe-to-copy property.
        chunks[index].type[Int.random(in: 0..<4, using: &random)] ^=
          random.chance(0.7) ? 0x20 : UInt8.random(in: 1...255, using: &random)
      }
    },
    Mutation(name: "edit length") { _, bytes, random in
      guard let offset = chunkOffset(bytes, &random) else { return }
      let length = PNGBytes.bigEndian(bytes, at: offset)
      let arbitrary = random.next32()
      let value = random.pick([
        0, 1, length &- 1, length &+ 1, length &* 2, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF, arbitrary,
      ])
      replaceBigEndian(&bytes, at: offset, with: value)
    },
    Mutation(name: "edit CRC") { _, bytes, random in
      guard let offset = chunkOffset(bytes, &random) else { return }
      let length = Int(PNGBytes.bigEndian(bytes, at: offset))
      guard offset + 12 + length <= bytes.count else { return }
      bytes[offset + 8 + length + Int.random(in: 0..<4, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
    },
    Mutation(name: "fix CRCs") { _, bytes, _ in editChunks(&bytes) { _ in } },
    Mutation(name: "edit IHDR size") { _, bytes, random in
      editHeader(&bytes) { data in
        let values: [UInt32] = [
          0, 1, 2, 255, 256, 16_383, 16_384, 16_385, 65_535, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF,
        ]
        let value = random.chance(0.7) ? random.pick(values) : UInt32.random(in: 1...4096, using: &random)
        let field = random.chance(0.5) ? 0 : 4
        data.replaceSubrange(field..<field + 4, with: value.bigEndianBytes)
      }
    },
    Mutation(name: "edit IHDR format") { _, bytes, random in
      editHeader(&bytes) { data in
        // Bit depth, colour type, compression, filter and interlace methods: valid and invalid.
        let field = Int.random(in: 8..<13, using: &random)
        data[field] =
          random.chance(0.6)
          ? random.pick([0, 1, 2, 3, 4, 6, 7, 8, 16, 255]) : UInt8.random(in: 0...255, using: &random)
      }
    },
  ]

  private static func position(_ bytes: [UInt8], _ random: inout SplitMix64) -> Int {
    Int.random(in: 0...bytes.count, using: &random)
  }

  private static func flipBits(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
    guard !bytes.isEmpty else { return }
    for _ in 0..<Int.random(in: 1...8, using: &random) {
      bytes[Int.random(in: 0..<bytes.count, using: &random)] ^= 1 << UInt8.random(in: 0..<8, using: &random)
    }
  }

  private static func setBytes(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
    guard !bytes.isEmpty else { return }
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      bytes[Int.random(in: 0..<bytes.count, using: &random)] =
        random.chance(0.5)
        ? random.pick([0x00, 0x01, 0x7F, 0x80, 0xFE, 0xFF]) : UInt8.random(in: 0...255, using: &random)
    }
  }

  /// Applies `edit` to the parsed chunks and writes them back with true lengths and CRCs.
  private static func editChunks(_ bytes: inout [UInt8], _ edit: (inout [PNGBytes.Chunk]) -> Void) {
    guard var file = PNGBytes.File(bytes) else { return }
    edit(&file.chunks)
    bytes = file.bytes
  }

  /// Applies `edit` to the first chunk's data when it is a 13-byte IHDR, with a recomputed CRC.
  private static func editHeader(_ bytes: inout [UInt8], _ edit: (inout [UInt8]) -> Void) {
    editChunks(&bytes) { chunks in
      guard let first = chunks.first, first.typeName == "IHDR", first.data.count == 13 else { return }
      edit(&chunks[0].data)
    }
  }

  /// The offset of a random chunk's length field, from a lenient walk of the chunks.
  private static func chunkOffset(_ bytes: [UInt8], _ random: inout SplitMix64) -> Int? {
    var offsets: [Int] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      offsets.append(offset)
      let length = Int(PNGBytes.bigEndian(bytes, at: offset))
      guard length <= bytes.count - offset - 12 else { break }
      offset += 12 + length
    }
    return offsets.isEmpty ? nil : random.pick(offsets)
  }

  private static func replaceBigEndian(_ bytes: inout [UInt8], at offset: Int, with value: UInt32) {
    bytes.replaceSubrange(offset..<offset + 4, with: value.bigEndianBytes)
  }
}

extension UInt32 {
  var bigEndianBytes: [UInt8] {
    [UInt8(self >> 24), UInt8(self >> 16 & 0xFF), UInt8(self >> 8 & 0xFF), UInt8(self & 0xFF)]
  }
}

extension SplitMix64 {
  mutating func next32() -> UInt32 { UInt32(truncatingIfNeeded: next()) }
}
