import Foundation
import MaterialSnackbar
import SnackbarBasics
import SnackbarJSON
import SnackbarRendering

/// The options every drawing subcommand shares: what the message says and how it is styled.
struct MessageOptions {
  static let valueOptions = Set([
    "text", "action", "scale", "theme", "direction", "content-size", "elevation", "icon", "progress", "language",
    "appearance", "importance",
  ]).union(PaletteOptions.valueOptions)
  static let flagOptions: Set<String> = ["close", "gm3", "no-icon", "markdown"]
  /// The options that name files: `--text-file`, `--assets`.
  static let pathOptions = Set(["text-file"]).union(PaletteOptions.pathOptions)

  static let help = """
    \(MessageText.help)
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
      --importance LEVEL    info | success | warning | error: the importance's icon (unless --icon),
                            haptic and announcement, as the manager gives them
      --no-icon             no leading icon at all, not even the importance's
      --progress P          a progress bar: a fraction 0...1, or "indeterminate"
      --close               a close button
      --gm3                 MDC's GM3 shapes (no elevation, 52-pt single-line height)
      --language TAG        text language for shaping (default: inferred from the text)
      --markdown            read the message as SwiftUI's Text reads a catalog string: inline Markdown
                            (**strong** bold, *emphasis* italic, ~~strikethrough~~, `code`
                            monospaced, [link](url) as its text in the action's colour) drawn
                            styled, its markup not drawn; the action title loses its markup
    \(PaletteOptions.help)
    """

  let message: SnackbarMessage
  let manager: SnackbarManager
  let traits: SnackbarTraitCollection
  let theme: SnackbarTheme
  let language: String?
  /// The files read (`--text-file`), which no output may overwrite.
  let inputs: [CommandFile]

  /// - Parameter defaultContentSize: the Dynamic Type size when `--content-size` is not given,
  ///   with fonts that follow it (as `--content-size` sets them); nil keeps the theme's fixed
  ///   fonts, as `render` and `screen` do. `snackbar audit` passes L, so that its check at the
  ///   largest size sees text that grows.
  init(
    _ arguments: ParsedArguments, standardInput: StandardInput = .process,
    defaultContentSize: SnackbarContentSizeCategory? = nil
  ) throws(CLIError) {
    let messageText = try MessageText.read(arguments, standardInput: standardInput)
    let text = messageText.text
    inputs = messageText.file.map { [$0] } ?? []
    let theme = try Self.theme(arguments)
    let manager = try Self.manager(arguments, theme: theme)
    message = try Self.message(text: text, arguments)
    traits = try PaletteOptions.apply(
      arguments, to: manager,
      traits: Self.traits(arguments, theme: theme, manager: manager, defaultContentSize: defaultContentSize))
    self.theme = theme
    self.manager = manager
    language = arguments.value("language")
  }
}

// MARK: - Style

extension MessageOptions {
  /// `--theme`, MDC's by default.
  private static func theme(_ arguments: ParsedArguments) throws(CLIError) -> SnackbarTheme {
    guard let name = arguments.value("theme") else { return .mdc }
    guard let theme = SnackbarTheme(rawValue: name) else {
      throw .usage(
        "--theme must be one of \(SnackbarTheme.allCases.map(\.rawValue).joined(separator: ", ")), "
          + "got \"\(EchoedText.escaped(name))\"")
    }
    return theme
  }

  /// A manager styled by the theme, then by `--elevation` and `--gm3`.
  private static func manager(_ arguments: ParsedArguments, theme: SnackbarTheme) throws(CLIError) -> SnackbarManager {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    theme.apply(to: manager)
    if let elevation = try arguments.number("elevation", in: 0...24) {
      manager.messageElevation = ShadowElevation(CGFloat(elevation))
    }
    manager.usesGM3Shapes = arguments.flag("gm3")
    return manager
  }
}

// MARK: - Message

extension MessageOptions {
  private static func message(text: String, _ arguments: ParsedArguments) throws(CLIError) -> SnackbarMessage {
    let message = SnackbarMessage(text: text)
    if let action = try action(arguments) {
      message.action = action
    }
    if let icon = try leadingIcon(arguments) {
      message.leadingIcon = icon
    }
    message.importance = try importance(arguments)
    if arguments.flag("no-icon") {
      guard arguments.value("icon") == nil else { throw .usage("give --icon or --no-icon, not both") }
      message.showsLeadingIcon = false
    }
    if let progress = try progress(arguments) {
      message.progress = progress
    }
    message.showsCloseButton = arguments.flag("close")
    message.interpretsMarkdown = arguments.flag("markdown")
    return message
  }

  private static func action(_ arguments: ParsedArguments) throws(CLIError) -> SnackbarMessageAction? {
    guard let title = arguments.value("action") else { return nil }
    guard !title.isEmpty else { throw .usage("--action may not be empty") }
    let action = SnackbarMessageAction()
    action.title = title
    return action
  }

  private static func leadingIcon(_ arguments: ParsedArguments) throws(CLIError) -> SnackbarIcon? {
    guard let icon = arguments.value("icon") else { return nil }
    guard !icon.isEmpty, icon.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
      throw .usage("--icon must be a Material icon name such as check_circle, got \"\(EchoedText.escaped(icon))\"")
    }
    return SnackbarIcon(name: icon)
  }

  /// `--importance`: one of ``SnackbarImportance``'s cases.
  private static func importance(_ arguments: ParsedArguments) throws(CLIError) -> SnackbarImportance? {
    guard let text = arguments.value("importance") else { return nil }
    guard let importance = SnackbarImportance(rawValue: text) else {
      throw .usage(
        "--importance must be one of \(SnackbarImportance.allCases.map(\.rawValue).joined(separator: ", ")), "
          + "got \"\(EchoedText.escaped(text))\"")
    }
    return importance
  }

  /// `--progress`: "indeterminate", or a fraction 0...1.
  private static func progress(_ arguments: ParsedArguments) throws(CLIError) -> SnackbarProgress? {
    guard let progress = arguments.value("progress") else { return nil }
    if progress == "indeterminate" {
      return .indeterminate
    }
    return try arguments.number("progress", in: 0...1).map { .determinate($0) }
  }
}

// MARK: - Traits

extension MessageOptions {
  /// The traits of `--scale`, `--direction`, `--content-size` and `--appearance`. A content size
  /// also sets `manager`'s fonts, here where it is checked, among the other traits.
  private static func traits(
    _ arguments: ParsedArguments, theme: SnackbarTheme, manager: SnackbarManager,
    defaultContentSize: SnackbarContentSizeCategory?
  ) throws(CLIError) -> SnackbarTraitCollection {
    var traits = SnackbarTraitCollection()
    if let scale = try displayScale(arguments) {
      traits.displayScale = scale
    }
    traits.layoutDirection = try layoutDirection(arguments)
    if let category = try contentSizeCategory(arguments) ?? defaultContentSize {
      traits.preferredContentSizeCategory = category
      // MDC's default fonts have a fixed size, so Dynamic Type alone would change nothing but
      // the action-below rule; the option promises text that grows, as an app using preferred
      // fonts gets. The renderer scales these by the traits' category.
      manager.messageFont = .preferredFont(forTextStyle: .body1, contentSizeCategory: category)
      manager.buttonFont = .preferredFont(forTextStyle: .button, contentSizeCategory: category)
    }
    traits.userInterfaceStyle = try userInterfaceStyle(arguments, theme: theme)
    return traits
  }

  private static func displayScale(_ arguments: ParsedArguments) throws(CLIError) -> CGFloat? {
    guard let text = arguments.value("scale") else { return nil }
    guard let scale = Int(text), (1...3).contains(scale) else {
      throw .usage("--scale must be 1, 2 or 3, got \"\(EchoedText.escaped(text))\"")
    }
    return CGFloat(scale)
  }

  private static func layoutDirection(
    _ arguments: ParsedArguments
  ) throws(CLIError) -> SnackbarTraitCollection.LayoutDirection {
    switch arguments.value("direction") ?? "ltr" {
    case "ltr": return .leftToRight
    case "rtl": return .rightToLeft
    case let other: throw .usage("--direction must be ltr or rtl, got \"\(EchoedText.escaped(other))\"")
    }
  }

  private static func contentSizeCategory(_ arguments: ParsedArguments) throws(CLIError) -> SnackbarContentSizeCategory?
  {
    guard let size = arguments.value("content-size") else { return nil }
    guard let category = SnackbarContentSizeCategory(shortName: size) else {
      throw .usage(
        "--content-size must be one of XS S M L XL XXL XXXL AX-M AX-L AX-XL AX-XXL AX-XXXL, "
          + "got \"\(EchoedText.escaped(size))\"")
    }
    return category
  }

  /// `--appearance`, dark by default only for the dark Material 3 theme.
  private static func userInterfaceStyle(
    _ arguments: ParsedArguments, theme: SnackbarTheme
  ) throws(CLIError) -> SnackbarTraitCollection.UserInterfaceStyle {
    switch arguments.value("appearance") ?? (theme == .material3Dark ? "dark" : "light") {
    case "light": return .light
    case "dark": return .dark
    case let other: throw .usage("--appearance must be light or dark, got \"\(EchoedText.escaped(other))\"")
    }
  }
}

/// Parses a colour option, with the option's name in the error.
func parseColor(_ text: String, option: String) throws(CLIError) -> SnackbarColor {
  do {
    return try SnackbarColor(hex: text)
  } catch {
    // The colour's message quotes the text as given.
    throw .usage("--\(option): \(EchoedText.escaped(error.description))")
  }
}
