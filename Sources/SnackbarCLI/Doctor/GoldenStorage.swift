import Foundation
import SnackbarBasics
import SnackbarFiles
import SnackbarJSON
import SnackbarRendering
import SnackbarSnapshotCore

/// `snackbar doctor`'s storage check: goldens large enough to weigh on a repository's history,
/// and no Git LFS rule for them.
///
/// Every re-record of a PNG golden adds the whole file to Git's history again, so a suite with
/// many megabytes of goldens makes every clone slower for good; Paparazzi's README asks for
/// `.gitattributes` with `filter=lfs` for this reason. The check finds the repository above the
/// goldens (the nearest folder with `.git`), reads the `.gitattributes` files between it and the
/// goldens (bounded: they come with the checkout), and asks whether their `filter` rules store
/// every PNG golden with LFS.
enum GoldenStorage {
  /// Goldens are "large" from 20 MiB in all, or one golden of 2 MiB: the sizes at which hosting
  /// services start to warn about repository growth, well above this package's own 3.8 MB.
  struct Thresholds {
    var totalBytes = 20 << 20
    var fileBytes = 2 << 20
  }

  /// `/`, the separator of paths and of `.gitattributes` patterns.
  static let slash = UInt8(ascii: "/")

  /// `.gitattributes` is read up to 1 MiB; a longer one is taken to have no LFS rule.
  static let attributesBytes = 1 << 20

  /// The PNG goldens under `root` (absolute), their sizes from lstat: links are not followed.
  struct Goldens {
    var paths: [BytePath] = []
    var totalBytes = 0
    var largest: (path: BytePath, bytes: Int)?

    init(under root: BytePath) {
      guard let folders = try? FolderTree.folders(under: root) else { return }
      for folder in folders {
        for name in folder.files where name.first != UInt8(ascii: ".") {
          let path = folder.path.appending(name)
          guard path.hasSuffix(ignoringCase: ".png"),
            let status = try? FileSystem.status(of: path, followingLinks: false), status.kind == .regular
          else { continue }
          let bytes = Int(clamping: status.size)
          paths.append(path)
          totalBytes = totalBytes.addingReportingOverflow(bytes).overflow ? Int.max : totalBytes + bytes
          if bytes > largest?.bytes ?? -1 { largest = (path, bytes) }
        }
      }
    }
  }

  /// The warning lines for the goldens under `root` (absolute), shown as `shownRoot`; none when
  /// they are small, outside any repository, or all covered by an LFS rule.
  static func warnings(root: BytePath, shownRoot: String, thresholds: Thresholds = Thresholds()) -> [String] {
    let goldens = Goldens(under: root)
    guard let largest = goldens.largest,
      goldens.totalBytes >= thresholds.totalBytes || largest.bytes >= thresholds.fileBytes
    else { return [] }
    guard let repository = repository(above: root) else { return [] }
    let attributes = attributeFiles(from: repository, to: root)
    let uncovered = goldens.paths.filter { !isStoredWithLFS($0, repository: repository, attributes: attributes) }
    guard !uncovered.isEmpty else { return [] }
    let relativeRoot = relative(root, to: repository).map { String(decoding: $0, as: UTF8.self) }
    let pattern = (relativeRoot.map { $0 + "/" } ?? "") + "**/*.png"
    return [
      "warning: the PNG goldens under \(shownRoot) take \(megabytes(goldens.totalBytes)) (the largest, "
        + "\(EchoedText.escaped(bytes: largest.path.lastComponent)), \(megabytes(largest.bytes))) and "
        + "\(uncovered.count) of them \(uncovered.count == 1 ? "has" : "have") no Git LFS rule in .gitattributes: "
        + "every re-record adds them to the repository's history again.",
      "  store them with Git LFS: add this line to \(EchoedText.escaped(bytes: repository.bytes))/.gitattributes "
        + "and run `git lfs install`:",
      "  \(EchoedText.escaped(pattern)) filter=lfs diff=lfs merge=lfs -text",
      "  or make them smaller first: snackbar snapshots --compact \(shownRoot)",
    ]
  }

  /// `3.1 MiB`.
  static func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f MiB", Double(bytes) / Double(1 << 20))
  }

  /// The nearest folder at or above `path` holding `.git` (a folder, or a file for a worktree).
  static func repository(above path: BytePath) -> BytePath? {
    var folder = path
    while true {
      if (try? FileSystem.status(of: folder.appending(".git"), followingLinks: false)) != nil { return folder }
      let parent = folder.parent
      guard parent != folder, !parent.isEmpty else { return nil }
      folder = parent
    }
  }

  /// `path`'s components below `folder`, joined by `/`; nil when `path` is `folder`.
  static func relative(_ path: BytePath, to folder: BytePath) -> [UInt8]? {
    let inner = path.components.dropFirst(folder.components.count)
    return inner.isEmpty ? nil : Array(inner.joined(separator: [slash]))
  }

  /// The rules of each `.gitattributes` from the repository's root down to `root`, outermost
  /// first (so later rules win, as in Git), each with the folder it applies below.
  static func attributeFiles(from repository: BytePath, to root: BytePath) -> [(folder: BytePath, rules: [Rule])] {
    var folders = [repository]
    for component in root.components.dropFirst(repository.components.count) {
      folders.append(folders[folders.count - 1].appending(component))
    }
    return folders.compactMap { folder in
      let path = folder.appending(".gitattributes")
      guard (try? FileSystem.status(of: path, followingLinks: false))?.kind == .regular,
        let bytes = try? FileSystem.read(path, limit: attributesBytes)
      else { return nil }
      return (folder, Rule.parse(bytes))
    }
  }

  /// Whether the last rule matching `golden` sets `filter=lfs`.
  static func isStoredWithLFS(
    _ golden: BytePath, repository: BytePath, attributes: [(folder: BytePath, rules: [Rule])]
  ) -> Bool {
    var lfs = false
    for (folder, rules) in attributes {
      guard let path = relative(golden, to: folder) else { continue }
      for rule in rules where rule.matches(path) { lfs = rule.isLFS }
    }
    return lfs
  }

  /// One `.gitattributes` line that says something about `filter`.
  struct Rule: Equatable {
    let pattern: [UInt8]
    /// `filter=lfs`; false for any other filter, `-filter` or `!filter`.
    let isLFS: Bool

    /// The lines of a `.gitattributes` file that set or unset `filter`. Quoted patterns and
    /// macros (`[attr]`) are skipped: they are rare, and skipping one can only add a warning.
    static func parse(_ bytes: [UInt8]) -> [Rule] {
      bytes.split(separator: UInt8(ascii: "\n")).compactMap { line in
        let fields = line.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == 13 })
        guard let first = fields.first, first.first != UInt8(ascii: "#"), first.first != UInt8(ascii: "\""),
          first.first != UInt8(ascii: "["), first.count <= 4096
        else { return nil }
        var isLFS: Bool?
        for field in fields.dropFirst() {
          let text = String(decoding: field, as: UTF8.self)
          if text == "filter=lfs" {
            isLFS = true
          } else if text.hasPrefix("filter=") || text == "-filter" || text == "!filter" {
            isLFS = false
          }
        }
        return isLFS.map { Rule(pattern: Array(first), isLFS: $0) }
      }
    }

    /// Git's matching, for what `.gitattributes` patterns use: a pattern without `/` matches the
    /// file's name at any depth; one with `/` matches the path below the file's folder (a leading
    /// `/` only anchors); `*` and `?` stop at `/`, `**/` is any number of folders, `/**` at the end
    /// everything inside. Bracket classes are taken literally.
    func matches(_ path: [UInt8]) -> Bool {
      var pattern = self.pattern[...]
      if pattern.first == slash { pattern = pattern.dropFirst() }
      guard pattern.contains(slash) else {
        let name = path.split(separator: slash).last.map(Array.init) ?? path
        return Self.glob(Array(pattern), name)
      }
      return Self.glob(Array(pattern), path)
    }

    private enum Token: Equatable { case byte(UInt8), one, star, anything, folders }

    /// Whether `text` matches `pattern` as a whole: a table of reachable positions, so a
    /// pattern full of stars costs its length times the path's, never exponential time.
    static func glob(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
      var tokens: [Token] = []
      var index = 0
      while index < pattern.count {
        let byte = pattern[index]
        let atStart = index == 0 || pattern[index - 1] == slash
        if byte == UInt8(ascii: "*"), index + 1 < pattern.count, pattern[index + 1] == UInt8(ascii: "*") {
          if atStart, index + 2 < pattern.count, pattern[index + 2] == slash {
            tokens.append(.folders)
            index += 3
          } else {
            tokens.append(.anything)
            index += 2
          }
          continue
        }
        tokens.append(byte == UInt8(ascii: "*") ? .star : byte == UInt8(ascii: "?") ? .one : .byte(byte))
        index += 1
      }
      var reachable = [Bool](repeating: false, count: text.count + 1)
      reachable[0] = true
      for token in tokens {
        var next = [Bool](repeating: false, count: text.count + 1)
        for start in 0...text.count where reachable[start] {
          switch token {
          case .byte(let byte):
            if start < text.count, text[start] == byte { next[start + 1] = true }
          case .one:
            if start < text.count, text[start] != slash { next[start + 1] = true }
          case .star:
            var end = start
            next[end] = true
            while end < text.count, text[end] != slash {
              end += 1
              next[end] = true
            }
          case .anything:
            for end in start...text.count { next[end] = true }
          case .folders:
            next[start] = true
            for end in start..<text.count where text[end] == slash { next[end + 1] = true }
          }
        }
        reachable = next
      }
      return reachable[text.count]
    }
  }
}
