import Foundation
import SnackbarJSON

/// Everything outside the source code that changes rendered pixels: the native library versions,
/// the exact font files, the Debian packages they came from, and the font options in use.
///
/// Snapshot tests record it next to their reference images. When a comparison fails on another
/// machine, ``differences(from:)`` says whether the cause is a different Cairo, Pango, HarfBuzz,
/// FreeType or fontconfig, a different font build or package revision; `snackbar doctor` compares
/// a whole goldens folder with this machine and prints the `apt-get install` lines that reproduce
/// the recorded stack.
public struct RenderingFingerprint: Sendable, Codable, Equatable {
  /// Library name ("cairo", "pango", "harfbuzz", "freetype", "fontconfig") to runtime version.
  public var libraries: [String: String]
  /// Font file name to the SHA-256 (lowercase hex) of its contents.
  public var fonts: [String: String]
  /// Debian package name to installed version (`RenderingPackages`), or `nil` when not recorded:
  /// `dpkg-query` was missing (not Debian), or the fingerprint predates package versions.
  public var packages: [String: String]?
  /// The renderer's font options by name (as its Pango font context sets them), or `nil` when the
  /// fingerprint predates them.
  public var fontOptions: [String: String]?

  /// Creates a fingerprint from its parts.
  public init(
    libraries: [String: String], fonts: [String: String], packages: [String: String]? = nil,
    fontOptions: [String: String]? = nil
  ) {
    self.libraries = libraries
    self.fonts = fonts
    self.packages = packages
    self.fontOptions = fontOptions
  }

  /// A stable text form: pretty-printed JSON with sorted keys, so equal fingerprints give equal
  /// text and diffs stay readable.
  public var stableText: String {
    guard let tree = try? SnackbarJSONEncoder.encode(self) else { return "{}" }
    return tree.prettyText() + "\n"
  }

  /// Parses the form written by ``stableText``, with the package's strict JSON reader (as every
  /// stored `fingerprint.json` is read).
  /// - Throws: an error naming the line and column when the text is not a fingerprint.
  public init(stableText: String) throws {
    self = try SnackbarJSONDecoder.decode(RenderingFingerprint.self, from: Array(stableText.utf8))
  }

  /// One line per difference between `other` (for example, the recorded fingerprint) and this
  /// one (for example, the current machine), in the order of `differenceList(from:)`; empty
  /// when they match.
  ///
  /// Lines read like `pango: 1.50.12 (recorded) vs 1.52.1 (here)` or
  /// `font Roboto-Regular.ttf: sha256 3f2a… (recorded) vs 9c1d… (here)`.
  public func differences(from other: RenderingFingerprint) -> [String] {
    differenceList(from: other).map(\.description)
  }

  /// Every value that differs between `other` (the recorded fingerprint) and this one (this
  /// machine): libraries, then fonts, then packages, then font options, each sorted by name.
  ///
  /// Libraries and fonts are compared both ways: a value on one side only is a difference.
  /// Packages and font options are compared on the names `other` records, and only when both
  /// sides record them at all: older fingerprints record none or fewer, and a machine without
  /// `dpkg-query` cannot say, which is not a difference in the stack.
  package func differenceList(from other: RenderingFingerprint) -> [RenderingDifference] {
    var differences = Self.compare(.library, recorded: other.libraries, here: libraries, names: nil)
    differences += Self.compare(.font, recorded: other.fonts, here: fonts, names: nil)
    if let recorded = other.packages, let here = packages {
      differences += Self.compare(.package, recorded: recorded, here: here, names: Set(recorded.keys))
    }
    if let recorded = other.fontOptions, let here = fontOptions {
      differences += Self.compare(.fontOption, recorded: recorded, here: here, names: Set(recorded.keys))
    }
    return differences
  }

  /// The differences of one kind, over `names` or, when `nil`, over the names on either side.
  private static func compare(
    _ kind: RenderingDifference.Kind, recorded: [String: String], here: [String: String], names: Set<String>?
  ) -> [RenderingDifference] {
    (names ?? Set(recorded.keys).union(here.keys)).sorted().compactMap { name in
      guard recorded[name] != here[name] else { return nil }
      return RenderingDifference(kind: kind, name: name, recorded: recorded[name], here: here[name])
    }
  }
}
