import Foundation
import SnackbarBasics
import SnackbarJSON

/// Which strings of a catalog become snackbars, and which string is each one's action.
///
/// `--keys REGEX` keeps the message keys whose name the pattern finds a match in (anywhere in the
/// name, as grep does). An action is paired with its message either by a suffix (key `K` with key
/// `K` + suffix; keys ending in the suffix are actions, never messages) or by a map of message
/// keys to action keys, read from a JSON file (`{"message key": "action key"}`), whose action
/// keys are likewise never messages. Keys are names as written; a message's action is the key of
/// that name in the message's own table.
public struct StringCatalogSelection: Sendable {
  /// How actions are found.
  public enum Pairing: Sendable, Equatable {
    /// No actions: every key is a message.
    case none
    /// Key `K` takes key `K` + suffix as its action.
    case suffix(String)
    /// Message names to action names, with where each action name is written.
    case pairs([String: String], locations: [String: StringCatalogLocation])
  }

  /// One snackbar: a message key and its action key, if any.
  public struct Pair: Sendable, Hashable {
    /// The message's key.
    public let message: StringCatalogKey
    /// The action's key, in the message's table.
    public let action: StringCatalogKey?

    /// A pair.
    public init(message: StringCatalogKey, action: StringCatalogKey?) {
      self.message = message
      self.action = action
    }
  }

  /// The pattern keys must match, as written; nil keeps every key.
  public let pattern: String?
  /// How actions are found.
  public let pairing: Pairing

  /// A selection.
  /// - Throws: ``StringCatalogError`` (file `--keys`) when the pattern is not a regular
  ///   expression, or when the suffix is empty.
  public init(keys pattern: String? = nil, pairing: Pairing = .none) throws(StringCatalogError) {
    if let pattern {
      do {
        _ = try NSRegularExpression(pattern: pattern)
      } catch {
        throw StringCatalogError(
          file: "--keys", line: nil, column: nil, message: "\(EchoedText.quoted(pattern)) is not a regular expression")
      }
    }
    if case .suffix("") = pairing {
      throw StringCatalogError(file: "--action-suffix", line: nil, column: nil, message: "the suffix is empty")
    }
    self.pattern = pattern
    self.pairing = pairing
  }

  /// The snackbars among `keys`, sorted by message key.
  /// - Throws: ``StringCatalogError`` at the pairs file's entry when it names an action key no
  ///   table of the catalog has.
  public func select(from keys: [StringCatalogKey]) throws(StringCatalogError) -> [Pair] {
    let all = Set(keys)
    let expression = pattern.flatMap { try? NSRegularExpression(pattern: $0) }
    func matches(_ key: StringCatalogKey) -> Bool {
      guard let expression else { return true }
      return expression.firstMatch(in: key.name, range: NSRange(key.name.startIndex..., in: key.name)) != nil
    }
    func action(_ name: String?, of message: StringCatalogKey) -> StringCatalogKey? {
      guard let name else { return nil }
      let key = StringCatalogKey(name, table: message.table)
      return all.contains(key) ? key : nil
    }
    var result: [Pair] = []
    switch pairing {
    case .none:
      result = keys.filter(matches).map { Pair(message: $0, action: nil) }
    case .suffix(let suffix):
      for key in keys where !key.name.hasSuffix(suffix) && matches(key) {
        result.append(Pair(message: key, action: action(key.name + suffix, of: key)))
      }
    case .pairs(let pairs, let locations):
      let names = Set(keys.map(\.name))
      for (message, action) in pairs where !names.contains(action) {
        let location = locations[message] ?? StringCatalogLocation(file: "--pairs", line: nil, column: nil)
        throw StringCatalogError(
          at: location,
          "the action key \(EchoedText.quoted(action)) of \(EchoedText.quoted(message)) is not in the catalog")
      }
      let actions = Set(pairs.values)
      for key in keys where !actions.contains(key.name) && matches(key) {
        result.append(Pair(message: key, action: action(pairs[key.name], of: key)))
      }
    }
    return result.sorted { $0.message < $1.message }
  }

  /// The largest pairs file read: 1 MiB, tens of thousands of pairs.
  public static let maximumPairsFileBytes = 1 << 20

  /// A ``Pairing/pairs(_:locations:)`` read from the JSON object at `path`, bounded and with the
  /// strict JSON reader.
  /// - Throws: ``StringCatalogError`` with the line and column of the first problem.
  public static func readPairs(_ path: String) throws(StringCatalogError) -> Pairing {
    let bytes = try CatalogFile.read(path, limit: maximumPairsFileBytes)
    let root: SnackbarJSONNode
    do {
      root = try SnackbarJSONReader.read(bytes)
    } catch {
      throw StringCatalogError(
        file: path, line: error.position?.line, column: error.position?.column, message: error.message)
    }
    guard let members = root.members else {
      throw StringCatalogError(
        file: path, line: root.position.line, column: root.position.column,
        message: "expected an object of message keys to action keys, found \(root.kind)")
    }
    var pairs: [String: String] = [:]
    var locations: [String: StringCatalogLocation] = [:]
    for member in members {
      guard case .string(let action) = member.value.content else {
        throw StringCatalogError(
          file: path, line: member.value.position.line, column: member.value.position.column,
          message:
            "the action of \(EchoedText.quoted(member.key)) must be a key in a string, found \(member.value.kind)")
      }
      pairs[member.key] = action
      locations[member.key] = StringCatalogLocation(
        file: path, line: member.value.position.line, column: member.value.position.column)
    }
    return .pairs(pairs, locations: locations)
  }
}
