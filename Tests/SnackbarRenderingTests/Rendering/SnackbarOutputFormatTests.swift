import Foundation
import SnackbarRendering
import SnackbarTestSupport
import Testing

@Suite struct SnackbarOutputFormatTests {
  @Test func formatFromFileExtensionIgnoresCase() {
    #expect(SnackbarOutputFormat(fileExtension: "png") == .png)
    #expect(SnackbarOutputFormat(fileExtension: "PDF") == .pdf)
    #expect(SnackbarOutputFormat(fileExtension: "Svg") == .svg)
    #expect(SnackbarOutputFormat(fileExtension: "jpg") == nil)
    #expect(SnackbarOutputFormat(fileExtension: "") == nil)
  }

  @Test func formatFromURL() {
    #expect(SnackbarOutputFormat(url: URL(fileURLWithPath: "/tmp/a.b/snackbar.svg")) == .svg)
    #expect(SnackbarOutputFormat(url: URL(fileURLWithPath: "/tmp/snackbar")) == nil)
  }

  @Test func namesAndMediaTypes() {
    #expect(SnackbarOutputFormat.allCases.map(\.description) == ["png", "pdf", "svg"])
    #expect(SnackbarOutputFormat.allCases.map(\.mediaType) == ["image/png", "application/pdf", "image/svg+xml"])
  }

  /// `write(_:to:)` picks the format from the extension; PNG for any other, as before.
  @Test func writeChoosesTheFormatFromTheExtension() throws {
    let renderer = try RenderTestSupport.makeRenderer()
    let request = RenderTestSupport.upstreamRequest(text: "Hi")
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
    let magic: [(String, [UInt8])] = [
      ("a.pdf", Array("%PDF".utf8)), ("a.SVG", Array("<?xm".utf8)), ("a.png", png), ("a.bin", png),
    ]
    for (name, prefix) in magic {
      let url = directory.appendingPathComponent(name)
      try renderer.write(request, to: url)
      #expect(Array(try Data(contentsOf: url).prefix(4)) == prefix, "\(name)")
    }
    let forced = directory.appendingPathComponent("forced.png")
    try renderer.write(request, to: forced, format: .svg)
    #expect(try Data(contentsOf: forced) == Data(try renderer.renderSVG(request)))
  }
}
