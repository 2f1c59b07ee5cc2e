import SnackbarImage
import SnackbarLayout
import SnackbarRendering

/// How two images of one size differ: how many pixels, by how much at most, where.
struct PixelDifference: CustomStringConvertible {
  var count = 0
  var maximum = 0
  var box = PixelRect(x: 0, y: 0, width: 0, height: 0)

  var description: String { "\(count) pixels differ, by at most \(maximum), within \(box)" }

  /// Whether the difference is pixman's rounding of a scaled pattern, which depends on where the
  /// drawing starts: one level in a handful of pixels.
  var isRoundingNoise: Bool { maximum <= 1 && count <= 16 }
}

/// The difference between two images, or nil when they are equal or of different sizes.
func pixelDifference(_ actual: RGBAImage, _ expected: RGBAImage) -> PixelDifference? {
  guard actual.width == expected.width, actual.height == expected.height, actual.bytes != expected.bytes else {
    return nil
  }
  var difference = PixelDifference()
  for y in 0..<actual.height {
    for x in 0..<actual.width {
      let index = (y * actual.width + x) * 4
      var delta = 0
      for channel in 0..<4 {
        delta = max(delta, abs(Int(actual.bytes[index + channel]) - Int(expected.bytes[index + channel])))
      }
      if delta > 0 {
        difference.count += 1
        difference.maximum = max(difference.maximum, delta)
        difference.box = difference.box.union(PixelRect(x: x, y: y, width: 1, height: 1))
      }
    }
  }
  return difference
}

/// nil when the images are equal, else a one-line summary of how they differ (never the pixels:
/// a failed `==` on images would print megabytes).
func imageDifference(_ actual: RGBAImage, _ expected: RGBAImage) -> String? {
  guard actual.width == expected.width, actual.height == expected.height else {
    return "sizes differ: \(actual.width)x\(actual.height) against \(expected.width)x\(expected.height)"
  }
  return pixelDifference(actual, expected)?.description
}
