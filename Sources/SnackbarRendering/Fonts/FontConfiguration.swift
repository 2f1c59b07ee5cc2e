import CPango
import Foundation
import SnackbarFiles

/// An owned, private fontconfig configuration holding only the pinned font files.
///
/// `@unchecked Sendable`: the configuration is fully built in `init` and never modified after;
/// fontconfig reference-counts configurations atomically and its matching functions only read
/// them, so several threads' Pango font maps can share one.
final class FontConfiguration: @unchecked Sendable {
  /// The `FcConfig *`. Valid while this object lives.
  let pointer: OpaquePointer

  /// Rules applied on top of the bare configuration.
  ///
  /// - Noto Color Emoji is a bitmap font (CBDT strikes at 109 px). Without a rule fontconfig
  ///   hands Pango the strike's own 109 px size whatever size was asked for. As in fontconfig's
  ///   `10-scale-bitmap-fonts.conf`, the rule marks it scalable and sets a font matrix that scales
  ///   the strike to the requested pixel size (and the size to match), so emoji sit in the line
  ///   like any glyph; Cairo then scales the bitmaps.
  /// - Generic families map to Roboto so "sans-serif" or "system-ui" never depend on the machine.
  static let rules = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig>
      <match target="font">
        <test name="family"><string>Noto Color Emoji</string></test>
        <edit name="scalable" mode="assign"><bool>true</bool></edit>
      </match>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <edit name="pixelsizefixupfactor" mode="assign">
          <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
        </edit>
      </match>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
        <edit name="matrix" mode="assign">
          <times>
            <name>matrix</name>
            <matrix>
              <name>pixelsizefixupfactor</name><double>0</double>
              <double>0</double><name>pixelsizefixupfactor</name>
            </matrix>
          </times>
        </edit>
        <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
      </match>
      <alias binding="same"><family>sans-serif</family><prefer><family>Roboto</family></prefer></alias>
      <alias binding="same"><family>system-ui</family><prefer><family>Roboto</family></prefer></alias>
      <alias binding="same"><family>emoji</family><prefer><family>Noto Color Emoji</family></prefer></alias>
    </fontconfig>
    """

  /// Builds a configuration from `fonts` only; the system configuration is never read.
  ///
  /// With a `cache`, the fonts are read from the renderer's own fontconfig cache when it holds
  /// them (and scanned into it when it does not); see ``FontCache``. The fonts are then the same
  /// patterns, in the same order, as a scan of the files gives, file paths included. When the
  /// cache cannot be used (no writable directory, a cache that does not hold exactly the pinned
  /// files), the files are scanned as without a cache.
  /// - Throws: ``FontError`` when fontconfig fails or rejects a file.
  init(fonts: [ResolvedFont], cache: FontCache? = nil) throws(FontError) {
    if let cache, let prepared = cache.prepare(for: fonts),
      let config = Self.loadCached(prepared.links, cacheDirectory: prepared.cache.path)
    {
      prepared.recordDigest()
      pointer = config
      return
    }
    let config = try Self.makeBareConfig(cacheDirectory: nil)
    for font in fonts {
      let added = font.path.withCString { path in
        path.withMemoryRebound(to: FcChar8.self, capacity: font.path.utf8.count + 1) { bytes in
          FcConfigAppFontAddFile(config, bytes)
        }
      }
      guard added == FcTrue else {
        FcConfigDestroy(config)
        throw .unusableFont(path: font.path)
      }
    }
    pointer = config
  }

  /// A configuration with ``rules`` and no fonts, writing its cache files to `cacheDirectory`
  /// (none when `nil`).
  /// - Throws: ``FontError/setupFailed(reason:)`` when fontconfig fails, or when
  ///   `cacheDirectory` cannot be written in its XML (``xmlText(_:)``).
  static func makeBareConfig(cacheDirectory: BytePath?) throws(FontError) -> OpaquePointer {
    var xml = rules
    if let cacheDirectory {
      guard let path = xmlText(cacheDirectory) else {
        throw .setupFailed(reason: "the cache directory \(cacheDirectory) cannot be named in fontconfig's XML")
      }
      xml = xml.replacingOccurrences(of: "</fontconfig>", with: "  <cachedir>\(path)</cachedir>\n</fontconfig>")
    }
    guard let config = FcConfigCreate() else { throw .setupFailed(reason: "FcConfigCreate returned NULL") }
    // FcConfigCreate takes FONTCONFIG_SYSROOT from the environment, and fontconfig strips that
    // prefix from the files it adds, so FONTCONFIG_SYSROOT=/usr made every pinned path unopenable
    // ("/share/fonts/…"). The pinned paths are absolute: no sysroot.
    FcConfigSetSysRoot(config, nil)
    let loaded = xml.withCString { text in
      text.withMemoryRebound(to: FcChar8.self, capacity: xml.utf8.count + 1) { bytes in
        FcConfigParseAndLoadFromMemory(config, bytes, FcTrue)
      }
    }
    guard loaded == FcTrue else {
      FcConfigDestroy(config)
      throw .setupFailed(reason: "fontconfig rejected the built-in rules")
    }
    return config
  }

  /// `path` as XML character data: its exact bytes once parsed. Tab, line feed and carriage
  /// return become character references, which XML keeps as they are (a literal carriage return
  /// would be read as a line feed); `nil` for bytes XML cannot carry (not UTF-8, other control
  /// characters), and the caller then does without the cache.
  static func xmlText(_ path: BytePath) -> String? {
    guard let text = path.utf8String else { return nil }
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\t", "\n", "\r": escaped += "&#\(scalar.value);"
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: return nil
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// A configuration holding the fonts linked from `links`, read from the cache in
  /// `cacheDirectory` (or scanned and cached there), with each font's file path set back to the
  /// file itself; `nil` when the result is not exactly the linked files' fonts.
  private static func loadCached(_ links: FontCacheLinks, cacheDirectory: BytePath) -> OpaquePointer? {
    guard let config = try? makeBareConfig(cacheDirectory: cacheDirectory) else { return nil }
    guard addDirectory(links.directory, to: config) else {
      FcConfigDestroy(config)
      return nil
    }
    guard restoreFilePaths(in: config, links: links) else {
      // A cache that passed fontconfig's checks but holds other fonts: removed, so the next
      // process scans afresh; this one scans the files.
      _ = links.directory.withCPath { path in
        path.withMemoryRebound(to: FcChar8.self, capacity: links.directory.bytes.count + 1) {
          FcDirCacheUnlink($0, config)
        }
      }
      FcConfigDestroy(config)
      return nil
    }
    return config
  }

  /// Lets fontconfig scan `directory` into `cacheDirectory` (empty, so nothing is read from a
  /// cache): the file a render's scan would have written, for the check of ``FontCache``. `false` when
  /// fontconfig fails.
  static func writeFreshCache(of directory: BytePath, into cacheDirectory: BytePath) -> Bool {
    guard let config = try? makeBareConfig(cacheDirectory: cacheDirectory) else { return false }
    defer { FcConfigDestroy(config) }
    return addDirectory(directory, to: config)
  }

  /// FcConfigAppFontAddDir with the directory's bytes.
  private static func addDirectory(_ directory: BytePath, to config: OpaquePointer) -> Bool {
    let added = directory.withCPath { path in
      path.withMemoryRebound(to: FcChar8.self, capacity: directory.bytes.count + 1) {
        FcConfigAppFontAddDir(config, $0)
      }
    }
    return added == FcTrue
  }

  /// Replaces each application font's path, a link, with the file it links to, so fonts keep
  /// working when the cache is deleted and match a scan of the files exactly. `false` when a font
  /// is not from a link or a link gave no font.
  private static func restoreFilePaths(in config: OpaquePointer, links: FontCacheLinks) -> Bool {
    guard let set = FcConfigGetFonts(config, FcSetApplication) else { return false }
    let targets = Dictionary(
      links.files.map { (links.linkPath($0).bytes, $0.target) }, uniquingKeysWith: { first, _ in first })
    var linked: Set<[UInt8]> = []
    for index in 0..<Int(set.pointee.nfont) {
      guard let font = set.pointee.fonts[index] else { return false }
      var file: UnsafeMutablePointer<FcChar8>?
      guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { return false }
      // Bytes, as the link's path was given: a path that is not UTF-8 must still match.
      var length = 0
      while file[length] != 0 { length += 1 }
      let link = Array(UnsafeBufferPointer(start: file, count: length))
      guard let target = targets[link], let copy = FcPatternDuplicate(font) else { return false }
      let replaced = target.withCString { path in
        path.withMemoryRebound(to: FcChar8.self, capacity: target.utf8.count + 1) { bytes in
          FcPatternDel(copy, FC_FILE) == FcTrue && FcPatternAddString(copy, FC_FILE, bytes) == FcTrue
        }
      }
      guard replaced else {
        FcPatternDestroy(copy)
        return false
      }
      // The set owned one reference to the cached pattern; it now owns the copy instead.
      set.pointee.fonts[index] = copy
      FcPatternDestroy(font)
      linked.insert(link)
    }
    return linked.count == links.files.count
  }

  deinit {
    FcConfigDestroy(pointer)
  }

  private static let processDefault = ProcessOnce<FontError>()

  /// Makes the first configuration built in this process fontconfig's current one; later calls
  /// do nothing.
  ///
  /// Pango starts `FcInit` on a thread when it makes its first font map, and `FcInit` loads the
  /// system configuration unless one is current: it reads `FONTCONFIG_FILE`, `FONTCONFIG_PATH`
  /// and `FONTCONFIG_SYSROOT`, prints "Fontconfig error: Cannot load default config file" when
  /// they point nowhere, and scans the system's fonts, all for a configuration the renderer never
  /// uses. With this one current, `FcInit` has nothing to do. It must run before the first Pango
  /// font map: ``FontEnvironment/load(locator:)`` calls it before returning any environment. Other
  /// fontconfig users in the process (anything passing a NULL configuration) see the pinned fonts.
  /// - Throws: ``FontError/setupFailed(reason:)`` when fontconfig refuses.
  func makeProcessDefault() throws(FontError) {
    try Self.processDefault.run { () throws(FontError) in
      guard FcConfigSetCurrent(pointer) == FcTrue else {
        throw .setupFailed(reason: "fontconfig could not make the pinned configuration current (FcConfigSetCurrent)")
      }
    }
  }
}
