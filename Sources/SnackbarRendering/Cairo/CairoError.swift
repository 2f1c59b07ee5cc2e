import CCairo

/// A Cairo call failed. Cairo reports errors as a sticky status on the object; the wrappers check
/// it after each operation that can fail and turn it into this error.
public struct CairoError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The raw `cairo_status_t` value.
  public let status: UInt32
  /// What the wrapper was doing, for example "creating a 320x400 image surface".
  public let operation: String

  /// Creates an error from a Cairo status and a description of the failed operation.
  package init(status: cairo_status_t, operation: String) {
    self.status = status.rawValue
    self.operation = operation
  }

  /// Cairo's own message for the status, for example "out of memory".
  public var statusMessage: String {
    guard let message = cairo_status_to_string(cairo_status_t(rawValue: status)) else {
      return "unknown Cairo status \(status)"
    }
    return String(cString: message)
  }

  /// A message for people: what failed and, where possible, how to fix it.
  public var description: String { "Cairo failed while \(operation): \(statusMessage) (status \(status))" }

  /// Throws when `status` is not `CAIRO_STATUS_SUCCESS`.
  static func check(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws(CairoError) {
    guard status == CAIRO_STATUS_SUCCESS else { throw CairoError(status: status, operation: operation()) }
  }
}
