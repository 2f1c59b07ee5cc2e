/// One font file the renderer uses, where Debian installs it and which package provides it.
///
/// Pinning exact files (rather than asking the system for "sans-serif") is what makes renders
/// reproducible: the same Debian packages give the same pixels on every machine.
public struct PinnedFont: Sendable, Hashable, Codable {
  /// The file name, for example `Roboto-Regular.ttf`. Unique among pinned fonts; used to find the
  /// file under `SNACKBAR_FONTS_DIR`.
  public let fileName: String
  /// The absolute path Debian installs the file to.
  public let debianPath: String
  /// The Debian package that provides the file, for the "apt-get install" hint.
  public let package: String
  /// The family name fontconfig reports (a `.ttc` holds several; this is the one we ask for).
  public let family: String

  /// Creates a pinned font description.
  public init(fileName: String, debianPath: String, package: String, family: String) {
    self.fileName = fileName
    self.debianPath = debianPath
    self.package = package
    self.family = family
  }

  private static func roboto(_ style: String) -> PinnedFont {
    PinnedFont(
      fileName: "Roboto-\(style).ttf",
      debianPath: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-\(style).ttf",
      package: "fonts-roboto-unhinted", family: "Roboto")
  }

  private static func notoSans(_ script: String, _ style: String) -> PinnedFont {
    PinnedFont(
      fileName: "NotoSans\(script)-\(style).ttf",
      debianPath: "/usr/share/fonts/truetype/noto/NotoSans\(script)-\(style).ttf",
      package: "fonts-noto-core", family: "Noto Sans \(script)")
  }

  private static func notoSerif(_ script: String, _ style: String) -> PinnedFont {
    PinnedFont(
      fileName: "NotoSerif\(script)-\(style).ttf",
      debianPath: "/usr/share/fonts/truetype/noto/NotoSerif\(script)-\(style).ttf",
      package: "fonts-noto-core", family: "Noto Serif \(script)")
  }

  /// Every pinned font, in a fixed order. Roboto covers Latin, Greek and Cyrillic and stands in for
  /// the iOS system font; the Noto fonts cover the scripts Roboto lacks.
  public static let all: [PinnedFont] = [
    roboto("Regular"), roboto("Italic"), roboto("Medium"), roboto("MediumItalic"), roboto("Bold"),
    roboto("BoldItalic"),
    notoSans("Arabic", "Regular"), notoSans("Arabic", "Bold"),
    notoSans("Hebrew", "Regular"), notoSans("Hebrew", "Bold"),
    notoSans("Devanagari", "Regular"), notoSans("Devanagari", "Bold"),
    notoSans("Thai", "Regular"), notoSans("Thai", "Bold"),
    // The other scripts of the languages apps ship (Armenian to Thaana; Tibetan has only a serif
    // Noto), so no catalog's text is drawn as boxes. After Thai, so nothing the fonts above drew
    // falls back differently.
    notoSans("Armenian", "Regular"), notoSans("Armenian", "Bold"),
    notoSans("Bengali", "Regular"), notoSans("Bengali", "Bold"),
    notoSans("Ethiopic", "Regular"), notoSans("Ethiopic", "Bold"),
    notoSans("Georgian", "Regular"), notoSans("Georgian", "Bold"),
    notoSans("Gujarati", "Regular"), notoSans("Gujarati", "Bold"),
    notoSans("Gurmukhi", "Regular"), notoSans("Gurmukhi", "Bold"),
    notoSans("Kannada", "Regular"), notoSans("Kannada", "Bold"),
    notoSans("Khmer", "Regular"), notoSans("Khmer", "Bold"),
    notoSans("Lao", "Regular"), notoSans("Lao", "Bold"),
    notoSans("Malayalam", "Regular"), notoSans("Malayalam", "Bold"),
    notoSans("Myanmar", "Regular"), notoSans("Myanmar", "Bold"),
    notoSans("Oriya", "Regular"), notoSans("Oriya", "Bold"),
    notoSans("Sinhala", "Regular"), notoSans("Sinhala", "Bold"),
    notoSans("Tamil", "Regular"), notoSans("Tamil", "Bold"),
    notoSans("Telugu", "Regular"), notoSans("Telugu", "Bold"),
    notoSans("Thaana", "Regular"), notoSans("Thaana", "Bold"),
    notoSerif("Tibetan", "Regular"), notoSerif("Tibetan", "Bold"),
    PinnedFont(
      fileName: "NotoSansCJK-Regular.ttc", debianPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
      package: "fonts-noto-cjk", family: "Noto Sans CJK SC"),
    // Markdown's strong text is bold, which CJK text shows only with the bold face (a medium
    // request still matches the regular one, so nothing else draws differently).
    PinnedFont(
      fileName: "NotoSansCJK-Bold.ttc", debianPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
      package: "fonts-noto-cjk", family: "Noto Sans CJK SC"),
    PinnedFont(
      fileName: "NotoColorEmoji.ttf", debianPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
      package: "fonts-noto-color-emoji", family: "Noto Color Emoji"),
    // Symbols and mathematical operators catalogs write between words (U+22C5 "v⋅mignon⋅ez" in
    // Breton, check marks, stars, arrows), which no font above has; after the emoji font, so a
    // character with an emoji keeps it.
    notoSans("Symbols", "Regular"), notoSans("Symbols", "Bold"), notoSans("Symbols2", "Regular"),
    notoSans("Math", "Regular"),
    PinnedFont(
      fileName: "MaterialIcons-Regular.ttf",
      debianPath: "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf",
      package: "fonts-material-design-icons-iconfont", family: "Material Icons"),
    // Markdown's code spans; last, and in no fallback list, so no other text falls back to it.
    dejaVuSansMono("DejaVuSansMono.ttf"), dejaVuSansMono("DejaVuSansMono-Bold.ttf"),
  ]

  private static func dejaVuSansMono(_ fileName: String) -> PinnedFont {
    PinnedFont(
      fileName: fileName, debianPath: "/usr/share/fonts/truetype/dejavu/\(fileName)", package: "fonts-dejavu-core",
      family: "DejaVu Sans Mono")
  }
}

/// A pinned font and the file found for it on this machine.
public struct ResolvedFont: Sendable, Hashable {
  /// The pinned font.
  public let font: PinnedFont
  /// The absolute path of the file used.
  public let path: String
}
