/// What one file in the artifacts directory is to its failed snapshot, read from its name:
/// `<name>.reference.<ext>`, `<name>.actual.<ext>`, `<name>.difference.png`, `<name>.diff`,
/// `<name>.failure.json`, `<name>.frames.png` and `.frames.json` (the names `verifySnapshot` writes),
/// `<name>.audit.json` (the snackbar image strategies').
enum ReportArtifactRole: String, CaseIterable, Comparable {
  /// The golden as it was.
  case reference
  /// What the test produced.
  case actual
  /// The difference image (highlight | amplified).
  case difference
  /// The unified diff of a text snapshot.
  case diff
  /// The machine-readable failure record (`SnapshotFailureRecord`).
  case record
  /// The audit of the snackbar that failed (`snackbar audit --json`'s object).
  case audit
  /// A failing flow's differing moments, golden beside actual (`<name>.frames.png`).
  case frames
  /// Their times, events and rows on that image (`<name>.frames.json`).
  case framesIndex

  /// The snapshot name and role of `fileName`, or `nil` for files that are not artifacts (hidden
  /// files such as half-written temporaries, a report someone saved there, anything else).
  static func parse(_ fileName: String) -> (name: String, role: ReportArtifactRole, pathExtension: String)? {
    guard !fileName.hasPrefix(".") else { return nil }
    let fixed: [(suffix: String, role: ReportArtifactRole, pathExtension: String)] = [
      (".failure.json", .record, "json"), (".audit.json", .audit, "json"), (".difference.png", .difference, "png"),
      (".diff", .diff, "diff"), (".frames.png", .frames, "png"), (".frames.json", .framesIndex, "json"),
    ]
    for candidate in fixed where fileName.hasSuffix(candidate.suffix) {
      let name = String(fileName.dropLast(candidate.suffix.count))
      return name.isEmpty ? nil : (name, candidate.role, candidate.pathExtension)
    }
    guard let dot = fileName.lastIndex(of: ".") else { return nil }
    let pathExtension = String(fileName[fileName.index(after: dot)...])
    let stem = fileName[..<dot]
    for role in [ReportArtifactRole.reference, .actual] where stem.hasSuffix("." + role.rawValue) {
      let name = String(stem.dropLast(role.rawValue.count + 1))
      return name.isEmpty || pathExtension.isEmpty ? nil : (name, role, pathExtension)
    }
    return nil
  }

  static func < (lhs: ReportArtifactRole, rhs: ReportArtifactRole) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}
