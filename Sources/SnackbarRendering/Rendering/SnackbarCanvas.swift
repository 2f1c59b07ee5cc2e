import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarLayout

/// The image a render produces: its size in points and pixels, and where the layout's
/// coordinate space (the snackbar's for a fixed width, the host's for a screen) sits in it.
package struct SnackbarCanvas {
  /// The image's size in points.
  let size: CGSize
  /// Where the layout's origin lands in the image, in points.
  let origin: CGPoint
  /// The image's width in pixels: the size × scale, rounded up.
  let pixelWidth: Int
  /// The image's height in pixels.
  let pixelHeight: Int
  /// The host's bounds in layout coordinates, for screens; nil for a snackbar alone.
  let hostBounds: CGRect?

  /// The most pixels an image may have in all (160 MB of RGBA): far beyond any screen at 3x,
  /// small enough that a unit mistake fails fast instead of exhausting memory.
  package static let maximumPixelCount = PNGLimits.maximumPixelCount

  init(
    layout: SnackbarFrames, framing: SnackbarFraming, isHost: Bool, elevation: Double, scale: CGFloat
  ) throws(SnackbarRenderError) {
    let content = isHost ? CGRect(origin: .zero, size: layout.hostSize) : layout.bounds
    hostBounds = isHost ? content : nil
    var leading: CGFloat = 0
    var top: CGFloat = 0
    var trailing: CGFloat = 0
    var bottom: CGFloat = 0
    switch framing {
    case .tight:
      // A screen is its own frame; a snackbar alone keeps room for its shadow.
      if !isHost {
        let reach = SnackbarShadowReach(elevation: elevation, scale: Double(scale))
        (leading, top, trailing, bottom) = (reach.side, reach.top, reach.side, reach.bottom)
      }
    case .backdrop(_, let inset):
      guard inset.isFinite, inset >= 0, inset <= SnackbarLayoutMetrics.maximumDimension else {
        throw .invalidRequest(
          field: "framing.inset", value: "\(inset)",
          expected: "a finite number of points in 0...\(Int(SnackbarLayoutMetrics.maximumDimension))")
      }
      (leading, top, trailing, bottom) = (inset, inset, inset, inset)
    }
    size = CGSize(width: content.width + leading + trailing, height: content.height + top + bottom)
    origin = CGPoint(x: leading - content.minX, y: top - content.minY)
    (pixelWidth, pixelHeight) = try Self.pixelSize(size, scale: scale)
  }

  /// The pixels of an image `size` points large at `scale`, each side rounded up (ignoring float
  /// noise far below a pixel, so 280 pt at 2x is 560 px, not 561).
  /// - Throws: ``SnackbarRenderError/imageTooLarge(width:height:maximumSide:maximumPixels:)``.
  package static func pixelSize(_ size: CGSize, scale: CGFloat) throws(SnackbarRenderError) -> (width: Int, height: Int)
  {
    let width = (Double(size.width * scale) - 1e-6).rounded(.up)
    let height = (Double(size.height * scale) - 1e-6).rounded(.up)
    let side = RGBAImage.maximumDimension
    guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= Double(side), height <= Double(side),
      width * height <= Double(Self.maximumPixelCount)
    else {
      throw .imageTooLarge(
        width: width.isFinite ? Int(min(width, 1e15)) : Int.max,
        height: height.isFinite ? Int(min(height, 1e15)) : Int.max,
        maximumSide: side, maximumPixels: Self.maximumPixelCount)
    }
    return (Int(width), Int(height))
  }
}
