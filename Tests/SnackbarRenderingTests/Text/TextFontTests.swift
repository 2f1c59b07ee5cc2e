import Testing

@testable import SnackbarRendering

/// The family list handed to Pango: the requested families, then every fallback not already
/// requested (compared without case), so every script renders and nothing is listed twice.
@Suite struct TextFontTests {
  @Test func theDefaultFamilyListsRobotoOnceThenTheFallbacks() {
    let list = TextFont(pointSize: 14).familyList
    #expect(list == FontEnvironment.fallbackFamilyList)
    #expect(list.hasPrefix("Roboto, Noto Sans Arabic"))
    #expect(list == TextFont.familyList(for: FontEnvironment.systemFamily))
  }

  @Test func requestedFamiliesComeFirstAndAreNotRepeated() {
    let font = TextFont(family: " Noto Sans Thai ,roboto, ,Custom Face", pointSize: 14)
    let expected =
      ["Noto Sans Thai", "roboto", "Custom Face"]
      + FontEnvironment.fallbackFamilies.filter { $0 != "Roboto" && $0 != "Noto Sans Thai" }
    #expect(font.familyList == expected.joined(separator: ", "))
  }
}
