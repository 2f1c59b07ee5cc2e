import SnackbarBasics
import SnackbarFiles
import SnackbarJSON
import SnackbarRendering

/// `DIR/index.html` of `matrix diff`: the counts and the findings new and gone by rule on top,
/// then one entry per image listed, old and new side by side with the text and the findings
/// that changed.
///
/// Written as the changes come, like the matrix's page (``MatrixIndexPage``): the entries go to
/// an unnamed temporary file until the summary above them is known. Entries off screen are not
/// laid out (`content-visibility: auto`) and their thumbnails are fetched as they near the screen
/// by a few lines of script, as the matrix's page does: `loading="lazy"` alone still had headless
/// chromium fetch all 10,260 thumbnails of a 5,130-image diff (20 s to a first screenshot, 2.8 s
/// without them). Every text from a line is escaped; image addresses are percent-encoded
/// relative paths.
struct MatrixDiffPage {
  private let write: (String) -> Void
  private let body = MatrixPageSpool()
  private var entries = 0

  init(write: @escaping (String) -> Void) {
    self.write = write
  }

  mutating func add(_ change: MatrixDiffChange) {
    entries += 1
    let line = change.shown
    let rank = (change.findings.new + change.findings.changed.map(\.new)).map(MatrixFinding.rank).min() ?? 3
    var html = "<section id=\"c\(entries)\" class=\"\(change.kind.rawValue)\">"
    html += "<h2><span class=\"kind \(MatrixIndexPage.severityClass(rank))\">\(change.kind.rawValue)</span> "
    html += line.key.name.isEmpty ? "&quot;&quot;" : HTMLText.escape(line.key.name)
    html += "</h2>\n<p class=\"where\">"
    if let table = line.key.table { html += "table \(HTMLText.escape(table)) · " }
    html += "\(HTMLText.escape(line.locale)) · \(HTMLText.escape(line.variantName))</p>\n<div class=\"pair\">"
    html += figure("old", change.old, other: change.new)
    html += figure("new", change.new, other: change.old)
    html += "</div>\n"
    html += texts(change)
    html += findings(change.findings)
    html += "</section>\n"
    body.write(html)
  }

  /// One side's image, or a placeholder where the image is missing on that side.
  private func figure(_ side: String, _ line: MatrixDiffLine?, other: MatrixDiffLine?) -> String {
    guard let line else {
      return "<figure class=\"missing\"><figcaption>\(side)</figcaption><p>no image</p></figure>"
    }
    let href = MatrixIndexPage.urlPath(side + "/" + line.path)
    var html = "<figure><figcaption>\(side)</figcaption>"
    html += "<a href=\"\(href)\"\(MatrixIndexPage.thumbnailBox(line.frame))>"
    html += "<img data-src=\"\(href)\" decoding=\"async\"\(MatrixIndexPage.thumbnailSize(line.frame))"
    html += " alt=\"\(side): \(HTMLText.escape(line.text))\"></a>"
    if let other, other.text != line.text || other.action != line.action {
      html += "<p class=\"text \(side)\" dir=\"\(line.direction == "rtl" ? "rtl" : "ltr")\">"
      html += MatrixIndexPage.shown(line.text)
      if let action = line.action { html += "<span class=\"action\"> · \(MatrixIndexPage.shown(action))</span>" }
      html += "</p>"
    }
    return html + "</figure>"
  }

  /// The text of an added or removed image, the source text and line count of a changed one,
  /// and the pixels that differ.
  private func texts(_ change: MatrixDiffChange) -> String {
    guard let old = change.old, let new = change.new else {
      let line = change.shown
      var html = "<p class=\"text\" dir=\"\(line.direction == "rtl" ? "rtl" : "ltr")\">"
      html += MatrixIndexPage.shown(line.text)
      if let action = line.action { html += "<span class=\"action\"> · \(MatrixIndexPage.shown(action))</span>" }
      return html + "</p>\n"
    }
    var facts: [String] = []
    if change.pixels > 0 { facts.append("\(change.pixels) pixel\(change.pixels == 1 ? "" : "s") differ") }
    if let sizes = change.sizes { facts.append("size \(sizes.old) → \(sizes.new)") }
    if old.source != new.source {
      facts.append("source text \(Self.source(old.source)) → \(Self.source(new.source))")
    }
    if old.lines != new.lines {
      facts.append("lines \(HTMLText.escape(old.lines.lineText())) → \(HTMLText.escape(new.lines.lineText()))")
    }
    return facts.isEmpty ? "" : "<p class=\"facts\">" + facts.joined(separator: " · ") + "</p>\n"
  }

  private static func source(_ value: SnackbarJSONValue) -> String {
    guard case .object(let members) = value, case .string(let text)? = members["text"] else { return "none" }
    return MatrixIndexPage.shown(text)
  }

  private func findings(_ change: MatrixFindingsChange) -> String {
    guard !change.isEmpty else { return "" }
    func item(_ mark: String, _ kind: String, _ finding: SnackbarJSONValue, was: SnackbarJSONValue? = nil) -> String {
      let parts = MatrixFindingsChange.parts(finding)
      var html =
        "<li class=\"\(kind) \(MatrixIndexPage.severityClass(MatrixFinding.rank(finding)))\">\(mark) "
        + "<b>\(HTMLText.escape(parts.severity))</b> \(HTMLText.escape(parts.rule)): \(HTMLText.escape(parts.message))"
      if let was {
        let before = MatrixFindingsChange.parts(was)
        html += "<span class=\"was\"> (was <b>\(HTMLText.escape(before.severity))</b>: "
        html += "\(HTMLText.escape(before.message)))</span>"
      }
      return html + "</li>"
    }
    var html = "<ul>"
    for finding in change.new { html += item("+", "new", finding) }
    for (old, new) in change.changed { html += item("~", "changed", new, was: old) }
    for finding in change.gone { html += item("−", "gone", finding) }
    return html + "</ul>\n"
  }

  /// Writes the page: the head, the summary, the entries held in the temporary file, the end.
  mutating func finish(_ summary: MatrixDiffSummary) throws(FileSystemError) {
    write(Self.head)
    var html = "<p class=\"counts\"><b>\(summary.changed)</b> changed · <b>\(summary.added)</b> added · "
    html += "<b>\(summary.removed)</b> removed, of \(summary.images.old) images before and "
    html += "\(summary.images.new) after; unchanged images are not shown.</p>\n"
    let rules = summary.sortedRules
    if !rules.isEmpty {
      html += "<table class=\"rules\"><thead><tr><th>rule</th><th>new</th><th>gone</th><th>changed</th></tr>"
      html += "</thead><tbody>\n"
      for rule in rules {
        html += "<tr><th class=\"\(MatrixIndexPage.severityClass(rule.rank))\">\(HTMLText.escape(rule.rule))</th>"
        html += "<td>\(rule.new)</td><td>\(rule.gone)</td><td>\(rule.changed)</td></tr>\n"
      }
      html += "</tbody></table>\n"
    }
    if entries == 0 { html += "<p>No image changed.</p>\n" }
    write(html + "<main>\n")
    try body.copy(to: write)
    write(Self.tail)
  }

  private static let head = """
    <!DOCTYPE html>
    <html lang="en"><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Snackbar matrix diff</title>
    <style>
    body { font: 14px system-ui, sans-serif; margin: 16px; color: #1b1b1b; background: #fff; }
    h1 { margin: 0 0 8px; font-size: 20px; }
    h2 { margin: 0 0 2px; font-size: 15px; overflow-wrap: anywhere; }
    table.rules { border-collapse: collapse; margin: 8px 0 16px; }
    table.rules th, table.rules td { border: 1px solid #ccc; padding: 3px 6px; text-align: left; }
    table.rules td { text-align: right; }
    main section { content-visibility: auto; contain-intrinsic-size: auto 360px; border-top: 1px solid #ccc;
      padding: 10px 0; }
    span.kind { font-size: 12px; padding: 1px 6px; border-radius: 3px; border: 1px solid #999; margin-right: 6px; }
    p.where { margin: 0 0 6px; color: #555; font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
    div.pair { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
    figure { margin: 0; width: 320px; }
    figcaption { font-size: 12px; color: #555; }
    figure a { display: block; overflow: hidden; background: #eee; }
    figure img { display: block; max-width: none; background: #eee; }
    figure img.unsized { width: 320px; height: 180px; object-fit: contain; }
    figure.missing p { width: 320px; height: 60px; margin: 0; background: #f6f6f6; color: #999; text-align: center; }
    p.text, p.facts { margin: 4px 0 0; font-size: 12px; overflow-wrap: anywhere; }
    p.text.old { text-decoration: line-through; color: #7a1f1f; }
    span.action, span.was { color: #555; }
    ul { list-style: none; margin: 6px 0 0; padding: 0; }
    li { font-size: 12px; margin: 2px 0; padding: 1px 4px; border-radius: 3px; border: 1px solid; overflow-wrap: anywhere;
      max-width: 660px; }
    li.gone { text-decoration: line-through; background: #f3f3f3; border-color: #999; }
    .error { background: #fde7e7; border-color: #b71c1c; }
    .warning { background: #fff3e0; border-color: #e65100; }
    .info { background: #e3f2fd; border-color: #0d47a1; }
    </style></head>
    <body>
    <h1>Snackbar matrix diff</h1>
    <noscript><p>Thumbnails need JavaScript; each image still links its file.</p></noscript>

    """

  // The sections within reach of the first screen show their thumbnails at once (so a reviewer,
  // or a screenshot, sees them without scrolling); the rest as they near the screen. A section
  // not laid out yet still has its intrinsic size, so sections, not images, are measured.
  private static let tail = """
    </main>
    <script>
    (function () {
      function show(section) {
        section.querySelectorAll("img[data-src]").forEach(function (image) {
          image.src = image.getAttribute("data-src");
          image.removeAttribute("data-src");
        });
      }
      var sections = document.querySelectorAll("main section");
      if (!("IntersectionObserver" in window)) { sections.forEach(show); return; }
      var observer = new IntersectionObserver(function (entries) {
        entries.forEach(function (entry) {
          if (entry.isIntersecting) { observer.unobserve(entry.target); show(entry.target); }
        });
      }, { rootMargin: "600px" });
      var reach = 2 * window.innerHeight + 600, near = true;
      sections.forEach(function (section) {
        if (near && section.getBoundingClientRect().top > reach) near = false;
        if (near) show(section); else observer.observe(section);
      });
    })();
    </script>
    </body></html>

    """
}
