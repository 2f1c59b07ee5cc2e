import Foundation
import MaterialSnackbar
import SnackbarRendering
import SnackbarSnapshotTesting
import Testing

/// One golden of the matrix: appearance × content × direction × text size × device. Its name
/// spells every axis, e.g. `light-action-ltr-default-phone`.
struct MatrixCase: Sendable, CustomTestStringConvertible {
  /// Light is the Material 3 light theme in light appearance, dark the Material 3 dark theme in
  /// dark appearance, each on its theme's screen colour. (MDC's own snackbar looks the same in
  /// both appearances, so a light/dark axis over it would record every image twice.)
  enum Appearance: String, CaseIterable, Sendable {
    case light, dark

    var theme: SnackbarTheme { self == .light ? .material3Light : .material3Dark }
    var style: SnackbarTraitCollection.UserInterfaceStyle { self == .light ? .light : .dark }
  }

  enum Content: String, CaseIterable, Sendable {
    case noAction = "no-action"
    case action
    case longText = "long-text"
    case actionBelow = "action-below"
    case closeButton = "close-button"
    case progress
    case leadingIcon = "leading-icon"
  }

  /// LTR with Latin text, RTL with Arabic text (the upstream harness' pairing).
  enum Direction: String, CaseIterable, Sendable {
    case ltr, rtl
  }

  /// The default content size (L), or the largest (AX-XXXL) with fonts that follow Dynamic
  /// Type: Body 1 for the message (52 pt at AX-XXXL), Button for the action (20 pt, its largest).
  enum TextSize: String, CaseIterable, Sendable {
    case `default`, largest

    var category: SnackbarContentSizeCategory { self == .default ? .large : .accessibilityExtraExtraExtraLarge }
  }

  /// A phone (359 pt: a 375-pt phone less 8-pt margins; compact × regular) or a tablet (568 pt,
  /// MDC's maximum snackbar width on iPad; regular × regular).
  enum Device: String, CaseIterable, Sendable {
    case phone, tablet

    var width: CGFloat { self == .phone ? 359 : 568 }
  }

  var appearance: Appearance
  var content: Content
  var direction: Direction
  var size: TextSize
  var device: Device

  var name: String {
    "\(appearance.rawValue)-\(content.rawValue)-\(direction.rawValue)-\(size.rawValue)-\(device.rawValue)"
  }
  var testDescription: String { name }

  /// The cases that also get a layout text snapshot: every content in the base configuration
  /// (light, LTR, default size, phone), then the action case with each other axis changed, and a
  /// few combinations where the axes interact (action below on a tablet and at the largest size,
  /// long RTL text at the largest size on a tablet).
  static let layoutNames: Set<String> = [
    "light-no-action-ltr-default-phone", "light-action-ltr-default-phone", "light-long-text-ltr-default-phone",
    "light-action-below-ltr-default-phone", "light-close-button-ltr-default-phone",
    "light-progress-ltr-default-phone", "light-leading-icon-ltr-default-phone",
    "dark-action-ltr-default-phone", "light-action-rtl-default-phone", "light-action-ltr-largest-phone",
    "light-action-ltr-default-tablet", "light-action-below-ltr-default-tablet",
    "light-action-below-rtl-largest-phone", "dark-long-text-rtl-largest-tablet",
    "dark-leading-icon-rtl-largest-phone", "dark-close-button-rtl-default-tablet",
  ]

  static let all: [MatrixCase] = Appearance.allCases.flatMap { appearance in
    Content.allCases.flatMap { content in
      Direction.allCases.flatMap { direction in
        TextSize.allCases.flatMap { size in
          Device.allCases.map {
            MatrixCase(appearance: appearance, content: content, direction: direction, size: size, device: $0)
          }
        }
      }
    }
  }

  var message: SnackbarMessage {
    let latin = direction == .ltr
    let short = latin ? "No quis modo nam" : "عل أخذ استطاعوا الانجليزية"
    switch content {
    case .noAction: return makeMessage(short)
    case .action: return makeMessage(short, action: latin ? "Quando" : "التبرعات")
    case .longText:
      return makeMessage(
        latin
          ? "\(GoldenText.longLatin) \(GoldenText.longActionLatin)"
          : "\(GoldenText.longArabic) \(GoldenText.longActionArabic)")
    case .actionBelow:
      return makeMessage(short, action: latin ? GoldenText.longActionLatin : GoldenText.longActionArabic)
    case .closeButton: return makeMessage(short, closeButton: true)
    case .progress: return makeMessage(short, progress: .determinate(0.6))
    case .leadingIcon: return makeMessage(short, icon: .info)
    }
  }

  var traits: SnackbarTraitCollection {
    SnackbarTraitCollection(
      userInterfaceStyle: appearance.style, layoutDirection: direction == .ltr ? .leftToRight : .rightToLeft,
      preferredContentSizeCategory: size.category, horizontalSizeClass: device == .phone ? .compact : .regular,
      verticalSizeClass: .regular, userInterfaceIdiom: device == .phone ? .phone : .pad)
  }

  /// The theme, then fonts that scale (the theme's own are fixed 14 pt, the same at size L).
  var manager: SnackbarManager {
    let manager = SnackbarManager()
    appearance.theme.apply(to: manager)
    manager.messageFont = .preferredFont(forTextStyle: .body1)
    manager.buttonFont = .preferredFont(forTextStyle: .button)
    return manager
  }
}

@Suite(.goldenTimings) struct MatrixSnapshotTests {
  @Test(arguments: MatrixCase.all) func matrix(_ matrixCase: MatrixCase) {
    let manager = matrixCase.manager
    let framing = SnackbarFraming.backdrop(color: matrixCase.appearance.theme.screenBackgroundColor, inset: 16)
    let width = matrixCase.device.width
    let traits = matrixCase.traits
    assertGolden(
      of: matrixCase.message, as: .image(width: width, traits: traits, manager: manager, framing: framing),
      named: matrixCase.name,
      layout: MatrixCase.layoutNames.contains(matrixCase.name)
        ? .layout(width: width, traits: traits, manager: manager) : nil)
  }

  @Test func layoutSubsetNamesExist() {
    let names = Set(MatrixCase.all.map(\.name))
    #expect(MatrixCase.all.count == 112)
    #expect(names.count == 112)
    #expect(MatrixCase.layoutNames.isSubset(of: names))
  }
}
