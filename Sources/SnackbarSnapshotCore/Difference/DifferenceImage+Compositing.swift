import SnackbarImage

extension DifferenceImage {
  /// The direction `compose(_:axis:spacing:background:)` lays images out in.
  public enum Axis: Sendable, Hashable {
    /// Left to right, top-aligned.
    case horizontal
    /// Top to bottom, left-aligned.
    case vertical
  }

  /// Images laid out left to right, top-aligned, separated by `spacing` columns of `background`,
  /// on a canvas as tall as the tallest; for reports such as reference | actual | difference.
  ///
  /// An empty list gives a 1x1 transparent image.
  /// - Throws: ``DifferenceImageError/tooLarge(width:height:maximumSide:)`` when the canvas would
  ///   exceed `RGBAImage/maximumDimension` (two images 8191 pixels wide, say).
  public static func sideBySide(
    _ images: [RGBAImage],
    spacing: Int = 4,
    background: RGBAPixel = RGBAPixel(white: 128)
  ) throws(DifferenceImageError) -> RGBAImage {
    try compose(images, axis: .horizontal, spacing: spacing, background: background)
  }

  /// Images laid out top to bottom, left-aligned, separated by `spacing` rows of `background`,
  /// on a canvas as wide as the widest: the fallback when side by side would be too wide.
  ///
  /// An empty list gives a 1x1 transparent image.
  /// - Throws: ``DifferenceImageError/tooLarge(width:height:maximumSide:)`` when the canvas would
  ///   exceed `RGBAImage/maximumDimension`.
  public static func stacked(
    _ images: [RGBAImage],
    spacing: Int = 4,
    background: RGBAPixel = RGBAPixel(white: 128)
  ) throws(DifferenceImageError) -> RGBAImage {
    try compose(images, axis: .vertical, spacing: spacing, background: background)
  }

  /// The canvas size `images` need along `axis`, gaps included.
  static func canvasSize(of images: [RGBAImage], axis: Axis, spacing: Int) -> (width: Int, height: Int) {
    guard !images.isEmpty else { return (1, 1) }
    let gaps = max(0, spacing) * (images.count - 1)
    switch axis {
    case .horizontal: return (images.reduce(0) { $0 + $1.width } + gaps, images.map(\.height).max() ?? 1)
    case .vertical: return (images.map(\.width).max() ?? 1, images.reduce(0) { $0 + $1.height } + gaps)
    }
  }

  /// Copies `images` onto one canvas along `axis`.
  static func compose(
    _ images: [RGBAImage], axis: Axis, spacing: Int, background: RGBAPixel
  ) throws(DifferenceImageError) -> RGBAImage {
    guard !images.isEmpty else { return makeImage(width: 1, height: 1, bytes: [0, 0, 0, 0]) }
    let gap = max(0, spacing)
    let (width, height) = canvasSize(of: images, axis: axis, spacing: gap)
    guard width <= RGBAImage.maximumDimension, height <= RGBAImage.maximumDimension else {
      throw .tooLarge(width: width, height: height, maximumSide: RGBAImage.maximumDimension)
    }
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    bytes.withUnsafeMutableBufferPointer { destination in
      guard let base = destination.baseAddress else { return }
      for index in stride(from: 0, to: destination.count, by: 4) {
        base[index] = background.red
        base[index + 1] = background.green
        base[index + 2] = background.blue
        base[index + 3] = background.alpha
      }
      var origin = 0
      for image in images {
        let rowBytes = image.width * 4
        let (originX, originY) = axis == .horizontal ? (origin, 0) : (0, origin)
        image.bytes.withUnsafeBufferPointer { source in
          guard let sourceBase = source.baseAddress else { return }
          for y in 0..<image.height {
            (base + ((originY + y) * width + originX) * 4).update(from: sourceBase + y * rowBytes, count: rowBytes)
          }
        }
        origin += (axis == .horizontal ? image.width : image.height) + gap
      }
    }
    return makeImage(width: width, height: height, bytes: bytes)
  }
}

/// Why a difference image could not be made.
public enum DifferenceImageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The composite would be larger than an image may be, in both arrangements tried.
  case tooLarge(width: Int, height: Int, maximumSide: Int)

  /// A one-line explanation for failure messages and command-line errors.
  public var description: String {
    switch self {
    case .tooLarge(let width, let height, let maximumSide):
      return "the difference image would be \(width)x\(height) pixels, above the \(maximumSide)-pixel limit per side; "
        + "compare smaller images (crop them, or render at a lower scale)"
    }
  }
}
