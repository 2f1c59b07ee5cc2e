import Foundation
import Testing

/// `import MaterialSnackbar` speaks Swift: no MDC name (`MDC…` or `mdc_…`) appears in the code of
/// `Sources/MaterialSnackbar`, so the module can declare none, public or not. MDC's names live in
/// `MaterialSnackbarCompat`. Comments and string literals may still mention MDC (why a rule is as
/// it is; MDC's error domain and attribute name as values).
///
/// Every other file of this target imports MaterialSnackbar alone, so the target compiling is the
/// other half: the Swift names cover what the tests need (the files under `Theming/` named `MDC…`
/// test MDC's scheme classes, and the Dynamic Type tests MDC's deprecated fallback switch; they
/// import MaterialSnackbarCompat themselves).
@Suite("MaterialSnackbar declares Swift names only")
struct SwiftNamesOnlyTests {
  static let sources = ReadmeArchitectureTests.packageRoot.appendingPathComponent("Sources/MaterialSnackbar")

  /// The MDC names in `source`'s code, with their line numbers; comments and strings are skipped.
  static func mdcNames(in source: String) -> [(line: Int, name: String)] {
    var found: [(Int, String)] = []
    var line = 1
    var chars = Array(source.unicodeScalars)[...]
    var word = ""
    func flush() {
      if word.hasPrefix("mdc_") || (word.hasPrefix("MDC") && word.dropFirst(3).first?.isUppercase == true) {
        found.append((line, word))
      }
      word = ""
    }
    while let c = chars.popFirst() {
      let next = chars.first
      if c == "/" && next == "/" {  // a line comment, doc comments included
        flush()
        while let d = chars.first, d != "\n" { chars.removeFirst() }
      } else if c == "/" && next == "*" {  // a block comment
        flush()
        var previous: Unicode.Scalar = " "
        while let d = chars.popFirst() {
          if d == "\n" { line += 1 }
          if previous == "*" && d == "/" { break }
          previous = d
        }
      } else if c == "\"" {  // a string literal, one-line or multi-line; interpolations skipped too
        flush()
        let multiline = chars.prefix(2).elementsEqual(["\"", "\""])
        if multiline { chars.removeFirst(2) }
        while let d = chars.popFirst() {
          if d == "\n" { line += 1 }
          if d == "\\" {
            _ = chars.popFirst()
          } else if d == "\"" && (!multiline || chars.prefix(2).elementsEqual(["\"", "\""])) {
            if multiline { chars.removeFirst(2) }
            break
          }
        }
      } else if c.properties.isAlphabetic || c == "_" || (("0"..."9").contains(c) && !word.isEmpty) {
        word.unicodeScalars.append(c)
      } else {
        flush()
        if c == "\n" { line += 1 }
      }
    }
    flush()
    return found
  }

  @Test("no MDC name in the code of Sources/MaterialSnackbar")
  func noMDCNames() throws {
    let paths = try #require(FileManager.default.subpaths(atPath: Self.sources.path)).filter { $0.hasSuffix(".swift") }
    #expect(paths.count > 50, "the sources were not found at \(Self.sources.path)")
    for path in paths.sorted() {
      let text = try String(contentsOf: Self.sources.appendingPathComponent(path), encoding: .utf8)
      for (line, name) in Self.mdcNames(in: text) {
        Issue.record(
          "Sources/MaterialSnackbar/\(path):\(line) uses \(name); MDC names belong in MaterialSnackbarCompat")
      }
    }
  }

  @Test("the scan finds declarations and uses, and skips comments and strings")
  func scannerFindsWhatItShould() {
    let source = """
      /// MDCSnackbarManager's port, with ``MDCSnackbarMessage``.
      public typealias MDCSnackbarManager = SnackbarManager
      /* MDCColorScheming */ let domain = "MDCSnackbarErrorDomain \\(mdc_x)"
      let text = \"\"\"
        MDCSnackbarMessage
        \"\"\"
      view.mdc_currentElevation = MDC + MDCx + xMDCSnackbar + MDC2
      """
    let names = Self.mdcNames(in: source)
    #expect(names.map(\.name) == ["MDCSnackbarManager", "mdc_currentElevation"])
    #expect(names.map(\.line) == [2, 7])
  }
}
