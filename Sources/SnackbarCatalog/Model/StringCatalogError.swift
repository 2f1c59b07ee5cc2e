import SnackbarFiles
import SnackbarJSON
import SnackbarLayout

/// Why a catalog could not be read: the file, the line and column where known, and what is wrong.
/// Values from the file in the message are escaped for a terminal (`EchoedValue`); so is the
/// path when the error is shown.
public struct StringCatalogError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file's path as given to the reader.
  public let file: String
  /// The line of the problem, from 1; nil when it concerns the whole file (too large, unreadable).
  public let line: Int?
  /// The column, from 1, in Unicode scalars.
  public let column: Int?
  /// What is wrong, without the place.
  public let message: String
  /// The file-system failure behind the error, when reading or listing failed (what was done,
  /// to which path, and why): nil for an error in a catalog's content.
  public let fileSystemError: FileSystemError?

  /// An error in `file` at `line` and `column`, caused by `fileSystemError` when there is one.
  public init(file: String, line: Int?, column: Int?, message: String, fileSystemError: FileSystemError? = nil) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.fileSystemError = fileSystemError
  }

  /// An error at `location`.
  public init(at location: StringCatalogLocation, _ message: String) {
    self.init(file: location.file, line: location.line, column: location.column, message: message)
  }

  /// Where the problem is.
  public var location: StringCatalogLocation { StringCatalogLocation(file: file, line: line, column: column) }

  /// `de.lproj/Localizable.strings, line 4, column 17: expected ';' after the value`.
  public var description: String { "\(location): \(message)" }
}

/// A value read from a catalog, quoted and escaped for a message (by the package's `EchoedText` rule) and cut after
/// 60 characters, so a hostile file cannot act on the terminal that shows its errors.
package struct EchoedValue: CustomStringConvertible, Sendable {
  let text: String

  /// A value to show.
  package init(_ text: String) { self.text = text }

  /// `"Fotos archiviert"`.
  package var description: String { EchoedText.quoted(text) }
}
