import Foundation
import MaterialSnackbar
import SnackbarLayout
import Testing

/// Right-to-left layouts are the exact mirror images of left-to-right ones.
@Suite struct LayoutMirroringTests {
  func pair(_ configure: (inout SnackbarLayoutInput) -> Void) throws -> (SnackbarFrames, SnackbarFrames) {
    var ltr = LayoutFixture.input(LayoutFixture.twoLineText, action: "NO")
    configure(&ltr)
    var rtl = ltr
    rtl.traits.layoutDirection = .rightToLeft
    rtl.message.direction = .rightToLeft
    return (try LayoutFixture.layout(ltr), try LayoutFixture.layout(rtl))
  }

  @Test func everyFrameMirrors() throws {
    let cases: [(inout SnackbarLayoutInput) -> Void] = [
      { _ in },
      { $0.actionTitle = LayoutFixture.longAction },
      {
        $0.leadingIcon = .info; $0.showsCloseButton = true
      },
      { $0.progress = .determinate(0.3) },
      {
        $0.actionTitle = nil; $0.usesGM3Shapes = true
      },
    ]
    for configure in cases {
      let (ltr, rtl) = try pair(configure)
      let width = ltr.containerFrame.width
      #expect(rtl.direction == .rightToLeft)
      #expect(rtl.containerFrame == ltr.containerFrame)
      #expect(rtl.labelFrame == ltr.labelFrame.mirrored(in: width))
      #expect(rtl.labelViewportFrame == ltr.labelViewportFrame.mirrored(in: width))
      #expect(rtl.actionButtonFrame == ltr.actionButtonFrame?.mirrored(in: width))
      #expect(rtl.actionTitleFrame == ltr.actionTitleFrame?.mirrored(in: width))
      #expect(rtl.iconFrame == ltr.iconFrame?.mirrored(in: width))
      #expect(rtl.closeButtonFrame == ltr.closeButtonFrame?.mirrored(in: width))
      #expect(rtl.closeIconFrame == ltr.closeIconFrame?.mirrored(in: width))
      #expect(rtl.progressFrame == ltr.progressFrame?.mirrored(in: width))
      #expect(rtl.progressIndicatorFrame == ltr.progressIndicatorFrame?.mirrored(in: width))
      #expect(rtl.contentMargins == ltr.contentMargins)
    }
  }

  @Test func rightToLeftTextStartsSixteenFromTheRightAndTheTitleSixteenFromTheLeft() throws {
    let traits = LayoutFixture.traits(rtl: true)
    let layout = try LayoutFixture.layout(LayoutFixture.input("عل", action: "قد", traits: traits))
    #expect(layout.labelFrame == CGRect(x: 60, y: 15.5, width: 104, height: 17))
    #expect(layout.labelLines.first?.maxX == 164)  // natural alignment: right edge of the label
    #expect(layout.actionButtonFrame == CGRect(x: 8, y: 2, width: 44, height: 44))
    #expect(layout.actionTitleFrame?.minX == 16)
  }

  @Test func placementMirrorsTheMargins() throws {
    let sizing = LayoutFixture.phoneHost(
      safeArea: SnackbarEdgeInsets(left: 44), leadingMargin: 100, trailingMargin: 5)
    let ltr = try LayoutFixture.layout(LayoutFixture.input(action: "NO", sizing: sizing))
    let rtl = try LayoutFixture.layout(
      LayoutFixture.input(action: "NO", traits: LayoutFixture.traits(rtl: true), sizing: sizing))
    // LTR: leading (left) = 100 + 44; RTL: the left side is trailing: 5 + 44.
    #expect(ltr.containerFrame.minX == 144 && ltr.containerFrame.width == 375 - 105 - 44)
    #expect(rtl.containerFrame.minX == 49 && rtl.containerFrame.width == ltr.containerFrame.width)
  }
}
