import Foundation
import Testing

@testable import SnackbarCatalog

/// CLDR's plural categories as the matrix asks them: which select exactly one number, and a
/// number that selects each.
@Suite struct PluralRulesTests {
  /// icu-devtools; the library is found by the script in Debian's multiarch folder of any machine.
  static let tools = ["/usr/bin/derb", "/usr/sbin/icupkg"]
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The table is CLDR's, not typed: regenerating it from the installed package changes nothing.
  @Test(
    .enabled(
      if: tools.allSatisfy(FileManager.default.fileExists(atPath:)),
      "needs Debian's icu-devtools and libicu72 (scripts/bootstrap installs them)"))
  func theTableIsWhatTheInstalledCLDRGives() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", Self.packageRoot.appendingPathComponent("scripts/generate-plural-rules").path, "--check",
    ]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "run scripts/generate-plural-rules and commit its output")
  }

  @Test func categoriesThatSelectOneNumberAreKnown() {
    #expect(StringPluralRules.onlyNumber(of: .one, in: "en") == 1)
    #expect(StringPluralRules.onlyNumber(of: .other, in: "en") == nil)
    // Arabic's dual and zero, Hebrew's dual, Basque's one: each one number.
    #expect(StringPluralRules.onlyNumber(of: .zero, in: "ar") == 0)
    #expect(StringPluralRules.onlyNumber(of: .two, in: "ar") == 2)
    #expect(StringPluralRules.onlyNumber(of: .two, in: "he") == 2)
    // CLDR 42, as the platforms have it: Hebrew has no `many` (CLDR 41 had one for 20, 30, …),
    // Maltese has a dual.
    #expect(StringPluralRules.categories(for: "he").keys.sorted { $0.rawValue < $1.rawValue } == [.one, .other, .two])
    #expect(StringPluralRules.onlyNumber(of: .two, in: "mt") == 2)
    #expect(StringPluralRules.onlyNumber(of: .one, in: "eu") == 1)
    // Russian one is 1, 21, 31…; French one is 0 and 1: the number may not be left out.
    #expect(StringPluralRules.onlyNumber(of: .one, in: "ru") == nil)
    #expect(StringPluralRules.onlyNumber(of: .one, in: "fr") == nil)
    // A region with rules of its own, a script subtag and an .lproj name.
    #expect(StringPluralRules.onlyNumber(of: .one, in: "pt-PT") == 1)
    #expect(StringPluralRules.onlyNumber(of: .one, in: "pt_BR") == nil)
    #expect(StringPluralRules.categories(for: "zh-Hans").keys.sorted { $0.rawValue < $1.rawValue } == [.other])
    #expect(StringPluralRules.categories(for: "xx-unknown").keys.sorted { $0.rawValue < $1.rawValue } == [.other])
  }

  @Test func aNumberSelectingEachCategory() {
    #expect(StringPluralRules.number(selecting: .one, in: "en") == 1)
    #expect(StringPluralRules.number(selecting: .other, in: "en") == 5)
    #expect(StringPluralRules.number(selecting: .few, in: "ru") == 3)
    #expect(StringPluralRules.number(selecting: .many, in: "ru") == 11)
    #expect(StringPluralRules.number(selecting: .many, in: "fr") == 1_000_000)
    #expect(StringPluralRules.number(selecting: .many, in: "ar") == 11)
    #expect(StringPluralRules.number(selecting: .few, in: "ar") == 3)
    #expect(StringPluralRules.number(selecting: .other, in: "ar") == 100)
    #expect(StringPluralRules.number(selecting: .other, in: "ru") == nil, "only fractions select it")
    #expect(StringPluralRules.number(selecting: .two, in: "en") == nil)
  }

  @Test func theTableIsReadWhole() {
    #expect(StringPluralRules.table.count > 200)
    let arabic = StringPluralRules.categories(for: "ar")
    #expect(arabic.count == 6)
    #expect(arabic[.few] == StringPluralRules.Samples([3...10, 103...110, 1003...1003], isOpen: true))
  }
}
