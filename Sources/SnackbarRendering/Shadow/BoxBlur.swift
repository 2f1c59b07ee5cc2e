/// A Gaussian blur approximated by three successive box blurs with integer (odd) widths.
///
/// Integer widths make the result exactly reproducible and give the kernel finite support
/// (about 3σ), which matches Core Animation: its shadows reach the background exactly, where a
/// true Gaussian would leave a faint tail.
struct BoxBlur: Sendable, Hashable {
  /// The three box widths, in pixels, each odd so the blur stays centred.
  let widths: [Int]

  /// Widths whose combined variance is closest to `sigma²` (Kutskir's "boxes for Gauss": the
  /// first `m` boxes use width `wl`, the rest `wl + 2`).
  init(sigma: Double) {
    let count = 3
    guard sigma.isFinite, sigma > 0 else {
      widths = Array(repeating: 1, count: count)
      return
    }
    let ideal = (12 * sigma * sigma / Double(count) + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    lower = max(lower, 1)
    let upper = lower + 2
    let l = Double(lower)
    let n = Double(count)
    let m = ((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded()
    let smallCount = min(max(Int(m), 0), count)
    widths = (0..<count).map { $0 < smallCount ? lower : upper }
  }

  /// How many pixels the blur spreads a point in each direction.
  var support: Int { widths.reduce(0) { $0 + ($1 - 1) / 2 } }

  /// Blurs a `width` x `height` row-major buffer in place: three horizontal passes, then three
  /// vertical ones. Pixels outside the buffer count as zero.
  func apply(to values: inout [Float], width: Int, height: Int) {
    guard support > 0, width > 0, height > 0, values.count == width * height else { return }
    var scratch = [Float](repeating: 0, count: width)
    var rows = [Float](repeating: 0, count: width * height)
    var sums = [Double](repeating: 0, count: width)
    values.withUnsafeMutableBufferPointer { buffer in
      scratch.withUnsafeMutableBufferPointer { line in
        for boxWidth in widths where boxWidth > 1 {
          for row in 0..<height {
            Self.boxPass(buffer, start: row * width, count: width, boxWidth: boxWidth, line: line)
          }
        }
      }
      rows.withUnsafeMutableBufferPointer { copy in
        sums.withUnsafeMutableBufferPointer { sums in
          for boxWidth in widths where boxWidth > 1 {
            Self.verticalPass(buffer, width: width, height: height, boxWidth: boxWidth, copy: copy, sums: sums)
          }
        }
      }
    }
  }

  /// One box blur down every column at once, row by row.
  ///
  /// Walking a column of a row-major buffer jumps a whole row per pixel, which made the vertical
  /// passes most of the blur's time (and the blur about a ninth of a one-line `snackbar render`
  /// process). Here each column keeps its own running sum in `sums` and rows are read in order.
  /// Each column sees exactly the additions and subtractions, in the same order, as
  /// ``boxPass(_:start:count:boxWidth:line:)`` makes for a row, so the result is bit for bit the
  /// one a running sum down each column gives.
  private static func verticalPass(
    _ buffer: UnsafeMutableBufferPointer<Float>, width: Int, height: Int, boxWidth: Int,
    copy: UnsafeMutableBufferPointer<Float>, sums: UnsafeMutableBufferPointer<Double>
  ) {
    guard let values = buffer.baseAddress, let original = copy.baseAddress, let sum = sums.baseAddress,
      buffer.count == width * height, copy.count == buffer.count, sums.count == width
    else { return }
    original.update(from: values, count: buffer.count)
    let radius = (boxWidth - 1) / 2
    let scale = 1 / Float(boxWidth)
    sum.update(repeating: 0, count: width)
    var row = 0
    while row < min(radius, height) {
      let source = original + row &* width
      var column = 0
      while column < width {
        sum[column] += Double(source[column])
        column &+= 1
      }
      row &+= 1
    }
    row = 0
    while row < height {
      let entering = row &+ radius
      if entering < height {
        let source = original + entering &* width
        var column = 0
        while column < width {
          sum[column] += Double(source[column])
          column &+= 1
        }
      }
      let leaving = row &- radius &- 1
      if leaving >= 0 {
        let source = original + leaving &* width
        var column = 0
        while column < width {
          sum[column] -= Double(source[column])
          column &+= 1
        }
      }
      let target = values + row &* width
      var column = 0
      while column < width {
        target[column] = max(Float(sum[column]) * scale, 0)
        column &+= 1
      }
      row &+= 1
    }
  }

  /// One box blur along the row of `count` values at `start`, with a running sum. Raw pointers
  /// and `while` loops keep it fast in debug builds too, where snapshot tests run.
  private static func boxPass(
    _ buffer: UnsafeMutableBufferPointer<Float>, start: Int, count: Int, boxWidth: Int,
    line: UnsafeMutableBufferPointer<Float>
  ) {
    guard let values = buffer.baseAddress, let copy = line.baseAddress, count <= line.count,
      start + count <= buffer.count
    else { return }
    let radius = (boxWidth - 1) / 2
    let scale = 1 / Float(boxWidth)
    var index = 0
    while index < count {
      copy[index] = values[start &+ index]
      index &+= 1
    }
    // Sums in Double: the order of additions is fixed, and Double keeps the running sum from
    // drifting over long rows.
    var sum = 0.0
    index = 0
    while index < min(radius, count) {
      sum += Double(copy[index])
      index &+= 1
    }
    index = 0
    while index < count {
      let entering = index &+ radius
      if entering < count { sum += Double(copy[entering]) }
      let leaving = index &- radius &- 1
      if leaving >= 0 { sum -= Double(copy[leaving]) }
      values[start &+ index] = max(Float(sum) * scale, 0)
      index &+= 1
    }
  }
}
