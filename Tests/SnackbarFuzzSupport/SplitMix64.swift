/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny seeded generator, so that a fuzz run is a pure
/// function of its seed and a failure can be replayed from the numbers it prints.
///
/// Not for cryptography; `SystemRandomNumberGenerator` cannot be seeded, which is the point here.
package struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose whole output is determined by `seed`.
  package init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension RandomNumberGenerator {
  /// True with probability `probability` (0...1).
  package mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < probability
  }

  /// One of `elements`, which must not be empty.
  package mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[Int.random(in: 0..<elements.count, using: &self)]
  }

  /// `count` random bytes.
  package mutating func bytes(_ count: Int) -> [UInt8] {
    (0..<count).map { _ in UInt8.random(in: 0...255, using: &self) }
  }
}
