import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarRendering
import Testing

/// The renderer against MDC's upstream goldens (spec 6.2), outside the text (spec 6.4: the
/// goldens' layout is stale and their text is San Francisco, but colours, corners, insets and
/// the shadow still hold).
@Suite struct RenderGoldenComparisonTests {
  struct Case: CustomStringConvertible {
    let golden: String
    let text: String
    let action: String?
    let elevation: CGFloat?
    var direction: SnackbarTraitCollection.LayoutDirection = .leftToRight
    var description: String { golden }
  }

  static let cases = [
    Case(golden: "testWithShortMessageNoActionLTRLatin", text: "Quando", action: nil, elevation: nil),
    Case(golden: "testWithShortMessageShortActionLTRLatin", text: "Quando", action: "No", elevation: nil),
    Case(golden: "testWithZeroElevation", text: "Quando", action: "No", elevation: 0),
    Case(golden: "testWithCustomElevation", text: "Quando", action: "No", elevation: 12),
    Case(
      golden: "testWithShortMessageNoActionRTLArabic", text: "عل", action: nil, elevation: nil, direction: .rightToLeft),
    Case(
      golden: "testWithShortMessageShortActionRTLArabic", text: "عل", action: "قد", elevation: nil,
      direction: .rightToLeft),
  ]

  /// Pixels within this many pixels of ink (in either image) are left out of the comparison.
  static let textMargin = 6

  /// Boxes (pixel rects) around ink that differs from the snackbar's fill by a lot: the text and
  /// the action title, in the golden or in our render.
  static func textBoxes(_ image: RGBAImage) -> [(minX: Int, maxX: Int, minY: Int, maxY: Int)] {
    // The snackbar is at x 100...460, y 100...196 px in both. Find ink clusters per half, away
    // from the antialiased corners.
    var boxes: [(Int, Int, Int, Int)] = []
    for columns in [110..<300, 300..<450] {
      var box: (Int, Int, Int, Int)?
      for y in 104..<192 {
        for x in columns where abs(Int(image[x, y].red) - 50) > 12 {
          if let current = box {
            box = (min(current.0, x), max(current.1, x), min(current.2, y), max(current.3, y))
          } else {
            box = (x, x, y, y)
          }
        }
      }
      if let box { boxes.append(box) }
    }
    return boxes.map { (minX: $0.0, maxX: $0.1, minY: $0.2, maxY: $0.3) }
  }

  /// True for pixels within ``textMargin`` of a text box.
  static func mask(_ boxes: [(minX: Int, maxX: Int, minY: Int, maxY: Int)], width: Int, height: Int) -> [Bool] {
    var mask = [Bool](repeating: false, count: width * height)
    for box in boxes {
      let rows = max(0, box.minY - textMargin)...min(height - 1, box.maxY + textMargin)
      let columns = max(0, box.minX - textMargin)...min(width - 1, box.maxX + textMargin)
      for y in rows {
        for x in columns { mask[y * width + x] = true }
      }
    }
    return mask
  }

  @Test(
    .upstreamGoldens, arguments: cases)
  func matchesUpstreamGoldenOutsideText(_ testCase: Case) throws {
    let golden = try RenderingTestSupport.upstreamGolden("\(testCase.golden)_11_2@2x.png")
    let renderer = try RenderTestSupport.makeRenderer()
    let request = RenderTestSupport.upstreamRequest(
      text: testCase.text, action: testCase.action, elevation: testCase.elevation, direction: testCase.direction)
    let image = try renderer.render(request)
    RenderTestSupport.save(image, "golden-\(testCase.golden)")
    #expect(image.width == golden.width && image.height == golden.height)
    guard image.width == golden.width, image.height == golden.height else { return }

    let boxes = Self.textBoxes(golden) + Self.textBoxes(image)
    let mask = Self.mask(boxes, width: image.width, height: image.height)
    var total = 0
    var count = 0
    var maximum = 0
    var maximumAt = (x: 0, y: 0)
    for y in 0..<image.height {
      for x in 0..<image.width where !mask[y * image.width + x] {
        let difference = abs(Int(image[x, y].red) - Int(golden[x, y].red))
        total += difference
        count += 1
        if difference > maximum {
          maximum = difference
          maximumAt = (x, y)
        }
      }
    }
    let mean = Double(total) / Double(max(count, 1))
    print(
      "golden \(testCase.golden): mean |Δgrey| \(String(format: "%.3f", mean)), max \(maximum) at \(maximumAt), "
        + "\(count) pixels compared, text boxes \(boxes)")
    #expect(mean <= 2, "mean grey difference \(mean) outside the text")
  }
}
