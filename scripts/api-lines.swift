// Reduces one module's symbol graphs (swift-symbolgraph-extract, public symbols only) to the text
// scripts/check-api compares with the committed baseline: one declaration or conformance a line,
// sorted byte-wise, so that any change to the public API is a readable line in a diff.
//
//   swift scripts/api-lines.swift GRAPHS OUTPUT MODULE...
//
// reads GRAPHS/MODULE/*.symbols.json and writes OUTPUT/MODULE.txt for each module.
//
// A line is `PATH | DECLARATION`: PATH is the symbol's path (`Type.member(label:)`), prefixed with
// the extended module for extensions of another module's types; DECLARATION is the declaration as
// the compiler prints it, with an extension's `where` clause, and marked when deprecated, a
// protocol requirement or a default implementation. Conformances and superclasses are lines of
// their own (`PATH | conforms to NAME`). Doc comments and source locations are left out: they are
// no API.
import Foundation

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("api-lines: \(message)\n".utf8))
  exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3 else { fail("usage: swift scripts/api-lines.swift GRAPHS OUTPUT MODULE...") }

func text(_ value: Any?) -> String {
  value as? String ?? ""
}

/// `T: P, U == V`, from symbol-graph constraint objects.
func constraints(_ value: Any?) -> String {
  guard let list = value as? [[String: Any]] else { return "" }
  return list.map { constraint in
    let relation = text(constraint["kind"]) == "sameType" ? " == " : ": "
    return text(constraint["lhs"]) + relation + text(constraint["rhs"])
  }.joined(separator: ", ")
}

/// Whitespace runs (line breaks in long declarations included) as one space.
func oneLine(_ string: String) -> String {
  string.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
}

/// The baseline text of one module, from the symbol graphs in `directory`.
func apiText(module: String, directory: String) -> String {
  let files: [String]
  do {
    files = try FileManager.default.contentsOfDirectory(atPath: directory)
      .filter { $0 == "\(module).symbols.json" || ($0.hasPrefix("\(module)@") && $0.hasSuffix(".symbols.json")) }
      .sorted()
  } catch {
    fail("cannot list \(directory): \(error)")
  }
  guard files.contains("\(module).symbols.json") else { fail("no \(module).symbols.json in \(directory)") }

  var lines = Set<String>()
  for file in files {
    guard let data = FileManager.default.contents(atPath: "\(directory)/\(file)"),
      let graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { fail("cannot read \(directory)/\(file)") }
    // `Module@Other.symbols.json` holds this module's extensions of Other's types.
    let extended = file.dropLast(".symbols.json".count).split(separator: "@").dropFirst().first.map { "\($0)." } ?? ""
    let symbols = graph["symbols"] as? [[String: Any]] ?? []
    var paths: [String: String] = [:]
    for symbol in symbols {
      let identifier = (symbol["identifier"] as? [String: Any]).map { text($0["precise"]) } ?? ""
      let components = symbol["pathComponents"] as? [String] ?? []
      paths[identifier] = extended + components.joined(separator: ".")
    }
    var marks: [String: [String]] = [:]
    for relationship in graph["relationships"] as? [[String: Any]] ?? [] {
      let source = text(relationship["source"])
      guard let path = paths[source] else { continue }
      let target = text(relationship["target"])
      let targetName = paths[target] ?? (relationship["targetFallback"] as? String) ?? target
      let whereClause = constraints(relationship["swiftConstraints"])
      let suffix = whereClause.isEmpty ? "" : " where \(whereClause)"
      switch text(relationship["kind"]) {
      case "conformsTo": lines.insert("\(path) | conforms to \(targetName)\(suffix)")
      case "inheritsFrom": lines.insert("\(path) | inherits from \(targetName)")
      case "requirementOf": marks[source, default: []].append("requirement")
      case "optionalRequirementOf": marks[source, default: []].append("optional requirement")
      case "defaultImplementationOf": marks[source, default: []].append("default implementation")
      default: break
      }
    }
    for symbol in symbols {
      let identifier = (symbol["identifier"] as? [String: Any]).map { text($0["precise"]) } ?? ""
      guard let path = paths[identifier] else { continue }
      let fragments = symbol["declarationFragments"] as? [[String: Any]] ?? []
      var declaration = oneLine(fragments.map { text($0["spelling"]) }.joined())
      if let swiftExtension = symbol["swiftExtension"] as? [String: Any] {
        let whereClause = constraints(swiftExtension["constraints"])
        if !whereClause.isEmpty { declaration += " [extension where \(whereClause)]" }
      }
      var notes = Set(marks[identifier] ?? [])
      for availability in symbol["availability"] as? [[String: Any]] ?? [] {
        if availability["isUnconditionallyDeprecated"] as? Bool == true || availability["deprecated"] != nil {
          notes.insert("deprecated")
        }
        if availability["isUnconditionallyUnavailable"] as? Bool == true || availability["obsoleted"] != nil {
          notes.insert("unavailable")
        }
        if let renamed = availability["renamed"] as? String { notes.insert("renamed \(renamed)") }
      }
      if !notes.isEmpty { declaration += " (\(notes.sorted().joined(separator: ", ")))" }
      lines.insert("\(path) | \(declaration)")
    }
  }

  // Byte order, as `LC_ALL=C sort` would, whatever the locale.
  let sorted = lines.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  var baseline = "# \(module): the public API. `make api-baseline` rewrites this file; `scripts/check-api` compares it.\n"
  for line in sorted { baseline += line + "\n" }
  return baseline
}

for module in arguments.dropFirst(2) {
  let output = "\(arguments[1])/\(module).txt"
  do {
    let baseline = apiText(module: module, directory: "\(arguments[0])/\(module)")
    try baseline.write(toFile: output, atomically: true, encoding: .utf8)
  } catch {
    fail("cannot write \(output): \(error)")
  }
}
