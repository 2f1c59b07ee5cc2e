/// A JSON object of the value tree: its members in the order they were added, each key once.
///
/// The order is kept so a file read and written again, or a record built field by field
/// (``SnackbarJSONValue/record(_:)``), has its members where they were; the sorted styles
/// (``SnackbarJSONValue/canonicalText()`` and the others) sort the keys when they print. Two
/// objects are equal when they have the same members, whatever their order, as dictionaries are:
/// a fingerprint read from a file equals the same fingerprint encoded afresh.
package struct SnackbarJSONObject: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
  /// The keys in order.
  package private(set) var keys: [String] = []
  private var byKey: [String: SnackbarJSONValue] = [:]

  /// An empty object.
  package init() {}

  /// The members of `dictionary`, keys in sorted order (a dictionary has none of its own).
  package init(_ dictionary: [String: SnackbarJSONValue]) {
    keys = dictionary.keys.sorted()
    byKey = dictionary
  }

  /// `members` in order; a key given twice keeps its first place and its last value.
  package init(_ members: some Sequence<(key: String, value: SnackbarJSONValue)>) {
    for member in members { self[member.key] = member.value }
  }

  /// A literal's members in the order written.
  package init(dictionaryLiteral elements: (String, SnackbarJSONValue)...) {
    for (key, value) in elements { self[key] = value }
  }

  /// The value of `key`; setting a new key appends it, setting nil removes it.
  package subscript(key: String) -> SnackbarJSONValue? {
    get { byKey[key] }
    set {
      if let newValue {
        if byKey.updateValue(newValue, forKey: key) == nil { keys.append(key) }
      } else {
        removeValue(forKey: key)
      }
    }
  }

  /// Removes `key`, returning its value.
  @discardableResult
  package mutating func removeValue(forKey key: String) -> SnackbarJSONValue? {
    guard let value = byKey.removeValue(forKey: key) else { return nil }
    keys.removeAll { $0 == key }
    return value
  }

  /// The values in order.
  package var values: [SnackbarJSONValue] { keys.compactMap { byKey[$0] } }
  /// Whether it has no members.
  package var isEmpty: Bool { keys.isEmpty }
  /// How many members it has.
  package var count: Int { keys.count }

  /// The members in order.
  package func makeIterator() -> some IteratorProtocol<(key: String, value: SnackbarJSONValue)> {
    keys.lazy.compactMap { key in byKey[key].map { (key: key, value: $0) } }.makeIterator()
  }

  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.byKey == rhs.byKey }

  package func hash(into hasher: inout Hasher) { hasher.combine(byKey) }
}
