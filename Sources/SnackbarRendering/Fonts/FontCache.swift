import CPangoCairo
import Foundation

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
/// fontconfig itself checks its cache file (format, size, offsets, the directory's modification
/// time), rescans when it is invalid and replaces it atomically.
struct FontCache: Sendable {
  /// The folder under the user's cache directory that belongs to the renderer.
  static let folderName = "material-snackbar"
  /// The layout below the folder; changed when the layout changes, so an old one is never read.
  static let layoutName = "fontconfig-1"

  /// The directory holding the link directories and fontconfig's cache files.
  let root: String

  /// A cache below `root` (tests use a temporary directory).
  init(root: String) {
    self.root = root
  }

  /// The cache below `$XDG_CACHE_HOME`, or `$HOME/.cache` when that is unset or not absolute (as
  /// the XDG base directory specification asks); `nil` when neither names an absolute path.
  init?(environment: [String: String]) {
    guard let folder = Self.rendererFolder(environment: environment) else { return nil }
    self.init(root: "\(folder)/\(Self.layoutName)")
  }

  /// The renderer's folder below `$XDG_CACHE_HOME`, or `$HOME/.cache` when that is unset or not
  /// absolute; `nil` when neither names an absolute path. The shadow-mask store lives there too.
  static func rendererFolder(environment: [String: String]) -> String? {
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return "\(xdg)/\(folderName)" }
    if let home = environment["HOME"], home.hasPrefix("/") { return "\(home)/.cache/\(folderName)" }
    return nil
  }

  /// The directory fontconfig writes its cache files to (`<cachedir>` of the configuration).
  var fontconfigCacheDirectory: String { root + "/cache" }

  /// The link directory for `fonts`, made if needed: the link of each font by its real path, in
  /// the fonts' order. `nil` when a font cannot be examined or the directory cannot be made or
  /// holds something else; the caller then scans the files themselves.
  func prepareLinks(for fonts: [ResolvedFont]) -> FontCacheLinks? {
    guard !fonts.isEmpty, let key = Self.key(for: fonts) else { return nil }
    let directory = "\(root)/fonts-\(key)"
    // Zero-padded to one width, so the names sort in the fonts' order.
    let width = String(fonts.count - 1).count
    let names = fonts.enumerated().map { index, font in
      let number = String(index)
      return String(repeating: "0", count: width - number.count) + number + "-" + font.font.fileName
    }
    let links = FontCacheLinks(
      directory: directory, files: zip(names, fonts).map { .init(link: "\(directory)/\($0)", target: $1.path) })
    if links.isIntact { return links }
    guard Self.makeDirectory(root), Self.makeDirectory(fontconfigCacheDirectory),
      access(fontconfigCacheDirectory, W_OK) == 0
    else { return nil }
    // Built under a name fontconfig never reads, then renamed into place in one step. When
    // another process wins the race the rename fails and its directory, identical, is used.
    let staging = "\(root)/.staging-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
    guard mkdir(staging, 0o700) == 0 else { return nil }
    var made = true
    for (name, file) in zip(names, links.files) where made {
      made = symlink(file.target, "\(staging)/\(name)") == 0
    }
    if !made || rename(staging, directory) != 0 {
      Self.removeStaging(staging, names: names)
    }
    return links.isIntact ? links : nil
  }

  /// Creates `path` and its missing parents (mode 0700: the cache is the user's own); `true` when
  /// it is a directory afterwards.
  private static func makeDirectory(_ path: String) -> Bool {
    var info = stat()
    if stat(path, &info) == 0 { return (info.st_mode & S_IFMT) == S_IFDIR }
    let parent = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    guard !parent.isEmpty, makeDirectory(parent) else { return false }
    // EEXIST: another process made it in between.
    guard mkdir(path, 0o700) == 0 || errno == EEXIST else { return false }
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  private static func removeStaging(_ staging: String, names: [String]) {
    for name in names { unlink("\(staging)/\(name)") }
    rmdir(staging)
  }

  /// What the cached scan depends on, hashed: the libraries that scan, and each file's identity
  /// and times. `nil` when a file cannot be examined.
  static func key(for fonts: [ResolvedFont]) -> String? {
    var text = "fontconfig \(FcGetVersion()) freetype \(freeTypeVersion)\n"
    for font in fonts {
      var info = stat()
      guard stat(font.path, &info) == 0 else { return nil }
      text += "\(font.path) \(info.st_dev) \(info.st_ino) \(info.st_size) "
      text += "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)\n"
    }
    return String(SHA256.hexDigest(Array(text.utf8)).prefix(32))
  }

  /// The runtime FreeType version: fontconfig reads the fonts through it.
  private static let freeTypeVersion: String = {
    var buffer = [CChar](repeating: 0, count: 64)
    buffer.withUnsafeMutableBufferPointer { snackbar_freetype_version($0.baseAddress, $0.count) }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }()
}

/// A directory of links to the pinned font files, made by ``FontCache/prepareLinks(for:)``.
struct FontCacheLinks: Sendable, Hashable {
  /// One link and the font file it points to.
  struct File: Sendable, Hashable {
    /// The link's path, in ``FontCacheLinks/directory``.
    let link: String
    /// The font file's path.
    let target: String
  }

  /// The directory fontconfig scans (and caches).
  let directory: String
  /// The links, in the fonts' order.
  let files: [File]

  /// Whether the directory holds exactly the expected links, each pointing at its file.
  var isIntact: Bool {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory),
      entries.count == files.count
    else { return false }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    return files.allSatisfy { file in
      let length = readlink(file.link, &buffer, buffer.count - 1)
      guard length > 0 else { return false }
      return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) == file.target
    }
  }
}
