import Foundation
import MaterialSnackbar
import SnackbarLayout
import Testing

@Suite struct LayoutValidationTests {
  func error(_ input: SnackbarLayoutInput, measurer: some SnackbarTextMeasuring = FixedAdvanceTextMeasurer())
    -> SnackbarLayoutError?
  {
    do {
      _ = try SnackbarFrames.compute(input, measurer: measurer)
      return nil
    } catch {
      return error
    }
  }

  @Test func badWidthsAreRejectedByName() {
    for width in [CGFloat.nan, 0, -1, .infinity, 1e9] {
      guard case .invalidValue(let field, _, _)? = error(LayoutFixture.input(sizing: .fittingWidth(width))) else {
        Issue.record("width \(width) was accepted")
        continue
      }
      #expect(field == "sizing.fittingWidth")
    }
  }

  @Test func badHostValuesAreRejected() {
    let cases: [(SnackbarLayoutSizing, String)] = [
      (LayoutFixture.phoneHost(size: CGSize(width: 0, height: 667)), "placement.hostSize.width"),
      (LayoutFixture.phoneHost(size: CGSize(width: 375, height: CGFloat.nan)), "placement.hostSize.height"),
      (LayoutFixture.phoneHost(safeArea: SnackbarEdgeInsets(bottom: -1)), "placement.safeAreaInsets.bottom"),
      (LayoutFixture.phoneHost(keyboard: .infinity), "placement.keyboardHeight"),
      (LayoutFixture.phoneHost(bottomOffset: -5), "placement.bottomOffset"),
      (LayoutFixture.phoneHost(leadingMargin: .nan), "placement.leadingMargin"),
    ]
    for (sizing, expectedField) in cases {
      guard case .invalidValue(let field, _, _)? = error(LayoutFixture.input(sizing: sizing)) else {
        Issue.record("\(expectedField) was accepted")
        continue
      }
      #expect(field == expectedField)
    }
  }

  @Test func badScaleIsRejected() {
    for scale in [CGFloat(0), -2, .nan, 100] {
      let input = LayoutFixture.input(traits: LayoutFixture.traits(scale: scale))
      guard case .invalidValue(let field, _, _)? = error(input) else {
        Issue.record("scale \(scale) was accepted")
        continue
      }
      #expect(field == "traits.displayScale")
    }
  }

  @Test func emptyAndHugeTextsAreRejected() {
    #expect(error(LayoutFixture.input("")) == .emptyMessage)
    let huge = String(repeating: "x", count: 1_000_000)
    #expect(error(LayoutFixture.input(huge)) == .textTooLong(field: "message", bytes: 1_000_000, limit: 262_144))
    #expect(
      error(LayoutFixture.input(action: huge)) == .textTooLong(field: "actionTitle", bytes: 1_000_000, limit: 262_144))
  }

  /// One character of a letter and 40,000 accents took 9 s to shape: a character is bounded
  /// (64 code points), a long emoji sequence and stacked marks within it still lay out.
  @Test func aCharacterOfTooManyCodePointsIsRejected() throws {
    let long = "a" + String(repeating: "\u{301}", count: 40_000)
    #expect(error(LayoutFixture.input("ok " + long)) == .characterTooLong(field: "message", scalars: 40_001, limit: 64))
    #expect(
      error(LayoutFixture.input(action: long)) == .characterTooLong(field: "actionTitle", scalars: 40_001, limit: 64))
    let limit = "a" + String(repeating: "\u{301}", count: 63)
    #expect(error(LayoutFixture.input(limit + "b")) == nil)
    #expect(
      error(LayoutFixture.input(limit + "\u{301}")) == .characterTooLong(field: "message", scalars: 65, limit: 64))
    #expect(error(LayoutFixture.input("Kiss 👩🏽‍❤️‍💋‍👨🏿 and Z̴̡̛͔̜̻̓̈́̄a̷l̶g̸o")) == nil)
  }

  @Test func emptyActionTitleMeansNoAction() throws {
    let layout = try LayoutFixture.layout(LayoutFixture.input(action: ""))
    #expect(layout.actionButtonFrame == nil)
  }

  @Test func badFontsAreRejected() {
    #expect(
      error(LayoutFixture.input(font: .systemFont(ofSize: 0)))
        == .invalidFont(field: "message.runs[0].font", pointSize: 0))
    var input = LayoutFixture.input(action: "OK")
    input.buttonFont = .systemFont(ofSize: CGFloat.nan)
    guard case .invalidFont(let field, _)? = error(input) else {
      Issue.record("NaN button font accepted")
      return
    }
    #expect(field == "buttonFont")
  }

  @Test func tooNarrowForTheContent() {
    // avail < 0: the button keeps its 44 pt, and the text gets nothing.
    let input = LayoutFixture.input(action: "NO", sizing: .fittingWidth(30))
    #expect(error(input) == .contentDoesNotFit(snackbarWidth: 30, textWidth: 30 - 16 - 8 - 44 - 8))
  }

  struct FailingMeasurer: SnackbarTextMeasuring {
    struct FontMissing: Error, CustomStringConvertible {
      var description: String { "no font for system 14pt (install fonts-roboto-unhinted)" }
    }
    func measure(_ paragraph: SnackbarParagraph, wrapWidth: CGFloat?) throws -> SnackbarTextMetrics {
      throw FontMissing()
    }
  }

  struct NaNMeasurer: SnackbarTextMeasuring {
    func measure(_ paragraph: SnackbarParagraph, wrapWidth: CGFloat?) throws -> SnackbarTextMetrics {
      SnackbarTextMetrics(size: CGSize(width: 10, height: CGFloat.nan), lineCount: 1, lineHeight: 16, lines: [.zero])
    }
  }

  @Test func measurerFailuresBecomeLayoutErrors() {
    #expect(
      error(LayoutFixture.input(), measurer: FailingMeasurer())
        == .textMeasurementFailed("message: no font for system 14pt (install fonts-roboto-unhinted)"))
    guard case .invalidTextMetrics? = error(LayoutFixture.input(), measurer: NaNMeasurer()) else {
      Issue.record("NaN metrics accepted")
      return
    }
  }

  @Test func messagesNameTheProblem() {
    #expect(SnackbarLayoutError.emptyMessage.description.contains("empty"))
    let invalid = SnackbarLayoutError.invalidValue(
      field: "sizing.fittingWidth", value: -1, expected: "a positive width")
    #expect(invalid.description == "sizing.fittingWidth is -1; expected a positive width")
    #expect(SnackbarLayoutError.contentDoesNotFit(snackbarWidth: 30, textWidth: -46).description.contains("30 pt wide"))
  }
}
