import Foundation

extension RGBAImage {
  /// The whole image as a region.
  public var bounds: PixelRect { PixelRect(width: width, height: height) }

  /// A copy of the pixels in `region`, which must lie inside the image.
  /// - Throws: ``RGBAImageError/invalidSize(width:height:)`` for an empty region or one reaching
  ///   outside the image.
  public func cropped(to region: PixelRect) throws(RGBAImageError) -> RGBAImage {
    guard !region.isEmpty, bounds.contains(region) else {
      throw .invalidSize(width: region.width, height: region.height)
    }
    if region == bounds { return self }
    let rowBytes = region.width * 4
    let bytes = [UInt8](unsafeUninitializedCapacity: rowBytes * region.height) { target, count in
      self.bytes.withUnsafeBytes { source in
        guard let from = source.baseAddress, let to = target.baseAddress else { return }
        for row in 0..<region.height {
          let offset = ((region.y + row) * width + region.x) * 4
          UnsafeMutableRawPointer(to + row * rowBytes).copyMemory(from: from + offset, byteCount: rowBytes)
        }
      }
      count = rowBytes * region.height
    }
    return try RGBAImage(width: region.width, height: region.height, bytes: bytes)
  }

  /// Copies `image` into this image with its top-left corner at (`x`, `y`); the part outside
  /// this image is left out.
  public mutating func place(_ image: RGBAImage, atX x: Int, y: Int) {
    let target = PixelRect(x: x, y: y, width: image.width, height: image.height)
    guard let overlap = bounds.intersection(target) else { return }
    let rowBytes = overlap.width * 4
    let destinationWidth = width
    image.bytes.withUnsafeBytes { source in
      bytes.withUnsafeMutableBytes { destination in
        guard let from = source.baseAddress, let to = destination.baseAddress else { return }
        for row in overlap.y..<overlap.maxY {
          let sourceOffset = ((row - y) * image.width + (overlap.x - x)) * 4
          let destinationOffset = (row * destinationWidth + overlap.x) * 4
          (to + destinationOffset).copyMemory(from: from + sourceOffset, byteCount: rowBytes)
        }
      }
    }
  }
}
