import SnackbarFuzzSupport
import SnackbarJSON
import SnackbarRendering

/// Random job lists for `snackbar batch`: a few lines each, mostly `render` and `screen` objects
/// with valid, boundary and hostile values, then mutated (control characters raw and escaped,
/// repeated keys, numbers too large for a `Double`, deep nesting, long strings, cut lines,
/// flipped bytes). Paths stay inside the sandbox, and many name the job list itself, another
/// line's output or a fixture another line reads. A mutation can turn a path into one outside
/// (a flipped bit makes `o` a `/`, a repeated piece adds a `../`), so a mutated line whose
/// strings could name a place outside the sandbox is dropped for the line it came from.
struct BatchLineGenerator {
  let sandbox: CLIFuzzSandbox

  /// The job list's name in the working directory.
  static let jobListName = "jobs.jsonl"

  /// Fields of both commands, with what their values are.
  static let textFields = ["text", "action", "language", "theme", "appearance", "direction", "content-size", "icon"]
  static let numberFields = ["scale", "width", "inset", "elevation", "progress", "keyboard", "bottom-offset"]
  static let flagFields = ["close", "gm3", "landscape", "top", "leading", "regular"]

  /// Values that are wrong for almost every field, as JSON string contents (escapes included).
  static let hostileStrings = [
    "", " ", "-", "--", "--output", #"\u001b[2J\u001b[H"#, #"x\r\nsnackbar batch: line 9: all good"#,
    #"\u001b]0;title\u0007"#, #"\u009b31m"#, #"\u0000"#, #"\t"#, #"\u202Ertl"#, "🙂", "e\u{301}", "%s%n", "$HOME",
    "sepia", "m3-dark", "indeterminate", "1e400", "nan", "0x10", "4097x10", "iphone-15", "#CCCCCC", #"\\"#,
    // Long characters: the longest laid out (64 code points), one too long, and one whose
    // shaping took seconds before characters were bounded.
    "a" + String(repeating: #"\u0301"#, count: 63), "a" + String(repeating: #"\u0301"#, count: 64),
    "a" + String(repeating: #"\u0301"#, count: 40_000),
  ]

  /// Numbers as JSON text: ordinary, boundary, and too large for a `Double` or any integer.
  static let numbers = [
    "0", "1", "2", "3", "-1", "0.5", "180", "4096", "4097", "1e2", "1E-300", "-0", "1e308", "1e400", "-1e400",
    "123456789012345678901234567890", "0.0000000000000000000000001", "2.5e+1",
  ]

  /// One job list: lines joined by line feeds (sometimes `\r\n`, sometimes with blank lines).
  func jobList(using random: inout SplitMix64) -> [UInt8] {
    var bytes: [UInt8] = []
    for index in 0..<Int.random(in: 1...6, using: &random) {
      if index > 0 { bytes += random.chance(0.1) ? [0x0D, 0x0A] : [0x0A] }
      if random.chance(0.05) { bytes += Array("  \n".utf8) }
      bytes += line(index, &random)
    }
    return bytes
  }

  private func line(_ index: Int, _ random: inout SplitMix64) -> [UInt8] {
    var bytes: [UInt8]
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<70: bytes = Array(object(index, &random).utf8)
    case 70..<76: bytes = Array(duplicateKeys(index, &random).utf8)
    case 76..<81: bytes = Array(deepNesting(&random).utf8)
    case 81..<85: return Array(longLine(&random).utf8)
    case 85..<93: bytes = random.bytes(Int.random(in: 0...80, using: &random))
    default:
      bytes = Array(
        random.pick([#"["render"]"#, #""render""#, "null", "1e400", "{", "}", #"{"command"}"#, "\u{FEFF}{}"]).utf8)
    }
    if random.chance(0.3) {
      var mutated = bytes
      mutate(&mutated, &random)
      if staysInSandbox(mutated) { bytes = mutated }
    }
    return staysInSandbox(bytes) ? bytes : Array("{}".utf8)
  }

  /// Whether every string of `line`, read as the batch reads it, names a place inside the
  /// sandbox when taken as a path (relative to the working directory); true for a line that is
  /// no JSON object, which names no file.
  private func staysInSandbox(_ line: [UInt8]) -> Bool {
    guard let members = (try? SnackbarJSONReader.read(line))?.members else { return true }
    return members.allSatisfy { member in
      guard case .string(let text) = member.value.content else { return true }
      return !text.contains("/") || sandbox.contains(text)
    }
  }

  /// A render or screen object with random fields, in random order.
  private func object(_ index: Int, _ random: inout SplitMix64) -> String {
    let command = random.chance(0.55) ? "render" : random.chance(0.85) ? "screen" : random.pick(Self.hostileStrings)
    var fields = [#""command": "\#(command)""#]
    if random.chance(0.85) {
      fields.append(#""text": "\#(random.chance(0.8) ? "Line \(index)" : random.pick(Self.hostileStrings))""#)
    }
    if random.chance(0.9) { fields.append(#""output": "\#(outputPath(index, &random))""#) }
    if random.chance(0.2) { fields.append(#""layout-json": "\#(outputPath(index, &random))""#) }
    if random.chance(0.15) { fields.append(#""text-file": "\#(inputPath(&random))""#) }
    if command == "screen" {
      // Small hosts at 1x keep a successful screen cheap.
      fields.append(#""size": "\#(random.chance(0.8) ? "100x200" : random.pick(Self.hostileStrings))""#)
      if random.chance(0.8) { fields.append(#""scale": 1"#) }
      if random.chance(0.25) { fields.append(#""background": "\#(inputPath(&random))""#) }
    } else if random.chance(0.5) {
      fields.append(#""width": 60, "scale": 1"#)
    }
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      switch Int.random(in: 0..<5, using: &random) {
      case 0: fields.append(#""\#(random.pick(Self.textFields))": "\#(random.pick(Self.hostileStrings))""#)
      case 1: fields.append(#""\#(random.pick(Self.numberFields))": \#(random.pick(Self.numbers))"#)
      case 2:
        fields.append(
          #""\#(random.pick(Self.flagFields))": \#(random.pick(["true", "false", "null", "1", "\"yes\""]))"#)
      case 3: fields.append(#""\#(random.pick(Self.hostileStrings))": 1"#)
      default: fields.append(#""format": "\#(random.pick(["png", "svg", "pdf", "jpg", #"\u001b"#]))""#)
      }
    }
    fields.shuffle(using: &random)
    return "{" + fields.joined(separator: random.chance(0.5) ? ", " : ",") + "}"
  }

  /// Where a line writes: mostly its own file, often a path aliasing the job list, a fixture or
  /// another line's file.
  private func outputPath(_ index: Int, _ random: inout SplitMix64) -> String {
    switch Int.random(in: 0..<20, using: &random) {
    case 0: return Self.jobListName
    case 1: return "sub/../" + Self.jobListName
    case 2: return sandbox.work.path + "/" + Self.jobListName
    case 3: return "fixtures/message.txt"
    case 4: return "fixtures/a.png"
    case 5: return "fixtures/fifo"
    case 6: return "fixtures/dir.png"
    case 7: return "out/\(Int.random(in: 0...2, using: &random)).png"
    case 8: return #"out/e\u001b[2J\r\n.png"#
    case 9: return "out/\(index).json"
    default: return "out/\(index)." + random.pick(["png", "png", "svg", "pdf", "bin"])
    }
  }

  /// What a line reads: fixtures, the job list, special files, or another line's output.
  private func inputPath(_ random: inout SplitMix64) -> String {
    random.pick([
      "fixtures/message.txt", "fixtures/a.png", "fixtures/fifo", "fixtures/dir.png", "fixtures/missing",
      Self.jobListName, "out/0.png", "out/1.json", "out/2.png", #"fixtures/\u001b[2J"#,
    ])
  }

  private func duplicateKeys(_ index: Int, _ random: inout SplitMix64) -> String {
    let key = random.pick(["command", "text", "output", #"a\u001b"#, "x"])
    var text = object(index, &random)
    text.removeLast()
    return text + #", "\#(key)": "again"}"#
  }

  private func deepNesting(_ random: inout SplitMix64) -> String {
    let depth = random.pick([2, 127, 128, 129, 5_000])
    let (open, close) = random.chance(0.5) ? ("[", "]") : (#"{"a": "#, "}")
    return #"{"command": "render", "text": "#
      + String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth) + "}"
  }

  /// A line with one long string, as a value or a field's name: sometimes just over the 1 MiB
  /// limit, so it is refused whole unread. Within the limit it is a theme or an unknown field,
  /// refused once read: a message that long would take seconds to lay out in a debug build.
  private func longLine(_ random: inout SplitMix64) -> String {
    let length = random.chance(0.2) ? (1 << 20) + 1 : Int.random(in: 1_000...30_000, using: &random)
    let long = String(repeating: random.pick(["W", "é", "\\u001b"]), count: length)
    let field = random.chance(0.5) ? #""theme": "\#(long)""# : #""\#(long)": 1"#
    return #"{"command": "render", "text": "A", \#(field), "output": "out/long.png"}"#
  }

  /// Inserts a raw byte (a control character, a lone UTF-8 byte), repeats or cuts a piece, or
  /// flips a byte.
  private func mutate(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
    let position = Int.random(in: 0...bytes.count, using: &random)
    switch Int.random(in: 0..<5, using: &random) {
    case 0: bytes.insert(random.pick([0x00, 0x07, 0x08, 0x0D, 0x1B, 0x7F, 0x80, 0xC2, 0xFF]), at: position)
    case 1: bytes.insert(contentsOf: [0xC2, 0x9B], at: position)  // C1 CSI as UTF-8
    case 2: bytes.removeSubrange(position...)
    case 3 where !bytes.isEmpty:
      bytes[min(position, bytes.count - 1)] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
    default:
      let end = min(bytes.count, position + Int.random(in: 1...20, using: &random))
      bytes.insert(contentsOf: bytes[position..<end], at: position)
    }
  }
}
