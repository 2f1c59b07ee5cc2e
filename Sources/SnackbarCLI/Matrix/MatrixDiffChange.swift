import SnackbarAudit
import SnackbarBasics
import SnackbarCatalog
import SnackbarFiles
import SnackbarImage
import SnackbarJSON
import SnackbarLayout
import SnackbarRendering
import SnackbarSnapshotCore

/// How one image differs between two matrix runs: its line of `changes.jsonl`, its line on
/// standard output and its entry on the page.
struct MatrixDiffChange {
  enum Kind: String {
    case changed, added, removed
  }

  let kind: Kind
  let old: MatrixDiffLine?
  let new: MatrixDiffLine?
  /// The line the change is named by: the new one, or the old one of a removed image.
  let shown: MatrixDiffLine
  /// The pixels that differ: in the part both images cover, plus those only one covers.
  private(set) var pixels = 0
  /// Both images' sizes, when they differ.
  private(set) var sizes: (old: PixelSize, new: PixelSize)?
  let findings: MatrixFindingsChange
  /// The images to copy into DIR: `old` or `new`, the path, the bytes.
  private(set) var images: [(side: String, path: String, bytes: [UInt8])] = []

  /// The change from `old` to `new`, reading their images from `folders`; nil when nothing a
  /// reviewer sees changed.
  init?(
    old: MatrixDiffLine?, new: MatrixDiffLine?, folders: (old: BytePath, new: BytePath)
  ) throws(CLIError) {
    guard let shown = new ?? old else { return nil }
    self.old = old
    self.new = new
    self.shown = shown
    findings = MatrixFindingsChange(old: old?.findings ?? [], new: new?.findings ?? [])
    if let old { images.append(("old", old.path, try MatrixFolderImage.read(old.path, in: folders.old))) }
    if let new { images.append(("new", new.path, try MatrixFolderImage.read(new.path, in: folders.new))) }
    guard let old, let new else {
      kind = new == nil ? .removed : .added
      return
    }
    kind = .changed
    if images[0].bytes != images[1].bytes {
      (pixels, sizes) = try Self.compare(
        (images[0].bytes, folders.old.appending(old.path)), (images[1].bytes, folders.new.appending(new.path)))
    }
    guard
      pixels > 0 || sizes != nil || !findings.isEmpty || old.text != new.text || old.action != new.action
        || old.source != new.source || old.lines != new.lines
    else { return nil }
  }

  /// The pixels that differ and, when they differ, both sizes; decoded within the PNG
  /// decoder's limits.
  private static func compare(
    _ old: (bytes: [UInt8], path: BytePath), _ new: (bytes: [UInt8], path: BytePath)
  ) throws(CLIError) -> (Int, (old: PixelSize, new: PixelSize)?) {
    func decode(_ bytes: [UInt8], _ path: BytePath) throws(CLIError) -> RGBAImage {
      do {
        return try PNGCodec.decode(bytes)
      } catch {
        throw .failed("cannot decode \(path): \(EchoedText.escaped(error.description))")
      }
    }
    let before = try decode(old.bytes, old.path)
    let after = try decode(new.bytes, new.path)
    let sizes = (
      old: PixelSize(width: before.width, height: before.height),
      new: PixelSize(width: after.width, height: after.height)
    )
    if sizes.old == sizes.new {
      return (ImageComparison.compare(reference: before, actual: after).changedPixelCount, nil)
    }
    // The sizes are within the decoder's limits, so these products cannot overflow.
    let common = PixelRect(width: min(before.width, after.width), height: min(before.height, after.height))
    let commonCount = common.width * common.height
    var changed = before.width * before.height - commonCount + after.width * after.height - commonCount
    if commonCount > 0 {
      do {
        changed +=
          ImageComparison.compare(reference: try before.cropped(to: common), actual: try after.cropped(to: common))
          .changedPixelCount
      } catch {
        throw .failed("cannot compare \(old.path) with \(new.path): \(error)")
      }
    }
    return (changed, sizes)
  }

  /// The line of `changes.jsonl`.
  var jsonValue: SnackbarJSONValue {
    var members: SnackbarJSONObject = [
      "change": .string(kind.rawValue), "key": .string(shown.key.name), "locale": .string(shown.locale),
      "variant": .object(shown.variant), "path": .string(shown.path), "findings": findings.jsonValue,
    ]
    if let table = shown.key.table { members["table"] = .string(table) }
    if let old { members["old"] = .string("old/" + old.path) }
    if let new { members["new"] = .string("new/" + new.path) }
    func pair(_ name: String, _ value: (MatrixDiffLine) -> SnackbarJSONValue) {
      let before = old.map(value)
      let after = new.map(value)
      guard before != after else { return }
      var object = SnackbarJSONObject()
      if let before { object["old"] = before }
      if let after { object["new"] = after }
      members[name] = .object(object)
    }
    pair("text") { .string($0.text) }
    if old?.action != nil || new?.action != nil { pair("action") { line in line.action.map { .string($0) } ?? .null } }
    if kind == .changed {
      pair("source", \.source)
      pair("lines", \.lines)
      members["pixels"] = .number(Double(pixels))
      if let sizes {
        members["size"] = .object([
          "old": .object(["width": .number(Double(sizes.old.width)), "height": .number(Double(sizes.old.height))]),
          "new": .object(["width": .number(Double(sizes.new.width)), "height": .number(Double(sizes.new.height))]),
        ])
      }
    }
    return .object(members)
  }

  /// Where the image is: `"sync.failed" in de, mdc.iphone-se.L`, escaped for a terminal.
  var place: String {
    "\(MatrixImage.describe(shown.key)) in \(EchoedText.escaped(shown.locale)), \(EchoedText.escaped(shown.variantName))"
  }

  /// The line on standard output, escaped for a terminal: what changed, then where.
  var terminalLine: String {
    var parts: [String] = []
    if let old, let new {
      if old.text != new.text || old.action != new.action { parts.append("text") }
      if old.source != new.source { parts.append("source text") }
      if pixels > 0 { parts.append("\(pixels) pixel\(pixels == 1 ? "" : "s")") }
      if let sizes { parts.append("size \(sizes.old) to \(sizes.new)") }
    }
    for finding in findings.new { parts.append("+" + MatrixFindingsChange.label(finding)) }
    for finding in findings.gone { parts.append("-" + MatrixFindingsChange.label(finding)) }
    for (_, finding) in findings.changed { parts.append("~" + MatrixFindingsChange.label(finding)) }
    return "\(kind.rawValue) \(place)" + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
  }
}

/// How an image's findings changed. A finding is its rule and element: two runs' findings of the
/// same rule on the same element are one finding, changed when its severity, measured value or
/// message differ; members the diff does not know (a baseline mark) are ignored.
struct MatrixFindingsChange {
  private(set) var new: [SnackbarJSONValue] = []
  private(set) var gone: [SnackbarJSONValue] = []
  private(set) var changed: [(old: SnackbarJSONValue, new: SnackbarJSONValue)] = []

  var isEmpty: Bool { new.isEmpty && gone.isEmpty && changed.isEmpty }

  init(old: [SnackbarJSONValue], new: [SnackbarJSONValue]) {
    // A rule may find one element more than once: the findings of one identity pair in order.
    var unmatched: [String: [Int]] = [:]
    for (index, finding) in old.enumerated() { unmatched[Self.identity(finding), default: []].append(index) }
    var matched = Set<Int>()
    for finding in new {
      let identity = Self.identity(finding)
      guard let index = unmatched[identity]?.first else {
        self.new.append(finding)
        continue
      }
      unmatched[identity]?.removeFirst()
      matched.insert(index)
      if Self.compared(old[index]) != Self.compared(finding) { changed.append((old[index], finding)) }
    }
    gone = old.indices.filter { !matched.contains($0) }.map { old[$0] }
  }

  /// The rule and the element.
  private static func identity(_ finding: SnackbarJSONValue) -> String {
    member(finding, "rule") + "\n" + member(finding, "element")
  }

  /// What makes a finding changed.
  private static func compared(_ finding: SnackbarJSONValue) -> [String] {
    ["severity", "measured", "message"].map { member(finding, $0) }
  }

  private static func member(_ finding: SnackbarJSONValue, _ name: String) -> String {
    guard case .object(let members) = finding, let value = members[name] else { return "" }
    if case .string(let text) = value { return text }
    return value.lineText()
  }

  /// `warning l10n.expansion`, escaped for a terminal.
  static func label(_ finding: SnackbarJSONValue) -> String {
    EchoedText.escaped(member(finding, "severity") + " " + member(finding, "rule"))
  }

  /// A finding's rule and severity, and its message.
  static func parts(_ finding: SnackbarJSONValue) -> (rule: String, severity: String, message: String) {
    (member(finding, "rule"), member(finding, "severity"), member(finding, "message"))
  }

  /// Whether `finding` is new at `level` or above: a new one of that severity or worse, or a
  /// changed one whose severity rose to it.
  func reaching(_ level: SnackbarAuditSeverity) -> [SnackbarJSONValue] {
    let limit = MatrixFinding.rank(.object(["severity": .string(level.rawValue)]))
    return new.filter { MatrixFinding.rank($0) <= limit }
      + changed.filter { MatrixFinding.rank($0.new) <= limit && MatrixFinding.rank($0.old) > limit }.map(\.new)
  }

  var jsonValue: SnackbarJSONValue {
    .object([
      "new": .array(new), "gone": .array(gone),
      "changed": .array(
        changed.map { pair in
          var members: SnackbarJSONObject = [
            "rule": .string(Self.member(pair.new, "rule")), "old": pair.old, "new": pair.new,
          ]
          if case .object(let finding) = pair.new, let element = finding["element"] { members["element"] = element }
          return .object(members)
        }),
    ])
  }
}

/// What a diff counts, for its summary line and the top of its page.
struct MatrixDiffSummary {
  let failOn: SnackbarAuditSeverity
  private(set) var changed = 0
  private(set) var added = 0
  private(set) var removed = 0
  /// The lines of OLD and NEW.
  var images = (old: 0, new: 0)
  /// Each rule's findings new, gone and changed, and its worst severity's rank.
  private(set) var rules: [String: (new: Int, gone: Int, changed: Int, rank: Int)] = [:]
  /// The new findings reaching `failOn`, named (the first ``MatrixDiff/maximumNamedFindings``).
  private(set) var reaching: [String] = []
  private(set) var reachingCount = 0

  init(failOn: SnackbarAuditSeverity) {
    self.failOn = failOn
  }

  mutating func add(_ change: MatrixDiffChange) {
    switch change.kind {
    case .changed: changed += 1
    case .added: added += 1
    case .removed: removed += 1
    }
    func count(
      _ finding: SnackbarJSONValue, _ field: WritableKeyPath<(new: Int, gone: Int, changed: Int, rank: Int), Int>
    ) {
      let rule = MatrixFindingsChange.parts(finding).rule
      var counts = rules[rule] ?? (0, 0, 0, 3)
      counts[keyPath: field] += 1
      counts.rank = min(counts.rank, MatrixFinding.rank(finding))
      rules[rule] = counts
    }
    for finding in change.findings.new { count(finding, \.new) }
    for finding in change.findings.gone { count(finding, \.gone) }
    for (_, finding) in change.findings.changed { count(finding, \.changed) }
    for finding in change.findings.reaching(failOn) {
      reachingCount += 1
      guard reaching.count < MatrixDiff.maximumNamedFindings else { continue }
      let parts = MatrixFindingsChange.parts(finding)
      reaching.append(
        "\(MatrixFindingsChange.label(finding)): \(change.place): \(EchoedText.escaped(parts.message))")
    }
  }

  /// The rules, most severe first, then by id.
  var sortedRules: [(rule: String, new: Int, gone: Int, changed: Int, rank: Int)] {
    rules.map { ($0.key, $0.value.new, $0.value.gone, $0.value.changed, $0.value.rank) }.sorted { lhs, rhs in
      lhs.rank != rhs.rank
        ? lhs.rank < rhs.rank : lhs.rule.unicodeScalars.lexicographicallyPrecedes(rhs.rule.unicodeScalars)
    }
  }

  /// The last line on standard output.
  func line(destination: BytePath) -> String {
    let findings = rules.values.reduce((new: 0, gone: 0, changed: 0)) {
      ($0.new + $1.new, $0.gone + $1.gone, $0.changed + $1.changed)
    }
    return "matrix diff: \(changed) changed, \(added) added, \(removed) removed (\(images.old) images before, "
      + "\(images.new) after); findings: \(findings.new) new, \(findings.gone) gone, \(findings.changed) changed; "
      + "written to \(destination)"
  }
}
