import CPango
import Foundation
import MaterialSnackbar
import SnackbarBasics

/// The pinned fonts, loaded into a private fontconfig configuration.
///
/// Loading scans every font file (the CJK collection alone is 19 MB), so ``load(locator:)``
/// caches one environment per set of resolved files for the life of the process; it is safe to
/// call from any thread. The environment itself is immutable and `Sendable`.
///
/// Pango font maps and contexts are **not** thread-safe. Each renderer (one per thread or task)
/// makes its own Pango font context over the shared configuration.
///
/// The first load in a process also pins what the native libraries would otherwise take from
/// the environment, before any font context can exist: the pinned configuration becomes
/// fontconfig's current one, so the system configuration is never loaded (`FONTCONFIG_FILE`,
/// `FONTCONFIG_PATH` and `FONTCONFIG_SYSROOT` are never read, and nothing is printed about them),
/// and FreeType's module properties are reset to their built-in defaults
/// (`FreeTypeProperties`), so `FREETYPE_PROPERTIES` changes no pixel. `FC_DEBUG` is the one
/// variable only a program's `main` can silence (`FontconfigDiagnostics`).
public struct FontEnvironment: Sendable {
  /// The family that stands in for the iOS system font.
  public static let systemFamily = "Roboto"

  /// The family that stands in for the platform's monospaced system font (SF Mono), which
  /// SwiftUI draws Markdown's code spans in. Not a fallback: only code spans ask for it.
  public static let monospacedFamily = "DejaVu Sans Mono"

  /// Families tried in order for characters the requested family lacks.
  public static let fallbackFamilies = [
    "Roboto", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari", "Noto Sans Thai",
    "Noto Sans Armenian", "Noto Sans Bengali", "Noto Sans Ethiopic", "Noto Sans Georgian", "Noto Sans Gujarati",
    "Noto Sans Gurmukhi", "Noto Sans Kannada", "Noto Sans Khmer", "Noto Sans Lao", "Noto Sans Malayalam",
    "Noto Sans Myanmar", "Noto Sans Oriya", "Noto Sans Sinhala", "Noto Sans Tamil", "Noto Sans Telugu",
    "Noto Sans Thaana", "Noto Serif Tibetan", "Noto Sans CJK SC", "Noto Color Emoji", "Noto Sans Symbols",
    "Noto Sans Symbols2", "Noto Sans Math",
  ]

  /// ``fallbackFamilies`` as a Pango family list: "Roboto, Noto Sans Arabic, ...".
  public static var fallbackFamilyList: String { fallbackFamilies.joined(separator: ", ") }

  /// The fonts in the configuration and their files.
  public let fonts: [ResolvedFont]
  let configuration: FontConfiguration

  private static let cache = SnackbarLocked<[[String]: FontEnvironment]>([:])

  /// Finds the pinned fonts with `locator` and loads them, or returns the environment already
  /// loaded for the same files.
  /// - Throws: ``FontError/missingFont(path:package:)`` when a file is missing, or another
  ///   ``FontError`` when fontconfig fails.
  public static func load(locator: FontLocator = FontLocator()) throws(FontError) -> FontEnvironment {
    let fonts = try locator.resolve()
    let key = fonts.map(\.path)
    if let cached = cache.withLock({ $0[key] }) { return cached }
    // Built outside the lock: two threads racing on the first load each build one and the first
    // stored wins; that wastes a little work once instead of serialising every later lookup.
    let configuration = try FontConfiguration(fonts: fonts, cache: FontCache(environment: locator.environment))
    // Process-wide pins, done once and before any font context can exist (each needs an
    // environment): fontconfig's current configuration and FreeType's properties.
    try configuration.makeProcessDefault()
    if let font = fonts.first {
      try FreeTypeProperties.pin(usingFontAt: font.path)
    }
    let environment = FontEnvironment(fonts: fonts, configuration: configuration)
    return cache.withLock { cache in
      if let existing = cache[key] { return existing }
      cache[key] = environment
      return environment
    }
  }

  /// Creates a Pango font map and context over this configuration, owned by the caller's thread.
  /// - Throws: ``FontError/setupFailed(reason:)`` when Pango cannot create them.
  package func makeFontContext(language: String = "en") throws(FontError) -> PangoFontContext {
    try PangoFontContext(environment: self, language: language)
  }
}
