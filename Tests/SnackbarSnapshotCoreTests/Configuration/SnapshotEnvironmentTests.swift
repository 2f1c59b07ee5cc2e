import Testing

@testable import SnackbarSnapshotCore

@Suite struct SnapshotEnvironmentTests {
  @Test func defaultIsMissingLocallyAndNeverOnCI() throws {
    #expect(try SnapshotEnvironment([:]).effectiveRecordMode(argument: nil) == .missing)
    #expect(try SnapshotEnvironment(["CI": "true"]).effectiveRecordMode(argument: nil) == .never)
    #expect(try SnapshotEnvironment(["CI": "1"]).effectiveRecordMode(argument: nil) == .never)
    #expect(try SnapshotEnvironment(["CI": "false"]).effectiveRecordMode(argument: nil) == .missing)
    #expect(try SnapshotEnvironment(["CI": "0"]).effectiveRecordMode(argument: nil) == .missing)
    #expect(try SnapshotEnvironment(["CI": ""]).effectiveRecordMode(argument: nil) == .missing)
  }

  @Test func argumentBeatsScopeBeatsDefault() throws {
    #expect(try SnapshotEnvironment([:]).effectiveRecordMode(argument: .never) == .never)
    #expect(try SnapshotEnvironment([:]).effectiveRecordMode(argument: .never, scoped: .all) == .never)
    #expect(try SnapshotEnvironment([:]).effectiveRecordMode(argument: nil, scoped: .failed) == .failed)
  }

  @Test func ciNeverRecordsWhateverTheCodeAsks() throws {
    let ci = SnapshotEnvironment(["CI": "true"])
    #expect(try ci.effectiveRecordMode(argument: .all) == .never)
    #expect(try ci.effectiveRecordMode(argument: nil, scoped: .failed) == .never)
    let reason = try ci.resolveRecordMode(argument: .all, scoped: .failed).reason
    #expect(reason.contains("record: .all and the scope's record: .failed ignored"))
    #expect(try ci.resolveRecordMode(argument: .never, scoped: nil).reason == "the default on CI")
  }

  @Test(arguments: SnapshotRecordMode.allCases)
  func environmentOverridesArgument(mode: SnapshotRecordMode) throws {
    let environment = SnapshotEnvironment(["SNAPSHOT_RECORD": mode.rawValue.uppercased(), "CI": "1"])
    #expect(try environment.effectiveRecordMode(argument: .failed) == mode)
    #expect(try environment.effectiveRecordMode(argument: nil) == mode)
  }

  @Test func emptyRecordVariableCountsAsUnset() throws {
    #expect(try SnapshotEnvironment(["SNAPSHOT_RECORD": " "]).effectiveRecordMode(argument: .failed) == .failed)
  }

  @Test func unknownRecordValueIsAnError() {
    #expect(throws: SnapshotConfigurationError.invalidRecordMode("yes")) {
      try SnapshotEnvironment(["SNAPSHOT_RECORD": "yes"]).effectiveRecordMode(argument: nil)
    }
    let message = SnapshotConfigurationError.invalidRecordMode("yes").description
    #expect(message.contains("never, missing, failed, all"))
  }

  @Test func tolerantStackFlag() throws {
    #expect(try !SnapshotEnvironment([:]).tolerantStackRequested())
    #expect(try SnapshotEnvironment(["SNAPSHOT_TOLERANT_STACK": "1"]).tolerantStackRequested())
    #expect(try !SnapshotEnvironment(["SNAPSHOT_TOLERANT_STACK": "0"]).tolerantStackRequested())
    #expect(throws: SnapshotConfigurationError.self) {
      try SnapshotEnvironment(["SNAPSHOT_TOLERANT_STACK": "maybe"]).tolerantStackRequested()
    }
  }

  @Test func artifactsDirectoryFromEnvironment() {
    #expect(SnapshotEnvironment([:]).artifactsDirectory == nil)
    #expect(SnapshotEnvironment(["SNAPSHOT_ARTIFACTS": "/tmp/x"]).artifactsDirectory?.path == "/tmp/x")
  }
}
