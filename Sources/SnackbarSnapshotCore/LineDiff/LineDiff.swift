/// One step of an edit script turning the old lines into the new ones. Indices are 0-based.
package enum LineEdit: Sendable, Hashable {
  /// Old line `old` equals new line `new`.
  case equal(old: Int, new: Int)
  /// Old line `old` was removed.
  case delete(old: Int)
  /// New line `new` was added.
  case insert(new: Int)
}

/// A shortest edit script between two sequences, from the standard library's
/// `difference(from:)` (Myers' O(ND) algorithm).
///
/// Why Myers and not an LCS table: snapshot texts can run to thousands of lines with a handful of
/// changes, and O(ND) is then near-linear while a table is quadratic. Where several scripts are
/// equally short (a blank line deleted next to another), which one comes out is the standard
/// library's choice and may differ between toolchains.
package enum LineDiff {
  /// The largest number of edits a script may have. Beyond it, the differing middle is reported as
  /// "all old lines removed, all new lines added", which is still a correct (if not minimal) diff.
  /// Texts that share too few lines to stay within it are recognised by counting, without the
  /// search, whose time grows as (N+M)·D: unrelated texts cost linear time.
  package static let maximumEditDistance = 1_000

  /// The edit script from `old` to `new`: deletions before insertions within a change.
  package static func edits<Element: Hashable>(from old: [Element], to new: [Element]) -> [LineEdit] {
    // Common prefix and suffix first: cheap, and they are most of any real snapshot diff.
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    var script: [LineEdit] = (0..<prefix).map { .equal(old: $0, new: $0) }
    let oldMiddle = Array(old[prefix..<(old.count - suffix)])
    let newMiddle = Array(new[prefix..<(new.count - suffix)])
    for edit in middleEdits(oldMiddle, newMiddle) {
      switch edit {
      case .equal(let o, let n): script.append(.equal(old: o + prefix, new: n + prefix))
      case .delete(let o): script.append(.delete(old: o + prefix))
      case .insert(let n): script.append(.insert(new: n + prefix))
      }
    }
    for offset in 0..<suffix {
      script.append(.equal(old: old.count - suffix + offset, new: new.count - suffix + offset))
    }
    return script
  }

  private static func middleEdits<Element: Hashable>(_ old: [Element], _ new: [Element]) -> [LineEdit] {
    func replaceAll() -> [LineEdit] {
      (0..<old.count).map { LineEdit.delete(old: $0) } + (0..<new.count).map { LineEdit.insert(new: $0) }
    }
    guard editDistanceLowerBound(old, new) <= maximumEditDistance else { return replaceAll() }
    let difference = new.difference(from: old)
    guard difference.count <= maximumEditDistance else { return replaceAll() }
    return script(difference, oldCount: old.count, newCount: new.count)
  }

  /// At least this many edits are needed: every line without a partner on the other side (counted
  /// as a multiset) must be removed or added. Linear, so unrelated texts skip the search.
  private static func editDistanceLowerBound<Element: Hashable>(_ old: [Element], _ new: [Element]) -> Int {
    var unmatchedOld: [Element: Int] = [:]
    for line in old { unmatchedOld[line, default: 0] += 1 }
    var shared = 0
    for line in new {
      if let count = unmatchedOld[line], count > 0 {
        unmatchedOld[line] = count - 1
        shared += 1
      }
    }
    return old.count + new.count - 2 * shared
  }

  /// `difference` as a script over both sides. Within each run of changes the removals come
  /// first, then the insertions: the order readers expect in a unified diff (`-old` then `+new`).
  private static func script<Element>(
    _ difference: CollectionDifference<Element>, oldCount: Int, newCount: Int
  ) -> [LineEdit] {
    var removed = [Bool](repeating: false, count: oldCount)
    var inserted = [Bool](repeating: false, count: newCount)
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removed[offset] = true
      case .insert(let offset, _, _): inserted[offset] = true
      }
    }
    var script: [LineEdit] = []
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < oldCount || newIndex < newCount {
      if oldIndex < oldCount, removed[oldIndex] {
        script.append(.delete(old: oldIndex))
        oldIndex += 1
      } else if newIndex < newCount, inserted[newIndex] {
        script.append(.insert(new: newIndex))
        newIndex += 1
      } else {
        // Neither side changes here, so the lines are the next pair the difference keeps.
        script.append(.equal(old: oldIndex, new: newIndex))
        oldIndex += 1
        newIndex += 1
      }
    }
    return script
  }
}
