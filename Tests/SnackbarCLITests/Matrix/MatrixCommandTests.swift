import Foundation
import SnackbarCatalog
import Testing

@testable import SnackbarCLI

/// `snackbar matrix`: every key × locale × variant rendered and audited, one sorted line each,
/// with the localisation findings the issue names and no others.
@Suite final class MatrixCommandTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  func writeCatalog(_ text: String = MatrixFixtures.catalog, name: String = "Localizable.xcstrings") throws -> String {
    let path = scratch.path(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The German overflow, the Arabic translation, the missing French string and the German
  /// placeholder of the wrong type give exactly their findings, each on its own image.
  @Test func localizationFindingsAreExactlyTheOnesTheCatalogHas() throws {
    let catalog = try writeCatalog()
    let output = scratch.path("out")
    let run = matrix(
      [catalog, "--output", output, "--locales", "en,de,ar,fr", "--jobs", "2"] + MatrixFixtures.smallPhone)
    #expect(run.status == 0, "\(run.errorText)")
    let lines = try matrixLines(output + "/matrix.jsonl")
    let found = lines.map { line in
      "\(line["key"] ?? "") \(line["locale"] ?? "") \(matrixRules(line).joined(separator: ","))"
    }
    #expect(
      found == [
        "photo.deleted ar ", "photo.deleted de l10n.placeholders", "photo.deleted en ", "photo.deleted fr ",
        "sync.failed ar ", "sync.failed de l10n.expansion", "sync.failed en ", "sync.failed fr l10n.missing",
      ])
    let german = try #require(lines.first { $0["key"] as? String == "sync.failed" && $0["locale"] as? String == "de" })
    #expect(matrixRules(german, prefix: "text.lines") == ["text.lines"])
    #expect((german["lines"] as? Int ?? 0) > 2)
    #expect(german["path"] as? String == "de/sync.failed/mdc.iphone-se.AX-XXXL.png")
    #expect(
      german["variant"] as? [String: String] == ["theme": "mdc", "device": "iphone-se", "contentSize": "AX-XXXL"])
    let arabic = try #require(lines.first { $0["key"] as? String == "sync.failed" && $0["locale"] as? String == "ar" })
    #expect(arabic["direction"] as? String == "rtl")
    #expect(german["direction"] as? String == "ltr")
    let french = try #require(lines.first { $0["key"] as? String == "sync.failed" && $0["locale"] as? String == "fr" })
    #expect(french["text"] as? String == "Sync failed")
    let filled = try #require(
      lines.first { $0["key"] as? String == "photo.deleted" && $0["locale"] as? String == "de" })
    #expect(filled["text"] as? String == "5 gelöscht")
    for line in lines {
      let path = try #require(line["path"] as? String)
      #expect(FileManager.default.fileExists(atPath: output + "/" + path), "\(path)")
    }
    #expect(scratch.files().filter { $0.hasSuffix(".png") }.count == 8)
    // One table: no line names it.
    #expect(lines.allSatisfy { $0["table"] == nil })
    // The same findings on the page, written in their cells with their severity.
    let page = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
    for badge in [
      "<b>error</b> l10n.placeholders: ", "<b>warning</b> l10n.expansion: ", "<b>warning</b> l10n.missing: ",
    ] {
      #expect(page.components(separatedBy: badge).count == 2, "\(badge)")
    }
  }

  /// `--locales` without the source language still finds the German expansion: English is
  /// laid out for the comparison, but gets no image, no line and no progress count.
  @Test func expansionIsFoundWithoutTheSourceLanguageInLocales() throws {
    let catalog = try writeCatalog()
    let output = scratch.path("out")
    let run = matrix([catalog, "--output", output, "--locales", "de"] + MatrixFixtures.smallPhone)
    #expect(run.status == 0, "\(run.errorText)")
    let lines = try matrixLines(output + "/matrix.jsonl")
    let found = lines.map { line in
      "\(line["key"] ?? "") \(line["locale"] ?? "") \(matrixRules(line).joined(separator: ","))"
    }
    #expect(found == ["photo.deleted de l10n.placeholders", "sync.failed de l10n.expansion"])
    #expect(!FileManager.default.fileExists(atPath: output + "/en"))
    #expect(scratch.files().filter { $0.hasSuffix(".png") }.count == 2)
  }

  /// `--missing skip` draws no image for a missing translation; pseudo-locales come from the
  /// source text, ar-XB right to left; each axis value is its own variant.
  @Test func skipPseudoLocalesAndAxes() throws {
    let catalog = try writeCatalog()
    let output = scratch.path("out")
    let run = matrix(
      [
        catalog, "--output", output, "--locales", "fr", "--pseudo", "ar-XB", "--missing", "skip", "--keys", "^sync",
        "--themes", "mdc,m3-dark", "--jobs", "2",
      ] + MatrixFixtures.smallPhone)
    #expect(run.status == 0, "\(run.errorText)")
    let lines = try matrixLines(output + "/matrix.jsonl")
    #expect(
      lines.map { $0["path"] as? String ?? "" } == [
        "ar-XB/sync.failed/m3-dark.iphone-se.AX-XXXL.png", "ar-XB/sync.failed/mdc.iphone-se.AX-XXXL.png",
      ])
    #expect(lines.allSatisfy { $0["direction"] as? String == "rtl" })
  }

  /// A string that is exactly "-" is drawn as written: to `screen`'s parser `--text -` means
  /// standard input, which once made that one image fail as empty.
  @Test func aStringThatIsADashIsDrawnAsWritten() throws {
    let catalog = try writeCatalog(
      """
      {"sourceLanguage": "en", "version": "1.0", "strings": {"dash": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "-"}}}}}}
      """)
    let output = scratch.path("out")
    let run = matrix([catalog, "--output", output, "--jobs", "1"] + MatrixFixtures.smallPhone)
    #expect(run.status == 0, "\(run.errorText)")
    let lines = try matrixLines(output + "/matrix.jsonl")
    #expect(lines.map { $0["text"] as? String } == ["-"])
    #expect(scratch.files().filter { $0.hasSuffix(".png") }.count == 1)
  }

  /// A device variation is drawn on the devices of its class, as the app would pick it: the
  /// iPhone text on phones, the iPad text on tablets, `other` where no variation fits. Each was
  /// once drawn on every device, showing texts no user of that device sees.
  @Test func deviceVariationsAreDrawnOnTheirOwnDevices() throws {
    let catalog = try writeCatalog(
      """
      {"sourceLanguage": "en", "version": "1.0", "strings": {"tap": {"localizations": {"en": {
        "variations": {"device": {
          "iphone": {"stringUnit": {"state": "translated", "value": "Tap to undo"}},
          "ipad": {"stringUnit": {"state": "translated", "value": "Click to undo"}},
          "mac": {"stringUnit": {"state": "translated", "value": "Press Command-Z"}},
          "other": {"stringUnit": {"state": "translated", "value": "Undo"}}}}}}}}}
      """)
    let output = scratch.path("out")
    let run = matrix([catalog, "--output", output, "--devices", "iphone-se,ipad-pro-11", "--jobs", "1"])
    #expect(run.status == 0, "\(run.errorText)")
    let drawn = try matrixLines(output + "/matrix.jsonl").map { line -> String in
      let variant = line["variant"] as? [String: String] ?? [:]
      return "\(variant["device"] ?? "?") \(line["text"] as? String ?? "?")"
    }
    #expect(
      drawn.sorted() == [
        "ipad-pro-11 Click to undo", "ipad-pro-11 Press Command-Z", "iphone-se Press Command-Z",
        "iphone-se Tap to undo",
      ])
  }

  /// An Xcode export's tables stay apart: the same id in two `<file>` elements is two keys, each
  /// drawn with its own translation, in folders of its table, its table named in its line and on
  /// the page. Keyed by id alone, one table's translation was drawn for both.
  @Test func theTablesOfAnXLIFFExportStayApart() throws {
    func file(_ original: String, _ target: String) -> String {
      """
      <file original="\(original)" source-language="en" target-language="de" datatype="plaintext">
        <body><trans-unit id="Nauru" xml:space="preserve">
          <source>Nauru</source><target state="translated">\(target)</target>
        </trans-unit></body>
      </file>
      """
    }
    let export = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      \(file("App/en.lproj/ISO639.strings", "Nauruisch"))
      \(file("App/en.lproj/ISO3166.strings", "Nauru (Staat)"))
      </xliff>
      """
    let catalog = try writeCatalog(export, name: "de.xliff")
    let output = scratch.path("out")
    let run = matrix([catalog, "--output", output, "--jobs", "2"] + MatrixFixtures.smallPhone)
    #expect(run.status == 0, "\(run.errorText)")
    let drawn = try matrixLines(output + "/matrix.jsonl").map { line in
      [line["table"], line["key"], line["locale"], line["text"], line["path"]].map { "\($0 ?? "-")" }
        .joined(separator: " | ")
    }
    #expect(
      drawn == [
        "App/en.lproj/ISO3166.strings | Nauru | de | Nauru (Staat) | de/ISO3166.strings/Nauru/mdc.iphone-se.AX-XXXL.png",
        "App/en.lproj/ISO3166.strings | Nauru | en | Nauru | en/ISO3166.strings/Nauru/mdc.iphone-se.AX-XXXL.png",
        "App/en.lproj/ISO639.strings | Nauru | de | Nauruisch | de/ISO639.strings/Nauru/mdc.iphone-se.AX-XXXL.png",
        "App/en.lproj/ISO639.strings | Nauru | en | Nauru | en/ISO639.strings/Nauru/mdc.iphone-se.AX-XXXL.png",
      ])
    let page = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
    #expect(page.components(separatedBy: "<h2>Nauru</h2>").count == 3)
    #expect(page.contains("<p class=\"table\">table App/en.lproj/ISO639.strings</p>"))
    #expect(page.contains("<p class=\"table\">table App/en.lproj/ISO3166.strings</p>"))
  }

  /// What Xcode writes into a real catalog: the key "" of `Text("")` with empty values in some
  /// locales and none in the source, a Norwegian translation left empty but marked for review, a
  /// German one that needs review, a stale key, a brand not to translate.
  static let xcodeCatalog = """
    {"sourceLanguage": "en", "version": "1.0", "strings": {
      "": {"localizations": {
        "de": {"stringUnit": {"state": "translated", "value": ""}},
        "nb": {"stringUnit": {"state": "translated", "value": ""}}}},
      "account.moved": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Moved to %@"}},
        "de": {"stringUnit": {"state": "translated", "value": "Neu: %@"}},
        "nb": {"stringUnit": {"state": "needs_review", "value": ""}}}},
      "brand": {"shouldTranslate": false, "localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Snackbar Studio"}}}},
      "instance.info.users": {"extractionState": "stale", "localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Users"}},
        "de": {"stringUnit": {"state": "translated", "value": "Nutzer"}},
        "nb": {"stringUnit": {"state": "translated", "value": "Brukere"}}}},
      "post.edited": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Edited"}},
        "de": {"stringUnit": {"state": "needs_review", "value": "Bearbeitet"}},
        "nb": {"stringUnit": {"state": "translated", "value": "Redigert"}}}}}}
    """

  /// A valid catalog never fails the run. The empty key is no snackbar: not drawn, counted in
  /// the summary, where it once failed the run with "--text may not be empty". The empty
  /// Norwegian translation is drawn as a missing one, in English, with an `l10n.missing` that says
  /// it is empty (it once gave no image and no finding); a translation that needs review is drawn
  /// and marked (`l10n.review`); the stale key is left out and counted, unless `--include-stale`.
  @Test func aValidCatalogNeverFailsTheRun() throws {
    let catalog = try writeCatalog(Self.xcodeCatalog)
    let output = scratch.path("out")
    let run = matrix([catalog, "--output", output, "--jobs", "2"] + MatrixFixtures.smallPhone)
    #expect(run.status == 0, "\(run.errorText)")
    #expect(!run.errorText.contains("--text"), "\(run.errorText)")
    let lines = try matrixLines(output + "/matrix.jsonl")
    let found = lines.map { line in
      "\(line["key"] ?? "") \(line["locale"] ?? "") \(matrixRules(line).joined(separator: ","))"
    }
    #expect(
      found == [
        "account.moved de ", "account.moved en ", "account.moved nb l10n.missing", "brand de ", "brand en ",
        "brand nb ", "post.edited de l10n.review", "post.edited en ", "post.edited nb ",
      ])
    let norwegian = try #require(
      lines.first { $0["key"] as? String == "account.moved" && $0["locale"] as? String == "nb" })
    #expect(norwegian["text"] as? String == "Moved to Alex")
    let missing = try #require(
      (norwegian["findings"] as? [[String: Any]])?.first { $0["rule"] as? String == "l10n.missing" })
    #expect(missing["measured"] as? String == "an empty nb translation")
    #expect(missing["severity"] as? String == "warning")
    let review = try #require(
      (lines[6]["findings"] as? [[String: Any]])?.first { $0["rule"] as? String == "l10n.review" })
    #expect(review["severity"] as? String == "info")
    #expect(lines[6]["text"] as? String == "Bearbeitet")
    #expect(
      run.errors.contains(
        "matrix: 1 stale key not drawn (the code no longer uses it; --include-stale draws them): "
          + "\"instance.info.users\""), "\(run.errorText)")
    #expect(
      run.errors.contains("matrix: 3 empty texts not drawn (an empty string is no snackbar), of 1 key: \"\""),
      "\(run.errorText)")

    let stale = matrix([catalog, "--output", scratch.path("stale"), "--include-stale"] + MatrixFixtures.smallPhone)
    #expect(stale.status == 0, "\(stale.errorText)")
    let staleLines = try matrixLines(scratch.path("stale/matrix.jsonl"))
    #expect(
      staleLines.filter { $0["key"] as? String == "instance.info.users" }.map { $0["text"] as? String } == [
        "Nutzer", "Users", "Brukere",
      ])
    #expect(!stale.errorText.contains("stale key"), "\(stale.errorText)")
  }

  /// Xcode's XLIFF export of the same things: the empty key as `id=""` with an empty `<source>`
  /// and a `new` empty target, a unit whose `<source/>` is empty but whose target is not (the
  /// translation is drawn; the source is not), an empty target that needs review, and a unit not
  /// to translate, which has no target and is no `l10n.missing`.
  @Test func anXLIFFExportWithEmptySourcesNeverFailsTheRun() throws {
    let export = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="App/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
        <body>
          <trans-unit id=""><source></source><target state="new"/></trans-unit>
          <trans-unit id="spacer" xml:space="preserve"><source/><target state="translated">Abstand</target></trans-unit>
          <trans-unit id="saved" xml:space="preserve">
            <source>Saved</source><target state="needs-review-translation"></target>
          </trans-unit>
          <trans-unit id="7z8-pS-A86.title" translate="no" xml:space="preserve"><source>Check</source></trans-unit>
        </body>
      </file>
      </xliff>
      """
    let catalog = try writeCatalog(export, name: "de.xliff")
    let output = scratch.path("out")
    let run = matrix([catalog, "--output", output, "--jobs", "2"] + MatrixFixtures.smallPhone)
    #expect(run.status == 0, "\(run.errorText)")
    let found = try matrixLines(output + "/matrix.jsonl").map { line in
      "\(line["key"] ?? "") \(line["locale"] ?? "") \(line["text"] ?? "") \(matrixRules(line).joined(separator: ","))"
    }
    #expect(
      found == [
        "7z8-pS-A86.title de Check ", "7z8-pS-A86.title en Check ", "saved de Saved l10n.missing", "saved en Saved ",
        "spacer de Abstand ",
      ])
    #expect(
      run.errors.contains(
        "matrix: 3 empty texts not drawn (an empty string is no snackbar), of 2 keys: \"\", \"spacer\""),
      "\(run.errorText)")
  }

  /// A failed image is named by its key as written, escaped, with its locale and variant: not
  /// by the hashed folder alone, and never with the key's control characters raw.
  @Test func aFailureNamesTheKeyAsWritten() throws {
    let long = String(repeating: "x", count: MessageText.maximumBytes + 1)
    let catalog = try writeCatalog(
      #"{"sourceLanguage": "en", "version": "1.0", "strings": {"a/b\u001B[2J": {"localizations": {"#
        + #""en": {"stringUnit": {"state": "translated", "value": "\#(long)"}}}}}}"#)
    let run = matrix([catalog, "--output", scratch.path("out"), "--jobs", "1"] + MatrixFixtures.smallPhone)
    #expect(run.status == 2)
    #expect(run.errorText.contains(#""a/b\x1B[2J" in en, mdc.iphone-se.AX-XXXL (en/a_b__2J~"#), "\(run.errorText)")
    #expect(!run.errorText.contains("\u{1B}"))
  }

  /// Bad input is a usage error before anything is drawn: a malformed catalog names its line
  /// and column, a bad axis value and a bad pass-through colour name the option.
  @Test func badInputIsAUsageError() throws {
    let broken = try writeCatalog("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {,}\n}", name: "Broken.xcstrings")
    let output = scratch.path("out")
    let catalogRun = matrix([broken, "--output", output])
    #expect(catalogRun.status == 2)
    #expect(catalogRun.errorText.contains("line 3"), "\(catalogRun.errorText)")
    let catalog = try writeCatalog()
    let axisRun = matrix([catalog, "--output", output, "--content-sizes", "huge"])
    #expect(axisRun.status == 2)
    #expect(axisRun.errorText.contains("--content-sizes"))
    let colorRun = matrix([catalog, "--output", output, "--container-color", "#12"])
    #expect(colorRun.status == 2)
    #expect(colorRun.errorText.contains("--container-color"))
    #expect(!FileManager.default.fileExists(atPath: output))
    let file = scratch.path("a-file")
    try Data("x".utf8).write(to: URL(fileURLWithPath: file))
    let fileRun = matrix([catalog, "--output", file])
    #expect(fileRun.status == 2)
    #expect(fileRun.errorText.contains("not a directory"), "\(fileRun.errorText)")
  }

  /// Keys that are not plain file names get a stable hashed folder; plain keys that differ only
  /// in case do too, so a case-insensitive file system keeps them apart.
  @Test func keyFoldersAreSafeAndDistinct() {
    let names = MatrixPathNames.names(for: ["ok.key", "a/b", "..", "Save", "save", "写真"])
    #expect(names["ok.key"] == "ok.key")
    for key in ["a/b", "..", "Save", "save", "写真"] {
      let name = names[key] ?? ""
      #expect(name.contains("~") && !name.contains("/") && !name.hasPrefix("."), "\(name)")
    }
    #expect(Set(names.values).count == 6)
    #expect(MatrixPathNames.names(for: ["a/b"]) == ["a/b": names["a/b"]])
  }

  /// A table's folder is its last path component when that is plain and no other table's; else
  /// the whole table's hash. Keys without a table beside tables get `~no-table`.
  @Test func tableFoldersAreShortSafeAndDistinct() {
    let keys = [
      StringCatalogKey("CFBundleName", table: "App/InfoPlist.xcstrings"),
      StringCatalogKey("CFBundleName", table: "Launcher/InfoPlist.xcstrings"),
      StringCatalogKey("a/b", table: "App/en.lproj/Localizable.strings"),
      StringCatalogKey("ok", table: "App/Base.lproj/Main Menu.xib"), StringCatalogKey("android_key"),
    ]
    let folders = MatrixPathNames.folders(for: keys)
    #expect(folders[keys[2]] == "Localizable.strings/" + (MatrixPathNames.names(for: ["a/b"])["a/b"] ?? ""))
    #expect(folders[keys[4]] == "~no-table/android_key")
    for key in keys[0...1] + [keys[3]] {
      let table = String(folders[key]?.split(separator: "/").first ?? "")
      #expect(table.contains("~") && !table.hasPrefix("."), "\(table)")
    }
    #expect(Set(folders.values).count == 5)
    #expect(MatrixPathNames.folders(for: ["plain"]) == ["plain": "plain"])
  }

  /// Keys whose hashes collide (a catalog can be made so) still get folders of their own, the
  /// same whatever order the keys come in.
  @Test func keysWhoseHashesCollideGetDistinctFolders() {
    let keys = ["a/x", "a?x", "A/x", "b/c"]
    let names = MatrixPathNames.names(for: keys, hash: { _ in 0xABC })
    #expect(Set(names.values.map { $0.lowercased() }).count == 4, "\(names)")
    #expect(names["A/x"] == "A_x~0000000000000abc")
    #expect(names["a/x"] == "a_x~0000000000000abc-2")
    #expect(names["a?x"] == "a_x~0000000000000abc-3")
    #expect(names["b/c"] == "b_c~0000000000000abc")
    #expect(MatrixPathNames.names(for: keys.reversed(), hash: { _ in 0xABC }) == names)
  }
}
