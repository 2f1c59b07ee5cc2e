import Foundation
import SnackbarJSON

/// A JSON Schema (draft 04) validator for exactly the keywords the SARIF 2.1.0 schema uses, so
/// the SARIF writer is checked against the published schema without a package from outside.
///
/// Supported: `type` (a name or a list), `properties`, `required`, `additionalProperties` (false,
/// true or a schema), `items` (one schema), `enum`, `const`, `$ref` to `#/definitions/…`,
/// `minimum`, `maximum`, `minItems`, `uniqueItems`, `pattern` (searched, unanchored, as JSON
/// Schema says), `anyOf`, `oneOf`, and `format` `uri`, `uri-reference` and `date-time` checked
/// leniently (the characters RFC 3986 allows, a scheme for `uri`; RFC 3339's shape). Annotations
/// (`description`, `default`, `title`, `id`, `$schema`, `definitions`) are ignored. A schema
/// with any other keyword is refused when the validator is made, so a keyword it does not know
/// can never pass a document silently.
struct JSONSchemaValidator {
  struct UnsupportedKeyword: Error, CustomStringConvertible {
    let keyword: String
    let path: String
    var description: String { "unsupported keyword \(keyword) at \(path)" }
  }

  private static let checked: Set<String> = [
    "type", "properties", "required", "additionalProperties", "items", "enum", "const", "$ref", "minimum",
    "maximum", "minItems", "uniqueItems", "pattern", "anyOf", "oneOf", "format",
  ]
  private static let annotations: Set<String> = ["description", "default", "title", "id", "$schema", "definitions"]

  private let root: SnackbarJSONNode

  init(schema: SnackbarJSONNode) throws {
    root = schema
    try Self.checkKeywords(schema, path: "#")
  }

  /// The violations of `instance`, each `/json/pointer: what is wrong`; empty when it is valid.
  func violations(of instance: SnackbarJSONNode) -> [String] {
    var found: [String] = []
    validate(instance, against: root, at: "", into: &found)
    return found
  }

  private static func checkKeywords(_ schema: SnackbarJSONNode, path: String) throws {
    guard let members = schema.members else { return }
    for member in members {
      let here = path + "/" + member.key
      guard checked.contains(member.key) || annotations.contains(member.key) else {
        throw UnsupportedKeyword(keyword: member.key, path: path)
      }
      switch member.key {
      case "properties", "definitions":
        for child in member.value.members ?? [] { try checkKeywords(child.value, path: here + "/" + child.key) }
      case "additionalProperties", "items":
        if case .array = member.value.content {
          throw UnsupportedKeyword(keyword: member.key + " (a list)", path: path)
        }
        try checkKeywords(member.value, path: here)
      case "anyOf", "oneOf":
        guard case .array(let schemas) = member.value.content else { continue }
        for (index, child) in schemas.enumerated() { try checkKeywords(child, path: here + "/\(index)") }
      default: continue
      }
    }
  }

  private func resolve(_ reference: String) -> SnackbarJSONNode? {
    guard reference.hasPrefix("#/definitions/") else { return nil }
    return root["definitions"]?[String(reference.dropFirst("#/definitions/".count))]
  }

  private func validate(
    _ instance: SnackbarJSONNode, against schema: SnackbarJSONNode, at path: String, into found: inout [String]
  ) {
    if case .bool(let allowed) = schema.content {
      if !allowed { found.append("\(path): not allowed") }
      return
    }
    let place = path.isEmpty ? "/" : path
    if case .string(let reference) = schema["$ref"]?.content {
      guard let target = resolve(reference) else { return found.append("\(place): unresolved $ref \(reference)") }
      validate(instance, against: target, at: path, into: &found)
    }
    if let type = schema["type"] {
      let names: [String]
      switch type.content {
      case .string(let name): names = [name]
      case .array(let list): names = list.compactMap { if case .string(let name) = $0.content { name } else { nil } }
      default: names = []
      }
      guard names.contains(where: { Self.has(instance, type: $0) }) else {
        return found.append("\(place): \(instance.kind) where the type is \(names.joined(separator: " or "))")
      }
    }
    if case .array(let values) = schema["enum"]?.content, !values.contains(where: { $0.value == instance.value }) {
      found.append("\(place): \(instance.quoted) is not one of the enum's values")
    }
    if let constant = schema["const"], constant.value != instance.value {
      found.append("\(place): \(instance.quoted) is not the const value")
    }
    checkNumber(instance, schema, place, &found)
    checkString(instance, schema, place, &found)
    checkArray(instance, schema, path, &found)
    checkObject(instance, schema, path, &found)
    checkCombinations(instance, schema, path, &found)
  }

  private func checkNumber(
    _ instance: SnackbarJSONNode, _ schema: SnackbarJSONNode, _ place: String, _ found: inout [String]
  ) {
    guard let number = instance.number else { return }
    if let minimum = schema["minimum"]?.number, number < minimum { found.append("\(place): \(number) < \(minimum)") }
    if let maximum = schema["maximum"]?.number, number > maximum { found.append("\(place): \(number) > \(maximum)") }
  }

  private func checkString(
    _ instance: SnackbarJSONNode, _ schema: SnackbarJSONNode, _ place: String, _ found: inout [String]
  ) {
    guard case .string(let text) = instance.content else { return }
    if case .string(let pattern) = schema["pattern"]?.content {
      let matches = (try? NSRegularExpression(pattern: pattern)).map {
        $0.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
      }
      if matches != true { found.append("\(place): \(instance.quoted) does not match \(pattern)") }
    }
    if case .string(let format) = schema["format"]?.content, !Self.has(text, format: format) {
      found.append("\(place): \(instance.quoted) is not a valid \(format)")
    }
  }

  private func checkArray(
    _ instance: SnackbarJSONNode, _ schema: SnackbarJSONNode, _ path: String, _ found: inout [String]
  ) {
    guard case .array(let elements) = instance.content else { return }
    if let minimum = schema["minItems"]?.number, Double(elements.count) < minimum {
      found.append("\(path): \(elements.count) items, fewer than \(Int(minimum))")
    }
    if case .bool(true) = schema["uniqueItems"]?.content, Set(elements.map(\.value)).count != elements.count {
      found.append("\(path): items are not unique")
    }
    if let items = schema["items"] {
      for (index, element) in elements.enumerated() {
        validate(element, against: items, at: "\(path)/\(index)", into: &found)
      }
    }
  }

  private func checkObject(
    _ instance: SnackbarJSONNode, _ schema: SnackbarJSONNode, _ path: String, _ found: inout [String]
  ) {
    guard let members = instance.members else { return }
    if case .array(let required) = schema["required"]?.content {
      for case .string(let key) in required.map(\.content) where instance[key] == nil {
        found.append("\(path.isEmpty ? "/" : path): required property \(key) is missing")
      }
    }
    let properties = schema["properties"]
    for member in members {
      let here = path + "/" + member.key
      if let property = properties?[member.key] {
        validate(member.value, against: property, at: here, into: &found)
      } else if let additional = schema["additionalProperties"] {
        if case .bool(false) = additional.content {
          found.append("\(here): property \(member.key) is not allowed")
        } else {
          validate(member.value, against: additional, at: here, into: &found)
        }
      }
    }
  }

  private func checkCombinations(
    _ instance: SnackbarJSONNode, _ schema: SnackbarJSONNode, _ path: String, _ found: inout [String]
  ) {
    let place = path.isEmpty ? "/" : path
    if case .array(let schemas) = schema["anyOf"]?.content {
      let passing = schemas.filter { violationsOf(instance, $0, path).isEmpty }
      if passing.isEmpty { found.append("\(place): matches none of anyOf") }
    }
    if case .array(let schemas) = schema["oneOf"]?.content {
      let passing = schemas.filter { violationsOf(instance, $0, path).isEmpty }.count
      if passing != 1 { found.append("\(place): matches \(passing) of oneOf, not exactly one") }
    }
  }

  private func violationsOf(_ instance: SnackbarJSONNode, _ schema: SnackbarJSONNode, _ path: String) -> [String] {
    var found: [String] = []
    validate(instance, against: schema, at: path, into: &found)
    return found
  }

  private static func has(_ instance: SnackbarJSONNode, type: String) -> Bool {
    switch (type, instance.content) {
    case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null),
      ("number", .number):
      return true
    case ("integer", .number): return instance.number.map { $0 == $0.rounded() } ?? false
    default: return false
    }
  }

  /// RFC 3986's characters (unreserved, reserved, `%` with two hex digits), and for `uri` a
  /// scheme; RFC 3339's `date-time` shape.
  static func has(_ text: String, format: String) -> Bool {
    switch format {
    case "uri", "uri-reference":
      let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=".utf8)
      let bytes = Array(text.utf8)
      var index = 0
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "%") {
          guard index + 2 < bytes.count, bytes[index + 1...index + 2].allSatisfy({ isHexDigit($0) }) else {
            return false
          }
          index += 3
        } else {
          guard allowed.contains(bytes[index]) else { return false }
          index += 1
        }
      }
      guard format == "uri" else { return true }
      return text.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression) != nil
    case "date-time":
      let shape = "^[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt][0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?([Zz]|[+-][0-9]{2}:[0-9]{2})$"
      return text.range(of: shape, options: .regularExpression) != nil
    default: return true
    }
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
  }
}

/// The schemas and writers' goldens in `Tests/SnackbarAuditTests/Fixtures`, read from the source tree.
enum FormatFixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: folder.appendingPathComponent(name)))
  }

  static func sarifValidator() throws -> JSONSchemaValidator {
    try JSONSchemaValidator(schema: SnackbarJSONReader.read(bytes("sarif-schema-2.1.0.json")))
  }
}
