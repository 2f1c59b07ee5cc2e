import SnackbarBasics
import SnackbarRenderingStack

// Reading this machine's stack needs the libraries themselves (their runtime versions, the font
// context's options), so it lives with them; the fingerprint's value and its comparison do not.
extension RenderingFingerprint {
  private static let cache = SnackbarLocked<[[String]: RenderingFingerprint]>([:])

  /// The fingerprint of this process's libraries and `environment`'s font files.
  ///
  /// Hashing about 35 MB of fonts takes a moment, so the result is cached per set of files.
  /// - Throws: ``FontError/missingFont(path:package:)`` when a font file cannot be read.
  public static func current(environment: FontEnvironment) throws(FontError) -> RenderingFingerprint {
    let key = environment.fonts.map(\.path)
    if let cached = cache.withLock({ $0[key] }) { return cached }
    var fonts: [String: String] = [:]
    for resolved in environment.fonts {
      do {
        fonts[resolved.font.fileName] = try SHA256.hexDigest(ofFileAtPath: resolved.path)
      } catch {
        throw .missingFont(path: resolved.path, package: resolved.font.package)
      }
    }
    let libraries = LibraryVersions.current()
    let fingerprint = RenderingFingerprint(
      libraries: libraries, fonts: fonts, packages: installedPackages(libraries: libraries, fonts: environment.fonts),
      fontOptions: try environment.makeFontContext().fontOptions)
    cache.withLock { $0[key] = fingerprint }
    return fingerprint
  }
}
