import Foundation

/// PNG's five row filters (specification, section 9) and the per-row choices of
/// ``PNGCompactEncoder``: each row prefixed by its filter type, ready for zlib.
enum PNGRowFilter {
  /// Every row of `representation` filtered as `choice` says.
  static func filter(_ representation: PNGRepresentation, choice: PNGCompactEncoder.FilterChoice) -> [UInt8] {
    let rowBytes = representation.rowBytes
    let height = representation.height
    var output = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
    let zeros = [UInt8](repeating: 0, count: rowBytes)
    var candidates = (0..<5).map { _ in [UInt8](repeating: 0, count: rowBytes) }
    representation.rows.withUnsafeBufferPointer { rows in
      zeros.withUnsafeBufferPointer { zeros in
        for y in 0..<height {
          let current = UnsafeBufferPointer(rebasing: rows[(y * rowBytes)..<((y + 1) * rowBytes)])
          let previous = y == 0 ? zeros : UnsafeBufferPointer(rebasing: rows[((y - 1) * rowBytes)..<(y * rowBytes)])
          let type: Int
          switch choice {
          case .none: type = 0
          case .sub: type = 1
          case .up: type = 2
          case .average: type = 3
          case .paeth: type = 4
          case .smallestSum, .leastEntropy:
            for filter in 0..<5 {
              apply(filter, current, previous, stride: representation.filterStride, into: &candidates[filter])
            }
            type = choice == .smallestSum ? smallestSum(candidates) : leastEntropy(candidates)
          }
          if choice != .smallestSum && choice != .leastEntropy {
            apply(type, current, previous, stride: representation.filterStride, into: &candidates[type])
          }
          let start = y * (rowBytes + 1)
          output[start] = UInt8(type)
          output.replaceSubrange((start + 1)...(start + rowBytes), with: candidates[type])
        }
      }
    }
    return output
  }

  /// Filters `current` (with `previous` the row above, zeros for the first) by PNG filter `type`.
  static func apply(
    _ type: Int, _ current: UnsafeBufferPointer<UInt8>, _ previous: UnsafeBufferPointer<UInt8>, stride: Int,
    into target: inout [UInt8]
  ) {
    target.withUnsafeMutableBufferPointer { out in
      for x in 0..<current.count {
        let raw = current[x]
        let left = x >= stride ? current[x - stride] : 0
        let up = previous[x]
        let upLeft = x >= stride ? previous[x - stride] : 0
        switch type {
        case 1: out[x] = raw &- left
        case 2: out[x] = raw &- up
        case 3: out[x] = raw &- UInt8((Int(left) + Int(up)) / 2)
        case 4: out[x] = raw &- paeth(left, up, upLeft)
        default: out[x] = raw
        }
      }
    }
  }

  /// The Paeth predictor: whichever of left, up and upper-left is nearest `left + up - upLeft`.
  @inline(__always)
  static func paeth(_ left: UInt8, _ up: UInt8, _ upLeft: UInt8) -> UInt8 {
    let estimate = Int(left) + Int(up) - Int(upLeft)
    let toLeft = abs(estimate - Int(left))
    let toUp = abs(estimate - Int(up))
    let toUpLeft = abs(estimate - Int(upLeft))
    if toLeft <= toUp && toLeft <= toUpLeft { return left }
    return toUp <= toUpLeft ? up : upLeft
  }

  /// The filter whose bytes, read as signed, have the smallest sum of magnitudes.
  static func smallestSum(_ candidates: [[UInt8]]) -> Int {
    var best = 0
    var bestSum = Int.max
    for (type, bytes) in candidates.enumerated() {
      var sum = 0
      for byte in bytes { sum += byte < 128 ? Int(byte) : 256 - Int(byte) }
      if sum < bestSum {
        best = type
        bestSum = sum
      }
    }
    return best
  }

  /// The filter whose bytes have the least Shannon entropy (fewest, most repeated values).
  static func leastEntropy(_ candidates: [[UInt8]]) -> Int {
    var best = 0
    var bestEntropy = Double.infinity
    var counts = [Int](repeating: 0, count: 256)
    for (type, bytes) in candidates.enumerated() {
      for index in counts.indices { counts[index] = 0 }
      for byte in bytes { counts[Int(byte)] += 1 }
      let total = Double(bytes.count)
      var entropy = 0.0
      for count in counts where count > 0 {
        let share = Double(count) / total
        entropy -= share * log2(share)
      }
      if entropy < bestEntropy {
        best = type
        bestEntropy = entropy
      }
    }
    return best
  }
}
