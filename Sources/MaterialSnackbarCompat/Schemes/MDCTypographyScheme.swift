import Foundation
import MaterialSnackbar
import SnackbarBasics

/// MDC's mutable typography scheme, as `MDCTypographyScheme` in
/// `components/schemes/Typography/src/MDCTypographyScheme.h`.
///
/// A class, not a value, because MDC code relies on reference semantics: it creates a scheme with
/// `let`, replaces fonts through that constant, and shares one scheme between a container scheme
/// and themers. The port's own themers read the value type `SnackbarTypographyScheme` (the
/// three roles a snackbar uses); `SnackbarTypographyScheme(_:)` and `MDCTypographyScheme(_:)`
/// convert between the two.
///
/// Thread safety: the fonts and the flag live in one `SnackbarLocked` box, so any thread may
/// read and write them.
open class MDCTypographyScheme: MDCTypographyScheming, NSCopying {
  private struct Storage {
    var fonts: MDCTypographyFonts
    var useCurrentContentSizeCategoryWhenApplied: Bool
  }

  private let storage: SnackbarLocked<Storage>

  /// Creates a scheme with the fonts of `defaults`, as `-initWithDefaults:`;
  /// ``useCurrentContentSizeCategoryWhenApplied`` starts off.
  public init(defaults: MDCTypographySchemeDefaults) {
    storage = SnackbarLocked(Storage(fonts: defaults.fonts, useCurrentContentSizeCategoryWhenApplied: false))
  }

  private init(values: Storage) {
    storage = SnackbarLocked(values)
  }

  /// Creates a scheme with MDC's latest defaults, ``MDCTypographySchemeDefaults/material201902``,
  /// as MDC's `-init` does.
  public convenience init() {
    self.init(defaults: .material201902)
  }

  /// Creates a scheme from the port's value type, for handing a `SnackbarTypographyScheme` to code
  /// that expects MDC's class: body 1, body 2 and button come from `scheme`, the roles the value
  /// type does not have from ``MDCTypographySchemeDefaults/material201804``.
  public convenience init(_ scheme: SnackbarTypographyScheme) {
    var fonts = MDCTypographySchemeDefaults.material201804.fonts
    fonts.body1 = scheme.body1
    fonts.body2 = scheme.body2
    fonts.button = scheme.button
    self.init(values: Storage(fonts: fonts, useCurrentContentSizeCategoryWhenApplied: false))
  }

  /// The roles the snackbar uses, read at one instant, as the port's value type.
  var snapshot: SnackbarTypographyScheme {
    storage.read { SnackbarTypographyScheme(body1: $0.fonts.body1, body2: $0.fonts.body2, button: $0.fonts.button) }
  }

  /// Headline 1 (96 pt light by default).
  public var headline1: SnackbarFont {
    get { storage[\.fonts.headline1] }
    set { storage[\.fonts.headline1] = newValue }
  }

  /// Headline 2 (60 pt light by default).
  public var headline2: SnackbarFont {
    get { storage[\.fonts.headline2] }
    set { storage[\.fonts.headline2] = newValue }
  }

  /// Headline 3 (48 pt regular by default).
  public var headline3: SnackbarFont {
    get { storage[\.fonts.headline3] }
    set { storage[\.fonts.headline3] = newValue }
  }

  /// Headline 4 (34 pt regular by default).
  public var headline4: SnackbarFont {
    get { storage[\.fonts.headline4] }
    set { storage[\.fonts.headline4] = newValue }
  }

  /// Headline 5 (24 pt regular by default).
  public var headline5: SnackbarFont {
    get { storage[\.fonts.headline5] }
    set { storage[\.fonts.headline5] = newValue }
  }

  /// Headline 6 (20 pt medium by default).
  public var headline6: SnackbarFont {
    get { storage[\.fonts.headline6] }
    set { storage[\.fonts.headline6] = newValue }
  }

  /// Subtitle 1 (16 pt regular by default).
  public var subtitle1: SnackbarFont {
    get { storage[\.fonts.subtitle1] }
    set { storage[\.fonts.subtitle1] = newValue }
  }

  /// Subtitle 2 (14 pt regular by default).
  public var subtitle2: SnackbarFont {
    get { storage[\.fonts.subtitle2] }
    set { storage[\.fonts.subtitle2] = newValue }
  }

  /// Body 1 (16 pt regular by default).
  public var body1: SnackbarFont {
    get { storage[\.fonts.body1] }
    set { storage[\.fonts.body1] = newValue }
  }

  /// Body 2 (14 pt regular by default): the snackbar themers' message font.
  public var body2: SnackbarFont {
    get { storage[\.fonts.body2] }
    set { storage[\.fonts.body2] = newValue }
  }

  /// Caption (12 pt regular by default).
  public var caption: SnackbarFont {
    get { storage[\.fonts.caption] }
    set { storage[\.fonts.caption] = newValue }
  }

  /// Button (14 pt medium by default): the snackbar themers' action font.
  public var button: SnackbarFont {
    get { storage[\.fonts.button] }
    set { storage[\.fonts.button] = newValue }
  }

  /// Overline (12 pt medium by default).
  public var overline: SnackbarFont {
    get { storage[\.fonts.overline] }
    set { storage[\.fonts.overline] = newValue }
  }

  /// Whether themers should adjust scalable fonts to the current Dynamic Type size; off by default.
  /// Carried for fidelity: the snackbar themers ignore it, as MDC's did.
  public var useCurrentContentSizeCategoryWhenApplied: Bool {
    get { storage[\.useCurrentContentSizeCategoryWhenApplied] }
    set { storage[\.useCurrentContentSizeCategoryWhenApplied] = newValue }
  }

  /// The name of ``useCurrentContentSizeCategoryWhenApplied`` before MDC v92 (a "to be deprecated"
  /// category in the header; the accessors stayed in `MDCTypographyScheme.m` through v124.2.0).
  /// Kept so older code compiles; reading or writing one reads or writes the other.
  public var mdc_adjustsFontForContentSizeCategory: Bool {
    get { useCurrentContentSizeCategoryWhenApplied }
    set { useCurrentContentSizeCategoryWhenApplied = newValue }
  }

  /// A new, independent ``MDCTypographyScheme`` with the same fonts and flag, as MDC's `NSCopying`
  /// conformance (`scheme.copy() as! MDCTypographyScheme`). Like MDC's, the copy is of the base
  /// class even when `self` is a subclass.
  open func copy(with zone: NSZone? = nil) -> Any {
    MDCTypographyScheme(values: storage.read { $0 })
  }
}

// Sendable only for Swift 6 clients. An open class that states `@unchecked Sendable` makes Swift
// warn on every subclass that does not restate it ("must restate inherited '@unchecked Sendable'
// conformance"), also in Swift 5 mode, where MDC-era code subclassing MDC's NSObject classes never
// saw such a warning. Swift 5 code does not check sendability, so it loses nothing; Swift 6 code
// (this package, apps written for it) sees the conformance and passes schemes across threads, as
// its lock allows.
@available(swift, introduced: 6)
extension MDCTypographyScheme: @unchecked Sendable {}
