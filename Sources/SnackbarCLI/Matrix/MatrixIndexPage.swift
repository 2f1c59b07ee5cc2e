import SnackbarBasics
import SnackbarCatalog
import SnackbarFiles
import SnackbarImage
import SnackbarJSON
import SnackbarLayout
import SnackbarRendering

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `DIR/index.html`: a summary of the findings by rule and locale on top, linking to filtered
/// views, then one section per key: its source text, then a row per locale with the text
/// drawn and a thumbnail per variant, each with its findings written out. Locales go down and
/// variants across, so fifty locales make a long page, not a wide one.
///
/// Written from the lines of `matrix.jsonl` as they come (sorted by key), one key held at a
/// time, so a run and a merge of shards write the same bytes and memory stays flat. The summary
/// is known only at the end, and belongs above the sections it counts: the sections go to an
/// unnamed temporary file first (``MatrixPageSpool``) and are copied after the summary, so the
/// document's order is the reading order (for screen readers and find-in-page too) and nothing
/// moves when the summary arrives, for one extra sequential copy of the body.
///
/// Images are linked, never inlined. A thumbnail is the snackbar's region: the image itself, or
/// with `--frame screen` the screen cropped to the line's `frame` by its box. Thumbnails on the
/// first screen are fetched at once, the rest as they near the screen (IntersectionObserver),
/// and sections off screen are not laid out (`content-visibility: auto`). Every value from a
/// catalog is escaped; only plain ids (``MatrixPathNames/isPlain(_:)``) reach a style sheet or
/// a filter.
struct MatrixIndexPage {
  /// A thumbnail's width in CSS pixels.
  static let thumbnailWidth = 320

  private let write: (String) -> Void
  private let body = MatrixPageSpool()
  private var key: StringCatalogKey?
  private var lines: [MatrixIndexLine] = []
  private var sections = 0
  /// What the run says once: rules not run, findings on every image, counts by rule and locale.
  private(set) var summary = MatrixRunSummary()

  /// A page writing its text through `write` when it is finished.
  init(write: @escaping (String) -> Void) {
    self.write = write
  }

  /// Adds one line of `matrix.jsonl`; lines come sorted by key.
  mutating func add(_ line: SnackbarJSONValue) {
    guard let parsed = MatrixIndexLine(line) else { return }
    summary.add(parsed)
    if parsed.key != key { flush() }
    key = parsed.key
    lines.append(parsed)
  }

  /// Writes the page: the head and summary, the sections held in the temporary file, the end.
  /// `interrupted`, for a run stopped early, is shown in a banner fixed at the top of the window.
  /// - Throws: ``FileSystemError`` when the temporary file could not be written or read.
  mutating func finish(interrupted: String? = nil) throws(FileSystemError) {
    flush()
    write(Self.head)
    if let interrupted {
      write(
        "<p class=\"interrupted\" role=\"alert\" style=\"position: fixed; top: 0; left: 0; right: 0; margin: 0; "
          + "padding: 8px 16px; background: #fde7e7; border-bottom: 2px solid #b71c1c; z-index: 3\">"
          + "\(HTMLText.escape(interrupted))</p>\n")
    }
    write(top())
    try body.copy(to: write)
    write(Self.tail)
  }

  /// The filters, what the run says once, and the table of findings by locale and rule.
  private func top() -> String {
    let everywhere = summary.everywhere
    let hiddenRules = Set(everywhere.map(\.rule))
    let rules = summary.rules.filter { !hiddenRules.contains($0.rule) }
    let locales = summary.localeCounts
    var html = "<form class=\"filters\"><label>Show <select id=\"view\">\n"
    html += "<option value=\"all\">every image</option>\n"
    html += "<option value=\"findings\">only images with findings</option>\n"
    html += "<option value=\"problems\">only warnings and errors</option>\n</select></label>\n"
    html += "<label>Locale <select id=\"locale\"><option value=\"\">every locale</option>\n"
    for (locale, _, _) in locales where MatrixPathNames.isPlain(locale) {
      html += "<option>\(HTMLText.escape(locale))</option>\n"
    }
    html += "</select></label>\n<label>Rule <select id=\"rule\"><option value=\"\">every rule</option>\n"
    for rule in rules where MatrixPathNames.isPlain(rule.rule) {
      html += "<option>\(HTMLText.escape(rule.rule))</option>\n"
    }
    html += "</select></label></form>\n"
    if let notChecked = summary.notChecked {
      html += "<p class=\"not-checked\">\(HTMLText.escape(notChecked))</p>\n"
    }
    if !summary.ignoredByRule.isEmpty {
      let counts = summary.ignoredByRule.sorted {
        $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars)
      }
      .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
      html +=
        "<p class=\"ignored\">Set aside by the project's audit configuration (each image says why): "
        + "\(HTMLText.escape(counts)).</p>\n"
    }
    // A finding on every image says something of the run (the theme, the device), not of a
    // string: said once here, and its badges hidden in the cells.
    if !everywhere.isEmpty {
      html += "<section class=\"everywhere\"><h2>On every image</h2><ul>\n"
      for finding in everywhere {
        html +=
          "<li>\(HTMLText.escape(finding.severity)): \(HTMLText.escape(finding.rule)): \(HTMLText.escape(finding.message))</li>\n"
      }
      html += "</ul></section>\n"
      // Rule ids come from the lines, which a merge reads from strangers' shards: only a plain id
      // (letters, digits, `.`, `_`, `-`, as a plain file name) goes into the style sheet, where
      // HTML escaping means nothing.
      let plain = everywhere.map(\.rule).filter(MatrixPathNames.isPlain)
      if !plain.isEmpty {
        html +=
          "<style>" + plain.map { "td li[data-rule=\"\($0)\"]" }.joined(separator: ", ")
          + " { display: none; }</style>\n"
      }
    }
    html += "<div class=\"summary\"><table><thead><tr><th>locale</th><th>images</th>"
    html += "<th><a href=\"#problems\">warnings or errors</a></th>"
    for rule in rules {
      html +=
        "<th class=\"\(Self.severityClass(rule.rank))\"><a href=\"#rule=\(Self.urlPath(rule.rule))\">"
        + "\(HTMLText.escape(rule.rule))</a></th>"
    }
    html += "</tr></thead><tbody>\n"
    for (locale, images, problems) in locales {
      let link = Self.urlPath(locale)
      html += "<tr><th><a href=\"#locale=\(link)\">\(HTMLText.escape(locale))</a></th><td>\(images)</td>"
      html += problems > 0 ? "<td><a href=\"#problems&amp;locale=\(link)\">\(problems)</a></td>" : "<td>0</td>"
      for rule in rules {
        let count = rule.locales[locale] ?? 0
        html +=
          count > 0
          ? "<td class=\"\(Self.severityClass(rule.rank))\"><a href=\"#rule=\(Self.urlPath(rule.rule))&amp;locale=\(link)\">\(count)</a></td>"
          : "<td></td>"
      }
      html += "</tr>\n"
    }
    html += "</tbody></table></div>\n<main>\n"
    return html
  }

  /// The held key's section.
  private mutating func flush() {
    guard let key, !lines.isEmpty else { return }
    var locales: [String] = []
    var variants: [String] = []
    var cells: [String: MatrixIndexLine] = [:]
    for line in lines {
      if !locales.contains(line.locale) { locales.append(line.locale) }
      if !variants.contains(line.variant) { variants.append(line.variant) }
      cells[line.locale + "\n" + line.variant] = line
    }
    variants.sort { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    let worstOfKey = lines.map(\.worst).min() ?? 3
    var findingLocales = Set<String>()
    var problemLocales = Set<String>()
    var ruleTokens = Set<String>()
    for line in lines where MatrixPathNames.isPlain(line.locale) {
      if line.worst < 3 { findingLocales.insert(line.locale) }
      if line.worst < 2 { problemLocales.insert(line.locale) }
      for finding in line.findings where MatrixPathNames.isPlain(finding.rule) {
        ruleTokens.insert(finding.rule)
        ruleTokens.insert(line.locale + ":" + finding.rule)
      }
    }
    sections += 1
    // Xcode extracts `Text("")` as the key "": shown as two quotes rather than an empty heading.
    let name = key.name.isEmpty ? "&quot;&quot;" : HTMLText.escape(key.name)
    var html = "<section id=\"k\(sections)\" class=\"\(Self.severityClass(worstOfKey))\""
    html += " data-locales=\"\(Self.tokens(locales.filter(MatrixPathNames.isPlain)))\""
    html += " data-findings=\"\(Self.tokens(findingLocales.sorted()))\""
    html += " data-problems=\"\(Self.tokens(problemLocales.sorted()))\""
    html += " data-rules=\"\(Self.tokens(ruleTokens.sorted()))\"><h2>\(name)</h2>\n"
    if let table = key.table { html += "<p class=\"table\">table \(HTMLText.escape(table))</p>\n" }
    if let source = lines.lazy.compactMap(\.source).first {
      html += "<p class=\"source\">source: \(Self.shown(source.text))"
      if let action = source.action { html += " · \(Self.shown(action))" }
      html += "</p>\n"
    }
    html += "<table><thead><tr><th>locale</th><th>text</th>"
    for variant in variants { html += "<th>\(HTMLText.escape(variant))</th>" }
    html += "</tr></thead><tbody>\n"
    for locale in locales {
      let row = variants.compactMap { cells[locale + "\n" + $0] }
      guard let first = row.first else { continue }
      let worstOfRow = row.map(\.worst).min() ?? 3
      let rules = Set(row.flatMap { $0.findings.map(\.rule) }.filter(MatrixPathNames.isPlain)).sorted()
      let localeAttribute = MatrixPathNames.isPlain(locale) ? " data-locale=\"\(locale)\"" : ""
      html +=
        "<tr class=\"loc \(Self.severityClass(worstOfRow))\"\(localeAttribute) data-rules=\"\(Self.tokens(rules))\">"
      html += "<th>\(HTMLText.escape(locale))</th><td class=\"text\"\(Self.direction(first))>\(Self.shown(first.text))"
      if let action = first.action { html += "<span class=\"action\"> · \(Self.shown(action))</span>" }
      html += "</td>"
      for variant in variants {
        guard let line = cells[locale + "\n" + variant] else {
          html += "<td class=\"none\">—</td>"
          continue
        }
        html += cell(line, rowText: first)
      }
      html += "</tr>\n"
    }
    html += "</tbody></table></section>\n"
    body.write(html)
    self.key = nil
    lines.removeAll(keepingCapacity: true)
  }

  private func cell(_ line: MatrixIndexLine, rowText: MatrixIndexLine) -> String {
    let href = Self.urlPath(line.path)
    let rules = Set(line.findings.map(\.rule).filter(MatrixPathNames.isPlain)).sorted()
    var html = "<td class=\"img \(Self.severityClass(line.worst))\" data-rules=\"\(Self.tokens(rules))\">"
    html += "<a href=\"\(href)\"\(Self.thumbnailBox(line.frame))>"
    html += "<img data-src=\"\(href)\" decoding=\"async\"\(Self.thumbnailSize(line.frame)) alt=\"\(Self.alt(line))\">"
    html += "</a>"
    // A plural or device variation has a text of its own: said where it differs from the row's.
    if line.text != rowText.text || line.action != rowText.action {
      html += "<p class=\"text\"\(Self.direction(line))>\(Self.shown(line.text))"
      if let action = line.action { html += "<span class=\"action\"> · \(Self.shown(action))</span>" }
      html += "</p>"
    }
    if !line.findings.isEmpty {
      html += "<ul>"
      for finding in line.findings {
        html +=
          "<li class=\"\(Self.severityClass(finding.rank))\" data-rule=\"\(HTMLText.escape(finding.rule))\">"
          + "<b>\(HTMLText.escape(finding.severity))</b>\(finding.isInBaseline ? " (baseline)" : "") "
          + "\(HTMLText.escape(finding.rule)): \(HTMLText.escape(finding.message))</li>"
      }
      html += "</ul>"
    }
    if !line.ignored.isEmpty {
      // Set aside by the project's configuration: shown, so nobody wonders where a finding went.
      html += "<ul class=\"ignored\">"
      for set in line.ignored {
        html += "<li>ignored \(HTMLText.escape(set.rule)): \(HTMLText.escape(set.reason))</li>"
      }
      html += "</ul>"
    }
    return html + "</td>"
  }

  /// The box of a thumbnail: the snackbar's region scaled to the thumbnail's width, so the row
  /// has its height before the image arrives (an `<img>` without a source has no size of its
  /// own), cropping a whole screen to the region; nothing without a frame.
  static func thumbnailBox(_ frame: MatrixIndexLine.Frame?) -> String {
    guard let frame else { return "" }
    let scale = Double(thumbnailWidth) / Double(frame.snackbar.width)
    let height = Int((Double(frame.snackbar.height) * scale).rounded())
    return (frame.isWholeImage ? "" : " class=\"crop\"") + " style=\"width: \(thumbnailWidth)px; height: \(height)px\""
  }

  /// The thumbnail's drawn size (so the page is laid out before any image arrives), and for a
  /// whole screen its offset in the cropping box. Numbers only, never a catalog's text.
  static func thumbnailSize(_ frame: MatrixIndexLine.Frame?) -> String {
    guard let frame else { return " class=\"unsized\"" }
    let scale = Double(thumbnailWidth) / Double(frame.snackbar.width)
    func scaled(_ value: Int) -> Int { Int((Double(value) * scale).rounded()) }
    let size = " width=\"\(scaled(frame.width))\" height=\"\(scaled(frame.height))\""
    if frame.isWholeImage { return size }
    return size + " style=\"margin: \(-scaled(frame.snackbar.y))px 0 0 \(-scaled(frame.snackbar.x))px\""
  }

  /// A catalog text as the page shows it: HTML-escaped, control characters shown as escapes, and
  /// its directional marks kept (the `ar-XB` pseudo-locale is made of them) inside a `<bdi>`,
  /// which keeps them from reordering anything around it.
  static func shown(_ text: String) -> String {
    var result = "<bdi>"
    for scalar in text.unicodeScalars {
      if EchoedText.isInert(scalar) && scalar != "\u{2028}" && scalar != "\u{2029}" {
        result.unicodeScalars.append(scalar)
      } else {
        result += HTMLText.escape(String(scalar))
      }
    }
    return result + "</bdi>"
  }

  /// An image's alternative text: its text and action without invisible directional marks,
  /// which a screen reader does not read and which would otherwise show as `\u{200F}`.
  private static func alt(_ line: MatrixIndexLine) -> String {
    let label = line.action.map { line.text + " · " + $0 } ?? line.text
    var plain = ""
    plain.unicodeScalars.append(contentsOf: label.unicodeScalars.filter { !EchoedText.isInert($0) })
    return HTMLText.escape(plain)
  }

  private static func direction(_ line: MatrixIndexLine) -> String {
    line.direction == "rtl" ? " dir=\"rtl\"" : " dir=\"ltr\""
  }

  /// ` a b c `: a list for `~=` attribute selectors; only plain names are given.
  private static func tokens(_ names: [String]) -> String {
    names.isEmpty ? "" : " " + names.joined(separator: " ") + " "
  }

  /// `error`, `warning`, `info`, or `clean` for no findings.
  static func severityClass(_ rank: Int) -> String {
    ["error", "warning", "info"].indices.contains(rank) ? ["error", "warning", "info"][rank] : "clean"
  }

  /// A relative path as a URL path: every byte but letters, digits, `-._~/` percent-encoded.
  static func urlPath(_ path: String) -> String {
    // A leading `/` would make the address absolute, two a protocol-relative `//host/…`.
    guard path.hasPrefix("/") else { return URLPath.percentEncoded(path) }
    return "%2F" + URLPath.percentEncoded(String(path.dropFirst()))
  }

  // The filters are one style sheet the script writes from the page's address (#problems,
  // #locale=de, #rule=text.lines, joined by &): one change restyles the page, whatever its
  // size. Sections, rows and cells carry their worst severity, the plain locales and rules
  // they hold, so each filter hides what does not match; cells stay in place (hidden, not
  // removed) so the variants stay in their columns.
  private static let head = """
    <!DOCTYPE html>
    <html lang="en"><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Snackbar matrix</title>
    <style>
    body { font: 14px system-ui, sans-serif; margin: 16px; color: #1b1b1b; background: #fff; }
    h1 { margin: 0 0 8px; font-size: 20px; }
    h2 { margin: 16px 0 4px; font-size: 16px; overflow-wrap: anywhere; }
    table { border-collapse: collapse; margin-bottom: 16px; }
    th, td { border: 1px solid #ccc; padding: 4px; vertical-align: top; text-align: left; }
    form.filters { position: sticky; top: 0; z-index: 2; background: #fff; padding: 4px 0; margin: 0; }
    form.filters label { margin-right: 16px; }
    div.summary { max-height: 40vh; overflow: auto; margin-bottom: 8px; }
    div.summary table { margin: 0; }
    div.summary thead th { position: sticky; top: 0; background: #f3f3f3; }
    div.summary td { text-align: right; min-width: 2em; }
    section { content-visibility: auto; contain-intrinsic-size: auto 600px; }
    main thead th { background: #f3f3f3; }
    p.table { margin: 0 0 4px; color: #555; font-family: ui-monospace, monospace; }
    p.source { margin: 0 0 6px; }
    td.text { max-width: 240px; overflow-wrap: anywhere; }
    td.img { width: 320px; }
    td.img a { display: block; }
    td.img a { overflow: hidden; background: #eee; }
    td.img img { display: block; max-width: none; background: #eee; }
    td.img img.unsized { width: 320px; height: 180px; object-fit: contain; }
    p.text { margin: 4px 0 0; font-size: 12px; overflow-wrap: anywhere; }
    span.action { color: #555; }
    ul { list-style: none; margin: 4px 0 0; padding: 0; }
    li { font-size: 12px; margin: 2px 0; padding: 1px 4px; border-radius: 3px; border: 1px solid; overflow-wrap: anywhere; }
    li.error, th.error, td.error { background: #fde7e7; border-color: #b71c1c; }
    li.warning, th.warning, td.warning { background: #fff3e0; border-color: #e65100; }
    li.info, th.info, td.info { background: #e3f2fd; border-color: #0d47a1; }
    ul.ignored li { color: #555; background: #f5f5f5; border-color: #9e9e9e; }
    main td.img { background: none; border-color: #ccc; }
    td.none { color: #999; }
    </style>
    <style id="filter"></style></head>
    <body>
    <h1>Snackbar matrix</h1>
    <noscript><p>Thumbnails and filters need JavaScript; each cell still links its image.</p></noscript>

    """

  private static let tail = """
    </main>
    <script>
    (function () {
      var plain = /^[A-Za-z0-9._-]{1,64}$/;
      var view = document.getElementById("view");
      var locale = document.getElementById("locale");
      var rule = document.getElementById("rule");
      var sheet = document.getElementById("filter");
      var wanted = { view: "all", locale: "", rule: "" };
      function read() {
        wanted = { view: "all", locale: "", rule: "" };
        location.hash.slice(1).split("&").forEach(function (part) {
          var value = part;
          try { value = decodeURIComponent(part); } catch (error) { return; }
          if (value === "findings" || value === "problems") wanted.view = value;
          var pair = value.split("=");
          if (pair.length === 2 && (pair[0] === "locale" || pair[0] === "rule") && plain.test(pair[1])) {
            wanted[pair[0]] = pair[1];
          }
        });
        view.value = wanted.view;
        locale.value = wanted.locale;
        rule.value = wanted.rule;
      }
      function rules() {
        var v = wanted.view, l = wanted.locale, r = wanted.rule;
        var sections = [], rows = [], cells = [];
        if (l) { sections.push("section:not([data-locales~='" + l + "'])"); rows.push("tr.loc:not([data-locale='" + l + "'])"); }
        if (r) {
          sections.push("section:not([data-rules~='" + (l ? l + ":" : "") + r + "'])");
          rows.push("tr.loc:not([data-rules~='" + r + "'])");
          cells.push("td.img:not([data-rules~='" + r + "'])");
        }
        if (v === "findings") {
          sections.push(l ? "section:not([data-findings~='" + l + "'])" : "section.clean");
          rows.push("tr.loc.clean"); cells.push("td.img.clean");
        }
        if (v === "problems") {
          sections.push(l ? "section:not([data-problems~='" + l + "'])" : "section.clean, section.info");
          rows.push("tr.loc.clean, tr.loc.info"); cells.push("td.img.clean, td.img.info");
        }
        var hidden = sections.concat(rows), css = "";
        if (hidden.length) css += hidden.join(", ") + " { display: none; }\\n";
        if (cells.length) css += cells.join(", ") + " { visibility: hidden; }\\n";
        return css;
      }
      function apply() { sheet.textContent = rules(); }
      function change() {
        var parts = [];
        if (view.value !== "all") parts.push(view.value);
        if (locale.value) parts.push("locale=" + locale.value);
        if (rule.value) parts.push("rule=" + rule.value);
        location.hash = parts.join("&");
      }
      [view, locale, rule].forEach(function (select) { select.addEventListener("change", change); });
      window.addEventListener("hashchange", function () { read(); apply(); });
      read();
      apply();

      var images = document.querySelectorAll("img[data-src]");
      function show(image) { image.src = image.getAttribute("data-src"); image.removeAttribute("data-src"); }
      if (!("IntersectionObserver" in window)) { images.forEach(show); return; }
      // The first screen's thumbnails are fetched now, so they delay the load event and a
      // reviewer (or a screenshot) sees them without scrolling; the rest as they near the screen.
      // Sections not laid out yet count as 600 px (contain-intrinsic-size), often twice their
      // height, so what is within three screens of the top by that count is fetched.
      var reach = 3 * window.innerHeight + 600;
      var observer = new IntersectionObserver(function (entries) {
        entries.forEach(function (entry) {
          if (entry.isIntersecting) { observer.unobserve(entry.target); show(entry.target); }
        });
      }, { rootMargin: "600px" });
      // A section not laid out yet gives its images no box, so only sections are measured; a
      // section or row a filter hides is left to the observer for when it is shown.
      var near = true;
      document.querySelectorAll("main section").forEach(function (section) {
        var box = section.getBoundingClientRect();
        if (near && box.height > 0 && box.top > reach) near = false;
        var shown = near && box.height > 0;
        section.querySelectorAll("img[data-src]").forEach(function (image) {
          var row = image.closest("tr");
          if (shown && (!row || getComputedStyle(row).display !== "none")) show(image); else observer.observe(image);
        });
      });
    })();
    </script>
    </body></html>

    """
}

/// The page's sections, held in an unnamed temporary file (`ScratchFile`) until the summary
/// that goes above them is written. Write errors are kept and thrown once, by ``copy(to:)``.
final class MatrixPageSpool {
  private let file = ScratchFile(shownAs: "the index page's temporary file")
  private var buffer: [UInt8] = []

  func write(_ text: String) {
    buffer += text.utf8
    if buffer.count >= 1 << 16 { flush() }
  }

  private func flush() {
    file.write(buffer)
    buffer.removeAll(keepingCapacity: true)
  }

  /// Hands everything written to `write`, in pieces that end on a whole character.
  /// - Throws: ``FileSystemError`` when the file could not be written or read back.
  func copy(to write: (String) -> Void) throws(FileSystemError) {
    flush()
    var carried: [UInt8] = []
    try file.readBack { chunk in
      var piece = carried + chunk
      // A piece ends before the last character's first byte, which may not be whole yet.
      var end = piece.count
      while end > 0, piece[end - 1] & 0xC0 == 0x80 { end -= 1 }
      if end > 0, piece[end - 1] >= 0xC0 { end -= 1 }
      carried = Array(piece[end...])
      piece.removeSubrange(end...)
      write(String(decoding: piece, as: UTF8.self))
    }
    if !carried.isEmpty { write(String(decoding: carried, as: UTF8.self)) }
  }
}

/// What the page shows of one line of `matrix.jsonl`.
struct MatrixIndexLine {
  struct Finding {
    let rule: String
    let severity: String
    let message: String
    /// 0 error, 1 warning, 2 information.
    let rank: Int
    /// Whether a baseline lists it (it does not count toward `--fail-on`).
    var isInBaseline = false
  }

  /// A finding the configuration set aside, and why.
  struct Ignored {
    let rule: String
    let reason: String
  }

  let key: StringCatalogKey
  let locale: String
  let direction: String
  /// The variant's name: the image's file name without `.png`.
  let variant: String
  let text: String
  let action: String?
  let path: String
  let findings: [Finding]
  /// The findings the project's configuration set aside (the line's `ignored`).
  let ignored: [Ignored]
  /// The worst finding's rank; 3 for none.
  let worst: Int
  /// The ids of the rules that did not run on the image.
  let notChecked: [String]
  /// The source language's text and action of the same variant (the line's `source`).
  let source: (text: String, action: String?)?
  /// The image's size and where the snackbar is in it (the line's `frame`).
  let frame: Frame?

  /// A line's `frame`, in device pixels.
  struct Frame {
    let width: Int
    let height: Int
    let snackbar: PixelRect

    /// Whether the image is the snackbar's region itself.
    var isWholeImage: Bool { snackbar == PixelRect(width: width, height: height) }

    /// nil unless every number is a whole number and the region lies in the image: a merge
    /// reads strangers' lines, and these numbers size the page's boxes.
    init?(_ value: SnackbarJSONValue?) {
      func whole(_ value: SnackbarJSONValue?) -> Int? {
        guard case .number(let number)? = value, number >= 0, number <= Double(1 << 20), number == number.rounded()
        else {
          return nil
        }
        return Int(number)
      }
      guard case .object(let members)? = value, let width = whole(members["width"]),
        let height = whole(members["height"]), case .object(let region)? = members["snackbar"],
        let x = whole(region["x"]), let y = whole(region["y"]), let regionWidth = whole(region["width"]),
        let regionHeight = whole(region["height"])
      else { return nil }
      let snackbar = PixelRect(x: x, y: y, width: regionWidth, height: regionHeight)
      guard !snackbar.isEmpty, PixelRect(width: width, height: height).contains(snackbar) else { return nil }
      (self.width, self.height, self.snackbar) = (width, height, snackbar)
    }
  }

  /// nil when a field the page needs is missing.
  init?(_ value: SnackbarJSONValue) {
    guard case .object(let members) = value, case .string(let key)? = members["key"],
      case .string(let locale)? = members["locale"], case .string(let path)? = members["path"],
      case .string(let text)? = members["text"]
    else { return nil }
    var table: String?
    if case .string(let name)? = members["table"] { table = name }
    self.key = StringCatalogKey(key, table: table)
    self.locale = locale
    self.path = path
    self.text = text
    if case .string(let direction)? = members["direction"] { self.direction = direction } else { direction = "ltr" }
    if case .string(let action)? = members["action"] { self.action = action } else { action = nil }
    variant = MatrixCase.variantName(ofPath: path)
    var skipped: [String] = []
    if case .array(let rules)? = members["notChecked"] {
      for case .string(let rule) in rules { skipped.append(rule) }
    }
    notChecked = skipped
    var findings: [Finding] = []
    if case .array(let elements)? = members["findings"] {
      for element in elements {
        guard case .object(let finding) = element, case .string(let rule)? = finding["rule"],
          case .string(let severity)? = finding["severity"]
        else { continue }
        var message = ""
        if case .string(let text)? = finding["message"] { message = text }
        var kept = Finding(rule: rule, severity: severity, message: message, rank: MatrixFinding.rank(element))
        if case .bool(true)? = finding["baseline"] { kept.isInBaseline = true }
        findings.append(kept)
      }
    }
    self.findings = findings
    var ignored: [Ignored] = []
    if case .array(let elements)? = members["ignored"] {
      for case .object(let finding) in elements {
        guard case .string(let rule)? = finding["rule"], case .string(let reason)? = finding["reason"] else { continue }
        ignored.append(Ignored(rule: rule, reason: reason))
      }
    }
    self.ignored = ignored
    worst = findings.map(\.rank).min() ?? 3
    if case .object(let source)? = members["source"], case .string(let text)? = source["text"] {
      var action: String?
      if case .string(let name)? = source["action"] { action = name }
      self.source = (text, action)
    } else {
      source = nil
    }
    frame = Frame(members["frame"])
  }
}

/// What a matrix run says once instead of on every image: the rules that did not run (rule to
/// the locales and number of images it skipped), and the findings every image has (the theme's
/// button size, say), which are about the run, not about a string. Built from the lines, so a run
/// and a merge of its shards say the same.
struct MatrixRunSummary {
  private var locales: [String: Set<String>] = [:]
  private var images: [String: Int] = [:]

  /// Each rule's findings seen: how many images had one, and the first one's severity and
  /// message.
  private var findingCounts: [String: (images: Int, severity: String, message: String)] = [:]
  private var total = 0
  /// Each rule's images with a finding of it, by locale, and its most severe finding's rank.
  private var ruleLocales: [String: (rank: Int, locales: [String: Int])] = [:]
  /// Each locale's images, and those with a warning or an error.
  private var localeImages: [String: (images: Int, problems: Int)] = [:]
  /// Findings the configuration set aside, by rule.
  private(set) var ignoredByRule: [String: Int] = [:]

  /// Counts `line`'s rules not run and its findings, one per rule.
  mutating func add(_ line: MatrixIndexLine) {
    for rule in line.notChecked {
      locales[rule, default: []].insert(line.locale)
      images[rule, default: 0] += 1
    }
    total += 1
    for set in line.ignored { ignoredByRule[set.rule, default: 0] += 1 }
    let counted = localeImages[line.locale] ?? (0, 0)
    localeImages[line.locale] = (counted.images + 1, counted.problems + (line.worst < 2 ? 1 : 0))
    var seen = Set<String>()
    for finding in line.findings where seen.insert(finding.rule).inserted {
      var rule = ruleLocales[finding.rule] ?? (finding.rank, [:])
      rule.rank = min(rule.rank, finding.rank)
      rule.locales[line.locale, default: 0] += 1
      ruleLocales[finding.rule] = rule
      let previous = findingCounts[finding.rule]
      findingCounts[finding.rule] = (
        (previous?.images ?? 0) + 1, previous?.severity ?? finding.severity, previous?.message ?? finding.message
      )
    }
  }

  /// Every rule with a finding, most severe first, then by id, with its images by locale.
  var rules: [(rule: String, rank: Int, locales: [String: Int])] {
    ruleLocales.map { ($0.key, $0.value.rank, $0.value.locales) }.sorted { lhs, rhs in
      lhs.rank != rhs.rank
        ? lhs.rank < rhs.rank : lhs.rule.unicodeScalars.lexicographicallyPrecedes(rhs.rule.unicodeScalars)
    }
  }

  /// Every locale, sorted, with its images and those with a warning or an error.
  var localeCounts: [(locale: String, images: Int, problems: Int)] {
    localeImages.map { ($0.key, $0.value.images, $0.value.problems) }.sorted {
      $0.locale.unicodeScalars.lexicographicallyPrecedes($1.locale.unicodeScalars)
    }
  }

  /// The rules with a finding on every image of a run of more than one image, with the first
  /// finding's severity and message, by rule id.
  var everywhere: [(rule: String, severity: String, message: String)] {
    guard total > 1 else { return [] }
    return findingCounts.filter { $0.value.images == total }.sorted { $0.key < $1.key }.map {
      ($0.key, $0.value.severity, $0.value.message)
    }
  }

  /// "Not checked: wording.vague on 12 images (ar, de, ja), wording.dismissAction on 6 images
  /// (de): the wording rules read English only."; nil when every rule ran.
  var notChecked: String? {
    guard !images.isEmpty else { return nil }
    let parts = images.keys.sorted().map { rule in
      let count = images[rule] ?? 0
      let names = (locales[rule] ?? []).sorted().prefix(12).joined(separator: ", ")
      let more = (locales[rule]?.count ?? 0) > 12 ? ", …" : ""
      return "\(rule) on \(count) image\(count == 1 ? "" : "s") (\(names)\(more))"
    }
    return "Not checked: " + parts.joined(separator: ", ") + ": the wording rules read English only."
  }
}
