import SnackbarImage
import SnackbarLayout
import SnackbarRendering

/// How two images of one size differ (the renderer's and the player's tests compare pictures
/// with it): how many pixels, by how much at most, where.
package struct PixelDifference: CustomStringConvertible {
  package var count = 0
  package var maximum = 0
  package var box = PixelRect(x: 0, y: 0, width: 0, height: 0)

  package var description: String { "\(count) pixels differ, by at most \(maximum), within \(box)" }

  /// Whether the difference is pixman's rounding of a scaled pattern, which depends on where the
  /// drawing starts: one level in a handful of pixels.
  package var isRoundingNoise: Bool { maximum <= 1 && count <= 16 }
}

/// The difference between two images, or nil when they are equal or of different sizes.
package func pixelDifference(_ actual: RGBAImage, _ expected: RGBAImage) -> PixelDifference? {
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
package func imageDifference(_ actual: RGBAImage, _ expected: RGBAImage) -> String? {
  guard actual.width == expected.width, actual.height == expected.height else {
    return "sizes differ: \(actual.width)x\(actual.height) against \(expected.width)x\(expected.height)"
  }
  return pixelDifference(actual, expected)?.description
}
