import MaterialSnackbar
// MDC-era styling through UIKit's appearance proxy, as apps wrote it before MDC moved styling to
// the manager: Swift 5 mode, importing only MaterialSnackbarCompat, on a virtual clock.
import MaterialSnackbarCompat
import XCTest

/// A view class of the app's own, styled through its own proxy.
final class PromoSnackbarView: MDCSnackbarMessageView {}

final class PromoMessage: MDCSnackbarMessage {
  override func viewClass() -> AnyClass { PromoSnackbarView.self }
}

final class MDCEraAppearanceTests: XCTestCase {
  override func tearDown() {
    // The proxy is process-wide, as UIKit's is: leave nothing behind for other tests.
    MDCSnackbarMessageView.appearance().reset()
    PromoSnackbarView.appearance().reset()
    super.tearDown()
  }

  private func present(_ message: MDCSnackbarMessage, on manager: MDCSnackbarManager, _ scheduler: ManualScheduler)
    -> MDCSnackbarMessageView?
  {
    manager.show(message)
    scheduler.runUntilIdle()
    return manager.currentSnackbar
  }

  /// Every selector MDC marks UI_APPEARANCE_SELECTOR reaches views made afterwards.
  func testProxyStylesNewViews() {
    let scheduler = ManualScheduler()
    let manager = MDCSnackbarManager(scheduler: scheduler)
    let before = MDCSnackbarMessageView()

    let proxy = MDCSnackbarMessageView.appearance()
    proxy.snackbarMessageViewBackgroundColor = .red
    proxy.snackbarMessageViewShadowColor = .blue
    proxy.snackbarMessageViewHighlightColor = .green
    proxy.messageTextColor = .yellow
    proxy.messageFont = UIFont.systemFont(ofSize: 16)
    proxy.buttonFont = UIFont.boldSystemFont(ofSize: 15)
    proxy.setButtonTitleColor(.orange, for: .normal)
    proxy.setButtonTitleColor(.purple, for: .highlighted)
    proxy.mdc_adjustsFontForContentSizeCategory = true

    let message = MDCSnackbarMessage(text: "Styled")
    let action = MDCSnackbarMessageAction()
    action.title = "Undo"
    message.action = action
    guard let view = present(message, on: manager, scheduler) else { return XCTFail("nothing shown") }
    XCTAssertEqual(view.snackbarMessageViewBackgroundColor, .red)
    XCTAssertEqual(view.snackbarMessageViewShadowColor, .blue)
    XCTAssertEqual(view.snackbarMessageViewHighlightColor, .green)
    XCTAssertEqual(view.messageTextColor, .yellow)
    XCTAssertEqual(view.messageFont, UIFont.systemFont(ofSize: 16))
    XCTAssertEqual(view.buttonFont, UIFont.boldSystemFont(ofSize: 15))
    XCTAssertEqual(view.buttonTitleColor(for: .normal), .orange)
    XCTAssertEqual(view.buttonTitleColor(for: .highlighted), .purple)
    XCTAssertEqual(view.actionButton?.titleColor(for: .normal), .orange)
    XCTAssertTrue(view.mdc_adjustsFontForContentSizeCategory)

    // A view made before the proxy was set keeps MDC's defaults, as UIKit leaves shown views.
    XCTAssertEqual(
      before.snackbarMessageViewBackgroundColor, UIColor(red: 50.0 / 255, green: 50.0 / 255, blue: 50.0 / 255, alpha: 1)
    )
    XCTAssertEqual(before.messageTextColor, .white)
  }

  /// What the manager sets wins over the proxy; the proxy fills in the rest.
  func testManagerSettingsTakePrecedence() {
    let scheduler = ManualScheduler()
    let manager = MDCSnackbarManager(scheduler: scheduler)
    manager.snackbarMessageViewBackgroundColor = .black
    manager.setButtonTitleColor(.white, for: .normal)
    MDCSnackbarMessageView.appearance().snackbarMessageViewBackgroundColor = .red
    MDCSnackbarMessageView.appearance().messageTextColor = .yellow
    MDCSnackbarMessageView.appearance().setButtonTitleColor(.orange, for: .normal)
    guard let view = present(MDCSnackbarMessage(text: "Manager wins"), on: manager, scheduler) else {
      return XCTFail("nothing shown")
    }
    XCTAssertEqual(view.snackbarMessageViewBackgroundColor, .black)
    XCTAssertEqual(view.buttonTitleColor(for: .normal), .white)
    XCTAssertEqual(view.messageTextColor, .yellow, "the manager sets no text colour")
  }

  /// The delegate comes after both, as it customises the view about to appear.
  func testDelegateOverridesTheProxy() {
    final class Presenter: NSObject, MDCSnackbarManagerDelegate {
      func willPresentSnackbar(with messageView: MDCSnackbarMessageView) {
        messageView.messageTextColor = .cyan
      }
    }
    let scheduler = ManualScheduler()
    let manager = MDCSnackbarManager(scheduler: scheduler)
    let presenter = Presenter()
    manager.delegate = presenter
    MDCSnackbarMessageView.appearance().messageTextColor = .yellow
    let view = present(MDCSnackbarMessage(text: "Delegate wins"), on: manager, scheduler)
    XCTAssertEqual(view?.messageTextColor, .cyan)
  }

  /// A subclass's proxy styles that subclass only, on top of the base class's.
  func testSubclassProxyStylesOnlyItsViews() {
    let scheduler = ManualScheduler()
    let manager = MDCSnackbarManager(scheduler: scheduler)
    MDCSnackbarMessageView.appearance().snackbarMessageViewBackgroundColor = .red
    MDCSnackbarMessageView.appearance().messageTextColor = .yellow
    PromoSnackbarView.appearance().snackbarMessageViewBackgroundColor = .blue

    let promo = present(PromoMessage(text: "Promo"), on: manager, scheduler)
    XCTAssertTrue(promo is PromoSnackbarView)
    XCTAssertEqual(promo?.snackbarMessageViewBackgroundColor, .blue)
    XCTAssertEqual(promo?.messageTextColor, .yellow, "inherited from the base class's proxy")

    let otherScheduler = ManualScheduler()
    let plain = present(
      MDCSnackbarMessage(text: "Plain"), on: MDCSnackbarManager(scheduler: otherScheduler), otherScheduler)
    XCTAssertEqual(plain?.snackbarMessageViewBackgroundColor, .red)
  }

  /// Setting a proxy value back to nil restores MDC's default for later views.
  func testClearingTheProxyRestoresDefaults() {
    let proxy = MDCSnackbarMessageView.appearance()
    proxy.messageTextColor = .yellow
    XCTAssertEqual(MDCSnackbarMessageView().messageTextColor, .yellow)
    proxy.messageTextColor = nil
    XCTAssertEqual(MDCSnackbarMessageView().messageTextColor, .white)
    XCTAssertNil(proxy.buttonTitleColor(for: .normal))
  }
}
