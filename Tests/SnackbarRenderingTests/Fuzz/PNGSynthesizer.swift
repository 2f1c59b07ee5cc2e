import SnackbarFuzzSupport
import SnackbarImage
import SnackbarRendering

/// Builds PNGs from scratch, field by field, mostly valid and sometimes not: any colour type and
/// bit depth, interlaced or not, palettes of any size, transparency and other ancillary chunks, and
/// image data of the right size or a little off, with random filter types, in stored deflate blocks
/// split over several IDATs. Checksums are right unless a damaged one is the point, so the inputs
/// reach the decoder's unfiltering, de-interlacing and colour conversion.
struct PNGSynthesizer {
  /// Channels per pixel of each valid colour type.
  static let channels: [UInt8: Int] = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4]
  /// The bit depths PNG allows for each colour type.
  static let depths: [UInt8: [UInt8]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]

  /// Adam7's passes: first column and row, then the column and row steps.
  static let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

  /// One synthesised PNG and a short description of its shape.
  func synthesise(using random: inout SplitMix64) -> (bytes: [UInt8], shape: String) {
    let width = dimension(&random)
    let height = dimension(&random)
    let colorType: UInt8 =
      random.chance(0.95) ? random.pick([0, 2, 3, 4, 6]) : UInt8.random(in: 0...8, using: &random)
    let validDepths = Self.depths[colorType] ?? [8]
    let depth: UInt8 = random.chance(0.95) ? random.pick(validDepths) : random.pick([0, 3, 5, 12, 32])
    let interlace: UInt8 = random.chance(0.97) ? UInt8.random(in: 0...1, using: &random) : 2

    var header = UInt32(width).bigEndianBytes + UInt32(height).bigEndianBytes
    header += [depth, colorType, 0, 0, interlace]
    var chunks = [PNGBytes.Chunk("IHDR", header)]
    chunks += ancillaryChunks(colorType: colorType, depth: depth, &random)
    let raw = scanlines(
      width: width, height: height, colorType: colorType, depth: depth, interlace: interlace, &random)
    chunks += imageData(raw, &random)
    if random.chance(0.97) { chunks.append(PNGBytes.Chunk("IEND", [])) }
    if random.chance(0.05) { chunks.shuffle(using: &random) }
    let shape = "\(width)x\(height) type \(colorType) depth \(depth) interlace \(interlace), \(raw.count) raw bytes"
    return (PNGCodec.signature + chunks.flatMap(\.bytes), shape)
  }

  private func dimension(_ random: inout SplitMix64) -> Int {
    if random.chance(0.9) { return Int.random(in: 1...40, using: &random) }
    return random.pick([1, 2, 7, 8, 9, 64, 255, 256, 1024])
  }

  /// PLTE, tRNS and a few others, in valid and invalid sizes and places.
  private func ancillaryChunks(colorType: UInt8, depth: UInt8, _ random: inout SplitMix64) -> [PNGBytes.Chunk] {
    var chunks: [PNGBytes.Chunk] = []
    if colorType == 3 ? random.chance(0.95) : random.chance(0.1) {
      let entries =
        random.chance(0.9)
        ? Int.random(in: 1...(1 << min(Int(depth), 8)), using: &random) : Int.random(in: 0...300, using: &random)
      var data = random.bytes(entries * 3)
      if random.chance(0.05) { data += random.bytes(Int.random(in: 1...2, using: &random)) }
      chunks.append(PNGBytes.Chunk("PLTE", data))
    }
    if random.chance(0.3) {
      let length =
        random.chance(0.8)
        ? [0: 2, 2: 6][colorType] ?? Int.random(in: 1...256, using: &random) : Int.random(in: 0...300, using: &random)
      chunks.append(PNGBytes.Chunk("tRNS", random.bytes(length)))
    }
    let others: [(String, Int)] = [
      ("gAMA", 4), ("cHRM", 32), ("sRGB", 1), ("bKGD", 1), ("bKGD", 2), ("bKGD", 6), ("sBIT", 3), ("pHYs", 9),
      ("tIME", 7), ("hIST", 4), ("tEXt", 12), ("zTXt", 14), ("iTXt", 20), ("iCCP", 30), ("sPLT", 20), ("eXIf", 16),
      ("prVt", 5), ("ABCD", 3),
    ]
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      let (type, length) = random.pick(others)
      let size = random.chance(0.8) ? length : Int.random(in: 0...64, using: &random)
      chunks.insert(PNGBytes.Chunk(type, random.bytes(size)), at: Int.random(in: 0...chunks.count, using: &random))
    }
    return chunks
  }

  /// Filtered scanlines for the image: the exact size the header implies, or a little off.
  private func scanlines(
    width: Int, height: Int, colorType: UInt8, depth: UInt8, interlace: UInt8, _ random: inout SplitMix64
  ) -> [UInt8] {
    let bitsPerPixel = (Self.channels[colorType] ?? 1) * max(Int(depth), 1)
    let passes = interlace == 1 ? Self.adam7 : [(0, 0, 1, 1)]
    var rows: [Int] = []  // bytes per row, filter byte excluded, for each row of each pass
    for (x0, y0, dx, dy) in passes {
      let columns = width > x0 ? (width - x0 + dx - 1) / dx : 0
      let lines = height > y0 ? (height - y0 + dy - 1) / dy : 0
      guard columns > 0 else { continue }
      rows += Array(repeating: (columns * bitsPerPixel + 7) / 8, count: lines)
    }
    var raw: [UInt8] = []
    let pattern = random.chance(0.5)
    for (index, length) in rows.enumerated() where raw.count < 400_000 {
      raw.append(
        random.chance(0.97) ? UInt8.random(in: 0...4, using: &random) : UInt8.random(in: 5...255, using: &random))
      raw += pattern ? (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ index) } : random.bytes(length)
    }
    if random.chance(0.1) {
      let delta = Int.random(in: 1...16, using: &random)
      if random.chance(0.5) { raw.removeLast(min(delta, raw.count)) } else { raw += random.bytes(delta) }
    }
    return raw
  }

  /// The zlib stream over one to four IDAT chunks, sometimes with a bad Adler-32 or an empty IDAT.
  private func imageData(_ raw: [UInt8], _ random: inout SplitMix64) -> [PNGBytes.Chunk] {
    let stream = PNGBytes.storedZlib(
      raw, blockSize: random.chance(0.5) ? 65_535 : Int.random(in: 1...512, using: &random),
      breakChecksum: random.chance(0.03))
    let parts = Int.random(in: 1...4, using: &random)
    let step = max(1, (stream.count + parts - 1) / parts)
    var chunks = stride(from: 0, to: stream.count, by: step).map { start in
      PNGBytes.Chunk("IDAT", Array(stream[start..<min(stream.count, start + step)]))
    }
    if random.chance(0.03) {
      chunks.insert(PNGBytes.Chunk("IDAT", []), at: Int.random(in: 0...chunks.count, using: &random))
    }
    return chunks
  }
}
