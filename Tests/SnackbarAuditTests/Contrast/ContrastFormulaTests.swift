import Foundation
import MaterialSnackbar
import SnackbarAudit
import Testing

/// The WCAG 2.2 ratio and APCA-W3 0.0.98G-4g Lc against a table of known pairs: the anchors'
/// derived examples (M3 baseline inverse surface, an M2 purple), WebAIM's well-known greys, and
/// APCA's published extremes.
@Suite struct ContrastFormulaTests {
  struct Pair: CustomTestStringConvertible {
    let text: String
    let background: String
    /// WCAG to two decimals.
    let ratio: String
    /// APCA Lc to one decimal.
    let lc: String
    var testDescription: String { "\(text) on \(background)" }
  }

  static let pairs = [
    // anchors.md §3: M3 body text on inverse surface: 11.7:1 / Lc −93.5.
    Pair(text: "#F5EFF7", background: "#322F35", ratio: "11.65", lc: "-93.5"),
    // M3 inversePrimary action: 7.7:1 / Lc −67.
    Pair(text: "#D0BCFF", background: "#322F35", ratio: "7.73", lc: "-67.1"),
    // An M2 #BB86FC action on #333333: 4.77:1 but Lc −44.7.
    Pair(text: "#BB86FC", background: "#333333", ratio: "4.77", lc: "-44.7"),
    Pair(text: "#000000", background: "#FFFFFF", ratio: "21.00", lc: "106.0"),
    Pair(text: "#FFFFFF", background: "#000000", ratio: "21.00", lc: "-107.9"),
    // WebAIM: #767676 is the lightest grey passing 4.5:1 on white; #777777 just fails.
    Pair(text: "#767676", background: "#FFFFFF", ratio: "4.54", lc: "71.6"),
    Pair(text: "#777777", background: "#FFFFFF", ratio: "4.48", lc: "71.1"),
    // APCA's own example: #888 on #fff is Lc 63.1.
    Pair(text: "#888888", background: "#FFFFFF", ratio: "3.54", lc: "63.1"),
    // MDC's action, white at 0.6 over #323232, is drawn as grey 173.
    Pair(text: "#ADADAD", background: "#323232", ratio: "5.71", lc: "-52.3"),
    Pair(text: "#6750A4", background: "#E6E0E9", ratio: "4.97", lc: "64.7"),
    Pair(text: "#123456", background: "#123456", ratio: "1.00", lc: "0"),
  ]

  @Test(arguments: pairs) func knownPair(_ pair: Pair) throws {
    let text = try SnackbarColor(hex: pair.text)
    let background = try SnackbarColor(hex: pair.background)
    #expect(WCAGContrast.formatted(WCAGContrast.ratio(text, background)) == pair.ratio)
    #expect(WCAGContrast.ratio(text, background) == WCAGContrast.ratio(background, text))
    #expect(APCAContrast.formatted(APCAContrast.lightnessContrast(text: text, background: background)) == pair.lc)
  }

  /// APCA-W3's own test table (Myndex/apca-w3 `test/index.js`, 0.0.98G-4g constants): the
  /// published Lc of each pair, which the formula here must give to two decimals. The last pair
  /// is the table's `#0006` on `#fff`, black at alpha 0x66 blended over white as a pixel holds
  /// it: #999999.
  static let apcaPublished: [(text: String, background: String, lc: Double)] = [
    ("#888888", "#FFFFFF", 63.056469930209424),
    ("#FFFFFF", "#888888", -68.54146436644962),
    ("#000000", "#AAAAAA", 58.146262578561334),
    ("#AAAAAA", "#000000", -56.24113336839742),
    ("#112233", "#DDEEFF", 91.66830811481631),
    ("#DDEEFF", "#112233", -93.06770049484275),
    ("#112233", "#444444", 8.32326136957393),
    ("#444444", "#112233", -7.526878460278154),
    ("#999999", "#FFFFFF", 54.62184067441377),
  ]

  @Test func apcaMatchesThePublishedTable() throws {
    for pair in Self.apcaPublished {
      let lc = APCAContrast.lightnessContrast(
        text: try SnackbarColor(hex: pair.text), background: try SnackbarColor(hex: pair.background))
      #expect(abs(lc - pair.lc) < 0.005, "\(pair.text) on \(pair.background): \(lc), published \(pair.lc)")
    }
  }

  /// WCAG 2.2's definitions (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio and
  /// #dfn-relative-luminance), to the two decimals tools print; the same values as WebAIM's
  /// contrast checker (https://webaim.org/resources/contrastchecker/) for these pairs.
  static let wcagKnown: [(first: String, second: String, ratio: String)] = [
    ("#000000", "#FFFFFF", "21.00"),
    ("#777777", "#FFFFFF", "4.48"),
    ("#767676", "#FFFFFF", "4.54"),
    ("#595959", "#FFFFFF", "7.00"),
    ("#949494", "#FFFFFF", "3.03"),
    ("#888888", "#FFFFFF", "3.54"),
    ("#FF0000", "#FFFFFF", "4.00"),
    ("#0000FF", "#FFFFFF", "8.59"),
    ("#00FF00", "#000000", "15.30"),
    ("#000000", "#AAAAAA", "9.04"),
    ("#FFFFFF", "#323232", "12.82"),
  ]

  @Test func wcagMatchesKnownRatios() throws {
    for pair in Self.wcagKnown {
      let ratio = WCAGContrast.ratio(try SnackbarColor(hex: pair.first), try SnackbarColor(hex: pair.second))
      #expect(WCAGContrast.formatted(ratio) == pair.ratio, "\(pair.first) on \(pair.second)")
      #expect(abs(ratio - (Double(pair.ratio) ?? 0)) <= 0.005, "\(pair.first) on \(pair.second)")
    }
  }

  @Test func apcaOfATranslucentTextIsMeasuredBlendedAsDrawn() throws {
    // apca-w3's `#0006` on `#fff` (54.62), through the audit: black text at alpha 0x66 on a white
    // container is drawn #999999.
    let manager = AuditFixture.manager(container: "#FFFFFF", text: "#00000066")
    let message = try #require(try AuditFixture.audit("Saved", manager: manager).measurement(.message))
    #expect(message.foreground == AuditFixture.color("#999999"))
    #expect(abs(message.lightnessContrast - 54.62184067441377) < 0.005)
  }

  @Test func relativeLuminanceEndsAtZeroAndOne() {
    #expect(WCAGContrast.relativeLuminance(of: .black) == 0)
    #expect(abs(WCAGContrast.relativeLuminance(of: .white) - 1) < 1e-12)
  }

  @Test func aFailingRatioNeverPrintsAsTheThreshold() {
    #expect(WCAGContrast.formatted(4.4999, threshold: 4.5) == "4.49")
    #expect(WCAGContrast.formatted(4.4999) == "4.50")
    #expect(WCAGContrast.formatted(4.5, threshold: 4.5) == "4.50")
    #expect(WCAGContrast.formatted(2.996, threshold: 3) == "2.99")
    #expect(WCAGContrast.formatted(.nan) == "—")
  }

  @Test func aMissedAPCALevelNeverPrintsAsTheLevel() throws {
    #expect(APCAContrast.formatted(-74.99, level: 75) == "-74.9")
    #expect(APCAContrast.formatted(-74.99) == "-75.0")
    #expect(APCAContrast.formatted(59.96, level: 60) == "59.9")
    #expect(APCAContrast.formatted(-75.04, level: 75) == "-75.0")
    // #D3D3D3 on #2F2F2F is Lc -74.994: under body text's 75, so the finding may not say 75.0.
    let manager = AuditFixture.manager(container: "#2F2F2F", text: "#D3D3D3")
    let report = try AuditFixture.audit("Saved", manager: manager)
    let finding = try #require(report.findings(of: .contrastText).first)
    #expect(finding.severity == .info)
    #expect(finding.measured == "Lc -74.9")
    #expect(report.table().contains("Lc -74.9"))
    #expect(report.jsonString().contains("\"apca\": -74.9"))
  }

  @Test func apcaIsSignedByPolarity() throws {
    let dark = try SnackbarColor(hex: "#222222")
    let light = try SnackbarColor(hex: "#EEEEEE")
    #expect(APCAContrast.lightnessContrast(text: dark, background: light) > 0)
    #expect(APCAContrast.lightnessContrast(text: light, background: dark) < 0)
  }
}
