import Foundation
import MaterialSnackbar

/// Everything outside the source code that changes rendered pixels: the native library versions
/// and the exact font files.
///
/// Snapshot tests record it next to their reference images. When a comparison fails on another
/// machine, ``differences(from:)`` says whether the cause is a different Cairo, Pango, HarfBuzz,
/// FreeType or fontconfig, or a different font build.
public struct RenderingFingerprint: Sendable, Codable, Equatable {
  /// Library name ("cairo", "pango", "harfbuzz", "freetype", "fontconfig") to runtime version.
  public var libraries: [String: String]
  /// Font file name to the SHA-256 (lowercase hex) of its contents.
  public var fonts: [String: String]

  /// Creates a fingerprint from its parts.
  public init(libraries: [String: String], fonts: [String: String]) {
    self.libraries = libraries
    self.fonts = fonts
  }

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
    let fingerprint = RenderingFingerprint(libraries: LibraryVersions.current(), fonts: fonts)
    cache.withLock { $0[key] = fingerprint }
    return fingerprint
  }

  /// A stable text form: pretty-printed JSON with sorted keys, so equal fingerprints give equal
  /// text and diffs stay readable.
  public var stableText: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// Parses the form written by ``stableText``.
  /// - Throws: the `DecodingError` when the text is not a fingerprint.
  public init(stableText: String) throws {
    self = try JSONDecoder().decode(RenderingFingerprint.self, from: Data(stableText.utf8))
  }

  /// One line per difference between `other` (for example, the recorded fingerprint) and this
  /// one (for example, the current machine), sorted; empty when they match.
  ///
  /// Lines read like `pango: 1.50.12 (recorded) vs 1.52.1 (here)` or
  /// `font Roboto-Regular.ttf: sha256 3f2a… (recorded) vs 9c1d… (here)`.
  public func differences(from other: RenderingFingerprint) -> [String] {
    var lines: [String] = []
    for name in Set(libraries.keys).union(other.libraries.keys).sorted() {
      let recorded = other.libraries[name]
      let here = libraries[name]
      guard recorded != here else { continue }
      lines.append("\(name): \(recorded ?? "absent") (recorded) vs \(here ?? "absent") (here)")
    }
    for name in Set(fonts.keys).union(other.fonts.keys).sorted() {
      let recorded = other.fonts[name]
      let here = fonts[name]
      guard recorded != here else { continue }
      lines.append(
        "font \(name): \(recorded.map { "sha256 \($0.prefix(12))…" } ?? "absent") (recorded) vs "
          + "\(here.map { "sha256 \($0.prefix(12))…" } ?? "absent") (here)")
    }
    return lines
  }
}
