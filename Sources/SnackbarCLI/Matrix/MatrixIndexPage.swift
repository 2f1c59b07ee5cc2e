import SnackbarCatalog
import SnackbarJSON
import SnackbarLayout

/// `DIR/index.html`: one section per key, locales across, variants down; each cell a thumbnail
/// linked to its image, with its findings as badges that name their severity in words. A key of a
/// catalog of several tables shows its table under its name.
///
/// Written from the lines of `matrix.jsonl` as they come (sorted by key), one key held at a
/// time, so a run and a merge of shards write the same bytes and memory stays flat. Images are
/// linked, never inlined, in boxes of a fixed size, and each is fetched only when it comes near
/// the screen: a script sets its `src` from `data-src` through an IntersectionObserver, and
/// sections off screen are not laid out (`content-visibility: auto`). Measured in headless
/// chromium on a 10,000-image page, `loading="lazy"` alone took 16.6 s to open (it fetched far
/// more than the screen), this 1.8 s, as long as a 100-image page. Every value from a catalog is
/// escaped.
struct MatrixIndexPage {
  private let write: (String) -> Void
  private var key: StringCatalogKey?
  private var lines: [MatrixIndexLine] = []
  /// What the run says once: rules not run, findings on every image.
  private(set) var summary = MatrixRunSummary()

  /// A page writing its text through `write`; the head is written at once.
  init(write: @escaping (String) -> Void) {
    self.write = write
    write(Self.head)
  }

  /// Adds one line of `matrix.jsonl`; lines come sorted by key.
  mutating func add(_ line: SnackbarJSONValue) {
    guard let parsed = MatrixIndexLine(line) else { return }
    summary.add(parsed)
    if parsed.key != key { flush() }
    key = parsed.key
    lines.append(parsed)
  }

  /// Writes the last key and the end of the page; `interrupted`, for a run stopped early, is
  /// shown in a banner fixed at the top of the window (the page's top was written long before).
  mutating func finish(interrupted: String? = nil) {
    flush()
    if let interrupted {
      write(
        "<p class=\"interrupted\" role=\"alert\" style=\"position: fixed; top: 0; left: 0; right: 0; margin: 0; "
          + "padding: 8px 16px; background: #fde7e7; border-bottom: 2px solid #b71c1c; z-index: 1\">"
          + "\(HTMLText.escape(interrupted))</p>\n")
    }
    if let notChecked = summary.notChecked {
      write("<p class=\"not-checked\">\(HTMLText.escape(notChecked))</p>\n")
    }
    // A finding on every image says something of the run (the theme, the device), not of a
    // string: said once here, and its badges hidden in the cells, which were written already.
    let everywhere = summary.everywhere
    if !everywhere.isEmpty {
      var html = "<section class=\"everywhere\"><h2>On every image</h2><ul>\n"
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
      write(html)
    }
    write(Self.tail)
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
    // Xcode extracts `Text("")` as the key "": shown as two quotes rather than an empty heading.
    let name = key.name.isEmpty ? "&quot;&quot;" : HTMLText.escape(key.name)
    var html = "<section class=\"\(Self.severityClass(worstOfKey))\"><h2>\(name)</h2>\n"
    if let table = key.table { html += "<p class=\"table\">table \(HTMLText.escape(table))</p>\n" }
    html += "<table><thead><tr><th>variant</th>"
    for locale in locales { html += "<th>\(HTMLText.escape(locale))</th>" }
    html += "</tr></thead><tbody>\n"
    for variant in variants {
      let row = locales.compactMap { cells[$0 + "\n" + variant] }
      let worstOfRow = row.map(\.worst).min() ?? 3
      html += "<tr class=\"\(Self.severityClass(worstOfRow))\"><th>\(HTMLText.escape(variant))</th>"
      for locale in locales {
        guard let line = cells[locale + "\n" + variant] else {
          html += "<td class=\"none\">—</td>"
          continue
        }
        html += cell(line)
      }
      html += "</tr>\n"
    }
    html += "</tbody></table></section>\n"
    write(html)
    self.key = nil
    lines.removeAll(keepingCapacity: true)
  }

  private func cell(_ line: MatrixIndexLine) -> String {
    let href = Self.urlPath(line.path)
    let label = line.action.map { line.text + " · " + $0 } ?? line.text
    var html = "<td class=\"\(Self.severityClass(line.worst))\" dir=\"\(line.direction == "rtl" ? "rtl" : "ltr")\">"
    html +=
      "<a href=\"\(href)\"><img data-src=\"\(href)\" decoding=\"async\" alt=\"\(HTMLText.escape(label))\">"
    html += "</a>"
    if !line.findings.isEmpty {
      html += "<ul>"
      for finding in line.findings {
        html +=
          "<li class=\"\(Self.severityClass(finding.rank))\" data-rule=\"\(HTMLText.escape(finding.rule))\" "
          + "title=\"\(HTMLText.escape(finding.message))\">"
          + "\(HTMLText.escape(finding.severity)): \(HTMLText.escape(finding.rule))</li>"
      }
      html += "</ul>"
    }
    return html + "</td>"
  }

  /// `error`, `warning`, `info`, or `clean` for no findings.
  private static func severityClass(_ rank: Int) -> String {
    ["error", "warning", "info"].indices.contains(rank) ? ["error", "warning", "info"][rank] : "clean"
  }

  /// A relative path as a URL path: every byte but letters, digits, `-._~/` percent-encoded.
  static func urlPath(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return result
  }

  // The filter is a class on <body>: one change restyles the page, whatever its size. Cells,
  // rows and sections carry their worst severity, so each level hides what is cleaner.
  private static let head = """
    <!DOCTYPE html>
    <html lang="en"><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Snackbar matrix</title>
    <style>
    body { font: 14px system-ui, sans-serif; margin: 16px; color: #1b1b1b; background: #fff; }
    table { border-collapse: collapse; margin-bottom: 24px; }
    th, td { border: 1px solid #ccc; padding: 4px; vertical-align: top; text-align: left; }
    section { content-visibility: auto; contain-intrinsic-size: auto 700px; }
    thead th { position: sticky; top: 0; background: #f3f3f3; }
    td { width: 132px; }
    p.table { margin: -8px 0 8px; color: #555; font-family: ui-monospace, monospace; }
    img { display: block; width: 128px; height: 220px; object-fit: contain; background: #eee; }
    ul { list-style: none; margin: 4px 0 0; padding: 0; }
    li { font-size: 11px; margin: 2px 0; padding: 1px 4px; border-radius: 3px; border: 1px solid; }
    li.error { background: #fde7e7; border-color: #b71c1c; }
    li.warning { background: #fff3e0; border-color: #e65100; }
    li.info { background: #e3f2fd; border-color: #0d47a1; }
    body.findings .clean { display: none; }
    body.problems .clean, body.problems .info { display: none; }
    body.findings td.clean, body.problems td.clean, body.problems td.info, body.findings td.none,
    body.problems td.none { display: table-cell; visibility: hidden; }
    </style></head>
    <body>
    <h1>Snackbar matrix</h1>
    <p><label for="filter">Show</label> <select id="filter">
    <option value="all">every image</option>
    <option value="findings">only images with findings</option>
    <option value="problems">only images with warnings or errors</option>
    </select></p>
    <noscript><p>Thumbnails need JavaScript; each cell still links its image.</p></noscript>
    <script>
    (function () {
      var filter = document.getElementById("filter");
      function apply() {
        document.body.classList.toggle("findings", filter.value === "findings");
        document.body.classList.toggle("problems", filter.value === "problems");
      }
      var wanted = location.hash.slice(1);
      if (wanted === "findings" || wanted === "problems") filter.value = wanted;
      filter.addEventListener("change", apply);
      apply();
    })();
    </script>

    """

  private static let tail = """
    <script>
    (function () {
      var images = document.querySelectorAll("img[data-src]");
      function show(image) { image.src = image.getAttribute("data-src"); image.removeAttribute("data-src"); }
      if (!("IntersectionObserver" in window)) { images.forEach(show); return; }
      var observer = new IntersectionObserver(function (entries) {
        entries.forEach(function (entry) {
          if (entry.isIntersecting) { observer.unobserve(entry.target); show(entry.target); }
        });
      }, { rootMargin: "600px" });
      images.forEach(function (image) { observer.observe(image); });
    })();
    </script>
    </body></html>

    """
}

/// What the page shows of one line of `matrix.jsonl`.
struct MatrixIndexLine {
  struct Finding {
    let rule: String
    let severity: String
    let message: String
    /// 0 error, 1 warning, 2 information.
    let rank: Int
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
  /// The worst finding's rank; 3 for none.
  let worst: Int
  /// The ids of the rules that did not run on the image.
  let notChecked: [String]

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
    let file = path.split(separator: "/").last.map(String.init) ?? path
    variant = file.hasSuffix(".png") ? String(file.dropLast(4)) : file
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
        findings.append(Finding(rule: rule, severity: severity, message: message, rank: MatrixFinding.rank(element)))
      }
    }
    self.findings = findings
    worst = findings.map(\.rank).min() ?? 3
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

  /// Counts `line`'s rules not run and its findings, one per rule.
  mutating func add(_ line: MatrixIndexLine) {
    for rule in line.notChecked {
      locales[rule, default: []].insert(line.locale)
      images[rule, default: 0] += 1
    }
    total += 1
    var seen = Set<String>()
    for finding in line.findings where seen.insert(finding.rule).inserted {
      let previous = findingCounts[finding.rule]
      findingCounts[finding.rule] = (
        (previous?.images ?? 0) + 1, previous?.severity ?? finding.severity, previous?.message ?? finding.message
      )
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
