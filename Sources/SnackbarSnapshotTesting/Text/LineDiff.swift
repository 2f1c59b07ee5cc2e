/// One step of an edit script turning the old lines into the new ones. Indices are 0-based.
public enum LineEdit: Sendable, Hashable {
  /// Old line `old` equals new line `new`.
  case equal(old: Int, new: Int)
  /// Old line `old` was removed.
  case delete(old: Int)
  /// New line `new` was added.
  case insert(new: Int)
}

/// A shortest edit script between two sequences, by Myers' O(ND) algorithm.
///
/// Why Myers and not an LCS table: snapshot texts can run to thousands of lines with a handful of
/// changes, and O(ND) is then near-linear while a table is quadratic in memory.
public enum LineDiff {
  /// The largest number of edits searched for before giving up on a minimal script. Beyond it,
  /// the differing middle is reported as "all old lines removed, all new lines added", which is
  /// still a correct (if not minimal) diff, and keeps memory (O(D²)) bounded for unrelated texts.
  public static let maximumEditDistance = 1_000

  /// The edit script from `old` to `new`: deletions before insertions within a change.
  public static func edits<Element: Equatable>(from old: [Element], to new: [Element]) -> [LineEdit] {
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

  private static func middleEdits<Element: Equatable>(_ old: [Element], _ new: [Element]) -> [LineEdit] {
    let n = old.count
    let m = new.count
    if n == 0 || m == 0 {
      return (0..<n).map { LineEdit.delete(old: $0) } + (0..<m).map { LineEdit.insert(new: $0) }
    }
    let maxD = min(n + m, maximumEditDistance)
    let offset = maxD + 1
    // v[k + offset] = furthest x on diagonal k. trace[d] keeps the slice k in -(d+1)...(d+1) of v
    // as it was before step d (all that backtracking reads), so memory grows as D², not D·(N+M).
    var v = [Int](repeating: 0, count: 2 * maxD + 3)
    var trace: [[Int]] = []
    var found = false
    search: for d in 0...maxD {
      trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
      for k in stride(from: -d, through: d, by: 2) {
        var x: Int
        if k == -d || (k != d && v[k - 1 + offset] < v[k + 1 + offset]) {
          x = v[k + 1 + offset]  // step down: an insertion
        } else {
          x = v[k - 1 + offset] + 1  // step right: a deletion
        }
        var y = x - k
        while x < n, y < m, old[x] == new[y] {
          x += 1
          y += 1
        }
        v[k + offset] = x
        if x >= n && y >= m {
          found = true
          break search
        }
      }
    }
    guard found else {
      return (0..<n).map { LineEdit.delete(old: $0) } + (0..<m).map { LineEdit.insert(new: $0) }
    }
    return backtrack(trace: trace, n: n, m: m)
  }

  private static func backtrack(trace: [[Int]], n: Int, m: Int) -> [LineEdit] {
    var reversed: [LineEdit] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let v = trace[d]
      let offset = d + 1
      let k = x - y
      let previousK: Int
      if k == -d || (k != d && v[k - 1 + offset] < v[k + 1 + offset]) {
        previousK = k + 1
      } else {
        previousK = k - 1
      }
      let previousX = d == 0 ? 0 : v[previousK + offset]
      let previousY = previousX - previousK
      while x > previousX && y > previousY {
        x -= 1
        y -= 1
        reversed.append(.equal(old: x, new: y))
      }
      if d > 0 {
        if x == previousX {
          reversed.append(.insert(new: previousY))
        } else {
          reversed.append(.delete(old: previousX))
        }
      }
      x = previousX
      y = previousY
    }
    return normalized(Array(reversed.reversed()))
  }

  /// Within each run of changes, puts deletions before insertions: the order readers expect in a
  /// unified diff (`-old` then `+new`).
  private static func normalized(_ edits: [LineEdit]) -> [LineEdit] {
    var result: [LineEdit] = []
    var deletions: [LineEdit] = []
    var insertions: [LineEdit] = []
    func flush() {
      result += deletions
      result += insertions
      deletions.removeAll()
      insertions.removeAll()
    }
    for edit in edits {
      switch edit {
      case .equal:
        flush()
        result.append(edit)
      case .delete: deletions.append(edit)
      case .insert: insertions.append(edit)
      }
    }
    flush()
    return result
  }
}
