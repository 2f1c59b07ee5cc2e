import SnackbarCatalog
import Testing

@Suite struct StringPlaceholdersTests {
  @Test func splitsTextAndPlaceholdersWithPercentPercentAsText() {
    #expect(
      StringPlaceholders.tokens(in: "Moved %1$@ to %2$@ (100%%)") == [
        .text("Moved "),
        .placeholder(StringPlaceholder(spelling: "%1$@", kind: .object, position: 1)),
        .text(" to "),
        .placeholder(StringPlaceholder(spelling: "%2$@", kind: .object, position: 2)),
        .text(" (100%)"),
      ])
    #expect(StringPlaceholders.tokens(in: "50%") == [.text("50%")])
    #expect(StringPlaceholders.tokens(in: "{ not a name }") == [.text("{ not a name }")])
  }

  @Test func readsEachKindAndLength() {
    let found = StringPlaceholders.placeholders(
      in: "%@ %d %i %u %f %.1f %lld %ld %qd %1$s %c %p %#@files@ {name} %x")
    #expect(
      found.map(\.type) == [
        "object", "signed integer", "signed integer", "unsigned integer", "floating-point number",
        "floating-point number", "ll signed integer", "l signed integer", "ll signed integer", "C string", "character",
        "pointer", "substitution", "named", "unsigned integer",
      ])
    #expect(found[5].precision == 1)
    #expect(found[9].position == 1)
    #expect(found[12].name == "files")
    #expect(found[13].name == "name")
  }

  @Test func theSameArgumentsInAnyPositionalOrderMatch() {
    #expect(StringPlaceholders.differences(source: "%@ moved %d files", translation: "%2$d Dateien von %1$@").isEmpty)
    #expect(StringPlaceholders.differences(source: "{name} left", translation: "{name} est parti").isEmpty)
    #expect(StringPlaceholders.differences(source: "%d", translation: "%i").isEmpty)
  }

  @Test func reportsCountOrderTypeAndNames() {
    #expect(
      StringPlaceholders.differences(source: "%@ deleted", translation: "Gelöscht") == [
        .count(source: 1, translation: 0)
      ])
    #expect(
      StringPlaceholders.differences(source: "%@ moved %d", translation: "%d verschoben von %@") == [
        .order(source: ["%@", "%d"], translation: ["%d", "%@"])
      ])
    #expect(
      StringPlaceholders.differences(source: "%@ has %d", translation: "%@ hat %@") == [
        .type(argument: 2, source: "%d", translation: "%@")
      ])
    #expect(
      StringPlaceholders.differences(source: "%d files", translation: "%lld Dateien") == [
        .type(argument: 1, source: "%d", translation: "%lld")
      ])
    #expect(
      StringPlaceholders.differences(source: "{name} left", translation: "{nom} est parti") == [
        .names(missing: ["{name}"], extra: ["{nom}"])
      ])
    #expect(
      StringPlaceholderDifference.type(argument: 2, source: "%d", translation: "%@").description
        == #"argument 2 is "%d" in the source and "%@" in the translation"#)
  }

  @Test func fillsFromSamplesByNamePositionAndSpellingElseTypedDefaults() throws {
    let filler = try StringPlaceholderFiller(arguments: ["name=Kim", "2=Berlin", "%d=7"])
    #expect(filler.fill("{name} moved to %1$@ and %2$@") == "Kim moved to Alex and Berlin")
    #expect(try StringPlaceholderFiller(arguments: ["%d=7"]).fill("%d files, %u left") == "7 files, 5 left")
    #expect(StringPlaceholderFiller().fill("%lld file", plural: .one) == "1 file")
    #expect(StringPlaceholderFiller().fill("%.2f MB of %@ (100%%)") == "2.55 MB of Alex (100%)")
    #expect(throws: StringCatalogError.self) { try StringPlaceholderFiller(arguments: ["=x"]) }
    #expect(throws: StringCatalogError.self) { try StringPlaceholderFiller(arguments: ["plain"]) }
  }
}
