import Foundation
import MaterialSnackbar
import SnackbarFlow
import SnackbarImage
import SnackbarLayout
import SnackbarRendering

/// A still of a moment at which the manager did something or a step was applied, for a filmstrip.
///
/// A player's key frame keeps only what differs from the bare screen: the pixels of the
/// snackbar's region (``snackbarRegion``), plus what the screen was (size, keyboard, bottom
/// offset, colour), which is drawn again when the filmstrip is painted. A whole still would cost
/// 1.3 MB on a phone and 40 MB on a 4096-point screen per moment, and a flow has hundreds of
/// moments; the region costs a few hundred kilobytes at most. The pixels are exactly those of the
/// whole still: outside the region a render is the bare screen.
public struct SnackbarKeyFrame: Sendable {
  /// The moment, in seconds.
  public var time: TimeInterval
  /// The scenario's steps applied then, in order.
  public var steps: [SnackbarScenarioStep]
  /// What the manager did then, in order.
  public var events: [SnackbarFlowEvent]
  /// Where the visible snackbar (if any) and its shadow lie in the still.
  public var snackbarRegion: PixelRect?
  /// The still's size in pixels, at the filmstrip's scale.
  public let bounds: PixelRect

  /// What is kept of the still.
  let still: Still

  enum Still: Sendable {
    /// The whole still, as given to ``init(time:steps:events:image:snackbarRegion:)``.
    case image(RGBAImage)
    /// The bare screen to draw again, and the pixels of ``snackbarRegion`` over it (nil when
    /// they are the bare screen's: no snackbar is drawn).
    case screen(SnackbarKeyFrameScreen, snackbar: RGBAImage?)
  }

  /// A key frame holding a whole still.
  public init(
    time: TimeInterval, steps: [SnackbarScenarioStep] = [], events: [SnackbarFlowEvent], image: RGBAImage,
    snackbarRegion: PixelRect?
  ) {
    self.time = time
    self.steps = steps
    self.events = events
    self.snackbarRegion = snackbarRegion
    bounds = image.bounds
    still = .image(image)
  }

  /// A key frame keeping the snackbar's pixels over a screen drawn again on demand.
  init(
    time: TimeInterval, steps: [SnackbarScenarioStep], events: [SnackbarFlowEvent], screen: SnackbarKeyFrameScreen,
    bounds: PixelRect, snackbar: (region: PixelRect, pixels: RGBAImage?)?
  ) {
    self.time = time
    self.steps = steps
    self.events = events
    self.bounds = bounds
    snackbarRegion = snackbar?.region
    still = .screen(screen, snackbar: snackbar?.pixels)
  }

  /// The bytes of pixels the key frame holds: the whole still for one made from an image, the
  /// snackbar's region (or nothing) for a player's.
  public var pixelByteCount: Int {
    switch still {
    case .image(let image): return image.bytes.count
    case .screen(_, let snackbar): return snackbar?.bytes.count ?? 0
    }
  }

  /// The whole still; a player's key frame draws its screen again and puts its pixels over it.
  /// - Throws: `SnackbarRenderError` when the screen cannot be drawn.
  public func image(using renderer: SnackbarRenderer) throws(SnackbarRenderError) -> RGBAImage {
    var screens = SnackbarKeyFrameScreen.Cache()
    return try image(of: bounds, using: renderer, screens: &screens)
  }

  /// The pixels of `band` (a region of ``bounds``), drawing the screen through `screens`, which
  /// keeps the last screen drawn so consecutive key frames share it.
  func image(
    of band: PixelRect, using renderer: SnackbarRenderer, screens: inout SnackbarKeyFrameScreen.Cache
  ) throws(SnackbarRenderError) -> RGBAImage {
    guard bounds.contains(band), !band.isEmpty else {
      throw .invalidRequest(field: "band", value: "\(band)", expected: "a region of the \(bounds) key frame")
    }
    switch still {
    case .image(let image):
      return try Self.crop(image, to: band)
    case .screen(let screen, let snackbar):
      var pixels = try Self.crop(try screens.image(of: screen, using: renderer), to: band)
      if let snackbar, let region = snackbarRegion {
        pixels.place(snackbar, atX: region.x - band.x, y: region.y - band.y)
      }
      return pixels
    }
  }

  private static func crop(_ image: RGBAImage, to band: PixelRect) throws(SnackbarRenderError) -> RGBAImage {
    do {
      return try image.cropped(to: band)
    } catch {
      throw .invalidRequest(field: "band", value: "\(band)", expected: "a region of the \(image.bounds) key frame")
    }
  }
}

/// The bare screen of a key frame, as values, so it can be drawn again exactly: the host's size,
/// safe area, traits and keyboard at that moment, the manager's bottom offset and the colour.
struct SnackbarKeyFrameScreen: Sendable, Equatable {
  let size: CGSize
  let safeAreaInsets: SnackbarEdgeInsets
  let traits: SnackbarTraitCollection
  let keyboardHeight: CGFloat
  let isWindow: Bool
  let bottomOffset: CGFloat
  let background: SnackbarColor?

  init(host: SnackbarHost, bottomOffset: CGFloat, background: SnackbarColor?) {
    size = host.size
    safeAreaInsets = host.safeAreaInsets
    traits = host.traitCollection
    keyboardHeight = host.keyboardHeight
    isWindow = host.isWindow
    self.bottomOffset = bottomOffset
    self.background = background
  }

  /// The screen drawn as `SnackbarRenderer/renderScreen(host:bottomOffset:background:)` draws it.
  func render(using renderer: SnackbarRenderer) throws(SnackbarRenderError) -> RGBAImage {
    let host = SnackbarHost(
      size: size, safeAreaInsets: safeAreaInsets, traitCollection: traits, keyboardHeight: keyboardHeight,
      isWindow: isWindow)
    return try renderer.renderScreen(host: host, bottomOffset: bottomOffset, background: background)
  }

  /// The last screen drawn: a filmstrip's rows mostly share one, and only one is held at a time.
  struct Cache {
    private var last: (screen: SnackbarKeyFrameScreen, image: RGBAImage)?

    mutating func image(
      of screen: SnackbarKeyFrameScreen, using renderer: SnackbarRenderer
    ) throws(SnackbarRenderError) -> RGBAImage {
      if let last, last.screen == screen { return last.image }
      last = nil
      let image = try screen.render(using: renderer)
      last = (screen, image)
      return image
    }
  }
}
