import Foundation
import SnackbarImage
import SnackbarRendering
import Testing

@testable import SnackbarCLI

/// `--shard I/N` and `matrix merge`: three shards merged are byte for byte one unsharded run,
/// and the CI systems' variables pick the same shards.
@Suite final class MatrixShardTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  /// Eight keys in English and German, one of them with a name that is no file name.
  func writeCatalog() throws -> String {
    var strings: [String] = []
    for index in 0..<8 {
      let key = index == 3 ? "needs/a hash" : "key.\(index)"
      strings.append(
        """
        "\(key)": {"localizations": {
          "de": {"stringUnit": {"state": "translated", "value": "Nachricht \(index)"}},
          "en": {"stringUnit": {"state": "translated", "value": "Message \(index)"}}}}
        """)
    }
    let text = "{\"sourceLanguage\": \"en\", \"strings\": {\(strings.joined(separator: ",\n"))}, \"version\": \"1.0\"}"
    let path = scratch.path("Shards.xcstrings")
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func threeShardsMergedAreTheUnshardedRunByteForByte() throws {
    let catalog = try writeCatalog()
    let common = [catalog, "--jobs", "2"] + MatrixFixtures.smallPhone
    let whole = matrix(common + ["--output", scratch.path("whole")])
    #expect(whole.status == 0, "\(whole.errorText)")
    var shardFolders: [String] = []
    var shardLines = 0
    for index in 1...3 {
      let folder = scratch.path("shard\(index)")
      let run = matrix(common + ["--output", folder, "--shard", "\(index)/3"])
      #expect(run.status == 0, "\(run.errorText)")
      let lines = try matrixLines(folder + "/matrix.jsonl")
      // A key's locales stay on one shard.
      let keys = Set(lines.compactMap { $0["key"] as? String })
      #expect(lines.count == keys.count * 2)
      shardLines += lines.count
      shardFolders.append(folder)
    }
    #expect(shardLines == 16)
    let merged = matrix(["merge"] + shardFolders + ["--output", scratch.path("merged"), "--quiet"])
    #expect(merged.status == 0, "\(merged.errorText)")
    let expected = try contents(scratch.path("whole"))
    let actual = try contents(scratch.path("merged"))
    #expect(expected.count == 20)
    #expect(actual.keys.sorted() == expected.keys.sorted())
    for (path, bytes) in expected { #expect(actual[path] == bytes, "\(path) differs") }
    // Merging copies every member of a line, the catalog location included.
    let mergedLines = try matrixLines(scratch.path("merged") + "/matrix.jsonl")
    #expect(mergedLines.allSatisfy { ($0["location"] as? [String: Any])?["file"] as? String == catalog })

    // Merging a shard twice puts its keys in two shards: refused, and nothing is written.
    let twice = matrix(["merge", shardFolders[0], shardFolders[0], "--output", scratch.path("twice")])
    #expect(twice.status == 2)
    #expect(twice.errorText.contains("in two shards"), "\(twice.errorText)")
    #expect(!FileManager.default.fileExists(atPath: scratch.path("twice/matrix.jsonl")))
  }

  /// Two catalogs are two tables, some names in both: shards still merge into the unsharded run
  /// byte for byte, lines ordered by table and then name, each table in a folder of its own.
  @Test func tablesShardAndMergeAsOneRun() throws {
    var catalogs: [String] = []
    for table in ["App", "Widget"] {
      let strings = (0..<6).map { index in
        """
        "key.\(index)": {"localizations": {
          "de": {"stringUnit": {"state": "translated", "value": "\(table) \(index) de"}},
          "en": {"stringUnit": {"state": "translated", "value": "\(table) \(index) en"}}}}
        """
      }
      let path = scratch.path("\(table).xcstrings")
      let text =
        "{\"sourceLanguage\": \"en\", \"strings\": {\(strings.joined(separator: ",\n"))}, \"version\": \"1.0\"}"
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      catalogs.append(path)
    }
    let common = catalogs + ["--jobs", "2"] + MatrixFixtures.smallPhone
    let whole = matrix(common + ["--output", scratch.path("whole")])
    #expect(whole.status == 0, "\(whole.errorText)")
    let lines = try matrixLines(scratch.path("whole/matrix.jsonl"))
    #expect(lines.count == 24)
    #expect(
      lines.map { $0["table"] as? String } == Array(repeating: catalogs[0], count: 12)
        + Array(repeating: catalogs[1], count: 12))
    let widget = try #require(lines.first { $0["table"] as? String == catalogs[1] && $0["locale"] as? String == "de" })
    #expect(widget["text"] as? String == "Widget 0 de")
    #expect(widget["path"] as? String == "de/Widget.xcstrings/key.0/mdc.iphone-se.AX-XXXL.png")
    var shardFolders: [String] = []
    for index in 1...3 {
      let folder = scratch.path("shard\(index)")
      let run = matrix(common + ["--output", folder, "--shard", "\(index)/3"])
      #expect(run.status == 0, "\(run.errorText)")
      shardFolders.append(folder)
    }
    let merged = matrix(["merge"] + shardFolders + ["--output", scratch.path("merged"), "--quiet"])
    #expect(merged.status == 0, "\(merged.errorText)")
    let expected = try contents(scratch.path("whole"))
    let actual = try contents(scratch.path("merged"))
    #expect(actual.keys.sorted() == expected.keys.sorted())
    for (path, bytes) in expected { #expect(actual[path] == bytes, "\(path) differs") }
  }

  /// GitLab's CI_NODE_INDEX/CI_NODE_TOTAL (from 1) and a Kubernetes Indexed Job's
  /// JOB_COMPLETION_INDEX (from 0) with --shard-count choose the shard --shard names.
  @Test func ciVariablesChooseTheSameShard() throws {
    let parse = { (arguments: [String], variables: [String: String]) throws -> MatrixShard in
      try MatrixOptions(
        ["c.xcstrings", "--output", "o"].map { CommandLineArgument($0) }
          + arguments.map {
            CommandLineArgument($0)
          }, environment: variables
      ).shard
    }
    #expect(try parse(["--shard", "2/3"], [:]) == MatrixShard(index: 1, count: 3))
    #expect(try parse([], ["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "3"]) == MatrixShard(index: 1, count: 3))
    #expect(try parse(["--shard-count", "3"], ["JOB_COMPLETION_INDEX": "1"]) == MatrixShard(index: 1, count: 3))
    #expect(try parse([], [:]) == .whole)
    #expect(throws: CLIError.self) { try parse(["--shard", "4/3"], [:]) }
    #expect(throws: CLIError.self) { try parse(["--shard-count", "3"], ["JOB_COMPLETION_INDEX": "3"]) }
    #expect(throws: CLIError.self) { try parse([], ["CI_NODE_INDEX": "0", "CI_NODE_TOTAL": "3"]) }
  }

  /// A shard line whose path leaves its folder is refused before anything is copied.
  @Test func aPathOutsideTheShardIsRefused() throws {
    let folder = scratch.path("evil")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let line = #"{"key": "k", "path": "../outside.png"}"#
    try Data((line + "\n").utf8).write(to: URL(fileURLWithPath: folder + "/matrix.jsonl"))
    let run = matrix(["merge", folder, "--output", scratch.path("out")])
    #expect(run.status == 2)
    #expect(run.errorText.contains("inside the folder"), "\(run.errorText)")
  }

  /// A shard folder holding `lines` (matrix lines of key and path), and nothing else yet.
  func shard(_ name: String, lines: [(key: String, path: String)]) throws -> String {
    let folder = scratch.path(name)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let text = lines.map { #"{"key": "\#($0.key)", "path": "\#($0.path)"}"# + "\n" }.joined()
    try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/matrix.jsonl"))
    return folder
  }

  /// A one-pixel PNG, what a shard's image at least must be.
  func png() throws -> Data {
    Data(try RGBAImage(width: 1, height: 1, fill: RGBAPixel(red: 1, green: 2, blue: 3)).pngData())
  }

  /// A shard is a stranger's folder: an image that is a link (to a secret, or through a folder
  /// that links out), a hard link, or not a PNG never reaches the merged folder, and the merge
  /// writes nothing.
  @Test func aShardImageThatIsALinkOrNoPNGIsNotCopied() throws {
    let secret = scratch.path("secret.png")
    try Data("SECRET-TOKEN".utf8).write(to: URL(fileURLWithPath: secret))
    let outside = scratch.path("outside")
    try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
    try png().write(to: URL(fileURLWithPath: outside + "/a.png"))
    let cases: [(name: String, path: String, make: (String) throws -> Void, says: String)] = [
      (
        "link", "k/a.png",
        { folder in
          try FileManager.default.createDirectory(atPath: folder + "/k", withIntermediateDirectories: true)
          try FileManager.default.createSymbolicLink(atPath: folder + "/k/a.png", withDestinationPath: secret)
        }, "symbolic link"
      ),
      (
        "linked-folder", "k/a.png",
        { folder in
          try FileManager.default.createSymbolicLink(atPath: folder + "/k", withDestinationPath: outside)
        }, "not a folder"
      ),
      (
        "hard-link", "a.png",
        { folder in
          try FileManager.default.linkItem(atPath: outside + "/a.png", toPath: folder + "/a.png")
        }, "hard links"
      ),
      (
        "not-png", "a.png",
        { folder in
          try Data("SECRET-TOKEN".utf8).write(to: URL(fileURLWithPath: folder + "/a.png"))
        }, "not a PNG"
      ),
      (
        "fifo", "a.png",
        { folder in
          #expect(mkfifo(folder + "/a.png", 0o600) == 0)
        }, "FIFO"
      ),
    ]
    for item in cases {
      let folder = try shard(item.name, lines: [("k", item.path)])
      try item.make(folder)
      let output = scratch.path("out-\(item.name)")
      let run = matrix(["merge", folder, "--output", output])
      #expect(run.status == 2, "\(item.name)")
      #expect(run.errorText.contains(item.says), "\(item.name): \(run.errorText)")
      #expect(!FileManager.default.fileExists(atPath: output + "/" + item.path), "\(item.name)")
      #expect(!FileManager.default.fileExists(atPath: output + "/matrix.jsonl"), "\(item.name)")
    }
  }

  /// Two lines naming one image (or two that differ only in case) are refused: the second would
  /// replace the first's picture.
  @Test func oneImageNamedTwiceIsRefused() throws {
    for second in ["a.png", "A.png"] {
      let first = try shard("first-\(second)", lines: [("k1", "a.png")])
      try png().write(to: URL(fileURLWithPath: first + "/a.png"))
      let other = try shard("second-\(second)", lines: [("k2", second)])
      try png().write(to: URL(fileURLWithPath: other + "/" + second))
      let output = scratch.path("out-\(second)")
      let run = matrix(["merge", first, other, "--output", output])
      #expect(run.status == 2)
      #expect(run.errorText.contains("named by an earlier line"), "\(run.errorText)")
      #expect(!FileManager.default.fileExists(atPath: output + "/matrix.jsonl"))
    }
    let good = try shard("good", lines: [("k1", "a.png"), ("k2", "b.png")])
    try png().write(to: URL(fileURLWithPath: good + "/a.png"))
    try png().write(to: URL(fileURLWithPath: good + "/b.png"))
    let run = matrix(["merge", good, "--output", scratch.path("out-good"), "--quiet"])
    #expect(run.status == 0, "\(run.errorText)")
  }
}
