import Foundation

/// Reads any JSON document as a ``SnackbarJSONValue`` tree: how ``SnackbarLayout/jsonValue`` turns
/// the layout's Codable form into the canonical text without a second list of fields.
extension SnackbarJSONValue: Decodable {
  /// The string `JSONEncoder` is told to write for NaN and infinities; it reads back as a
  /// non-finite number, which prints `null`.
  package static let nonFiniteMarker = "\u{1}non-finite"

  package init(from decoder: any Decoder) throws {
    if let object = try? decoder.container(keyedBy: AnyKey.self) {
      var members: [String: SnackbarJSONValue] = [:]
      for key in object.allKeys { members[key.stringValue] = try object.decode(SnackbarJSONValue.self, forKey: key) }
      self = .object(members)
    } else if var array = try? decoder.unkeyedContainer() {
      var elements: [SnackbarJSONValue] = []
      while !array.isAtEnd { elements.append(try array.decode(SnackbarJSONValue.self)) }
      self = .array(elements)
    } else {
      self = try Self.scalar(from: decoder.singleValueContainer())
    }
  }

  /// Booleans first: JSONDecoder refuses to read a number as a Bool and a Bool as a number.
  private static func scalar(from value: any SingleValueDecodingContainer) throws -> SnackbarJSONValue {
    if value.decodeNil() { return .null }
    if let bool = try? value.decode(Bool.self) { return .bool(bool) }
    if let number = try? value.decode(Double.self) { return .number(number) }
    let string = try value.decode(String.self)
    return string == nonFiniteMarker ? .number(.nan) : .string(string)
  }

  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
