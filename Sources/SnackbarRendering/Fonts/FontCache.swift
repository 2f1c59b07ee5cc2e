import CPango
import Foundation
import SnackbarFiles

/// The renderer's own fontconfig cache, so a process does not parse every pinned font file again.
///
/// Scanning the pinned files (`FcConfigAppFontAddFile`) reads every face's tables and character
/// map (the CJK collection alone holds ten faces): most of a one-line `snackbar render`'s time.
/// fontconfig caches scans, but only of directories and only in the cache directories a
/// configuration names, and the pinned files share their directories with fonts the renderer must
/// not see. So the cache links the pinned files from a directory of its own, named after what it
/// links, and names a cache directory of its own in the private configuration:
///
/// ```
/// <root>/fonts-<key>/00-Roboto-Regular.ttf -> /usr/share/fonts/…/Roboto-Regular.ttf
/// <root>/cache/<fontconfig's cache files>
/// ```
///
/// `<root>` is `$XDG_CACHE_HOME/material-snackbar/fontconfig-1` (or `~/.cache/…`). The key hashes
/// fontconfig's and FreeType's versions and each file's path, device, inode, size, modification
/// and change times, so a changed font file or library gets a new directory and a fresh scan
/// instead of a stale cache. The ordinal prefixes keep fontconfig's directory order (sorted by
/// name) equal to ``PinnedFont/all``'s, which breaks ties when matching. The links are created in
/// a private folder and renamed into place, so two processes never see a half-made directory.
///
/// The cache is untrusted input (``CacheFolder``): below the renderer's folder no link is
/// followed, the link directory must hold exactly the expected links (read with readlinkat,
/// never opened: a FIFO there would block fontconfig's scan) or it is replaced, and fontconfig's
/// own cache files, which it maps and trusts, are checked against a digest before fontconfig sees
/// them (``FontconfigCacheFiles``).
struct FontCache: Sendable {
  /// The folder under the user's cache directory that belongs to the renderer.
  static let folderName = "material-snackbar"
  /// The layout below the folder; changed when the layout changes, so an old one is never read.
  static let layoutName = "fontconfig-1"

  /// The renderer's folder (links followed: the user's to place).
  let base: BytePath
  /// The layout folder's name in ``base``: nothing below it is reached through a link.
  let layout: [UInt8]

  /// The directory holding the link directories and fontconfig's cache files.
  var root: BytePath { base.appending(layout) }

  /// A cache in the folder `root` (tests use a temporary directory); its parent is followed, not
  /// `root` itself.
  init(root: BytePath) {
    base = root.parent
    layout = root.lastComponent
  }

  /// The cache below `$XDG_CACHE_HOME`, or `$HOME/.cache` when that is unset or not absolute (as
  /// the XDG base directory specification asks); `nil` when neither names an absolute path.
  init?(environment: [String: String]) {
    guard let folder = Self.rendererFolder(environment: environment) else { return nil }
    base = folder
    layout = Array(Self.layoutName.utf8)
  }

  /// The renderer's folder below `$XDG_CACHE_HOME`, or `$HOME/.cache` when that is unset or not
  /// absolute; `nil` when neither names an absolute path. The shadow-mask store lives there too.
  /// The variables' bytes are the path's bytes: a newline stays a newline.
  static func rendererFolder(environment: [String: String]) -> BytePath? {
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
      return rawPath(of: "XDG_CACHE_HOME", as: xdg).appending(folderName)
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return rawPath(of: "HOME", as: home).appending(".cache").appending(folderName)
    }
    return nil
  }

  /// `value` as a path. Foundation decodes the process environment as UTF-8 and turns other bytes
  /// into U+FFFD, which names another folder; when `value` is that decoding of the process's own
  /// variable `name`, the variable's raw bytes are used instead.
  private static func rawPath(of name: String, as value: String) -> BytePath {
    guard let raw = getenv(name) else { return BytePath(value) }
    let bytes = UnsafeBufferPointer(start: raw, count: strlen(raw)).map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self) == value ? BytePath(bytes: bytes) : BytePath(value)
  }

  /// The name of the directory fontconfig writes its cache files to (`<cachedir>`), in ``root``.
  static let fontconfigCacheName = Array("cache".utf8)

  /// The directory fontconfig writes its cache files to.
  var fontconfigCacheDirectory: BytePath { root.appending(Self.fontconfigCacheName) }

  /// The cache made ready for `fonts`: the link directory made if needed (the link of each font
  /// by its real path, in the fonts' order), and fontconfig's cache files checked, those that
  /// fail removed. `nil` when a font cannot be examined or the directories cannot be made or
  /// written; the caller then scans the files themselves.
  func prepare(for fonts: [ResolvedFont]) -> PreparedFontCache? {
    // fontconfig learns its cache folder from XML, which cannot carry every path.
    guard FontConfiguration.xmlText(fontconfigCacheDirectory) != nil, let root = try? openRoot(),
      let links = prepareLinks(for: fonts, in: root),
      let cache = try? root.folder(Self.fontconfigCacheName, creating: true), cache.isWritable,
      let verified = FontconfigCacheFiles.verify(cache, digestFolder: root)
    else { return nil }
    return PreparedFontCache(links: links, root: root, cache: cache, verified: verified)
  }

  /// The cache's root, made if needed: its base followed, the layout folder never a link.
  func openRoot() throws(FileSystemError) -> CacheFolder {
    try CacheFolder.open(base, creating: true).folder(layout, creating: true)
  }

  /// ``prepareLinks(for:in:)`` in this cache's root.
  func prepareLinks(for fonts: [ResolvedFont]) -> FontCacheLinks? {
    guard let root = try? openRoot() else { return nil }
    return prepareLinks(for: fonts, in: root)
  }

  /// The link directory for `fonts` in `root`, made if needed; `nil` when it cannot be made.
  func prepareLinks(for fonts: [ResolvedFont], in root: CacheFolder) -> FontCacheLinks? {
    guard !fonts.isEmpty, let key = Self.key(for: fonts) else { return nil }
    let name = Array("fonts-\(key)".utf8)
    let files = linkFiles(for: fonts)
    let links = FontCacheLinks(directory: root.path.appending(name), name: name, files: files)
    if links.isIntact(in: root) { return links }
    guard root.isWritable else { return nil }
    // Built under a name fontconfig never reads, then renamed into place in one step. When
    // another process wins the race the rename fails and its directory, identical, is used;
    // anything else in the way (a link, a FIFO, a directory holding other entries) is replaced.
    let staging = Array(".staging-\(getpid())-\(UInt64.random(in: 0...UInt64.max))".utf8)
    guard let folder = try? root.folder(staging, creating: true) else { return nil }
    var made = true
    for file in files where made {
      made = (try? folder.makeLink(file.name, to: Array(file.target.utf8))) != nil
    }
    if made, (try? root.rename(staging, to: name)) == nil, !links.isIntact(in: root) {
      root.remove(name)
      try? root.rename(staging, to: name)
    }
    root.remove(staging)
    return links.isIntact(in: root) ? links : nil
  }

  /// The links of the link directory: each font's file by an ordinal and its name, zero-padded
  /// to one width so the names sort in the fonts' order.
  func linkFiles(for fonts: [ResolvedFont]) -> [FontCacheLinks.File] {
    let width = String(fonts.count - 1).count
    return fonts.enumerated().map { index, font in
      let number = String(index)
      let fileName = String(repeating: "0", count: width - number.count) + number + "-" + font.font.fileName
      return FontCacheLinks.File(name: Array(fileName.utf8), target: font.path)
    }
  }

  /// What the cached scan depends on, hashed: the libraries that scan, and each file's identity
  /// and times. `nil` when a file cannot be examined.
  static func key(for fonts: [ResolvedFont]) -> String? {
    var text = "fontconfig \(FcGetVersion()) freetype \(freeTypeVersion)\n"
    for font in fonts {
      guard let info = try? FileSystem.status(of: BytePath(font.path)) else { return nil }
      text += "\(font.path) \(info.device) \(info.inode) \(info.size) "
      text += "\(seconds(info.modificationNanoseconds)) \(seconds(info.changeNanoseconds))\n"
    }
    return String(SHA256.hexDigest(Array(text.utf8)).prefix(32))
  }

  /// A time in nanoseconds since 1970 as the key writes it: seconds, a dot, and the nanoseconds
  /// without leading zeros (`1700000000.5`), as stat(2) gives the two.
  private static func seconds(_ nanoseconds: Int64) -> String {
    let (seconds, rest) = nanoseconds.quotientAndRemainder(dividingBy: 1_000_000_000)
    return "\(seconds).\(rest)"
  }

  /// The runtime FreeType version: fontconfig reads the fonts through it.
  private static let freeTypeVersion: String = {
    var buffer = [CChar](repeating: 0, count: 64)
    buffer.withUnsafeMutableBufferPointer { snackbar_freetype_version($0.baseAddress, $0.count) }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }()
}

/// A directory of links to the pinned font files, made by ``FontCache/prepareLinks(for:in:)``.
struct FontCacheLinks: Sendable, Hashable {
  /// One link and the font file it points to.
  struct File: Sendable, Hashable {
    /// The link's name in ``FontCacheLinks/directory``.
    let name: [UInt8]
    /// The font file's path.
    let target: String
  }

  /// The directory fontconfig scans (and caches).
  let directory: BytePath
  /// Its name in the cache's root.
  let name: [UInt8]
  /// The links, in the fonts' order.
  let files: [File]

  /// The path of each link, as fontconfig names the fonts it scans through them.
  func linkPath(_ file: File) -> BytePath { directory.appending(file.name) }

  /// Whether the directory (a real one, not a link) holds exactly the expected links, each
  /// pointing at its file. Only lstat and readlink look at the entries: fontconfig opens each
  /// entry when it scans, and an entry that is a FIFO would block it, a regular file would be
  /// scanned as a font.
  func isIntact(in root: CacheFolder) -> Bool {
    guard let folder = try? root.folder(name, creating: false),
      let entries = try? folder.entries(limit: files.count + 1),
      Set(entries) == Set(files.map(\.name)), entries.count == files.count
    else { return false }
    return files.allSatisfy { file in (try? folder.linkTarget(file.name)) == Array(file.target.utf8) }
  }
}

/// The font cache made ready for one configuration (``FontCache/prepare(for:)``): the link
/// directory to scan, fontconfig's cache folder, and the cache files in it that matched the
/// digest.
struct PreparedFontCache: Sendable {
  /// The link directory.
  let links: FontCacheLinks
  /// The cache's root, which holds the digest.
  let root: CacheFolder
  /// fontconfig's cache folder.
  let cache: CacheFolder
  /// The cache files that matched the digest before fontconfig was called.
  let verified: Set<FontconfigCacheFiles.Identity>

  /// After a load that gave exactly the pinned fonts: records the digest of what fontconfig left
  /// in its folder, when it wrote something.
  func recordDigest() {
    FontconfigCacheFiles.record(cache, digestFolder: root, verified: verified)
  }
}
