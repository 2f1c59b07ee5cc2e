import Foundation

/// Encodes `Encodable` values as a ``SnackbarJSONValue`` tree, for the package's one writer:
/// layout JSON takes its fields from `SnackbarFrames`'s Codable conformance this way, and
/// fingerprints and failure records print the tree with ``SnackbarJSONValue/prettyText()``
/// where they used `JSONEncoder`.
///
/// As with `JSONEncoder`: an absent optional (`encodeIfPresent`) leaves its key out, a `Float`
/// prints as `Float` spells it (`0.1`, not `0.10000000149011612`), and an integer prints its
/// digits (one a `Double` cannot hold exactly stays exact as a ``SnackbarJSONValue/numeral(_:)``).
/// Unlike it, NaN and infinities are kept as numbers, which every style prints `null`, rather
/// than refused, and `Date`, `Data` and `URL` get no special form (no type written here has one).
package enum SnackbarJSONEncoder {
  /// `value` as a tree.
  /// - Throws: what `value`'s own `encode(to:)` throws.
  package static func encode<T: Encodable>(_ value: T) throws -> SnackbarJSONValue {
    let root = Slot()
    try value.encode(to: TreeEncoder(slot: root, codingPath: []))
    return root.value
  }

  /// Where one value of the tree is being built: containers fill it in as they are encoded into.
  fileprivate final class Slot {
    enum Content {
      case value(SnackbarJSONValue)
      case object([(key: String, slot: Slot)])
      case array([Slot])
    }

    var content = Content.value(.null)

    var value: SnackbarJSONValue {
      switch content {
      case .value(let value): return value
      case .object(let members):
        // The last of two encodings of one key wins, as in `JSONEncoder`.
        return .object(SnackbarJSONObject(members.map { (key: $0.key, value: $0.slot.value) }))
      case .array(let elements): return .array(elements.map(\.value))
      }
    }

    /// A slot for the member `key`, making this slot an object if it is not one yet.
    func member(_ key: String) -> Slot {
      let slot = Slot()
      if case .object(var members) = content {
        members.append((key, slot))
        content = .object(members)
      } else {
        content = .object([(key, slot)])
      }
      return slot
    }

    /// A slot for the next element, making this slot an array if it is not one yet.
    func element() -> Slot {
      let slot = Slot()
      if case .array(var elements) = content {
        elements.append(slot)
        content = .array(elements)
      } else {
        content = .array([slot])
      }
      return slot
    }

    var count: Int {
      if case .array(let elements) = content { return elements.count }
      return 0
    }
  }
}

private typealias Slot = SnackbarJSONEncoder.Slot

private struct TreeKey: CodingKey {
  let stringValue: String
  let intValue: Int?
  init(stringValue: String) { (self.stringValue, intValue) = (stringValue, nil) }
  init(intValue: Int) { (stringValue, self.intValue) = (String(intValue), intValue) }
}

private struct TreeEncoder: Encoder {
  let slot: Slot
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .object = slot.content {} else { slot.content = .object([]) }
    return KeyedEncodingContainer(KeyedTreeContainer<Key>(slot: slot, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .array = slot.content {} else { slot.content = .array([]) }
    return UnkeyedTreeContainer(slot: slot, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleTreeContainer(slot: slot, codingPath: codingPath)
  }
}

/// The tree value of a scalar, or nil for a type that encodes itself.
private func scalar<T: Encodable>(_ value: T) -> SnackbarJSONValue? {
  switch value {
  case let value as String: return .string(value)
  case let value as Bool: return .bool(value)
  case let value as Double: return .number(value)
  case let value as Float:
    // `Float`'s own shortest spelling, read as a `Double`, prints that spelling again.
    return value.isFinite ? .number(Double(value.description) ?? Double(value)) : .number(Double(value))
  case let value as any FixedWidthInteger: return integer(value)
  default: return nil
  }
}

private func integer(_ value: some FixedWidthInteger) -> SnackbarJSONValue {
  guard let double = Double(exactly: value) else { return .numeral(String(value)) }
  return .number(double)
}

private func encode<T: Encodable>(_ value: T, into slot: Slot, codingPath: [any CodingKey]) throws {
  if let scalar = scalar(value) {
    slot.content = .value(scalar)
  } else {
    try value.encode(to: TreeEncoder(slot: slot, codingPath: codingPath))
  }
}

private struct KeyedTreeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let slot: Slot
  let codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws { slot.member(key.stringValue).content = .value(.null) }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try SnackbarJSON.encode(value, into: slot.member(key.stringValue), codingPath: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    TreeEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    TreeEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    TreeEncoder(slot: slot.member("super"), codingPath: codingPath + [TreeKey(stringValue: "super")])
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    TreeEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key])
  }
}

private struct UnkeyedTreeContainer: UnkeyedEncodingContainer {
  let slot: Slot
  let codingPath: [any CodingKey]
  var count: Int { slot.count }

  private var nextKey: TreeKey { TreeKey(intValue: count) }

  mutating func encodeNil() throws { slot.element().content = .value(.null) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    let key = nextKey
    try SnackbarJSON.encode(value, into: slot.element(), codingPath: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
    NestedKey
  > {
    let key = nextKey
    return TreeEncoder(slot: slot.element(), codingPath: codingPath + [key]).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let key = nextKey
    return TreeEncoder(slot: slot.element(), codingPath: codingPath + [key]).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    let key = nextKey
    return TreeEncoder(slot: slot.element(), codingPath: codingPath + [key])
  }
}

private struct SingleTreeContainer: SingleValueEncodingContainer {
  let slot: Slot
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { slot.content = .value(.null) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try SnackbarJSON.encode(value, into: slot, codingPath: codingPath)
  }
}
