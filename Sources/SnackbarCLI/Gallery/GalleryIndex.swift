import Foundation

/// The gallery's `index.md`: a table of the renders with their captions and pixel sizes.
enum GalleryIndex {
  /// Markdown for `files` (name, caption, width, height), in order, and, with `includesFlow`, a
  /// section linking the animated flow (``GalleryFlow``). Nothing in it depends on the time or
  /// the machine, so reruns give the same bytes.
  /// `audits` are the audited bad snackbars (``GalleryAudits``): overlay, findings, caption and
  /// the findings as `severity rule` in the report's order.
  /// With `includesMatrix`, a section links the string-catalog matrix that `make demo` renders
  /// into the folder's `matrix/` (``matrixIndexPath``).
  static func markdown(
    _ files: [(name: String, caption: String, width: Int, height: Int)], includesFlow: Bool = false,
    audits: [(overlay: String, findings: String, caption: String, rules: [String])] = [],
    includesMatrix: Bool = false
  ) -> String {
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
    if includesFlow {
      lines += [
        "",
        "## A flow over time",
        "",
        "Undo, an error, then a sheet holding a message back, played by `snackbar play` on a real manager in "
          + "virtual time: [\(GalleryFlow.animationName)](\(GalleryFlow.animationName)) (an animated PNG), its "
          + "filmstrip [\(GalleryFlow.filmstripName)](\(GalleryFlow.filmstripName)) and its event log "
          + "[\(GalleryFlow.eventsName)](\(GalleryFlow.eventsName)).",
        "",
        "![The flow, animated](\(GalleryFlow.animationName))",
      ]
    }
    if !audits.isEmpty {
      lines += [
        "",
        "## Audits of deliberately bad snackbars",
        "",
        "Each audited as `snackbar audit --overlay … --json` would: the screen with a box on every element "
          + "that has findings (red error, amber warning, blue information) labelled with the rule and the "
          + "measured value, and the findings as JSON.",
        "",
        "| Snackbar | Overlay | Findings | Rules that fire |",
        "|----------|---------|----------|-----------------|",
      ]
      for audit in audits {
        lines.append(
          "| \(audit.caption.replacingOccurrences(of: "|", with: "\\|")) | [\(audit.overlay)](\(audit.overlay)) | "
            + "[\(audit.findings)](\(audit.findings)) | \(audit.rules.joined(separator: ", ")) |")
      }
    }
    if includesMatrix {
      lines += [
        "",
        "## Every string in every locale",
        "",
        "The sample catalog `scripts/demo-catalog/Snackbar.xcstrings` rendered and audited by `snackbar matrix` "
          + "in each of its languages and two pseudo-locales, on the small phone at sizes L and AX-XXXL: "
          + "[\(matrixIndexPath)](\(matrixIndexPath)) (each image with its findings) and "
          + "[matrix/matrix.jsonl](matrix/matrix.jsonl).",
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Where `make demo` writes the matrix's page, relative to the gallery's folder.
  static let matrixIndexPath = "matrix/index.html"
}
