import Foundation
import MaterialSnackbar
import SnackbarRendering
import SnackbarTestSupport
import Testing

/// Bad input gives a typed error with a clear message, never a crash or a partial file.
@Suite struct RenderErrorTests {
  static func error(_ request: SnackbarRenderRequest) throws -> SnackbarRenderError? {
    let renderer = try RenderTestSupport.makeRenderer()
    do {
      _ = try renderer.render(request)
      return nil
    } catch {
      print("error: \(error)")
      return error
    }
  }

  static func request(_ text: String = "Saved", width: CGFloat = 359, scale: CGFloat = 2) -> SnackbarRenderRequest {
    SnackbarRenderRequest(
      message: SnackbarMessage(text: text), traits: SnackbarTraitCollection(displayScale: scale),
      sizing: .fittingWidth(width))
  }

  @Test func emptyText() throws {
    #expect(try Self.error(Self.request("")) == .layout(.emptyMessage))
  }

  @Test func megabyteText() throws {
    let error = try Self.error(Self.request(String(repeating: "x", count: 1 << 20)))
    guard case .layout(.textTooLong(let field, let bytes, _))? = error else {
      Issue.record("expected textTooLong, got \(String(describing: error))")
      return
    }
    #expect(field == "message" && bytes == 1 << 20)
  }

  @Test(arguments: [0, -10, CGFloat.nan, CGFloat.infinity, 1e9]) func badWidths(_ width: CGFloat) throws {
    let error = try Self.error(Self.request(width: width))
    guard case .layout(.invalidValue(let field, _, _))? = error else {
      Issue.record("expected invalidValue, got \(String(describing: error))")
      return
    }
    #expect(field == "sizing.fittingWidth")
  }

  @Test func hugeImage() throws {
    // A width the layout accepts, but 32 768 pixels wide at 2x.
    let error = try Self.error(Self.request(width: 16_384))
    guard case .imageTooLarge(let width, _, _, _)? = error else {
      Issue.record("expected imageTooLarge, got \(String(describing: error))")
      return
    }
    #expect(width >= 32_768)
    #expect(error?.description.contains("at most 16384 pixels a side") == true)
  }

  @Test(arguments: [0, -1, CGFloat.nan, 100]) func badScales(_ scale: CGFloat) throws {
    let error = try Self.error(Self.request(scale: scale))
    guard case .layout(.invalidValue(let field, _, _))? = error else {
      Issue.record("expected invalidValue, got \(String(describing: error))")
      return
    }
    #expect(field == "traits.displayScale")
  }

  @Test func invalidFont() throws {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    manager.messageFont = .systemFont(ofSize: .nan)
    let error = try Self.error(SnackbarRenderRequest(message: SnackbarMessage(text: "Saved"), manager: manager))
    guard case .layout(.invalidFont)? = error else {
      Issue.record("expected invalidFont, got \(String(describing: error))")
      return
    }
  }

  @Test func badElevationAndInset() throws {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    manager.messageElevation = ShadowElevation(30)
    let elevated = SnackbarRenderRequest(message: SnackbarMessage(text: "Saved"), manager: manager)
    guard case .invalidRequest(let field, _, _)? = try Self.error(elevated) else {
      Issue.record("expected invalidRequest for elevation 30")
      return
    }
    #expect(field == "messageView.elevation")
    var inset = Self.request()
    inset.framing = .backdrop(color: .white, inset: .nan)
    guard case .invalidRequest(let insetField, _, _)? = try Self.error(inset) else {
      Issue.record("expected invalidRequest for a NaN inset")
      return
    }
    #expect(insetField == "framing.inset")
  }

  @Test func unknownIcon() throws {
    for name in ["not_an_icon_name", "", "two words", "x"] {
      let message = SnackbarMessage(text: "Saved")
      message.leadingIcon = SnackbarIcon(name: name)
      #expect(try Self.error(SnackbarRenderRequest(message: message)) == .unknownIcon(name: name))
    }
  }

  @Test func missingFontsNameThePackage() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    do {
      _ = try SnackbarRenderer(fontLocator: FontLocator(environment: ["SNACKBAR_FONTS_DIR": directory.path]))
      Issue.record("a renderer without fonts was created")
    } catch {
      guard case .font(.missingFont(_, let package)) = error else {
        Issue.record("expected missingFont, got \(error)")
        return
      }
      #expect(package == "fonts-roboto-unhinted")
      #expect(error.description.contains("apt-get install fonts-roboto-unhinted"))
    }
  }

  @Test func failedRendersLeaveNoFile() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let renderer = try RenderTestSupport.makeRenderer()
    let url = directory.appendingPathComponent("out.png")
    #expect(throws: SnackbarRenderError.layout(.emptyMessage)) { try renderer.write(Self.request(""), to: url) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    // An existing file survives a failed render untouched.
    try renderer.write(Self.request(), to: url)
    let before = try Data(contentsOf: url)
    #expect(throws: SnackbarRenderError.self) { try renderer.write(Self.request(width: 0), to: url) }
    #expect(try Data(contentsOf: url) == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.png"])
  }

  @Test func unwritableDestination() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let blocker = directory.appendingPathComponent("file")
    try Data("x".utf8).write(to: blocker)
    let renderer = try RenderTestSupport.makeRenderer()
    do {
      try renderer.write(Self.request(), to: blocker.appendingPathComponent("out.png"))
      Issue.record("wrote under a regular file")
    } catch {
      guard case .writing(let writeError) = error, writeError.reason == .parentIsNotADirectory else {
        Issue.record("expected a writing error, got \(error)")
        return
      }
    }
  }
}
