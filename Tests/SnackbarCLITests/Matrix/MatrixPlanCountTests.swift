import Foundation
import SnackbarCatalog
import Testing

@testable import SnackbarCLI

/// The progress line's total is counted over the axes, without making the images (their
/// arguments and paths): it must still be exactly the number of images drawn, references left
/// out, for every kind of plan.
@Suite final class MatrixPlanCountTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  /// Plurals, device variations, an action pair whose German action is missing, a string not to
  /// translate, a key with no French, Xcode's empty key, a stale key and translations that are
  /// empty or need review: every path of the choice of texts.
  static let catalog = """
    {"sourceLanguage": "en", "version": "1.0", "strings": {
      "photo.deleted": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "%@ deleted"}},
        "de": {"stringUnit": {"state": "translated", "value": "%d gelöscht"}},
        "fr": {"stringUnit": {"state": "translated", "value": "%@ supprimé"}}}},
      "photo.deleted.action": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Undo"}},
        "fr": {"stringUnit": {"state": "translated", "value": "Annuler"}}}},
      "items.count": {"localizations": {
        "en": {"variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "%lld item"}},
          "other": {"stringUnit": {"state": "translated", "value": "%lld items"}}}}},
        "de": {"variations": {"plural": {
          "other": {"stringUnit": {"state": "translated", "value": "%lld Elemente"}}}}}}},
      "tap": {"localizations": {"en": {"variations": {"device": {
        "iphone": {"stringUnit": {"state": "translated", "value": "Tap to undo"}},
        "ipad": {"stringUnit": {"state": "translated", "value": "Click to undo"}},
        "mac": {"stringUnit": {"state": "translated", "value": "Press Command-Z"}},
        "other": {"stringUnit": {"state": "translated", "value": "Undo"}}}}}}},
      "brand": {"shouldTranslate": false, "localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Snackbar"}}}},
      "": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": ""}}}},
      "old": {"extractionState": "stale", "localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Old"}}}},
      "edited": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Edited"}},
        "de": {"stringUnit": {"state": "needs_review", "value": ""}},
        "fr": {"stringUnit": {"state": "needs_review", "value": "Modifié"}}}}
    }}
    """

  func plan(_ arguments: [String]) throws -> MatrixPlan {
    let path = scratch.path("Localizable.xcstrings")
    try Data(Self.catalog.utf8).write(to: URL(fileURLWithPath: path))
    let options = try MatrixOptions(
      ([path, "--output", scratch.path("out")] + arguments).map { CommandLineArgument($0) }, environment: [:])
    return try MatrixPlan(catalog: StringCatalogReader.read(path), options: options)
  }

  static let plans: [[String]] = [
    [],
    ["--action-suffix", ".action"],
    ["--action-suffix", ".action", "--missing", "skip"],
    ["--locales", "de,fr"],
    ["--locales", "de", "--missing", "skip", "--action-suffix", ".action"],
    ["--pseudo", "en-XA,ar-XB,double", "--directions", "ltr,rtl"],
    ["--devices", "iphone-se,ipad-pro-11", "--content-sizes", "L,AX-XXXL", "--themes", "mdc,m3-dark"],
    ["--locales", "fr", "--devices", "iphone-se,ipad-pro-11", "--shard", "1/3"],
    ["--shard", "2/3", "--pseudo", "ar-XB"],
    ["--include-stale", "--pseudo", "en-XA", "--missing", "skip"],
  ]

  @Test(arguments: plans)
  func theCountIsTheNumberOfImagesDrawn(arguments: [String]) throws {
    let plan = try plan(arguments)
    let drawn = Array(plan.images).count { !$0.isReference }
    #expect(drawn > 0)
    #expect(try plan.count() == drawn)
  }

  /// The plans above that leave the source language out do lay out references, so the count is
  /// checked to leave them out.
  @Test func theReferencePlansHaveReferences() throws {
    #expect(Array(try plan(["--locales", "de,fr"]).images).contains(where: \.isReference))
    #expect(Array(try plan(["--locales", "de", "--missing", "skip"]).images).contains(where: \.isReference))
  }

  /// Shards split the images: their counts add up to the whole matrix's.
  @Test(arguments: [3, 5])
  func shardCountsAddUpToTheWhole(shards: Int) throws {
    let axes = ["--devices", "iphone-se,ipad-pro-11", "--action-suffix", ".action"]
    let whole = try plan(axes).count()
    let parts = try (1...shards).map { try plan(axes + ["--shard", "\($0)/\(shards)"]).count() }
    #expect(parts.reduce(0, +) == whole)
    #expect(parts.filter { $0 > 0 }.count > 1, "the shards split the keys: \(parts)")
  }
}
