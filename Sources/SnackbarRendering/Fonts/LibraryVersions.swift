import CCairo
import CPango

/// The runtime versions of the native libraries that affect pixels, read from the libraries
/// themselves (not from headers), since the loaded shared objects are what render.
enum LibraryVersions {
  /// Library name to version text, for example "cairo": "1.16.0".
  static func current() -> [String: String] {
    [
      "cairo": cString(cairo_version_string()),
      "pango": cString(pango_version_string()),
      "harfbuzz": cString(hb_version_string()),
      "freetype": formatted(snackbar_freetype_version),
      "fontconfig": formatted(snackbar_fontconfig_version),
    ]
  }

  private static func cString(_ pointer: UnsafePointer<CChar>?) -> String {
    guard let pointer else { return "unknown" }
    return String(cString: pointer)
  }

  private static func formatted(_ write: (UnsafeMutablePointer<CChar>?, Int) -> Void) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    buffer.withUnsafeMutableBufferPointer { write($0.baseAddress, $0.count) }
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return text.isEmpty ? "unknown" : text
  }
}
