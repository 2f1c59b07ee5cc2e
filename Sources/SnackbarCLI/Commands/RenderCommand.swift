import Foundation
import MaterialSnackbar
import SnackbarLayout
import SnackbarRendering

/// `snackbar render`: one snackbar to a PNG, PDF or SVG, optionally framed like the upstream
/// snapshot harness.
enum RenderCommand: DrawingCommand {
  static let configuration = CommandConfiguration(
    name: "render", abstract: "draw one snackbar to a PNG (optionally in the upstream snapshot framing)")

  static let help: CommandHelp = {
    CommandHelp([
      .text(
        """
        USAGE: snackbar render (--text T | --text - | --text-file PATH) [options]
                               --output FILE.png|FILE.pdf|FILE.svg

        Draws one snackbar, fitted to a width, to a PNG, or to a PDF or SVG in points. With --width 180
        --scale 2 --backdrop '#CCCCCC' --inset 50 it reproduces MDC iOS' snapshot framing (a 560x296
        PNG for a one-line message).
        Without --backdrop the image is the snackbar plus room for its shadow, on transparent pixels.

        OPTIONS:
        """),
      .options(OptionGroup(ownOptions) + MessageOptions.options),
      .text(
        """

        \(OutputFiles.help)

        EXIT STATUS: 0 written, 2 bad input or failure (nothing is written or changed).
        """),
    ])
  }()

  private static let ownOptions = [
    OptionDeclaration(
      "output", .path, valueName: "FILE.png", help: "where to write (required); .pdf or .svg for vector output"),
    OutputFormatChoice.option,
    OptionDeclaration(
      "width", .text, valueName: "PT", validation: .range(1...4096),
      help: """
        the snackbar's width in points, 1...4096 (default 359: a 375-pt phone
        less its 8-pt margins)
        """),
    OptionDeclaration(
      "backdrop", .text, valueName: "COLOR", help: "fill behind the snackbar (#RGB, #RRGGBB or #RRGGBBAA); default none"
    ),
    OptionDeclaration(
      "inset", .text, valueName: "PT", validation: .range(0...1000),
      help: """
        space around the snackbar on every side, 0...1000 (default 50 with
        --backdrop; alone it frames with transparent pixels)
        """),
    OptionDeclaration(
      "layout-json", .path, valueName: "FILE", help: "also write the computed layout (frames in points) as JSON"),
  ]

  /// The job a command line asks for, checked but not yet drawn; `--text -` reads `standardInput`.
  static func job(
    _ arguments: [CommandLineArgument], standardInput: StandardInput
  ) throws(CLIError) -> DrawingJob {
    let parsed = try parse(arguments)
    try parsed.expectNoPositionals()
    let options = try MessageOptions(parsed, standardInput: standardInput)
    let destination = try OutputFormatChoice(parsed)
    let width = try parsed.number("width") ?? SnackbarLayoutSizing.defaultWidth

    var request = SnackbarRenderRequest(
      message: options.message, manager: options.manager, traits: options.traits,
      sizing: .fittingWidth(CGFloat(width)))
    request.language = options.language
    let backdrop = try parsed.value("backdrop").map { (text) throws(CLIError) in
      try parseColor(text, option: "backdrop")
    }
    let inset = try parsed.number("inset")
    if backdrop != nil || inset != nil {
      request.framing = .backdrop(color: backdrop ?? .clear, inset: CGFloat(inset ?? 50))
    }

    return DrawingJob(
      request: request, output: destination.path, format: destination.format,
      layoutPath: parsed.path("layout-json"), inputs: options.inputs)
  }
}
