import Foundation
import MaterialSnackbar
import SnackbarFlow
import SnackbarRendering
import Testing

/// The default themes audit without an error at every Dynamic Type size on every device preset,
/// through `snackbar audit` itself. What does fire is Material's or MDC's own choice, and the
/// "What the default themes get", in SnackbarAudit's article "The audit", says why; these tests pin exactly that.
@Suite struct DefaultThemesAuditTests {
  static let sizes = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX-M", "AX-L", "AX-XL", "AX-XXL", "AX-XXXL"]

  /// A short message with an action (MDC's README example) and a two-sentence one.
  static let messages = [
    (text: "Photo archived", action: "Undo"), (text: "Couldn't send message. Check your connection.", action: "Retry"),
  ]

  struct Finding: Hashable, CustomStringConvertible {
    let severity: String
    let rule: String
    var description: String { "\(severity) \(rule)" }
  }

  func findings(_ arguments: [String]) throws -> (status: Int32, findings: Set<Finding>) {
    let run = snackbar(["audit", "--json"] + arguments)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.outputText.utf8)) as? [String: Any], "\(run.errorText)")
    let findings = try #require(object["findings"] as? [[String: String]])
    return (run.status, Set(findings.map { Finding(severity: $0["severity"] ?? "", rule: $0["rule"] ?? "") }))
  }

  @Test(arguments: SnackbarTheme.allCases)
  func noErrorAtAnySizeOnAnyDevice(_ theme: SnackbarTheme) throws {
    for device in SnackbarDevice.presets {
      for size in Self.sizes {
        for message in Self.messages {
          let (status, found) = try findings([
            "--text", message.text, "--action", message.action, "--theme", theme.rawValue, "--device", device.name,
            "--content-size", size,
          ])
          let context = "\(theme.rawValue) \(device.name) \(size) \(message.text)"
          #expect(status == 0, "\(context): \(found)")
          #expect(found.allSatisfy { $0.severity != "error" }, "\(context): \(found)")
          // MDC iOS sizes its buttons to Apple's 44 pt, under Material's 48 dp: a warning everywhere.
          #expect(found.contains(Finding(severity: "warning", rule: "target.action")), "\(context)")
          // MDC's and Material 2's action (white at 0.6 on #323232 or #333333) passes WCAG but is
          // under APCA's Lc 60 for a label: information, only for those two themes.
          let apcaInfo = Finding(severity: "info", rule: "contrast.action")
          #expect(found.contains(apcaInfo) == (theme == .mdc || theme == .material2), "\(context)")
          // Anything else is about the text, not the theme: more than two lines at large sizes.
          let themeFindings: Set<Finding> = [Finding(severity: "warning", rule: "target.action"), apcaInfo]
          #expect(
            found.subtracting(themeFindings).isSubset(of: [Finding(severity: "warning", rule: "text.lines")]),
            "\(context): \(found)")
        }
      }
    }
  }

  @Test(arguments: SnackbarTheme.allCases)
  func theShortMessageHasOnlyTheThemesOwnFindings(_ theme: SnackbarTheme) throws {
    for device in SnackbarDevice.presets {
      for size in Self.sizes {
        let (_, found) = try findings([
          "--text", "Photo archived", "--action", "Undo", "--theme", theme.rawValue, "--device", device.name,
          "--content-size", size,
        ])
        var expected: Set<Finding> = [Finding(severity: "warning", rule: "target.action")]
        if theme == .mdc || theme == .material2 { expected.insert(Finding(severity: "info", rule: "contrast.action")) }
        #expect(found == expected, "\(theme.rawValue) \(device.name) \(size)")
      }
    }
  }
}
