import MaterialSnackbar
import SnackbarBasics
import SnackbarCatalog
import SnackbarFiles
import SnackbarFlow
import SnackbarJSON
import SnackbarRendering

/// What `snackbar matrix` renders: the catalogs, which keys and locales, the axes, and the
/// `screen` options every image shares.
struct MatrixOptions {
  /// The axes of every image; each value as the command line spells it.
  struct Axes {
    var themes: [String]
    var devices: [String]
    var contentSizes: [String]
    /// nil: each locale's own direction.
    var directions: [String]?
  }

  /// What each written image shows: the snackbar's region (its container and the reach of its
  /// shadow, clamped to the screen), or the whole screen. The audit judges the whole screen either way.
  enum Frame: String, CaseIterable {
    case snackbar, screen
  }

  /// What happens to an image whose locale has no translation.
  enum Missing: String {
    case fallback, skip
  }

  /// The `screen` options passed through to every image unchanged: colours, assets, importance
  /// and the rest of the style and host that is not an axis; `screen`'s own declarations, listed
  /// by name in the help (``screenOptionsHelp``).
  static let screenOptions: [OptionDeclaration] = [
    "container-color", "text-color", "action-color", "contrast", "assets", "importance", "icon", "no-icon",
    "elevation", "scale", "appearance", "progress", "close", "gm3", "landscape", "keyboard", "bottom-offset", "top",
    "leading",
  ].compactMap { name in ScreenCommand.screenOptions.option(name)?.described }

  /// The help's paragraph naming ``screenOptions``, its lines filled to 96 columns.
  static let screenOptionsHelp: String = {
    let words =
      ["SCREEN", "OPTIONS", "passed", "to", "every", "image:"] + screenOptions.map { "--\($0.name)" }
      + ["(see", "`snackbar", "screen", "--help`)"]
    var lines: [String] = []
    var line = ""
    for word in words {
      if line.isEmpty {
        line = (lines.isEmpty ? "" : "  ") + word
      } else if line.count + 1 + word.count > 96 {
        lines.append(line)
        line = "  " + word
      } else {
        line += " " + word
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }()

  let catalogPaths: [BytePath]
  let output: BytePath
  let selection: StringCatalogSelection
  let filler: StringPlaceholderFiller
  /// `--locales`, nil for every locale of the catalogs.
  let locales: [String]?
  let sourceLanguage: String
  let pseudoLocales: [PseudoLocale]
  let axes: Axes
  let missing: Missing
  /// `--frame`: the snackbar's region by default.
  let frame: Frame
  /// `--include-stale`: draw keys the code no longer uses (Xcode's `extractionState: stale`),
  /// which are left out otherwise.
  let includeStale: Bool
  /// `--markdown` (true) or `--no-markdown` (false): whether strings are read as SwiftUI's
  /// Markdown; nil reads `.xcstrings` catalogs' so, SwiftUI's format, and no other.
  let markdown: Bool?
  let jobs: Int
  let quiet: Bool
  /// `--resume`: finish the interrupted run whose files are in ``output``.
  let resume: Bool
  let shard: MatrixShard
  /// The pass-through `screen` arguments, as `--name=value`.
  let screenArguments: [CommandLineArgument]
  /// The configuration, baseline and `--fail-on`.
  let gate: AuditGateOptions

  /// Parses the command line (without `matrix`); `environment` gives the CI shard variables.
  init(_ arguments: [CommandLineArgument], environment: [String: String]) throws(CLIError) {
    let (samples, rest) = try Self.splitSamples(arguments)
    let parsed = try MatrixCommand.parse(rest)
    guard !parsed.pathPositionals.isEmpty else { throw .usage("give one or more string catalogs") }
    catalogPaths = parsed.pathPositionals
    output = try parsed.requiredPath("output")
    do throws(StringCatalogError) {
      let pairing: StringCatalogSelection.Pairing
      switch (parsed.value("action-suffix"), parsed.path("pairs")) {
      case (.some, .some):
        throw StringCatalogError(
          file: "--pairs", line: nil, column: nil, message: "give --action-suffix or --pairs, not both")
      case (let suffix?, nil): pairing = .suffix(suffix)
      case (nil, let path?):
        guard let text = path.utf8String else {
          throw StringCatalogError(file: "--pairs", line: nil, column: nil, message: "the path \(path) is not UTF-8")
        }
        pairing = try StringCatalogSelection.readPairs(text)
      case (nil, nil): pairing = .none
      }
      selection = try StringCatalogSelection(keys: parsed.value("keys"), pairing: pairing)
      filler = try StringPlaceholderFiller(arguments: samples)
    } catch {
      throw .usage(EchoedText.escaped(error.description))
    }
    sourceLanguage = parsed.value("source-language") ?? "en"
    guard CatalogLocaleName.isPlain(sourceLanguage) else {
      throw .usage("--source-language must be a language tag such as en, got \"\(EchoedText.escaped(sourceLanguage))\"")
    }
    locales = try parsed.value("locales").map { text throws(CLIError) in
      let list = Self.list(text)
      for locale in list where !CatalogLocaleName.isPlain(locale) {
        throw .usage("--locales: \"\(EchoedText.escaped(locale))\" is not a language tag such as de or pt-BR")
      }
      return list
    }
    pseudoLocales = try Self.list(parsed.value("pseudo") ?? "").map { name throws(CLIError) in
      guard let pseudo = PseudoLocale(name: name) else {
        throw .usage("--pseudo must list en-XA, ar-XB or double, got \"\(EchoedText.escaped(name))\"")
      }
      return pseudo
    }
    axes = try Self.axes(parsed)
    guard let missing = Missing(rawValue: parsed.value("missing") ?? "fallback") else {
      throw .usage("--missing must be fallback or skip, got \"\(EchoedText.escaped(parsed.value("missing") ?? ""))\"")
    }
    self.missing = missing
    guard let frame = Frame(rawValue: parsed.value("frame") ?? "snackbar") else {
      throw .usage("--frame must be snackbar or screen, got \"\(EchoedText.escaped(parsed.value("frame") ?? ""))\"")
    }
    self.frame = frame
    includeStale = parsed.flag("include-stale")
    switch (parsed.flag("markdown"), parsed.flag("no-markdown")) {
    case (true, true): throw .usage("give --markdown or --no-markdown, not both")
    case (true, false): markdown = true
    case (false, true): markdown = false
    case (false, false): markdown = nil
    }
    jobs = try Self.jobCount(parsed)
    quiet = parsed.flag("quiet")
    resume = parsed.flag("resume")
    shard = try MatrixShard(parsed, environment: environment)
    gate = try AuditGateOptions(parsed)
    var screen: [CommandLineArgument] = []
    // Text, then paths, then flags, each sorted by name: the order a resumed run compares.
    func names(_ kind: OptionDeclaration.Kind) -> [String] {
      Self.screenOptions.filter { $0.kind == kind }.map(\.name).sorted()
    }
    for name in names(.text) {
      if let value = parsed.value(name) { screen.append(CommandLineArgument("--\(name)=\(value)")) }
    }
    for name in names(.path) {
      if let path = parsed.path(name) {
        screen.append(CommandLineArgument(bytes: Array("--\(name)=".utf8) + path.bytes))
      }
    }
    for name in names(.flag) where parsed.flag(name) {
      screen.append(CommandLineArgument("--\(name)"))
    }
    screenArguments = screen
  }

  /// `--sample NAME=VALUE` may be given many times, which the strict parser refuses for other
  /// options; the samples are taken out first.
  private static func splitSamples(
    _ arguments: [CommandLineArgument]
  ) throws(CLIError) -> (samples: [String], rest: [CommandLineArgument]) {
    var samples: [String] = []
    var rest: [CommandLineArgument] = []
    var index = 0
    let prefix = Array("--sample=".utf8)
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument.bytes == Array("--".utf8) {
        rest += arguments[(index - 1)...]
        break
      }
      var value: [UInt8]?
      if argument.bytes == Array("--sample".utf8) {
        guard index < arguments.count else { throw .usage("--sample needs a value") }
        value = arguments[index].bytes
        index += 1
      } else if argument.bytes.starts(with: prefix) {
        value = Array(argument.bytes.dropFirst(prefix.count))
      }
      guard let value else {
        rest.append(argument)
        continue
      }
      guard let text = String(validating: value, as: UTF8.self) else {
        throw .usage("--sample must be UTF-8 text, got \"\(BytePath(bytes: value))\"")
      }
      samples.append(text)
    }
    return (samples, rest)
  }

  /// The axes, each value checked as `screen` checks it, so a typo fails before anything is drawn.
  private static func axes(_ parsed: ParsedArguments) throws(CLIError) -> Axes {
    let themes = list(parsed.value("themes") ?? SnackbarTheme.mdc.rawValue)
    for theme in themes where SnackbarTheme(rawValue: theme) == nil {
      throw .usage(
        "--themes must list \(SnackbarTheme.allCases.map(\.rawValue).joined(separator: ", ")), "
          + "got \"\(EchoedText.escaped(theme))\"")
    }
    let devices = list(parsed.value("devices") ?? SnackbarDevice.iPhone15.name)
    for device in devices where SnackbarDevice.named(device) == nil {
      throw .usage(
        "--devices must list \(SnackbarDevice.presets.map(\.name).joined(separator: ", ")), "
          + "got \"\(EchoedText.escaped(device))\"")
    }
    let sizes = list(parsed.value("content-sizes") ?? "L")
    for size in sizes where SnackbarContentSizeCategory(shortName: size) == nil {
      throw .usage(
        "--content-sizes must list XS S M L XL XXL XXXL AX-M AX-L AX-XL AX-XXL AX-XXXL, "
          + "got \"\(EchoedText.escaped(size))\"")
    }
    let directions = parsed.value("directions").map(list)
    for direction in directions ?? [] where direction != "ltr" && direction != "rtl" {
      throw .usage("--directions must list ltr and rtl, got \"\(EchoedText.escaped(direction))\"")
    }
    for (name, values) in [("themes", themes), ("devices", devices), ("content-sizes", sizes)]
    where values.isEmpty || Set(values).count != values.count {
      throw .usage("--\(name) must list each value once")
    }
    if let directions, directions.isEmpty || Set(directions).count != directions.count {
      throw .usage("--directions must list each value once")
    }
    return Axes(themes: themes, devices: devices, contentSizes: sizes, directions: directions)
  }

  /// `a,b, c` as `["a", "b", "c"]`.
  static func list(_ text: String) -> [String] {
    text.split(separator: ",").map { String($0.trimmingCharacters(in: .whitespaces)) }.filter { !$0.isEmpty }
  }

  /// `--jobs`, a whole number 1...256; the core count by default.
  private static func jobCount(_ parsed: ParsedArguments) throws(CLIError) -> Int {
    guard let text = parsed.value("jobs") else { return SnackbarRendererPool.defaultJobs }
    guard let jobs = Int(text), (1...256).contains(jobs) else {
      throw .usage("--jobs must be a whole number 1...256, got \"\(EchoedText.escaped(text))\"")
    }
    return jobs
  }
}

/// Locale names from the command line, held to what the catalog readers accept.
enum CatalogLocaleName {
  /// Letters, digits, `-` and `_`, at most 35 bytes (BCP 47's longest practical tag).
  static func isPlain(_ name: String) -> Bool {
    !name.isEmpty && name.utf8.count <= 35
      && name.utf8.allSatisfy { byte in
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
          || byte == UInt8(ascii: "_")
      }
  }
}
