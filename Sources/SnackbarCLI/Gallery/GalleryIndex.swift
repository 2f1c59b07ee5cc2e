import Foundation

/// The gallery's `index.md`: a table of the renders with their captions and pixel sizes.
enum GalleryIndex {
  /// Markdown for `files` (name, caption, width, height), in order. Nothing in it depends on the
  /// time or the machine, so reruns give the same bytes.
  static func markdown(_ files: [(name: String, caption: String, width: Int, height: Int)]) -> String {
    var lines = [
      "# MaterialSnackbar gallery",
      "",
      "Rendered by `snackbar gallery` (`make demo`). All \(files.count) renders in one picture: "
        + "[contact-sheet.png](contact-sheet.png).",
      "",
      "| # | File | Shows | Pixels |",
      "|---|------|-------|--------|",
    ]
    for (index, file) in files.enumerated() {
      let caption = file.caption.replacingOccurrences(of: "|", with: "\\|")
      lines.append("| \(index + 1) | [\(file.name)](\(file.name)) | \(caption) | \(file.width)x\(file.height) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
