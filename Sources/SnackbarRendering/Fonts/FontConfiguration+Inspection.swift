import CPango

/// What a configuration holds and reads, for tests that guard the private configuration and its
/// cache without timing anything.
extension FontConfiguration {
  /// The configuration files fontconfig read into this configuration: none, since the rules are
  /// parsed from memory and `/etc/fonts` is never loaded.
  var configurationFiles: [String] { Self.strings(FcConfigGetConfigFiles(pointer)) }

  /// The font and configuration directories fontconfig would scan or read for this configuration.
  var systemDirectories: [String] {
    Self.strings(FcConfigGetFontDirs(pointer)) + Self.strings(FcConfigGetConfigDirs(pointer))
  }

  /// The directories fontconfig reads and writes cache files in.
  var cacheDirectories: [String] { Self.strings(FcConfigGetCacheDirs(pointer)) }

  /// How many fonts the system set holds (fonts from configured directories): none.
  var systemFontCount: Int { FcConfigGetFonts(pointer, FcSetSystem).map { Int($0.pointee.nfont) } ?? 0 }

  /// The file of each application font, in the set's order (a collection's faces repeat it).
  var fontFiles: [String] {
    applicationFonts.map { font in
      var file: UnsafeMutablePointer<FcChar8>?
      guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { return "" }
      return String(cString: file)
    }
  }

  /// Whether both configurations hold equal font patterns (every property, character sets
  /// included) in the same order: then fontconfig matches, and Pango draws, the same on both.
  func hasSameFonts(as other: FontConfiguration) -> Bool {
    let mine = applicationFonts
    let theirs = other.applicationFonts
    return mine.count == theirs.count && zip(mine, theirs).allSatisfy { FcPatternEqual($0, $1) == FcTrue }
  }

  private var applicationFonts: [OpaquePointer] {
    guard let set = FcConfigGetFonts(pointer, FcSetApplication) else { return [] }
    return (0..<Int(set.pointee.nfont)).compactMap { set.pointee.fonts[$0] }
  }

  private static func strings(_ list: OpaquePointer?) -> [String] {
    guard let list else { return [] }
    defer { FcStrListDone(list) }
    var strings: [String] = []
    while let next = FcStrListNext(list) { strings.append(String(cString: next)) }
    return strings
  }
}
