import Foundation
import MaterialSnackbar
import SnackbarFiles
import SnackbarFlow
import SnackbarImage
import SnackbarJSON
import SnackbarRendering

/// `screen --background SCREENSHOT.png`: a user's screenshot as the screen behind the snackbar,
/// fitted to the host's pixel size at its scale.
enum ScreenBackground {
  /// `--background PNG`.
  static let option = OptionDeclaration(
    "background", .path, valueName: "PNG",
    help: """
      a screenshot drawn as the screen, scaled to the host's pixel size
      (points x scale; exactly that size is copied pixel for pixel, other
      sizes are resampled with Cairo's GOOD filter). Its aspect ratio must be
      the host's within 1 %. The screenshot shows its own status bar,
      keyboard and tab bar, so none is drawn; --keyboard, --bottom-offset
      and the safe area still place the snackbar. Translucent pixels are
      composited over the theme's screen colour
      """)

  /// How far the screenshot's width-to-height ratio may be from the host's: 1 %, so a screenshot
  /// of the host at any scale passes (rounding a side to whole pixels moves it far less), and a
  /// screenshot of another device or orientation does not.
  static let aspectTolerance = 0.01

  /// The screenshot `--background` names, decoded and checked against the host; nil without the
  /// option.
  /// - Throws: ``CLIError/failed(_:)`` when the file cannot be read or decoded,
  ///   ``CLIError/usage(_:)`` naming both sizes when the aspect ratios differ by more than 1 %.
  static func read(_ parsed: ParsedArguments, host: SnackbarHost) throws(CLIError) -> (
    image: RGBAImage, file: CommandFile
  )? {
    guard let path = parsed.path("background") else { return nil }
    let file = CommandFile(role: "--background", path: path)
    // A FIFO would block the read until something writes to it; a screenshot is a file.
    if let kind = try? FileSystem.status(of: path)?.kind, kind != .regular {
      throw .usage("cannot read --background \(path): it is \(kind.name), not a PNG file")
    }
    let image = try InputFiles.readPNG(file)
    let scale = host.traitCollection.displayScale
    let hostPixels = (width: pixels(host.size.width, scale), height: pixels(host.size.height, scale))
    let hostRatio = Double(hostPixels.width) / Double(hostPixels.height)
    let imageRatio = Double(image.width) / Double(image.height)
    guard abs(imageRatio / hostRatio - 1) <= aspectTolerance else {
      throw .usage(
        "--background is \(image.width)x\(image.height) px but the host is \(hostPixels.width)x\(hostPixels.height) px "
          + "(\(describe(parsed, host: host))): the aspect ratios differ by more than 1 %; "
          + "give a screenshot of this host, or choose the host it shows with --device, --landscape or --size")
    }
    return (image, file)
  }

  /// A length in points as whole pixels at `scale`, rounded up as the renderer's canvas is.
  private static func pixels(_ points: CGFloat, _ scale: CGFloat) -> Int {
    Int((Double(points * scale) - 1e-6).rounded(.up))
  }

  /// The host for messages: "iphone-15 at 3x", "ipad-pro-11 landscape at 2x", "390x844 pt at 2x".
  private static func describe(_ parsed: ParsedArguments, host: SnackbarHost) -> String {
    let scale = "\(SnackbarJSONNumber.format(Double(host.traitCollection.displayScale)))x"
    if parsed.value("size") != nil {
      let size =
        "\(SnackbarJSONNumber.format(Double(host.size.width)))x\(SnackbarJSONNumber.format(Double(host.size.height))) pt"
      return "\(size) at \(scale)"
    }
    let device = parsed.value("device") ?? SnackbarDevice.iPhone15.name
    return "\(device)\(parsed.flag("landscape") ? " landscape" : "") at \(scale)"
  }
}
