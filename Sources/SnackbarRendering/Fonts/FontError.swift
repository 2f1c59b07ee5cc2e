/// Why the font environment could not be set up.
public enum FontError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A pinned font file does not exist. `path` is where it was looked for.
  case missingFont(path: String, package: String)
  /// fontconfig refused a font file (unreadable or not a font).
  case unusableFont(path: String)
  /// fontconfig or Pango failed to set up; `reason` says which step.
  case setupFailed(reason: String)

  /// A message for people: what failed and, where possible, how to fix it.
  public var description: String {
    switch self {
    case .missingFont(let path, let package):
      return
        "missing font \(path): run `apt-get install \(package)` (or set \(FontLocator.fontsDirectoryVariable) "
        + "to a directory containing the pinned font files)"
    case .unusableFont(let path):
      return "fontconfig could not load the font file \(path); reinstall its package"
    case .setupFailed(let reason):
      return "font setup failed: \(reason)"
    }
  }
}
