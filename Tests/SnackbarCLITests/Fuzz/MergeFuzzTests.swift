import Foundation
import SnackbarFuzzSupport
import SnackbarImage
import SnackbarRendering
import Testing

@testable import SnackbarCLI

/// `snackbar matrix merge` on random shard folders, as a stranger's CI artifacts could hold them:
/// lines of any key and path order, paths that climb or repeat, and images that are PNGs, other
/// bytes, links (to a secret outside, to `/dev/zero`, through a folder that links out), hard
/// links to the secret, FIFOs, folders or nothing. The oracle: no trap and no hang; exit 0 or 2;
/// on 0, the output holds only `matrix.jsonl`, `index.html` and PNGs whose bytes are a shard's own
/// regular PNG file; on 2, no `matrix.jsonl` or `index.html`; the secret's bytes never appear in
/// the output and the secret is unchanged; no printed line holds a raw control character; no
/// temporary file is left.
@Suite(.tags(.fuzz)) struct MergeFuzzTests {
  /// Inputs in `make test`: each builds up to three small shards; well under 1 s in all.
  static let defaultInputs = 300

  static let secretBytes = Array("SECRET-TOKEN-\u{1B}[31m".utf8)

  @Test func shardsNeverCarryAFileOfTheMachineIntoTheOutput() throws {
    let campaign = FuzzCampaign(
      name: "merge-shards", configuration: try FuzzConfiguration(defaultInputs: Self.defaultInputs),
      filter: "MergeFuzzTests")
    let sandbox = try RecordFuzzTests.Sandbox("merge")
    defer { sandbox.remove() }
    let secret = sandbox.url("secret.png")
    try Data(Self.secretBytes).write(to: secret)
    let outsideFolder = sandbox.url("outside")
    try FileManager.default.createDirectory(at: outsideFolder, withIntermediateDirectories: true)
    try Data(Self.secretBytes).write(to: outsideFolder.appendingPathComponent("a.png"))
    let png = try RGBAImage(width: 2, height: 1, fill: RGBAPixel(red: 9, green: 8, blue: 7)).pngData()

    let report = campaign.run { iteration, random in
      let input = sandbox.url("input-\(iteration)")
      let output = input.appendingPathComponent("out")
      defer { try? FileManager.default.removeItem(at: input) }
      let shards: [URL]
      var ownFiles: Set<[UInt8]> = []
      do {
        shards = try Self.makeShards(
          in: input, random: &random, png: png, secret: secret, outside: outsideFolder, own: &ownFiles)
      } catch {
        return .failed("cannot build the shards: \(error)")
      }
      let run = RecordFuzzTests.timed {
        let run = matrix(["merge"] + shards.map(\.path) + ["--output", output.path, "--quiet"])
        if let problem = Self.problem(run, output: output, own: ownFiles, secret: secret) {
          return .failed("\(problem)\nshards: \(Self.describe(shards))")
        }
        return .passed(run.status == 0 ? "merged" : "refused")
      }
      return run
    }
    for message in report.failureMessages { Issue.record(Comment(rawValue: message)) }
    #expect(report.inputs > 0)
  }

  /// The files a merge writes beside the images.
  static let writtenFiles: Set<String> = ["matrix.jsonl", "index.html", "matrix.sarif", "matrix.junit.xml"]

  /// What is wrong with one merge; nil when nothing is.
  static func problem(_ run: CLIRun, output: URL, own: Set<[UInt8]>, secret: URL) -> String? {
    guard run.status == 0 || run.status == 2 else { return "exit \(run.status): \(run.errorText.prefix(300))" }
    if let problem = RecordFuzzTests.rawControl(in: run.output + run.errors) { return problem }
    guard (try? Data(contentsOf: secret)).map(Array.init) == secretBytes else { return "the secret changed" }
    let files = Self.files(under: output)
    if let hidden = files.keys.first(where: { $0.split(separator: "/").contains { $0.hasPrefix(".") } }) {
      return "left \(hidden) behind"
    }
    if run.status == 2 {
      if Self.writtenFiles.contains(where: { files[$0] != nil }) { return "refused, yet wrote its files" }
    }
    for (path, bytes) in files where !Self.writtenFiles.contains(path) {
      guard path.hasSuffix(".png") else { return "wrote \(path), which is no image" }
      guard own.contains(bytes) else { return "wrote \(path), whose bytes are no shard's own PNG" }
    }
    for bytes in files.values where bytes.count >= secretBytes.count {
      if bytes.indices.dropLast(secretBytes.count - 1).contains(where: {
        bytes[$0..<$0 + secretBytes.count].elementsEqual(secretBytes)
      }) {
        return "the secret's bytes reached the output"
      }
    }
    return nil
  }

  /// Every regular file below `folder`, relative path to bytes; links are not followed.
  static func files(under folder: URL) -> [String: [UInt8]] {
    var result: [String: [UInt8]] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return result }
    while let item = enumerator.nextObject() as? String {
      let path = folder.appendingPathComponent(item).path
      guard let kind = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType,
        kind == .typeRegular
      else { continue }
      result[item] = (try? Data(contentsOf: URL(fileURLWithPath: path))).map(Array.init) ?? []
    }
    return result
  }

  /// One to three shard folders of random lines and entries; `own` gets the bytes of every PNG
  /// written as a shard's own regular file.
  static func makeShards(
    in input: URL, random: inout SplitMix64, png: [UInt8], secret: URL, outside: URL, own: inout Set<[UInt8]>
  ) throws -> [URL] {
    let keys = ["a", "b", "c", "Save", "save", "é", "k\u{1B}[2J"]
    let paths = [
      "a.png", "A.png", "k/a.png", "k/b.png", "../x.png", "/etc/passwd.png", "k//a.png", "k/./a.png", "x.txt",
    ]
    var shards: [URL] = []
    for index in 0..<Int(random.next() % 3 + 1) {
      let shard = input.appendingPathComponent("shard\(index)")
      try FileManager.default.createDirectory(at: shard, withIntermediateDirectories: true)
      var lines: [(key: String, path: String)] = []
      for _ in 0..<Int(random.next() % 4) {
        lines.append((random.pick(keys), random.pick(paths)))
      }
      if random.chance(0.7) { lines.sort { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) } }
      var text = ""
      for line in lines {
        let key = line.key.unicodeScalars.map { $0.value < 0x20 ? String(format: "\\u%04x", $0.value) : String($0) }
          .joined()
        text += #"{"key": "\#(key)", "path": "\#(line.path)", "locale": "en"}"# + "\n"
      }
      if random.chance(0.1) { text += "not json\n" }
      try Data(text.utf8).write(to: shard.appendingPathComponent("matrix.jsonl"))
      // Entries only where a plain path leads: the others are refused before anything is opened.
      for line in lines where PlainPath.check(line.path) {
        try makeEntry(
          line.path, in: shard, random: &random, png: png, secret: secret, outside: outside, own: &own)
      }
      shards.append(shard)
    }
    return shards
  }

  /// One entry at `path` in `shard`, of a random kind; an existing one is left as it is.
  static func makeEntry(
    _ path: String, in shard: URL, random: inout SplitMix64, png: [UInt8], secret: URL, outside: URL,
    own: inout Set<[UInt8]>
  ) throws {
    let url = shard.appendingPathComponent(path)
    let folder = url.deletingLastPathComponent()
    guard (try? FileManager.default.attributesOfItem(atPath: url.path)) == nil else { return }
    if folder.path != shard.path, (try? FileManager.default.attributesOfItem(atPath: folder.path)) == nil {
      if random.chance(0.2) {
        try FileManager.default.createSymbolicLink(at: folder, withDestinationURL: outside)
        return
      }
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    switch random.next() % 8 {
    case 0, 1:
      var bytes = png
      bytes.append(contentsOf: random.bytes(Int(random.next() % 3)))
      try Data(bytes).write(to: url)
      own.insert(bytes)
    case 2: try FileManager.default.createSymbolicLink(at: url, withDestinationURL: secret)
    case 3: try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "/dev/zero")
    case 4: try FileManager.default.linkItem(at: secret, to: url)
    case 5: _ = mkfifo(url.path, 0o600)
    case 6: try Data(random.bytes(Int(random.next() % 40))).write(to: url)
    default: break  // missing
    }
  }

  /// Whether `path` is relative with plain components, so an entry can be made there.
  enum PlainPath {
    static func check(_ path: String) -> Bool {
      !path.hasPrefix("/")
        && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
          !$0.isEmpty && $0 != "." && $0 != ".."
        }
    }
  }

  /// The shards' files, for a failure message.
  static func describe(_ shards: [URL]) -> String {
    shards.map { shard in
      let lines = (try? String(contentsOf: shard.appendingPathComponent("matrix.jsonl"), encoding: .utf8)) ?? "?"
      let entries = (FileManager.default.enumerator(atPath: shard.path)?.allObjects as? [String]) ?? []
      return "\(shard.lastPathComponent): \(lines.debugDescription) \(entries.sorted())"
    }.joined(separator: "; ")
  }
}
