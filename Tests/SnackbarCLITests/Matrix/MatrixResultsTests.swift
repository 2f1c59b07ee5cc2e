import Foundation
import SnackbarCatalog
import SnackbarRendering
import Testing

@testable import SnackbarCLI

/// The pool's results into `matrix.jsonl` lines: a key whose image a worker could not even
/// start on still comes out, and so does every key after it.
@Suite final class MatrixResultsTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  func plan(_ arguments: [String]) throws -> MatrixPlan {
    let path = scratch.path("Localizable.xcstrings")
    try Data(MatrixFixtures.catalog.utf8).write(to: URL(fileURLWithPath: path))
    let options = try MatrixOptions(
      ([path, "--output", scratch.path("out")] + arguments).map { CommandLineArgument($0) }, environment: [:])
    return try MatrixPlan(catalog: StringCatalogReader.read(path), options: options)
  }

  /// The pool reports a worker without a renderer by position only. The image at that position
  /// is named in the failure, its key's other lines come out, and so do the later keys'.
  @Test func aWorkerWithoutARendererLosesOnlyItsOwnImage() throws {
    let plan = try plan(["--locales", "en,de"])
    var results = MatrixResults(sourceLanguage: "en")
    let images = Array(results.inFlight.tracking(plan.images))
    #expect(images.count == 4)
    #expect(results.inFlight.count == 4)
    var lines: [String] = []
    var failures: [String?] = []
    for (index, image) in images.enumerated() {
      let result: MatrixResults.PoolResult
      if index == 0 {
        result = SnackbarPoolResult(
          index: index, result: .failure(.invalidRequest(field: "fonts", value: "\u{1B}[2J", expected: "a renderer")))
      } else {
        let rendered = MatrixImage.Rendered(lines: 1, actionBelow: false, findings: [])
        result = SnackbarPoolResult(index: index, result: .success((image, .success(rendered))))
      }
      let (outcome, ready) = results.receive(result)
      if case .failed(let failed, let reason) = outcome {
        failures.append(failed?.path)
        #expect(!reason.contains("\u{1B}"), "the pool's error is escaped: \(reason)")
      }
      for line in ready {
        let object = try #require(
          try JSONSerialization.jsonObject(with: Data(line.lineText().utf8)) as? [String: Any])
        lines.append("\(object["key"] ?? "") \(object["locale"] ?? "")")
      }
    }
    #expect(failures == [images[0].path])
    #expect(lines.count == 3)
    #expect(Set(lines.map { $0.split(separator: " ")[0] }) == ["photo.deleted", "sync.failed"])
    #expect(results.inFlight.count == 0)
  }

  /// A failure the pool cannot place (no image was handed out at that position) is reported
  /// without a path and changes no key.
  @Test func anUnknownPositionIsReportedWithoutAPath() throws {
    var results = MatrixResults(sourceLanguage: "en")
    let (outcome, ready) = results.receive(
      SnackbarPoolResult(index: 7, result: .failure(.invalidRequest(field: "f", value: "v", expected: "e"))))
    guard case .failed(nil, _) = outcome else {
      Issue.record("expected a failure without a path, got \(outcome)")
      return
    }
    #expect(ready.isEmpty)
  }

  /// `--locales` without the source language still compares with it: its images are laid out
  /// as references, never counted, written or given a line.
  @Test func theSourceLanguageIsAReferenceWhenLeftOut() throws {
    let plan = try plan(["--locales", "de"] + MatrixFixtures.smallPhone)
    let images = Array(plan.images)
    #expect(images.filter(\.isReference).map(\.locale) == ["en", "en"])
    #expect(try plan.count() == 2)
    #expect(try self.plan(["--locales", "en,de"]).images.allSatisfy { !$0.isReference })
  }
}
