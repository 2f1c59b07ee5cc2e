import Foundation
import MaterialSnackbar
import SnackbarLayout
import Testing

/// The extras that MDC does not have: leading icon, close button, progress bar.
@Suite struct LayoutExtrasTests {
  @Test func leadingIconSitsAt16AndPushesTheTextTo56() throws {
    var input = LayoutFixture.input()
    input.leadingIcon = .success
    let layout = try LayoutFixture.layout(input)
    #expect(layout.iconFrame == CGRect(x: 16, y: 12, width: 24, height: 24))
    #expect(layout.labelFrame.minX == 56)
    #expect(layout.labelFrame.width == 116)  // 180 − 56 − 8
    #expect(layout.containerFrame.height == 48)
  }

  @Test func leadingIconCentresOnTheFirstLineOfWrappedText() throws {
    var input = LayoutFixture.input(LayoutFixture.threeLineText)
    input.leadingIcon = .warning
    let layout = try LayoutFixture.layout(input)
    #expect(layout.isMultiline)
    let icon = try #require(layout.iconFrame)
    let firstLine = try #require(layout.labelLines.first)
    #expect(abs(icon.midY - firstLine.midY) <= 0.5)  // within the pixel snap
  }

  @Test func closeButtonIsA48PointTargetWithTheIcon12FromTheEdge() throws {
    var input = LayoutFixture.input()
    input.showsCloseButton = true
    let layout = try LayoutFixture.layout(input)
    #expect(layout.closeButtonFrame == CGRect(x: 132, y: 0, width: 48, height: 48))
    #expect(layout.closeIconFrame == CGRect(x: 144, y: 12, width: 24, height: 24))
    #expect(layout.labelFrame.width == 108)  // 180 − 16 − 48 − 8
  }

  @Test func actionSitsBeforeTheCloseButton() throws {
    var input = LayoutFixture.input(action: "NO")
    input.showsCloseButton = true
    let layout = try LayoutFixture.layout(input)
    #expect(layout.actionButtonFrame == CGRect(x: 88, y: 2, width: 44, height: 44))
    #expect(layout.actionButtonFrame?.maxX == layout.closeButtonFrame?.minX)
    #expect(layout.labelFrame.width == 64)  // 180 − 16 − 48 − 44 − 8
    #expect(layout.minimumLayoutHeight == 60)  // the 48-pt target + 6 + 6
  }

  @Test func closeButtonJoinsTheActionRowInTheActionBelowLayout() throws {
    var input = LayoutFixture.input(action: LayoutFixture.longAction, sizing: .fittingWidth(240))
    input.showsCloseButton = true
    let layout = try LayoutFixture.layout(input)
    #expect(layout.arrangement == .actionBelow)
    // max(48, 17 + 32) + max(44, 48) + 8.
    #expect(layout.containerFrame.height == 105)
    #expect(layout.closeButtonFrame == CGRect(x: 192, y: 41, width: 48, height: 48))
    #expect(layout.actionButtonFrame == CGRect(x: 57, y: 43, width: 135, height: 44))
    #expect(layout.labelFrame.width == 216)  // 240 − 16 − 8: the close button left the text's row
  }

  @Test func determinateProgressFillsFromTheLeadingEdge() throws {
    var input = LayoutFixture.input()
    input.progress = .determinate(0.25)
    let layout = try LayoutFixture.layout(input)
    #expect(layout.progressFrame == CGRect(x: 0, y: 44, width: 180, height: 4))
    #expect(layout.progressIndicatorFrame == CGRect(x: 0, y: 44, width: 45, height: 4))
    input.traits.layoutDirection = .rightToLeft
    #expect(try LayoutFixture.layout(input).progressIndicatorFrame == CGRect(x: 135, y: 44, width: 45, height: 4))
    input.progress = .determinate(.nan)
    #expect(try LayoutFixture.layout(input).progressIndicatorFrame?.width == 0)
    input.progress = .determinate(7)
    #expect(try LayoutFixture.layout(input).progressIndicatorFrame?.width == 180)
  }

  @Test func indeterminateSegmentMovesWithTime() throws {
    #expect(SnackbarLinearProgress.indeterminateSegment(trackWidth: 180, elapsed: 0) == (0, 0))
    // Half way through the 1.8-s cycle the eased head is at half of 180 + 72.
    let middle = SnackbarLinearProgress.indeterminateSegment(trackWidth: 180, elapsed: 0.9)
    #expect(abs(middle.start - 54) < 1e-9 && abs(middle.length - 72) < 1e-9)
    let wrapped = SnackbarLinearProgress.indeterminateSegment(trackWidth: 180, elapsed: 0.9 + 1.8 * 3)
    #expect(abs(wrapped.start - 54) < 1e-6)
    #expect(SnackbarLinearProgress.indeterminateSegment(trackWidth: 180, elapsed: -.infinity) == (0, 0))
    var input = LayoutFixture.input()
    input.progress = .indeterminate
    input.progressElapsedTime = 0.9
    #expect(try LayoutFixture.layout(input).progressIndicatorFrame == CGRect(x: 54, y: 44, width: 72, height: 4))
  }
}
