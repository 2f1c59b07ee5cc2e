import SnackbarBasics
import SnackbarJSON
import SnackbarRendering

/// Escaping for text placed in HTML, so file names, test names and messages (which may hold
/// `<`, `&` or quotes) stay text and never become markup, and control characters from a file
/// never reach the page raw.
enum HTMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities (safe in element content and in
  /// quoted attribute values alike), and every other character the one escaping rule
  /// (``EchoedText``) changes shown as that rule shows it (`\x1B`, `\u{202E}`): an escape
  /// sequence, a NUL or a bidirectional override from a record or a diff is visible on the page
  /// instead of silently hiding or reordering text. Line feeds and tabs stay, since messages and
  /// diffs are laid out with them in `<pre>`.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\n", "\t": result.unicodeScalars.append(scalar)
      // Printable ASCII, the common case, without building a string per character.
      case " "..."~": result.unicodeScalars.append(scalar)
      default:
        let character = String(scalar)
        result += EchoedText.escaped(character)
      }
    }
    return result
  }
}
