import Foundation

/// How long a snackbar's text takes to read: the model behind `timing.reading`.
///
/// Brysbaert (2019, "How many words do we read per minute? A review and meta-analysis of reading
/// rate", Journal of Memory and Language 109) puts adult silent reading of English non-fiction
/// at 238 words per minute on average, with most adults between 175 and 300. A snackbar must be
/// readable by the slower readers too, so the model takes the range's lower end: 175 words per
/// minute, about 0.34 s a word, and no time to notice the snackbar first.
///
/// Words are runs of letters or digits between spaces or punctuation. Scripts written without
/// spaces (Han, kana, Thai) count each character, with its marks, as a word: slower than fluent
/// reading of those scripts, so the estimate errs on the side of more time.
public enum SnackbarReadingTime {
  /// The reading rate, in words per minute.
  public static let wordsPerMinute = 175.0

  /// The number of words in `text`.
  public static func words(in text: String) -> Int {
    var count = 0
    var inWord = false
    for character in text {
      // A character of a script without spaces is one word with its marks: Thai's vowel and
      // tone marks are letters of their own to Unicode, but no reader counts them.
      if let first = character.unicodeScalars.first, isCharacterWord(first) {
        count += 1
        inWord = false
        continue
      }
      for scalar in character.unicodeScalars {
        count += wordStarts(scalar, inWord: &inWord)
      }
    }
    return count
  }

  /// 1 when `scalar` starts a word of a script written with spaces, else 0; `inWord` says
  /// whether the scalars before it were in a word.
  private static func wordStarts(_ scalar: Unicode.Scalar, inWord: inout Bool) -> Int {
    if isCharacterWord(scalar) {
      inWord = false
      return 1
    } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
      defer { inWord = true }
      return inWord ? 0 : 1
    } else if scalar == "'" || scalar == "’" || scalar == "-" {
      // "don't" and "e-mail" are one word.
      return 0
    } else {
      inWord = false
      return 0
    }
  }

  /// How many of `text`'s ``words(in:)`` are single characters (with their marks) of a script
  /// written without spaces (Han, kana, Thai), each counted as a word.
  public static func characterWords(in text: String) -> Int {
    text.count { character in character.unicodeScalars.first.map(isCharacterWord) ?? false }
  }

  /// What ``words(in:)`` counted, as a reader checks it: "12 words", "1 word", "58 characters"
  /// or "3 words and 58 characters" (calling 58 Japanese characters 58 words would be untrue).
  public static func describeCount(of text: String) -> String {
    let characters = characterWords(in: text)
    let words = words(in: text) - characters
    func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
    switch (words, characters) {
    case (_, 0): return plural(words, "word")
    case (0, _): return plural(characters, "character")
    default: return plural(words, "word") + " and " + plural(characters, "character")
    }
  }

  /// Seconds to read `text` at ``wordsPerMinute``.
  public static func seconds(toRead text: String) -> TimeInterval {
    Double(words(in: text)) * 60 / wordsPerMinute
  }

  /// Han, kana and Thai: one word per character.
  private static func isCharacterWord(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFF,
      0x0E00...0x0E7F:
      return scalar.properties.isAlphabetic
    default:
      return false
    }
  }
}
