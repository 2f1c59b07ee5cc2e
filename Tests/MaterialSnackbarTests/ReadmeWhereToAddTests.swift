import Foundation
import Testing

/// The README's "Where to add" section stays true: every path it names exists, every type in
/// parentheses after a path is declared in that file (`Type.member`: the file declares or extends
/// the type and declares the member), and every other type it names is declared somewhere in
/// `Sources/` or `Tests/`. A renamed file, a moved type or a dropped member fails here.
@Suite struct ReadmeWhereToAddTests {
  static let root = ReadmeArchitectureTests.packageRoot

  /// The recipes a newcomer needs, by their headings.
  static let recipes = [
    "### A new audit rule", "### A new catalog format", "### A new CLI command", "### A new snapshot strategy",
  ]

  /// The section's text, from its heading to the next `## ` heading.
  static func section(of readme: [String]) -> [String] {
    guard let heading = readme.firstIndex(of: "## Where to add") else { return [] }
    return Array(readme[(heading + 1)...].prefix { !$0.hasPrefix("## ") })
  }

  /// What the section claims.
  struct Claims: Equatable {
    /// Paths relative to the package root.
    var paths: [String] = []
    /// (path, type or `Type.member`) pairs: a name in parentheses right after a path.
    var placed: [Pair] = []
    /// Every other type name.
    var named: [String] = []
  }

  struct Pair: Equatable {
    let path: String
    let name: String
  }

  static func isPath(_ span: String) -> Bool {
    ["Sources/", "Tests/", "Snapshots/", "scripts/"].contains { span.hasPrefix($0) }
  }

  /// `Type` or `Type.member`, the type capitalised.
  static func isTypeName(_ span: String) -> Bool {
    span.range(of: #"^[A-Z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)?$"#, options: .regularExpression) != nil
  }

  /// The claims of `lines`, span by span: a list in parentheses right after a path, its spans
  /// separated by commas (across line breaks too), belongs to that path.
  static func claims(in lines: [String]) -> Claims {
    var claims = Claims()
    // The path whose parenthesised list is open, and the path just read.
    var listPath: String?
    var previousPath: String?
    var rest = Substring(lines.joined(separator: "\n"))
    while let open = rest.firstIndex(of: "`") {
      // What lies between two spans, line breaks and indentation aside.
      let between = rest[..<open].trimmingCharacters(in: .whitespacesAndNewlines)
      if let path = previousPath, between == "(" {
        listPath = path
      } else if !(listPath != nil && between == ",") {
        listPath = nil
      }
      let afterOpen = rest.index(after: open)
      guard let close = rest[afterOpen...].firstIndex(of: "`") else { break }
      let span = String(rest[afterOpen..<close])
      rest = rest[rest.index(after: close)...]
      previousPath = nil
      if isPath(span) {
        claims.paths.append(span)
        previousPath = span
      } else if isTypeName(span) {
        if let path = listPath {
          claims.placed.append(Pair(path: path, name: span))
        } else {
          claims.named.append(span)
        }
      }
    }
    return claims
  }

  static func readmeSection() throws -> [String] {
    section(of: try ReadmeArchitectureTests.readme())
  }

  /// Every Swift file under `folder` (relative to the package root), with its text.
  static func swiftFiles(under folder: String) throws -> [(path: String, text: String)] {
    let base = root.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
    var files: [(path: String, text: String)] = []
    while let relative = walker.nextObject() as? String {
      guard relative.hasSuffix(".swift") else { continue }
      files.append((folder + relative, try String(contentsOf: base.appendingPathComponent(relative), encoding: .utf8)))
    }
    return files
  }

  /// Whether `text` declares `member`: a `var`, `let`, `func` or `case` of that name.
  static func declaresMember(_ member: String, in text: String) -> Bool {
    text.range(of: #"\b(var|let|func|case) "# + member + #"\b"#, options: .regularExpression) != nil
  }

  /// Why `pair` is false, or nil when it holds.
  static func problem(with pair: Pair, files: [(path: String, text: String)]) -> String? {
    guard let file = files.first(where: { $0.path == pair.path }) else { return "\(pair.path) is not a Swift file" }
    let parts = pair.name.split(separator: ".").map(String.init)
    let declared = ReadmeConceptsTests.declarations(in: [file])[parts[0]] != nil
    if parts.count == 1 {
      return declared ? nil : "\(pair.path) does not declare \(parts[0])"
    }
    let extended = file.text.range(of: #"\bextension "# + parts[0] + #"\b"#, options: .regularExpression) != nil
    guard declared || extended else { return "\(pair.path) neither declares nor extends \(parts[0])" }
    return declaresMember(parts[1], in: file.text) ? nil : "\(pair.path) declares no member \(parts[1])"
  }

  @Test func everyRecipeIsThere() throws {
    let section = try Self.readmeSection()
    #expect(!section.isEmpty, "README.md has no \"## Where to add\" section")
    for recipe in Self.recipes {
      #expect(section.contains(recipe), "no \(recipe)")
    }
  }

  @Test func everyPathExists() throws {
    let claims = Self.claims(in: try Self.readmeSection())
    #expect(claims.paths.count >= 20, "\(claims.paths)")
    for path in claims.paths {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(
        atPath: Self.root.appendingPathComponent(path).path, isDirectory: &isDirectory)
      #expect(exists, "\(path) does not exist")
      if exists {
        #expect(isDirectory.boolValue == path.hasSuffix("/"), "\(path): a folder ends in /, a file does not")
      }
    }
  }

  @Test func everyPlacedTypeIsDeclaredInItsFile() throws {
    let claims = Self.claims(in: try Self.readmeSection())
    #expect(claims.placed.count >= 15, "\(claims.placed)")
    let files = try Self.swiftFiles(under: "Sources/") + Self.swiftFiles(under: "Tests/")
    for pair in claims.placed {
      #expect(Self.problem(with: pair, files: files) == nil, "\(Self.problem(with: pair, files: files) ?? "")")
    }
  }

  @Test func everyOtherTypeIsDeclaredSomewhere() throws {
    let claims = Self.claims(in: try Self.readmeSection())
    let declarations = ReadmeConceptsTests.declarations(
      in: try Self.swiftFiles(under: "Sources/") + Self.swiftFiles(under: "Tests/"))
    for name in claims.named {
      let type = String(name.prefix { $0 != "." })
      #expect(declarations[type] != nil, "\(name) is named under \"Where to add\" but declared nowhere")
    }
  }

  /// The reading itself: paths, the types placed in them and the others, from a made-up recipe.
  @Test func theReadingSeesPathsAndTheirTypes() {
    let claims = Self.claims(in: [
      "- `Sources/A/B.swift` (`Bee`,", "  `Bee.sting`): uses `Hive` and `run(_:)`;",
      "  `Tests/A/` holds `Sources/A/C.swift` (`Sea`) next to `Other`.",
    ])
    #expect(claims.paths == ["Sources/A/B.swift", "Tests/A/", "Sources/A/C.swift"])
    #expect(
      claims.placed == [
        Pair(path: "Sources/A/B.swift", name: "Bee"), Pair(path: "Sources/A/B.swift", name: "Bee.sting"),
        Pair(path: "Sources/A/C.swift", name: "Sea"),
      ])
    #expect(claims.named == ["Hive", "Other"])
  }

  /// The checks can fail: a type in the wrong file, a missing member, an unknown file.
  @Test func theCheckFindsWrongPlacements() {
    let files: [(path: String, text: String)] = [
      (
        "Sources/A/B.swift",
        "public enum Bee {\n  static func sting() {}\n}\nextension Hive {\n  var honey: Int { 1 }\n}"
      )
    ]
    #expect(Self.problem(with: Pair(path: "Sources/A/B.swift", name: "Bee"), files: files) == nil)
    #expect(Self.problem(with: Pair(path: "Sources/A/B.swift", name: "Bee.sting"), files: files) == nil)
    #expect(Self.problem(with: Pair(path: "Sources/A/B.swift", name: "Hive.honey"), files: files) == nil)
    #expect(Self.problem(with: Pair(path: "Sources/A/B.swift", name: "Hive"), files: files) != nil)
    #expect(Self.problem(with: Pair(path: "Sources/A/B.swift", name: "Bee.buzz"), files: files) != nil)
    #expect(Self.problem(with: Pair(path: "Sources/A/C.swift", name: "Bee"), files: files) != nil)
  }
}
