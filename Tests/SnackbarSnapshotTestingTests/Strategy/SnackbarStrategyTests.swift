import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarRendering
import SnackbarRenderingStack
import SnackbarSnapshotCore
import SnackbarSnapshotTestSupport
import Synchronization
import Testing

@testable import SnackbarSnapshotTesting

/// The snackbar strategies end to end, through `verifySnapshot` in a temporary package: record,
/// re-run, a one-pixel change, layout stability, themes, screens and the renderer cache.
@Suite final class SnackbarStrategyTests: Sendable {
  let temporary: TemporaryDirectory
  let testFile: String

  init() throws {
    temporary = try TemporaryDirectory()
    try Data("// test package\n".utf8).write(to: temporary.path("Package.swift"))
    testFile = temporary.path("Tests/DemoTests/ToastTests.swift").path
  }

  deinit {
    temporary.cleanUp()
  }

  var goldenDirectory: URL { temporary.path("Snapshots/ToastTests") }
  var artifacts: URL { temporary.path("artifacts") }

  func verify<Value, Format>(
    _ value: Value, as strategy: Snapshotting<Value, Format>, named name: String,
    fingerprint: SnapshotFingerprintSource? = nil
  ) -> SnapshotFailure? {
    verifySnapshot(
      of: { value }, as: strategy, named: name, record: nil, snapshotDirectory: nil,
      configuration: isolatedConfiguration(artifacts: artifacts, fingerprint: fingerprint), filePath: testFile,
      testName: "testToast()")
  }

  static func message(_ text: String = "Photo archived", action: String? = "Undo") -> SnackbarMessage {
    let message = SnackbarMessage(text: text)
    message.action = action.map { SnackbarMessageAction(title: $0) }
    return message
  }

  // MARK: - Images

  @Test func imageRecordsThenPassesThenFailsOnOneChangedPixelWithArtifacts() throws {
    let strategy = Snapshotting<SnackbarMessage, RGBAImage>.image()
    let recorded = try #require(verify(Self.message(), as: strategy, named: "archived"))
    #expect(recorded.kind == .recorded)
    #expect(verify(Self.message(), as: strategy, named: "archived") == nil)

    // A second golden beside it, to show that only the changed one fails.
    #expect(verify(Self.message("Photo deleted"), as: strategy, named: "deleted")?.kind == .recorded)
    #expect(verify(Self.message("Photo deleted"), as: strategy, named: "deleted") == nil)

    let golden = goldenDirectory.appendingPathComponent("archived.png")
    var image = try PNGCodec.decode(contentsOf: golden)
    let pixel = image[40, 40]
    image[40, 40] = RGBAPixel(red: pixel.red ^ 0xFF, green: pixel.green, blue: pixel.blue, alpha: pixel.alpha)
    try Data(try PNGCodec.encode(image)).write(to: golden)

    let failure = try #require(verify(Self.message(), as: strategy, named: "archived"))
    #expect(failure.kind == .mismatch)
    #expect(failure.message.contains("does not match its golden \(golden.path)"))
    #expect(failure.message.contains("1 of \(image.width * image.height) pixels"))
    for role in ["reference", "actual", "difference"] {
      let url = try #require(failure.artifact(role), "no \(role) artifact")
      #expect(FileManager.default.fileExists(atPath: url.path))
    }
    #expect(verify(Self.message("Photo deleted"), as: strategy, named: "deleted") == nil)
  }

  @Test func imageMatchesTheRendererDrawingTheSameRequest() throws {
    let message = Self.message()
    let image = try Snapshotting<SnackbarMessage, RGBAImage>.image(width: 300, scale: 1).snapshot(message)
    var request = SnackbarRenderRequest(message: message, traits: SnackbarTraitCollection(displayScale: 1))
    request.sizing = .fittingWidth(300)
    request.framing = .snapshotDefault
    #expect(image == (try SnackbarRenderer().render(request)))
    #expect(image.width == 300 + 2 * 16)
    #expect(try Snapshotting<SnackbarRenderRequest, RGBAImage>.image().snapshot(request) == image)
  }

  @Test func scaleArgumentWinsOverTheTraits() throws {
    let strategy = Snapshotting<SnackbarMessage, RGBAImage>.image(
      width: 200, scale: 3, traits: SnackbarTraitCollection(displayScale: 1), framing: .tight)
    let image = try strategy.snapshot(Self.message(action: nil))
    // Tight framing adds the shadow's reach on each side; the width alone is 600 px at 3x.
    #expect(image.width >= 600)
    #expect(image.width % 3 == 0)
  }

  @Test func recordingWritesTheRenderingStackFingerprintBesideTheGoldens() throws {
    let failure = try #require(
      verify(Self.message(), as: .image(), named: "archived", fingerprint: .renderingStack))
    #expect(failure.kind == .recorded)
    let stored = try Data(contentsOf: goldenDirectory.appendingPathComponent("fingerprint.json"))
    let fingerprint = try JSONDecoder().decode(RenderingFingerprint.self, from: stored)
    #expect(fingerprint == (try SnackbarRendererCache.renderer().fingerprint))
  }

  @Test func messageViewStrategyDrawsTheViewsOwnStyling() throws {
    let manager = SnackbarManager()
    SnackbarTheme.material3Light.apply(to: manager)
    let view = SnackbarMessageView(message: Self.message(), dismissHandler: nil, snackbarManager: manager)
    let viewImage = try Snapshotting<SnackbarMessageView, RGBAImage>.image().snapshot(view)
    let messageImage = try Snapshotting<SnackbarMessage, RGBAImage>.image(theme: .material3Light)
      .snapshot(Self.message())
    #expect(viewImage == messageImage)
    #expect(verify(view, as: .image(), named: "view")?.kind == .recorded)
    #expect(verify(view, as: .image(), named: "view") == nil)
  }

  // MARK: - Themes

  @Test func themeIsAppliedToACopyNotToTheCallersManager() throws {
    let manager = SnackbarManager()
    manager.messageElevation = ShadowElevation(0)
    let themed = try Snapshotting<SnackbarMessage, RGBAImage>.image(theme: .material3Light, manager: manager)
      .snapshot(Self.message())
    let plain = try Snapshotting<SnackbarMessage, RGBAImage>.image().snapshot(Self.message())
    // 16-pt inset at 2x: (40, 40) is 4 pt inside the snackbar's top-left corner, above the text.
    #expect(themed[40, 40] == RGBAPixel(red: 0x32, green: 0x2F, blue: 0x35))
    #expect(plain[40, 40] == RGBAPixel(red: 0x32, green: 0x32, blue: 0x32))
    #expect(manager.snackbarMessageViewBackgroundColor == nil)
    #expect(manager.messageElevation == ShadowElevation(0))
  }

  @Test func themeKeepsTheManagersGM3Flag() throws {
    let manager = SnackbarManager()
    manager.usesGM3Shapes = true
    let text = try Snapshotting<SnackbarMessage, String>.layout(theme: .material3Dark, manager: manager)
      .snapshot(Self.message())
    #expect(text.contains("GM3 shapes: yes"))
    #expect(text.contains("elevation: 0"))
    #expect(text.contains("background: #E6E0E9FF"))
  }

  @Test func layoutHeaderNamesResolvedColorsAndFonts() throws {
    let text = try Snapshotting<SnackbarMessage, String>.layout(theme: .material3Light).snapshot(Self.message())
    let expected = [
      "sizing: fitting width 359",
      "traits: @2x, ltr, light, content size L, size classes compact/regular, phone",
      "language: en", "animation: visible", "background: #322F35FF", "text colour: #F5EFF7FF",
      "message fonts: Roboto 14pt w400 (system 14pt w400)", "action: \"Undo\"",
      "action font: Roboto 14pt w500 (system 14pt w500)",
      "action title colours: normal #D0BCFFFF, highlighted #D0BCFFFF", "elevation: 6", "corner radius: 4",
      "arrangement: horizontal, 1 line",
    ]
    for line in expected {
      #expect(text.contains("\n\(line)\n"), "missing \(line)")
    }
    let mdc = try Snapshotting<SnackbarMessage, String>.layout().snapshot(Self.message())
    #expect(mdc.contains("\naction: \"UNDO\"\n"))
    #expect(mdc.contains("\naction title colours: normal #FFFFFF99, highlighted #FFFFFFFF\n"))
  }

  // MARK: - Layout text

  @Test func layoutIsStableAcrossRunsAndVerifies() throws {
    let strategy = Snapshotting<SnackbarMessage, String>.layout(traits: SnackbarTraitCollection(displayScale: 3))
    let first = try strategy.snapshot(Self.message("Quando volumus maluisset cum ei, ad zril quodsi cum."))
    let second = try strategy.snapshot(Self.message("Quando volumus maluisset cum ei, ad zril quodsi cum."))
    #expect(first == second)
    #expect(first.hasPrefix(SnackbarLayoutReport.title))
    #expect(first.hasSuffix("}\n"))
    let long = Self.message("Quando volumus maluisset cum ei, ad zril quodsi cum.")
    #expect(verify(long, as: strategy, named: "long")?.kind == .recorded)
    #expect(goldenDirectory.appendingPathComponent("long.txt").path.hasSuffix(".txt"))
    #expect(verify(long, as: strategy, named: "long") == nil)
    // Made on another thread, with that thread's renderer: the same text.
    let otherThread = try runOnNewThread { try strategy.snapshot(long) }
    #expect(otherThread == first)
  }

  @Test func layoutContainsEachLinesText() throws {
    let strategy = Snapshotting<SnackbarMessage, String>.layout(width: 200)
    let messages = try strategy.snapshot(Self.message("Archived 3 messages from your inbox", action: nil))
    let conversations = try strategy.snapshot(Self.message("Archived 3 conversations from your inbox", action: nil))
    // Changing a word shows as that word, not only as a width.
    #expect(messages.contains("messages"))
    #expect(conversations.contains("conversations"))
    #expect(!conversations.contains("messages"))
    // One quoted line of text per laid-out line, in order.
    let lineCount = messages.components(separatedBy: "\n  line ").count - 1
    #expect(lineCount >= 2)
    #expect(messages.contains("2 lines"))
  }

  @Test func layoutLengthsAreRoundedToThePrecision() throws {
    #expect(SnackbarLayoutReport.round(16.333, to: 0.5) == 16.5)
    #expect(SnackbarLayoutReport.round(16.2, to: 0.5) == 16)
    #expect(SnackbarLayoutReport.round(-0.1, to: 0.5) == 0)
    #expect(SnackbarLayoutReport.round(3.14159, to: 0) == 3.14159)
    let text = try Snapshotting<SnackbarMessage, String>.layout(precision: 1).snapshot(Self.message())
    let json = try #require(text.split(separator: "layout:\n").last)
    for number in json.split(whereSeparator: { !"0123456789.-".contains($0) }) where number.contains(".") {
      Issue.record("a length kept decimals at precision 1: \(number)")
    }
  }

  @Test func screenStrategyDrawsTheHostAtTheRequestedScale() throws {
    let manager = SnackbarManager()
    manager.setBottomOffset(49)
    let screen = SnackbarScreen(message: Self.message(), device: .iPhone15, manager: manager)
    let image = try Snapshotting<SnackbarScreen, RGBAImage>.image(scale: 1).snapshot(screen)
    #expect(image.width == 393)
    #expect(image.height == 852)
    let native = try Snapshotting<SnackbarScreen, RGBAImage>.image().snapshot(screen)
    #expect(native.width == 393 * 3)
    let text = try Snapshotting<SnackbarScreen, String>.layout(theme: .material3Dark).snapshot(screen)
    #expect(text.contains("bottom offset 49"))
    #expect(text.contains("background: #E6E0E9FF"))
    // The caller's host keeps its scale.
    #expect(screen.host.traitCollection.displayScale == 3)
  }

  // MARK: - Renderer cache

  @Test func rendererIsCachedPerThread() throws {
    let here = try SnackbarRendererCache.renderer()
    #expect(try SnackbarRendererCache.renderer() === here)
    let there = try runOnNewThread { ObjectIdentifier(try SnackbarRendererCache.renderer()) }
    #expect(there != ObjectIdentifier(here))
  }
}

/// Runs `body` on a new thread and waits for it: the renderer cache is per thread.
private func runOnNewThread<Output: Sendable>(_ body: @escaping @Sendable () throws -> Output) throws -> Output {
  let box = ThreadResult<Output>()
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    box.value.withLock { $0 = Result { try body() } }
    done.signal()
  }
  thread.start()
  done.wait()
  return try box.value.withLock { $0! }.get()
}

private final class ThreadResult<Value: Sendable>: Sendable {
  let value = Mutex<Result<Value, any Error>?>(nil)
}
