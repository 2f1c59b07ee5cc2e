import Foundation
import MaterialSnackbar
import SnackbarBasics

/// MDC's mutable container scheme, as `MDCContainerScheme` in
/// `components/schemes/Container/src/MDCContainerScheme.h`: a colour and a typography scheme,
/// held by reference.
///
/// A class, not a value, because MDC code assigns schemes into it through a `let` and expects later
/// changes to those schemes to show through the container. Like MDC's (which forbids subclassing),
/// it is final. The port's own `SnackbarContainerScheme` is the value-type equivalent;
/// `SnackbarContainerScheme(_:)` and `MDCContainerScheme(_:)` convert between the two.
///
/// As in Swift's import of the header, the properties have the concrete class types
/// (``MDCSemanticColorScheme``, ``MDCTypographyScheme``) and are settable, while the protocol
/// ``MDCContainerScheming`` sees them as existentials.
///
/// Thread safety: both references live in one `SnackbarLocked` box.
public final class MDCContainerScheme: MDCContainerScheming, @unchecked Sendable {
  private struct Storage {
    var colorScheme: MDCSemanticColorScheme
    var typographyScheme: MDCTypographyScheme
  }

  private let storage: SnackbarLocked<Storage>

  /// Creates a container with MDC's 2018 defaults: ``MDCColorSchemeDefaults/material201804``
  /// colours and ``MDCTypographySchemeDefaults/material201804`` fonts, as MDC's `-init`.
  public convenience init() {
    self.init(
      colorScheme: MDCSemanticColorScheme(defaults: .material201804),
      typographyScheme: MDCTypographyScheme(defaults: .material201804))
  }

  /// Creates a container from the port's value type, with new class schemes holding its colours
  /// and fonts (see `MDCSemanticColorScheme(_:elevationOverlayEnabledForDarkMode:)` and
  /// `MDCTypographyScheme(_:)`).
  public convenience init(_ scheme: SnackbarContainerScheme) {
    self.init(
      colorScheme: MDCSemanticColorScheme(scheme.colorScheme),
      typographyScheme: MDCTypographyScheme(scheme.typographyScheme))
  }

  private init(colorScheme: MDCSemanticColorScheme, typographyScheme: MDCTypographyScheme) {
    storage = SnackbarLocked(Storage(colorScheme: colorScheme, typographyScheme: typographyScheme))
  }

  /// The colour scheme, shared, not copied: changing it afterwards changes this container's colours.
  public var colorScheme: MDCSemanticColorScheme {
    get { storage[\.colorScheme] }
    set { storage[\.colorScheme] = newValue }
  }

  /// The typography scheme, shared, not copied.
  public var typographyScheme: MDCTypographyScheme {
    get { storage[\.typographyScheme] }
    set { storage[\.typographyScheme] = newValue }
  }
}

// Swift needs protocol witnesses of exactly the requirement's type, while the header lets the class
// narrow `id<MDCColorScheming>` to `MDCSemanticColorScheme`. These two members, visible only when
// `Self` is `MDCContainerScheme`, witness the requirements by forwarding to the concrete
// properties; code holding an `MDCContainerScheme` still gets the concrete, settable ones.
extension MDCContainerScheming where Self == MDCContainerScheme {
  /// ``MDCContainerScheme/colorScheme`` as ``MDCContainerScheming`` sees it.
  public var colorScheme: any MDCColorScheming {
    let scheme: MDCSemanticColorScheme = self.colorScheme
    return scheme
  }

  /// ``MDCContainerScheme/typographyScheme`` as ``MDCContainerScheming`` sees it.
  public var typographyScheme: any MDCTypographyScheming {
    let scheme: MDCTypographyScheme = self.typographyScheme
    return scheme
  }
}
