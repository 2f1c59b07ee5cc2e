extension DebianPackages {
  /// Why `name` is not a Debian package name, or nil when it is one.
  ///
  /// Debian Policy 5.6.1: lowercase letters, digits, `+`, `-` and `.`, at least two characters,
  /// starting with a letter or a digit. Names reach a printed `apt-get install` line, so nothing
  /// else may pass: no space, quote, `$`, `;` or backquote a shell would act on.
  package static func packageNameProblem(_ name: String) -> String? {
    let bytes = Array(name.utf8)
    if let bad = bytes.first(where: { !isLowerAlphanumeric($0) && $0 != plus && $0 != minus && $0 != dot }) {
      return "a package name holds only a-z, 0-9, + - and ., not \(shown(bad))"
    }
    guard bytes.count >= 2 else { return "a package name has at least two characters" }
    guard isLowerAlphanumeric(bytes[0]) else { return "a package name starts with a letter or a digit" }
    return nil
  }

  /// Why `version` is not a Debian version, or nil when it is one.
  ///
  /// Debian Policy 5.6.12: `[epoch:]upstream_version[-debian_revision]`. The epoch is an unsigned
  /// integer; the upstream version starts with a digit and holds letters, digits and `. + ~`, and
  /// `-` when a revision follows (the revision is what follows the last `-`); the revision holds
  /// letters, digits and `+ . ~`. Only ASCII letters and digits count: versions reach a printed
  /// shell line.
  package static func versionProblem(_ version: String) -> String? {
    let bytes = Array(version.utf8)
    if let bad = bytes.first(where: { !isAlphanumeric($0) && ![dot, plus, tilde, minus, colon].contains($0) }) {
      return "a version holds only letters, digits and . + ~ - :, not \(shown(bad))"
    }
    var rest = bytes[...]
    if let separator = rest.firstIndex(of: colon) {
      let epoch = rest[..<separator]
      guard !epoch.isEmpty, epoch.allSatisfy(isDigit) else { return "the epoch before \":\" is digits only" }
      rest = rest[(separator + 1)...]
    }
    guard !rest.contains(colon) else { return "a version has one \":\" at most, after the epoch" }
    var revision: ArraySlice<UInt8>?
    if let dash = rest.lastIndex(of: minus) {
      revision = rest[(dash + 1)...]
      rest = rest[..<dash]
    }
    guard let first = rest.first, isDigit(first) else { return "the upstream version starts with a digit" }
    // The characters were checked above, and the revision holds no "-" or ":" by construction.
    if let revision, revision.isEmpty { return "a Debian revision follows the last \"-\"" }
    return nil
  }

  /// A byte for a message: a printable character in quotes, anything else in hex.
  private static func shown(_ byte: UInt8) -> String {
    if byte == 0x20 { return "a space" }
    if (0x21...0x7E).contains(byte) { return "\"\(Character(Unicode.Scalar(byte)))\"" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  private static let colon = UInt8(ascii: ":")
  private static let minus = UInt8(ascii: "-")
  private static let plus = UInt8(ascii: "+")
  private static let dot = UInt8(ascii: ".")
  private static let tilde = UInt8(ascii: "~")

  private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
  private static func isLowerAlphanumeric(_ byte: UInt8) -> Bool { isDigit(byte) || (0x61...0x7A).contains(byte) }
  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    isLowerAlphanumeric(byte) || (0x41...0x5A).contains(byte)
  }
}
