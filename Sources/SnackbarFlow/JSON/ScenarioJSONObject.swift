import Foundation
import SnackbarLayout

/// A JSON object of a scenario file, read strictly: every key must be known, every value of the
/// right type, and every error names the step and the dotted key it is about.
struct ScenarioJSONObject {
  /// The members by key.
  let members: [String: SnackbarJSONValue]
  /// The step the object belongs to; nil at the top level.
  let step: Int?
  /// The dotted key of the object itself (`show`), empty for a step or the document.
  let path: String

  /// Reads `value` as an object whose keys are all in `allowedKeys`.
  /// - Throws: ``SnackbarScenarioError`` for a non-object or the first unknown key (sorted, so
  ///   the message is the same on every run).
  init(
    _ value: SnackbarJSONValue, step: Int?, path: String, allowedKeys: [String], what: String
  ) throws(SnackbarScenarioError) {
    guard case .object(let members) = value else {
      throw SnackbarScenarioError(
        step: step, key: path.isEmpty ? nil : path, reason: "\(what) must be a JSON object, got \(Self.describe(value))"
      )
    }
    self.members = members
    self.step = step
    self.path = path
    if let unknown = members.keys.filter({ !allowedKeys.contains($0) }).sorted().first {
      throw SnackbarScenarioError(
        step: step, key: key(unknown),
        reason: "unknown key; \(what) takes \(allowedKeys.map { "\"\($0)\"" }.joined(separator: ", "))")
    }
  }

  /// The dotted key of a member.
  func key(_ name: String) -> String { path.isEmpty ? name : path + "." + name }

  /// An error about the member `name`.
  func error(_ name: String, _ reason: String) -> SnackbarScenarioError {
    SnackbarScenarioError(step: step, key: key(name), reason: reason)
  }

  /// The member `name` as a string, if present.
  func string(_ name: String, nonEmpty: Bool = true) throws(SnackbarScenarioError) -> String? {
    guard let value = members[name] else { return nil }
    guard case .string(let text) = value else { throw error(name, "must be a string, got \(Self.describe(value))") }
    if nonEmpty, text.isEmpty { throw error(name, "may not be empty") }
    return text
  }

  /// The member `name` as a finite number in `range`, if present.
  func number(
    _ name: String, in range: ClosedRange<Double>, what: String = "a number"
  ) throws(SnackbarScenarioError) -> Double? {
    guard let value = members[name] else { return nil }
    guard case .number(let number) = value, number.isFinite else {
      throw error(name, "must be \(what), got \(Self.describe(value))")
    }
    guard range.contains(number) else {
      let bounds = "\(Self.format(range.lowerBound))...\(Self.format(range.upperBound))"
      throw error(name, "must be \(what) in \(bounds), got \(Self.format(number))")
    }
    return number
  }

  /// The member `name` as a boolean, if present.
  func bool(_ name: String) throws(SnackbarScenarioError) -> Bool? {
    guard let value = members[name] else { return nil }
    guard case .bool(let flag) = value else { throw error(name, "must be true or false, got \(Self.describe(value))") }
    return flag
  }

  /// The member `name` as one of `cases` by raw value, if present.
  func choice<Choice: RawRepresentable & CaseIterable>(
    _ name: String, of type: Choice.Type
  ) throws(SnackbarScenarioError) -> Choice? where Choice.RawValue == String {
    guard let text = try string(name, nonEmpty: false) else { return nil }
    guard let choice = Choice(rawValue: text) else {
      let names = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      throw error(name, "must be one of \(names), got \"\(text)\"")
    }
    return choice
  }

  /// A short description of a JSON value for messages: strings quoted, containers named.
  static func describe(_ value: SnackbarJSONValue) -> String {
    switch value {
    case .string(let text): return "\"\(text)\""
    case .number(let number): return number.isFinite ? format(number) : "a non-finite number"
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return "null"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// `4096` rather than `4096.0`.
  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
