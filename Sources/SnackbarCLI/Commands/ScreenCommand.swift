import Foundation
import MaterialSnackbar
import SnackbarBasics
import SnackbarFlow
import SnackbarJSON
import SnackbarRendering

/// `snackbar screen`: a whole host screen with the snackbar placed as MDC places it.
enum ScreenCommand: DrawingCommand {
  static let configuration = CommandConfiguration(
    name: "screen", abstract: "draw a whole device screen with the snackbar placed by the manager's rules")

  static let help: CommandHelp = {
    CommandHelp([
      .text(
        """
        USAGE: snackbar screen (--text T | --text - | --text-file PATH) [--device NAME | --size WxH]
                               [--background PNG] [options] --output FILE.png|.pdf|.svg

        Draws a whole screen (safe areas, keyboard, a tab bar when --bottom-offset is set) with the
        snackbar placed by the manager's rules: full width between 8-pt margins on phones, 288...568 pt
        centred or leading on full-screen tablets, above the keyboard, the home indicator and the bottom
        offset, or below the top safe area. With --background the screen is a screenshot instead. A
        message taller than MDC's cap (half the window) shows its top part, as MDC's scrolling
        snackbar does.

        OPTIONS:
        """),
      .options(
        OptionGroup([
          OptionDeclaration(
            "output", .path, valueName: "FILE.png", help: "where to write (required); .pdf or .svg for vector output"),
          OutputFormatChoice.option,
        ]) + screenOptions),
      .text(
        """

        \(OutputFiles.help)

        EXIT STATUS: 0 written, 2 bad input or failure (nothing is written or changed).
        """),
    ])
  }()

  /// The options of the screen drawn, shared with `snackbar audit`, which audits that screen:
  /// the host, the screenshot behind, and the message.
  static let screenOptions = hostOptions + OptionGroup([ScreenBackground.option]) + MessageOptions.options

  /// The host and placement options.
  static let hostOptions = OptionGroup([
    OptionDeclaration(
      "device", .text, valueName: "NAME", validation: .choices(SnackbarDevice.presets.map(\.name)),
      help: "\(SnackbarDevice.presets.map(\.name).joined(separator: " | ")) (default iphone-15)"),
    OptionDeclaration("landscape", .flag, help: "the device turned sideways"),
    OptionDeclaration(
      "size", .text, valueName: "WxH", help: "a custom host size in points, each 1...4096, instead of a device"),
    OptionDeclaration(
      "safe-area", .text, valueName: "T,L,B,R", help: "custom safe-area insets in points (with --size)"),
    OptionDeclaration(
      "regular", .flag, help: "regular x regular size classes, as a full-screen tablet (with --size)"),
    OptionDeclaration("keyboard", .text, valueName: "PT", help: "a keyboard of this height is showing"),
    OptionDeclaration("bottom-offset", .text, valueName: "PT", help: "MDC's setBottomOffset, e.g. 49 for a tab bar"),
    OptionDeclaration("top", .flag, help: "vertical alignment top"),
    OptionDeclaration("leading", .flag, help: "horizontal alignment leading (regular x regular hosts only)"),
    OptionDeclaration(
      "layout-json", .path, valueName: "FILE", help: "also write the computed layout (host coordinates) as JSON"),
  ])

  /// The job a command line asks for, checked but not yet drawn; `--text -` reads `standardInput`.
  static func job(
    _ arguments: [CommandLineArgument], standardInput: StandardInput
  ) throws(CLIError) -> DrawingJob {
    let parsed = try parse(arguments)
    try parsed.expectNoPositionals()
    let options = try MessageOptions(parsed, standardInput: standardInput)
    let destination = try OutputFormatChoice(parsed)
    let (request, inputs) = try screenRequest(parsed, options: options)
    return DrawingJob(
      request: request, output: destination.path, format: destination.format,
      layoutPath: parsed.path("layout-json"), inputs: inputs)
  }

  /// The screen the options describe: the host, the manager's placement (`--bottom-offset`,
  /// `--top`, `--leading`), the theme's screen colour and `--background`; with the files read.
  /// `snackbar audit` audits this very request.
  static func screenRequest(
    _ parsed: ParsedArguments, options: MessageOptions
  ) throws(CLIError) -> (request: SnackbarRenderRequest, inputs: [CommandFile]) {
    let keyboard = try parsed.number("keyboard", in: 0...4096) ?? 0
    let host = try makeHost(parsed, traits: options.traits, keyboard: CGFloat(keyboard))

    let manager = options.manager
    if let offset = try parsed.number("bottom-offset", in: 0...4096) { manager.setBottomOffset(CGFloat(offset)) }
    if parsed.flag("top") { manager.verticalAlignment = .top }
    if parsed.flag("leading") { manager.horizontalAlignment = .leading }

    var request = SnackbarRenderRequest(
      message: options.message, manager: manager, traits: host.traitCollection,
      sizing: .host(host, placement: manager))
    request.language = options.language
    request.screenBackground = options.theme.screenBackgroundColor
    var inputs = options.inputs
    if let background = try ScreenBackground.read(parsed, host: host) {
      request.screenBackgroundImage = background.image
      inputs.append(background.file)
    }
    return (request, inputs)
  }

  /// The host: a custom size, or a device preset in either orientation, built by SnackbarFlow's
  /// host rules (those `snackbar play` builds a scenario's host with). A preset brings its own
  /// display scale unless `--scale` overrides it.
  private static func makeHost(
    _ parsed: ParsedArguments, traits: SnackbarTraitCollection, keyboard: CGFloat
  ) throws(CLIError) -> SnackbarHost {
    let screen = try hostOption(parsed, traits: traits)
    do {
      return try screen.makeHost(traits: traits, keyboardHeight: keyboard)
    } catch {
      // The only refusal left is a name that is not a preset; the options have been checked.
      throw .usage(
        "--device must be one of \(SnackbarDevice.presets.map(\.name).joined(separator: ", ")), "
          + "got \"\(EchoedText.escaped(parsed.value("device") ?? ""))\"")
    }
  }

  /// The screen `--size`, `--safe-area`, `--regular` or `--device`, `--landscape` and `--scale`
  /// describe, checked as the command line words it.
  private static func hostOption(
    _ parsed: ParsedArguments, traits: SnackbarTraitCollection
  ) throws(CLIError) -> SnackbarScenarioHost {
    if let sizeText = parsed.value("size") {
      guard parsed.value("device") == nil else { throw .usage("give --device or --size, not both") }
      guard !parsed.flag("landscape") else { throw .usage("--landscape goes with --device; give --size as WxH") }
      let parts = sizeText.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
      guard parts.count == 2, let width = parts[0], let height = parts[1], (1...4096).contains(width),
        (1...4096).contains(height)
      else {
        throw .usage("--size must be WxH in points, each 1...4096, got \"\(EchoedText.escaped(sizeText))\"")
      }
      var safeArea = SnackbarEdgeInsets.zero
      if let insetsText = parsed.value("safe-area") {
        let insets = insetsText.split(separator: ",", omittingEmptySubsequences: false).compactMap { Double($0) }
        guard insets.count == 4, insets.allSatisfy({ $0 >= 0 && $0 <= 1000 }) else {
          throw .usage(
            "--safe-area must be T,L,B,R in points, each 0...1000, got \"\(EchoedText.escaped(insetsText))\"")
        }
        safeArea = SnackbarEdgeInsets(
          top: CGFloat(insets[0]), left: CGFloat(insets[1]), bottom: CGFloat(insets[2]), right: CGFloat(insets[3]))
      }
      // `--scale` (or its default) is already in the traits: 1, 2 or 3.
      return .custom(
        size: CGSize(width: width, height: height), safeArea: safeArea, regular: parsed.flag("regular"),
        scale: Int(traits.displayScale))
    }
    guard parsed.value("safe-area") == nil else { throw .usage("--safe-area goes with --size") }
    guard !parsed.flag("regular") else { throw .usage("--regular goes with --size (tablet presets are regular)") }
    return .device(
      name: parsed.value("device") ?? SnackbarDevice.iPhone15.name, landscape: parsed.flag("landscape"),
      scale: parsed.value("scale") != nil ? Int(traits.displayScale) : nil)
  }
}
