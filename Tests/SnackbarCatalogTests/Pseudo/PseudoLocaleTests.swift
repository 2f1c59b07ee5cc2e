import SnackbarCatalog
import Testing

@Suite struct PseudoLocaleTests {
  @Test func accentedFollowsAapt2() {
    // aapt2: "Settings" is 8 characters and one word, so half of 8 in whole expansion words.
    #expect(PseudoLocale.accented.apply(to: "Settings") == "[Šéţţîñĝš one two]")
    #expect(PseudoLocale.accented.apply(to: "Undo") == "[Ûñðö one]")
    #expect(PseudoLocale.accented.apply(to: "%d files moved") == "[»%d« ƒîļéš ḿöVéð one two]")
    #expect(PseudoLocale.accented.apply(to: "") == "[]")
  }

  @Test func accentedExpansionRepeatsTheWordsForLongText() {
    let long = String(repeating: "a", count: 300)
    let expanded = PseudoLocale.accented.apply(to: long)
    #expect(expanded.count >= 300 + 150)
    #expect(expanded.hasSuffix("]"))
  }

  @Test func bidiWrapsEachWordAndPlaceholderInOverrides() {
    let open = "\u{200F}\u{202E}"
    let close = "\u{202C}\u{200F}"
    #expect(PseudoLocale.bidi.apply(to: "Undo") == open + "Undo" + close)
    #expect(PseudoLocale.bidi.apply(to: "Hi %@") == open + "Hi" + close + " " + open + "%@" + close)
    #expect(PseudoLocale.bidi.isRightToLeft)
    #expect(!PseudoLocale.accented.isRightToLeft)
  }

  @Test func doubleRepeatsTheTextButNotThePlaceholders() {
    #expect(PseudoLocale.double.apply(to: "Undo") == "Undo Undo")
    #expect(PseudoLocale.double.apply(to: "%d files moved") == "%d files moved files moved")
  }

  @Test(arguments: PseudoLocale.allCases)
  func everyPseudoLocaleKeepsThePlaceholders(_ locale: PseudoLocale) {
    for source in ["%1$@ moved %2$lld files (100%%)", "{name} left", "%#@files@ deleted", "Saved 50% of %@"] {
      let pseudo = locale.apply(to: source)
      #expect(StringPlaceholders.differences(source: source, translation: pseudo).isEmpty, "\(pseudo)")
      #expect(StringPlaceholders.placeholders(in: pseudo) == StringPlaceholders.placeholders(in: source))
    }
    #expect(PseudoLocale(name: locale.rawValue) == locale)
  }
}
