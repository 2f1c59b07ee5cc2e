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

  @Test func positionsWithLeadingZerosNameTheArgumentsTheFormattersTakeThemFor() {
    // Foundation reads the zeros as the 0 flag and Java's Formatter with Integer.parseInt, so
    // %00002$@ is argument 2 on both; read as text, it made "%d" match "%1$d %00002$@".
    #expect(
      StringPlaceholders.differences(source: "%d", translation: "%1$d %00002$@") == [.count(source: 1, translation: 2)])
    #expect(StringPlaceholders.placeholders(in: "%00002$@ %0001$#@files@").map(\.position) == [2, 1])
    #expect(StringPlaceholders.differences(source: "%@ moved %d", translation: "%00002$d von %001$@").isEmpty)
    #expect(StringPlaceholders.differences(source: "%1$@ %2$d", translation: "%1$@ %2$d").isEmpty)
    #expect(StringPlaceholders.differences(source: "%@ %d", translation: "%2$d %1$@").isEmpty)
    let zeros = "%" + String(repeating: "0", count: 500) + "1$@"
    #expect(StringPlaceholders.placeholders(in: zeros).map(\.position) == [1])
  }

  @Test func aZeroOrTooLargePositionIsReportedNotReadAsText() {
    #expect(
      StringPlaceholders.differences(source: "%@", translation: "%10000$@") == [
        .position(spelling: "%10000$@", problem: .tooLarge), .count(source: 1, translation: 0),
      ])
    #expect(
      StringPlaceholders.differences(source: "%@", translation: "%0$@") == [
        .position(spelling: "%0$@", problem: .zero), .count(source: 1, translation: 0),
      ])
    #expect(
      StringPlaceholders.differences(source: "%#@files@", translation: "%0$#@files@") == [
        .position(spelling: "%0$#@files@", problem: .zero), .count(source: 1, translation: 0),
      ])
    // 127 is the last position Foundation's formatter reads; digits past any integer's are read
    // without overflow.
    #expect(StringPlaceholders.placeholders(in: "%127$@ %128$@").map(\.position) == [127, nil])
    let digits = "%" + String(repeating: "9", count: 500) + "$d"
    #expect(StringPlaceholders.placeholders(in: digits).map(\.positionProblem) == [.tooLarge])
    #expect(
      StringPlaceholderDifference.position(spelling: "%0$@", problem: .zero).description
        == #""%0$@" takes no argument: positions count from 1"#)
    #expect(
      StringPlaceholderDifference.position(spelling: "%128$@", problem: .tooLarge).description
        == #""%128$@" takes no argument: a position above 127, the most Foundation's formatter reads"#)
  }

  @Test func aWidthOfAnyLengthStillMakesAPlaceholder() {
    #expect(
      StringPlaceholders.differences(source: "%d", translation: "%d %10000d") == [.count(source: 1, translation: 2)])
    #expect(StringPlaceholders.placeholders(in: "%.100000f").map(\.precision) == [100_000])
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
