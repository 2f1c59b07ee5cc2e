/// One pixel: 8-bit sRGB channels with straight (not premultiplied) alpha.
public struct RGBAPixel: Sendable, Hashable, CustomStringConvertible {
  /// Red, 0...255.
  public var red: UInt8
  /// Green, 0...255.
  public var green: UInt8
  /// Blue, 0...255.
  public var blue: UInt8
  /// Alpha, 0 (transparent) ... 255 (opaque).
  public var alpha: UInt8

  /// Creates a pixel from its four channels.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// An opaque grey: red, green and blue all equal to `white`.
  public init(white: UInt8, alpha: UInt8 = 255) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// `rgba(r,g,b,a)`, for failure messages.
  public var description: String { "rgba(\(red),\(green),\(blue),\(alpha))" }
}

/// A decoded raster image: row-major 8-bit RGBA, sRGB, straight alpha, no padding between rows.
///
/// This is the value every part of the project exchanges: the renderer produces it, PNG files
/// decode to it and snapshot comparisons read it. Straight alpha keeps comparisons meaningful for
/// translucent pixels (premultiplied values lose precision as alpha falls).
public struct RGBAImage: Sendable, Equatable {
  /// Width in pixels, at least 1.
  public let width: Int
  /// Height in pixels, at least 1.
  public let height: Int
  /// `width * height * 4` bytes: R, G, B, A for each pixel, rows top to bottom.
  public package(set) var bytes: [UInt8]

  /// The largest side accepted, in pixels. Larger images are almost always a unit mistake
  /// (points passed as pixels at scale 3, say) and would cost gigabytes.
  public static let maximumDimension = 16_384

  /// Creates an image from raw RGBA bytes.
  /// - Throws: ``RGBAImageError`` when a side is not in `1...maximumDimension` or the byte count
  ///   is not `width * height * 4`.
  public init(width: Int, height: Int, bytes: [UInt8]) throws(RGBAImageError) {
    try Self.validate(width: width, height: height)
    guard bytes.count == width * height * 4 else {
      throw .byteCountMismatch(expected: width * height * 4, actual: bytes.count)
    }
    self.width = width
    self.height = height
    self.bytes = bytes
  }

  /// Creates an image filled with one colour.
  public init(width: Int, height: Int, fill: RGBAPixel) throws(RGBAImageError) {
    try Self.validate(width: width, height: height)
    self.width = width
    self.height = height
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for index in stride(from: 0, to: bytes.count, by: 4) {
      bytes[index] = fill.red
      bytes[index + 1] = fill.green
      bytes[index + 2] = fill.blue
      bytes[index + 3] = fill.alpha
    }
    self.bytes = bytes
  }

  private static func validate(width: Int, height: Int) throws(RGBAImageError) {
    guard (1...maximumDimension).contains(width), (1...maximumDimension).contains(height) else {
      throw .invalidSize(width: width, height: height)
    }
  }

  /// The pixel at column `x`, row `y` (origin top left). Both must be in range.
  public subscript(x: Int, y: Int) -> RGBAPixel {
    get {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
      let index = (y * width + x) * 4
      return RGBAPixel(red: bytes[index], green: bytes[index + 1], blue: bytes[index + 2], alpha: bytes[index + 3])
    }
    set {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
      let index = (y * width + x) * 4
      bytes[index] = newValue.red
      bytes[index + 1] = newValue.green
      bytes[index + 2] = newValue.blue
      bytes[index + 3] = newValue.alpha
    }
  }
}

/// Why an ``RGBAImage`` could not be made.
public enum RGBAImageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A side is zero, negative or above ``RGBAImage/maximumDimension``.
  case invalidSize(width: Int, height: Int)
  /// The byte buffer does not hold exactly `width * height * 4` bytes.
  case byteCountMismatch(expected: Int, actual: Int)

  public var description: String {
    switch self {
    case .invalidSize(let width, let height):
      return "invalid image size \(width)x\(height): each side must be 1...\(RGBAImage.maximumDimension) pixels"
    case .byteCountMismatch(let expected, let actual):
      return "RGBA buffer holds \(actual) bytes, expected \(expected)"
    }
  }
}
