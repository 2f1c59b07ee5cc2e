import MaterialSnackbar
// UIKit and Foundation habits of MDC-era app code beside the snackbar: colour literals,
// `NSIntegerMax`, `UIView.tag`, and subclasses of the message and its view (MDC's `viewClass`
// hook). Swift 5 mode, importing only MaterialSnackbarCompat. The target builds with warnings as
// errors, so the subclasses below also check that subclassing warns no more than MDC did.
import MaterialSnackbarCompat
import XCTest

/// An app's branded snackbar view: it styles itself when it is made.
final class BrandSnackbarView: MDCSnackbarMessageView {
  required init(
    message: MDCSnackbarMessage?, dismissHandler: MDCSnackbarMessageDismissHandler?,
    snackbarManager: MDCSnackbarManager
  ) {
    super.init(message: message, dismissHandler: dismissHandler, snackbarManager: snackbarManager)
    snackbarMessageViewBackgroundColor = #colorLiteral(red: 0.1, green: 0.3, blue: 0.6, alpha: 1)
    cornerRadius = 8
    tag = 2024
  }
}

/// A view that overrides a styling property instead.
final class WarningSnackbarView: MDCSnackbarMessageView {
  override var messageTextColor: UIColor? {
    get { .yellow }
    set {}
  }
}

/// Messages naming their view class, as MDC's `viewClass` override does.
final class BrandMessage: MDCSnackbarMessage {
  override func viewClass() -> AnyClass { BrandSnackbarView.self }
}

final class WarningMessage: MDCSnackbarMessage {
  override func viewClass() -> AnyClass { WarningSnackbarView.self }
}

/// A message naming a class that is not a snackbar view: the plain view is used.
final class MisconfiguredMessage: MDCSnackbarMessage {
  override func viewClass() -> AnyClass { NSObject.self }
}

final class MDCEraAppHabitsTests: XCTestCase {
  func testColorLiteralsAreUIColors() {
    let brand = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    XCTAssertEqual(brand, UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    let manager = MDCSnackbarManager(scheduler: ManualScheduler())
    manager.snackbarMessageViewBackgroundColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 0.5)
    manager.setButtonTitleColor(#colorLiteral(red: 0, green: 0, blue: 1, alpha: 1), for: .normal)
    XCTAssertEqual(manager.snackbarMessageViewBackgroundColor, UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5))
    XCTAssertEqual(manager.buttonTitleColor(for: .normal), .blue)
  }

  func testNSIntegerMaxIsIntMax() {
    XCTAssertEqual(NSIntegerMax, Int.max)
    XCTAssertEqual(NSIntegerMin, Int.min)
    XCTAssertEqual(NSUIntegerMax, UInt.max)
    // As app code uses it: "as long as allowed", which the message clamps to MDC's maximum.
    let message = MDCSnackbarMessage(text: "Offline")
    message.duration = TimeInterval(NSIntegerMax)
    XCTAssertEqual(message.duration, MDCSnackbarMessageDurationMax)
  }

  func testViewsHaveTags() {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    XCTAssertEqual(host.tag, 0)
    host.tag = 42
    XCTAssertEqual(host.tag, 42)
    let view = MDCSnackbarMessageView()
    view.tag = 7
    XCTAssertEqual(view.tag, 7)
  }

  /// The manager makes the view of the class the message names, which styles itself.
  func testOverriddenViewClassIsWhatTheManagerShows() {
    let scheduler = ManualScheduler()
    let manager = MDCSnackbarManager(scheduler: scheduler)
    manager.snackbarMessageViewBackgroundColor = .red
    manager.show(BrandMessage(text: "Welcome back"))
    scheduler.runUntilIdle()
    let view = manager.currentSnackbar
    XCTAssertTrue(view is BrandSnackbarView)
    XCTAssertTrue(view?.message is BrandMessage, "the shown copy keeps the message's class")
    XCTAssertEqual(view?.snackbarMessageViewBackgroundColor, UIColor(red: 0.1, green: 0.3, blue: 0.6, alpha: 1))
    XCTAssertEqual(view?.cornerRadius, 8)
    XCTAssertEqual(view?.tag, 2024)
    XCTAssertEqual(view?.message?.text, "Welcome back")
    XCTAssertTrue(view?.description.hasPrefix("<BrandSnackbarView: ") == true)
    XCTAssertTrue(BrandMessage(text: "x").description.contains("viewClass: \"BrandSnackbarView\""))

    // The view is an ordinary snackbar otherwise: it times out and completes.
    scheduler.advanceUntilIdle()
    XCTAssertFalse(manager.hasMessagesShowingOrQueued())
  }

  func testOverriddenStylingPropertyIsUsed() {
    let scheduler = ManualScheduler()
    let manager = MDCSnackbarManager(scheduler: scheduler)
    manager.show(WarningMessage(text: "Low battery"))
    scheduler.runUntilIdle()
    XCTAssertTrue(manager.currentSnackbar is WarningSnackbarView)
    XCTAssertEqual(manager.currentSnackbar?.messageTextColor, .yellow)
  }

  func testAViewClassThatIsNotAViewFallsBackToThePlainView() {
    let scheduler = ManualScheduler()
    let manager = MDCSnackbarManager(scheduler: scheduler)
    manager.show(MisconfiguredMessage(text: "Still shown"))
    scheduler.runUntilIdle()
    guard let view = manager.currentSnackbar else { return XCTFail("nothing shown") }
    XCTAssertTrue(type(of: view) == MDCSnackbarMessageView.self)
    XCTAssertEqual(view.message?.text, "Still shown")
  }

  /// Descriptions keep MDC's layout but print the port's class names: `MDCSnackbarMessage` is
  /// an alias of `SnackbarMessage`, so that is the class a log shows.
  func testPlainMessageDescribesThePortsClassNames() {
    let description = MDCSnackbarMessage(text: "x").description
    XCTAssertTrue(description.hasPrefix("<SnackbarMessage: 0x"), description)
    XCTAssertTrue(description.contains("viewClass: \"SnackbarMessageView\""), description)
  }
}

/// MDC's own `MDCSnackbarShowMessageErrorTests` fixture, in Swift: a view whose animation
/// factories return nil, named by a message's `viewClass`.
final class FakeSnackbarMessageView: MDCSnackbarMessageView {
  override func animateSnackbarOpacity(from fromOpacity: CGFloat, to toOpacity: CGFloat) -> SnackbarLayerAnimation? {
    nil
  }

  override func animateSnackbarScale(from fromScale: CGFloat, to toScale: CGFloat) -> SnackbarLayerAnimation? {
    nil
  }
}

final class FakeSnackbarMessage: MDCSnackbarMessage {
  override func viewClass() -> AnyClass { FakeSnackbarMessageView.self }
}

final class MDCEraViewClassErrorTests: XCTestCase {
  /// As MDC's test: the misconfigured view makes the completion report MDC's error.
  func testMisconfiguredViewReportsTheAnimationError() {
    let scheduler = ManualScheduler()
    let manager = MDCSnackbarManager(scheduler: scheduler)
    let message = FakeSnackbarMessage(text: "")
    message.duration = 0.1
    var reported: NSError?
    message.completionHandlerWithError = { _, error in reported = error as NSError? }
    manager.show(message)
    scheduler.advanceUntilIdle()
    XCTAssertEqual(reported?.domain, "com.google.mdc.snackbar")
    XCTAssertEqual(reported?.code, -10)
  }
}
