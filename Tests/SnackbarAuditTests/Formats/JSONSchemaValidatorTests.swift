import SnackbarJSON
import Testing

/// The test validator must be able to fail: violations planted in a valid SARIF log are found.
@Suite struct JSONSchemaValidatorTests {
  static let valid = """
    {"$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
     "version": "2.1.0",
     "runs": [{"tool": {"driver": {"name": "snackbar", "rules": [{"id": "contrast.text", "properties": {"tags": ["a"]}}]}},
               "results": [{"ruleId": "contrast.text", "level": "error", "message": {"text": "low"},
                            "locations": [{"physicalLocation": {"artifactLocation": {"uri": "a%20b.xcstrings"},
                                                                "region": {"startLine": 3}}}]}]}]}
    """

  static func violations(_ text: String) throws -> [String] {
    try FormatFixtures.sarifValidator().violations(of: SnackbarJSONReader.read(text))
  }

  static func planted(_ original: String, _ replacement: String) throws -> [String] {
    #expect(valid.contains(original))
    return try violations(valid.replacingOccurrences(of: original, with: replacement))
  }

  @Test func theValidLogPasses() throws {
    #expect(try Self.violations(Self.valid) == [])
  }

  @Test func aResultWithoutMessageFails() throws {
    #expect(
      try Self.planted(#""message": {"text": "low"},"#, "")
        == ["/runs/0/results/0: required property message is missing"])
  }

  @Test func aWrongLevelFails() throws {
    #expect(
      try Self.planted(#""level": "error""#, #""level": "fatal""#)
        == [#"/runs/0/results/0/level: "fatal" is not one of the enum's values"#])
  }

  @Test func anUnknownPropertyWhereNoneIsAllowedFails() throws {
    #expect(
      try Self.planted(#""startLine": 3"#, #""startLine": 3, "startLin": 4"#)
        == ["/runs/0/results/0/locations/0/physicalLocation/region/startLin: property startLin is not allowed"])
  }

  @Test func typesMinimumsAnyOfUniqueItemsAndFormatsAreChecked() throws {
    #expect(
      try Self.planted(#""startLine": 3"#, #""startLine": 0"#)
        == ["/runs/0/results/0/locations/0/physicalLocation/region/startLine: 0.0 < 1.0"])
    #expect(
      try Self.planted(#""startLine": 3"#, #""startLine": 2.5"#)
        == ["/runs/0/results/0/locations/0/physicalLocation/region/startLine: a number where the type is integer"])
    #expect(
      try Self.planted(#""startLine": 3"#, #""startColumn": 3"#)
        == ["/runs/0/results/0/locations/0/physicalLocation/region: matches none of anyOf"])
    #expect(
      try Self.planted(#""tags": ["a"]"#, #""tags": ["a", "a"]"#)
        == ["/runs/0/tool/driver/rules/0/properties/tags: items are not unique"])
    #expect(
      try Self.planted("a%20b.xcstrings", "a b.xcstrings")
        == [
          #"/runs/0/results/0/locations/0/physicalLocation/artifactLocation/uri: "a b.xcstrings" is not a valid uri-reference"#
        ])
    #expect(
      try Self.planted(#""version": "2.1.0""#, #""version": "2.2.0""#)
        == [#"/version: "2.2.0" is not one of the enum's values"#])
    #expect(try Self.planted(#""runs": ["#, #""runs": 1, "x": ["#).count == 2)
  }

  @Test func aSchemaWithAKeywordItDoesNotKnowIsRefused() throws {
    let schema = try SnackbarJSONReader.read(#"{"properties": {"a": {"minLength": 1}}}"#)
    #expect(throws: JSONSchemaValidator.UnsupportedKeyword.self) { try JSONSchemaValidator(schema: schema) }
  }
}
