import Foundation
import SnackbarFiles
import SnackbarRendering
import SnackbarSnapshotCore

/// The `<section>` of one failed snapshot: its numbers, its images side by side (or its diff),
/// a flip/slide comparison and the full failure message.
struct ReportEntrySection {
  /// The failed snapshot.
  let entry: ReportEntry
  /// The section's element id, `failure-N`; every other id in it starts with this.
  let id: String
  /// How many artifacts directories the page shows (CI shards); above one, each section names
  /// its own.
  var shards = 1

  /// The figures, left to right.
  static let imageRoles: [(role: ReportArtifactRole, caption: String)] = [
    (.reference, "Reference (golden)"), (.actual, "Actual"), (.difference, "Difference (highlight | amplified)"),
  ]

  /// Writes the section.
  /// - Returns: the SHA-256 of the actual file as the section shows it (its image or its text),
  ///   or nil when the section does not show it whole: what the review accepts.
  func write(into page: inout ReportPageSink) throws(FileSystemError) -> [UInt8]? {
    let loaded = loadRecord()
    var actualDigest: [UInt8]?
    try page.raw("<section class=\"failure\" id=\"\(id)\" aria-labelledby=\"\(id)-title\">\n<h2 id=\"\(id)-title\">")
    if let kind = loaded.record?.kind {
      try page.raw("<span class=\"kind\">")
      try page.text(ReportFailureFacts.title(kind))
      try page.raw("</span>")
    }
    try page.text(entry.title)
    try page.raw("</h2>\n")
    var notes = loaded.notes
    let roles = shownRoles(record: loaded.record, notes: &notes)
    // Notes about the record first: they say why numbers are missing before a reader looks for them.
    try writeNotes(notes, into: &page)
    notes = []
    if let record = loaded.record { try writeFacts(record, into: &page) }
    try writeAccept(into: &page)
    if entry.isImage {
      try writeAudit(roles, notes: &notes, into: &page)
    } else {
      try writeAuditChanges(roles, into: &page)
    }
    if entry.isImage {
      try writeImages(roles, notes: &notes, into: &page, actualDigest: &actualDigest)
    } else {
      try writeText(roles, into: &page, actualDigest: &actualDigest)
    }
    try writeFrames(notes: &notes, into: &page)
    try writeNotes(notes, into: &page)
    if let record = loaded.record {
      try page.raw("<details>\n<summary>Failure message</summary>\n<pre>")
      try page.text(record.message)
      try page.raw("</pre>\n</details>\n")
    }
    try page.raw("</section>\n")
    return actualDigest
  }

  /// The command that accepts this failure, with a button that copies it; a note instead when
  /// the names cannot be shown as typed.
  private func writeAccept(into page: inout ReportPageSink) throws(FileSystemError) {
    if shards > 1 {
      try page.raw("<p class=\"shard\">From <code>")
      try page.text(entry.root.relativePath)
      try page.raw("</code></p>\n")
    }
    guard let command = ReportAcceptCommand.line(for: entry) else {
      try writeNotes(
        ["No accept command: the folder or the name holds characters a command line cannot show as typed."],
        into: &page)
      return
    }
    try page.raw(
      "<div class=\"accept\">\n<span>Accept the actual as the new golden:</span>\n<code id=\"\(id)-accept\">")
    try page.text(command)
    try page.raw("</code>\n<button type=\"button\" data-copy=\"\(id)-accept\" hidden>Copy</button>\n</div>\n")
  }

  private func writeNotes(_ notes: [String], into page: inout ReportPageSink) throws(FileSystemError) {
    for note in notes {
      try page.raw("<p class=\"note\">")
      try page.text(note)
      try page.raw("</p>\n")
    }
  }

  /// The record, or notes saying why there is none.
  private func loadRecord() -> (record: SnapshotFailureRecord?, notes: [String]) {
    guard let url = entry.files[.record] else {
      let file = "\(entry.name).\(SnapshotFailureRecord.fileSuffix)"
      return (nil, ["No failure record (\(file)) beside these artifacts, so no numbers: the files only."])
    }
    do {
      return (try SnapshotFailureRecord.read(from: url), [])
    } catch {
      return (nil, ["\(error.description). The files only."])
    }
  }

  /// The roles to show: those the record lists (older artifacts of the same name, left from an
  /// earlier failure of another kind, are not this failure's), else every file found.
  private func shownRoles(record: SnapshotFailureRecord?, notes: inout [String]) -> Set<ReportArtifactRole> {
    let found = Set(entry.files.keys).subtracting([.record])
    guard let record else { return found }
    let listed = Set(record.artifacts.keys.compactMap(ReportArtifactRole.init(rawValue:)))
    let missing = record.artifacts.filter { role, _ in
      ReportArtifactRole(rawValue: role).map { !found.contains($0) } ?? false
    }
    if !missing.isEmpty {
      notes.append("Listed in the failure record but not found: \(missing.values.sorted().joined(separator: ", ")).")
    }
    return found.intersection(listed)
  }

  private func writeFacts(_ record: SnapshotFailureRecord, into page: inout ReportPageSink) throws(FileSystemError) {
    try page.raw("<dl class=\"facts\">\n")
    for row in ReportFailureFacts.rows(record) {
      try page.raw("<dt>")
      try page.text(row.label)
      try page.raw("</dt><dd>")
      try page.text(row.value)
      try page.raw("</dd>\n")
    }
    try page.raw("</dl>\n")
  }

  /// The figures; `actualDigest` is set to the digest of the actual image when it was shown whole.
  private func writeImages(
    _ roles: Set<ReportArtifactRole>, notes: inout [String], into page: inout ReportPageSink,
    actualDigest: inout [UInt8]?
  ) throws(FileSystemError) {
    try page.raw("<div class=\"images\">\n")
    var shown: Set<ReportArtifactRole> = []
    for (role, caption) in Self.imageRoles where roles.contains(role) {
      guard let url = entry.files[role] else { continue }
      var hasher: SHA256? = role == .actual ? SHA256() : nil
      guard try writeFigure(url, role: role, caption: caption, notes: &notes, into: &page, hashing: &hasher) else {
        continue
      }
      shown.insert(role)
      if var hasher { actualDigest = hasher.finalize() }
    }
    try page.raw("</div>\n")
    if shown.isSuperset(of: [.reference, .actual]) { try writeCompare(into: &page) }
  }

  /// One `<figure>`, its bytes hashed into `hasher` when there is one (which is dropped when the
  /// file was cut short); `false` (and a note) when the file cannot be read.
  private func writeFigure(
    _ url: URL, role: ReportArtifactRole, caption: String, notes: inout [String], into page: inout ReportPageSink,
    hashing hasher: inout SHA256?
  ) throws(FileSystemError) -> Bool {
    if let problem = ReportFileReader.readabilityProblem(url) {
      notes.append("\(caption) image \(url.lastPathComponent) cannot be read: \(problem)")
      return false
    }
    let size = ReportFileReader.pngSize(url)
    let sizeText = size.map { "\($0.width)×\($0.height) pixels" } ?? "not a PNG"
    try page.raw("<figure>\n<figcaption>")
    try page.text("\(caption) · \(sizeText)")
    try page.raw("</figcaption>\n<div class=\"frame\"><img class=\"px\" id=\"\(id)-\(role.rawValue)\" alt=\"")
    try page.text("\(caption) of \(entry.title), \(sizeText)")
    try page.raw("\"")
    if let size {
      try page.raw(" width=\"\(size.width)\" height=\"\(size.height)\" style=\"--w:\(size.width)\"")
    }
    try page.raw(" src=\"data:image/png;base64,")
    let failure = try ReportFileReader.streamBase64(url, into: &page, hashing: &hasher)
    try page.raw("\"></div>\n</figure>\n")
    if let failure {
      notes.append("\(caption) image \(url.lastPathComponent) was cut short: \(failure)")
      // The part shown is not the file: nothing to compare it with later.
      hasher = nil
    }
    return true
  }

  /// A failing flow's frame scrubber (``ReportFrames``), when its two artifacts are there; a note
  /// when they cannot be shown.
  private func writeFrames(notes: inout [String], into page: inout ReportPageSink) throws(FileSystemError) {
    guard let image = entry.files[.frames], let index = entry.files[.framesIndex] else { return }
    guard ReportFileReader.readabilityProblem(image) == nil, let size = ReportFileReader.pngSize(image) else {
      notes.append("The differing moments \(image.lastPathComponent) cannot be shown: not a readable PNG.")
      return
    }
    let frames: ReportFrames
    do throws(ReportFileProblem) {
      frames = try ReportFrames(index: index, imageHeight: size.height)
    } catch {
      notes.append("The differing moments cannot be shown: \(index.lastPathComponent): \(error.reason)")
      return
    }
    if let failure = try frames.write(id: id, title: entry.title, image: image, size: size, into: &page) {
      notes.append("The differing moments \(image.lastPathComponent) were cut short: \(failure)")
    }
  }

  /// The flip/slide control; the script fills its two images from the figures above.
  private func writeCompare(into page: inout ReportPageSink) throws(FileSystemError) {
    try page.raw(
      """
      <div class="compare" data-compare="\(id)" hidden>
      <fieldset>
      <legend>Compare reference and actual in place</legend>
      <label for="\(id)-slider">Actual revealed from the left</label>
      <input type="range" id="\(id)-slider" min="0" max="100" step="1" value="50" aria-describedby="\(id)-status">
      <button type="button" aria-pressed="false">Flip reference / actual</button>
      <output id="\(id)-status" aria-live="polite"></output>
      </fieldset>
      <div class="stage"><img class="px under" alt="
      """)
    try page.text("Reference (golden) of \(entry.title), under the slider")
    try page.raw("\"><img class=\"px over\" alt=\"")
    try page.text("Actual image of \(entry.title), revealed from the left by the slider")
    try page.raw("\"></div>\n</div>\n")
  }

  /// The audit of the snackbar that failed, as badges: written beside an image failure by the
  /// snackbar image strategies.
  private func writeAudit(
    _ roles: Set<ReportArtifactRole>, notes: inout [String], into page: inout ReportPageSink
  ) throws(FileSystemError) {
    guard roles.contains(.audit), let url = entry.files[.audit] else { return }
    switch ReportAuditFindings.read(url) {
    case .failure(let problem):
      notes.append("The audit \(url.lastPathComponent) cannot be shown: \(problem.reason)")
    case .success(let findings):
      try page.raw("<div class=\"audit\">\n<h3>Audit of the actual snackbar</h3>\n")
      if findings.isEmpty {
        try page.raw("<p>No findings.</p>\n")
      } else {
        try writeBadges(findings.map { (nil, $0, $0.measured) }, into: &page)
        try writeMore(findings.count, file: url.lastPathComponent, into: &page)
      }
      try page.raw("</div>\n")
    }
  }

  /// For a failed `.audit` text snapshot: which findings are new, gone or measure differently,
  /// as badges above the diff. Other text snapshots are left alone.
  private func writeAuditChanges(
    _ roles: Set<ReportArtifactRole>, into page: inout ReportPageSink
  ) throws(FileSystemError) {
    func findings(_ role: ReportArtifactRole) -> [ReportAuditFinding]? {
      guard roles.contains(role), let url = entry.files[role],
        case .success(let (text, _)) = ReportFileReader.text(url)
      else { return nil }
      return ReportAuditFindings.parse(snapshot: text)
    }
    guard let actual = findings(.actual) else { return }
    try page.raw("<div class=\"audit\">\n")
    guard let reference = findings(.reference) else {
      try page.raw("<h3>Audit findings of the actual snapshot</h3>\n")
      try writeBadges(actual.map { (nil, $0, $0.measured) }, into: &page)
      try writeMore(actual.count, file: nil, into: &page)
      try page.raw("</div>\n")
      return
    }
    let changes = ReportAuditFindings.changes(reference: reference, actual: actual)
    try page.raw("<h3>Audit findings, reference to actual</h3>\n")
    let rows: [(String?, ReportAuditFinding, String)] =
      changes.added.map { ("new", $0, $0.measured) } + changes.removed.map { ("gone", $0, $0.measured) }
      + changes.changed.map { ("changed", $0.1, "\($0.0.measured) → \($0.1.measured)") }
    if rows.isEmpty {
      try page.raw("<p>The same findings; the diff below shows what else changed.</p>\n")
    } else {
      try writeBadges(rows, into: &page)
      try writeMore(rows.count, file: nil, into: &page)
    }
    try page.raw("<p class=\"unchanged\">")
    try page.text("\(changes.unchanged) unchanged.")
    try page.raw("</p>\n</div>\n")
  }

  /// A list of finding badges, at most ``ReportAuditFindings/maximumShown``: the change (when
  /// there is one) and the severity in words, so colour is never the only signal.
  private func writeBadges(
    _ rows: [(change: String?, finding: ReportAuditFinding, measured: String)], into page: inout ReportPageSink
  ) throws(FileSystemError) {
    try page.raw("<ul class=\"badges\">\n")
    for row in rows.prefix(ReportAuditFindings.maximumShown) {
      try page.raw("<li class=\"badge \(row.finding.severity.rawValue)\">")
      if let change = row.change {
        try page.raw("<span class=\"change\">")
        try page.text(change)
        try page.raw("</span> ")
      }
      var finding = row.finding
      finding.measured = row.measured
      try page.text(finding.badgeText)
      try page.raw("</li>\n")
    }
    try page.raw("</ul>\n")
  }

  private func writeMore(_ count: Int, file: String?, into page: inout ReportPageSink) throws(FileSystemError) {
    guard count > ReportAuditFindings.maximumShown else { return }
    try page.raw("<p>")
    try page.text("… and \(count - ReportAuditFindings.maximumShown) more" + (file.map { " in \($0)" } ?? "") + ".")
    try page.raw("</p>\n")
  }

  /// A text snapshot: the diff, coloured by line, then both texts folded away.
  /// `actualDigest` is set to the digest of the actual text when it was shown whole.
  private func writeText(
    _ roles: Set<ReportArtifactRole>, into page: inout ReportPageSink, actualDigest: inout [UInt8]?
  ) throws(FileSystemError) {
    if roles.contains(.diff), let url = entry.files[.diff] {
      try page.raw("<h3>Diff (- reference, + actual)</h3>\n<pre class=\"diff\">")
      var ignored: [UInt8]?
      try writeTextFile(url, diff: true, into: &page, digest: &ignored)
      try page.raw("</pre>\n")
    }
    for (role, caption) in [(ReportArtifactRole.reference, "Reference (golden)"), (.actual, "Actual")]
    where roles.contains(role) {
      guard let url = entry.files[role] else { continue }
      try page.raw("<details>\n<summary>")
      try page.text("\(caption): \(url.lastPathComponent)")
      try page.raw("</summary>\n<pre>")
      var digest: [UInt8]?
      try writeTextFile(url, diff: false, into: &page, digest: &digest)
      if role == .actual { actualDigest = digest }
      try page.raw("</pre>\n</details>\n")
    }
  }

  /// The text of a file; `digest` is set to the SHA-256 of its bytes when it was shown whole.
  private func writeTextFile(
    _ url: URL, diff: Bool, into page: inout ReportPageSink, digest: inout [UInt8]?
  ) throws(FileSystemError) {
    switch ReportFileReader.text(url, digest: &digest) {
    case .failure(let problem):
      try page.text("(\(url.lastPathComponent) cannot be read: \(problem.reason))")
    case .success(let (text, truncated)):
      if diff {
        var inHunk = false
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        for line in lines {
          inHunk = inHunk || line.hasPrefix("@@")
          let kind = Self.diffLineClass(line, inHunk: inHunk)
          try page.raw(kind.map { "<span class=\"\($0)\">" } ?? "")
          try page.text(String(line))
          try page.raw(kind == nil ? "\n" : "</span>\n")
        }
      } else {
        try page.text(text)
      }
      if truncated {
        try page.text("\n… cut at \(ReportFileReader.textLimit) bytes; the whole file is \(url.lastPathComponent)")
      }
    }
  }

  /// The class of one diff line: `--- `/`+++ ` before the first hunk are file headers, not
  /// removed or added lines.
  static func diffLineClass(_ line: Substring, inHunk: Bool) -> String? {
    if line.hasPrefix("@@") || (!inHunk && (line.hasPrefix("--- ") || line.hasPrefix("+++ "))) { return "hunk" }
    if line.hasPrefix("+") { return "add" }
    if line.hasPrefix("-") { return "del" }
    return nil
  }
}
