import SnackbarAudit
import SnackbarBasics
import SnackbarCatalog
import SnackbarFiles
import SnackbarFlow
import SnackbarJSON
import SnackbarLayout
import SnackbarRendering

/// Every image of a matrix, made one key at a time as the pool asks for them, so memory stays
/// flat in the number of images: key × locale × catalog variant × theme × device × content size
/// (× direction with `--directions`).
///
/// A valid catalog never fails the run: what no app shows is not drawn, and the run's summary
/// says so (``notes()``). A stale key (the code no longer uses it) is left out unless
/// `--include-stale`; a text that is empty (Xcode's `Text("")` key `""`, an empty source value)
/// is no snackbar. An empty translation of a text that has one is drawn as a missing one is.
struct MatrixPlan {
  let catalog: StringCatalog
  /// The snackbars of this shard, sorted by message key.
  let pairs: [StringCatalogSelection.Pair]
  /// The stale message keys of this shard left out (none with `--include-stale`).
  let staleKeys: [StringCatalogKey]
  /// Each message key's folder, over every shard's keys.
  let folders: [StringCatalogKey: String]
  /// The catalog locales, then the pseudo-locales.
  let locales: [String]
  let options: MatrixOptions
  let output: BytePath

  init(catalog: StringCatalog, options: MatrixOptions) throws(CLIError) {
    let all: [StringCatalogSelection.Pair]
    do {
      all = try options.selection.select(from: catalog.keys)
    } catch {
      throw .usage(EchoedText.escaped(error.description))
    }
    self.catalog = catalog
    var drawn = all
    if !options.includeStale {
      // A stale action key is one the app no longer shows either: the message is drawn without it.
      drawn = all.filter { catalog[$0.message]?.isStale != true }.map { pair in
        let action = pair.action.flatMap { catalog[$0]?.isStale == true ? nil : $0 }
        return StringCatalogSelection.Pair(message: pair.message, action: action)
      }
    }
    folders = MatrixPathNames.folders(for: drawn.map(\.message))
    pairs = drawn.filter { options.shard.contains($0.message.name) }
    staleKeys =
      options.includeStale
      ? [] : all.map(\.message).filter { catalog[$0]?.isStale == true && options.shard.contains($0.name) }
    let pseudo = options.pseudoLocales.map(\.rawValue)
    locales = (options.locales ?? catalog.locales).filter { !pseudo.contains($0) } + pseudo
    self.options = options
    output = options.output
  }

  /// The images, key by key.
  var images: some Sequence<MatrixImage> {
    var groups = 0
    return pairs.lazy.compactMap { pair -> [MatrixImage]? in
      let images = self.images(of: pair, group: groups)
      guard images.contains(where: { !$0.isReference }) else { return nil }
      groups += 1
      return images.map { image in
        var image = image
        image.groupSize = images.count
        return image
      }
    }.joined()
  }

  /// How many images are drawn, for the progress line (references are not): the images
  /// ``images`` makes, counted from the same choice of texts and the axes, without making one
  /// (no arguments, paths or filled texts; a test checks that the two agree on many plans).
  /// - Throws: ``CLIError/usage(_:)`` when the count does not fit an `Int`.
  func count() throws(CLIError) -> Int {
    let axes = options.axes
    var total = 0
    for pair in pairs {
      for text in texts(of: pair) where !text.isReference {
        let devices = axes.devices.count { Self.shows(text.variant, on: $0, among: text.deviceClasses) }
        var images = 1
        for factor in [axes.themes.count, devices, axes.contentSizes.count, axes.directions?.count ?? 1] {
          images = try Self.checked(images.multipliedReportingOverflow(by: factor))
        }
        total = try Self.checked(total.addingReportingOverflow(images))
      }
    }
    return total
  }

  /// What the run leaves out and why, for its summary: the stale keys, and the texts not drawn
  /// because they are empty, with the first few keys of each named as written.
  func notes() -> [String] {
    var notes: [String] = []
    if !staleKeys.isEmpty {
      notes.append(
        "\(staleKeys.count) stale key\(staleKeys.count == 1 ? "" : "s") not drawn (the code no longer uses "
          + "\(staleKeys.count == 1 ? "it" : "them"); --include-stale draws them): \(Self.list(staleKeys))")
    }
    var emptyKeys: [StringCatalogKey] = []
    var emptyTexts = 0
    for pair in pairs {
      var count = 0
      _ = texts(of: pair) { _ in count += 1 }
      guard count > 0 else { continue }
      emptyKeys.append(pair.message)
      emptyTexts += count
    }
    if emptyTexts > 0 {
      notes.append(
        "\(emptyTexts) empty text\(emptyTexts == 1 ? "" : "s") not drawn (an empty string is no snackbar), of "
          + "\(emptyKeys.count) key\(emptyKeys.count == 1 ? "" : "s"): \(Self.list(emptyKeys))")
    }
    return notes
  }

  /// The first five of `keys` as written, escaped, and how many more.
  private static func list(_ keys: [StringCatalogKey]) -> String {
    let shown = keys.prefix(5).map(MatrixImage.describe).joined(separator: ", ")
    return keys.count > 5 ? shown + " and \(keys.count - 5) more" : shown
  }

  private static func checked(_ result: (partialValue: Int, overflow: Bool)) throws(CLIError) -> Int {
    guard !result.overflow else { throw .usage("the matrix has more images than can be counted") }
    return result.partialValue
  }

  /// The images of one snackbar.
  func images(of pair: StringCatalogSelection.Pair, group: Int) -> [MatrixImage] {
    var result: [MatrixImage] = []
    let string = catalog[pair.message]
    for text in texts(of: pair) {
      let fallbackRules =
        string.map {
          Self.rulesLocale(of: $0, locale: text.locale, hasOwnForms: false, source: catalog.sourceLanguage)
        } ?? catalog.sourceLanguage
      let message = filled(
        text.message, locale: text.locale, variant: text.variant, element: .message, fallbackRules: fallbackRules)
      var findings = message.findings
      if let string {
        findings += missingPluralFindings(text, string: string, element: .message)
      }
      var action: String?
      if let source = text.action {
        let resolved = filled(
          source, locale: text.locale, variant: text.variant, element: .action, fallbackRules: fallbackRules)
        action = resolved.text
        findings += resolved.findings
      }
      // The source language's text shown in another locale is judged as what it is.
      var shownLanguage: String?
      if case .untranslated = text.message { shownLanguage = catalog.sourceLanguage }
      var images = axisImages(
        key: pair.message, locale: text.locale, shownLanguage: shownLanguage, pseudo: text.pseudo,
        variant: text.variant, text: message.text,
        action: action, findings: findings + text.findings, group: group, deviceClasses: text.deviceClasses,
        isReference: text.isReference, markdown: options.markdown ?? text.message.unit.isFromXCStrings)
      // The unit each text is drawn from: the locale's own, or the one it falls back to.
      for index in images.indices {
        images[index].location = text.message.unit.location
        images[index].actionLocation = text.action?.unit.location
      }
      result += images
    }
    return result
  }

  /// One locale and catalog variant of a snackbar that has images, and where its texts come from:
  /// decided without filling any text in, so that ``count()`` and ``images(of:group:)`` decide alike.
  private struct VariantTexts {
    let locale: String
    let pseudo: PseudoLocale?
    let variant: StringCatalogVariant
    let deviceClasses: Set<String>
    let isReference: Bool
    let message: TextSource
    /// Nil when the snackbar has no action (or its action key is not in the catalog).
    let action: TextSource?
    /// What the units' states say: an empty translation, one that needs review.
    let findings: [SnackbarJSONValue]
  }

  /// Where the text of a string in one locale under one variant comes from.
  private enum TextSource {
    /// A pseudo-locale's transformation of the source language's unit.
    case pseudo(PseudoLocale, StringCatalogUnit)
    /// The locale's own unit, and the source language's to compare its placeholders with.
    case translated(StringCatalogUnit, source: StringCatalogUnit?)
    /// The source language's unit, with an `l10n.missing` finding when `missing`.
    case untranslated(StringCatalogUnit, missing: Bool)

    /// The unit the text is made from.
    var unit: StringCatalogUnit {
      switch self {
      case .pseudo(_, let unit), .translated(let unit, _), .untranslated(let unit, _): return unit
      }
    }
  }

  /// Whether a text is drawn, and if not, why.
  private enum TextChoice {
    /// Drawn from `source`, with the findings of its unit's state.
    case drawn(TextSource, findings: [SnackbarJSONValue])
    /// Not drawn by choice (`--missing skip`), or no locale has the text.
    case skipped
    /// Not drawn: the text is empty, and an empty string is no snackbar.
    case empty

    var isEmpty: Bool {
      if case .empty = self { return true }
      return false
    }
  }

  /// The locales and variants of `pair` that have images, references last; `empty` hears of each
  /// (not a reference's) left out for an empty text.
  private func texts(of pair: StringCatalogSelection.Pair, empty: ((String) -> Void)? = nil) -> [VariantTexts] {
    guard let string = catalog[pair.message] else { return [] }
    let source = catalog.sourceLanguage
    let actionString = pair.action.flatMap { catalog[$0] }
    var result: [VariantTexts] = []
    // `l10n.expansion` compares each translation with the source language's image of the same
    // variant; when `--locales` leaves the source language out, its images are still laid out,
    // as references that are never written.
    let references = locales.contains(source) ? [] : [source]
    for locale in locales + references {
      let pseudo = options.pseudoLocales.first { $0.rawValue == locale }
      let own = pseudo == nil ? string.localizations[locale] : nil
      let variants = (own?.units.isEmpty == false ? own?.variants : nil) ?? string.localizations[source]?.variants ?? []
      let deviceClasses = Set(variants.compactMap(\.device))
      let rules = Self.rulesLocale(of: string, locale: locale, hasOwnForms: own?.units.isEmpty == false, source: source)
      for variant in variants where Self.isShown(variant, in: rules, by: string.pluralSelection) {
        var choices = [textSource(of: string, locale: locale, pseudo: pseudo, variant: variant, element: .message)]
        if let actionString {
          choices.append(
            textSource(of: actionString, locale: locale, pseudo: pseudo, variant: variant, element: .action))
        }
        var sources: [TextSource] = []
        var findings: [SnackbarJSONValue] = []
        for choice in choices {
          guard case .drawn(let source, let stateFindings) = choice else { break }
          sources.append(source)
          findings += stateFindings
        }
        guard sources.count == choices.count else {
          if choices.contains(where: \.isEmpty), !references.contains(locale) {
            empty?(locale)
          }
          continue
        }
        result.append(
          VariantTexts(
            locale: locale, pseudo: pseudo, variant: variant, deviceClasses: deviceClasses,
            isReference: references.contains(locale), message: sources[0], action: sources.dropFirst().first,
            findings: findings))
      }
    }
    return result
  }

  /// Where the text of `string` (the snackbar's `element`) in `locale` under `variant` comes from,
  /// or why it is not drawn. An empty translation is no translation: where the source has a text,
  /// the image shows it, as for a missing one, with a finding that says the value is empty.
  private func textSource(
    of string: StringCatalogString, locale: String, pseudo: PseudoLocale?, variant: StringCatalogVariant,
    element: SnackbarAuditElement
  ) -> TextChoice {
    let sourceUnit = string.unit(locale: catalog.sourceLanguage, variant: variant)
    let source = sourceUnit.flatMap { $0.value.isEmpty ? nil : $0 }
    let own = pseudo == nil ? string.unit(locale: locale, variant: variant) : nil
    if let pseudo {
      guard let source else { return sourceUnit == nil ? .skipped : .empty }
      return .drawn(.pseudo(pseudo, source), findings: [])
    }
    if let own, !own.value.isEmpty {
      let review =
        own.state == .needsReview ? [SnackbarLocalizationRules.review(element, locale: locale).jsonValue] : []
      return .drawn(.translated(own, source: locale == catalog.sourceLanguage ? nil : source), findings: review)
    }
    // What the platforms show before the development language: the same language's text.
    for parent in MatrixLocales.parents(of: locale) {
      if let unit = string.unit(locale: parent, variant: variant), !unit.value.isEmpty {
        // The locale's own empty value is still a finding, whatever is shown instead.
        let empty =
          own == nil
          ? [] : [SnackbarLocalizationRules.emptyTranslation(element, locale: locale, sourceLanguage: parent).jsonValue]
        return .drawn(.translated(unit, source: parent == catalog.sourceLanguage ? nil : source), findings: empty)
      }
    }
    guard let source else { return sourceUnit == nil && own == nil ? .skipped : .empty }
    guard string.shouldTranslate else { return .drawn(.untranslated(source, missing: false), findings: []) }
    if options.missing == .skip { return .skipped }
    guard own != nil else { return .drawn(.untranslated(source, missing: true), findings: []) }
    let empty = SnackbarLocalizationRules.emptyTranslation(
      element, locale: locale, sourceLanguage: catalog.sourceLanguage)
    return .drawn(.untranslated(source, missing: false), findings: [empty.jsonValue])
  }

  /// The locale whose plural rules pick the form shown in `locale`: its own, except that on
  /// Apple's platforms a locale drawn with the source language's forms (a pseudo-locale, a
  /// fallback) shows them by the source language's rules. Android always applies the running
  /// locale's rules, to whichever forms it found.
  static func rulesLocale(
    of string: StringCatalogString, locale: String, hasOwnForms: Bool, source: String
  ) -> String {
    // Xcode's `double` is no locale of any platform: its forms go by the source language.
    hasOwnForms || (string.pluralSelection == .android && PseudoLocale(rawValue: locale) != .double) ? locale : source
  }

  /// Whether an app can show `variant` in `locale`: a plural form only when the language's rules
  /// (CLDR) have its category, so no image shows a form no number selects (Chinese `one`). Apple
  /// shows a `zero` form for 0 in any language, and `other` is every language's.
  static func isShown(
    _ variant: StringCatalogVariant, in locale: String, by selection: StringCatalogPluralSelection = .apple
  ) -> Bool {
    guard let plural = variant.plural, plural != .other else { return true }
    if plural == .zero && selection == .apple { return true }
    return StringPluralRules.categories(for: locale)[plural] != nil
  }

  /// The text from `source`, filled, with its `l10n.missing`, `l10n.placeholders` and
  /// `l10n.plurals` findings. Counts are filled with numbers that select the form drawn in the
  /// language whose rules pick it: the locale's for its own text, `fallbackRules` for a fallback
  /// or a pseudo-locale (``rulesLocale(of:locale:hasOwnForms:source:)``: the source language's
  /// on Apple's platforms, the running locale's on Android, `ar-XB` picking by Arabic's rules).
  private func filled(
    _ source: TextSource, locale: String, variant: StringCatalogVariant, element: SnackbarAuditElement,
    fallbackRules: String
  ) -> (text: String, findings: [SnackbarJSONValue]) {
    let sourceLanguage = catalog.sourceLanguage
    func fill(_ unit: StringCatalogUnit, _ value: String, rules: String) -> String {
      options.filler.fill(value, plural: variant.plural, locale: rules, pluralArgument: unit.pluralArgument)
    }
    switch source {
    case .pseudo(let pseudo, let sourceUnit):
      return (fill(sourceUnit, pseudo.apply(to: sourceUnit.value), rules: fallbackRules), [])
    case .translated(let unit, let sourceUnit):
      let findings = sourceUnit.map { placeholderFindings(unit, source: $0, locale: locale, variant: variant, element) }
      return (fill(unit, unit.value, rules: locale), findings ?? [])
    case .untranslated(let sourceUnit, let missing):
      let findings =
        missing
        ? [SnackbarLocalizationRules.missing(element, locale: locale, sourceLanguage: sourceLanguage).jsonValue]
        : []
      return (fill(sourceUnit, sourceUnit.value, rules: fallbackRules), findings)
    }
  }

  /// How a translation's placeholders differ from the source's. A plural form that leaves out
  /// only its own count is how many languages write a form for one number (Arabic's dual
  /// "حلقتان", Hebrew "שני פרקים", English "a post"): no finding when the category selects exactly
  /// that one number in `locale` (CLDR), `l10n.plurals` when it selects several (Russian `one`
  /// is 1, 21, 31…), and `l10n.placeholders` for anything else.
  private func placeholderFindings(
    _ unit: StringCatalogUnit, source: StringCatalogUnit, locale: String, variant: StringCatalogVariant,
    _ element: SnackbarAuditElement
  ) -> [SnackbarJSONValue] {
    let differences = StringPlaceholders.differences(source: source.value, translation: unit.value)
    guard !differences.isEmpty else { return [] }
    let omitted = StringPlaceholders.omittedArguments(source: source.value, translation: unit.value)
    if let plural = variant.plural, let omitted, !omitted.isEmpty,
      omitted.allSatisfy({ $0.isCount && (unit.pluralArgument == nil || unit.pluralArgument == $0.position) })
    {
      let samples = StringPluralRules.categories(for: locale)[plural]
      // A form for exactly one number; Apple shows a `zero` form for 0 in any language.
      if samples?.onlyNumber != nil || (samples == nil && plural == .zero) { return [] }
      return [
        SnackbarLocalizationRules.impliedQuantity(
          element, locale: locale, category: plural.rawValue, numbers: samples.map(Self.describe) ?? "no integer"
        )
        .jsonValue
      ]
    }
    return [
      SnackbarLocalizationRules.placeholders(
        element, differences: differences.map(\.description), canCrash: omitted == nil
      ).jsonValue
    ]
  }

  /// CLDR's samples as a reader reads them: "1, 21, 31, 41, …".
  static func describe(_ samples: StringPluralRules.Samples) -> String {
    let listed = samples.ranges.prefix(4).map {
      $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)–\($0.upperBound)"
    }
    return (listed + (samples.isOpen || samples.ranges.count > 4 ? ["…"] : [])).joined(separator: ", ")
  }

  /// `l10n.plurals` for a translation that has plural forms for its string but not every
  /// category its language needs for integers: made once, on its `other` form (the one the
  /// platforms show instead).
  private func missingPluralFindings(
    _ text: VariantTexts, string: StringCatalogString, element: SnackbarAuditElement
  ) -> [SnackbarJSONValue] {
    guard text.pseudo == nil, text.locale != catalog.sourceLanguage, text.variant.plural == .other,
      case .translated = text.message, let own = string.localizations[text.locale]
    else { return [] }
    let present = Set(
      own.variants.filter { $0.device == text.variant.device && $0.substitution == text.variant.substitution }
        .compactMap(\.plural))
    let needed = StringPluralRules.categories(for: text.locale)
    let missing = StringCatalogPluralCategory.allCases.filter { needed[$0] != nil && !present.contains($0) }
    guard !missing.isEmpty else { return [] }
    let examples = missing.compactMap { category in
      needed[category].map { "\(Self.describe($0)) (\(category.rawValue))" }
    }
    let onlyLarge = missing.allSatisfy { (needed[$0]?.first ?? 0) >= 1000 }
    return [
      SnackbarLocalizationRules.missingCategories(
        element, locale: text.locale, missing: missing.map(\.rawValue), examples: examples.joined(separator: "; "),
        onlyLargeNumbers: onlyLarge
      ).jsonValue
    ]
  }

  /// Whether a string's `variant` is the one `device` (a preset's name) shows, as the app would
  /// pick it: a device variation on the devices of its class (`iphone` on phones, `ipad` on
  /// tablets), `other` on the devices whose class the string has no variation for, and anything
  /// else everywhere. Classes without a preset here (`mac`, `applewatch`, `appletv`, `vision`)
  /// are drawn on every device, so no text of the catalog goes unseen.
  static func shows(_ variant: StringCatalogVariant, on device: String, among deviceClasses: Set<String>) -> Bool {
    guard let variation = variant.device else { return true }
    let deviceClass: String
    switch SnackbarDevice.named(device)?.idiom {
    case .pad?: deviceClass = "ipad"
    case .phone?: deviceClass = "iphone"
    default: return true
    }
    switch variation {
    case "iphone", "ipad": return variation == deviceClass
    case "other": return !deviceClasses.contains(deviceClass)
    default: return true
    }
  }

  /// One image per theme, device, content size and direction.
  private func axisImages(
    key: StringCatalogKey, locale: String, shownLanguage: String? = nil, pseudo: PseudoLocale?,
    variant: StringCatalogVariant, text: String, action: String?, findings: [SnackbarJSONValue], group: Int,
    deviceClasses: Set<String>, isReference: Bool, markdown: Bool
  ) -> [MatrixImage] {
    let axes = options.axes
    let ownDirection = (pseudo?.isRightToLeft ?? MatrixLocales.isRightToLeft(locale)) ? "rtl" : "ltr"
    let language =
      pseudo.map { MatrixLocales.language(of: $0, sourceLanguage: catalog.sourceLanguage) } ?? shownLanguage ?? locale
    var catalogMembers: SnackbarJSONObject = [:]
    if let device = variant.device { catalogMembers["deviceVariation"] = .string(device) }
    if let plural = variant.plural { catalogMembers["plural"] = .string(plural.rawValue) }
    if let substitution = variant.substitution { catalogMembers["substitution"] = .string(substitution) }
    let folder = folders[key] ?? key.name
    var images: [MatrixImage] = []
    let devices = axes.devices.filter { Self.shows(variant, on: $0, among: deviceClasses) }
    for theme in axes.themes {
      for device in devices {
        for size in axes.contentSizes {
          for direction in axes.directions ?? [ownDirection] {
            var members = catalogMembers
            members["theme"] = .string(theme)
            members["device"] = .string(device)
            members["contentSize"] = .string(size)
            var axisName = "\(theme).\(device).\(size)"
            if axes.directions != nil {
              members["direction"] = .string(direction)
              axisName += "." + direction
            }
            let name = MatrixImage.variantName(axisName: axisName, variant)
            let path = "\(locale)/\(folder)/\(name).png"
            var arguments: [CommandLineArgument] = [
              CommandLineArgument("--text=" + text), CommandLineArgument("--theme=" + theme),
              CommandLineArgument("--device=" + device), CommandLineArgument("--content-size=" + size),
              CommandLineArgument("--direction=" + direction), CommandLineArgument("--language=" + language),
              CommandLineArgument(bytes: Array("--output=".utf8) + output.appending(path).bytes),
            ]
            if let action { arguments.append(CommandLineArgument("--action=" + action)) }
            if markdown { arguments.append(CommandLineArgument("--markdown")) }
            arguments += options.screenArguments
            var image = MatrixImage(
              group: group, key: key, locale: locale, direction: direction, axisName: axisName,
              catalogVariant: variant, variant: members, text: text, action: action, path: path,
              findings: findings, arguments: arguments)
            image.isReference = isReference
            image.frame = options.frame
            image.auditOptions = options.gate.configuration.options
            images.append(image)
          }
        }
      }
    }
    return images
  }
}

/// What the matrix needs to know of a locale: its direction and the language its text is shaped as.
enum MatrixLocales {
  /// Languages written right to left (CLDR's character order), by their language subtag.
  private static let rightToLeftLanguages: Set<String> = [
    "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "mzn", "pnb", "ps", "sd", "syr", "ug", "ur", "yi",
  ]
  /// Scripts written right to left, for tags such as `pa-Arab` or `az-Arab`.
  private static let rightToLeftScripts: Set<String> = ["arab", "hebr", "thaa", "syrc", "nkoo", "adlm", "rohg"]

  /// Whether text in `locale` (`ar`, `he-IL`, `pa-Arab`) runs right to left.
  static func isRightToLeft(_ locale: String) -> Bool {
    let subtags = locale.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    guard let language = subtags.first else { return false }
    if subtags.dropFirst().contains(where: rightToLeftScripts.contains) { return true }
    return rightToLeftLanguages.contains(language)
  }

  /// The locales whose text iOS and Android show for `locale` before the development language,
  /// nearest first: its tag with the last subtag dropped, again and again (`zh-Hant-HK` gives
  /// `zh-Hant`, then `zh`; `en-GB` gives `en`; Android's `values-en-rGB` is read as `en-GB`).
  static func parents(of locale: String) -> [String] {
    var subtags = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    var result: [String] = []
    // A script subtag is never dropped: `zh` means Simplified Chinese, so `zh-Hant` does not fall
    // back to it, nor `sr-Latn` to Cyrillic `sr`.
    while subtags.count > 1, !isScript(subtags[subtags.count - 1]) {
      subtags.removeLast()
      result.append(subtags.joined(separator: "-"))
    }
    return result
  }

  /// Whether `subtag` is a script (four letters, as `Hant` or `Latn`).
  static func isScript(_ subtag: String) -> Bool {
    subtag.count == 4 && subtag.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
  }

  /// The language a pseudo-locale's text is shaped as: English for en-XA, Arabic for ar-XB,
  /// the source language for the doubled text.
  static func language(of pseudo: PseudoLocale, sourceLanguage: String) -> String {
    switch pseudo {
    case .accented: return "en"
    case .bidi: return "ar"
    case .double: return sourceLanguage
    }
  }
}

extension StringCatalogUnit {
  /// Whether the unit was read from an Xcode string catalog, whose strings SwiftUI shows as
  /// Markdown (`Text` takes them as `LocalizedStringKey`s).
  fileprivate var isFromXCStrings: Bool {
    location.file.lowercased().hasSuffix(".xcstrings")
  }
}
