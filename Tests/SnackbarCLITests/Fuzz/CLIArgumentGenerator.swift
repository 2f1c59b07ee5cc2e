import SnackbarFuzzSupport

/// Random `snackbar` command lines: each subcommand's options with valid, boundary and hostile
/// values, `--name value` or `--name=value`, in any order, then shuffled, dropped, repeated and
/// misplaced tokens. Paths are relative to the sandbox's working directory or absolute inside the
/// sandbox, and no token can name a place outside it: no absolute path elsewhere, no `~`, at most
/// one `..` (the sandbox root). Successful galleries take seconds, so they are rare and quick.
struct CLIArgumentGenerator {
  let sandbox: CLIFuzzSandbox

  /// What an option's value is.
  enum Value {
    case text
    case choice([String])
    case number(ClosedRange<Double>, typical: [Double])
    case color, size, insets, tolerance
    case outputPNG, outputFile, inputPNG, directory
  }

  /// An option: its name, what its value is (nil for a flag), and how often it is given.
  struct Option {
    let name: String
    let value: Value?
    var probability = 0.3
  }

  static let messageOptions = [
    Option(name: "text", value: .text, probability: 0.93),
    Option(name: "action", value: .text),
    Option(name: "scale", value: .choice(["1", "2", "3"])),
    Option(name: "theme", value: .choice(["mdc", "m2", "m3-light", "m3-dark"])),
    Option(name: "appearance", value: .choice(["light", "dark"])),
    Option(name: "direction", value: .choice(["ltr", "rtl"])),
    Option(
      name: "content-size",
      value: .choice(["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX-M", "AX-L", "AX-XL", "AX-XXL", "AX-XXXL"]),
      probability: 0.2),
    Option(name: "elevation", value: .number(0...24, typical: [0, 6, 12, 24]), probability: 0.2),
    Option(
      name: "icon", value: .choice(["info", "check_circle", "warning", "error", "no_such_icon"]), probability: 0.2),
    Option(name: "progress", value: .choice(["indeterminate", "0", "0.5", "1"]), probability: 0.2),
    Option(name: "language", value: .choice(["en", "ar", "he", "ja", "zh-Hant", "x-bogus", ""]), probability: 0.1),
    Option(name: "close", value: nil, probability: 0.2),
    Option(name: "gm3", value: nil, probability: 0.2),
  ]

  static let renderOptions =
    messageOptions + [
      Option(name: "output", value: .outputPNG, probability: 0.9),
      Option(name: "width", value: .number(1...4096, typical: [1, 120, 180, 359, 4096])),
      Option(name: "backdrop", value: .color, probability: 0.2),
      Option(name: "inset", value: .number(0...1000, typical: [0, 50, 1000]), probability: 0.2),
      Option(name: "layout-json", value: .outputFile, probability: 0.2),
    ]

  /// A device draws at its own scale (3 for phones) unless told otherwise: mostly 1 here, since a
  /// whole screen at 3x takes seconds to draw and encode.
  static let screenOptions =
    messageOptions.filter { $0.name != "scale" } + [
      Option(name: "scale", value: .choice(["1", "1", "1", "2", "3"]), probability: 0.7),
      Option(name: "output", value: .outputPNG, probability: 0.9),
      Option(
        name: "device",
        value: .choice(["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-pro-11", "IPHONE-SE", "pixel"])),
      Option(name: "landscape", value: nil, probability: 0.2),
      Option(name: "size", value: .size, probability: 0.6),
      Option(name: "safe-area", value: .insets, probability: 0.15),
      Option(name: "regular", value: nil, probability: 0.15),
      Option(name: "keyboard", value: .number(0...4096, typical: [0, 216, 336]), probability: 0.2),
      Option(name: "bottom-offset", value: .number(0...4096, typical: [0, 49, 83]), probability: 0.2),
      Option(name: "top", value: nil, probability: 0.15),
      Option(name: "leading", value: nil, probability: 0.15),
      Option(name: "layout-json", value: .outputFile, probability: 0.15),
    ]

  static let diffOptions = [
    Option(name: "output", value: .outputFile), Option(name: "tolerance", value: .tolerance),
  ]

  static let snapshotsOptions = [
    Option(name: "orphans", value: nil, probability: 0.85),
    Option(name: "snapshots", value: .directory, probability: 0.7),
    Option(name: "ledger", value: .directory, probability: 0.6),
  ]

  /// Every option name of every subcommand, for misplaced options.
  static let allNames =
    Set((renderOptions + screenOptions + diffOptions + snapshotsOptions).map(\.name)).sorted()
    + ["quick", "columns", "unknown", "help"]

  /// Values that are wrong for almost every option, and no path outside the sandbox.
  static let hostile = [
    "", " ", "-", "--", "---", "-x", "=", "==", "nan", "NaN", "inf", "-inf", "1e309", "-0", "0x10", "1_000", "١",
    "１", "1,5", "\u{0}", "\n", "\t", "🙂", "e\u{301}", "\u{202E}rtl", "%s%n%x", "$HOME", "..", ".", "*",
    "a\u{0}b.png", String(repeating: "W", count: 3_000),
  ]

  /// Pieces of message text, including the hard ones.
  static let textPieces = [
    "Photo", " ", "archived", "Undo", "عل", "שלום", "中文", "😀", "👩‍👩‍👧", "e\u{301}", "\n", "\t", "**", "\u{202E}", "\u{0}",
    "\u{FEFF}", "𝐁",
  ]

  /// One command line.
  func arguments(using random: inout SplitMix64) -> [String] {
    var arguments: [String]
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<33: arguments = ["render"] + options(Self.renderOptions, &random)
    case 33..<63: arguments = ["screen"] + options(Self.screenOptions, &random)
    case 63..<80: arguments = ["diff"] + diffArguments(&random)
    case 80..<88: arguments = ["snapshots"] + options(Self.snapshotsOptions, &random)
    case 88..<93: arguments = ["timeline"] + timelineArguments(&random)
    case 93: arguments = ["gallery"] + galleryArguments(&random)
    default:
      arguments = random.pick([[], ["--help"], ["-h"], ["help"], ["rendr", "--text", "x"], [""], ["--version"]])
    }
    for _ in 0..<Int.random(in: 0...2, using: &random) where random.chance(0.5) {
      mutate(&arguments, &random)
    }
    return arguments
  }

  private func options(_ options: [Option], _ random: inout SplitMix64) -> [String] {
    var groups: [[String]] = []
    for option in options where random.chance(option.probability) {
      guard let kind = option.value else {
        groups.append(["--" + option.name])
        continue
      }
      let value = self.value(kind, &random)
      groups.append(random.chance(0.2) ? ["--\(option.name)=\(value)"] : ["--" + option.name, value])
    }
    groups.shuffle(using: &random)
    return groups.flatMap { $0 }
  }

  /// Nothing (the bundled scenario), `--print-scenario`, or a scenario that is not one: a fixture
  /// (a PNG, junk, an empty file, a folder, a missing file) or a hostile value.
  private func timelineArguments(_ random: inout SplitMix64) -> [String] {
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return []
    case 1: return ["--print-scenario"]
    case 2: return [value(.inputPNG, &random)]
    default: return [random.pick(Self.hostile)]
    }
  }

  private func diffArguments(_ random: inout SplitMix64) -> [String] {
    var arguments = options(Self.diffOptions, &random)
    let count = random.chance(0.85) ? 2 : Int.random(in: 0...3, using: &random)
    for _ in 0..<count {
      arguments.insert(value(.inputPNG, &random), at: Int.random(in: 0...arguments.count, using: &random))
    }
    return arguments
  }

  /// Mostly bad galleries; a good one (about one input in 700) is always `--quick`.
  private func galleryArguments(_ random: inout SplitMix64) -> [String] {
    var arguments = ["--quick"]
    if random.chance(0.3) { arguments += ["--columns", value(.number(1...12, typical: [1, 5, 12]), &random)] }
    let directory: [String]
    switch Int.random(in: 0..<10, using: &random) {
    case 0: directory = ["gallery"]
    case 1..<4: directory = []
    case 4..<6: directory = ["fixtures/a.png"]
    case 6..<8: directory = ["one", "two"]
    default: directory = [""]
    }
    return arguments + directory
  }

  private func value(_ kind: Value, _ random: inout SplitMix64) -> String {
    if random.chance(0.08) { return random.pick(Self.hostile) }
    switch kind {
    case .text:
      if random.chance(0.05) { return "" }
      return (0..<Int.random(in: 1...12, using: &random)).map { _ in random.pick(Self.textPieces) }.joined()
    case .choice(let values):
      return random.chance(0.9) ? random.pick(values) : random.pick(values).uppercased() + random.pick(["", " ", "x"])
    case .number(let range, let typical):
      return number(range, typical: typical, &random)
    case .color:
      return random.pick(["#CCCCCC", "#fff", "#12345678", "#1234", "CCCCCC", "#GGGGGG", "#", "red", "#CCCCCCC"])
    case .size:
      return random.pick([
        "200x120", "320x240", "1x1", "320X568", "100x400", "4096x1", "0x100", "100x", "x", "10x10x10", "4097x10",
        "-5x10", "1e2x50", " 20x20",
      ])
    case .insets:
      return random.pick(["0,0,0,0", "47,0,34,0", "1000,0,0,0", "1,2,3", "1,2,3,4,5", "-1,0,0,0", "a,b,c,d", ",,,"])
    case .tolerance:
      return random.pick([
        "exact", "channel=2", "fraction=0.5", "fraction=50%", "deltaE=1.5", "channel=2,fraction=0.001,deltaE=1",
        "channel=256", "fraction=2", "deltaE=-1", "speed=3", "channel=", "=", ",", "channel=1,channel=2",
      ])
    case .outputPNG:
      return random.pick([
        "out.png", "OUT.PNG", "sub/dir/out.png", "../up.png", sandbox.work.path + "/abs.png", "space name.png",
        "ünï.png", ".png", "out.png/", "fixtures/a.png", "fixtures/dir.png", "fixtures/a.png/x.png", "out", "out.jpg",
      ])
    case .outputFile:
      return random.pick([
        "layout.json", "sub/layout.json", "../l.json", "fixtures/a.png", "fixtures", "fixtures/dir.png",
        sandbox.work.path + "/abs.json", ".", "fixtures/a.png/x.json",
      ])
    case .inputPNG:
      let name = random.pick(["a.png", "b.png", "small.png", "junk.png", "empty.png", "dir.png", "missing.png", ""])
      return random.chance(0.3) ? sandbox.fixtures.path + "/" + name : "fixtures/" + name
    case .directory:
      return random.pick([
        "fixtures/Snapshots", "fixtures/ledger", "fixtures/missing", "fixtures/a.png", ".", "",
        sandbox.fixtures.path + "/Snapshots",
      ])
    }
  }

  private func number(_ range: ClosedRange<Double>, typical: [Double], _ random: inout SplitMix64) -> String {
    switch Int.random(in: 0..<10, using: &random) {
    case 0..<5: return format(random.pick(typical))
    case 5, 6:
      return format(Double.random(in: range.lowerBound...min(range.upperBound, range.lowerBound + 100), using: &random))
    case 7:
      return format(
        random.pick([range.lowerBound - 1, range.upperBound + 1, range.lowerBound - 0.001, range.upperBound + 0.001]))
    case 8: return random.pick(["1e1", "+2", " 4", "4 ", "0.1e1", "-0", "1e-300", "0x1p3", "nan", "inf", "1e309"])
    default: return format(Double.random(in: range, using: &random))
    }
  }

  private func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
  }

  /// Drops, repeats, swaps, inserts or replaces a token. Never shortens a path (a prefix of an
  /// absolute path could name a folder outside the sandbox) and never drops a gallery's `--quick`.
  private func mutate(_ arguments: inout [String], _ random: inout SplitMix64) {
    guard !arguments.isEmpty else { return }
    let index = Int.random(in: 0..<arguments.count, using: &random)
    switch Int.random(in: 0..<6, using: &random) {
    case 0 where arguments[index] != "--quick": arguments.remove(at: index)
    case 1: arguments.insert(arguments[index], at: Int.random(in: 0...arguments.count, using: &random))
    case 2: arguments.swapAt(index, Int.random(in: 0..<arguments.count, using: &random))
    case 3:
      let name = random.pick(Self.allNames)
      let token = random.chance(0.9) ? "--" + name : random.pick(["-h", "--", "-", "--=x", "--\(name)="])
      arguments.insert(token, at: Int.random(in: 0...arguments.count, using: &random))
    case 4 where index > 0 && arguments[index] != "--quick" && !arguments[index].contains("/"):
      arguments[index] = random.pick(Self.hostile)
    default:
      arguments.insert(random.pick(Self.hostile), at: Int.random(in: 0...arguments.count, using: &random))
    }
  }
}
