import SnackbarCatalog
import Testing

@Suite struct StringCatalogSelectionTests {
  let keys: [StringCatalogKey] = [
    "archive.done", "archive.done.action", "photos.deleted", "photos.deleted.action", "retry", "settings.title",
  ]

  @Test func aSuffixPairsActionsWithMessagesAndActionsAreNeverMessages() throws {
    let selection = try StringCatalogSelection(pairing: .suffix(".action"))
    #expect(
      try selection.select(from: keys) == [
        .init(message: "archive.done", action: "archive.done.action"),
        .init(message: "photos.deleted", action: "photos.deleted.action"),
        .init(message: "retry", action: nil),
        .init(message: "settings.title", action: nil),
      ])
  }

  @Test func theKeysPatternFiltersMessages() throws {
    let selection = try StringCatalogSelection(keys: "^(archive|photos)\\.", pairing: .suffix(".action"))
    #expect(try selection.select(from: keys).map(\.message) == ["archive.done", "photos.deleted"])
    #expect(throws: StringCatalogError.self) { try StringCatalogSelection(keys: "(unclosed") }
    #expect(throws: StringCatalogError.self) { try StringCatalogSelection(pairing: .suffix("")) }
  }

  @Test func aPairsFileIsReadStrictlyAndItsActionsAreNeverMessages() throws {
    let fixture = try CatalogFixture()
    let path = try fixture.write(
      #"{ "archive.done": "retry", "photos.deleted": "archive.done.action" }"#, to: "pairs.json")
    let selection = try StringCatalogSelection(pairing: try StringCatalogSelection.readPairs(path))
    #expect(
      try selection.select(from: keys) == [
        .init(message: "archive.done", action: "retry"),
        .init(message: "photos.deleted", action: "archive.done.action"),
        .init(message: "photos.deleted.action", action: nil),
        .init(message: "settings.title", action: nil),
      ])
  }

  @Test func aBadPairsFileNamesTheLineAndColumn() throws {
    let fixture = try CatalogFixture()
    let repeated = try fixture.write("{\n  \"a\": \"b\",\n  \"a\": \"c\"\n}", to: "repeated.json")
    let error = #expect(throws: StringCatalogError.self) { try StringCatalogSelection.readPairs(repeated) }
    #expect(error.map { ($0.line, $0.column) } ?? (0, 0) == (3, 3))
    let number = try fixture.write("{\n  \"a\": 2\n}", to: "number.json")
    let numberError = #expect(throws: StringCatalogError.self) { try StringCatalogSelection.readPairs(number) }
    #expect(numberError.map { ($0.line, $0.column) } ?? (0, 0) == (2, 8))
    let missing = try fixture.write("{\n  \"retry\": \"nope\"\n}", to: "missing.json")
    let selection = try StringCatalogSelection(pairing: try StringCatalogSelection.readPairs(missing))
    let missingError = #expect(throws: StringCatalogError.self) { try selection.select(from: keys) }
    #expect(missingError.map { ($0.line, $0.column) } ?? (0, 0) == (2, 12))
  }

  /// A message's action is the key of that name in the message's own table, and `--keys`
  /// matches names, not tables: a table's action never goes to another table's message.
  @Test func actionsArePairedWithinTheMessagesTable() throws {
    let keys: [StringCatalogKey] = [
      StringCatalogKey("deleted", table: "App/Localizable"),
      StringCatalogKey("deleted.action", table: "App/Localizable"),
      StringCatalogKey("deleted", table: "Widget/Localizable"), StringCatalogKey("retry", table: "Widget/Localizable"),
    ]
    let suffix = try StringCatalogSelection(keys: "^del", pairing: .suffix(".action"))
    #expect(
      try suffix.select(from: keys) == [
        .init(message: keys[0], action: keys[1]), .init(message: keys[2], action: nil),
      ])
    let fixture = try CatalogFixture()
    let path = try fixture.write(#"{"deleted": "retry"}"#, to: "pairs.json")
    let pairs = try StringCatalogSelection(pairing: try StringCatalogSelection.readPairs(path))
    #expect(
      try pairs.select(from: keys) == [
        .init(message: keys[0], action: nil), .init(message: keys[1], action: nil),
        .init(message: keys[2], action: keys[3]),
      ])
  }
}
