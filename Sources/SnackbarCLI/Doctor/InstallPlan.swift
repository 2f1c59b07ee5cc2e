import SnackbarBasics
import SnackbarJSON
import SnackbarLayout
import SnackbarRendering
import SnackbarRenderingStack
import SnackbarSnapshotCore

/// The `apt-get install PACKAGE=VERSION` arguments that bring this machine to a recorded stack,
/// and what could not be pinned.
struct InstallPlan: Equatable {
  /// Where a version came from.
  enum Source: Equatable {
    /// The recorded fingerprint (the goldens' own machine).
    case fingerprint
    /// The pinned list, because the fingerprint records no package versions.
    case pinnedList
  }

  /// One package to install at one version.
  struct Package: Equatable {
    let name: String
    let version: String
    let source: Source
  }

  /// The packages, in the order of the differences that need them, without repeats.
  var packages: [Package] = []
  /// Sentences for what no version could be found for, or what no package fixes.
  var unresolved: [String] = []

  /// The command line, or `nil` when there is nothing to install. `--allow-downgrades`, because
  /// reproducing older goldens usually means going back.
  ///
  /// Names and versions come from files a pull request can change. They are checked against
  /// Debian's syntax when read (which leaves nothing a shell acts on), and each word is quoted
  /// here all the same when it needs it, so a line a reviewer copies runs `apt-get` and nothing
  /// else whatever slipped through.
  var command: String? {
    guard !packages.isEmpty else { return nil }
    return "apt-get install --allow-downgrades "
      + packages.map { Self.shellWord("\($0.name)=\($0.version)") }.joined(separator: " ")
  }

  /// `word` as one POSIX shell word: as it is when a shell reads it back unchanged, else in single
  /// quotes (``SnapshotDiffTool/shellQuoted(_:)``).
  ///
  /// Unchanged means ASCII letters, digits and `- . _ + : = / @ % ,`, and `~` where no shell
  /// expands it (not first, not after `=` or `:`, where bash expands `~` in a word that looks like
  /// an assignment). Every valid Debian `PACKAGE=VERSION` is such a word.
  static func shellWord(_ word: String) -> String {
    var previous: UInt8?
    for byte in word.utf8 {
      let plain =
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        || Array("-._+:=/@%,".utf8).contains(byte)
        || (byte == UInt8(ascii: "~") && previous.map { $0 != UInt8(ascii: "=") && $0 != UInt8(ascii: ":") } == true)
      guard plain else { return SnapshotDiffTool.shellQuoted(word) }
      previous = byte
    }
    return word.isEmpty ? "''" : word
  }

  /// Whether any version came from the pinned list rather than the fingerprint.
  var usesPinnedList: Bool { packages.contains { $0.source == .pinnedList } }

  /// An empty plan.
  init() {}

  /// The plan for `differences` between `recorded` and `here`: the packages behind each differing
  /// value, at the versions `recorded` lists or, when it lists none, at `pinned`'s versions where
  /// those can be right (they ship the recorded library version, and are not what `here` already
  /// has while differing).
  init(
    differences: [RenderingDifference], recorded: RenderingFingerprint, here: RenderingFingerprint,
    pinned: PinnedPackageList?
  ) {
    var names: [String] = []
    for difference in differences {
      switch difference.kind {
      case .library:
        guard let packages = RenderingPackages.libraryPackages[difference.name] else {
          unresolved.append("no Debian package is known for the library \(difference.name)")
          continue
        }
        names += packages
      case .font:
        guard let font = PinnedFont.all.first(where: { $0.fileName == difference.name }) else {
          unresolved.append(
            "\(difference.name) is not a font this MaterialSnackbar pins; use the version the goldens were recorded with"
          )
          continue
        }
        names.append(font.package)
      case .package:
        // Only the packages that decide the pixels go into the line a reviewer copies: a
        // fingerprint from a pull request naming any other package (valid Debian syntax or not)
        // must not turn `doctor` into an installer of the author's choice.
        guard RenderingPackages.all.contains(difference.name) else {
          unresolved.append(
            "\(EchoedText.escaped(difference.name)) is not a package MaterialSnackbar renders with, so it is left "
              + "out of the install line; check where the fingerprint came from")
          continue
        }
        names.append(difference.name)
      case .fontOption:
        let sentence =
          "font options are set by MaterialSnackbar's code, not by packages: use the MaterialSnackbar version "
          + "the goldens were recorded with, or re-record them"
        if !unresolved.contains(sentence) { unresolved.append(sentence) }
      }
    }
    var seen: Set<String> = []
    for name in names where seen.insert(name).inserted {
      if let version = recorded.packages?[name] {
        packages.append(Package(name: name, version: version, source: .fingerprint))
      } else if recorded.packages != nil {
        // The goldens' machine recorded its packages, but not this one: what rendered there was not
        // Debian's package (a library built from source, fonts from SNACKBAR_FONTS_DIR). A pinned
        // version would be a guess.
        unresolved.append(
          "\(name): the goldens' machine did not render with Debian's package (a build from source, or "
            + "SNACKBAR_FONTS_DIR), so no apt version reproduces it")
      } else if let pinned, let version = pinned.version(of: name) {
        pin(name, version, from: pinned, recorded: recorded, here: here)
      } else {
        unresolved.append("\(name): neither the fingerprint nor the pinned list has a version")
      }
    }
  }

  /// Takes `name` at the pinned `version` unless the pinned list evidently describes another stack
  /// than the goldens': the version ships another version of a library than `recorded`'s, or this
  /// machine already has it and still differs.
  private mutating func pin(
    _ name: String, _ version: String, from pinned: PinnedPackageList, recorded: RenderingFingerprint,
    here: RenderingFingerprint
  ) {
    if let library = RenderingPackages.library(shippedBy: name), let wanted = recorded.libraries[library],
      !DebianPackages.version(version, shipsUpstream: wanted)
    {
      // One sentence per library, not per package: Pango's three packages share one version.
      let packages = (RenderingPackages.libraryPackages[library] ?? [name]).joined(separator: ", ")
      let sentence =
        "\(library) \(wanted): the pinned list (\(pinned.path)) pins \(packages) at a version that does not ship "
        + "it; install the Debian version that does"
      if !unresolved.contains(sentence) { unresolved.append(sentence) }
    } else if here.packages?[name] == version {
      unresolved.append(
        "\(name): this machine already has the pinned \(version) and still differs, so the goldens were recorded "
          + "with another version, which their fingerprint does not record")
    } else {
      packages.append(Package(name: name, version: version, source: .pinnedList))
    }
  }
}
