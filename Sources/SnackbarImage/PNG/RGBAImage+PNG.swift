import Foundation
import SnackbarFiles

extension RGBAImage {
  /// The image encoded as PNG (deterministic bytes). See ``PNGCodec/encode(_:)``.
  public func pngData() throws(PNGError) -> [UInt8] {
    try PNGCodec.encode(self)
  }

  /// Encodes the image as PNG and writes it atomically to `url`, creating missing directories.
  /// - Throws: ``PNGError`` when encoding fails, `FileSystemError` (SnackbarFiles) when writing fails.
  public func writePNG(to url: URL) throws {
    try AtomicFile.write(try pngData(), to: url)
  }
}
