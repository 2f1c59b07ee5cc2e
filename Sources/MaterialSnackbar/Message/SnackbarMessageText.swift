import Foundation

/// A message's text as it was set: plain text (``SnackbarMessage/text``) or an attributed string
/// (``SnackbarMessage/attributedText``).
///
/// Plain text stays a `String` until someone asks for it attributed, because on Linux
/// swift-corelibs-foundation never frees the attribute runs of an `NSAttributedString` (about
/// 190 bytes each; swiftlang/swift-corelibs-foundation#5256). Wrapping every text in one would
/// make a 100,000-line `snackbar batch` grow by 20 MB; this way only texts read or set as
/// attributed strings pay it, once per message.
enum SnackbarMessageText {
  case plain(String)
  case attributed(NSAttributedString)

  /// The characters, attributes aside.
  var string: String {
    switch self {
    case .plain(let string): return string
    case .attributed(let attributed): return attributed.string
    }
  }
}
