#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed POSIX call's `errno`, inside this module only: every function of the module turns it
/// into a ``FileSystemError`` naming the path and the operation, whose reason then carries the
/// number (``FileSystemError/Reason/system(errno:)``).
struct SystemError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The `errno` value.
  let code: Int32

  /// The error for `errno` value `code`.
  init(code: Int32) {
    self.code = code
  }

  /// The error the last failed call on this thread left in `errno`.
  static var last: SystemError { SystemError(code: errno) }

  /// strerror(3)'s message for ``code``.
  var description: String { SystemError.message(code) }

  /// strerror(3)'s message for `code`: "Permission denied", "No space left on device".
  static func message(_ code: Int32) -> String { String(cString: strerror(code)) }
}
