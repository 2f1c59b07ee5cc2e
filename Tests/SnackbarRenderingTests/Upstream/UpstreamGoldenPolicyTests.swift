import Foundation
import SnackbarTestSupport
import Testing

/// The tests that compare against MDC's upstream goldens (`../shared/reference`) skip, saying why,
/// in a clone with nothing beside it, and fail instead where `SNACKBAR_REQUIRE_REFERENCE=1` says
/// the goldens must be (CI): no test passes silently without its input.
@Suite struct UpstreamGoldenPolicyTests {
  @Test func absentGoldensSkipUnlessRequired() {
    #expect(!RenderingTestSupport.runsUpstreamGoldenTests(goldensPresent: false, environment: [:]))
    #expect(
      RenderingTestSupport.runsUpstreamGoldenTests(
        goldensPresent: false, environment: ["SNACKBAR_REQUIRE_REFERENCE": "1"]))
    #expect(RenderingTestSupport.runsUpstreamGoldenTests(goldensPresent: true, environment: [:]))
    #expect(
      !RenderingTestSupport.runsUpstreamGoldenTests(
        goldensPresent: false, environment: ["SNACKBAR_REQUIRE_REFERENCE": "0"]))
  }

  @Test func referenceDirectoryComesFromTheEnvironmentOrBesideTheCheckout() {
    let fromEnvironment = RenderingTestSupport.goldensDirectory(environment: ["SNACKBAR_REFERENCE_DIR": "/refs"])
    #expect(fromEnvironment.path == "/refs/mdc-ios-goldens")
    let beside = RenderingTestSupport.goldensDirectory(environment: [:]).path
    #expect(beside.hasSuffix("/shared/reference/mdc-ios-goldens"))
    #expect(!beside.contains("/Tests/"), "the folder beside the checkout, not inside it: \(beside)")
  }

  @Test func aMissingGoldenFailsSayingWhereAndHow() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let empty = temporary.url
    let error = #expect(throws: MissingUpstreamGolden.self) {
      try RenderingTestSupport.upstreamGolden(
        "testWithZeroElevation_11_2@2x.png", environment: ["SNACKBAR_REFERENCE_DIR": empty.path])
    }
    let message = error?.description ?? ""
    #expect(message.contains(empty.path + "/mdc-ios-goldens/testWithZeroElevation_11_2@2x.png"))
    #expect(message.contains("SNACKBAR_REFERENCE_DIR") && message.contains("../shared/reference"))
  }
}
