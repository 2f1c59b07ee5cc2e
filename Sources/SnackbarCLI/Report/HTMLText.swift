/// Escaping for text placed in HTML, so file names, test names and messages (which may hold
/// `<`, `&` or quotes) stay text and never become markup.
enum HTMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities: safe in element content and in
  /// quoted attribute values alike.
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
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
