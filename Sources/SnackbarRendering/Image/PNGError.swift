/// Why PNG encoding or decoding failed.
public indirect enum PNGError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The input holds no bytes.
  case empty
  /// The input does not start with the 8-byte PNG signature; `prefix` shows its first bytes.
  case notPNG(prefix: [UInt8])
  /// The data ends before the image is complete.
  case truncated
  /// The PNG is malformed (bad chunk, CRC or compressed data); `reason` is the decoder's message.
  case corrupt(reason: String)
  /// The header declares a size outside `1...RGBAImage.maximumDimension`.
  case unsupportedSize(width: Int, height: Int)
  /// Cairo failed while encoding.
  case encodingFailed(reason: String)
  /// The file could not be read.
  case unreadableFile(path: String, reason: String)
  /// Decoding the file at `path` failed with `underlying`.
  case invalidFile(path: String, underlying: PNGError)

  /// A message for people: what failed and, where possible, how to fix it.
  public var description: String {
    switch self {
    case .empty:
      return "not a PNG: the data is empty"
    case .notPNG(let prefix):
      let hex = prefix.map { byte in String(byte, radix: 16, uppercase: true) }.map { $0.count == 1 ? "0" + $0 : $0 }
      return "not a PNG: the data does not start with the PNG signature (first bytes: \(hex.joined(separator: " ")))"
    case .truncated:
      return "truncated PNG: the data ends before the image is complete"
    case .corrupt(let reason):
      return "corrupt PNG: \(reason)"
    case .unsupportedSize(let width, let height):
      return "unsupported PNG size \(width)x\(height): each side must be 1...\(RGBAImage.maximumDimension) pixels"
    case .encodingFailed(let reason):
      return "PNG encoding failed: \(reason)"
    case .unreadableFile(let path, let reason):
      return "cannot read PNG file \(path): \(reason)"
    case .invalidFile(let path, let underlying):
      return "cannot decode PNG file \(path): \(underlying)"
    }
  }
}
