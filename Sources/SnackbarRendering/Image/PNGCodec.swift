import CPangoCairo
import Foundation

/// Encodes PNG with zlib directly (`PNGEncoder`) and decodes through Cairo's stream functions
/// (libpng underneath).
///
/// Encoding is deterministic: no time, gamma or text chunks, so the same image gives the same
/// bytes on every run. Decoding goes through Cairo's premultiplied pixels, so a translucent colour
/// written by another tool is quantised to the premultiplied grid; opaque pixels and pixels Cairo
/// itself rendered round-trip exactly; fully transparent pixels decode as (0, 0, 0, 0).
public enum PNGCodec {
  /// The 8 bytes every PNG starts with.
  public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Encodes `image` as an 8-bit RGBA PNG (straight alpha, exact: no premultiplication).
  /// - Throws: ``PNGError/encodingFailed(reason:)`` when compression fails (for example, out of
  ///   memory).
  public static func encode(_ image: RGBAImage) throws(PNGError) -> [UInt8] {
    try PNGEncoder.encode(image)
  }

  /// Decodes PNG bytes into an image.
  /// - Throws: ``PNGError`` for empty, non-PNG, truncated, corrupt or oversized input.
  public static func decode(_ bytes: [UInt8]) throws(PNGError) -> RGBAImage {
    try PNGHeader.validate(bytes)
    let source = ByteSource(bytes)
    let raw = withExtendedLifetime(source) {
      cairo_image_surface_create_from_png_stream(pngReadCallback, Unmanaged.passUnretained(source).toOpaque())
    }
    guard let raw else { throw .corrupt(reason: "the decoder returned no image") }
    let surface: CairoImageSurface
    do {
      surface = try CairoImageSurface(adopting: raw, operation: "decoding PNG")
    } catch {
      // Cairo reports every libpng failure as a read error; our reader knows whether the
      // input ran out, which is the useful distinction.
      if source.ranOut { throw .truncated }
      throw .corrupt(reason: error.statusMessage)
    }
    do {
      return try surface.makeImage()
    } catch {
      throw .corrupt(reason: error.description)
    }
  }

  /// Decodes the PNG file at `url`. Every error names the file.
  /// - Throws: ``PNGError/unreadableFile(path:reason:)`` or ``PNGError/invalidFile(path:underlying:)``.
  public static func decode(contentsOf url: URL) throws(PNGError) -> RGBAImage {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadableFile(path: url.path, reason: Self.reason(for: error))
    }
    do {
      return try decode([UInt8](data))
    } catch {
      throw .invalidFile(path: url.path, underlying: error)
    }
  }

  private static func reason(for error: any Error) -> String {
    let nsError = error as NSError
    if let posix = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(posix.code)))
    }
    if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoSuchFileError {
      return "no such file"
    }
    return nsError.localizedDescription
  }
}

/// Feeds bytes to Cairo's PNG reader and remembers whether it asked for more than there was.
private final class ByteSource {
  let bytes: [UInt8]
  var offset = 0
  var ranOut = false

  init(_ bytes: [UInt8]) { self.bytes = bytes }
}

/// `cairo_read_func_t`: copies exactly `length` bytes from the `ByteSource`, or fails (Cairo's
/// contract is all or nothing).
private func pngReadCallback(
  _ closure: UnsafeMutableRawPointer?, _ data: UnsafeMutablePointer<UInt8>?, _ length: UInt32
) -> cairo_status_t {
  guard let closure else { return CAIRO_STATUS_READ_ERROR }
  let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
  let count = Int(length)
  guard count > 0 else { return CAIRO_STATUS_SUCCESS }
  guard let data, source.bytes.count - source.offset >= count else {
    source.ranOut = true
    return CAIRO_STATUS_READ_ERROR
  }
  source.bytes.withUnsafeBufferPointer { buffer in
    guard let base = buffer.baseAddress else { return }
    data.update(from: base + source.offset, count: count)
  }
  source.offset += count
  return CAIRO_STATUS_SUCCESS
}
