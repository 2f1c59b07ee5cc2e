import SnackbarBasics

/// Decodes `Decodable` types from text read by ``SnackbarJSONReader``: the strict reader's
/// checks (repeated keys, positions, numbers in range) for the `Codable` formats the package
/// reads from disk (failure records, fingerprints), where `JSONDecoder` would keep the last of
/// two keys and report a wrong type without a line.
///
/// Integers are read from the number's text, so `9223372036854775808` into an `Int` is an error
/// naming the value and its place, never a silent rounding; `1.5` into an `Int` is an error, and
/// `2.0` reads as 2. Keys a type does not ask for are ignored, as with `JSONDecoder`, so newer
/// files stay readable.
package enum SnackbarJSONDecoder {
  /// Reads `bytes` strictly and decodes a `T` from them.
  /// - Throws: ``SnackbarJSONError`` with the line and column of the problem and the key path
  ///   (`image.differingBounds.x: expected an integer, got 1.5`).
  package static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws(SnackbarJSONError) -> T {
    try decode(type, from: try SnackbarJSONReader.read(bytes))
  }

  /// Decodes a `T` from an already read node.
  /// - Throws: ``SnackbarJSONError`` as ``decode(_:from:)-([UInt8])``.
  package static func decode<T: Decodable>(_ type: T.Type, from node: SnackbarJSONNode) throws(SnackbarJSONError) -> T {
    do {
      return try T(from: NodeDecoder(node: node, codingPath: []))
    } catch let error as SnackbarJSONError {
      throw error
    } catch let error as DecodingError {
      // Errors a type's own `init(from:)` throws (a `dataCorrupted` of its own), without a node.
      throw SnackbarJSONError(Self.describe(error), at: node.position)
    } catch {
      throw SnackbarJSONError("\(error)", at: node.position)
    }
  }

  private static func describe(_ error: DecodingError) -> String {
    switch error {
    case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
      .valueNotFound(_, let context):
      let path = dotted(context.codingPath)
      return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }

  /// `image.differingBounds.x`, `steps[3].at`.
  static func dotted(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + EchoedText.escaped(key.stringValue)
      }
    }
    return text
  }
}

/// A key of an object or an index of an array.
private struct NodeKey: CodingKey {
  let stringValue: String
  let intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    intValue = nil
  }

  init(intValue: Int) {
    stringValue = String(intValue)
    self.intValue = intValue
  }
}

/// The error for `node` at `path`.
private func mismatch(_ node: SnackbarJSONNode, _ path: [any CodingKey], expected: String) -> SnackbarJSONError {
  let location = SnackbarJSONDecoder.dotted(path)
  let message = "expected \(expected), got \(node.quoted)"
  return SnackbarJSONError(location.isEmpty ? message : "\(location): \(message)", at: node.position)
}

private struct NodeDecoder: Decoder {
  let node: SnackbarJSONNode
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard let members = node.members else { throw mismatch(node, codingPath, expected: "an object") }
    return KeyedDecodingContainer(KeyedNodeContainer<Key>(node: node, members: members, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = node.content else { throw mismatch(node, codingPath, expected: "an array") }
    return UnkeyedNodeContainer(elements: elements, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleNodeContainer(node: node, codingPath: codingPath)
  }
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let node: SnackbarJSONNode
  let codingPath: [any CodingKey]
  let byKey: [String: SnackbarJSONNode]

  init(node: SnackbarJSONNode, members: [SnackbarJSONMember], codingPath: [any CodingKey]) {
    self.node = node
    self.codingPath = codingPath
    byKey = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
  }

  var allKeys: [Key] {
    (node.members ?? []).compactMap { Key(stringValue: $0.key) }
  }

  func contains(_ key: Key) -> Bool { byKey[key.stringValue] != nil }

  private func member(_ key: Key) throws -> SnackbarJSONNode {
    guard let value = byKey[key.stringValue] else {
      let path = SnackbarJSONDecoder.dotted(codingPath)
      let message = "the key \"\(EchoedText.escaped(key.stringValue))\" is required"
      throw SnackbarJSONError(path.isEmpty ? message : "\(path): \(message)", at: node.position)
    }
    return value
  }

  private func decoder(_ key: Key) throws -> NodeDecoder {
    NodeDecoder(node: try member(key), codingPath: codingPath + [key])
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    try member(key).content == .null
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try decoder(key).decodeValue(type)
  }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard let value = byKey[key.stringValue], value.content != .null else { return nil }
    return try NodeDecoder(node: value, codingPath: codingPath + [key]).decodeValue(type)
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try decoder(key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder(key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    guard let key = Key(stringValue: "super") else { throw mismatch(node, codingPath, expected: "a \"super\" key") }
    return try decoder(key)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    try decoder(key)
  }
}

private struct UnkeyedNodeContainer: UnkeyedDecodingContainer {
  let elements: [SnackbarJSONNode]
  let codingPath: [any CodingKey]
  var currentIndex = 0

  init(elements: [SnackbarJSONNode], codingPath: [any CodingKey]) {
    self.elements = elements
    self.codingPath = codingPath
  }

  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  private mutating func next() throws -> NodeDecoder {
    guard !isAtEnd else {
      let path = SnackbarJSONDecoder.dotted(codingPath)
      throw SnackbarJSONError(
        "\(path.isEmpty ? "the array" : path) has too few elements", at: elements.last?.position)
    }
    defer { currentIndex += 1 }
    return NodeDecoder(node: elements[currentIndex], codingPath: codingPath + [NodeKey(intValue: currentIndex)])
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, elements[currentIndex].content == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try next().decodeValue(type)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try next().container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next().unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    try next()
  }
}

private struct SingleNodeContainer: SingleValueDecodingContainer {
  let node: SnackbarJSONNode
  let codingPath: [any CodingKey]

  func decodeNil() -> Bool { node.content == .null }

  func decode(_ type: Bool.Type) throws -> Bool {
    guard case .bool(let flag) = node.content else { throw mismatch(node, codingPath, expected: "true or false") }
    return flag
  }

  func decode(_ type: String.Type) throws -> String {
    guard case .string(let text) = node.content else { throw mismatch(node, codingPath, expected: "a string") }
    return text
  }

  func decode(_ type: Double.Type) throws -> Double {
    guard let number = node.number else { throw mismatch(node, codingPath, expected: "a number") }
    return number
  }

  func decode(_ type: Float.Type) throws -> Float {
    let value = Float(try decode(Double.self))
    guard value.isFinite else { throw mismatch(node, codingPath, expected: "a number within Float's range") }
    return value
  }

  func decode(_ type: Int.Type) throws -> Int { try integer() }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
  func decode(_ type: UInt.Type) throws -> UInt { try integer() }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try NodeDecoder(node: node, codingPath: codingPath).decodeValue(type)
  }

  /// The number as an integer of type `Value`: from its text when it is written as one, else
  /// from its `Double` value when that is whole and in range.
  private func integer<Value: FixedWidthInteger>() throws -> Value {
    guard case .number(let text) = node.content else {
      throw mismatch(node, codingPath, expected: "an integer")
    }
    if let value = Value(text) { return value }
    let range = "\(Value.min)...\(Value.max)"
    if text.allSatisfy({ $0.isNumber || $0 == "-" }) {
      throw mismatch(node, codingPath, expected: "an integer in \(range)")
    }
    guard let double = Double(text), double == double.rounded(), let value = Value(exactly: double) else {
      throw mismatch(node, codingPath, expected: "an integer in \(range)")
    }
    return value
  }
}

extension NodeDecoder {
  /// `T` from this node. A `DecodingError` that `T(from:)` throws itself (a raw value no case
  /// has) gets this node's position and path.
  func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
    do {
      return try T(from: self)
    } catch let error as DecodingError {
      guard case .dataCorrupted(let context) = error else { throw error }
      let path = SnackbarJSONDecoder.dotted(codingPath)
      let message = "\(context.debugDescription) (got \(node.quoted))"
      throw SnackbarJSONError(path.isEmpty ? message : "\(path): \(message)", at: node.position)
    }
  }
}
