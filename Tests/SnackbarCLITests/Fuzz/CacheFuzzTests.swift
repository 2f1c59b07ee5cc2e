import Foundation
import SnackbarFuzzSupport
import Testing

/// The renderer's caches mutated at random (``CacheMutation``: bit flips, truncation, extension,
/// links, FIFOs, devices, huge sparse files, permission changes, a folder for a file) under a
/// `snackbar render` child process. The oracle (``CacheTrial``): exit 0, the same PNG bytes as
/// with a clean cache, nothing written outside the cache, no crash (a signal) and no hang (a
/// timeout). `make test` runs a few inputs from a fixed seed; `make fuzz` runs it for
/// FUZZ_SECONDS; `scripts/cache-mutation-trial` runs 10,000 against a release build.
@Suite(.tags(.fuzz)) struct CacheFuzzTests {
  /// Inputs in `make test`: about 0.15 s each on the shared 2-core machine (a restore, a child
  /// render, a rescan of the fonts when fontconfig's files were hit).
  static let defaultInputs = 16

  @Test func mutatedCachesRenderTheSamePixels() throws {
    let campaign = CacheFuzzTests.campaign(try FuzzConfiguration(defaultInputs: Self.defaultInputs))
    let trial = try CacheTrial(
      executable: try ProcessEnvironmentTests.executable().path,
      arguments: ["render", "--text", ProcessEnvironmentTests.text, "--output"], timeout: RendererCacheTests.timeout)
    defer { trial.remove() }
    let targets = trial.targets()
    #expect(targets.contains { $0.path.hasSuffix(".mask") }, "the first render stored no mask")
    #expect(targets.contains { $0.path.contains(".cache-") }, "the first render wrote no fontconfig cache")
    let report = campaign.run { _, random in
      let mutation = CacheMutation.random(targets: targets, using: &random)
      do {
        let result = try trial.run(mutation)
        guard let problem = result.problem else { return .passed(mutation.label) }
        return .failed("\(mutation): \(problem)")
      } catch {
        return .failed("\(mutation): the harness failed: \(error)")
      }
    }
    for message in report.failureMessages { Issue.record(Comment(rawValue: message)) }
    #expect(report.inputs > 0)
  }

  static func campaign(_ configuration: FuzzConfiguration) -> FuzzCampaign {
    FuzzCampaign(name: "cache-mutations", configuration: configuration, filter: "CacheFuzzTests")
  }
}
