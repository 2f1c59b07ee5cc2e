import Foundation
import SnackbarFiles

/// Installed Debian package versions, as `dpkg-query` reports them.
///
/// The fingerprint records them because library versions alone cannot reproduce a stack: Debian
/// revisions of one upstream version (`2.12.1+dfsg-5+deb12u3`, `…+deb12u4`) carry different
/// patches, and a version does not say which package to install. With them, `snackbar doctor`
/// prints the exact `apt-get install PACKAGE=VERSION` lines that bring a machine to the goldens'
/// stack.
package enum DebianPackages {
  /// Where `dpkg-query` is looked for when the caller does not say.
  package static let defaultQueryTool = "/usr/bin/dpkg-query"

  /// The installed version of each of `packages`, by name; a package that is not installed is left
  /// out. `nil` when `queryTool` cannot be run (not a Debian system): the caller then knows
  /// nothing about packages, which is different from knowing that none is installed.
  package static func installedVersions(
    of packages: [String], queryTool: String = defaultQueryTool
  ) -> [String: String]? {
    guard FileSystem.isExecutableFile(BytePath(queryTool)) else { return nil }
    guard !packages.isEmpty else { return [:] }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: queryTool)
    // Status first, so "deinstall ok config-files" (removed, configuration kept) is not taken for
    // an installed package.
    process.arguments = ["--show", "--showformat=${db:Status-Abbrev}\t${Package}\t${Version}\n"] + packages
    let standardOutput = Pipe()
    process.standardOutput = standardOutput
    process.standardError = FileSystem.discardedOutput
    do {
      try process.run()
    } catch {
      return nil
    }
    // Read to the end before waiting, so a full pipe cannot block the child.
    let data = standardOutput.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // dpkg-query exits 1 when some package is unknown, and still lists the others.
    guard process.terminationReason == .exit, process.terminationStatus <= 1 else { return nil }
    return parse(String(decoding: data, as: UTF8.self))
  }

  /// Parses `dpkg-query` lines of the form `STATUS<TAB>PACKAGE<TAB>VERSION`, keeping installed
  /// packages only (status `ii`).
  static func parse(_ output: String) -> [String: String] {
    var versions: [String: String] = [:]
    for line in output.split(separator: "\n") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 3, fields[0].trimmingCharacters(in: .whitespaces) == "ii", !fields[2].isEmpty else {
        continue
      }
      versions[String(fields[1])] = String(fields[2])
    }
    return versions
  }

  /// Whether the Debian `packageVersion` ships `upstreamVersion`: the epoch (`1:`) and the Debian
  /// revision (`-7`, `-5+deb12u4`) are ignored, and the upstream part must start with
  /// `upstreamVersion` followed by nothing or a non-digit (`2.12.1+dfsg` ships 2.12.1; `1.16.01`
  /// does not ship 1.16.0).
  package static func version(_ packageVersion: String, shipsUpstream upstreamVersion: String) -> Bool {
    var upstream = Substring(packageVersion)
    if let colon = upstream.firstIndex(of: ":") { upstream = upstream[upstream.index(after: colon)...] }
    if let dash = upstream.lastIndex(of: "-") { upstream = upstream[..<dash] }
    guard !upstreamVersion.isEmpty, upstream.hasPrefix(upstreamVersion) else { return false }
    let rest = upstream.dropFirst(upstreamVersion.count)
    return rest.first.map { !$0.isNumber } ?? true
  }
}
