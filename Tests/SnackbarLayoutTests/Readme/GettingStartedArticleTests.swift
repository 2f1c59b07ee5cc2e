import MaterialSnackbar
import SnackbarLayout
import Testing

/// The SnackbarLayout catalog's getting-started example (Articles/GettingStarted.md), as printed,
/// with the numbers its comment promises.
@Suite struct GettingStartedArticleTests {
  @Test func theExampleComputesWhatItsCommentSays() throws {
    let input = SnackbarLayoutInput(
      text: "Photo archived", actionTitle: "UNDO", traits: SnackbarTraitCollection(displayScale: 2),
      sizing: .fittingWidth(359))
    let layout = try SnackbarFrames.compute(input, measurer: FixedAdvanceTextMeasurer())
    print(layout.containerFrame.height, layout.lineCount, layout.actionButtonFrame != nil)  // 48.0 1 true

    #expect(layout.containerFrame.height == 48)
    #expect(layout.lineCount == 1)
    #expect(layout.actionButtonFrame != nil)
  }
}
