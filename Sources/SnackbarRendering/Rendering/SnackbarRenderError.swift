import Foundation
import SnackbarFiles
import SnackbarImage
import SnackbarLayout

/// Why a snackbar could not be rendered. Every case says what was wrong and, where it can, what
/// to do; nothing is drawn or written when one is thrown.
public enum SnackbarRenderError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A request value is unusable (NaN, negative, out of range).
  case invalidRequest(field: String, value: String, expected: String)
  /// The layout refused the input (empty or oversized text, bad sizes or fonts, no room).
  case layout(SnackbarLayoutError)
  /// Pango could not lay out a text.
  case text(TextLayoutError)
  /// The pinned fonts could not be loaded.
  case font(FontError)
  /// The Material Icons font has no icon of this name.
  case unknownIcon(name: String)
  /// The image would be larger than the renderer makes.
  case imageTooLarge(width: Int, height: Int, maximumSide: Int, maximumPixels: Int)
  /// A flow's filmstrip would be larger than an image may be: `width` x `height` pixels at
  /// least, for its first `moments` rows. Found before the page is drawn (and, while playing, as
  /// soon as the moments so far cannot fit), so no time or memory goes into a page that cannot be.
  case filmstripTooLarge(width: Int, height: Int, moments: Int, maximumSide: Int, maximumPixels: Int)
  /// Cairo failed while drawing.
  case drawing(CairoError)
  /// PNG encoding failed.
  case encoding(PNGError)
  /// Writing the file (PNG, PDF or SVG) failed; the destination is untouched.
  case writing(FileSystemError)

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .invalidRequest(let field, let value, let expected):
      return "invalid render request: \(field) is \(value); expected \(expected)"
    case .layout(let error):
      return "cannot lay out the snackbar: \(error.description)"
    case .text(let error):
      return "cannot lay out text: \(error.description)"
    case .font(let error):
      return "cannot load fonts: \(error.description)"
    case .unknownIcon(let name):
      return "\"\(name)\" is not a Material Icons name (for example info, check_circle, warning, error, close)"
    case .imageTooLarge(let width, let height, let maximumSide, let maximumPixels):
      return "the image would be \(width)x\(height) pixels; at most \(maximumSide) pixels a side and "
        + "\(maximumPixels) pixels in all can be rendered: use a smaller size, inset or scale"
    case .filmstripTooLarge(let width, let height, let moments, let maximumSide, let maximumPixels):
      return "the filmstrip would be at least \(width)x\(height) pixels for \(moments) moments (a row for each moment "
        + "at which a step was applied or the manager did something); at most \(maximumSide) pixels a side and "
        + "\(maximumPixels) in all can be drawn: spread fewer moments over the flow, or leave the filmstrip out "
        + "(snackbar play --no-filmstrip)"
    case .drawing(let error):
      return "drawing failed: \(error.description)"
    case .encoding(let error):
      return "cannot encode the PNG: \(error.description)"
    case .writing(let error):
      return "cannot write the image: \(error.description)"
    }
  }
}
