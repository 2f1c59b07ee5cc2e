import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarLayout
import SnackbarRendering
import Testing

/// Frames of the enter and exit animations (spec 3.7): opacity and scale about the centre.
@Suite struct RenderAnimationTests {
  static func render(_ phase: SnackbarAnimationPhase) throws -> RGBAImage {
    var request = RenderTestSupport.upstreamRequest(text: "Quando", action: "No")
    request.animation = phase
    return try RenderTestSupport.makeRenderer().render(request)
  }

  @Test func enteringMidFrameIsTranslucentAndSmaller() throws {
    let image = try Self.render(.entering(0.075))
    RenderTestSupport.save(image, "animation-entering-half")
    // Half-way in time is half-way on the symmetric ease-in-out curve: opacity 0.5, scale 0.9.
    let centre = RenderTestSupport.grey(image, 280, 120)
    #expect(abs(centre - (50 + 204) / 2) <= 2, "centre grey \(centre)")
    // The full-size container's top-left edge is now outside the scaled snackbar.
    #expect(RenderTestSupport.grey(image, 104, 104) > 190)
  }

  @Test func exitingMidFrameFadesWithoutScaling() throws {
    let image = try Self.render(.exiting(0.0625))
    let centre = RenderTestSupport.grey(image, 280, 120)
    #expect(abs(centre - (50 + 204) / 2) <= 2, "centre grey \(centre)")
    // No scale on exit: the corner region 4 pt in is still (translucent) container.
    #expect(RenderTestSupport.grey(image, 108, 108) == centre)
  }

  @Test func endsOfTheAnimations() throws {
    let visible = try Self.render(.visible)
    #expect(try Self.render(.entering(1)) == visible)
    #expect(try Self.render(.exiting(0)) == visible)
    // Before entering and after exiting nothing is drawn over the backdrop.
    for phase in [SnackbarAnimationPhase.entering(0), .exiting(1)] {
      let image = try Self.render(phase)
      #expect(image.bytes.enumerated().allSatisfy { $0.offset % 4 == 3 || $0.element == 204 })
    }
  }
}
