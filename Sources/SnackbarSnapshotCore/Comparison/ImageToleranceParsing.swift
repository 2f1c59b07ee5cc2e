/// Why a tolerance spec string was rejected.
public enum ImageToleranceParseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A comma-separated part is not `key=value`.
  case malformedPart(String)
  /// The key is not one of `channel`, `fraction`, `deltaE`.
  case unknownKey(String)
  /// The same key appears twice; which one wins would be a guess.
  case duplicateKey(String)
  /// The value does not parse or is out of range for its key.
  case invalidValue(key: String, value: String, expected: String)

  /// A one-line explanation for failure messages and command-line errors.
  public var description: String {
    switch self {
    case .malformedPart(let part):
      return "tolerance part '\(part)' is not key=value (keys: channel, fraction, deltaE; or the word 'exact')"
    case .unknownKey(let key):
      return "unknown tolerance key '\(key)' (known: channel, fraction, deltaE)"
    case .duplicateKey(let key):
      return "tolerance key '\(key)' given twice"
    case .invalidValue(let key, let value, let expected):
      return "tolerance \(key)=\(value) is invalid: expected \(expected)"
    }
  }
}

extension ImageTolerance {
  /// Reads a tolerance from text, as given on a command line.
  ///
  /// Grammar: `exact`, or comma-separated `key=value` parts in any order, each at most once:
  /// - `channel=N`: ``perChannel``, an integer in `0...255`;
  /// - `fraction=F`: ``allowedDifferingFraction``, in `0...1` (`fraction=0.5%` is also accepted);
  /// - `deltaE=D`: ``perceptual``, finite and `>= 0`.
  ///
  /// Keys are case-insensitive; omitted keys keep the ``exact`` value. Spaces around parts are
  /// ignored.
  /// - Throws: ``ImageToleranceParseError`` naming the offending part.
  public static func parse(_ spec: String) throws(ImageToleranceParseError) -> ImageTolerance {
    let trimmed = spec.trimmingWhitespace()
    if trimmed.lowercased() == "exact" { return .exact }
    var perChannel: UInt8?
    var fraction: Double?
    var perceptual: Double?
    for rawPart in trimmed.split(separator: ",", omittingEmptySubsequences: false) {
      let part = String(rawPart).trimmingWhitespace()
      let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard pieces.count == 2 else { throw .malformedPart(part) }
      let key = String(pieces[0]).trimmingWhitespace()
      let value = String(pieces[1]).trimmingWhitespace()
      switch key.lowercased() {
      case "channel":
        guard perChannel == nil else { throw .duplicateKey(key) }
        guard let parsed = UInt8(value) else {
          throw .invalidValue(key: key, value: value, expected: "an integer in 0...255")
        }
        perChannel = parsed
      case "fraction":
        guard fraction == nil else { throw .duplicateKey(key) }
        fraction = try parseFraction(value, key: key)
      case "deltae":
        guard perceptual == nil else { throw .duplicateKey(key) }
        guard let parsed = Double(value), parsed.isFinite, parsed >= 0 else {
          throw .invalidValue(key: key, value: value, expected: "a finite number >= 0")
        }
        perceptual = parsed
      default:
        throw .unknownKey(key)
      }
    }
    return ImageTolerance(
      perChannel: perChannel ?? 0,
      allowedDifferingFraction: fraction ?? 0,
      perceptual: perceptual
    )
  }

  private static func parseFraction(_ value: String, key: String) throws(ImageToleranceParseError) -> Double {
    // "0.5%" is how people say it in review comments; accept it rather than make them convert.
    let isPercent = value.hasSuffix("%")
    let number = isPercent ? String(value.dropLast()) : value
    guard let parsed = Double(number), parsed.isFinite else {
      throw .invalidValue(key: key, value: value, expected: "a number in 0...1 or a percentage")
    }
    let fraction = isPercent ? parsed / 100 : parsed
    guard (0...1).contains(fraction) else {
      throw .invalidValue(key: key, value: value, expected: "a number in 0...1 or a percentage")
    }
    return fraction
  }
}

extension String {
  /// Without leading and trailing spaces, tabs and newlines. Foundation-free so the parser does
  /// not depend on locale-aware trimming.
  func trimmingWhitespace() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return String(self[start...end])
  }
}
