import Foundation

/// `snackbar matrix` against `snackbar batch --audit` (issue 23), both the release command in
/// its own process with 2 jobs: the same images (iPhone SE screens at 1x, sizes L and AX-XXXL,
/// four locales with Arabic right to left), each drawn, audited and written. The matrix must
/// keep at least 90 % of batch's images per second. Then the matrix's peak memory at 1,000 and
/// 10,000 images of one catalog (flat: it holds the keys in flight, not the images), and the time headless
/// chromium takes to open and screenshot the 10,000-image page beside a 100-image one.
enum MatrixBenchmarks {
  static let locales = ["ar", "de", "en", "fr"]
  static let sizes = ["L", "AX-XXXL"]

  static func run() throws {
    print("== Matrix: `snackbar matrix` vs `snackbar batch --audit` on the same screens, 2 jobs")
    let executable = ChildProcess.snackbar
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      print("  no snackbar beside the benchmarks (\(executable.path)); `make bench` builds it. Skipping.")
      return
    }
    // In RAM when there is some: creating files right after others were deleted costs ext4 more
    // (its recently-deleted inode check), which would charge one command for the other's files.
    let shared = URL(fileURLWithPath: "/dev/shm")
    let base = FileManager.default.isWritableFile(atPath: shared.path) ? shared : FileManager.default.temporaryDirectory
    let scratch = base.appendingPathComponent("snackbar-matrix-bench-\(getpid())")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }

    let keys = 250
    let images = keys * locales.count * sizes.count
    let catalog = scratch.appendingPathComponent("Bench.xcstrings")
    try writeCatalog(to: catalog, keys: keys)
    var matrixRates: [Double] = []
    var batchRates: [Double] = []
    // Alternated, three rounds: a machine shared with other work slows both alike.
    for round in 0..<3 {
      let matrixRun = try ChildProcess.run(
        executable,
        ["matrix", catalog.path, "--output", scratch.appendingPathComponent("matrix-\(round)").path] + axes + [
          "--jobs", "2", "--quiet",
        ])
      matrixRates.append(Double(images) / matrixRun.seconds)
      let jobs = scratch.appendingPathComponent("jobs-\(round).jsonl")
      try writeJobList(to: jobs, keys: keys, folder: scratch.appendingPathComponent("batch-\(round)"))
      let batchRun = try ChildProcess.run(
        executable,
        [
          "batch", jobs.path, "--audit", scratch.appendingPathComponent("audit-\(round).jsonl").path, "--jobs", "2",
          "--quiet",
        ])
      batchRates.append(Double(images) / batchRun.seconds)
    }
    let matrixRate = median(matrixRates)
    let batchRate = median(batchRates)
    print(
      "  \(images) images: matrix \(Int(matrixRate.rounded()))/s, batch --audit \(Int(batchRate.rounded()))/s (medians of 3)"
    )
    print("  matrix / batch --audit = \(String(format: "%.1f", matrixRate / batchRate * 100)) % (target ≥ 90 %)")
    // The matrix writes the snackbar's region, batch the whole screen `screen` draws.
    for (name, folder) in [("matrix", "matrix-0"), ("batch", "batch-0")] {
      let root = scratch.appendingPathComponent(folder)
      let pngs = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".png") }
      let bytes = try pngs.reduce(0) { total, path in
        total
          + (try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)[.size] as? Int
            ?? 0)
      }
      print("  \(name): \(pngs.count) images, \(pngs.isEmpty ? 0 : bytes / pngs.count) bytes per image")
    }

    // Memory on the same axes (five sizes, two themes, two devices: 20 variants) for 1,040 and
    // 10,000 images: the catalog is the only other thing that changes, and 125 keys are small,
    // so a peak that grew would be images held. Then 10,000 images from a catalog of 1,250 keys
    // on two variants, where the catalog is what grows. (Wider axes alone cost a few MB: more
    // font sizes and screens cached.)
    let smallCatalog = scratch.appendingPathComponent("Memory-13.xcstrings")
    try writeCatalog(to: smallCatalog, keys: 13)
    let fixedCatalog = scratch.appendingPathComponent("Memory-125.xcstrings")
    try writeCatalog(to: fixedCatalog, keys: 125)
    let largerCatalog = scratch.appendingPathComponent("Memory-1250.xcstrings")
    try writeCatalog(to: largerCatalog, keys: 1_250)
    let wideAxes = [
      "--action-suffix", ".action", "--themes", "mdc,m3-dark", "--devices", "iphone-se,iphone-15", "--content-sizes",
      "S,L,XXXL,AX-L,AX-XXXL", "--scale", "1",
    ]
    var pages: [Int: URL] = [:]
    for (count, name, catalog, arguments) in [
      (1_040, "13 keys, 20 variants", smallCatalog, wideAxes),
      (10_000, "125 keys, 20 variants", fixedCatalog, wideAxes),
      (10_000, "1,250 keys, 2 variants", largerCatalog, axes),
    ] {
      let folder = scratch.appendingPathComponent("memory-\(pages.count)")
      let usage = try ChildProcess.run(
        executable, ["matrix", catalog.path, "--output", folder.path, "--quiet"] + arguments,
        measuresPeakMemory: true)
      let written = try FileManager.default.subpathsOfDirectory(atPath: folder.path).count { $0.hasSuffix(".png") }
      pages[pages.count] = folder.appendingPathComponent("index.html")
      print(
        "  matrix, \(count) images (\(name); \(written) written): \(String(format: "%.1f", usage.seconds)) s, "
          + "peak RSS \(BatchBenchmarks.megabytes(usage.peakResidentBytes))")
    }
    try openPages(small: scratch, large: pages[1])
    try runRealCatalog(scratch: scratch)
  }

  /// A catalog an app ships, when `SNACKBAR_BENCH_CATALOG` names one (a file or a folder, as
  /// `matrix` reads them; for example an Android `res` folder of 50 languages): the whole catalog
  /// at the default variant, 2 jobs, as a CI job would draw it. Synthetic catalogs have short
  /// strings in four scripts; a real one has long ones, plurals and every script, and its rate
  /// is the one a team sees. The target is 300 images/s and a peak under 200 MB.
  static func runRealCatalog(scratch: URL) throws {
    guard let catalog = ProcessInfo.processInfo.environment["SNACKBAR_BENCH_CATALOG"], !catalog.isEmpty else {
      print("  SNACKBAR_BENCH_CATALOG is not set: no real catalog measured")
      return
    }
    var rates: [Double] = []
    var peaks: [Int] = []
    var images = 0
    for round in 0..<3 {
      let folder = scratch.appendingPathComponent("real-\(round)")
      let usage = try ChildProcess.run(
        ChildProcess.snackbar, ["matrix", catalog, "--output", folder.path, "--jobs", "2", "--quiet"],
        measuresPeakMemory: true)
      let lines = try Data(contentsOf: folder.appendingPathComponent("matrix.jsonl"))
      images = lines.count { $0 == UInt8(ascii: "\n") }
      rates.append(Double(images) / usage.seconds)
      if let peak = usage.peakResidentBytes { peaks.append(peak) }
      try FileManager.default.removeItem(at: folder)
    }
    let peak = BatchBenchmarks.megabytes(peaks.max())
    print(
      "  real catalog \(catalog): \(images) images at \(Int(median(rates).rounded()))/s (median of 3; target ≥ 300), "
        + "peak RSS \(peak) (target < 200 MB)")
  }

  static let axes = [
    "--action-suffix", ".action", "--devices", "iphone-se", "--content-sizes", sizes.joined(separator: ","), "--scale",
    "1",
  ]

  /// Headless chromium opening the 10,000-image page and a 100-image one: each run is a cold
  /// start, so the difference is what the page's size costs.
  static func openPages(small scratch: URL, large: URL?) throws {
    guard let large,
      let chromium = ["/usr/bin/chromium", "/usr/local/bin/chromium"].first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    else {
      print("  no chromium; the page-opening time is not measured (`make test-browser` installs it)")
      return
    }
    let smallCatalog = scratch.appendingPathComponent("Small.xcstrings")
    try writeCatalog(to: smallCatalog, keys: 100 / (locales.count * sizes.count) + 1)
    let smallFolder = scratch.appendingPathComponent("small")
    try ChildProcess.run(
      ChildProcess.snackbar, ["matrix", smallCatalog.path, "--output", smallFolder.path, "--quiet"] + axes)
    for (name, page) in [("~100", smallFolder.appendingPathComponent("index.html")), ("10,000", large)] {
      var times: [Double] = []
      for round in 0..<3 {
        let shot = scratch.appendingPathComponent("shot-\(round).png")
        let usage = try ChildProcess.run(
          URL(fileURLWithPath: chromium),
          [
            "--headless", "--disable-gpu", "--no-sandbox",
            "--user-data-dir=\(scratch.appendingPathComponent("profile-\(round)").path)",
            "--screenshot=\(shot.path)", "--window-size=1280,900", page.absoluteString,
          ])
        times.append(usage.seconds)
      }
      print(
        "  chromium opens and screenshots the \(name)-image page: \(String(format: "%.2f", median(times))) s (median of 3)"
      )
    }
  }

  /// A catalog of `keys` keys in the four locales, each message about two lines on the phone at
  /// AX-XXXL, with an action.
  static func writeCatalog(to url: URL, keys: Int) throws {
    var strings: [String] = []
    for index in 0..<keys {
      var localizations: [String] = []
      for locale in locales {
        localizations.append(
          "\"\(locale)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(text(locale, index))\"}}")
      }
      strings.append("\"key.\(index)\": {\"localizations\": {\(localizations.joined(separator: ", "))}}")
      strings.append(
        "\"key.\(index).action\": {\"localizations\": {\(locales.map { "\"\($0)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(action($0))\"}}" }.joined(separator: ", "))}}"
      )
    }
    let text = "{\"sourceLanguage\": \"en\", \"strings\": {\(strings.joined(separator: ",\n"))}, \"version\": \"1.0\"}"
    try Data(text.utf8).write(to: url)
  }

  static func text(_ locale: String, _ index: Int) -> String {
    switch locale {
    case "ar": return "تمت أرشفة المحادثة \(index)"
    case "de": return "Unterhaltung \(index) archiviert"
    case "fr": return "Conversation \(index) archivée"
    default: return "Conversation \(index) archived"
    }
  }

  static func action(_ locale: String) -> String {
    switch locale {
    case "ar": return "تراجع"
    case "de": return "Rückgängig"
    case "fr": return "Annuler"
    default: return "Undo"
    }
  }

  /// The batch job list drawing the matrix's images: the same `screen` options per image.
  static func writeJobList(to url: URL, keys: Int, folder: URL) throws {
    var lines: [String] = []
    for index in 0..<keys {
      for locale in locales {
        for size in sizes {
          let direction = locale == "ar" ? "rtl" : "ltr"
          lines.append(
            "{\"command\": \"screen\", \"text\": \"\(text(locale, index))\", \"action\": \"\(action(locale))\", "
              + "\"theme\": \"mdc\", \"device\": \"iphone-se\", \"content-size\": \"\(size)\", "
              + "\"direction\": \"\(direction)\", \"language\": \"\(locale)\", \"scale\": 1, "
              + "\"output\": \"\(folder.path)/\(locale)/key.\(index)/mdc.iphone-se.\(size).png\"}")
        }
      }
    }
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }
}
