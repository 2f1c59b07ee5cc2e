import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarRendering
import Testing

/// The elevation shadow in a full render against the profile measured on MDC's goldens
/// (spec 4.2): elevation 6, @2x, grey 204, snackbar at 50...230 × 50...98 pt.
@Suite struct RenderShadowTests {
  static let below = [147, 149, 152, 156, 159, 165, 171, 177, 182, 188, 193, 196, 199, 201, 203, 204]
  static let above = [195, 198, 199, 200, 201, 202, 202, 203, 203, 204]
  static let beside = [172, 179, 186, 190, 194, 198, 200, 202, 203, 204]

  @Test func elevationSixMatchesTheMeasuredProfile() throws {
    let image = try RenderTestSupport.makeRenderer().render(RenderTestSupport.upstreamRequest(text: "Quando"))
    // Pixel k below the bottom edge (196) has its centre (k + 0.25) pt... at @2x, one sample per
    // point: rows 196, 198, ...; above: rows 99, 97, ...; beside: columns 99, 97, ... at mid-height.
    let column = 320
    let measuredBelow = Self.below.indices.map { RenderTestSupport.grey(image, column, 196 + 2 * $0) }
    let measuredAbove = Self.above.indices.map { RenderTestSupport.grey(image, column, 99 - 2 * $0) }
    let measuredBeside = Self.beside.indices.map { RenderTestSupport.grey(image, 99 - 2 * $0, 148) }
    for (name, measured, golden) in [
      ("below", measuredBelow, Self.below), ("above", measuredAbove, Self.above),
      ("beside", measuredBeside, Self.beside),
    ] {
      let deltas = zip(measured, golden).map { $0 - $1 }
      print("shadow \(name): rendered \(measured)\n              golden   \(golden)\n              delta    \(deltas)")
      #expect(deltas.allSatisfy { abs($0) <= 2 }, "\(name): \(deltas)")
    }
  }

  @Test func elevationZeroDrawsNoShadow() throws {
    let image = try RenderTestSupport.makeRenderer().render(
      RenderTestSupport.upstreamRequest(text: "Quando", action: "No", elevation: 0))
    // Every pixel outside the container (and its one-pixel antialiased rim) is the backdrop.
    for y in 0..<image.height {
      for x in 0..<image.width where !(99...460).contains(x) || !(99...196).contains(y) {
        guard image[x, y] == RGBAPixel(white: 204) else {
          Issue.record("pixel (\(x), \(y)) is \(image[x, y]) outside a flat snackbar")
          return
        }
      }
    }
  }

  @Test func higherElevationReachesFurther() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let six = try renderer.render(RenderTestSupport.upstreamRequest(text: "Quando"))
    let twelve = try renderer.render(RenderTestSupport.upstreamRequest(text: "Quando", elevation: 12))
    // 12 pt below the bottom edge the elevation-12 shadow is darker.
    #expect(RenderTestSupport.grey(twelve, 320, 196 + 24) < RenderTestSupport.grey(six, 320, 196 + 24))
  }

  @Test func tightFramingLeavesRoomForTheShadow() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let request = SnackbarRenderRequest(message: SnackbarMessage(text: "Saved"), sizing: .fittingWidth(200))
    let image = try renderer.render(request)
    RenderTestSupport.save(image, "shadow-tight")
    // Transparent corners, and the outermost rows and columns carry no shadow: it fits.
    #expect(image[0, 0].alpha == 0)
    let edges =
      (0..<image.width).flatMap { [image[$0, 0], image[$0, image.height - 1]] }
      + (0..<image.height).flatMap { [image[0, $0], image[image.width - 1, $0]] }
    #expect(edges.allSatisfy { $0.alpha == 0 })
    // A flat snackbar is framed exactly.
    request.messageView.elevation = .none
    let flat = try renderer.render(request)
    #expect(flat.width == 400 && flat.height == 96)
  }
}
