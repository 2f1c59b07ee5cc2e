import SnackbarSnapshotCore

/// Why a text golden could not be read.
public enum TextSnapshotError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file is not valid UTF-8 (binary data, or another encoding).
  case notUTF8(byteCount: Int)

  /// A one-line explanation for failure messages and command-line errors.
  public var description: String {
    switch self {
    case .notUTF8(let byteCount): return "not UTF-8 text (\(byteCount) bytes)"
    }
  }
}

extension Diffing where Format == String {
  /// The most diff lines quoted in a failure message; the full diff is always in the `.diff`
  /// artifact. Long messages drown the rest of a test log.
  public static var maximumQuotedDiffLines: Int { 80 }

  /// UTF-8 storage and exact comparison, reported as a unified line diff.
  ///
  /// On a mismatch it adds a `diff` artifact (`<name>.diff`, with `--- reference` / `+++ actual`
  /// headers) and quotes up to ``maximumQuotedDiffLines`` lines of it in the message.
  /// - Parameter context: unchanged lines shown around each change.
  public static func lines(context: Int = 3) -> Diffing<String> {
    Diffing(
      toData: { text in Array(text.utf8) },
      fromData: { bytes throws(TextSnapshotError) in
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notUTF8(byteCount: bytes.count) }
        return text
      },
      compare: { reference, actual, _ in
        if reference == actual { return nil }
        let diff = UnifiedDiff(old: reference, new: actual, context: context)
        let removed = diff.hunks.reduce(0) { $0 + $1.lines.filter { $0.hasPrefix("-") }.count }
        let added = diff.hunks.reduce(0) { $0 + $1.lines.filter { $0.hasPrefix("+") }.count }
        var quoted = diff.body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if quoted.last == "" { quoted.removeLast() }
        var message = "text differs: \(removed) line(s) removed, \(added) added (- reference, + actual)\n"
        if quoted.count > maximumQuotedDiffLines {
          message += quoted.prefix(maximumQuotedDiffLines).joined(separator: "\n")
          message += "\n… \(quoted.count - maximumQuotedDiffLines) more diff lines in the .diff artifact"
        } else {
          message += quoted.joined(separator: "\n")
        }
        let patch = diff.render(oldName: "reference", newName: "actual")
        return DiffingFailure(
          message: message,
          artifacts: [DiffingArtifact(suffix: "diff", role: "diff", bytes: Array(patch.utf8))])
      },
      artifactSuffixes: ["diff"])
  }
}

extension Snapshotting where Value == String, Format == String {
  /// Snapshots text as a `.txt` golden, compared exactly and reported as a line diff.
  public static var lines: Snapshotting<String, String> {
    Snapshotting(pathExtension: "txt", diffing: .lines())
  }
}
