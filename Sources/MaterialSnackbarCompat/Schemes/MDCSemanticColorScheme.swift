import Foundation
import MaterialSnackbar
import SnackbarBasics

/// MDC's mutable colour scheme, as `MDCSemanticColorScheme` in
/// `components/schemes/Color/src/MDCSemanticColorScheme.h`.
///
/// A class, not a value, because MDC code relies on reference semantics: it creates a scheme with
/// `let`, changes a colour through that constant, and expects every holder of the same scheme
/// (a ``MDCContainerScheme``, another themer call) to see the change. The port's own themers
/// work on the value type `SnackbarColorScheme`; `SnackbarColorScheme(_:)` and
/// `MDCSemanticColorScheme(_:)` convert between the two.
///
/// Thread safety: the colours live in one `SnackbarLocked` box, so reads and writes from any
/// thread are safe and a conversion to `SnackbarColorScheme` sees one consistent set of roles.
open class MDCSemanticColorScheme: MDCColorScheming, NSCopying {
  private struct Storage {
    var colors: SnackbarColorScheme
    var elevationOverlayEnabledForDarkMode: Bool
  }

  private let storage: SnackbarLocked<Storage>

  /// Creates a scheme with the colours of `defaults`, as `-initWithDefaults:`.
  public init(defaults: MDCColorSchemeDefaults) {
    storage = SnackbarLocked(
      Storage(
        colors: defaults.colors, elevationOverlayEnabledForDarkMode: defaults.elevationOverlayEnabledForDarkMode))
  }

  private init(values: Storage) {
    storage = SnackbarLocked(values)
  }

  /// Creates a scheme with the 2018 Material defaults (``MDCColorSchemeDefaults/material201804``).
  ///
  /// MDC deleted its own `-init` in v108 (it also chose the 2018 defaults); since then `init`
  /// is `NSObject`'s and leaves every "non-null" colour nil. The port keeps the pre-v108
  /// behaviour, the only one that makes `MDCSemanticColorScheme()` usable.
  public convenience init() {
    self.init(defaults: .material201804)
  }

  /// Creates a scheme with the port's value-type colours, for handing a `SnackbarColorScheme`
  /// to code that expects MDC's class. The value type has no elevation-overlay flag, so it is
  /// given here (MDC's 2018 defaults leave it off).
  public convenience init(_ scheme: SnackbarColorScheme, elevationOverlayEnabledForDarkMode: Bool = false) {
    self.init(values: Storage(colors: scheme, elevationOverlayEnabledForDarkMode: elevationOverlayEnabledForDarkMode))
  }

  /// The ten colour roles at one instant, as the port's value type.
  var snapshot: SnackbarColorScheme { storage.read { $0.colors } }

  /// The colour displayed most frequently across the app.
  public var primaryColor: SnackbarColor {
    get { storage[\.colors.primaryColor] }
    set { storage[\.colors.primaryColor] = newValue }
  }

  /// A tonal variation of ``primaryColor``; the unreleased container themer uses it for the
  /// action title.
  public var primaryColorVariant: SnackbarColor {
    get { storage[\.colors.primaryColorVariant] }
    set { storage[\.colors.primaryColorVariant] = newValue }
  }

  /// The colour that accents selected parts of the UI.
  public var secondaryColor: SnackbarColor {
    get { storage[\.colors.secondaryColor] }
    set { storage[\.colors.secondaryColor] = newValue }
  }

  /// The colour that indicates an error.
  public var errorColor: SnackbarColor {
    get { storage[\.colors.errorColor] }
    set { storage[\.colors.errorColor] = newValue }
  }

  /// The colour of surfaces; the snackbar themers derive the text and action colours from it.
  public var surfaceColor: SnackbarColor {
    get { storage[\.colors.surfaceColor] }
    set { storage[\.colors.surfaceColor] = newValue }
  }

  /// The colour behind the app's content.
  public var backgroundColor: SnackbarColor {
    get { storage[\.colors.backgroundColor] }
    set { storage[\.colors.backgroundColor] = newValue }
  }

  /// A colour legible on ``primaryColor``.
  public var onPrimaryColor: SnackbarColor {
    get { storage[\.colors.onPrimaryColor] }
    set { storage[\.colors.onPrimaryColor] = newValue }
  }

  /// A colour legible on ``secondaryColor``.
  public var onSecondaryColor: SnackbarColor {
    get { storage[\.colors.onSecondaryColor] }
    set { storage[\.colors.onSecondaryColor] = newValue }
  }

  /// A colour legible on ``surfaceColor``; the snackbar themers blend it over the surface for the
  /// container colour.
  public var onSurfaceColor: SnackbarColor {
    get { storage[\.colors.onSurfaceColor] }
    set { storage[\.colors.onSurfaceColor] = newValue }
  }

  /// A colour legible on ``backgroundColor``.
  public var onBackgroundColor: SnackbarColor {
    get { storage[\.colors.onBackgroundColor] }
    set { storage[\.colors.onBackgroundColor] = newValue }
  }

  /// Whether elevated surfaces get a lighter overlay in dark mode. Carried for fidelity; nothing
  /// in the snackbar reads it.
  public var elevationOverlayEnabledForDarkMode: Bool {
    get { storage[\.elevationOverlayEnabledForDarkMode] }
    set { storage[\.elevationOverlayEnabledForDarkMode] = newValue }
  }

  /// A new, independent ``MDCSemanticColorScheme`` with the same colours and flag, as MDC's
  /// `NSCopying` conformance (`scheme.copy() as! MDCSemanticColorScheme`). Like MDC's, the copy
  /// is of the base class even when `self` is a subclass.
  open func copy(with zone: NSZone? = nil) -> Any {
    MDCSemanticColorScheme(values: storage.read { $0 })
  }
}

// Sendable only for Swift 6 clients. An open class that states `@unchecked Sendable` makes Swift
// warn on every subclass that does not restate it ("must restate inherited '@unchecked Sendable'
// conformance"), also in Swift 5 mode, where MDC-era code subclassing MDC's NSObject classes never
// saw such a warning. Swift 5 code does not check sendability, so it loses nothing; Swift 6 code
// (this package, apps written for it) sees the conformance and passes schemes across threads, as
// its lock allows.
@available(swift, introduced: 6)
extension MDCSemanticColorScheme: @unchecked Sendable {}
