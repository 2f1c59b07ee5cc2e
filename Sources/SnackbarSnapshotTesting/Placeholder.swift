// SnackbarSnapshotTesting
