import CCairo
import CPango

/// FreeType's module properties, pinned to FreeType's built-in defaults in the library Cairo
/// draws with, so `FREETYPE_PROPERTIES` cannot change a pixel.
///
/// FreeType reads `FREETYPE_PROPERTIES` when a library is made with `FT_Init_FreeType`, which is
/// how Cairo makes the one library it rasterizes every FreeType font with. Some properties change
/// glyphs even without hinting: `cff:no-stem-darkening=0` emboldens every CFF outline (Noto Sans
/// CJK), changing 2 % of the pixels of a CJK snackbar by up to 50 levels.
///
/// The renderer sets each property below on Cairo's library to the value a library made without
/// reading the environment holds (`FT_New_Library` and `FT_Add_Default_Modules`), so the values
/// are this FreeType build's own defaults, not numbers copied from its documentation. That beats
/// clearing the variable before Cairo's library exists: changing the environment is not
/// thread-safe, and the library may already exist. `FT_Property_Set` is not safe while another
/// thread loads glyphs from the same library, so ``pin(usingFontAt:)`` runs once per process,
/// before the first font context exists (``FontEnvironment/load(locator:)`` calls it).
///
/// The properties pinned are those `FT_Property_Get` can read back; `cff:random-seed` cannot be,
/// and only affects fonts using the CFF `random` operator, which no pinned font does. The process
/// shares Cairo's library, so other FreeType text Cairo draws in this process is pinned too.
package enum FreeTypeProperties {
  /// A module and one of its properties.
  package struct Property: Hashable, Sendable {
    /// The FreeType module (`cff`, `truetype`, …).
    package let module: String
    /// The property's name (`no-stem-darkening`, …).
    package let name: String
  }

  /// The properties pinned: every one `FREETYPE_PROPERTIES` can set that `FT_Property_Get` reads.
  package static let pinned: [Property] =
    ["cff", "type1", "t1cid"].flatMap { module in
      ["hinting-engine", "no-stem-darkening", "darkening-parameters"].map { Property(module: module, name: $0) }
    } + [
      Property(module: "truetype", name: "interpreter-version"),
      Property(module: "autofitter", name: "default-script"),
      Property(module: "autofitter", name: "fallback-script"),
      Property(module: "autofitter", name: "no-stem-darkening"),
      Property(module: "autofitter", name: "darkening-parameters"),
      Property(module: "pcf", name: "no-long-family-names"),
    ]

  /// A property's value, as raw words: the largest (`darkening-parameters`) is eight `FT_Int`s.
  package typealias Value = [Int32]

  private static let once = ProcessOnce<FontError>()

  /// Pins the properties on Cairo's library, reached through the font file at `path`. Runs once
  /// per process; later calls return the first call's outcome.
  /// - Throws: ``FontError/setupFailed(reason:)`` when FreeType or Cairo refuses a step.
  static func pin(usingFontAt path: String) throws(FontError) {
    try once.run { () throws(FontError) in
      let target = try cairoLibrary(usingFontAt: path)
      for (property, value) in try defaults() {
        try set(property, to: value, in: target)
      }
    }
  }

  /// The values a library holds when it never read `FREETYPE_PROPERTIES`, for the properties this
  /// FreeType has.
  package static func defaults() throws(FontError) -> [(Property, Value)] {
    var library: FT_Library?
    let error = snackbar_freetype_new_pristine_library(&library)
    guard error == 0, let library else {
      throw .setupFailed(reason: "FreeType could not make a library (FT_New_Library error \(error))")
    }
    defer { FT_Done_Library(library) }
    return pinned.compactMap { property in value(of: property, in: library).map { (property, $0) } }
  }

  /// The values Cairo's library holds now, for the properties this FreeType has.
  package static func current(usingFontAt path: String) throws(FontError) -> [(Property, Value)] {
    let library = try cairoLibrary(usingFontAt: path)
    return pinned.compactMap { property in value(of: property, in: library).map { (property, $0) } }
  }

  private static func cairoLibrary(usingFontAt path: String) throws(FontError) -> FT_Library {
    var library: FT_Library?
    let status = snackbar_cairo_freetype_library(path, &library)
    guard status == CAIRO_STATUS_SUCCESS, let library else {
      throw .setupFailed(
        reason: "Cairo could not open \(path) with FreeType (\(String(cString: cairo_status_to_string(status))))")
    }
    return library
  }

  /// The property's value, or nil when this FreeType has no such module or property.
  private static func value(of property: Property, in library: FT_Library) -> Value? {
    var words = Value(repeating: 0, count: 8)
    let error = words.withUnsafeMutableBytes {
      FT_Property_Get(library, property.module, property.name, $0.baseAddress)
    }
    return error == 0 ? words : nil
  }

  private static func set(_ property: Property, to value: Value, in library: FT_Library) throws(FontError) {
    var words = value
    let error = words.withUnsafeMutableBytes {
      FT_Property_Set(library, property.module, property.name, $0.baseAddress)
    }
    guard error == 0 else {
      throw .setupFailed(
        reason: "FreeType refused to reset \(property.module):\(property.name) to its default (error \(error))")
    }
  }
}
