extension BytePath: CustomStringConvertible {
  /// The path for messages: valid UTF-8 as it is, every other byte, and control characters, as
  /// `\xFF`, so `out\xFF.png` tells the reader exactly which file is meant and a name with a
  /// newline cannot break a message in two.
  package var description: String {
    var text = ""
    var index = 0
    while index < bytes.count {
      let length = Self.scalarLength(startingWith: bytes[index])
      if length > 0, index + length <= bytes.count,
        let scalar = String(validating: bytes[index..<index + length], as: UTF8.self),
        !scalar.unicodeScalars.contains(where: Self.isControl)
      {
        text += scalar
        index += length
      } else {
        text += "\\x" + Self.hex(bytes[index])
        index += 1
      }
    }
    return text
  }

  /// How many bytes the UTF-8 sequence a lead byte starts has, 0 for a byte no sequence starts with.
  private static func scalarLength(startingWith byte: UInt8) -> Int {
    switch byte {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: return 2
    case 0xE0...0xEF: return 3
    case 0xF0...0xF4: return 4
    default: return 0
    }
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }
}
