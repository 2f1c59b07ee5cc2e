import Foundation
import MaterialSnackbar
import SnackbarAudit
import SnackbarRenderAudit
import SnackbarRendering
import Testing

/// Every script a real catalog uses is drawn with glyphs, and a character no pinned font has is
/// an error naming it (`text.glyphs`), rather than boxes nobody reports.
@Suite struct GlyphCoverageTests {
  /// A word in each script of the languages apps ship (Armenian, Bengali, Kannada and Malayalam
  /// were drawn as boxes before their fonts were pinned).
  static let scripts = [
    "Բարեւ", "হ্যালো", "ಕನ್ನಡ", "മലയാളം", "తెలుగు", "தமிழ்", "ქართული", "ગુજરાતી", "ਪੰਜਾਬੀ", "ខ្មែរ", "ລາວ",
    "မြန်မာ", "ଓଡ଼ିଆ", "සිංහල", "አማርኛ", "ދިވެހި", "བོད་ཡིག", "Привет", "Γειά", "مرحبا", "سڵاو", "שלום",
    "नमस्ते", "สวัสดี", "你好", "こんにちは", "안녕하세요", "🙂",
    // Symbols between words: AntennaPod's Breton "v⋅mignon⋅ez" (U+22C5 DOT OPERATOR), a check
    // mark, a star, a ballot box, an arrow, a warning sign.
    "v⋅mignon⋅ez", "✓ ★ ☐ → ⚠ ∑ ≠",
  ]

  func audit(_ text: String, action: String? = nil) throws -> SnackbarAuditReport {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    let request = SnackbarRenderRequest(
      message: RenderTestSupport.message(text, action: action), manager: manager, sizing: .fittingWidth(360))
    return try RenderTestSupport.makeRenderer().audit(request).report
  }

  @Test(arguments: scripts)
  func everyScriptIsDrawnWithGlyphs(_ word: String) throws {
    let report = try audit(word, action: word)
    #expect(!report.findings.contains { $0.rule == .textGlyphs }, "\(word): \(report.findings.map(\.message))")
  }

  /// Hanifi Rohingya has no pinned font: each of its characters is named once, by code point and
  /// name, for the message and for the action.
  @Test func aCharacterNoFontHasIsAnError() throws {
    let report = try audit("Saved 𐴀𐴁𐴀", action: "𐴂")
    let findings = report.findings.filter { $0.rule == .textGlyphs }
    #expect(findings.map(\.element) == [.message, .action])
    #expect(findings.allSatisfy { $0.severity == .error })
    let message = try #require(findings.first).message
    #expect(
      message.contains("U+10D00 HANIFI ROHINGYA LETTER A, U+10D01 HANIFI ROHINGYA LETTER BA as boxes"), "\(message)")
    #expect(!message.unicodeScalars.contains { $0.value >= 0x10D00 && $0.value <= 0x10D3F })
    #expect(findings.last?.measured == "1 character without a glyph")
  }
}
