import Foundation

/// A command that opens a failed snapshot's reference and actual files in a diff tool; the
/// failure message prints it, ready to paste into a shell.
///
/// As in swift-snapshot-testing: set it for a block or a suite with
/// `withSnapshotTesting(record:diffTool:operation:)` or `@Suite(.snapshots(diffTool: .ksdiff))`,
/// or for a whole run with `SNAPSHOT_DIFF_TOOL` (which wins, see ``SnapshotRecordMode``).
///
/// ```swift
/// withSnapshotTesting(diffTool: .ksdiff) { … }                          // ksdiff 'ref' 'actual'
/// withSnapshotTesting(diffTool: "code --diff") { … }                    // a program and its options
/// withSnapshotTesting(diffTool: SnapshotDiffTool { "opendiff \($0) \($1)" }) { … }
/// ```
///
/// The closure receives both paths already shell-quoted (`'…'`, with `'` inside written `'\''`),
/// so spaces and quotes in paths never break the command.
public struct SnapshotDiffTool: Sendable, ExpressibleByStringLiteral {
  /// Builds the command from the reference's and the actual file's shell-quoted paths.
  public var command: @Sendable (_ reference: String, _ actual: String) -> String

  /// A tool made by a closure over the shell-quoted reference and actual paths.
  public init(_ command: @escaping @Sendable (_ reference: String, _ actual: String) -> String) {
    self.command = command
  }

  /// A program (with any options) given the reference and then the actual path:
  /// `"code --diff"` prints `code --diff 'ref' 'actual'`.
  public init(stringLiteral program: String) {
    self.init(program: program)
  }

  /// A program (with any options) given the reference and then the actual path.
  public init(program: String) {
    let program = program.trimmingWhitespace()
    self.init { reference, actual in "\(program) \(reference) \(actual)" }
  }

  /// Kaleidoscope's command-line tool.
  public static let ksdiff: SnapshotDiffTool = "ksdiff"
  /// Visual Studio Code's diff view.
  public static let vscode: SnapshotDiffTool = "code --diff"
  /// ImageMagick: `compare` paints the differences and `display` shows them (images only).
  public static let imageMagick = SnapshotDiffTool { reference, actual in
    "compare \(reference) \(actual) png:- | display"
  }

  /// The command for these two files.
  public func command(reference: URL, actual: URL) -> String {
    command(Self.shellQuoted(reference.path), Self.shellQuoted(actual.path))
  }

  /// `text` as one POSIX shell word: in single quotes, each `'` written as `'\''`.
  public static func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
