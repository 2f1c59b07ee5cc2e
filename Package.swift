// swift-tools-version:6.0
// MaterialSnackbar: an MDC-compatible snackbar manager, a headless Cairo/Pango renderer and a
// snapshot-testing module. No Swift package outside the toolchain is used.
import PackageDescription

let package = Package(
  name: "MaterialSnackbar",
  products: [
    .library(name: "MaterialSnackbar", targets: ["MaterialSnackbar"]),
    .library(name: "MaterialSnackbarCompat", targets: ["MaterialSnackbarCompat"]),
    .library(name: "SnackbarImage", targets: ["SnackbarImage"]),
    .library(name: "SnackbarLayout", targets: ["SnackbarLayout"]),
    .library(name: "SnackbarAssetCatalogs", targets: ["SnackbarAssetCatalogs"]),
    .library(name: "SnackbarFlow", targets: ["SnackbarFlow"]),
    .library(name: "SnackbarAudit", targets: ["SnackbarAudit"]),
    .library(name: "SnackbarCatalog", targets: ["SnackbarCatalog"]),
    .library(name: "SnackbarRenderingStack", targets: ["SnackbarRenderingStack"]),
    .library(name: "SnackbarRendering", targets: ["SnackbarRendering"]),
    .library(name: "SnackbarPlayer", targets: ["SnackbarPlayer"]),
    .library(name: "SnackbarRenderAudit", targets: ["SnackbarRenderAudit"]),
    .library(name: "SnackbarSnapshotCore", targets: ["SnackbarSnapshotCore"]),
    .library(name: "SnackbarSnapshotTesting", targets: ["SnackbarSnapshotTesting"]),
    .executable(name: "snackbar", targets: ["SnackbarCLI"]),
  ],
  targets: [
    // What every module shares, at the very bottom of the graph: `SnackbarLocked` (a value behind
    // a pthread mutex, which ThreadSanitizer understands) and `EchoedText` (the one rule for
    // showing and quoting outside text in messages), so that no module imports another for them.
    // The C library only, and `package` access only: no public API, and not a product.
    .target(name: "SnackbarBasics"),
    // The package's one JSON layer: the strict reader (members in order, numbers as written,
    // repeated keys refused, errors with a line and a column), the value tree and its canonical
    // writer, the number formats. Foundation only, near the bottom of the graph, and `package`
    // access only: no public API.
    .target(name: "SnackbarJSON", dependencies: ["SnackbarBasics"]),
    // The manager: pure Swift, Foundation only. It knows nothing of Cairo.
    .target(name: "MaterialSnackbar", dependencies: ["SnackbarBasics"]),
    // MDC-era code compiles against this with only its import lines changed: it declares every
    // MDC name over the manager's types (re-exporting nothing) and, where UIKit is missing, adds
    // the UIKit names such code uses. It reads asset catalogs for `UIColor(named:)` through
    // SnackbarAssetCatalogs.
    .target(
      name: "MaterialSnackbarCompat", dependencies: ["MaterialSnackbar", "SnackbarBasics", "SnackbarAssetCatalogs"]),

    // The system calls SnackbarFiles needs that Swift's Glibc module does not declare (syncfs,
    // renameat2): a header of declarations, as they are in the C library itself.
    .systemLibrary(name: "CSystemCalls"),
    // Files as untrusted input and outputs written atomically: byte paths, the POSIX calls on them,
    // bounded reads, atomic writes and the output transaction, the renderer's cache folders (paths
    // are shown through SnackbarBasics' EchoedText). No C library of its own, so a module
    // that only reads or writes files needs neither Cairo nor Pango.
    .target(name: "SnackbarFiles", dependencies: ["SnackbarBasics", "CSystemCalls"]),

    // The C libraries the renderer links, one system-library target per concern, so that this
    // file shows the real native dependencies and each folder of SnackbarRendering imports only
    // what it calls (CLibraryBoundaryTests checks which folder imports which).
    // Cairo: image, PDF and SVG surfaces, paths and compositing.
    .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    // Text and fonts: Pango with its Cairo and FreeType back ends, HarfBuzz, fontconfig, FreeType.
    // pangocairo.pc leaves out pangoft2, fontconfig and freetype, so module.modulemap links them.
    .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
    // GLib and GObject: Pango's object references, and GChecksum's SHA-256.
    .systemLibrary(name: "CGLib", pkgConfig: "gobject-2.0", providers: [.apt(["libglib2.0-dev"])]),
    // zlib: the PNG encoders' deflate and CRC-32.
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    // libspng decodes PNG (streamed, with size and chunk limits, straight alpha); only
    // SnackbarImage imports it.
    .systemLibrary(name: "CSpng", pkgConfig: "spng", providers: [.apt(["libspng-dev"])]),
    // Images in memory and as files: RGBA images, pixel rectangles, the PNG and APNG codecs. zlib
    // and libspng only, never Cairo or Pango, so the snapshot core compares and stores images
    // without linking the renderer's libraries.
    .target(name: "SnackbarImage", dependencies: ["SnackbarFiles", "CZlib", "CSpng"]),
    // Layout: pure geometry from the MDC spec (frames, lines, placement), with no C and no files,
    // so frames can be computed and tested without Cairo and Pango.
    .target(name: "SnackbarLayout", dependencies: ["MaterialSnackbar", "SnackbarJSON"]),
    // Asset catalogs (an app's `.xcassets` colour sets, for `UIColor(named:)` and the renderer's
    // palettes), read as untrusted files through SnackbarFiles with SnackbarJSON's strict reader.
    // Not string catalogs: those are SnackbarCatalog.
    .target(
      name: "SnackbarAssetCatalogs",
      dependencies: ["MaterialSnackbar", "SnackbarBasics", "SnackbarFiles", "SnackbarJSON"]),
    // Flows: timed scenarios applied to a real manager in virtual time, and the log of what the
    // manager did; the device presets and the hosts scenarios play in. Pure Swift, so a flow's
    // events can be checked, and a scenario's device resolved, without drawing anything.
    .target(
      name: "SnackbarFlow",
      dependencies: ["MaterialSnackbar", "SnackbarBasics", "SnackbarFiles", "SnackbarJSON", "SnackbarLayout"]),
    // The audit: contrast, targets, clipping, timing, wording and spoken-label rules over a
    // measured layout, the colours as drawn and the manager's own accessibility data. Pure
    // Swift, so the rules run without Cairo; the renderer only measures text and draws overlays.
    .target(
      name: "SnackbarAudit", dependencies: ["MaterialSnackbar", "SnackbarBasics", "SnackbarJSON", "SnackbarLayout"]),
    // String catalogs (Xcode's .xcstrings, .strings/.stringsdict, Android strings.xml, XLIFF),
    // placeholders, pseudo-locales and key selection. Pure Swift with Foundation's readers and
    // SnackbarJSON's strict reader and SnackbarFiles' bounded read, so catalogs can be read and
    // checked without Cairo.
    .target(name: "SnackbarCatalog", dependencies: ["SnackbarBasics", "SnackbarFiles", "SnackbarJSON"]),
    // What the renderer's pixels depend on besides the source, as a value: library versions,
    // font hashes, Debian packages, font options, and how two stacks differ. No C library of its
    // own (dpkg's status file is read through SnackbarFiles): the snapshot core stores and
    // compares fingerprints without linking the libraries they describe; the renderer reads this
    // machine's.
    .target(name: "SnackbarRenderingStack", dependencies: ["SnackbarFiles", "SnackbarJSON"]),
    // Drawing with Cairo and Pango. All C interop but the system calls and the image codecs
    // stays here. It draws one moment; it knows neither scenarios (SnackbarFlow) nor rules
    // (SnackbarAudit): the modules above it bring those to it.
    .target(
      name: "SnackbarRendering",
      dependencies: [
        "MaterialSnackbar", "SnackbarBasics", "SnackbarFiles", "SnackbarJSON", "SnackbarImage", "SnackbarLayout",
        "SnackbarRenderingStack", "CCairo", "CPango", "CGLib",
      ]),
    // The player: a scenario played on a real manager in virtual time (SnackbarFlow) and drawn by
    // the renderer, frame by frame into an animation and one key frame per moment into a filmstrip.
    .target(
      name: "SnackbarPlayer",
      dependencies: ["MaterialSnackbar", "SnackbarImage", "SnackbarLayout", "SnackbarFlow", "SnackbarRendering"]),
    // The audit of a render request as drawn: the renderer's layout and the colours behind the
    // container handed to SnackbarAudit's rules, and the project's `.snackbar-audit.json`; what the
    // CLI and the `.audit` snapshot strategy share, so they agree finding for finding.
    .target(
      name: "SnackbarRenderAudit",
      dependencies: [
        "MaterialSnackbar", "SnackbarFiles", "SnackbarImage", "SnackbarLayout", "SnackbarAudit", "SnackbarRendering",
      ]),
    // Snapshots without a test framework: image comparison and tolerances, difference images,
    // fingerprints, the ledger and orphans, failure records, settings. Imports neither Testing nor
    // XCTest, so the CLI can link it with a static Swift standard library, and not the renderer,
    // so comparing and storing images links no Cairo or Pango (ModuleGraphBoundaryTests).
    .target(
      name: "SnackbarSnapshotCore",
      dependencies: [
        "MaterialSnackbar", "SnackbarBasics", "SnackbarFiles", "SnackbarJSON", "SnackbarImage",
        "SnackbarRenderingStack",
      ]
    ),
    // The test-framework glue (assertSnapshot, `withSnapshotTesting`, the `.snapshots` trait, the
    // test identity) and the strategies (the audit ones run SnackbarAudit); it reads the rendering
    // stack's fingerprint with the renderer, which the core does not link; it names the core's
    // settings and results a test uses (typealiases), so a test imports this module alone.
    .target(
      name: "SnackbarSnapshotTesting",
      dependencies: [
        "MaterialSnackbar", "SnackbarBasics", "SnackbarFiles", "SnackbarJSON", "SnackbarImage", "SnackbarLayout",
        "SnackbarFlow", "SnackbarAudit", "SnackbarRenderingStack", "SnackbarRendering", "SnackbarSnapshotCore",
        "SnackbarPlayer", "SnackbarRenderAudit",
      ]
    ),
    .executableTarget(
      name: "SnackbarCLI",
      dependencies: [
        "MaterialSnackbar", "SnackbarBasics", "SnackbarFiles", "SnackbarJSON", "SnackbarImage", "SnackbarLayout",
        "SnackbarAssetCatalogs", "SnackbarFlow", "SnackbarAudit", "SnackbarCatalog", "SnackbarRenderingStack",
        "SnackbarRendering", "SnackbarSnapshotCore", "SnackbarPlayer", "SnackbarRenderAudit",
      ]
    ),
    .executableTarget(
      name: "SnackbarBenchmarks",
      dependencies: [
        "MaterialSnackbar", "SnackbarImage", "SnackbarFlow", "SnackbarAudit", "SnackbarRendering",
        "SnackbarSnapshotCore", "SnackbarSnapshotTesting", "SnackbarFuzzSupport", "SnackbarFlowTestSupport",
        "SnackbarPlayer", "SnackbarRenderAudit",
      ],
      path: "Benchmarks"
    ),

    // The fuzz harnesses' seeded generator and budget (`make fuzz`), shared by the test targets
    // that fuzz and by the cache-mutation trial among the benchmarks; a target, not a product, so
    // its `package` symbols are no public API.
    .target(name: "SnackbarFuzzSupport", path: "Tests/SnackbarFuzzSupport"),
    // What every test target that touches files shares: the temporary folder helper. Foundation
    // only, so the files tests link neither Cairo nor Pango; a target, not a product.
    .target(name: "SnackbarTestSupport", path: "Tests/SnackbarTestSupport"),
    // How two images differ, in a line a failed expectation can print: for the tests of the
    // renderer and of the player, which compare pictures. A target, not a product.
    .target(
      name: "SnackbarRenderingTestSupport", dependencies: ["SnackbarImage", "SnackbarLayout", "SnackbarRendering"],
      path: "Tests/SnackbarRenderingTestSupport"),
    // The scenarios the flow, player, play and golden tests and the flow benchmark share, defined
    // once, and the reading of scenario text; SnackbarFlow only, so the flow tests stay pure
    // Swift. A target, not a product, like SnackbarFuzzSupport.
    .target(
      name: "SnackbarFlowTestSupport", dependencies: ["MaterialSnackbar", "SnackbarFlow"],
      path: "Tests/SnackbarFlowTestSupport"),

    // Swift names only, except the files that test MDC's scheme classes and its deprecated
    // Dynamic Type fallback, which import MaterialSnackbarCompat themselves.
    .testTarget(
      name: "MaterialSnackbarTests",
      dependencies: ["MaterialSnackbar", "MaterialSnackbarCompat", "SnackbarFuzzSupport"]
    ),
    // Written as MDC-era app code is: Swift 5, importing MaterialSnackbarCompat and XCTest; the
    // files that drive virtual time (ManualScheduler) or compare MDC's names with the Swift ones
    // import MaterialSnackbar too, and the README's examples are files that do not.
    .testTarget(
      name: "MaterialSnackbarCompatTests",
      dependencies: ["MaterialSnackbar", "MaterialSnackbarCompat"],
      // An app's asset catalog, as a framework ships it: `UIColor(named:in:compatibleWith:)`.
      resources: [.copy("Resources/Palette.xcassets")],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // A Swift 6 app's main-actor code driving the default manager on the main queue.
    .testTarget(name: "MaterialSnackbarSwift6Tests", dependencies: ["MaterialSnackbar", "MaterialSnackbarCompat"]),
    .testTarget(name: "SnackbarBasicsTests", dependencies: ["SnackbarBasics"]),
    .testTarget(name: "SnackbarFilesTests", dependencies: ["SnackbarFiles", "SnackbarTestSupport"]),
    .testTarget(name: "SnackbarJSONTests", dependencies: ["SnackbarJSON"]),
    .testTarget(
      name: "SnackbarImageTests", dependencies: ["SnackbarImage", "SnackbarJSON", "CZlib", "SnackbarTestSupport"]),
    .testTarget(name: "SnackbarLayoutTests", dependencies: ["MaterialSnackbar", "SnackbarJSON", "SnackbarLayout"]),
    .testTarget(
      name: "SnackbarAssetCatalogsTests",
      dependencies: ["MaterialSnackbar", "SnackbarAssetCatalogs", "SnackbarTestSupport"]),
    .testTarget(
      name: "SnackbarFlowTests", dependencies: ["MaterialSnackbar", "SnackbarFlow", "SnackbarFlowTestSupport"]),
    // The format tests read the SARIF and JUnit schemas from Fixtures/ in the source tree, and
    // SARIF logs back with SnackbarJSON's reader.
    .testTarget(
      name: "SnackbarAuditTests",
      dependencies: ["MaterialSnackbar", "SnackbarJSON", "SnackbarLayout", "SnackbarAudit"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "SnackbarCatalogTests",
      dependencies: ["SnackbarCatalog", "SnackbarFiles", "SnackbarFuzzSupport", "SnackbarTestSupport"],
      // Real catalogs read from the source tree by path (#filePath), never bundled.
      exclude: ["Fixtures"]),
    .testTarget(
      name: "SnackbarRenderingTests",
      dependencies: [
        "MaterialSnackbar", "SnackbarBasics", "SnackbarFiles", "SnackbarImage", "SnackbarLayout",
        "SnackbarAssetCatalogs", "SnackbarFlow", "SnackbarRenderingStack", "SnackbarRendering", "SnackbarFuzzSupport",
        "SnackbarFlowTestSupport", "SnackbarTestSupport", "SnackbarRenderingTestSupport",
      ],
      // The PNG fuzz corpus is read from the source tree (scripts/make-png-fuzz-corpus writes it).
      exclude: ["Fuzz/Corpus"]
    ),
    .testTarget(
      name: "SnackbarPlayerTests",
      dependencies: [
        "MaterialSnackbar", "SnackbarFiles", "SnackbarImage", "SnackbarLayout", "SnackbarFlow", "SnackbarRendering",
        "SnackbarPlayer",
        "SnackbarFlowTestSupport", "SnackbarRenderingTestSupport", "SnackbarTestSupport",
      ]),
    .testTarget(
      name: "SnackbarRenderAuditTests",
      dependencies: [
        "MaterialSnackbar", "SnackbarAudit", "SnackbarImage", "SnackbarRendering", "SnackbarRenderAudit",
      ]),
    // What both snapshot test targets use: test images, a fake fingerprint, and (re-exported)
    // SnackbarTestSupport's temporary folders.
    .target(
      name: "SnackbarSnapshotTestSupport",
      dependencies: ["SnackbarImage", "SnackbarSnapshotCore", "SnackbarTestSupport"],
      path: "Tests/SnackbarSnapshotTestSupport"),
    .testTarget(
      name: "SnackbarSnapshotCoreTests",
      dependencies: [
        "MaterialSnackbar", "SnackbarImage", "SnackbarRenderingStack", "SnackbarSnapshotCore",
        "SnackbarSnapshotTestSupport",
      ]
    ),
    .testTarget(
      name: "SnackbarSnapshotTestingTests",
      dependencies: [
        "MaterialSnackbar", "SnackbarFiles", "SnackbarJSON", "SnackbarImage", "SnackbarLayout", "SnackbarFlow",
        "SnackbarRenderingStack", "SnackbarRendering", "SnackbarSnapshotCore", "SnackbarSnapshotTesting",
        "SnackbarSnapshotTestSupport", "SnackbarRenderAudit",
      ]
    ),
    // Runs the `snackbar` command in-process (`@testable import` of the executable target).
    .testTarget(
      name: "SnackbarCLITests",
      dependencies: [
        "SnackbarCLI", "MaterialSnackbar", "SnackbarBasics", "SnackbarFiles", "SnackbarJSON", "SnackbarImage",
        "SnackbarLayout", "SnackbarRenderingStack", "SnackbarFlow", "SnackbarAudit", "SnackbarCatalog",
        "SnackbarRendering", "SnackbarSnapshotCore", "SnackbarSnapshotTesting", "SnackbarFuzzSupport",
        "SnackbarFlowTestSupport", "SnackbarPlayer", "SnackbarRenderAudit",
        "SnackbarTestSupport",
      ]
    ),
    .testTarget(
      name: "SnackbarGoldenTests",
      dependencies: [
        "MaterialSnackbar", "SnackbarImage", "SnackbarFlow", "SnackbarRendering", "SnackbarSnapshotTesting",
        "SnackbarFlowTestSupport",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
