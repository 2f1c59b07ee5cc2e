import Foundation
import SnackbarImage
import SnackbarJSON
import SnackbarRendering
import Testing

@testable import SnackbarCLI

extension MatrixPageBrowserTests {
  /// A diff of 1,000 images whose texts all changed, the first six pictures too (red before,
  /// blue after): its page opens in headless chromium with the first entries' old and new
  /// thumbnails drawn side by side, though the page links 2,000 images.
  @Test func aLargeDiffPageOpensWithOldAndNewDrawn() throws {
    let keys = 1_000
    let red = try PNGCodec.encode(try RGBAImage(width: 640, height: 160, fill: Self.red))
    let blue = try PNGCodec.encode(try RGBAImage(width: 640, height: 160, fill: Self.blue))
    for (folder, text, changed) in [("old-run", "T", red), ("new-run", "T2", blue)] {
      var lines = ""
      for key in 0..<keys {
        let name = String(format: "key.%04d", key)
        guard case .object(var members) = line(key: name, locale: "de", variant: "v", findings: []) else { return }
        members["text"] = .string(text)
        lines += SnackbarJSONValue.object(members).lineText() + "\n"
        let url = scratch.url.appendingPathComponent("\(folder)/de/\(name)/v.png")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(key < 6 ? changed : red).write(to: url)
      }
      try Data(lines.utf8).write(to: scratch.url.appendingPathComponent("\(folder)/matrix.jsonl"))
    }
    let run = matrix(
      ["diff", scratch.path("old-run"), scratch.path("new-run"), "--output", scratch.path("diff"), "--quiet"])
    #expect(run.status == 0, "\(run.errorText)")
    let page = scratch.url.appendingPathComponent("diff/index.html")
    let opened = try settled(page: page, fragment: "") { $0.red > 0 && $0.blue > 0 }
    // At least two entries' 320 x 80 thumbnails, old and new.
    #expect(opened.colors.red >= 2 * 320 * 80 && opened.colors.blue >= 2 * 320 * 80, "\(opened.colors)")
    print("matrix diff page of \(keys) images: first screen drawn in \(String(format: "%.2f", opened.seconds)) s")
    #expect(opened.seconds < 30)
  }
}
