import Foundation
import MaterialSnackbar
import SnackbarFlow
import SnackbarFlowTestSupport
import Testing

/// Scenarios are read with the package's one strict JSON reader (issue 19, point 10): what a
/// lenient reader let through is refused, and every error says where it is.
@Suite struct SnackbarScenarioStrictReadingTests {
  @Test func aKeyGivenTwiceIsRefusedNamingBothPlaces() throws {
    let error = try #require(scenarioError(#"{"until": 5, "steps": [], "until": 6}"#))
    #expect(error.line == 1 && error.column == 27, "\(error)")
    #expect(error.reason.contains("given twice (first at line 1, column 2)"), "\(error)")
    let inStep = try #require(scenarioError(#"{"until": 5, "steps": [{"at": 0, "at": 1, "tap": "body"}]}"#))
    #expect(inStep.description.hasPrefix("line 1, column 34: "), "\(inStep)")
    #expect(inStep.reason.contains("\"at\" given twice"), "\(inStep)")
  }

  @Test func aNumberADoubleCannotHoldIsOutOfRangeNotAString() throws {
    let error = try #require(scenarioError(#"{"until": 1e400, "steps": []}"#))
    #expect(error.reason.contains("out of range"), "\(error)")
    #expect(!error.reason.contains("String"), "\(error)")
    #expect(error.line == 1 && error.column == 11, "\(error)")
  }

  @Test func aByteOrderMarkIsSkipped() throws {
    let parsed = try SnackbarScenario(jsonData: Data([0xEF, 0xBB, 0xBF] + Array(FlowScenarios.issueJSON.utf8)))
    #expect(parsed == (try FlowScenarios.scenario()))
  }

  /// Each kind of error, with the position the file gives it: the key for an unknown key, the
  /// value for a bad one, the object for a missing key, the step's `at` for a time found wrong
  /// after reading.
  @Test(arguments: [
    (#"{"until": 5, "steps": [{"at": 0, "show": {"text": "a", "colour": "red"}}]}"#, 1, 56),
    (#"{"until": 5, "steps": [{"at": 0, "show": {"action": "Undo"}}]}"#, 1, 42),
    (#"{"until": 5, "steps": [{"at": 0, "tap": "body"},"# + "\n" + #" {"at": -1, "tap": "body"}]}"#, 2, 9),
    (#"{"until": 5, "steps": [{"at": 2, "tap": "body"},"# + "\n" + #"  {"at": 1, "tap": "body"}]}"#, 2, 10),
    (#"{"until": 5, "steps": [{"at": 1, "release": "sheet"}]}"#, 1, 45),
    (#"{"until": 5, "steps": [{"at": 0, "show": {"text": "a", "icon": "no such"}}]}"#, 1, 64),
    (#"{"until": 5, "steps": [{"at": 0}]}"#, 1, 24),
    (#"{"steps": []}"#, 1, 1),
    (#"{"until": 5, "steps": [], "theme": "neon"}"#, 1, 36),
    (#"{"until": 5, "steps": [], "size": "393x0"}"#, 1, 35),
    (#"{"until": 5, "steps": [}"#, 1, 24),
    ("", 1, 1),
    ("  \n ", 2, 2),
  ])
  func everyErrorHasALineAndAColumn(json: String, line: Int, column: Int) throws {
    let error = try #require(scenarioError(json))
    #expect(error.line == line && error.column == column, "\(error)")
    #expect(error.description.hasPrefix("line \(line), column \(column): "), "\(error)")
  }

  @Test func aScenarioMadeInSwiftHasNoPosition() {
    #expect {
      try SnackbarScenario(until: 5, steps: [SnackbarScenarioStep(at: 6, .tap(.body))])
    } throws: { error in
      (error as? SnackbarScenarioError).map { $0.line == nil && $0.description.hasPrefix("step 0, key \"at\"") } == true
    }
  }

  /// A key or value that would act on a terminal (clear the screen, forge a line) is shown
  /// escaped, through the package's one rule.
  @Test func keysAndValuesAreEscapedInMessages() throws {
    let key = try #require(scenarioError(#"{"until": 5, "steps": [], "\u001b[2J\nok": 1}"#))
    #expect(key.description.contains(#"key "\x1B[2J\x0Aok": unknown key"#), "\(key)")
    let token = try #require(scenarioError(#"{"until": 5, "steps": [{"at": 1, "release": "\u001b]0;pwned\u0007"}]}"#))
    #expect(token.description.contains(#""\x1B]0;pwned\x07""#), "\(token)")
    for error in [key, token] {
      #expect(!error.description.utf8.contains { $0 < 0x20 || $0 == 0x7F }, "\(error)")
    }
  }

  @Test func aFileLargerThanTheLimitIsRefusedBeforeReading() throws {
    let bytes = [UInt8](repeating: 0x20, count: SnackbarScenario.maximumFileBytes + 1)
    let error = try #require(dataError(Data(bytes)))
    #expect(error.reason.contains("larger than the 16777216-byte (16 MiB) limit"), "\(error)")
  }

  /// A text the layout cannot lay out is refused while reading, where the file says it.
  @Test func aTextTooLongToLayOutIsRefusedWhileReading() throws {
    let long = String(repeating: "a", count: 262_145)
    let show = try #require(scenarioError(#"{"until": 5, "steps": [{"at": 0, "show": {"text": ""# + long + #""}}]}"#))
    #expect(show.key == "show.text" && show.column == 51 && show.reason.contains("at most 262144 bytes"), "\(show)")
    let update = try #require(
      scenarioError(#"{"until": 5, "steps": [{"at": 0, "update": {"text": ""# + long + #""}}]}"#))
    #expect(update.key == "update.text" && update.line == 1, "\(update)")
  }

  @Test func moreStepsThanTheCapAreRefused() throws {
    let steps = Array(
      repeating: SnackbarScenarioStep(at: 0, .tap(.body)), count: SnackbarScenario.maximumStepCount + 1)
    #expect {
      try SnackbarScenario(until: 1, steps: steps)
    } throws: { error in
      (error as? SnackbarScenarioError).map { $0.key == "steps" && $0.reason.contains("at most 100000") } == true
    }
    let atTheCap = try SnackbarScenario(until: 1, steps: Array(steps.dropLast()))
    #expect(atTheCap.steps.count == SnackbarScenario.maximumStepCount)
  }

  // MARK: - Files

  func dataError(_ data: Data) -> SnackbarScenarioError? {
    do {
      _ = try SnackbarScenario(jsonData: data)
      return nil
    } catch {
      return error
    }
  }

  func readError(_ url: URL) -> SnackbarScenarioError? {
    do {
      _ = try SnackbarScenario(contentsOf: url)
      return nil
    } catch {
      return error
    }
  }

  @Test func aFolderIsNamedAsAFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenario-folder-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let error = try #require(readError(folder))
    #expect(error.reason.contains("it is a directory"), "\(error)")
    #expect(!error.reason.contains("NSCocoaErrorDomain"), "\(error)")
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/zero")))
  func anEndlessDeviceIsReadOnlyToTheLimit() throws {
    let error = try #require(readError(URL(fileURLWithPath: "/dev/zero")))
    #expect(error.reason.contains("larger than the 16777216-byte (16 MiB) limit"), "\(error)")
    #expect(!error.reason.contains("permission"), "\(error)")
  }
}
