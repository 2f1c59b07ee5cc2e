/// Turns a format with substitutions (`%#@files@ moved`, as `.stringsdict` and Xcode's
/// `substitutions` write them) into one unit per plural form, so each form is its own variant.
enum PluralExpansion {
  typealias Form = (category: StringCatalogPluralCategory, unit: StringCatalogUnit)

  /// Each unit whose value names substitutions, replaced by one unit per substitution and
  /// category, with every other substitution at its `other` form (or its first). A value naming
  /// one substitution gives plain plural variants (`plural-one`); several give named ones
  /// (`files-one`, `folders-few`). Units naming none are kept as they are.
  static func expand(
    _ units: [(StringCatalogVariant, StringCatalogUnit)], substitutions: [(name: String, forms: [Form])]
  ) -> [(StringCatalogVariant, StringCatalogUnit)] {
    var result: [(StringCatalogVariant, StringCatalogUnit)] = []
    for (variant, unit) in units {
      let named = substitutions.filter { unit.value.contains("%#@\($0.name)@") && !$0.forms.isEmpty }
      guard !named.isEmpty else {
        result.append((variant, unit))
        continue
      }
      for substitution in named {
        for form in substitution.forms {
          var value = unit.value.replacing("%#@\(substitution.name)@", with: form.unit.value)
          for other in named where other.name != substitution.name {
            let fallback = other.forms.first { $0.category == .other } ?? other.forms[0]
            value = value.replacing("%#@\(other.name)@", with: fallback.unit.value)
          }
          let state = form.unit.state == .translated ? unit.state : form.unit.state
          let next = StringCatalogVariant(
            device: variant.device, plural: form.category, substitution: named.count > 1 ? substitution.name : nil)
          // The count is the argument the substitution names (Xcode's `argNum`), else the one
          // its token stands for among the format's arguments, which the form takes over.
          let argument =
            form.unit.pluralArgument
            ?? StringPlaceholders.argumentPosition(ofSubstitution: substitution.name, in: unit.value)
          result.append(
            (
              next,
              StringCatalogUnit(
                value: value, state: state, location: form.unit.location, pluralArgument: argument)
            ))
        }
      }
    }
    return result
  }
}
