import SnackbarSnapshotCore

// The settings and results a test names, under this module's name: a test file imports
// SnackbarSnapshotTesting alone, as one imports SnapshotTesting alone with swift-snapshot-testing.
// They are declared in SnackbarSnapshotCore, which imports no test framework, so that the
// `snackbar` command links them with a static Swift standard library; a tool that needs more of
// the core (the ledger, fingerprints, difference images) imports SnackbarSnapshotCore itself.

/// How far an image may differ from its golden: see SnackbarSnapshotCore's `ImageTolerance`.
public typealias ImageTolerance = SnackbarSnapshotCore.ImageTolerance
/// When a golden is recorded rather than compared: see SnackbarSnapshotCore's `SnapshotRecordMode`.
public typealias SnapshotRecordMode = SnackbarSnapshotCore.SnapshotRecordMode
/// The program a failure's reference and actual files are shown with: see SnackbarSnapshotCore's
/// `SnapshotDiffTool`.
public typealias SnapshotDiffTool = SnackbarSnapshotCore.SnapshotDiffTool
/// A failed or recorded snapshot, as an assertion reports it: see SnackbarSnapshotCore's
/// `SnapshotFailure`.
public typealias SnapshotFailure = SnackbarSnapshotCore.SnapshotFailure
/// The settings in effect (record mode, diff tool, environment): see SnackbarSnapshotCore's
/// `SnapshotConfiguration`.
public typealias SnapshotConfiguration = SnackbarSnapshotCore.SnapshotConfiguration
/// The environment variables snapshot tests read: see SnackbarSnapshotCore's `SnapshotEnvironment`.
public typealias SnapshotEnvironment = SnackbarSnapshotCore.SnapshotEnvironment
