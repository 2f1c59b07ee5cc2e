import Foundation
import SnackbarSnapshotTestSupport

@testable import SnackbarSnapshotCore

/// A configuration isolated from the process: explicit environment, temp artifacts, no ledger.
func isolatedConfiguration(
  _ variables: [String: String] = [:],
  artifacts: URL,
  fingerprint: SnapshotFingerprintSource? = nil,
  ledger: SnapshotLedger.Setting = .disabled
) -> SnapshotConfiguration {
  SnapshotConfiguration(
    environment: SnapshotEnvironment(variables), fingerprint: fingerprint, artifactsDirectory: artifacts,
    ledger: ledger)
}
