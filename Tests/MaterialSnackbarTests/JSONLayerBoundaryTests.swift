import Foundation
import Testing

/// JSON is read and written only by `SnackbarJSON`: one strict reader (repeated keys refused,
/// positions in every error) and one writer. Foundation's JSON types keep one of two repeated
/// keys without a word, so a module that reached for them would read a scenario or a fingerprint
/// differently from the rest of the package.
@Suite struct JSONLayerBoundaryTests {
  static let foundationJSON = ["JSONSerialization", "JSONEncoder", "JSONDecoder"]

  /// The Foundation JSON names in `text`'s code (comments left out), in order.
  static func uses(in text: String) -> [String] {
    text.split(separator: "\n").flatMap { line -> [String] in
      let code = line.trimmingCharacters(in: .whitespaces).hasPrefix("//") ? "" : line
      return foundationJSON.filter { name in
        // A whole name: `SnackbarJSONDecoder` is the layer's own.
        var rest = code[...]
        while let found = rest.range(of: name) {
          let before = rest[..<found.lowerBound].last ?? " "
          if !(before.isLetter || before.isNumber || before == "_") { return true }
          rest = rest[found.upperBound...]
        }
        return false
      }
    }
  }

  @Test func noModuleButTheJSONLayerUsesFoundationsJSON() throws {
    let sources = ReadmeArchitectureTests.packageRoot.appendingPathComponent("Sources")
    var found: [String] = []
    for file in try ReadmeConceptsTests.swiftFiles() where !file.path.hasPrefix("SnackbarJSON/") {
      found += Self.uses(in: file.text).map { "Sources/\(file.path): \($0)" }
    }
    #expect(found.isEmpty, "JSON outside SnackbarJSON: \(found)")
    #expect(FileManager.default.fileExists(atPath: sources.appendingPathComponent("SnackbarJSON").path))
  }

  @Test func theSearchSeesCodeNotComments() {
    #expect(Self.uses(in: "let data = try JSONEncoder().encode(x)") == ["JSONEncoder"])
    #expect(Self.uses(in: "  /// unlike JSONDecoder, …\n  // JSONSerialization keeps one") == [])
    #expect(Self.uses(in: "try SnackbarJSONDecoder.decode(T.self, from: tree)") == [])
    #expect(
      Self.uses(in: "try SnackbarJSONDecoder.decode(T.self, from: JSONSerialization.data(x))") == ["JSONSerialization"])
  }
}
