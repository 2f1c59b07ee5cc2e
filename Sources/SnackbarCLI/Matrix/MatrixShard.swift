import SnackbarBasics
import SnackbarFiles
import SnackbarJSON
import SnackbarLayout

/// Which share of a matrix one machine renders: shard `index` of `count`, by key, so a key's
/// locales and variants stay on one machine (its `l10n.expansion` compares them with each other).
///
/// A key's shard is its FNV-1a hash modulo the count: the same on every machine, and
/// independent of which other keys the catalog holds, so adding a key moves no other key.
struct MatrixShard: Equatable {
  /// From 0.
  let index: Int
  let count: Int

  /// Every key.
  static let whole = MatrixShard(index: 0, count: 1)

  init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// `--shard I/N` (I from 1, as CI systems number their nodes for people); else the CI
  /// variables: `CI_NODE_INDEX`/`CI_NODE_TOTAL` (GitLab, from 1), or a Kubernetes Indexed Job's
  /// `JOB_COMPLETION_INDEX` (from 0) with `--shard-count N`; else the whole matrix.
  init(_ parsed: ParsedArguments, environment: [String: String]) throws(CLIError) {
    if let text = parsed.value("shard") {
      guard parsed.value("shard-count") == nil else { throw .usage("give --shard I/N or --shard-count N, not both") }
      let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
      guard parts.count == 2, let index = parts[0], let count = parts[1], (1...10_000).contains(count),
        (1...count).contains(index)
      else {
        throw .usage("--shard must be I/N with 1 ≤ I ≤ N ≤ 10000, got \"\(EchoedText.escaped(text))\"")
      }
      self.init(index: index - 1, count: count)
      return
    }
    if let countText = parsed.value("shard-count") {
      guard let count = Int(countText), (1...10_000).contains(count) else {
        throw .usage("--shard-count must be a whole number 1...10000, got \"\(EchoedText.escaped(countText))\"")
      }
      guard let indexText = environment["JOB_COMPLETION_INDEX"] else {
        throw .usage("--shard-count needs JOB_COMPLETION_INDEX (a Kubernetes Indexed Job sets it)")
      }
      guard let index = Int(indexText), (0..<count).contains(index) else {
        throw .usage(
          "JOB_COMPLETION_INDEX must be a whole number 0...\(count - 1), got \"\(EchoedText.escaped(indexText))\"")
      }
      self.init(index: index, count: count)
      return
    }
    if let indexText = environment["CI_NODE_INDEX"], let totalText = environment["CI_NODE_TOTAL"] {
      guard let count = Int(totalText), (1...10_000).contains(count), let index = Int(indexText),
        (1...count).contains(index)
      else {
        throw .usage(
          "CI_NODE_INDEX and CI_NODE_TOTAL must be whole numbers with 1 ≤ index ≤ total ≤ 10000, got "
            + "\"\(EchoedText.escaped(indexText))\" and \"\(EchoedText.escaped(totalText))\"")
      }
      self.init(index: index - 1, count: count)
      return
    }
    self = .whole
  }

  /// Whether this shard renders `key`.
  func contains(_ key: String) -> Bool {
    count == 1 || Int(MatrixPathNames.fnv1a(key) % UInt64(count)) == index
  }
}
