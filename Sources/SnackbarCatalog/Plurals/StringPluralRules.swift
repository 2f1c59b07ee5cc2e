import Foundation

/// CLDR's cardinal plural rules as far as a catalog's images need them: which integers select
/// each category of a language.
///
/// The data is CLDR's own integer samples (`StringPluralRules+CLDR.swift`, generated from ICU 72's
/// rules, CLDR 42, in Debian's libicu72 by `scripts/generate-plural-rules`, never typed by hand). Samples are enough
/// for the three questions asked: whether a category selects exactly one number (English `one`
/// is 1 alone, so "one post" may leave the number out; Russian `one` is 1, 21, 31…, so it may
/// not), which categories a language needs for integers, and a number that selects a category.
package enum StringPluralRules {
  /// The integers CLDR lists for one category of one language.
  package struct Samples: Sendable, Hashable {
    /// The listed integers, as ranges in CLDR's order.
    package let ranges: [ClosedRange<Int>]
    /// Whether more integers select the category than are listed (CLDR's `…`).
    package let isOpen: Bool

    /// The samples `ranges`, followed by more when `isOpen`.
    package init(_ ranges: [ClosedRange<Int>], isOpen: Bool) {
      self.ranges = ranges
      self.isOpen = isOpen
    }

    /// The one integer the category selects, when it selects exactly one (English `one`: 1;
    /// Arabic `two`: 2); nil when it selects several (French `one`: 0 and 1) or infinitely many.
    package var onlyNumber: Int? {
      guard !isOpen, ranges.count == 1, let range = ranges.first, range.count == 1 else { return nil }
      return range.lowerBound
    }

    /// Whether `number` is among the listed integers.
    package func lists(_ number: Int) -> Bool { ranges.contains { $0.contains(number) } }

    /// The first listed integer.
    package var first: Int? { ranges.first?.lowerBound }
  }

  /// The categories integers select in `locale` (a BCP 47 tag such as `pt-PT`, `zh-Hans` or an
  /// `.lproj` name such as `pt_BR`), with their samples: the tag's own rules when CLDR has them
  /// (`pt-PT`), else its language's (`pt`), else CLDR's root (`other` for every number).
  package static func categories(for locale: String) -> [StringCatalogPluralCategory: Samples] {
    let tag = locale.replacingOccurrences(of: "_", with: "-").lowercased()
    if let rules = table[tag] { return rules }
    if let language = tag.split(separator: "-").first, let rules = table[String(language)] { return rules }
    return table["root"] ?? [.other: Samples([0...15], isOpen: true)]
  }

  /// The one integer `category` selects in `locale`, when it selects exactly one (see
  /// ``Samples/onlyNumber``); nil otherwise, and for a category the language does not use.
  package static func onlyNumber(of category: StringCatalogPluralCategory, in locale: String) -> Int? {
    categories(for: locale)[category]?.onlyNumber
  }

  /// An integer that selects `category` in `locale`: the one English catalogs are drawn with
  /// (0, 1, 2, 3, 11, 5) when CLDR lists it for the category, else the category's first sample;
  /// nil when no integer selects it (Russian `other`, which only fractions select).
  package static func number(selecting category: StringCatalogPluralCategory, in locale: String) -> Int? {
    guard let samples = categories(for: locale)[category] else { return nil }
    if let usual = StringPlaceholderFiller.englishNumbers[category], samples.lists(usual) { return usual }
    return samples.first
  }

  /// The generated table, parsed once: locale (lowercased) to categories.
  static let table: [String: [StringCatalogPluralCategory: Samples]] = parse(integerSampleTable)

  /// Parses lines of `locale: category samples; category samples`, samples in CLDR's notation
  /// (`0, 2~16, 100, …`). The table is generated, so a line it cannot read is left out.
  static func parse(_ text: String) -> [String: [StringCatalogPluralCategory: Samples]] {
    var result: [String: [StringCatalogPluralCategory: Samples]] = [:]
    for line in text.split(separator: "\n") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let locale = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      var categories: [StringCatalogPluralCategory: Samples] = [:]
      for part in line[line.index(after: colon)...].split(separator: ";") {
        let words = part.trimmingCharacters(in: .whitespaces)
        guard let space = words.firstIndex(of: " "),
          let category = StringCatalogPluralCategory(rawValue: String(words[..<space]))
        else { continue }
        var ranges: [ClosedRange<Int>] = []
        var isOpen = false
        for item in words[words.index(after: space)...].split(separator: ",") {
          let sample = item.trimmingCharacters(in: .whitespaces)
          if sample == "…" {
            isOpen = true
            continue
          }
          let bounds = sample.split(separator: "~").compactMap { Int($0) }
          guard let low = bounds.first, let high = bounds.last, low <= high else { continue }
          ranges.append(low...high)
        }
        if !ranges.isEmpty { categories[category] = Samples(ranges, isOpen: isOpen) }
      }
      result[locale] = categories
    }
    return result
  }
}
