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

/// `index.html`: a section per key, locales across, variants down, linked lazy thumbnails,
/// badges naming their severity, and every value from the catalog escaped.
@Suite struct MatrixIndexPageTests {
  func page(_ lines: [SnackbarJSONValue]) -> String {
    var text = ""
    var page = MatrixIndexPage { text += $0 }
    for line in lines { page.add(line) }
    page.finish()
    return text
  }

  @Test func sectionsPerKeyLocalesAcrossVariantsDown() {
    let html = page([
      matrixLine(
        key: "a", locale: "de", variant: "mdc.iphone-se.L", text: "Eins", findings: [("text.lines", "warning")]),
      matrixLine(key: "a", locale: "de", variant: "mdc.iphone-se.XS", text: "Eins"),
      matrixLine(key: "a", locale: "en", variant: "mdc.iphone-se.L", text: "One"),
      matrixLine(key: "b", locale: "en", variant: "mdc.iphone-se.L", text: "Two"),
    ])
    #expect(html.components(separatedBy: "<section").count - 1 == 2)
    #expect(html.contains("<thead><tr><th>variant</th><th>de</th><th>en</th></tr></thead>"))
    // The English XS cell is empty, not shifted.
    #expect(html.contains("<th>mdc.iphone-se.XS</th><td class=\"clean\""))
    #expect(html.contains("<td class=\"none\">—</td></tr>"))
    #expect(
      html.contains(
        "<li class=\"warning\" data-rule=\"text.lines\" title=\"what &lt;is&gt; wrong\">warning: text.lines</li>"))
    // Linked, and fetched only near the screen: no src until the page's script sets it.
    #expect(html.contains("<a href=\"de/a/mdc.iphone-se.L.png\"><img data-src=\"de/a/mdc.iphone-se.L.png\""))
    #expect(!html.contains("<img src="))
    #expect(!html.contains("data:image"))
    #expect(html.hasSuffix("</body></html>\n"))
  }

  @Test func catalogValuesAreEscaped() {
    let html = page([
      matrixLine(
        key: "<script>alert(1)</script>", locale: "en", variant: "v", text: "\"><img src=x onerror=alert(2)>",
        folder: "a b\"<")
    ])
    #expect(!html.contains("<script>alert"))
    #expect(!html.contains("<img src=x"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(html.contains("href=\"en/a%20b%22%3C/v.png\""))
  }
}
