import Foundation
import SnackbarJSON
import SnackbarLayout
import SnackbarRendering
import Testing

@testable import SnackbarCLI

/// A matrix.jsonl line for page tests.
func matrixLine(
  key: String, locale: String, variant: String, text: String, findings: [(rule: String, severity: String)] = [],
  folder: String? = nil
) -> SnackbarJSONValue {
  .object([
    "key": .string(key), "locale": .string(locale), "direction": .string(locale == "ar" ? "rtl" : "ltr"),
    "variant": .object(["theme": .string("mdc")]), "text": .string(text), "action": .null,
    "path": .string("\(locale)/\(folder ?? key)/\(variant).png"), "lines": .number(1),
    "findings": .array(
      findings.map {
        .object([
          "rule": .string($0.rule), "severity": .string($0.severity), "element": .string("message"),
          "measured": .string("m"), "threshold": .string("t"), "message": .string("what <is> wrong"),
          "hint": .string("h"),
        ])
      }),
  ])
}

/// `index.html`: a summary by locale and rule on top, then a section per key, locales down and
/// variants across, linked lazy thumbnails, findings written in their cells, and every value
/// from the catalog escaped.
@Suite struct MatrixIndexPageTests {
  func page(_ lines: [SnackbarJSONValue]) throws -> String {
    var text = ""
    var page = MatrixIndexPage { text += $0 }
    for line in lines { page.add(line) }
    try page.finish()
    return text
  }

  @Test func sectionsPerKeyLocalesDownVariantsAcross() throws {
    let html = try page([
      matrixLine(
        key: "a", locale: "de", variant: "mdc.iphone-se.L", text: "Eins", findings: [("text.lines", "warning")]),
      matrixLine(key: "a", locale: "de", variant: "mdc.iphone-se.XS", text: "Eins"),
      matrixLine(key: "a", locale: "en", variant: "mdc.iphone-se.L", text: "One"),
      matrixLine(key: "b", locale: "en", variant: "mdc.iphone-se.L", text: "Two"),
    ])
    #expect(html.components(separatedBy: "<section id=\"k").count - 1 == 2)
    #expect(
      html.contains(
        "<thead><tr><th>locale</th><th>text</th><th>mdc.iphone-se.L</th><th>mdc.iphone-se.XS</th></tr></thead>"))
    // A row per locale, its text beside it; the English XS cell is empty, not shifted.
    #expect(
      html.contains(
        "<tr class=\"loc warning\" data-locale=\"de\" data-rules=\" text.lines \"><th>de</th>"
          + "<td class=\"text\" dir=\"ltr\"><bdi>Eins</bdi></td>"))
    #expect(html.contains("<td class=\"none\">—</td></tr>"))
    // The finding is written in its cell, not only in a tooltip.
    #expect(
      html.contains(
        "<li class=\"warning\" data-rule=\"text.lines\"><b>warning</b> text.lines: what &lt;is&gt; wrong</li>"))
    // Linked, and fetched by the page's script: no src in the page itself.
    #expect(html.contains("<a href=\"de/a/mdc.iphone-se.L.png\"><img data-src=\"de/a/mdc.iphone-se.L.png\""))
    #expect(!html.contains("<img src="))
    #expect(!html.contains("data:image"))
    #expect(html.hasSuffix("</body></html>\n"))
    // The summary, above the sections, counts by locale and rule and links the filtered views.
    let summary = try #require(html.range(of: "<div class=\"summary\">"))
    let firstSection = try #require(html.range(of: "<section id=\"k1\""))
    #expect(summary.lowerBound < firstSection.lowerBound)
    #expect(
      html.contains(
        "<tr><th><a href=\"#locale=de\">de</a></th><td>2</td><td><a href=\"#problems&amp;locale=de\">1</a></td>"
          + "<td class=\"warning\"><a href=\"#rule=text.lines&amp;locale=de\">1</a></td></tr>"))
    #expect(html.contains("<tr><th><a href=\"#locale=en\">en</a></th><td>2</td><td>0</td><td></td></tr>"))
    // The filters' data: which locales have findings and problems, and which rules where.
    #expect(
      html.contains(
        "<section id=\"k1\" class=\"warning\" data-locales=\" de en \" data-findings=\" de \" data-problems=\" de \" "
          + "data-rules=\" de:text.lines text.lines \">"))
    #expect(html.contains("<section id=\"k2\" class=\"clean\" data-locales=\" en \" data-findings=\"\""))
  }

  /// With the line's frame, a thumbnail has its size before it loads; a whole screen is cropped
  /// to the snackbar by its box; the source text heads the section.
  @Test func thumbnailsAreSizedAndCroppedByTheFrame() throws {
    func framed(_ locale: String, frame: SnackbarJSONValue) -> SnackbarJSONValue {
      guard case .object(var members) = matrixLine(key: "k", locale: locale, variant: "v", text: "Text") else {
        return .null
      }
      members["frame"] = frame
      members["source"] = .object(["text": .string("Source"), "action": .string("Undo")])
      return .object(members)
    }
    func frame(_ width: Int, _ height: Int, _ x: Int, _ y: Int, _ w: Int, _ h: Int) -> SnackbarJSONValue {
      .object([
        "width": .number(Double(width)), "height": .number(Double(height)),
        "snackbar": .object([
          "x": .number(Double(x)), "y": .number(Double(y)), "width": .number(Double(w)), "height": .number(Double(h)),
        ]),
      ])
    }
    let html = try page([
      framed("de", frame: frame(640, 160, 0, 0, 640, 160)),
      framed("en", frame: frame(640, 1000, 0, 800, 640, 160)),
      framed("fr", frame: frame(640, 160, 0, 100, 640, 160)),
    ])
    #expect(html.contains("<p class=\"source\">source: <bdi>Source</bdi> · <bdi>Undo</bdi></p>"))
    #expect(
      html.contains(
        "<a href=\"de/k/v.png\" style=\"width: 320px; height: 80px\"><img data-src=\"de/k/v.png\" decoding=\"async\" width=\"320\" height=\"80\""
      ))
    #expect(
      html.contains(
        "<a href=\"en/k/v.png\" class=\"crop\" style=\"width: 320px; height: 80px\">"
          + "<img data-src=\"en/k/v.png\" decoding=\"async\" width=\"320\" height=\"500\" style=\"margin: -400px 0 0 0px\""
      ))
    // A region outside its image is a stranger's line: no size is taken from it.
    #expect(html.contains("<img data-src=\"fr/k/v.png\" decoding=\"async\" class=\"unsized\""))
  }

  /// A line's path is made a relative address whatever it holds: a leading `/` (a merged shard's
  /// or a resumed run's line written by someone else) never makes it absolute or
  /// protocol-relative.
  @Test func pathsAreAlwaysRelativeAddresses() {
    #expect(MatrixIndexPage.urlPath("de/archive.done/mdc.L.png") == "de/archive.done/mdc.L.png")
    #expect(MatrixIndexPage.urlPath("//evil.example/x.png") == "%2F/evil.example/x.png")
    #expect(MatrixIndexPage.urlPath("/etc/x.png") == "%2Fetc/x.png")
    #expect(MatrixIndexPage.urlPath("javascript:x") == "javascript%3Ax")
  }

  @Test func catalogValuesAreEscaped() throws {
    let html = try page([
      matrixLine(
        key: "<script>alert(1)</script>", locale: "en", variant: "v", text: "\"><img src=x onerror=alert(2)>",
        folder: "a b\"<")
    ])
    #expect(!html.contains("<script>alert"))
    #expect(!html.contains("<img src=x"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(html.contains("href=\"en/a%20b%22%3C/v.png\""))
  }

  /// The pseudo-locale's directional marks are drawn as the app draws them, isolated, and left
  /// out of the alternative text instead of showing as `\u{200F}`; control characters still
  /// show as escapes. A hostile locale never reaches an attribute selector.
  @Test func directionalMarksAreKeptInTheTextAndLeftOutOfTheAltText() throws {
    let html = try page([
      matrixLine(key: "k", locale: "ar-XB", variant: "v", text: "\u{200F}\u{202E}Sync failed\u{202C}\u{200F}\u{1B}"),
      matrixLine(key: "k", locale: "x'] *{", variant: "v", text: "T"),
    ])
    #expect(!html.contains("\\u{200F}"))
    #expect(html.contains("<bdi>\u{200F}\u{202E}Sync failed\u{202C}\u{200F}\\x1B</bdi>"))
    #expect(html.contains("alt=\"Sync failed\\x1B\""))
    #expect(!html.contains("data-locale=\"x'"))
    #expect(!html.contains("<option>x&#39;"))
  }

  /// The body goes through the temporary file in pieces; a page far longer than one piece,
  /// with characters of several bytes on every line, comes out whole and in order.
  @Test func aLongPageComesOutWholeThroughTheTemporaryFile() throws {
    var lines: [SnackbarJSONValue] = []
    for index in 0..<2_000 {
      lines.append(
        matrixLine(key: String(format: "key.%05d", index), locale: "ja", variant: "v", text: "写真\(index)を削除"))
    }
    let html = try page(lines)
    #expect(html.components(separatedBy: "<section id=\"k").count - 1 == 2_000)
    for index in [0, 999, 1_999] {
      #expect(html.contains("<h2>key.\(String(format: "%05d", index))</h2>"))
      #expect(html.contains("<bdi>写真\(index)を削除</bdi>"))
    }
    let first = try #require(html.range(of: "<h2>key.00000</h2>"))
    let last = try #require(html.range(of: "<h2>key.01999</h2>"))
    #expect(first.lowerBound < last.lowerBound)
    #expect(html.utf8.count > 1 << 18)
  }
}
