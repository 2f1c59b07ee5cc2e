/// A unified diff of two texts, line by line, in the format `diff -u` and `patch` understand.
///
/// Hunk headers always give both counts, `@@ -a,b +c,d @@` (1-based start lines; for an empty
/// range the start is the line before it, as in `diff -u`). Changed lines are prefixed `-` and
/// `+`, context lines a space. A missing newline at the end of either text is shown with
/// `\ No newline at end of file`, so a diff is never empty when the texts differ.
package struct UnifiedDiff: Sendable, Equatable {
  /// One hunk: a run of changes with its surrounding context.
  package struct Hunk: Sendable, Equatable {
    /// 1-based first old line (or the line before an empty range).
    package var oldStart: Int
    /// Number of old lines in the hunk.
    package var oldCount: Int
    /// 1-based first new line (or the line before an empty range).
    package var newStart: Int
    /// Number of new lines in the hunk.
    package var newCount: Int
    /// The body lines, each with its one-character prefix.
    package var lines: [String]

    /// `@@ -a,b +c,d @@`.
    package var header: String { "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@" }
  }

  /// The hunks, in order; empty when the texts are equal.
  package let hunks: [Hunk]

  /// Diffs `old` against `new`, with `context` unchanged lines around each change.
  package init(old: String, new: String, context: Int = 3) {
    let oldLines = Self.lines(of: old)
    let newLines = Self.lines(of: new)
    let edits = LineDiff.edits(from: oldLines, to: newLines)
    hunks = Self.hunks(edits: edits, old: oldLines, new: newLines, context: max(0, context))
  }

  /// Whether the texts were equal.
  package var isEmpty: Bool { hunks.isEmpty }

  /// The hunks as text, each header followed by its lines, newline-terminated; prepend
  /// `--- a` / `+++ b` lines with ``render(oldName:newName:)`` for a patch file.
  package var body: String {
    var text = ""
    for hunk in hunks {
      text += hunk.header + "\n"
      for line in hunk.lines { text += line + "\n" }
    }
    return text
  }

  /// A complete unified diff with file headers, as written to `<name>.diff` artifacts.
  package func render(oldName: String, newName: String) -> String {
    "--- \(oldName)\n+++ \(newName)\n" + body
  }

  /// A line and whether a newline ended it; comparing both makes "missing final newline" a
  /// visible change instead of an empty diff.
  struct Line: Hashable {
    var text: Substring
    var terminated: Bool
  }

  static func lines(of text: String) -> [Line] {
    if text.isEmpty { return [] }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Line(text: $0, terminated: true) }
    // split leaves an empty last piece after a final newline; otherwise the last line is open.
    if let last = lines.last, last.text.isEmpty {
      lines.removeLast()
    } else {
      lines[lines.count - 1].terminated = false
    }
    return lines
  }

  private static func render(_ prefix: String, _ line: Line) -> [String] {
    let text = prefix + line.text
    return line.terminated ? [text] : [text, "\\ No newline at end of file"]
  }

  private static func hunks(edits: [LineEdit], old: [Line], new: [Line], context: Int) -> [Hunk] {
    let changeIndices = edits.indices.filter {
      if case .equal = edits[$0] { return false }
      return true
    }
    guard let firstChange = changeIndices.first else { return [] }
    // Group changes whose gap of equal lines is small enough that their contexts would touch.
    var groups: [(first: Int, last: Int)] = [(firstChange, firstChange)]
    for index in changeIndices.dropFirst() {
      if let last = groups.last, index - last.last - 1 <= 2 * context {
        groups[groups.count - 1].last = index
      } else {
        groups.append((index, index))
      }
    }
    // Old/new lines consumed before each edit index, to turn edit positions into line numbers.
    var oldBefore = [Int](repeating: 0, count: edits.count + 1)
    var newBefore = [Int](repeating: 0, count: edits.count + 1)
    for (index, edit) in edits.enumerated() {
      let (oldStep, newStep): (Int, Int)
      switch edit {
      case .equal: (oldStep, newStep) = (1, 1)
      case .delete: (oldStep, newStep) = (1, 0)
      case .insert: (oldStep, newStep) = (0, 1)
      }
      oldBefore[index + 1] = oldBefore[index] + oldStep
      newBefore[index + 1] = newBefore[index] + newStep
    }
    return groups.map { group in
      let start = max(0, group.first - context)
      let end = min(edits.count, group.last + context + 1)
      var lines: [String] = []
      for edit in edits[start..<end] {
        switch edit {
        case .equal(let oldIndex, _): lines += render(" ", old[oldIndex])
        case .delete(let oldIndex): lines += render("-", old[oldIndex])
        case .insert(let newIndex): lines += render("+", new[newIndex])
        }
      }
      let oldCount = oldBefore[end] - oldBefore[start]
      let newCount = newBefore[end] - newBefore[start]
      return Hunk(
        oldStart: oldCount == 0 ? oldBefore[start] : oldBefore[start] + 1,
        oldCount: oldCount,
        newStart: newCount == 0 ? newBefore[start] : newBefore[start] + 1,
        newCount: newCount,
        lines: lines)
    }
  }
}
