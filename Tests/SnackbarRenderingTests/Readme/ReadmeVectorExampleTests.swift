import Foundation
import MaterialSnackbar
import SnackbarRendering
import SnackbarTestSupport
import Testing

// README, "Vector output", verbatim so that it keeps compiling (ReadmeCodeBlocksTests checks it is
// here). Not run as printed: it writes archived.pdf into the current directory; the test below
// runs the same code with the output in a temporary directory.
enum ReadmeVectorVerbatimExample {
  static func vectorExample(renderer: SnackbarRenderer, request: SnackbarRenderRequest) throws {
    let pdf = try renderer.renderPDF(request)  // one page, the canvas in points
    let svg = try renderer.render(request, format: .svg)  // or .png, .pdf
    try renderer.write(request, to: URL(fileURLWithPath: "archived.pdf"))  // the format from the extension
    _ = (pdf, svg)
  }
}

@Suite("README vector example")
struct ReadmeVectorExampleTests {
  @Test func vectorExampleWritesAPDF() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let renderer = try RenderTestSupport.makeRenderer()
    let request = RenderTestSupport.upstreamRequest(text: "Photo archived", action: "Undo")

    let pdf = try renderer.renderPDF(request)  // one page, the canvas in points
    let svg = try renderer.render(request, format: .svg)  // or .png, .pdf
    try renderer.write(request, to: directory.appendingPathComponent("archived.pdf"))  // the format from the extension

    #expect(Array(try Data(contentsOf: directory.appendingPathComponent("archived.pdf"))) == pdf)
    #expect(svg.starts(with: Array("<?xml".utf8)))
  }
}
