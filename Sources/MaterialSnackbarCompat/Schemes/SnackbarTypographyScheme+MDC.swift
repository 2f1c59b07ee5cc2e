import Foundation
import MaterialSnackbar

extension SnackbarTypographyScheme {
  /// The roles a snackbar uses (body 1, body 2, button) of any MDC typography scheme, as the port's
  /// value type: how the themers accept ``MDCTypographyScheming`` (`MDCTypographyScheming.h`) while
  /// keeping one implementation. The other ten roles and the content-size flag are dropped.
  public init(_ scheme: any MDCTypographyScheming) {
    if let typography = scheme as? MDCTypographyScheme {
      self = typography.snapshot
      return
    }
    self.init(body1: scheme.body1, body2: scheme.body2, button: scheme.button)
  }
}
