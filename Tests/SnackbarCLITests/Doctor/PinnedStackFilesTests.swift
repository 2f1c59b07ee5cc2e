import Foundation
import Testing

@testable import SnackbarCLI

/// The Dockerfile and scripts/bootstrap install the one pinned list `snackbar doctor` reads, and
/// bootstrap keeps its promises (exact versions when apt has them; otherwise a warning, or an
/// error with `--exact`). Docker is not needed: the Dockerfile is read, and bootstrap runs against
/// fake dpkg-query, apt-cache and apt-get.
@Suite final class PinnedStackFilesTests {
  static let packageRoot = PinnedPackageListTests.packageRoot
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  static func read(_ relative: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(relative), encoding: .utf8)
  }

  /// Lines that are not comments.
  static func instructions(_ text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
      !$0.isEmpty && !$0.hasPrefix("#")
    }
  }

  @Test func theDockerfileInstallsThePinnedListThroughBootstrapExactly() throws {
    let dockerfile = Self.instructions(try Self.read("Dockerfile"))
    #expect(dockerfile.first == "FROM swift:6.3.1-bookworm")
    let copy = try #require(dockerfile.first { $0.hasPrefix("COPY ") })
    let copied = copy.split(separator: " ").dropFirst().map(String.init)
    // The same file doctor reads by default.
    let pinned = PinnedPackageList.defaultURL.standardizedFileURL.path
    let root = Self.packageRoot.standardizedFileURL.path + "/"
    #expect(copied.contains(String(pinned.dropFirst(root.count))))
    #expect(copied.contains("scripts/bootstrap"))
    let destination = try #require(copied.last)
    #expect(dockerfile.contains { $0.hasPrefix("RUN \(destination)bootstrap --exact") })
    // No package is installed behind the list's back.
    #expect(!dockerfile.contains { $0.contains("apt-get install") })
  }

  @Test func bootstrapReadsTheListBesideItAndNamesNoPackageItself() throws {
    let script = try Self.read("scripts/bootstrap")
    #expect(script.contains(#"list="$(cd "$(dirname "$0")" && pwd)/pinned-packages.txt""#))
    let list = try PinnedPackageList.load(from: PinnedPackageList.defaultURL)
    let code = Self.instructions(script).joined(separator: "\n")
    let named = list.entries.map(\.package).filter { code.contains($0) }
    #expect(named.isEmpty, "scripts/bootstrap lists packages itself: \(named)")
  }

  // MARK: bootstrap against fake tools

  /// Copies bootstrap beside `pinned`, with fake tools answering from `installed` and `available`
  /// (PACKAGE=VERSION lines), runs it and returns its status, standard error and the apt-get calls.
  func bootstrap(
    _ arguments: [String], pinned: String, installed: [String], available: [String]
  ) throws -> (status: Int32, errors: String, aptGet: [String]) {
    let scripts = scratch.url.appendingPathComponent("scripts")
    let bin = scratch.url.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let script = scripts.appendingPathComponent("bootstrap")
    if !FileManager.default.fileExists(atPath: script.path) {
      try FileManager.default.copyItem(at: Self.packageRoot.appendingPathComponent("scripts/bootstrap"), to: script)
    }
    try Data(pinned.utf8).write(to: scripts.appendingPathComponent("pinned-packages.txt"))
    try Data((installed.joined(separator: "\n") + "\n").utf8).write(to: bin.appendingPathComponent("installed"))
    try Data((available.joined(separator: "\n") + "\n").utf8).write(to: bin.appendingPathComponent("available"))
    let log = bin.appendingPathComponent("apt-get.log")
    try? FileManager.default.removeItem(at: log)
    let tools = [
      "dpkg-query": #"""
      version=$(grep "^${!#}=" "$FAKE/installed" | head -n 1 | cut -d= -f2-)
      [ -n "$version" ] || exit 1
      printf 'ii |%s' "$version"
      """#,
      "apt-cache": #"""
      [ "$1" = madison ] || exit 2
      grep "^$2=" "$FAKE/available" | while IFS== read -r name version; do echo " $name | $version | fake"; done
      """#,
      "apt-get": #"echo "$*" >> "$FAKE/apt-get.log""#,
      "id": "echo 0",
    ]
    for (name, body) in tools {
      let url = bin.appendingPathComponent(name)
      try Data("#!/bin/bash\n\(body)\n".utf8).write(to: url)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }
    let run = try ChildProcess(
      [script.path] + arguments, executable: URL(fileURLWithPath: "/bin/bash"),
      environment: ["PATH": "\(bin.path):/usr/bin:/bin", "FAKE": bin.path]
    ).finish()
    let calls = (try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
    return (run.status, run.errors, calls)
  }

  static let pinned = "# list\nlibcairo2=1.16.0-7\nfonts-noto-core=20201225-1\n"

  @Test func bootstrapDoesNothingWhenEveryPackageIsAtItsVersion() throws {
    let run = try bootstrap(
      [], pinned: Self.pinned, installed: ["libcairo2=1.16.0-7", "fonts-noto-core=20201225-1"], available: [])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.aptGet.isEmpty)
  }

  @Test func bootstrapInstallsExactlyThePinnedVersions() throws {
    let run = try bootstrap(
      [], pinned: Self.pinned, installed: ["libcairo2=1.18.0-1"],
      available: ["libcairo2=1.18.0-1", "libcairo2=1.16.0-7", "fonts-noto-core=20201225-1"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.aptGet.count == 2)
    #expect(run.aptGet.last?.hasSuffix("--allow-downgrades libcairo2=1.16.0-7 fonts-noto-core=20201225-1") == true)
  }

  @Test func withoutThePinnedVersionBootstrapWarnsAndInstallsAptsVersion() throws {
    let run = try bootstrap(
      [], pinned: Self.pinned, installed: ["libcairo2=1.16.0-8"],
      available: ["libcairo2=1.16.0-8", "fonts-noto-core=20240101-1"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.contains("apt does not offer libcairo2=1.16.0-7; keeping the installed 1.16.0-8"))
    #expect(run.errors.contains("apt does not offer fonts-noto-core=20201225-1; installing apt's version"))
    #expect(run.errors.contains("snackbar doctor"))
    #expect(run.aptGet.last?.hasSuffix("--allow-downgrades fonts-noto-core") == true)
  }

  @Test func exactRefusesToInstallAnythingButThePinnedVersions() throws {
    let run = try bootstrap(
      ["--exact"], pinned: Self.pinned, installed: [], available: ["libcairo2=1.16.0-7", "fonts-noto-core=2024-1"])
    #expect(run.status == 1)
    #expect(run.errors.contains("apt does not offer these pinned versions: fonts-noto-core=20201225-1"))
    #expect(!run.aptGet.contains { $0.contains("install") })
  }

  @Test func bootstrapRejectsAMalformedList() throws {
    let run = try bootstrap([], pinned: "libcairo2 1.16.0-7\n", installed: [], available: [])
    #expect(run.status == 2)
    #expect(run.errors.contains("line 1: expected PACKAGE=VERSION"))
  }
}
