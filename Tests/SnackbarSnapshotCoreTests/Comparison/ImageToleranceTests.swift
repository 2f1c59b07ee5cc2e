import Testing

@testable import SnackbarSnapshotCore

@Suite struct ImageToleranceTests {
  @Test func exactPresetIsStrict() {
    #expect(ImageTolerance.exact.isExact)
    #expect(ImageTolerance.exact.perChannel == 0)
    #expect(ImageTolerance.exact.allowedDifferingFraction == 0)
    #expect(ImageTolerance.exact.perceptual == nil)
    #expect(!ImageTolerance(perceptual: 0).isExact)
  }

  @Test func parsesFullSpec() throws {
    let tolerance = try ImageTolerance.parse("channel=2,fraction=0.001,deltaE=1.5")
    #expect(tolerance == ImageTolerance(perChannel: 2, allowedDifferingFraction: 0.001, perceptual: 1.5))
    #expect(try ImageTolerance.parse(" deltae = 2 , CHANNEL=4 ") == ImageTolerance(perChannel: 4, perceptual: 2))
    #expect(try ImageTolerance.parse("fraction=0.5%") == ImageTolerance(allowedDifferingFraction: 0.005))
    #expect(try ImageTolerance.parse("exact") == .exact)
  }

  @Test func descriptionRoundTrips() throws {
    let tolerance = ImageTolerance(perChannel: 3, allowedDifferingFraction: 0.25, perceptual: 2.5)
    #expect(try ImageTolerance.parse(tolerance.description) == tolerance)
    #expect(ImageTolerance.exact.description == "exact")
  }

  @Test(arguments: [
    (
      "channel=256",
      ImageToleranceParseError.invalidValue(key: "channel", value: "256", expected: "an integer in 0...255")
    ),
    ("channel", .malformedPart("channel")),
    ("speed=3", .unknownKey("speed")),
    ("channel=1,channel=2", .duplicateKey("channel")),
    ("fraction=2", .invalidValue(key: "fraction", value: "2", expected: "a number in 0...1 or a percentage")),
    ("deltaE=-1", .invalidValue(key: "deltaE", value: "-1", expected: "a finite number >= 0")),
    ("deltaE=nan", .invalidValue(key: "deltaE", value: "nan", expected: "a finite number >= 0")),
    ("", .malformedPart("")),
  ])
  func rejectsBadSpecs(spec: String, expected: ImageToleranceParseError) {
    #expect(throws: expected) { try ImageTolerance.parse(spec) }
  }

  @Test func loosenedTakesTheLooserOfEachField() {
    let strict = ImageTolerance(perChannel: 4, allowedDifferingFraction: 0.5)
    let loosened = strict.loosened(toAtLeast: .differentRenderingStack)
    #expect(loosened.perChannel == 32)
    #expect(loosened.allowedDifferingFraction == 0.5)
    #expect(loosened.perceptual == 3)
    #expect(ImageTolerance.exact.loosened(toAtLeast: .exact) == .exact)
    #expect(ImageTolerance(perceptual: 5).loosened(toAtLeast: ImageTolerance(perceptual: 1)).perceptual == 5)
  }
}
