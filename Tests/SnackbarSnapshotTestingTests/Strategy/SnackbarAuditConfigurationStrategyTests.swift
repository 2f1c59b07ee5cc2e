import Foundation
import MaterialSnackbar
import SnackbarAudit
import SnackbarFiles
import SnackbarRenderAudit
import SnackbarRendering
import SnackbarSnapshotTestSupport
import Testing

@testable import SnackbarSnapshotTesting

/// The `.audit` strategy honours a project's `.snackbar-audit.json` as `snackbar audit` does.
@Suite struct SnackbarAuditConfigurationStrategyTests {
  static func request() -> SnackbarRenderRequest {
    let message = SnackbarMessage(text: "Photo archived")
    message.action = SnackbarMessageAction(title: "Undo")
    return SnackbarRenderRequest(message: message, manager: SnackbarManager(), sizing: .fittingWidth(359))
  }

  @Test func aRuleTurnedOffMovesItsFindingToTheIgnoredBlocksWithTheReason() throws {
    let renderer = try SnackbarRendererCache.renderer()
    let plain = try SnackbarAuditSnapshotText.text(for: Self.request(), renderer: renderer)
    #expect(plain.contains("\nwarning target.action (action)\n"))
    let configuration = try SnackbarAuditConfiguration(
      json: Array(#"{"rules": {"target.action": "off"}}"#.utf8), file: ".snackbar-audit.json")
    let text = try SnackbarAuditSnapshotText.text(
      for: Self.request(), renderer: renderer, configuration: configuration)
    #expect(!text.contains("\nwarning target.action (action)\n"))
    #expect(text.contains("\nignored warning target.action (action)\n  measured: "))
    #expect(text.contains("×44 pt\n  reason: target.action is off in .snackbar-audit.json, line 1\n"))
    #expect(text.contains("findings: 0 error, 0 warning"))
  }

  @Test func appleTargetsDropMaterialsWarning() throws {
    let configuration = try SnackbarAuditConfiguration(
      json: Array(#"{"options": {"targetSize": "apple"}}"#.utf8), file: "c.json")
    let text = try SnackbarAuditSnapshotText.text(
      for: Self.request(), renderer: SnackbarRendererCache.renderer(), configuration: configuration)
    #expect(!text.contains("target.action"))
  }

  @Test func theNearestFileIsFoundFromAFolderUpAndALinkIsRefused() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let nested = temporary.path("App/Sources/Feature")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    #expect(
      try SnackbarAuditConfigurationFile.find(from: BytePath(nested.path))?.description.hasSuffix(
        "/.snackbar-audit.json") != true)
    let file = temporary.path("App/.snackbar-audit.json")
    try Data(#"{"rules": {"text.lines": "error"}}"#.utf8).write(to: file)
    let found = try #require(try SnackbarAuditConfigurationFile.find(from: BytePath(nested.path)))
    #expect(found.description.hasSuffix("/App/.snackbar-audit.json"))
    let configuration = try SnackbarAuditConfigurationFile.read(found, followingLinks: false)
    #expect(configuration.rules[.textLines] == .severity(.error))

    // A nearer link to another file is refused, not followed.
    let secret = temporary.path("secret.json")
    try Data(#"{"token": "s3cr3t"}"#.utf8).write(to: secret)
    try FileManager.default.createSymbolicLink(
      at: temporary.path("App/Sources/.snackbar-audit.json"), withDestinationURL: secret)
    let error = try #require(throws: SnackbarAuditFileError.self) {
      try SnackbarAuditConfigurationFile.find(from: BytePath(nested.path))
    }
    #expect(error.description.contains("is a symbolic link, not a regular file"))
    #expect(!error.description.contains("s3cr3t"))
  }
}
