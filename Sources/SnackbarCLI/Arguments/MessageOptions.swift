import Foundation
import MaterialSnackbar
import SnackbarBasics
import SnackbarJSON
import SnackbarRendering

/// The options every drawing subcommand shares: what the message says and how it is styled.
struct MessageOptions {
  /// The options every drawing command takes: the message (``MessageText``), its style, and the
  /// palette (``PaletteOptions``).
  static let options = MessageText.options + OptionGroup(styleOptions) + PaletteOptions.options

  private static let styleOptions = [
    OptionDeclaration("action", .text, valueName: "A", help: "an action button titled A"),
    OptionDeclaration(
      "scale", .text, valueName: "N", validation: .choices(["1", "2", "3"]),
      help: "display scale 1, 2 or 3 (default 2; a device's own scale for screen)"),
    OptionDeclaration(
      "theme", .text, valueName: "NAME", validation: .choices(SnackbarTheme.allCases.map(\.rawValue)),
      help: "mdc | m2 | m3-light | m3-dark (default mdc)"),
    OptionDeclaration(
      "appearance", .text, valueName: "STYLE", validation: .choices(["light", "dark"]),
      help: "light | dark trait (default: dark for m3-dark, light otherwise)"),
    OptionDeclaration(
      "direction", .text, valueName: "DIR", validation: .choices(["ltr", "rtl"]), help: "ltr | rtl (default ltr)"),
    OptionDeclaration(
      "content-size", .text, valueName: "SIZE", validation: .choices(contentSizes),
      help: """
        Dynamic Type: \(contentSizes.joined(separator: " ")) (default L);
        the message and button fonts follow it (Body 1 and Button of the
        Material type scale; the button stops growing at XXXL)
        """),
    OptionDeclaration(
      "elevation", .text, valueName: "E", validation: .range(0...24),
      help: "shadow elevation 0...24 (default: the theme's, 6)"),
    OptionDeclaration(
      "icon", .text, valueName: "NAME", help: "a leading Material icon (e.g. info, check_circle, warning, error)"),
    OptionDeclaration(
      "importance", .text, valueName: "LEVEL", validation: .choices(SnackbarImportance.allCases.map(\.rawValue)),
      help: """
        info | success | warning | error: the importance's icon (unless --icon),
        haptic and announcement, as the manager gives them
        """),
    OptionDeclaration("no-icon", .flag, help: "no leading icon at all, not even the importance's"),
    OptionDeclaration(
      "progress", .text, valueName: "P", validation: .range(0...1),
      help: "a progress bar: a fraction 0...1, or \"indeterminate\""),
    OptionDeclaration("close", .flag, help: "a close button"),
    OptionDeclaration("gm3", .flag, help: "MDC's GM3 shapes (no elevation, 52-pt single-line height)"),
    OptionDeclaration(
      "language", .text, valueName: "TAG", help: "text language for shaping (default: inferred from the text)"),
    OptionDeclaration(
      "markdown", .flag,
      help: """
        read the message as SwiftUI's Text reads a catalog string: inline Markdown
        (**strong** bold, *emphasis* italic, ~~strikethrough~~, `code`
        monospaced, [link](url) as its text in the action's colour) drawn
        styled, its markup not drawn; the action title loses its markup
        """),
  ]

  /// `--content-size`'s values, as the help and the error spell them.
  static let contentSizes = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX-M", "AX-L", "AX-XL", "AX-XXL", "AX-XXXL"]

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
    try arguments.choice("theme").flatMap(SnackbarTheme.init(rawValue:)) ?? .mdc
  }

  /// A manager styled by the theme, then by `--elevation` and `--gm3`.
  private static func manager(_ arguments: ParsedArguments, theme: SnackbarTheme) throws(CLIError) -> SnackbarManager {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    theme.apply(to: manager)
    if let elevation = try arguments.number("elevation") {
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
    try arguments.choice("importance").flatMap(SnackbarImportance.init(rawValue:))
  }

  /// `--progress`: "indeterminate", or a fraction 0...1.
  private static func progress(_ arguments: ParsedArguments) throws(CLIError) -> SnackbarProgress? {
    guard let progress = arguments.value("progress") else { return nil }
    if progress == "indeterminate" {
      return .indeterminate
    }
    return try arguments.number("progress").map { .determinate($0) }
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
    // Any spelling of the number (`+2`, `02`), so not the declared choices' exact match.
    guard let scale = Int(text), (1...3).contains(scale) else {
      throw .usage("--scale must be 1, 2 or 3, got \"\(EchoedText.escaped(text))\"")
    }
    return CGFloat(scale)
  }

  private static func layoutDirection(
    _ arguments: ParsedArguments
  ) throws(CLIError) -> SnackbarTraitCollection.LayoutDirection {
    try arguments.choice("direction") == "rtl" ? .rightToLeft : .leftToRight
  }

  private static func contentSizeCategory(_ arguments: ParsedArguments) throws(CLIError) -> SnackbarContentSizeCategory?
  {
    guard let size = arguments.value("content-size") else { return nil }
    // Looser than the declared choices (any case, UIKit's raw names), so checked here, in the
    // help's words.
    guard let category = SnackbarContentSizeCategory(shortName: size) else {
      throw .usage(
        "--content-size must be one of \(contentSizes.joined(separator: " ")), got \"\(EchoedText.escaped(size))\"")
    }
    return category
  }

  /// `--appearance`, dark by default only for the dark Material 3 theme.
  private static func userInterfaceStyle(
    _ arguments: ParsedArguments, theme: SnackbarTheme
  ) throws(CLIError) -> SnackbarTraitCollection.UserInterfaceStyle {
    switch try arguments.choice("appearance") ?? (theme == .material3Dark ? "dark" : "light") {
    case "dark": .dark
    default: .light
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
