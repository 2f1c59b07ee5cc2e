import Foundation
import SnackbarImage
import SnackbarRendering
import Testing

@Suite final class RenderAndScreenTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  @Test func upstreamFramingIs560By296() throws {
    let output = scratch.path("x.png")
    let run = snackbar([
      "render", "--text", "Quando", "--width", "180", "--scale", "2", "--backdrop", "#CCCCCC", "--inset", "50",
      "--output", output,
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == [output])
    let image = try PNGCodec.decode(contentsOf: URL(fileURLWithPath: output))
    #expect(image.width == 560 && image.height == 296)
    #expect(image[0, 0] == RGBAPixel(white: 0xCC))
  }

  @Test func renderWritesTheLayoutAsJSON() throws {
    let layout = scratch.path("layout.json")
    let run = snackbar([
      "render", "--text", "Email archived", "--action", "Undo", "--output", scratch.path("a.png"), "--layout-json",
      layout,
    ])
    #expect(run.status == 0, "\(run.errors)")
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: layout)))
    #expect(json is [String: Any])
    #expect(scratch.files() == ["a.png", "layout.json"])
  }

  @Test func contentSizeGrowsTheText() throws {
    let regular = scratch.path("l.png")
    let largest = scratch.path("ax.png")
    #expect(snackbar(["render", "--text", "Photo archived", "--output", regular]).status == 0)
    #expect(
      snackbar(["render", "--text", "Photo archived", "--content-size", "AX-XXXL", "--output", largest]).status == 0)
    // Same width; at 52-pt text the snackbar is far taller than the 48-pt one-line height.
    let (small, large) = (try pngSize(regular), try pngSize(largest))
    #expect(small.width == large.width)
    #expect(large.height > small.height * 2)
  }

  @Test func everyThemeAndExtraRenders() throws {
    for theme in ["mdc", "m2", "m3-light", "m3-dark"] {
      let run = snackbar([
        "render", "--text", "مرحبا", "--direction", "rtl", "--action", "Undo", "--theme", theme, "--icon", "info",
        "--progress", "indeterminate", "--close", "--elevation", "12", "--scale", "1", "--output",
        scratch.path("\(theme).png"),
      ])
      #expect(run.status == 0, "\(theme): \(run.errors)")
    }
    #expect(scratch.files().count == 4)
  }

  @Test func screenUsesTheDeviceScaleUnlessOverridden() throws {
    let native = scratch.path("native.png")
    let scaled = scratch.path("scaled.png")
    #expect(snackbar(["screen", "--text", "Hi", "--device", "iphone-15", "--output", native]).status == 0)
    #expect(snackbar(["screen", "--text", "Hi", "--scale", "1", "--output", scaled]).status == 0)
    #expect(try pngSize(native) == (1179, 2556))
    #expect(try pngSize(scaled) == (393, 852))
  }

  @Test func screenLandscapeCustomSizeAndPlacementOptions() throws {
    let landscape = scratch.path("landscape.png")
    #expect(
      snackbar(["screen", "--text", "Hi", "--device", "ipad-pro-11", "--landscape", "--leading", "--output", landscape])
        .status == 0)
    #expect(try pngSize(landscape) == (2388, 1668))

    let custom = scratch.path("custom.png")
    let layout = scratch.path("custom.json")
    let run = snackbar([
      "screen", "--text", "Hi", "--size", "1024x768", "--regular", "--safe-area", "20,0,20,0", "--keyboard", "300",
      "--bottom-offset", "49", "--top", "--scale", "1", "--output", custom, "--layout-json", layout,
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(try pngSize(custom) == (1024, 768))
  }
}
