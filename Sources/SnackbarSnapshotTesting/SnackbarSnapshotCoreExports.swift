// `import SnackbarSnapshotTesting` brings the framework-free core too (comparison, tolerances,
// difference images, fingerprints, the ledger, settings), as it did before the core was split off.
@_exported import SnackbarSnapshotCore
