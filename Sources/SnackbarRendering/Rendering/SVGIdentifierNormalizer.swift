/// Renumbers the ids cairo's SVG surface takes from process-wide counters, so an SVG's bytes
/// depend only on what was drawn.
///
/// cairo 1.16 names the document's top group `surface<N>` and each embedded image `image<N>`
/// (the shadow's mask) after the Cairo surface's unique id, which counts up across the whole
/// process: the second render in a process, or one on another thread in between, would say
/// `image13` where the first said `image5`. Its other ids (`glyph<F>-<G>`, `clip<N>`, `mask<N>`,
/// `pattern<N>`) count per document and are left alone.
///
/// Each `surface<N>` and `image<N>` becomes `surface1`, `surface2`, ... (and `image1`, ...) in
/// the order of first appearance, everywhere it occurs, so references stay consistent. An id
/// is matched only right after `"` or `#` and right before `"` or `)`, which base64 image data
/// (no `"`, `#` or `)`) never contains and glyph outlines (path data) never contain either.
enum SVGIdentifierNormalizer {
  /// The id names numbered from Cairo's process-wide counter.
  static let names: [[UInt8]] = [Array("surface".utf8), Array("image".utf8)]

  /// `svg` with those ids renumbered from 1 in order of first appearance.
  static func normalize(_ svg: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(svg.count)
    var numbering: [[UInt8]: [Int: Int]] = [:]
    var index = 0
    while index < svg.count {
      let byte = svg[index]
      output.append(byte)
      index += 1
      guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") else { continue }
      guard let (name, number, end) = identifier(in: svg, at: index) else { continue }
      var renumbered = numbering[name, default: [:]]
      let new = renumbered[number] ?? (renumbered.count + 1)
      renumbered[number] = new
      numbering[name] = renumbered
      output.append(contentsOf: name)
      output.append(contentsOf: Array(String(new).utf8))
      index = end
    }
    return output
  }

  /// The id starting at `start` (a name of ``names``, decimal digits, then `"` or `)`), and the
  /// index just past its digits.
  private static func identifier(in svg: [UInt8], at start: Int) -> (name: [UInt8], number: Int, end: Int)? {
    for name in names where svg.count - start > name.count && svg[start..<start + name.count].elementsEqual(name) {
      var end = start + name.count
      var number = 0
      while end < svg.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(svg[end]), end - start < name.count + 9 {
        number = number * 10 + Int(svg[end] - UInt8(ascii: "0"))
        end += 1
      }
      guard end > start + name.count, end < svg.count,
        svg[end] == UInt8(ascii: "\"") || svg[end] == UInt8(ascii: ")")
      else { return nil }
      return (name, number, end)
    }
    return nil
  }
}
