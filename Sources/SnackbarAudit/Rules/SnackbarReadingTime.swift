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
/// spaces (Han, kana, Thai) count each character as a word: slower than fluent reading of those
/// scripts, so the estimate errs on the side of more time.
public enum SnackbarReadingTime {
  /// The reading rate, in words per minute.
  public static let wordsPerMinute = 175.0

  /// The number of words in `text`.
  public static func words(in text: String) -> Int {
    var count = 0
    var inWord = false
    for scalar in text.unicodeScalars {
      if isCharacterWord(scalar) {
        count += 1
        inWord = false
      } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
        if !inWord { count += 1 }
        inWord = true
      } else if scalar == "'" || scalar == "’" || scalar == "-" {
        // "don't" and "e-mail" are one word.
        continue
      } else {
        inWord = false
      }
    }
    return count
  }

  /// How many of `text`'s ``words(in:)`` are single characters of a script written without
  /// spaces (Han, kana, Thai), each counted as a word.
  public static func characterWords(in text: String) -> Int {
    text.unicodeScalars.count(where: isCharacterWord)
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
