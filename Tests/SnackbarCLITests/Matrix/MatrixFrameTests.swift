import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarLayout
import SnackbarRendering
import Testing

@testable import SnackbarCLI

/// `--frame`: by default each image is the snackbar's region of the screen (its container and
/// every pixel its shadow darkens, clamped to the screen), `--frame screen` the whole screen;
/// the line's `frame` says the image's size and where the snackbar is in it.
@Suite final class MatrixFrameTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  /// One English key with an action, drawn on `device` at `scale`, with `extra` options.
  func run(device: String, scale: String, extra: [String] = []) throws -> (line: [String: Any], image: RGBAImage) {
    let catalog = scratch.path("Localizable.xcstrings")
    try Data(
      """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "upload.failed": {"localizations": {"en": \(MatrixFixtures.unit("Upload failed"))}},
        "upload.failed.action": {"localizations": {"en": \(MatrixFixtures.unit("Retry"))}}}}
      """.utf8
    ).write(to: URL(fileURLWithPath: catalog))
    let output = scratch.path("out-\(device)-\(scale)-\(extra.joined())")
    let run = matrix(
      [
        catalog, "--output", output, "--action-suffix", ".action", "--devices", device, "--scale", scale, "--quiet",
        "--jobs", "1",
      ] + extra)
    #expect(run.status == 0, "\(run.errorText)")
    let line = try #require(try matrixLines(output + "/matrix.jsonl").first)
    let path = try #require(line["path"] as? String)
    return (line, try PNGCodec.decode(contentsOf: URL(fileURLWithPath: output + "/" + path)))
  }

  /// The request `snackbar screen` draws for the same image, and its whole screen with and
  /// without the snackbar.
  func screens(
    device: String, scale: String, extra: [String] = []
  ) throws -> (request: SnackbarRenderRequest, full: RGBAImage, bare: RGBAImage, renderer: SnackbarRenderer) {
    let arguments =
      [
        "--text=Upload failed", "--action=Retry", "--theme=mdc", "--device=\(device)", "--content-size=L",
        "--direction=ltr", "--language=en", "--scale=\(scale)", "--output=unused.png",
      ] + extra
    let job = try ScreenCommand.job(arguments.map { CommandLineArgument($0) }, standardInput: .empty)
    let renderer = try SnackbarRenderer()
    guard case .host(let host, let manager) = job.request.sizing else {
      throw CocoaError(.featureUnsupported)
    }
    let bare = try renderer.renderScreen(
      host: host, bottomOffset: manager.bottomOffset, background: job.request.screenBackground)
    return (job.request, try renderer.render(job.request), bare, renderer)
  }

  /// The smallest rectangle holding every pixel where the two images differ.
  func differingPixels(_ lhs: RGBAImage, _ rhs: RGBAImage) -> PixelRect? {
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
    for y in 0..<lhs.height {
      for x in 0..<lhs.width where lhs[x, y] != rhs[x, y] {
        (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
      }
    }
    return maxX < 0 ? nil : PixelRect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
  }

  /// The default image is the snackbar and its whole shadow, little more: every pixel the
  /// snackbar changes on the screen is in it, it holds the layout's container at the device
  /// scale, it is at most 7 pt larger than what the snackbar changes on each side, its pixels
  /// are the screen's there, and
  /// on a phone, where the side shadow reaches past the screen's edge, it is clamped to the
  /// screen's width.
  @Test(arguments: [("iphone-se", "1"), ("iphone-15", "3"), ("ipad-pro-11", "2")])
  func theImageIsTheSnackbarAndItsShadow(device: String, scale: String) throws {
    let (line, image) = try run(device: device, scale: scale)
    let (request, full, bare, renderer) = try screens(device: device, scale: scale)
    let changed = try #require(differingPixels(full, bare))
    let layout = try renderer.layout(request)
    let pixels = Double(scale) ?? 1
    let container = PixelRect(
      x: Int((Double(layout.containerFrame.minX) * pixels).rounded(.down)),
      y: Int((Double(layout.containerFrame.minY) * pixels).rounded(.down)),
      width: Int((Double(layout.containerFrame.width) * pixels).rounded(.up)),
      height: Int((Double(layout.containerFrame.height) * pixels).rounded(.up)))
    // Where the image lies on the screen: the one place whose pixels it is, found by size.
    let region = try #require(try renderer.snackbarRegion(request))
    #expect(image.width == region.width && image.height == region.height)
    #expect(region.contains(changed), "\(region) cuts off \(changed)")
    #expect(region.contains(container), "\(region) cuts off the container \(container)")
    // The region is the shadow's reach as the blur kernel's support, in whole points, and a
    // pixel for antialiasing; the kernel's last levels fall under one 8-bit level and are not
    // drawn, so it is up to about 7 pt wider than what is inked (6 pt measured at 1x, 2x and 3x).
    let slack = Int(7 * pixels) + 1
    #expect(region.x >= changed.x - slack && region.y >= changed.y - slack, "\(region) vs \(changed)")
    #expect(region.maxX <= changed.maxX + slack && region.maxY <= changed.maxY + slack, "\(region) vs \(changed)")
    #expect(try full.cropped(to: region) == image)
    if device != "ipad-pro-11" {
      #expect(region.x == 0 && region.width == full.width, "\(region) on a \(full.width)-pixel-wide phone")
    }
    // The line says the image's size and that the snackbar fills it.
    let frame = try #require(line["frame"] as? [String: Any])
    #expect(frame["width"] as? Int == image.width && frame["height"] as? Int == image.height)
    #expect(
      frame["snackbar"] as? [String: Int] == ["x": 0, "y": 0, "width": image.width, "height": image.height])
  }

  /// `--frame screen` writes the device's whole screen, as `snackbar screen` does, and the line
  /// says where on it the snackbar's region is, for the page to crop to.
  @Test func frameScreenWritesTheWholeScreen() throws {
    let (line, image) = try run(device: "iphone-se", scale: "2", extra: ["--frame", "screen"])
    let (request, full, _, renderer) = try screens(device: "iphone-se", scale: "2")
    #expect(image.width == 750 && image.height == 1334)
    #expect(image == full)
    let region = try #require(try renderer.snackbarRegion(request))
    let frame = try #require(line["frame"] as? [String: Any])
    #expect(frame["width"] as? Int == 750 && frame["height"] as? Int == 1334)
    #expect(
      frame["snackbar"] as? [String: Int] == [
        "x": region.x, "y": region.y, "width": region.width, "height": region.height,
      ])
  }

  @Test func anUnknownFrameIsRefused() {
    let run = matrix([scratch.path("none.xcstrings"), "--output", scratch.path("out"), "--frame", "window"])
    #expect(run.status == 2)
    #expect(run.errorText.contains("--frame must be snackbar or screen, got \"window\""), "\(run.errorText)")
  }
}
