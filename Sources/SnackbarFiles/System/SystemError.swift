#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed POSIX call's `errno`, shown in the system's own words ("Permission denied", "No space
/// left on device"), never as a Foundation error domain and number. Public as the reason a
/// ``FileSystemError`` carries when the system refused.
public struct SystemError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The `errno` value.
  public let code: Int32

  /// The error for `errno` value `code`.
  public init(code: Int32) {
    self.code = code
  }

  /// The error the last failed call on this thread left in `errno`.
  package static var last: SystemError { SystemError(code: errno) }

  /// strerror(3)'s message for ``code``.
  public var description: String { String(cString: strerror(code)) }
}
