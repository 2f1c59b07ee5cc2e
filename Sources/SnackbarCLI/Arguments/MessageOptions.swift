import Foundation
import MaterialSnackbar

/// The options every drawing subcommand shares: what the message says and how it is styled.
struct MessageOptions {
  static let valueOptions: Set<String> = [
    "text", "action", "scale", "theme", "direction", "content-size", "elevation", "icon", "progress", "language",
    "appearance",
  ]
  static let flagOptions: Set<String> = ["close", "gm3"]

  static let help = """
      --text T              the message (required; may not be empty)
      --action A            an action button titled A
      --scale N             display scale 1, 2 or 3 (default 2; a device's own scale for screen)
      --theme NAME          mdc | m2 | m3-light | m3-dark (default mdc)
      --appearance STYLE    light | dark trait (default: dark for m3-dark, light otherwise)
      --direction DIR       ltr | rtl (default ltr)
      --content-size SIZE   Dynamic Type: XS S M L XL XXL XXXL AX-M AX-L AX-XL AX-XXL AX-XXXL (default L);
                            the message and button fonts follow it (Body 1 and Button of the
                            Material type scale; the button stops growing at XXXL)
      --elevation E         shadow elevation 0...24 (default: the theme's, 6)
      --icon NAME           a leading Material icon (e.g. info, check_circle, warning, error)
      --progress P          a progress bar: a fraction 0...1, or "indeterminate"
      --close               a close button
      --gm3                 MDC's GM3 shapes (no elevation, 52-pt single-line height)
      --language TAG        text language for shaping (default: inferred from the text)
    """

  let message: SnackbarMessage
  let manager: SnackbarManager
  let traits: SnackbarTraitCollection
  let theme: SnackbarTheme
  let language: String?

  init(_ arguments: ParsedArguments) throws(CLIError) {
    let text = try arguments.required("text")
    guard !text.isEmpty else { throw .usage("--text may not be empty") }

    let theme: SnackbarTheme
    if let name = arguments.value("theme") {
      guard let parsed = SnackbarTheme(rawValue: name) else {
        throw .usage(
          "--theme must be one of \(SnackbarTheme.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(name)\"")
      }
      theme = parsed
    } else {
      theme = .mdc
    }
    self.theme = theme

    let manager = SnackbarManager(scheduler: ManualScheduler())
    theme.apply(to: manager)
    if let elevation = try arguments.number("elevation", in: 0...24) {
      manager.messageElevation = ShadowElevation(CGFloat(elevation))
    }
    manager.usesGM3Shapes = arguments.flag("gm3")
    self.manager = manager

    let message = SnackbarMessage(text: text)
    if let title = arguments.value("action") {
      guard !title.isEmpty else { throw .usage("--action may not be empty") }
      let action = SnackbarMessageAction()
      action.title = title
      message.action = action
    }
    if let icon = arguments.value("icon") {
      guard !icon.isEmpty, icon.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
        throw .usage("--icon must be a Material icon name such as check_circle, got \"\(icon)\"")
      }
      message.leadingIcon = SnackbarIcon(name: icon)
    }
    if let progress = arguments.value("progress") {
      if progress == "indeterminate" {
        message.progress = .indeterminate
      } else if let fraction = try arguments.number("progress", in: 0...1) {
        message.progress = .determinate(fraction)
      }
    }
    message.showsCloseButton = arguments.flag("close")
    self.message = message

    var traits = SnackbarTraitCollection()
    if let text = arguments.value("scale") {
      guard let scale = Int(text), (1...3).contains(scale) else {
        throw .usage("--scale must be 1, 2 or 3, got \"\(text)\"")
      }
      traits.displayScale = CGFloat(scale)
    }
    switch arguments.value("direction") ?? "ltr" {
    case "ltr": traits.layoutDirection = .leftToRight
    case "rtl": traits.layoutDirection = .rightToLeft
    case let other: throw .usage("--direction must be ltr or rtl, got \"\(other)\"")
    }
    if let size = arguments.value("content-size") {
      guard let category = SnackbarContentSizeCategory(shortName: size) else {
        throw .usage(
          "--content-size must be one of XS S M L XL XXL XXXL AX-M AX-L AX-XL AX-XXL AX-XXXL, got \"\(size)\"")
      }
      traits.preferredContentSizeCategory = category
      // MDC's default fonts have a fixed size, so Dynamic Type alone would change nothing but
      // the action-below rule; the option promises text that grows, as an app using preferred
      // fonts gets. The renderer scales these by the traits' category.
      manager.messageFont = .preferredFont(forTextStyle: .body1, contentSizeCategory: category)
      manager.buttonFont = .preferredFont(forTextStyle: .button, contentSizeCategory: category)
    }
    switch arguments.value("appearance") ?? (theme == .material3Dark ? "dark" : "light") {
    case "light": traits.userInterfaceStyle = .light
    case "dark": traits.userInterfaceStyle = .dark
    case let other: throw .usage("--appearance must be light or dark, got \"\(other)\"")
    }
    self.traits = traits
    self.language = arguments.value("language")
  }
}

/// Parses a colour option, with the option's name in the error.
func parseColor(_ text: String, option: String) throws(CLIError) -> SnackbarColor {
  do {
    return try SnackbarColor(hex: text)
  } catch {
    throw .usage("--\(option): \(error.description)")
  }
}

/// The output URL of `--output`, which must name a .png file.
func pngOutputURL(_ arguments: ParsedArguments, option: String = "output") throws(CLIError) -> URL {
  let path = try arguments.required(option)
  guard path.lowercased().hasSuffix(".png") else { throw .usage("--\(option) must name a .png file, got \"\(path)\"") }
  return URL(fileURLWithPath: path)
}
