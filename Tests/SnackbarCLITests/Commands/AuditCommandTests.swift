import Foundation
import SnackbarFiles
import SnackbarImage
import SnackbarRendering
import Testing

/// `snackbar audit`: the screen command's options, the table, `--json`, `--overlay`,
/// `--fail-on` and the exit statuses.
@Suite final class AuditCommandTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  func json(_ run: CLIRun) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(run.outputText.utf8)) as? [String: Any])
  }

  func rules(_ run: CLIRun) throws -> [String] {
    try #require(try json(run)["findings"] as? [[String: String]]).compactMap { $0["rule"] }
  }

  @Test func mdcDefaultsHaveOnlyWarningsAndInformation() throws {
    let run = snackbar(["audit", "--text", "Photo archived", "--action", "Undo"])
    #expect(run.status == 0, "\(run.errorText)")
    #expect(run.output.first?.hasPrefix("SEVERITY  RULE") == true)
    #expect(run.outputText.contains("target.action"))
    #expect(run.outputText.contains("message   #FFFFFF     #323232     12.82:1"))
    let strict = snackbar(["audit", "--text", "Photo archived", "--action", "Undo", "--fail-on", "warning"])
    #expect(strict.status == 1)
    let quiet = snackbar(["audit", "--text", "Photo archived", "--fail-on", "info"])
    #expect(quiet.status == 0, "\(quiet.outputText)")
    #expect(quiet.output.first == "No findings.")
  }

  @Test func jsonHasTheFindingsAndTheCompositedColors() throws {
    // Black at 0.5 over the white screen: the container is drawn grey 127.
    let run = snackbar([
      "audit", "--text", "Saved", "--container-color", "#00000080", "--device", "iphone-se", "--json",
    ])
    #expect(run.status == 1, "\(run.errorText)")
    let object = try json(run)
    #expect(Set(object.keys) == ["findings", "contrast"])
    let message = try #require((object["contrast"] as? [String: [String: Any]])?["message"])
    #expect(message["background"] as? String == "#7F7F7F")
    #expect(message["foreground"] as? String == "#FFFFFF")
    #expect(message["wcag"] as? Double == 4.0)
    #expect(try rules(run).first == "contrast.text")
  }

  @Test func aScreenshotIsWhatIsBehindTheContainer() throws {
    let black = try scratch.writePNG("black.png", width: 100, height: 200, fill: RGBAPixel(white: 0))
    let run = snackbar([
      "audit", "--text", "Saved", "--size", "100x200", "--scale", "1", "--background", black, "--container-color",
      "#00000080", "--json",
    ])
    #expect(run.status == 0, "\(run.errorText)")
    let message = try #require((try json(run)["contrast"] as? [String: [String: Any]])?["message"])
    #expect(message["background"] as? String == "#000000")
  }

  @Test func aHairlineInTheScreenshotUnderATranslucentContainerCounts() throws {
    // A white screenshot with one black pixel row, a list's separator, one row into the
    // container: white at 0.5 is drawn grey 128 over it, and #767676 text there has 1.1:1.
    let host = ["--size", "390x844", "--scale", "3"]
    let layoutPath = scratch.path("layout.json")
    let colors = ["--container-color", "#FFFFFF80", "--text-color", "#767676"]
    let white = try scratch.writePNG("white.png", width: 1170, height: 2532, fill: RGBAPixel(white: 255))
    let plain = snackbar(["audit", "--text", "Saved"] + host + colors + ["--background", white, "--json"])
    #expect(plain.status == 0, "\(plain.outputText)")
    #expect(
      snackbar(["screen", "--text", "Saved", "--output", scratch.path("s.png"), "--layout-json", layoutPath] + host)
        .status == 0)
    let layout = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: layoutPath))) as? [String: Any])
    let container = try #require(layout["containerFrame"] as? [String: Double])
    let row = Int(try #require(container["y"]) * 3) + 1
    var image = try RGBAImage(width: 1170, height: 2532, fill: RGBAPixel(white: 255))
    for x in 0..<image.width { image[x, row] = RGBAPixel(white: 0) }
    let lined = scratch.path("lined.png")
    try AtomicFile.write(try PNGCodec.encode(image), to: URL(fileURLWithPath: lined))
    let run = snackbar(["audit", "--text", "Saved"] + host + colors + ["--background", lined, "--json"])
    #expect(run.status == 1, "\(run.outputText)")
    let message = try #require((try json(run)["contrast"] as? [String: [String: Any]])?["message"])
    #expect(message["background"] as? String == "#808080")
    #expect(try rules(run).first == "contrast.text")
  }

  @Test func theIssuesBadSnackbarFailsAndItsOverlayIsWritten() throws {
    let overlay = scratch.path("audit/overlay.png")
    let run = snackbar([
      "audit", "--text", "Error", "--action", "OK", "--container-color", "#FFFFFF", "--text-color", "#999999",
      "--importance", "error", "--no-icon", "--device", "iphone-se", "--overlay", overlay, "--json",
    ])
    #expect(run.status == 1, "\(run.errorText)")
    #expect(
      try rules(run) == [
        "contrast.text", "contrast.action", "target.action", "feedback.colourOnly", "wording.vague",
        "wording.dismissAction",
      ])
    // The screen at the device's pixel size, with red boxes drawn on it.
    let image = try PNGCodec.decode(contentsOf: URL(fileURLWithPath: overlay))
    #expect(image.width == 750 && image.height == 1334)
    let plain = scratch.path("plain.png")
    #expect(
      snackbar([
        "screen", "--text", "Error", "--action", "OK", "--container-color", "#FFFFFF", "--text-color", "#999999",
        "--importance", "error", "--no-icon", "--device", "iphone-se", "--output", plain,
      ]).status == 0)
    #expect(try PNGCodec.decode(contentsOf: URL(fileURLWithPath: plain)) != image)
  }

  @Test func timingFollowsDurationAndTheLegacyRule() throws {
    let long = "Your three photos were uploaded to the shared family album and everyone can see them now"
    #expect(try rules(snackbar(["audit", "--text", long, "--json"])).contains("timing.reading"))
    #expect(try !rules(snackbar(["audit", "--text", long, "--duration", "10", "--json"])).contains("timing.reading"))
    let legacy = snackbar(["audit", "--text", "Archived", "--action", "Undo", "--legacy-dismissal", "--json"])
    #expect(legacy.status == 1)
    #expect(try rules(legacy).contains("timing.action"))
  }

  @Test func aTransparentColorIsAFindingNotACrash() throws {
    let run = snackbar(["audit", "--text", "Saved", "--text-color", "#FFFFFF00", "--json"])
    #expect(run.status == 1, "\(run.errorText)")
    #expect(try rules(run).contains("contrast.text"))
  }

  @Test(arguments: [
    (["--duration", "11"], "--duration must be in 0...10"),
    (["--duration", "nan"], "--duration must be a number"),
    (["--fail-on", "fatal"], "--fail-on must be error, warning or info"),
    (["--overlay", "x.pdf"], "--overlay must name a .png file"),
    (["--size", "99999x1"], "--size must be WxH"),
    (["--output", "x.png"], "unknown option --output"),
    (["--importance", "loud"], "--importance must be one of"),
  ])
  func badInputIsExitTwoAndWritesNothing(_ extra: [String], _ message: String) throws {
    let overlay = scratch.path("o.png")
    let run = snackbar(
      ["audit", "--text", "Saved"] + (extra.contains("--overlay") ? [] : ["--overlay", overlay]) + extra)
    #expect(run.status == 2)
    #expect(run.errorText.contains(message), "\(run.errorText)")
    #expect(run.output.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: overlay))
  }

  @Test func theOverlayMayNotBeAnInput() throws {
    let text = scratch.path("text.png")
    try Data("Saved".utf8).write(to: URL(fileURLWithPath: text))
    let run = snackbar(["audit", "--text-file", text, "--overlay", text])
    #expect(run.status == 2 && run.errorText.contains("--overlay names the same file as --text-file"))
    #expect(try String(contentsOfFile: text, encoding: .utf8) == "Saved")
  }

  @Test func hostileTextIsEscapedInTheTableAndTheJSON() throws {
    // The message drops control characters as it is drawn; the action title is quoted as given.
    let arguments = ["audit", "--text", "Error\u{1B}[2J", "--action", "Undo\u{1B}]0;owned\u{7}", "--legacy-dismissal"]
    let table = snackbar(arguments)
    #expect(table.status == 1)
    #expect(!table.outputText.contains("\u{1B}") && !table.outputText.contains("\u{7}"))
    #expect(table.outputText.contains("\\x1B]0;OWNED\\x07"), "\(table.outputText)")
    let json = snackbar(arguments + ["--json"])
    #expect(!json.outputText.contains("\u{1B}"))
    #expect(json.outputText.contains("\\u001b"))
    #expect(try rules(json).contains("wording.vague"))
  }

  @Test func helpAndOverviewListTheCommand() {
    let help = snackbar(["audit", "--help"])
    #expect(help.status == 0)
    for option in ["--duration SECONDS", "--json", "--overlay FILE.png", "--fail-on LEVEL", "--device NAME"] {
      #expect(help.outputText.contains(option), "\(option)")
    }
    #expect(snackbar(["--help"]).outputText.contains("  audit"))
  }
}
