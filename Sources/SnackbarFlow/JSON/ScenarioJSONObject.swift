import Foundation
import SnackbarJSON
import SnackbarLayout

/// A JSON object of a scenario file, read strictly: every key must be known, every value of the
/// right type, and every error names the step and the dotted key it is about, and the line and
/// column where the file says it.
struct ScenarioJSONObject {
  /// The object as read, for the position of errors about it as a whole (a missing key).
  let node: SnackbarJSONNode
  /// The members by key (the reader refuses a key given twice, so each is unique).
  let members: [String: SnackbarJSONMember]
  /// The step the object belongs to; nil at the top level.
  let step: Int?
  /// The dotted key of the object itself (`show`), empty for a step or the document.
  let path: String

  /// Reads `node` as an object whose keys are all in `allowedKeys`.
  /// - Throws: ``SnackbarScenarioError`` for a non-object or the first unknown key (in the order
  ///   written, at its position).
  init(
    _ node: SnackbarJSONNode, step: Int?, path: String, allowedKeys: [String], what: String
  ) throws(SnackbarScenarioError) {
    guard let members = node.members else {
      throw SnackbarScenarioError(
        step: step, key: path.isEmpty ? nil : path, reason: "\(what) must be a JSON object, got \(node.quoted)"
      ).located(at: node.position)
    }
    self.node = node
    self.step = step
    self.path = path
    var byKey: [String: SnackbarJSONMember] = [:]
    byKey.reserveCapacity(members.count)
    for member in members {
      guard allowedKeys.contains(member.key) else {
        throw SnackbarScenarioError(
          step: step, key: path.isEmpty ? member.key : path + "." + member.key,
          reason: "unknown key; \(what) takes \(allowedKeys.map { "\"\($0)\"" }.joined(separator: ", "))"
        ).located(at: member.keyPosition)
      }
      byKey[member.key] = member
    }
    self.members = byKey
  }

  /// The value of the member `name`, if present.
  subscript(name: String) -> SnackbarJSONNode? { members[name]?.value }

  /// The dotted key of a member.
  func key(_ name: String) -> String { path.isEmpty ? name : path + "." + name }

  /// An error about the member `name`, at its value (or at the object when it is missing).
  func error(_ name: String, _ reason: String) -> SnackbarScenarioError {
    SnackbarScenarioError(step: step, key: key(name), reason: reason).located(at: self[name]?.position ?? node.position)
  }

  /// The member `name` as a string, if present.
  func string(_ name: String, nonEmpty: Bool = true) throws(SnackbarScenarioError) -> String? {
    guard let value = self[name] else { return nil }
    guard case .string(let text) = value.content else { throw error(name, "must be a string, got \(value.quoted)") }
    if nonEmpty, text.isEmpty { throw error(name, "may not be empty") }
    return text
  }

  /// The member `name` as a number in `range`, if present (the reader has refused numbers a
  /// `Double` cannot hold, so it is finite).
  func number(
    _ name: String, in range: ClosedRange<Double>, what: String = "a number"
  ) throws(SnackbarScenarioError) -> Double? {
    guard let value = self[name] else { return nil }
    guard let number = value.number, number.isFinite else {
      throw error(name, "must be \(what), got \(value.quoted)")
    }
    guard range.contains(number) else {
      let bounds = "\(SnackbarJSONNumber.shortest(range.lowerBound))...\(SnackbarJSONNumber.shortest(range.upperBound))"
      throw error(name, "must be \(what) in \(bounds), got \(value.quoted)")
    }
    return number
  }

  /// The member `name` as a boolean, if present.
  func bool(_ name: String) throws(SnackbarScenarioError) -> Bool? {
    guard let value = self[name] else { return nil }
    guard case .bool(let flag) = value.content else {
      throw error(name, "must be true or false, got \(value.quoted)")
    }
    return flag
  }

  /// The member `name` as one of `cases` by raw value, if present.
  func choice<Choice: RawRepresentable & CaseIterable>(
    _ name: String, of type: Choice.Type
  ) throws(SnackbarScenarioError) -> Choice? where Choice.RawValue == String {
    guard let text = try string(name, nonEmpty: false) else { return nil }
    guard let choice = Choice(rawValue: text) else {
      let names = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      throw error(name, "must be one of \(names), got \(SnackbarScenarioError.quoted(text))")
    }
    return choice
  }
}
