import Foundation
import MaterialSnackbar
import SnackbarFlow
import SnackbarFlowTestSupport
import Testing

@Suite struct SnackbarScenarioHostTests {
  @Test func devicesPlayAtTheirOwnScaleUnlessOverridden() throws {
    let input = try FlowScenarios.scenario()
    let host = try input.makeHost()
    #expect(host.size == CGSize(width: 393, height: 852) && host.traitCollection.displayScale == 3)
    #expect(host.safeAreaInsets == SnackbarEdgeInsets(top: 59, bottom: 34))
    #expect(try input.makeHost(scale: 1).traitCollection.displayScale == 1)
    let landscape = try FlowScenarios.scenario(
      #"{"device": "iphone-15", "landscape": true, "scale": 2, "until": 1, "steps": []}"#)
    let turned = try landscape.makeHost()
    #expect(turned.size == CGSize(width: 852, height: 393) && turned.traitCollection.displayScale == 2)
    #expect(throws: SnackbarScenarioError.self) { try input.makeHost(scale: 5) }
  }

  /// A device name is checked when the host is built, after reading; its error still names the line and
  /// column of the file, and shows the name escaped and cut.
  @Test func anUnknownDeviceIsNamedWhereTheFileSaysIt() throws {
    let input = try FlowScenarios.scenario(
      "{\"until\": 1,\n \"device\": \"nokia-3310\\u001b[2J" + String(repeating: "x", count: 100) + "\", \"steps\": []}")
    #expect {
      try input.makeHost()
    } throws: { error in
      guard let error = error as? SnackbarScenarioError else { return false }
      return error.key == "device" && error.line == 2 && error.column == 12
        && error.description.contains(#"got "nokia-3310\x1B[2Jxxx"#) && error.description.contains("x…\"")
    }
  }

  /// The rules `snackbar screen` builds its host with: a keyboard, a requested scale over the
  /// preset's own, a custom size's scale and size classes, and an unknown name refused.
  @Test func hostRulesTakeTheKeyboardAndTheScale() throws {
    let phone = try SnackbarScenarioHost.device(name: "iphone-se", landscape: true).makeHost(keyboardHeight: 200)
    #expect(phone.size == CGSize(width: 667, height: 375) && phone.keyboardHeight == 200 && phone.isWindow)
    #expect(phone.traitCollection.displayScale == 2 && phone.traitCollection.verticalSizeClass == .compact)
    let scaled = try SnackbarScenarioHost.device(name: "ipad-pro-11", scale: 1).makeHost()
    #expect(scaled.traitCollection.displayScale == 1 && scaled.traitCollection.isRegularRegular)
    let custom = try SnackbarScenarioHost.custom(
      size: CGSize(width: 600, height: 800), safeArea: SnackbarEdgeInsets(top: 10), regular: true, scale: 3
    ).makeHost(keyboardHeight: 300)
    #expect(custom.size == CGSize(width: 600, height: 800) && custom.keyboardHeight == 300)
    #expect(custom.traitCollection.displayScale == 3 && custom.traitCollection.userInterfaceIdiom == .pad)
    #expect(throws: SnackbarScenarioError.self) { try SnackbarScenarioHost.device(name: "nokia").makeHost() }
  }

  @Test func customSizesAndTheDarkThemeReachTheHost() throws {
    let input = try FlowScenarios.scenario(
      #"{"size": "600x800", "safeArea": [10, 0, 0, 0], "regular": true, "theme": "m3-dark", "until": 1, "steps": []}"#)
    let host = try input.makeHost()
    #expect(host.size == CGSize(width: 600, height: 800))
    #expect(host.traitCollection.isRegularRegular && host.traitCollection.isDark)
    #expect(host.traitCollection.displayScale == 2)
    #expect(input.screenBackground == SnackbarTheme.material3Dark.screenBackgroundColor)
  }

  @Test func aCopyAtAnotherScaleKeepsTheScreen() {
    let host = SnackbarHost(
      size: CGSize(width: 300, height: 500), safeAreaInsets: SnackbarEdgeInsets(top: 20),
      traitCollection: SnackbarTraitCollection(displayScale: 3), keyboardHeight: 200, isWindow: false)
    let copy = host.copy(scale: 1)
    #expect(copy !== host)
    #expect(copy.size == host.size && copy.safeAreaInsets == host.safeAreaInsets)
    #expect(copy.keyboardHeight == 200 && !copy.isWindow && copy.traitCollection.displayScale == 1)
  }
}
